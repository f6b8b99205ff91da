// A Swift program (swiftc prints the same lines): `makeIterator()` on an array, a string, a
// set or a dictionary gives an iterator whose `next()` returns the elements in turn, then nil.
let queue = ["Ann", "Bo", "Cy"]
//> queue: [String] = ["Ann", "Bo", "Cy"]
var turn = queue.makeIterator()
//> turn: IndexingIterator<String> = IndexingIterator(elements: ["Ann", "Bo", "Cy"], position: 0)
while let name = turn.next() {
    print("next up: \(name)")
}
//> next up: Ann
//> next up: Bo
//> next up: Cy
print(turn.next() == nil)
//> true

var letters = "abc".makeIterator()
//> letters: IndexingIterator<Character> = IndexingIterator(elements: ["a", "b", "c"], position: 0)
print(letters.next()!, letters.next()!)
//> a b

var one = Set([42]).makeIterator()
//> one: IndexingIterator<Int> = IndexingIterator(elements: [42], position: 0)
print(one.next() ?? 0, one.next() ?? 0)
//> 42 0

func firstTwo(_ xs: [Int]) -> [Int] {
    var it = xs.makeIterator()
    var out: [Int] = []
    while out.count < 2, let x = it.next() { out.append(x) }
    return out
}
//> firstTwo: ([Int]) -> [Int]
print(firstTwo([7, 8, 9]), firstTwo([5]))
//> [7, 8] [5]
