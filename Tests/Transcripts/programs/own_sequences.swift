// A Swift program (swiftc prints the same lines): `for … in` over types of the program that are
// sequences, either their own iterator or making one.
struct Countdown: Sequence, IteratorProtocol {
    var remaining: Int
    mutating func next() -> Int? {
        guard remaining > 0 else { return nil }
        remaining -= 1
        return remaining + 1
    }
}

struct Alphabet: Sequence {
    let letters: String
    func makeIterator() -> LetterIterator { LetterIterator(letters: Array(letters)) }
}
struct LetterIterator: IteratorProtocol {
    let letters: [Character]
    var index = 0
    mutating func next() -> Character? {
        guard index < letters.count else { return nil }
        defer { index += 1 }
        return letters[index]
    }
}

for n in Countdown(remaining: 3) { print(n, terminator: " ") }
//> 3 2 1 
print("liftoff")
//> liftoff
var counted = 0
//> counted: Int = 0
for n in Countdown(remaining: 10) where n % 3 == 0 { counted += n }
print(counted)
//> 18
outer: for letter in Alphabet(letters: "abc") {
    for n in Countdown(remaining: 2) {
        if letter == "b" { continue outer }
        if letter == "c" && n == 1 { break outer }
        print(letter, n)
    }
}
//> a 2
//> a 1
//> c 2
let pairs = Alphabet(letters: "xy")
//> pairs: Alphabet = Alphabet(letters: "xy")
for (i, ch) in [(1, "p"), (2, "q")] { print(i, ch) }
//> 1 p
//> 2 q
for ch in pairs { print(ch) }
//> x
//> y
