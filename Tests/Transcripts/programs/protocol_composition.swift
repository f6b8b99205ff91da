// An everyday Swift program (compiled by swiftc, it prints the same lines: checked with swift-diff).
// Protocol compositions: `A & B` as a parameter, a variable, an alias, an array element, a constraint
protocol Named { var name: String { get } }
protocol Aged { var age: Int { get } }
struct Person: Named, Aged { var name: String; var age: Int }
func wish(_ x: Named & Aged) { print("\(x.name) is \(x.age)") }
//> wish: (Named & Aged) -> Void
wish(Person(name: "Ann", age: 3))
//> Ann is 3
let v: Named & Aged = Person(name: "Bo", age: 4)
//> v: Named & Aged = Person(name: "Bo", age: 4)
print(v.name)
//> Bo
typealias NA = Named & Aged
let xs: [any Named & Aged] = [Person(name: "C", age: 5)]
//> xs: [Named & Aged] = [Person(name: "C", age: 5)]
for x in xs { print(x.age) }
//> 5
let y: any Named = Person(name: "D", age: 6)
//> y: Named = Person(name: "D", age: 6)
print(y.name)
//> D
func g(_ a: NA) -> Int { a.age }
//> g: (Named & Aged) -> Int
print(g(v))
//> 4
func h<T: Named & Aged>(_ t: T) -> String { t.name + "\(t.age)" }
//> h: <T: Named & Aged>(T) -> String
print(h(Person(name: "E", age: 7)))
//> E7
let anything: Any = Person(name: "F", age: 8)
//> anything: Any = Person(name: "F", age: 8)
if let both = anything as? Named & Aged { print(both.name, both.age) }
//> F 8
struct Robot: NA { var name = "R2"; var age = 40 }
print(g(Robot()), h(Robot()))
//> 40 R240
