// An everyday Swift program (compiled by swiftc, it prints the same lines: checked with swift-diff).
// Everyday: a shape hierarchy with a protocol and class inheritance
protocol Shape: CustomStringConvertible {
    var area: Double { get }
    var perimeter: Double { get }
}
extension Shape {
    var description: String { "\(type(of: self)) area=\(area) perimeter=\(perimeter)" }
}
struct Rectangle: Shape {
    var width: Double, height: Double
    var area: Double { width * height }
    var perimeter: Double { 2 * (width + height) }
}
struct Circle: Shape {
    var radius: Double
    var area: Double { 3.0 * radius * radius }
    var perimeter: Double { 6.0 * radius }
}
let shapes: [Shape] = [Rectangle(width: 2, height: 3), Circle(radius: 1), Rectangle(width: 1, height: 1)]
//> shapes: [Shape] = [Rectangle(width: 2.0, height: 3.0), Circle(radius: 1.0), Rectangle(width: 1.0, height: 1.0)]
for s in shapes { print(s) }
//> Rectangle area=6.0 perimeter=10.0
//> Circle area=3.0 perimeter=6.0
//> Rectangle area=1.0 perimeter=4.0
let totalArea = shapes.map { $0.area }.reduce(0, +)
//> totalArea: Double = 10.0
print("total area \(totalArea)")
//> total area 10.0
let biggest = shapes.max { $0.area < $1.area }!
//> biggest: Shape = Rectangle(width: 2.0, height: 3.0)
print("biggest: \(biggest)")
//> biggest: Rectangle area=6.0 perimeter=10.0
let rects = shapes.compactMap { $0 as? Rectangle }
//> rects: [Rectangle] = [Rectangle(width: 2.0, height: 3.0), Rectangle(width: 1.0, height: 1.0)]
print(rects.count)
//> 2
class Employee {
    let name: String
    let salary: Double
    init(name: String, salary: Double) {
        self.name = name
        self.salary = salary
    }
    func bonus() -> Double { salary * 0.1 }
    func summary() -> String { "\(name): \(bonus())" }
}
class Manager: Employee {
    var reports: [Employee] = []
    override func bonus() -> Double { super.bonus() + Double(reports.count) * 100 }
}
let alice = Employee(name: "Alice", salary: 5000)
//> alice: Employee = Employee { name = "Alice", salary = 5000.0 }
let bob = Manager(name: "Bob", salary: 8000)
//> bob: Manager = Manager { name = "Bob", salary = 8000.0, reports = [] }
bob.reports = [alice, Employee(name: "Carl", salary: 4000)]
let staff: [Employee] = [alice, bob]
//> staff: [Employee] = [Employee { name = "Alice", salary = 5000.0 }, Manager { name = "Bob", salary = 8000.0, reports = [Employee { name = "Alice", salary = 5000.0 }, Employee { name = "Carl", salary = 4000.0 }] }]
for e in staff { print(e.summary()) }
//> Alice: 500.0
//> Bob: 1000.0
for e in staff {
    if let m = e as? Manager { print("\(m.name) manages \(m.reports.count)") }
}
//> Bob manages 2
