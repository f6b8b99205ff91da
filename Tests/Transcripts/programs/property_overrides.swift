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
//> s: Square = Square { width = 1.0 }
s.width = 3
//> will be 3.0
//> width 1.0 -> 3.0
print(s.area, s.label)
//> 18.0 square of shape
class Counter { var count = 0 { didSet { print("base saw \(count)") } } }
class Loud: Counter {
    override var count: Int { didSet { print("loud saw \(oldValue) -> \(count)") } }
}
let l = Loud()
//> l: Loud = Loud { count = 0 }
l.count += 2
//> base saw 2
//> loud saw 0 -> 2
class Temp { var c: Double = 0; var f: Double { get { c * 9 / 5 + 32 } set { c = (newValue - 32) * 5 / 9 } } }
class T2: Temp { override var f: Double { get { super.f } set { print("set f"); super.f = newValue } } }
let t = T2(); t.f = 212; print(t.c, t.f)
//> t: T2 = T2 { c = 0.0 }
//> set f
//> 100.0 212.0
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
let savings = Savings()
//> savings: Savings = Savings { balance = 0.0, log = [] }
savings.deposit(10)
//> savings will set 10.0
//> account will set 10.0
//> account did set 0.0 -> 10.0
let a: Account = savings
//> a: Account = Savings { balance = 10.0, log = [10.0] }
a.balance = -5
//> savings will set -5.0
//> account will set -5.0
//> account did set 10.0 -> -5.0
print(savings.balance, savings.log)
//> -5.0 [10.0, -5.0]
let plain = Account()
//> plain: Account = Account { balance = 0.0 }
plain.deposit(1)
//> account will set 1.0
//> account did set 0.0 -> 1.0
class Meter { var reading = 0 }
class LoudMeter: Meter {
    override var reading: Int { didSet { print("reading now \(reading)") } }
    func bump() { reading += 1 }
}
let m = LoudMeter()
//> m: LoudMeter = LoudMeter { reading = 0 }
m.bump()
//> reading now 1
let mm: Meter = m
//> mm: Meter = LoudMeter { reading = 1 }
mm.reading = 7
//> reading now 7
var meters: [Meter] = [m, Meter()]
//> meters: [Meter] = [LoudMeter { reading = 7 }, Meter { reading = 0 }]
for x in meters { x.reading += 10 }
//> reading now 17
print(meters.map { $0.reading })
//> [17, 10]
