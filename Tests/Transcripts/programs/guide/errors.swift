// An everyday Swift program (compiled by swiftc, it prints the same lines: checked with swift-diff).
// Error Handling
enum VendingMachineError: Error {
    case invalidSelection
    case insufficientFunds(coinsNeeded: Int)
    case outOfStock
}
struct Item {
    var price: Int
    var count: Int
}
class VendingMachine {
    var inventory = [
        "Candy Bar": Item(price: 12, count: 7),
        "Chips": Item(price: 10, count: 4),
        "Pretzels": Item(price: 7, count: 11)
    ]
    var coinsDeposited = 0
    func vend(itemNamed name: String) throws {
        guard let item = inventory[name] else {
            throw VendingMachineError.invalidSelection
        }
        guard item.count > 0 else { throw VendingMachineError.outOfStock }
        guard item.price <= coinsDeposited else {
            throw VendingMachineError.insufficientFunds(coinsNeeded: item.price - coinsDeposited)
        }
        coinsDeposited -= item.price
        var newItem = item
        newItem.count -= 1
        inventory[name] = newItem
        print("Dispensing \(name)")
    }
}
let favoriteSnacks = ["Alice": "Chips", "Bob": "Licorice", "Eve": "Pretzels"]
//> favoriteSnacks: [String: String] = ["Alice": "Chips", "Bob": "Licorice", "Eve": "Pretzels"]
func buyFavoriteSnack(person: String, vendingMachine: VendingMachine) throws {
    let snackName = favoriteSnacks[person] ?? "Candy Bar"
    try vendingMachine.vend(itemNamed: snackName)
}
//> buyFavoriteSnack: (String, VendingMachine) throws -> Void
let machine = VendingMachine()
//> machine: VendingMachine = VendingMachine { inventory = ["Candy Bar": Item(price: 12, count: 7), "Chips": Item(price: 10, count: 4), "Pretzels": Item(price: 7, count: 11)], coinsDeposited = 0 }
machine.coinsDeposited = 8
do {
    try buyFavoriteSnack(person: "Alice", vendingMachine: machine)
    print("Success! Yum.")
} catch VendingMachineError.invalidSelection {
    print("Invalid Selection.")
} catch VendingMachineError.outOfStock {
    print("Out of Stock.")
} catch VendingMachineError.insufficientFunds(let coinsNeeded) {
    print("Insufficient funds. Please insert an additional \(coinsNeeded) coins.")
} catch {
    print("Unexpected error: \(error).")
}
//> Insufficient funds. Please insert an additional 2 coins.
for who in ["Eve", "Bob"] {
    do {
        try buyFavoriteSnack(person: who, vendingMachine: machine)
    } catch {
        print("\(who) failed: \(error)")
    }
}
//> Dispensing Pretzels
//> Bob failed: invalidSelection
func someThrowingFunction(_ x: Int) throws -> Int {
    if x < 0 { throw VendingMachineError.invalidSelection }
    return x * 2
}
let x = try? someThrowingFunction(4)
//> someThrowingFunction: (Int) throws -> Int
//> x: Int? = 8
let y = try? someThrowingFunction(-1)
//> y: Int? = nil
print(x as Any, y as Any)
//> Optional(8) nil
let z = try! someThrowingFunction(21)
//> z: Int = 42
print(z)
//> 42
func processFile() {
    print("open")
    defer { print("close") }
    print("work")
}
//> processFile: () -> Void
processFile()
//> open
//> work
//> close
struct ParseError: Error { let line: Int }
func parse(_ s: String) throws -> Int {
    guard let v = Int(s) else { throw ParseError(line: 3) }
    return v
}
//> parse: (String) throws -> Int
do {
    _ = try parse("oops")
} catch let e as ParseError {
    print("parse error on line \(e.line)")
}
//> parse error on line 3
let r = Result { try parse("12") }
//> r: Result<Int, Error> = .success(12)
switch r {
case .success(let v): print("ok \(v)")
case .failure(let e): print("fail \(e)")
}
//> ok 12
