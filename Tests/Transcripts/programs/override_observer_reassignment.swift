// An everyday Swift program (compiled by swiftc, it prints the same lines: checked with swift-diff).
// A subclass's `didSet` on an inherited property that sets the property again runs the whole
// setter, observers included, as in Swift (a class's observers of its own property do not).
class A {
    var v: Int = 0 { didSet { print("A.didSet \(v)") } }
}
class B: A {
    override var v: Int {
        didSet {
            print("B.didSet \(v)")
            if v > 10 { v = 10 }
        }
    }
}
let b = B()
//> b: B = B { v = 0 }
b.v = 20
//> A.didSet 20
//> B.didSet 20
//> A.didSet 10
//> B.didSet 10
print(b.v)
//> 10
class Clamped {
    var level = 0 { didSet { if level > 5 { level = 5 } } }
}
let c = Clamped()
//> c: Clamped = Clamped { level = 0 }
c.level = 9
print(c.level)
//> 5
