// An everyday Swift program (compiled by swiftc, it prints the same lines: checked with swift-diff).
// Enum initializers (`init`, `init?`, in extensions, generic), `self = …` in mutating methods, `.init(…)`
enum Token {
    case a, b, plus
    init?(symbol: Character) {
        switch symbol {
        case "a": self = .a
        case "b": self = .b
        case "+": self = .plus
        default: return nil
        }
    }
    init(count: Int) { self = count > 1 ? .b : .a }
    mutating func flip() { self = self == .a ? .b : .a }
}
print(Token(symbol: "a") == .a, Token(symbol: "z") == nil)
//> true true
var t = Token(count: 3)
//> t: Token = .b
print(t)
//> b
t.flip()
print(t)
//> a
let ts = "ab+x".compactMap { Token(symbol: $0) }
//> ts: [Token] = [.a, .b, .plus]
print(ts.count, ts[2] == .plus)
//> 3 true
enum Light: Int { case red = 1, green
    init() { self = .green }
    init?(name: String) { if name == "red" { self = .red } else { return nil } }
}
print(Light().rawValue, Light(name: "red")!, Light(name: "x") == nil, Light(rawValue: 2)!)
//> 2 red true green
enum Shape { case circle(Double), square(Double)
  init(side: Double) { self = .square(side) }
}
print(Shape(side: 2))
//> square(2.0)
extension Token {
    init(word: String) {
        if word == "plus" { self = .plus } else { self.init(count: word.count) }
    }
}
print(Token(word: "plus"), Token(word: "xx"), Token.init(count: 0))
//> plus b a
let made: Token = .init(count: 5)
//> made: Token = .b
print(made)
//> b
enum Either<A> { case one(A), none
    init(_ a: A?) { if let a { self = .one(a) } else { self = .none } }
}
print(Either(3), Either<Int>(nil))
//> one(3) none
struct P { var x: Int }
let p: P = .init(x: 1)
//> p: P = P(x: 1)
print(p.x)
//> 1
class C { var n = 2 }
let c: C = .init()
//> c: C = C { n = 2 }
print(c.n)
//> 2
func take(_ p: P) -> Int { p.x }
//> take: (P) -> Int
print(take(.init(x: 4)))
//> 4
