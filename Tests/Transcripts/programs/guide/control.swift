// An everyday Swift program (compiled by swiftc, it prints the same lines: checked with swift-diff).
// Control Flow
let legs = ["spider": 8, "ant": 6, "cat": 4]
//> legs: [String: Int] = ["spider": 8, "ant": 6, "cat": 4]
for (animal, n) in legs.sorted(by: { $0.value < $1.value }) {
    print("\(animal)s have \(n) legs")
}
//> cats have 4 legs
//> ants have 6 legs
//> spiders have 8 legs
let base = 3, power = 5
//> base: Int = 3
//> power: Int = 5
var answer = 1
//> answer: Int = 1
for _ in 1...power { answer *= base }
print("\(base) to the power of \(power) is \(answer)")
//> 3 to the power of 5 is 243
for tick in stride(from: 0, to: 60, by: 15) { print(tick, terminator: " ") }
//> 0 15 30 45 
print()
//>
for tick in stride(from: 3, through: 12, by: 3) { print(tick, terminator: " ") }
//> 3 6 9 12 
print()
//>
var square = 0, rolls = 0, dice = 0
//> square: Int = 0
//> rolls: Int = 0
//> dice: Int = 0
repeat {
    dice += 1
    if dice == 7 { dice = 1 }
    square += dice
    rolls += 1
} while square < 25
print("finished after \(rolls) rolls on square \(square)")
//> finished after 9 rolls on square 27
let someChar: Character = "z"
//> someChar: Character = "z"
switch someChar {
case "a": print("first letter")
case "z": print("last letter")
default: print("some other character")
}
//> last letter
let approx = 62
//> approx: Int = 62
let naturalCount: String
//> naturalCount: String
switch approx {
case 0: naturalCount = "no"
case 1..<5: naturalCount = "a few"
case 5..<12: naturalCount = "several"
case 12..<100: naturalCount = "dozens of"
default: naturalCount = "many"
}
print("There are \(naturalCount) moons.")
//> There are dozens of moons.
let point = (1, 1)
//> point: (Int, Int) = (1, 1)
switch point {
case (0, 0): print("origin")
case (_, 0): print("on x-axis")
case (0, _): print("on y-axis")
case (-2...2, -2...2): print("inside the box")
default: print("outside")
}
//> inside the box
let another = (2, 0)
//> another: (Int, Int) = (2, 0)
switch another {
case (let x, 0): print("on the x-axis with x of \(x)")
case (0, let y): print("on the y-axis with y of \(y)")
case let (x, y): print("somewhere else at (\(x), \(y))")
}
//> on the x-axis with x of 2
let yetAnother = (1, -1)
//> yetAnother: (Int, Int) = (1, -1)
switch yetAnother {
case let (x, y) where x == y: print("on x == y")
case let (x, y) where x == -y: print("on x == -y")
case let (x, y): print("(\(x), \(y)) arbitrary")
}
//> on x == -y
let ch: Character = "e"
//> ch: Character = "e"
switch ch {
case "a", "e", "i", "o", "u": print("\(ch) is a vowel")
default: print("\(ch) is not a vowel")
}
//> e is a vowel
let puzzle = "great minds think alike"
//> puzzle: String = "great minds think alike"
var output = ""
//> output: String = ""
for c in puzzle {
    if "aeiou ".contains(c) { continue }
    output.append(c)
}
print(output)
//> grtmndsthnklk
let integer = 5
//> integer: Int = 5
var desc = "The number \(integer) is"
//> desc: String = "The number 5 is"
switch integer {
case 2, 3, 5, 7, 11: desc += " a prime number, and also"; fallthrough
default: desc += " an integer."
}
print(desc)
//> The number 5 is a prime number, and also an integer.
outer: for i in 1...3 {
    for j in 1...3 {
        if j == 2 { continue outer }
        if i == 3 { break outer }
        print(i, j)
    }
}
//> 1 1
//> 2 1
func greet(_ person: [String: String]) {
    guard let name = person["name"] else { return }
    print("Hello \(name)!")
    guard let location = person["location"] else {
        print("I hope the weather is nice near you.")
        return
    }
    print("I hope the weather is nice in \(location).")
}
//> greet: ([String: String]) -> Void
greet(["name": "John"])
//> Hello John!
//> I hope the weather is nice near you.
greet(["name": "Jane", "location": "Cupertino"])
//> Hello Jane!
//> I hope the weather is nice in Cupertino.
