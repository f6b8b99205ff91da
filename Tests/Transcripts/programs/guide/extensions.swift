// An everyday Swift program (compiled by swiftc, it prints the same lines: checked with swift-diff).
// Extensions on user types
struct Size { var width = 0.0, height = 0.0 }
struct Point { var x = 0.0, y = 0.0 }
struct Rect {
    var origin = Point()
    var size = Size()
}
extension Rect {
    init(center: Point, size: Size) {
        let originX = center.x - (size.width / 2)
        let originY = center.y - (size.height / 2)
        self.init(origin: Point(x: originX, y: originY), size: size)
    }
    var area: Double { size.width * size.height }
    func describe() -> String { "rect at (\(origin.x), \(origin.y)) area \(area)" }
    mutating func grow(by d: Double) {
        size.width += d
        size.height += d
    }
}
var r = Rect(center: Point(x: 4.0, y: 4.0), size: Size(width: 3.0, height: 3.0))
//> r: Rect = Rect(origin: Point(x: 2.5, y: 2.5), size: Size(width: 3.0, height: 3.0))
print(r.describe())
//> rect at (2.5, 2.5) area 9.0
r.grow(by: 1)
print(r.area)
//> 16.0
extension Point {
    static let origin = Point()
    static func + (l: Point, r: Point) -> Point { Point(x: l.x + r.x, y: l.y + r.y) }
}
print(Point.origin.x)
//> 0.0
let p = Point(x: 1, y: 2) + Point(x: 3, y: 4)
//> p: Point = Point(x: 4.0, y: 6.0)
print(p.x, p.y)
//> 4.0 6.0
enum Kind { case negative, zero, positive }
struct Number { var value: Int }
extension Number {
    var kind: Kind {
        switch value {
        case 0: return .zero
        case let x where x > 0: return .positive
        default: return .negative
        }
    }
    subscript(digitIndex: Int) -> Int {
        var decimalBase = 1
        for _ in 0..<digitIndex { decimalBase *= 10 }
        return (value / decimalBase) % 10
    }
    enum Parity { case even, odd }
    var parity: Parity { value % 2 == 0 ? .even : .odd }
}
for n in [3, 19, -27, 0, -6, 7] {
    switch Number(value: n).kind {
    case .negative: print("- ", terminator: "")
    case .zero: print("0 ", terminator: "")
    case .positive: print("+ ", terminator: "")
    }
}
//> + + - 0 - + 
print("")
//>
print(Number(value: 746381295)[0], Number(value: 746381295)[1], Number(value: 746381295)[8])
//> 5 9 7
print(Number(value: 4).parity, Number(value: 7).parity)
//> even odd
protocol Describable { func describe() -> String }
extension Size: Describable {
    func describe() -> String { "\(width) x \(height)" }
}
extension Rect: Describable {}
let things: [Describable] = [Size(width: 1, height: 2), r]
//> things: [Describable] = [Size(width: 1.0, height: 2.0), Rect(origin: Point(x: 2.5, y: 2.5), size: Size(width: 4.0, height: 4.0))]
for t in things { print(t.describe()) }
//> 1.0 x 2.0
//> rect at (2.5, 2.5) area 16.0
