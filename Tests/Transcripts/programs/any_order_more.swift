// More of a Swift program in any order: an indirect enum and the recursive functions over it,
// a generic struct, a subclass before its superclass, top-level operators on a later type.
let tree = Expr.add(.num(2), .mul(.num(3), .num(4)))
//> tree: Expr = .add(.num(2), .mul(.num(3), .num(4)))
print(eval(tree), show(tree))
//> eval: (Expr) -> Int
//> show: (Expr) -> String
//> 14 (2 + 3 * 4)
var q = Queue<Int>()
//> q: Queue<Int> = Queue(items: [])
q.enqueue(1); q.enqueue(2)
print(q.dequeue() ?? -1, q.count)
//> 1 1
let s = Square(side: 3)
//> fmt: (Double) -> String
//> s: Square = Square { name = "square", side = 3.0 }
print(s.area, s.describe(), Shape.count)
//> 9.0 square of area 9.0 1

indirect enum Expr {
    case num(Int)
    case add(Expr, Expr)
    case mul(Expr, Expr)
}
func eval(_ e: Expr) -> Int {
    switch e {
    case .num(let n): return n
    case let .add(a, b): return eval(a) + eval(b)
    case let .mul(a, b): return eval(a) * eval(b)
    }
}
func show(_ e: Expr) -> String {
    switch e {
    case .num(let n): return "\(n)"
    case let .add(a, b): return "(\(show(a)) + \(show(b)))"
    case let .mul(a, b): return "\(show(a)) * \(show(b))"
    }
}
struct Queue<T> {
    private var items: [T] = []
    var count: Int { items.count }
    mutating func enqueue(_ x: T) { items.append(x) }
    mutating func dequeue() -> T? { items.isEmpty ? nil : items.removeFirst() }
}
class Square: Shape {
    let side: Double
    init(side: Double) { self.side = side; super.init(name: "square") }
    override var area: Double { side * side }
}
class Shape {
    static var count = 0
    let name: String
    init(name: String) { self.name = name; Shape.count += 1 }
    var area: Double { 0 }
    func describe() -> String { "\(name) of area \(fmt(area))" }
}
func fmt(_ x: Double) -> String { "\(x)" }

let a = Vector(x: 1, y: 2), b = Vector(x: 3, y: 4)
//> +: (Vector, Vector) -> Vector
//> -: (Vector) -> Vector
//> a: Vector = Vector(x: 1, y: 2)
//> b: Vector = Vector(x: 3, y: 4)
print(a + b, -a, a == b)
//> Vector(x: 4, y: 6) Vector(x: -1, y: -2) false
struct Vector: Equatable { var x: Int; var y: Int }
func + (l: Vector, r: Vector) -> Vector { Vector(x: l.x + r.x, y: l.y + r.y) }
prefix func - (v: Vector) -> Vector { Vector(x: -v.x, y: -v.y) }
