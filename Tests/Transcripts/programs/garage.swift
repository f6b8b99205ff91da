// An everyday Swift program (compiled by swiftc, it prints the same lines: checked with swift-diff).
// Protocols with defaults, a class hierarchy, key paths on a protocol type, generic classes and structs
protocol Vehicle {
    var name: String { get }
    var wheels: Int { get }
    func describe() -> String
}
extension Vehicle {
    func describe() -> String { "\(name) has \(wheels) wheels" }
}
class Car: Vehicle {
    let name: String
    var wheels: Int { 4 }
    init(name: String) { self.name = name }
}
final class SportsCar: Car {
    var topSpeed = 300
    override var wheels: Int { 4 }
    func fast() -> String { describe() + ", top speed \(topSpeed)" }
}
struct Bike: Vehicle { let name = "bike"; let wheels = 2 }
let garage: [Vehicle] = [Car(name: "sedan"), SportsCar(name: "zoom"), Bike()]
//> garage: [Vehicle] = [Car { name = "sedan" }, SportsCar { name = "zoom", topSpeed = 300 }, Bike(name: "bike", wheels: 2)]
for v in garage { print(v.describe()) }
//> sedan has 4 wheels
//> zoom has 4 wheels
//> bike has 2 wheels
print(garage.map(\.wheels).reduce(0, +))
//> 10
if let s = garage[1] as? SportsCar { print(s.topSpeed, s.fast()) }
//> 300 zoom has 4 wheels, top speed 300
print(garage.filter { $0 is Car }.count)
//> 2
enum Planet: Int, CaseIterable {
    case mercury = 1, venus, earth
    var isHome: Bool { self == .earth }
    static func named(_ s: String) -> Planet? { allCases.first { "\($0)" == s } }
}
print(Planet.allCases.filter(\.isHome).map(\.rawValue))
//> [3]
print(Planet.named("venus")?.rawValue ?? 0)
//> 2
class Node<T> {
    var value: T
    var next: Node<T>?
    init(_ value: T, next: Node<T>? = nil) { self.value = value; self.next = next }
}
let list = Node(1, next: Node(2, next: Node(3)))
//> list: Node<Int> = Node { value = 1, next = Node { value = 2, next = Node { value = 3, next = nil } } }
var cur: Node<Int>? = list
//> cur: Node<Int>? = Node { value = 1, next = Node { value = 2, next = Node { value = 3, next = nil } } }
var total = 0
//> total: Int = 0
while let n = cur { total += n.value; cur = n.next }
print(total)
//> 6
struct Stack<Element> {
    private var items: [Element] = []
    mutating func push(_ x: Element) { items.append(x) }
    mutating func pop() -> Element? { items.popLast() }
    var isEmpty: Bool { items.isEmpty }
}
var st = Stack<String>()
//> st: Stack<String> = Stack(items: [])
st.push("a"); st.push("b")
print(st.pop() ?? "-", st.isEmpty)
//> b false
