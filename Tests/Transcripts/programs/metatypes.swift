// An everyday Swift program (compiled by swiftc, it prints the same lines: checked with swift-diff).
// Types as values: `type(of:)` and `Int.self` print as Swift prints them (qualified inside
// collections), are compared with `==`, and are stored as `Any.Type`.
struct Point { var x = 0 }
enum Kind { case a }
print(type(of: [1]), [type(of: Point())], [Point.self, Point.self])
//> Array<Int> [main.Point] [main.Point, main.Point]
debugPrint(Int.self)
//> Swift.Int
print(String(describing: Int.self), "\(Kind.self)")
//> Int Kind
let types: [Any.Type] = [Int.self, String.self, type(of: Kind.a)]
//> types: [Any.Type] = [Int, String, Kind]
print(types)
//> [Swift.Int, Swift.String, main.Kind]
print(type(of: 1) == Int.self, type(of: 1) == String.self, type(of: "s") != Int.self)
//> true false true
let t: Any = Int.self
//> t: Any = Int
print(t)
//> Int
print([[Int].self, [String: Int].self])
//> [Swift.Array<Swift.Int>, Swift.Dictionary<Swift.String, Swift.Int>]
print([Array<Int>.self])
//> [Swift.Array<Swift.Int>]
func describe(_ value: Any) -> String {
    if type(of: value) == Int.self { return "an Int" }
    return "something else"
}
//> describe: (Any) -> String
print(describe(3), describe("x"))
//> an Int something else
print([type(of: { (x: Int) in x })])
//> [(Swift.Int) -> Swift.Int]
