// A Swift program (swiftc prints the same lines): a type that is `ExpressibleByArrayLiteral`,
// `ExpressibleByDictionaryLiteral` or `ExpressibleByNilLiteral` is made from such a literal where
// one of its values is expected, nested literals included.
enum JSON: Equatable {
    case null
    case number(Int)
    case text(String)
    case list([JSON])
    case object([String: JSON])
}

extension JSON: ExpressibleByIntegerLiteral, ExpressibleByStringLiteral, ExpressibleByNilLiteral {
    init(integerLiteral value: Int) { self = .number(value) }
    init(stringLiteral value: String) { self = .text(value) }
    init(nilLiteral: ()) { self = .null }
}

extension JSON: ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
    init(arrayLiteral elements: JSON...) { self = .list(elements) }
    init(dictionaryLiteral elements: (String, JSON)...) {
        self = .object(Dictionary(uniqueKeysWithValues: elements))
    }
}

let doc: JSON = ["name": "chef", "tags": ["hot", 7, nil], "empty": [], "none": [:]]
//> doc: JSON = .object(["name": .text("chef"), "tags": .list([.text("hot"), .number(7), .null]), "empty": .list([]), "none": .object([:])])
if case .object(let fields) = doc {
    print(fields.keys.sorted())
    print(fields["tags"]!)
    print(fields["empty"]! == .list([]), fields["none"]! == .object([:]))
}
//> ["empty", "name", "none", "tags"]
//> list([main.JSON.text("hot"), main.JSON.number(7), main.JSON.null])
//> true true
let missing: JSON? = nil
//> missing: JSON? = nil
print(missing == nil)
//> true

struct Bag<T>: ExpressibleByArrayLiteral {
    var items: [T]
    init(arrayLiteral elements: T...) { items = elements }
}
func count(_ bag: Bag<String>) -> Int { bag.items.count }
//> count: (Bag<String>) -> Int
let bags: [Bag<Int>] = [[1, 2], [], [3]]
//> bags: [Bag<Int>] = [Bag(items: [1, 2]), Bag(items: []), Bag(items: [3])]
print(bags.map(\.items), count(["a", "b", "c"]), count([]))
//> [[1, 2], [], [3]] 3 0
