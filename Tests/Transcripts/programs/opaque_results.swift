// An everyday Swift program (compiled by swiftc, it prints the same lines: checked with swift-diff).
// Opaque result types: `some P` is the concrete type the body returns
protocol Drawable { func draw() -> String }
struct Circle: Drawable { func draw() -> String { "O" } }
func make() -> some Drawable { Circle() }
//> make: () -> Circle
print(make().draw())
//> O
func evens() -> some Sequence { [2, 4, 6] }
//> evens: () -> [Int]
for x in evens() { print(x) }
//> 2
//> 4
//> 6
func eq() -> some Equatable { 42 }
//> eq: () -> Int
print(eq() == eq())
//> true
protocol View { associatedtype Body; var body: Body { get } }
struct Hello: View { var body: some Drawable { Circle() } }
struct Screen { var body: some Drawable { Circle() } }
print(Screen().body.draw(), Hello().body.draw())
//> O O
let m = make()
//> m: Circle = Circle()
print(m.draw())
//> O
func numbers() -> some Collection { [1, 2, 3] }
//> numbers: () -> [Int]
print(numbers().count)
//> 3
