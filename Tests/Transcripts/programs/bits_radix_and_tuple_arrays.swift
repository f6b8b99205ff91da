// A Swift program (swiftc prints the same lines): bit operators inside a function returning
// `Int`, numbers written in another base, an empty array of tuples, and `if let` taking an
// optional tuple apart.
func mirror(_ n: Int) -> Int {
    (n >> 1) ^ n
}
//> mirror: (Int) -> Int
func lowBits(_ n: Int, _ count: Int) -> Int { n & ((1 << count) - 1) | 0 }
//> lowBits: (Int, Int) -> Int
for n in [5, 12, 255] {
    print(n, String(n, radix: 2), String(mirror(n), radix: 16), String(n, radix: 16, uppercase: true), lowBits(n, 3))
}
//> 5 101 7 5 5
//> 12 1100 a C 4
//> 255 11111111 80 FF 7

var spans = [(Int, Int)]()
//> spans: [(Int, Int)] = []
var open: (Int, Int)?
//> open: (Int, Int)? = nil
for x in [1, 2, 3, 7, 8, 10] {
    if let (first, last) = open, x == last + 1 {
        open = (first, x)
    } else {
        if let done = open { spans.append(done) }
        open = (x, x)
    }
}
if let (first, last) = open { spans.append((first, last)) }
print(spans.map { $0.0 == $0.1 ? "\($0.0)" : "\($0.0)-\($0.1)" }.joined(separator: ","))
//> 1-3,7-8,10
