// An everyday Swift program (compiled by swiftc, it prints the same lines: checked with swift-diff).
// What `Sequence` gives a program's own sequence: `contains` of an element, `sorted`, `min`, `max`,
// besides `map`, `prefix` and the rest; `prefix` and `first(where:)` stop early on an endless one.
struct Countdown: Sequence, IteratorProtocol {
    var count: Int
    mutating func next() -> Int? {
        if count == 0 { return nil }
        defer { count -= 1 }
        return count
    }
}
struct Fibonacci: Sequence {
    func makeIterator() -> FibIterator { FibIterator() }
}
struct FibIterator: IteratorProtocol {
    var a = 0, b = 1
    mutating func next() -> Int? {
        defer { (a, b) = (b, a + b) }
        return a
    }
}
let c = Countdown(count: 5)
//> c: Countdown = Countdown(count: 5)
print(Array(c))
//> [5, 4, 3, 2, 1]
print(c.map { $0 * 2 })
//> [10, 8, 6, 4, 2]
print(c.filter { $0 % 2 == 1 })
//> [5, 3, 1]
print(c.reduce(0, +))
//> 15
print(c.contains(3), c.contains(9))
//> true false
print(c.sorted())
//> [1, 2, 3, 4, 5]
for (i, x) in c.enumerated() { print(i, x) }
//> 0 5
//> 1 4
//> 2 3
//> 3 2
//> 4 1
print(Array(Fibonacci().prefix(10)))
//> [0, 1, 1, 2, 3, 5, 8, 13, 21, 34]
print(Fibonacci().first(where: { $0 > 100 }) as Any)
//> Optional(144)
print(Fibonacci().contains(55))
//> true
print(Fibonacci().contains { $0 > 1000 })
//> true
print(Fibonacci().prefix(while: { $0 < 30 }))
//> [0, 1, 1, 2, 3, 5, 8, 13, 21]
print(c.min()!, c.max()!, c.allSatisfy { $0 > 0 })
//> 1 5 true
print(Countdown(count: 3).map(String.init).joined(separator: "-"))
//> 3-2-1
