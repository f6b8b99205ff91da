// Types in any order: conformers before their protocol, a protocol extension after its use,
// nested types, raw-value enums, typealiases, classes that refer to each other, statics.
let shapes: [Drawable] = [Dot(), Line(length: 3)]
//> shapes: [Drawable] = [Dot(), Line(length: 3)]
for s in shapes { print(s.render(), s.label) }
//> . shape 1
//> --- shape 3
print(largest([3, 9, 2]), largest(["b", "a"]))
//> largest: <T: Comparable>([T]) -> T
//> 9 b
let greet = { (n: String) in shout("hi " + n) }
//> shout: (String) -> String
//> greet: (String) -> String = { (n: String) in shout("hi " + n) }
print(greet("ann"))
//> HI ANN!
print(Outer.Inner(v: 2).doubled, Planet.earth.rawValue, Planet(rawValue: 3) == .earth)
//> 4 3 true
let handler: Handler = { print("handled", $0) }
//> handler: (Int) -> Void = { print("handled", $0) }
handler(7)
//> handled 7
print(Graph.sample().describe())
//> a->["b"] b->[]

struct Dot: Drawable { func render() -> String { "." } }
struct Line: Drawable {
    var length: Int
    func render() -> String { String(repeating: "-", count: length) }
}
protocol Drawable { func render() -> String }
extension Drawable {
    var label: String { "shape \(render().count)" }
}
func largest<T: Comparable>(_ xs: [T]) -> T { xs.max()! }
func shout(_ s: String) -> String { s.uppercased() + "!" }
struct Outer {
    struct Inner {
        var v: Int
        var doubled: Int { v * 2 }
    }
}
enum Planet: Int { case mercury = 1, venus, earth }
typealias Handler = (Int) -> Void

class GraphNode {
    let name: String
    var edges: [Edge] = []
    init(_ name: String) { self.name = name }
}
class Edge {
    let to: GraphNode
    init(to: GraphNode) { self.to = to }
}
struct Graph {
    var nodes: [GraphNode]
    static func sample() -> Graph {
        let a = GraphNode("a"), b = GraphNode("b")
        a.edges.append(Edge(to: b))
        return Graph(nodes: [a, b])
    }
    func describe() -> String { nodes.map { "\($0.name)->\($0.edges.map(\.to.name))" }.joined(separator: " ") }
}

// A class's method reads a static property of a type declared after it.
print(Price(cents: 250).withTax)
//> 300
struct Price { var cents: Int; var withTax: Int { cents * Rates.percent / 100 } }
enum Rates { static let percent = 120 }

// An extension comes with its type, wherever it is.
print(Price(cents: 100).label)
//> 1.0
extension Price { var label: String { "\(cents / 100).\(cents % 100)" } }
