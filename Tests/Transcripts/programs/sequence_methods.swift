// A Swift program (swiftc prints the same lines): the methods `Sequence` gives a program's own
// sequence types, `n...` as a value, lazy sequences, and `sequence(first:next:)`.
struct Squares: Sequence, IteratorProtocol {
    var n = 0
    mutating func next() -> Int? {
        n += 1
        return n * n
    }
}

struct Word: Sequence {
    let text: String
    func makeIterator() -> AnyIterator<Character> {
        var rest = Array(text)
        return AnyIterator {
            rest.isEmpty ? nil : rest.removeFirst()
        }
    }
}

print(Array(Squares().prefix(5)))
//> [1, 4, 9, 16, 25]
print(Squares().first(where: { $0 > 50 })!)
//> 64
print(Squares().prefix(while: { $0 < 30 }))
//> [1, 4, 9, 16, 25]
for (i, square) in Squares().enumerated() {
    if i == 3 { break }
    print(i, square)
}
//> 0 1
//> 1 4
//> 2 9
print(Squares().lazy.filter { $0 % 2 == 0 }.map { $0 / 2 }.prefix(3).reduce(0, +))
//> 28
print(Array(Squares().dropFirst(2).prefix(2)))
//> [9, 16]
print(Word(text: "abc").map { $0.uppercased() })
//> ["A", "B", "C"]
print(Array(Word(text: "hey")), Word(text: "hey").contains(where: { $0 == "e" }))
//> ["h", "e", "y"] true
print(Word(text: "hello").filter { $0 != "l" }.count)
//> 3
print(Word(text: "xyz").allSatisfy { $0 > "w" })
//> true

print(Array((0...).lazy.filter { $0 % 2 == 0 }.prefix(4)))
//> [0, 2, 4, 6]
print(Array((1...).lazy.map { $0 * 3 }.prefix(while: { $0 < 13 })))
//> [3, 6, 9, 12]
print((10...).lazy.first(where: { $0 % 7 == 0 })!)
//> 14
print(Array(sequence(first: 1, next: { $0 < 50 ? $0 * 3 : nil })))
//> [1, 3, 9, 27, 81]
print(Array(sequence(state: 3, next: { (n: inout Int) -> Int? in
    n -= 1
    return n >= 0 ? n : nil
})))
//> [2, 1, 0]
func firstTwo(_ xs: [Int]) -> (Int?, Int?) {
    var it = xs.makeIterator()
    return (it.next(), it.next())
}
//> firstTwo: ([Int]) -> (Int?, Int?)
print(firstTwo([10, 20, 30]), firstTwo([]))
//> (Optional(10), Optional(20)) (nil, nil)
var letters = "ok".makeIterator()
//> letters: AnyIterator<Character> = AnyIterator(_next: indexing())
while let c = letters.next() { print(c) }
//> o
//> k
