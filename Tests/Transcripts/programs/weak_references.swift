// An everyday Swift program (compiled by swiftc, it prints the same lines: checked with swift-diff).
// `weak` and `unowned` properties do not keep their instance alive: an instance that only such a
// property refers to is freed (its `deinit` runs) and a `weak` one then reads `nil`.
class Person {
    let name: String
    var apartment: Apartment?
    init(name: String) { self.name = name }
    deinit { print("\(name) is being deinitialized") }
}
class Apartment {
    let unit: String
    weak var tenant: Person?
    init(unit: String) { self.unit = unit }
    deinit { print("Apartment \(unit) is being deinitialized") }
}
var john: Person? = Person(name: "John")
//> john: Person? = Person { name = "John", apartment = nil }
var unit4A: Apartment? = Apartment(unit: "4A")
//> unit4A: Apartment? = Apartment { unit = "4A", tenant = nil }
john!.apartment = unit4A
unit4A!.tenant = john
print(unit4A!.tenant?.name ?? "none")
//> John
john = nil
//> John is being deinitialized
print(unit4A!.tenant?.name ?? "none")
//> none
unit4A = nil
//> Apartment 4A is being deinitialized

class Customer {
    let name: String
    var card: CreditCard?
    init(name: String) { self.name = name }
    deinit { print("\(name) is being deinitialized") }
}
class CreditCard {
    let number: Int
    unowned let customer: Customer
    init(number: Int, customer: Customer) {
        self.number = number
        self.customer = customer
    }
    deinit { print("Card #\(number) is being deinitialized") }
}
var bob: Customer? = Customer(name: "Bob")
//> bob: Customer? = Customer { name = "Bob", card = nil }
bob!.card = CreditCard(number: 1234, customer: bob!)
print(bob!.card!.customer.name)
//> Bob
bob = nil
//> Bob is being deinitialized
//> Card #1234 is being deinitialized

protocol Delegate: AnyObject { func done() }
class Worker {
    weak var delegate: Delegate?
    func work() { delegate?.done() }
}
class Boss: Delegate {
    let worker = Worker()
    init() { worker.delegate = self }
    func done() { print("boss notified") }
    deinit { print("boss gone") }
}
var boss: Boss? = Boss()
//> boss: Boss? = Boss { worker = Worker { delegate = Boss { … } } }
boss!.worker.work()
//> boss notified
let w = boss!.worker
//> w: Worker = Worker { delegate = Boss { worker = Worker { … } } }
boss = nil
//> boss gone
w.work()
print(w.delegate == nil)
//> true
