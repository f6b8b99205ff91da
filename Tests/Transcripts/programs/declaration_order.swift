// In a `.swift` file, top-level functions and types are visible throughout the file, whatever
// their order, as `swiftc` compiles a `main.swift`. Statements still run in order, one at a time.

// `main`-style code first, its helpers below.
func main() {
    let order = Order(items: [Item(name: "tea", price: 3), Item(name: "cake", price: 4)], table: .window)
    print(describe(order))
    print(order.total, order.table.label, order.summary)
}
//> main: () -> Void
//> describe: (Order) -> String
//> formatted: (Int) -> String

// A type used before its declaration, with a property of a type declared after it.
struct Order {
    var items: [Item]
    var table: Table
    var total: Int { items.map(\.price).reduce(0, +) }
}

func describe(_ order: Order) -> String {
    "\(order.items.count) items at the \(order.table.label) table: \(formatted(order.total))"
}

func formatted(_ amount: Int) -> String { "$\(amount)" }

struct Item {
    let name: String
    let price: Int
}

enum Table {
    case window, bar
    var label: String { self == .window ? "window" : "bar" }
}

// An extension after the code that uses its member.
extension Order {
    var summary: String { items.map(\.name).joined(separator: ", ") }
}

main()
//> 2 items at the window table: $7
//> 7 window tea, cake

// A top-level call before the function's declaration.
print(square(7))
//> square: (Int) -> Int
//> 49
func square(_ x: Int) -> Int { x * x }

// Classes: the subclass declared before its superclass.
let pets: [Animal] = [Dog(name: "Rex"), Animal(name: "Tom")]
//> pets: [Animal] = [Dog { name = "Rex" }, Animal { name = "Tom" }]
for p in pets { print(p.speak()) }
//> Rex says woof
//> Tom is quiet
class Dog: Animal {
    override func speak() -> String { "\(name) says woof" }
}
class Animal {
    let name: String
    init(name: String) { self.name = name }
    func speak() -> String { "\(name) is quiet" }
}

// A protocol declared after the type that conforms to it; a typealias used before it.
struct Circle: Shape {
    var radius: Double
    func area() -> Area { 3.0 * radius * radius }
}
protocol Shape { func area() -> Area }
typealias Area = Double
let shapes: [Shape] = [Circle(radius: 2)]
//> shapes: [Shape] = [Circle(radius: 2.0)]
print(shapes.map { $0.area() })
//> [12.0]

// Mutually recursive types: a tree of nodes, each with children.
struct Tree { var root: Node }
struct Node {
    var value: Int
    var children: [Node] = []
    func sum() -> Int { value + children.map { $0.sum() }.reduce(0, +) }
}
print(Tree(root: Node(value: 1, children: [Node(value: 2), Node(value: 3)])).root.sum())
//> 6

// A function may read a global declared after it, once that global is set.
func bump() -> Int {
    counter += 1
    return counter
}
var counter = 10
//> counter: Int = 10
//> bump: () -> Int
print(bump(), bump())
//> 11 12

// Overloads declared after their use are all visible.
print(area(of: 2), area(of: 1.5))
//> area: (Double) -> Double
//> 4 2.25
func area(of side: Int) -> Int { side * side }
func area(of side: Double) -> Double { side * side }
