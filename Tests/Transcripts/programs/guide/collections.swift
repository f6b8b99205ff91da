// An everyday Swift program (compiled by swiftc, it prints the same lines: checked with swift-diff).
// Collection Types
var someInts: [Int] = []
//> someInts: [Int] = []
print("someInts has \(someInts.count) items")
//> someInts has 0 items
someInts.append(3)
someInts = []
var threeDoubles = Array(repeating: 0.0, count: 3)
//> threeDoubles: [Double] = [0.0, 0.0, 0.0]
print(threeDoubles)
//> [0.0, 0.0, 0.0]
var shoppingList = ["Eggs", "Milk"]
//> shoppingList: [String] = ["Eggs", "Milk"]
shoppingList.append("Flour")
shoppingList += ["Baking Powder"]
shoppingList += ["Chocolate Spread", "Cheese", "Butter"]
print(shoppingList.count)
//> 7
print(shoppingList[0])
//> Eggs
shoppingList[4...6] = ["Bananas", "Apples"]
print(shoppingList)
//> ["Eggs", "Milk", "Flour", "Baking Powder", "Bananas", "Apples"]
shoppingList.insert("Maple Syrup", at: 0)
let removed = shoppingList.remove(at: 0)
//> removed: String = "Maple Syrup"
print(removed)
//> Maple Syrup
let last = shoppingList.removeLast()
//> last: String = "Apples"
print(last, shoppingList.count)
//> Apples 5
for (index, value) in shoppingList.enumerated() {
    print("Item \(index + 1): \(value)")
}
//> Item 1: Eggs
//> Item 2: Milk
//> Item 3: Flour
//> Item 4: Baking Powder
//> Item 5: Bananas
var letters = Set<Character>()
//> letters: Set<Character> = []
letters.insert("a")
//> $R0: (inserted: Bool, memberAfterInsert: Character) = (inserted: true, memberAfterInsert: "a")
print(letters.count)
//> 1
var genres: Set<String> = ["Rock", "Classical", "Hip hop"]
//> genres: Set<String> = ["Rock", "Classical", "Hip hop"]
if let r = genres.remove("Rock") { print("\(r)? I'm over it.") }
//> Rock? I'm over it.
print(genres.contains("Funk"))
//> false
for g in genres.sorted() { print(g) }
//> Classical
//> Hip hop
let odd: Set = [1, 3, 5, 7, 9]
//> odd: Set<Int> = [1, 3, 5, 7, 9]
let even: Set = [0, 2, 4, 6, 8]
//> even: Set<Int> = [0, 2, 4, 6, 8]
let primes: Set = [2, 3, 5, 7]
//> primes: Set<Int> = [2, 3, 5, 7]
print(odd.union(even).sorted())
//> [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
print(odd.intersection(even).sorted())
//> []
print(odd.subtracting(primes).sorted())
//> [1, 9]
print(odd.symmetricDifference(primes).sorted())
//> [1, 2, 9]
print(primes.isSubset(of: odd.union(even)), odd.isDisjoint(with: even))
//> true true
var airports: [String: String] = ["YYZ": "Toronto Pearson", "DUB": "Dublin"]
//> airports: [String: String] = ["YYZ": "Toronto Pearson", "DUB": "Dublin"]
print("airports has \(airports.count) items")
//> airports has 2 items
airports["LHR"] = "London"
if let old = airports.updateValue("Dublin Airport", forKey: "DUB") {
    print("old value was \(old)")
}
//> old value was Dublin
airports["LHR"] = nil
if let name = airports["DUB"] { print(name) } else { print("none") }
//> Dublin Airport
for (code, name) in airports.sorted(by: { $0.key < $1.key }) {
    print("\(code): \(name)")
}
//> DUB: Dublin Airport
//> YYZ: Toronto Pearson
let codes = [String](airports.keys).sorted()
//> codes: [String] = ["DUB", "YYZ"]
print(codes)
//> ["DUB", "YYZ"]
print(airports.values.sorted())
//> ["Dublin Airport", "Toronto Pearson"]
var counts: [String: Int] = [:]
//> counts: [String: Int] = [:]
for w in ["a", "b", "a", "c", "a"] { counts[w, default: 0] += 1 }
print(counts.sorted { $0.key < $1.key })
//> [(key: "a", value: 3), (key: "b", value: 1), (key: "c", value: 1)]
