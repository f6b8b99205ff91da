// An everyday Swift program (compiled by swiftc, it prints the same lines: checked with swift-diff).
// A subclass observing inherited properties (`override var … { didSet }`), overriding computed ones, `super.x`
class Shape {
    var width: Double = 1
    var area: Double { width * width }
    var label: String { "shape" }
}
class Square: Shape {
    override var width: Double {
        didSet { print("width \(oldValue) -> \(width)") }
        willSet { print("will be \(newValue)") }
    }
    override var area: Double { super.area * 2 }
    override var label: String { "square of " + super.label }
}
let s = Square()
s.width = 3
print(s.area, s.label)
class Counter { var count = 0 { didSet { print("base saw \(count)") } } }
class Loud: Counter {
    override var count: Int { didSet { print("loud saw \(oldValue) -> \(count)") } }
}
let l = Loud()
l.count += 2
class Temp { var c: Double = 0; var f: Double { get { c * 9 / 5 + 32 } set { c = (newValue - 32) * 5 / 9 } } }
class T2: Temp { override var f: Double { get { super.f } set { print("set f"); super.f = newValue } } }
let t = T2(); t.f = 212; print(t.c, t.f)
class Account {
    var balance: Double = 0 {
        willSet { print("account will set \(newValue)") }
        didSet { print("account did set \(oldValue) -> \(balance)") }
    }
    func deposit(_ x: Double) { balance += x }
}
class Savings: Account {
    var log: [Double] = []
    override var balance: Double {
        willSet { print("savings will set \(newValue)") }
        didSet {
            log.append(balance)

        }
    }
}
let s = Savings()
s.deposit(10)
let a: Account = s
a.balance = -5
print(s.balance, s.log)
let plain = Account()
plain.deposit(1)
class Meter { var reading = 0 }
class LoudMeter: Meter {
    override var reading: Int { didSet { print("reading now \(reading)") } }
    func bump() { reading += 1 }
}
let m = LoudMeter()
m.bump()
let mm: Meter = m
mm.reading = 7
var meters: [Meter] = [m, Meter()]
for x in meters { x.reading += 10 }
print(meters.map { $0.reading })
