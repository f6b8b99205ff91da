// An everyday Swift program (compiled by swiftc, it prints the same lines: checked with swift-diff).
// Enumerations
enum CompassPoint {
    case north, south, east, west
}
var direction = CompassPoint.west
//> direction: CompassPoint = .west
direction = .east
switch direction {
case .north: print("Lots of planets have a north")
case .south: print("Watch out for penguins")
case .east: print("Where the sun rises")
case .west: print("Where the skies are blue")
}
//> Where the sun rises
print(direction)
//> east
enum Beverage: CaseIterable { case coffee, tea, juice }
print("\(Beverage.allCases.count) beverages available")
//> 3 beverages available
for b in Beverage.allCases { print(b) }
//> coffee
//> tea
//> juice
enum Barcode {
    case upc(Int, Int, Int, Int)
    case qrCode(String)
}
var productBarcode = Barcode.upc(8, 85909, 51226, 3)
//> productBarcode: Barcode = .upc(8, 85909, 51226, 3)
productBarcode = .qrCode("ABCDEFGHIJKLMNOP")
switch productBarcode {
case let .upc(ns, manufacturer, product, check):
    print("UPC: \(ns), \(manufacturer), \(product), \(check).")
case let .qrCode(code):
    print("QR code: \(code).")
}
//> QR code: ABCDEFGHIJKLMNOP.
enum ASCIIControlCharacter: Character {
    case tab = "\t"
    case lineFeed = "\n"
}
print(ASCIIControlCharacter.tab.rawValue == "\t")
//> true
enum Planet: Int {
    case mercury = 1, venus, earth, mars
}
print(Planet.earth.rawValue)
//> 3
enum Compass: String { case north, south }
print(Compass.south.rawValue)
//> south
if let p = Planet(rawValue: 4) { print(p) }
//> mars
if Planet(rawValue: 11) == nil { print("no planet at position 11") }
//> no planet at position 11
indirect enum ArithmeticExpression {
    case number(Int)
    case addition(ArithmeticExpression, ArithmeticExpression)
    case multiplication(ArithmeticExpression, ArithmeticExpression)
}
let five = ArithmeticExpression.number(5)
//> five: ArithmeticExpression = .number(5)
let four = ArithmeticExpression.number(4)
//> four: ArithmeticExpression = .number(4)
let sum = ArithmeticExpression.addition(five, four)
//> sum: ArithmeticExpression = .addition(.number(5), .number(4))
let product = ArithmeticExpression.multiplication(sum, .number(2))
//> product: ArithmeticExpression = .multiplication(.addition(.number(5), .number(4)), .number(2))
func evaluate(_ e: ArithmeticExpression) -> Int {
    switch e {
    case let .number(v): return v
    case let .addition(l, r): return evaluate(l) + evaluate(r)
    case let .multiplication(l, r): return evaluate(l) * evaluate(r)
    }
}
//> evaluate: (ArithmeticExpression) -> Int
print(evaluate(product))
//> 18
enum Shape {
    case circle(radius: Double)
    case rect(width: Double, height: Double)
    var area: Double {
        switch self {
        case .circle(let r): return 3.0 * r * r
        case .rect(let w, let h): return w * h
        }
    }
    func describe() -> String { "shape with area \(area)" }
}
print(Shape.circle(radius: 2).describe())
//> shape with area 12.0
print(Shape.rect(width: 2, height: 3).area)
//> 6.0
