// An everyday Swift program (compiled by swiftc, it prints the same lines: checked with swift-diff).
// Everyday: an inventory with structs, enums, sorting, Comparable
enum Category: String, CaseIterable {
    case fruit, vegetable, dairy
}
struct Product: Comparable, CustomStringConvertible {
    let name: String
    let price: Double
    let category: Category
    var quantity: Int
    static func < (lhs: Product, rhs: Product) -> Bool { lhs.price < rhs.price }
    var description: String { "\(name) (\(category.rawValue)) $\(price) x\(quantity)" }
    var total: Double { price * Double(quantity) }
}
var stock = [
    Product(name: "Apple", price: 0.5, category: .fruit, quantity: 100),
    Product(name: "Milk", price: 1.25, category: .dairy, quantity: 20),
    Product(name: "Carrot", price: 0.25, category: .vegetable, quantity: 50),
    Product(name: "Cheese", price: 4.0, category: .dairy, quantity: 5),
]
//> stock: [Product] = [Product(name: "Apple", price: 0.5, category: .fruit, quantity: 100), Product(name: "Milk", price: 1.25, category: .dairy, quantity: 20), Product(name: "Carrot", price: 0.25, category: .vegetable, quantity: 50), Product(name: "Cheese", price: 4.0, category: .dairy, quantity: 5)]
for p in stock.sorted() { print(p) }
//> Carrot (vegetable) $0.25 x50
//> Apple (fruit) $0.5 x100
//> Milk (dairy) $1.25 x20
//> Cheese (dairy) $4.0 x5
print(stock.max()!.name, stock.min()!.name)
//> Cheese Carrot
for c in Category.allCases {
    let items = stock.filter { $0.category == c }
    let value = items.reduce(0.0) { $0 + $1.total }
    print("\(c.rawValue): \(items.count) item(s), value \(value)")
}
//> fruit: 1 item(s), value 50.0
//> vegetable: 1 item(s), value 12.5
//> dairy: 2 item(s), value 45.0
if let i = stock.firstIndex(where: { $0.name == "Milk" }) {
    stock[i].quantity -= 5
    print(stock[i])
}
//> Milk (dairy) $1.25 x15
let grouped = Dictionary(grouping: stock, by: { $0.category })
//> grouped: [Category: [Product]] = [.fruit: [Product(name: "Apple", price: 0.5, category: .fruit, quantity: 100)], .dairy: [Product(name: "Milk", price: 1.25, category: .dairy, quantity: 15), Product(name: "Cheese", price: 4.0, category: .dairy, quantity: 5)], .vegetable: [Product(name: "Carrot", price: 0.25, category: .vegetable, quantity: 50)]]
print(grouped[.dairy]!.map { $0.name })
//> ["Milk", "Cheese"]
let names = stock.map(\.name)
//> names: [String] = ["Apple", "Milk", "Carrot", "Cheese"]
print(names)
//> ["Apple", "Milk", "Carrot", "Cheese"]
print(stock.contains { $0.quantity == 0 })
//> false
print(stock.allSatisfy { $0.price > 0 })
//> true
stock.removeAll { $0.category == .vegetable }
print(stock.count)
//> 3
let cheap = stock.first(where: { $0.price < 1 })
//> cheap: Product? = Product(name: "Apple", price: 0.5, category: .fruit, quantity: 100)
print(cheap?.name ?? "none")
//> Apple
