// A Swift program (swiftc prints the same lines): a case of an enum matches an optional of
// that enum, and a generic type's member `typealias` may name its parameters.
enum Speed { case slow, fast }

struct Setting {
    var speed: Speed?
    func describe() -> String {
        switch speed {
        case .fast: return "fast"
        case .slow: return "slow"
        case nil: return "unset"
        }
    }
    func isFast() -> Bool {
        switch speed {
        case .fast: return true
        default: return false
        }
    }
}

let speeds: [Speed?] = [.slow, .fast, nil]
//> speeds: [Speed?] = [.slow, .fast, nil]
for speed in speeds {
    let setting = Setting(speed: speed)
    print(setting.describe(), setting.isFast())
}
//> slow false
//> fast true
//> unset false

let chosen: Speed? = .slow
//> chosen: Speed? = .slow
if case .slow = chosen { print("slow chosen") }
//> slow chosen
if case .fast = chosen { print("never") } else { print("not fast") }
//> not fast

struct Shelf<Element> {
    typealias Item = Element
    var items: [Item] = []
    mutating func put(_ item: Item) { items.append(item) }
    var top: Item? { items.last }
}

var shelf = Shelf<String>()
//> shelf: Shelf<String> = Shelf(items: [])
shelf.put("jam")
shelf.put("honey")
print(shelf.top ?? "empty", shelf.items.count)
//> honey 2

// Literals mixing values with `nil` hold optionals.
let readings = [3, nil, 7, nil]
//> readings: [Int?] = [3, nil, 7, nil]
print(readings, readings.compactMap { $0 }.reduce(0, +))
//> [Optional(3), nil, Optional(7), nil] 10
let picks = [Speed.fast, nil]
//> picks: [Speed?] = [.fast, nil]
print(picks.count, picks[1] == nil)
//> 2 true
let stock = ["tea": 4, "jam": nil]
//> stock: [String: Int?] = ["tea": 4, "jam": nil]
print(stock.count, stock["tea"] ?? 0)
//> 2 Optional(4)
