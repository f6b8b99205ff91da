// A Swift program (swiftc prints the same lines): loop variables declared `var`, and
// `fallthrough` into a case that binds the same names as the case it leaves.
var marks = [7, 3, 9, 1]
//> marks: [Int] = [7, 3, 9, 1]
for var i in 1..<marks.count {
    let held = marks[i]
    while i > 0 && held < marks[i - 1] {
        marks[i] = marks[i - 1]
        i -= 1
    }
    marks[i] = held
}
print(marks)
//> [1, 3, 7, 9]
for var (low, high) in [(1, 5), (8, 2)] {
    if low > high { swap(&low, &high) }
    print(low, "...", high)
}
//> 1 ... 5
//> 2 ... 8

func describe(_ pair: (Int, Int)) {
    switch pair {
    case let (a, b) where a == 0:
        print("starts at zero, ends at \(b)")
        fallthrough
    case let (a, b) where a < b:
        print("climbs from \(a) to \(b)")
        fallthrough
    case (let a, let b):
        print("pair \(a), \(b)")
    }
}
//> describe: ((Int, Int)) -> Void
describe((0, 4))
//> starts at zero, ends at 4
//> climbs from 0 to 4
//> pair 0, 4
describe((5, 1))
//> pair 5, 1

// A loop that only `return` leaves: nothing is missing after it.
func firstSquareAbove(_ limit: Int) -> Int {
    var n = 0
    while true {
        n += 1
        if n * n > limit { return n * n }
    }
}
//> firstSquareAbove: (Int) -> Int
func firstEven(_ xs: [Int]) -> Int? {
    var i = 0
    repeat {
        guard i < xs.count else { return nil }
        if xs[i] % 2 == 0 { return xs[i] }
        i += 1
    } while true
}
//> firstEven: ([Int]) -> Int?
print(firstSquareAbove(50), firstEven([3, 5, 8]) ?? -1, firstEven([1]) ?? -1)
//> 64 8 -1

// A range with no end counts up until the loop is left.
var found: [Int] = []
//> found: [Int] = []
for n in 10... {
    if found.count == 3 { break }
    if n % 7 == 0 { found.append(n) }
}
print(found)
//> [14, 21, 28]
