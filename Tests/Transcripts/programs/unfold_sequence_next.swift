// A Swift program (swiftc prints the same lines): what `sequence(first:next:)` and
// `sequence(state:next:)` give is its own iterator, so `next()` takes an element from it and
// iterating it afterwards goes on from there; one never advanced starts afresh each time.
var words = sequence(state: "the quick brown fox".split(separator: " ").makeIterator()) { it in
    it.next().map { $0.uppercased() }
}
//> words: AnySequence<String> = AnySequence(_makeNext: unfolding)
print(words.next()!, Array(words))
//> THE ["QUICK", "BROWN", "FOX"]
var powers = sequence(first: 1) { $0 * 2 }
//> powers: AnySequence<Int> = AnySequence(_makeNext: unfolding)
print(powers.next()!, powers.next()!, Array(powers.prefix(3)))
//> 1 2 [4, 8, 16]
let fresh = sequence(first: 10) { $0 > 12 ? nil : $0 + 1 }
//> fresh: AnySequence<Int> = AnySequence(_makeNext: unfolding)
print(Array(fresh), Array(fresh))
//> [10, 11, 12, 13] [10, 11, 12, 13]
