// An everyday Swift program (compiled by swiftc, it prints the same lines: checked with swift-diff).
// `AnyHashable`: keys of several types in one dictionary or set, each keeping its own type.
let d: [AnyHashable: Any] = [1: "a", "b": 2]
//> d: [AnyHashable: Any] = [1: "a", "b": 2]
print(d[1] as Any, d["b"] as Any, d[3] as Any)
//> Optional("a") Optional(2) nil
let key: AnyHashable = "b"
//> key: AnyHashable = "b"
print(d[key] as Any)
//> Optional(2)
var mixed = Set<AnyHashable>()
//> mixed: Set<AnyHashable> = []
mixed.insert(1)
//> $R0: (inserted: Bool, memberAfterInsert: AnyHashable) = (inserted: true, memberAfterInsert: 1)
mixed.insert("one")
//> $R1: (inserted: Bool, memberAfterInsert: AnyHashable) = (inserted: true, memberAfterInsert: "one")
mixed.insert(1)
//> $R2: (inserted: Bool, memberAfterInsert: AnyHashable) = (inserted: false, memberAfterInsert: 1)
print(mixed.count)
//> 2
for k in d.keys.sorted(by: { "\($0)" < "\($1)" }) {
    if let n = k as? Int { print("int key", n) }
    if let s = k as? String { print("string key", s) }
}
//> int key 1
//> string key b
print(AnyHashable(1) == AnyHashable(1), key == AnyHashable("c"))
//> true false
print(key)
//> b
debugPrint(key)
//> AnyHashable("b")
print([key])
//> [AnyHashable("b")]
let single: [AnyHashable: Int] = ["only": 1]
//> single: [AnyHashable: Int] = ["only": 1]
print(single)
//> [AnyHashable("only"): 1]
