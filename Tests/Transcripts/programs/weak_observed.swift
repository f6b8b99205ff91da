// An everyday Swift program (compiled by swiftc, it prints the same lines: checked with swift-diff).
// An observed `weak` property: its observers see the instances it reads as, and it keeps none alive.
class Owner {
    var name: String
    init(name: String) { self.name = name }
    deinit { print("owner \(name) freed") }
}
class Pet {
    weak var owner: Owner? {
        didSet { print("owner now \(owner?.name ?? "none"), was \(oldValue?.name ?? "none")") }
    }
}
let pet = Pet()
//> pet: Pet = Pet { owner = nil }
var a: Owner? = Owner(name: "Ann")
//> a: Owner? = Owner { name = "Ann" }
pet.owner = a
//> owner now Ann, was none
var b: Owner? = Owner(name: "Bo")
//> b: Owner? = Owner { name = "Bo" }
pet.owner = b
//> owner now Bo, was Ann
a = nil
//> owner Ann freed
b = nil
//> owner Bo freed
print(pet.owner == nil)
//> true
