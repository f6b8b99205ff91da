// An everyday Swift program (compiled by swiftc, it prints the same lines: checked with swift-diff).
// Initializer inheritance: designated ones when a subclass adds none, convenience ones once it has them all; required
class Food {
    var name: String
    init(name: String) { self.name = name }
    convenience init() { self.init(name: "[Unnamed]") }
}
class RecipeIngredient: Food {
    var quantity: Int
    init(name: String, quantity: Int) {
        self.quantity = quantity
        super.init(name: name)
    }
    override convenience init(name: String) { self.init(name: name, quantity: 1) }
}
class ShoppingListItem: RecipeIngredient {
    var purchased = false
    var description: String {
        var output = "\(quantity) x \(name)"
        output += purchased ? " ✔" : " ✘"
        return output
    }
}
let a = ShoppingListItem()
//> a: ShoppingListItem = ShoppingListItem { name = "[Unnamed]", quantity = 1, purchased = false }
let b = ShoppingListItem(name: "Bacon")
//> b: ShoppingListItem = ShoppingListItem { name = "Bacon", quantity = 1, purchased = false }
let c = ShoppingListItem(name: "Eggs", quantity: 6)
//> c: ShoppingListItem = ShoppingListItem { name = "Eggs", quantity = 6, purchased = false }
var list = [a, b, c]
//> list: [ShoppingListItem] = [ShoppingListItem { name = "[Unnamed]", quantity = 1, purchased = false }, ShoppingListItem { name = "Bacon", quantity = 1, purchased = false }, ShoppingListItem { name = "Eggs", quantity = 6, purchased = false }]
list[0].name = "Orange juice"
list[0].purchased = true
for item in list { print(item.description) }
//> 1 x Orange juice ✔
//> 1 x Bacon ✘
//> 6 x Eggs ✘
let r = RecipeIngredient()
//> r: RecipeIngredient = RecipeIngredient { name = "[Unnamed]", quantity = 1 }
print(r.name, r.quantity)
//> [Unnamed] 1
class Animal {
    let legs: Int
    required init(legs: Int) { self.legs = legs }
}
class Dog: Animal {
    required init(legs: Int) { super.init(legs: legs); print("dog") }
}
class Cat: Animal {}
print(Dog(legs: 4).legs, Cat(legs: 3).legs)
//> dog
//> 4 3
class Vehicle {
    var wheels = 0
    var describe: String { "\(wheels) wheels" }
}
class Bike: Vehicle {
    override init() { super.init(); wheels = 2 }
}
print(Bike().describe)
//> 2 wheels
class Base { var x: Int; init(x: Int) { self.x = x }; init() { x = 9 } }
class Sub: Base { var y = 1 }
print(Sub().x, Sub(x: 3).x, Sub(x: 4).y)
//> 9 3 1
