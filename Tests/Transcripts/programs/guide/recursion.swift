// An everyday Swift program (compiled by swiftc, it prints the same lines: checked with swift-diff).
// Everyday: recursion, memoization, higher-order functions
func factorial(_ n: Int) -> Int { n <= 1 ? 1 : n * factorial(n - 1) }
//> factorial: (Int) -> Int
print((1...10).map(factorial))
//> [1, 2, 6, 24, 120, 720, 5040, 40320, 362880, 3628800]
var memo: [Int: Int] = [:]
//> memo: [Int: Int] = [:]
func fib(_ n: Int) -> Int {
    if n < 2 { return n }
    if let v = memo[n] { return v }
    let r = fib(n - 1) + fib(n - 2)
    memo[n] = r
    return r
}
//> fib: (Int) -> Int
print(fib(50))
//> 12586269025
func hanoi(_ n: Int, from: String, to: String, via: String, moves: inout [String]) {
    if n == 0 { return }
    hanoi(n - 1, from: from, to: via, via: to, moves: &moves)
    moves.append("\(from)->\(to)")
    hanoi(n - 1, from: via, to: to, via: from, moves: &moves)
}
var moves: [String] = []
//> moves: [String] = []
//> hanoi: (Int, String, String, String, inout [String]) -> Void
hanoi(3, from: "A", to: "C", via: "B", moves: &moves)
print(moves.count, moves.joined(separator: " "))
//> 7 A->C A->B C->B A->C B->A B->C A->C
func permutations<T>(_ xs: [T]) -> [[T]] {
    if xs.count <= 1 { return [xs] }
    var result: [[T]] = []
    for (i, x) in xs.enumerated() {
        var rest = xs
        rest.remove(at: i)
        for p in permutations(rest) { result.append([x] + p) }
    }
    return result
}
//> permutations: <T>([T]) -> [[T]]
print(permutations([1, 2, 3]))
//> [[1, 2, 3], [1, 3, 2], [2, 1, 3], [2, 3, 1], [3, 1, 2], [3, 2, 1]]
func binarySearch(_ a: [Int], _ target: Int) -> Int? {
    var lo = 0, hi = a.count - 1
    while lo <= hi {
        let mid = (lo + hi) / 2
        if a[mid] == target { return mid }
        if a[mid] < target { lo = mid + 1 } else { hi = mid - 1 }
    }
    return nil
}
//> binarySearch: ([Int], Int) -> Int?
print(binarySearch([1, 3, 5, 7, 9, 11], 7) ?? -1, binarySearch([1, 3], 4) ?? -1)
//> 3 -1
func quicksort(_ a: [Int]) -> [Int] {
    guard let pivot = a.first else { return [] }
    let rest = a.dropFirst()
    return quicksort(rest.filter { $0 < pivot }) + [pivot] + quicksort(rest.filter { $0 >= pivot })
}
//> quicksort: ([Int]) -> [Int]
print(quicksort([5, 3, 8, 1, 9, 2, 7]))
//> [1, 2, 3, 5, 7, 8, 9]
func compose<A, B, C>(_ f: @escaping (A) -> B, _ g: @escaping (B) -> C) -> (A) -> C {
    { x in g(f(x)) }
}
//> compose: <A, B, C>((A) -> B, (B) -> C) -> (A) -> C
let addThenDouble = compose({ $0 + 1 }, { $0 * 2 })
//> addThenDouble: (Int) -> Int = compose({ $0 + 1 }, { $0 * 2 })
print(addThenDouble(4))
//> 10
let gcd: (Int, Int) -> Int = { a, b in
    var (x, y) = (a, b)
    while y != 0 { (x, y) = (y, x % y) }
    return x
}
//> gcd: (Int, Int) -> Int = { a, b in
//>     var (x, y) = (a, b)
//>     while y != 0 { (x, y) = (y, x % y) }
//>     return x
//> }
print(gcd(48, 18))
//> 6
print(stride(from: 10, to: 0, by: -3).map { $0 })
//> [10, 7, 4, 1]
print(Array(zip([1, 2, 3], ["a", "b", "c"])).map { "\($0)\($1)" })
//> ["1a", "2b", "3c"]
