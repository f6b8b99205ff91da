// A Swift program (swiftc prints the same lines): `willSet`/`didSet` on a variable outside a
// type, at the top level or in a function. The observers run on every assignment (`+=`, `&x`,
// a mutating method), and an assignment from an observer stores without observing again.
func bump() { watched += 1 }
var watched = 0 {
    didSet { print("watched: \(oldValue) -> \(watched)") }
}
func increment(_ x: inout Int) { x += 1 }
//> increment: (inout Int) -> Void
increment(&watched)
//> watched: 0 -> 1
watched *= 10
//> watched: 1 -> 10
bump()
//> bump: () -> Void
//> watched: 10 -> 11
var level: Int = 5 {
    willSet(next) { print("level will be", next, "was", level) }
    didSet {
        if level > 10 { level = 10 }
        print("level is", level)
    }
}
level = 3
//> level will be 3 was 5
//> level is 3
level += 20
//> level will be 23 was 3
//> level is 10
var log: [String] = [] {
    willSet { print("log grows to", newValue.count) }
}
log.append("a")
//> log grows to 1
log += ["b", "c"]
//> log grows to 3
var name: String? = nil {
    didSet { print("name:", name ?? "none", "was", oldValue ?? "none") }
}
name = "Ann"
//> name: Ann was none
name = nil
//> name: none was Ann
func tally(_ xs: [Int]) -> Int {
    var count = 0 {
        didSet { print("count", oldValue, "->", count) }
    }
    for x in xs where x > 1 { count += x }
    return count
}
//> tally: ([Int]) -> Int
print(tally([1, 2, 3]), level, watched, log)
//> count 0 -> 2
//> count 2 -> 5
//> 5 10 11 ["a", "b", "c"]
