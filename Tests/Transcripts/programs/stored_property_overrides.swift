// An everyday Swift program (compiled by swiftc, it prints the same lines: checked with swift-diff).
// A subclass overrides a stored property it inherits with a getter and a setter, reaching the
// storage through `super`; every access on its instances runs them, also through the superclass.
class Shape {
    var sides: Int = 0
    func describe() -> String { "\(sides) sides" }
}
class Polygon: Shape {
    override var sides: Int {
        get { max(super.sides, 3) }
        set { super.sides = newValue * 2 }
    }
}
class Square: Polygon {
    var stored = 4
    override var sides: Int {
        get { stored }
        set { stored = newValue; super.sides = newValue }
    }
}
let p = Polygon()
//> p: Polygon = Polygon { sides = 0 }
print(p.sides, p.describe())
//> 3 3 sides
p.sides = 5
print(p.sides, p.describe())
//> 10 10 sides
let s = Square()
//> s: Square = Square { sides = 0, stored = 4 }
s.sides += 1
let sh: Shape = s
//> sh: Shape = Square { sides = 5, stored = 5 }
print(sh.sides, sh.describe(), s.stored)
//> 5 5 sides 5
sh.sides = 7
print(s.stored, sh.sides)
//> 7 7
let kp = \Shape.sides
//> kp: WritableKeyPath<Shape, Int> = \Shape.sides
print(sh[keyPath: kp], p[keyPath: kp])
//> 7 10
