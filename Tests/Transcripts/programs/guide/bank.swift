// An everyday Swift program (compiled by swiftc, it prints the same lines: checked with swift-diff).
// Everyday: a bank account with errors, CustomStringConvertible
enum BankError: Error, CustomStringConvertible {
    case insufficientFunds(needed: Int)
    case invalidAmount
    var description: String {
        switch self {
        case .insufficientFunds(let n): return "insufficient funds (need \(n) more)"
        case .invalidAmount: return "invalid amount"
        }
    }
}
class Account: CustomStringConvertible {
    let owner: String
    private(set) var balance: Int
    private var history: [String] = []
    init(owner: String, balance: Int = 0) {
        self.owner = owner
        self.balance = balance
    }
    func deposit(_ amount: Int) throws {
        guard amount > 0 else { throw BankError.invalidAmount }
        balance += amount
        history.append("+\(amount)")
    }
    func withdraw(_ amount: Int) throws {
        guard amount > 0 else { throw BankError.invalidAmount }
        guard amount <= balance else { throw BankError.insufficientFunds(needed: amount - balance) }
        balance -= amount
        history.append("-\(amount)")
    }
    var description: String { "\(owner): \(balance) [\(history.joined(separator: ", "))]" }
}
let acct = Account(owner: "Ada", balance: 100)
//> acct: Account = Account { owner = "Ada", balance = 100, history = [] }
do {
    try acct.deposit(50)
    try acct.withdraw(30)
    try acct.withdraw(500)
} catch let error as BankError {
    print("Error: \(error)")
} catch {
    print("other error")
}
//> Error: insufficient funds (need 380 more)
print(acct)
//> Ada: 120 [+50, -30]
do {
    try acct.deposit(-5)
} catch BankError.invalidAmount {
    print("caught invalid amount")
} catch {
    print("unexpected")
}
//> caught invalid amount
let accounts = [acct, Account(owner: "Bob", balance: 20), Account(owner: "Cy", balance: 300)]
//> accounts: [Account] = [Account { owner = "Ada", balance = 120, history = ["+50", "-30"] }, Account { owner = "Bob", balance = 20, history = [] }, Account { owner = "Cy", balance = 300, history = [] }]
let rich = accounts.filter { $0.balance > 50 }.map { $0.owner }
//> rich: [String] = ["Ada", "Cy"]
print(rich)
//> ["Ada", "Cy"]
let total = accounts.reduce(0) { $0 + $1.balance }
//> total: Int = 440
print("total: \(total)")
//> total: 440
print(accounts.sorted { $0.balance > $1.balance }.first!.owner)
//> Cy
print("\(accounts[1])")
//> Bob: 20 []
