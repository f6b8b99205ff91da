// An everyday Swift program (compiled by swiftc, it prints the same lines: checked with swift-diff).
// Function types that throw: written in a closure's signature, inferred from a `try` in its body,
// and shown in result lines and by `type(of:)`, as Swift shows them.
enum ParseError: Error { case negative(Int) }
func checked(_ x: Int) throws -> Int {
    if x < 0 { throw ParseError.negative(x) }
    return x
}
//> checked: (Int) throws -> Int
func apply(_ f: (Int) throws -> Int, to x: Int) rethrows -> Int { try f(x) }
//> apply: ((Int) throws -> Int, Int) throws -> Int
let double = { (x: Int) throws -> Int in x * 2 }
//> double: (Int) throws -> Int = { (x: Int) throws -> Int in x * 2 }
let viaTry = { (x: Int) in try checked(x) }
//> viaTry: (Int) throws -> Int = { (x: Int) in try checked(x) }
let quiet = { (x: Int) -> Int in (try? checked(x)) ?? 0 }
//> quiet: (Int) -> Int = { (x: Int) -> Int in (try? checked(x)) ?? 0 }
let increment = { x throws in x + 1 }
//> increment: (Int) throws -> Int = { x throws in x + 1 }
print(type(of: checked))
//> (Int) throws -> Int
print(type(of: apply))
//> ((Int) throws -> Int, Int) throws -> Int
print(type(of: double), type(of: viaTry), type(of: quiet))
//> (Int) throws -> Int (Int) throws -> Int (Int) -> Int
print(try apply(double, to: 4), try apply(increment, to: 4))
//> 8 5
print(apply({ $0 * 10 }, to: 4))
//> 40
do {
    print(try apply(viaTry, to: -3))
} catch ParseError.negative(let n) {
    print("negative: \(n)")
}
//> negative: -3
let steps: [(Int) throws -> Int] = [double, increment]
//> steps: [(Int) throws -> Int] = [{ (x: Int) throws -> Int in x * 2 }, { x throws in x + 1 }]
print(try steps.map { try $0(5) })
//> [10, 6]
let qualified = Swift.Result<Int, Error> { try checked(3) }
//> qualified: Result<Int, Error> = .success(3)
print(qualified)
//> success(3)
let failed = Swift.Result<Int, Error> { try checked(-1) }
//> failed: Result<Int, Error> = .failure(.negative(-1))
if case .failure(let error) = failed { print("failed: \(error)") }
//> failed: negative(-1)
