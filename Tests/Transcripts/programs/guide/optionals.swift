// An everyday Swift program (compiled by swiftc, it prints the same lines: checked with swift-diff).
// Everyday: optionals — map, flatMap, compactMap, guard, nil-coalescing chains
struct User {
    let name: String
    let email: String?
    let age: Int?
}
let users = [
    User(name: "Ann", email: "ann@example.com", age: 31),
    User(name: "Ben", email: nil, age: nil),
    User(name: "Cat", email: "cat@example.com", age: 17),
]
//> users: [User] = [User(name: "Ann", email: "ann@example.com", age: 31), User(name: "Ben", email: nil, age: nil), User(name: "Cat", email: "cat@example.com", age: 17)]
let emails = users.compactMap { $0.email }
//> emails: [String] = ["ann@example.com", "cat@example.com"]
print(emails)
//> ["ann@example.com", "cat@example.com"]
let adults = users.filter { ($0.age ?? 0) >= 18 }.map { $0.name }
//> adults: [String] = ["Ann"]
print(adults)
//> ["Ann"]
let domain = users[0].email.map { $0.split(separator: "@")[1] }.map(String.init)
//> domain: String? = "example.com"
print(domain ?? "none")
//> example.com
let parsed = ["1", "two", "3"].compactMap(Int.init)
//> parsed: [Int] = [1, 3]
print(parsed)
//> [1, 3]
let maybe: String? = "42"
//> maybe: String? = "42"
let number = maybe.flatMap { Int($0) }
//> number: Int? = 42
print(number as Any)
//> Optional(42)
func describe(_ u: User) -> String {
    guard let age = u.age else { return "\(u.name): age unknown" }
    guard let email = u.email, age >= 18 else { return "\(u.name): minor or no email" }
    return "\(u.name) <\(email)>, \(age)"
}
//> describe: (User) -> String
for u in users { print(describe(u)) }
//> Ann <ann@example.com>, 31
//> Ben: age unknown
//> Cat: minor or no email
var config: [String: String] = ["theme": "dark"]
//> config: [String: String] = ["theme": "dark"]
let theme = config["theme"] ?? config["defaultTheme"] ?? "light"
//> theme: String = "dark"
let font = config["font"] ?? config["defaultFont"] ?? "system"
//> font: String = "system"
print(theme, font)
//> dark system
if var count = Int("10") {
    count += 1
    print(count)
}
//> 11
let nested: Int?? = 5
//> nested: Int?? = 5
if let outer = nested, let inner = outer { print(inner) }
//> 5
let arr: [Int]? = [1, 2, 3]
//> arr: [Int]? = [1, 2, 3]
print(arr?.count ?? 0, arr?.first ?? 0)
//> 3 1
let name: String? = nil
//> name: String? = nil
if let name { print(name) } else { print("no name") }
//> no name
let value: Int? = 8
//> value: Int? = 8
if let value, value > 5 { print("big \(value)") }
//> big 8
print(value != nil ? "has value" : "empty")
//> has value
let x: Int? = 3
//> x: Int? = 3
switch x {
case .some(let v): print("some \(v)")
case .none: print("none")
}
//> some 3
if case let v? = x { print("pattern \(v)") }
//> pattern 3
