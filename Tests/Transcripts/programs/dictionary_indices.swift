// A dictionary's positions, as Swift has them: `firstIndex(where:)`, `index(forKey:)`,
// `startIndex`, `index(after:)`, and `d[i]`, the `(key:, value:)` pair at a position. (A
// dictionary's order is its insertion order here, its hashing's in Swift: this program prints
// the same whatever the order.)
let squares = ["one": 1, "four": 4, "nine": 9]
//> squares: [String: Int] = ["one": 1, "four": 4, "nine": 9]
if let i = squares.firstIndex(where: { $0.value == 4 }) {
    print(squares[i])
    print(squares[i].key, squares[i].value)
}
//> (key: "four", value: 4)
//> four 4
if let j = squares.index(forKey: "nine") {
    print(squares[j].value)
    print(j > squares.startIndex || j == squares.startIndex)
}
//> 9
//> true
print(squares.index(forKey: "ten") == nil)
//> true
let one = ["only": 1]
//> one: [String: Int] = ["only": 1]
print(one.keys.first!, one.values.first!, one[one.startIndex])
//> only 1 (key: "only", value: 1)
var left = squares
//> left: [String: Int] = ["one": 1, "four": 4, "nine": 9]
let removed = left.remove(at: left.startIndex)
//> removed: (key: String, value: Int) = (key: "one", value: 1)
print(squares[removed.key] == removed.value, left.count)
//> true 2
