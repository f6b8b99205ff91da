// A Swift program (swiftc prints the same lines): a type that is `ExpressibleByIntegerLiteral`
// (or by a string, float or Boolean literal) is made from a literal where one is expected.
struct Cents: ExpressibleByIntegerLiteral, CustomStringConvertible {
    let amount: Int
    init(integerLiteral value: Int) { amount = value }
    var description: String { "\(amount / 100).\(amount % 100 < 10 ? "0" : "")\(amount % 100)" }
}

struct Word {
    let text: String
    let length: Int
}

extension Word: ExpressibleByStringLiteral {
    init(stringLiteral value: String) {
        text = value
        length = value.count
    }
}

struct Flag: ExpressibleByBooleanLiteral {
    let on: Bool
    init(booleanLiteral value: Bool) { on = value }
}

struct Ratio: ExpressibleByFloatLiteral {
    let value: Double
    init(floatLiteral value: Double) { self.value = value }
}

let price: Cents = 1250
//> price: Cents = Cents(amount: 1250)
print(price)
//> 12.50
let prices: [Cents] = [99, 5, 300]
//> prices: [Cents] = [Cents(amount: 99), Cents(amount: 5), Cents(amount: 300)]
print(prices.map(\.amount).reduce(0, +))
//> 404
func total(_ items: [Cents]) -> Int { items.reduce(0) { $0 + $1.amount } }
//> total: ([Cents]) -> Int
print(total([100, 205]))
//> 305

let words: [Word] = ["tea", "biscuit"]
//> words: [Word] = [Word(text: "tea", length: 3), Word(text: "biscuit", length: 7)]
print(words.map(\.length))
//> [3, 7]
let flag: Flag = true
//> flag: Flag = Flag(on: true)
print(flag.on)
//> true
let half: Ratio = 0.5
//> half: Ratio = Ratio(value: 0.5)
print(half.value)
//> 0.5
let maybe: Cents? = 7
//> maybe: Cents? = Cents(amount: 7)
print(maybe?.amount ?? 0)
//> 7
