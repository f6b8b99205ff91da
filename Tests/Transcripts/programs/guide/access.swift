// An everyday Swift program (compiled by swiftc, it prints the same lines: checked with swift-diff).
// Access Control
public class SomePublicClass {
    public var somePublicProperty = 0
    internal var someInternalProperty = 0
    fileprivate func someFilePrivateMethod() -> Int { 1 }
    private func somePrivateMethod() -> Int { 2 }
    func callBoth() -> Int { someFilePrivateMethod() + somePrivateMethod() }
}
internal class SomeInternalClass {}
fileprivate class SomeFilePrivateClass {}
private class SomePrivateClass {}
let c = SomePublicClass()
//> c: SomePublicClass = SomePublicClass { somePublicProperty = 0, someInternalProperty = 0 }
print(c.callBoth())
//> 3
struct TrackedString {
    private(set) var numberOfEdits = 0
    var value: String = "" {
        didSet { numberOfEdits += 1 }
    }
}
var stringToEdit = TrackedString()
//> stringToEdit: TrackedString = TrackedString(numberOfEdits: 0, value: "")
stringToEdit.value = "This string will be tracked."
stringToEdit.value += " This edit will increment numberOfEdits."
stringToEdit.value += " So will this one."
print("The number of edits is \(stringToEdit.numberOfEdits)")
//> The number of edits is 3
public struct Account {
    public private(set) var balance = 0
    public init() {}
    public mutating func deposit(_ amount: Int) { balance += amount }
}
var acct = Account()
//> acct: Account = Account(balance: 0)
acct.deposit(50)
print(acct.balance)
//> 50
private let secret = 42
//> secret: Int = 42
fileprivate func helper() -> Int { secret * 2 }
//> helper: () -> Int
print(helper())
//> 84
open class Base { open func f() -> String { "base" } }
class Derived: Base { override func f() -> String { "derived" } }
print(Derived().f())
//> derived
