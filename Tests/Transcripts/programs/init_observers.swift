// An everyday Swift program (compiled by swiftc, it prints the same lines: checked with swift-diff).
// A type's own `init` sets its observed properties without running `willSet`/`didSet`, also
// before `super.init`; a subclass's `init` runs the observers of a property it inherits. An
// observer run from a method leaves the method's parameters as they were.
struct Temperature {
    var celsius: Double { didSet { print("celsius changed to \(celsius)") } }
    init(celsius: Double) {
        self.celsius = celsius
        self.celsius = celsius * 2
    }
}
var t = Temperature(celsius: 1)
//> t: Temperature = Temperature(celsius: 2.0)
t.celsius = 3
//> celsius changed to 3.0
class Named {
    var name: String { didSet { print("name set to \(name)") } }
    init(name: String) { self.name = name }
}
class Counter: Named {
    var count: Int { didSet { print("count set to \(count)") } }
    init(count: Int) {
        self.count = count
        super.init(name: "counter")
        self.count = count + 1
        name = "counter \(count)"
    }
    func reset(to value: Int, label: String) {
        name = label
        count = value
        print(value, label)
    }
}
let c = Counter(count: 1)
//> name set to counter 1
//> c: Counter = Counter { name = "counter 1", count = 2 }
c.count = 5
//> count set to 5
c.reset(to: 0, label: "fresh")
//> name set to fresh
//> count set to 0
//> 0 fresh
print(c.count, c.name)
//> 0 fresh
