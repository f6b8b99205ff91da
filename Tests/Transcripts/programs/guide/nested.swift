// An everyday Swift program (compiled by swiftc, it prints the same lines: checked with swift-diff).
// Nested Types
struct BlackjackCard {
    enum Suit: Character {
        case spades = "♠", hearts = "♡", diamonds = "♢", clubs = "♣"
    }
    enum Rank: Int {
        case two = 2, three, four, five, six, seven, eight, nine, ten
        case jack, queen, king, ace
        struct Values {
            let first: Int, second: Int?
        }
        var values: Values {
            switch self {
            case .ace: return Values(first: 1, second: 11)
            case .jack, .queen, .king: return Values(first: 10, second: nil)
            default: return Values(first: self.rawValue, second: nil)
            }
        }
    }
    let rank: Rank, suit: Suit
    var description: String {
        var output = "suit is \(suit.rawValue),"
        output += " value is \(rank.values.first)"
        if let second = rank.values.second { output += " or \(second)" }
        return output
    }
}
let theAceOfSpades = BlackjackCard(rank: .ace, suit: .spades)
//> theAceOfSpades: BlackjackCard = BlackjackCard(rank: .ace, suit: .spades)
print("theAceOfSpades: \(theAceOfSpades.description)")
//> theAceOfSpades: suit is ♠, value is 1 or 11
let heartsSymbol = BlackjackCard.Suit.hearts.rawValue
//> heartsSymbol: Character = "♡"
print(heartsSymbol)
//> ♡
let queen = BlackjackCard(rank: .queen, suit: .clubs)
//> queen: BlackjackCard = BlackjackCard(rank: .queen, suit: .clubs)
print(queen.description)
//> suit is ♣, value is 10
print(BlackjackCard(rank: .five, suit: .diamonds).description)
//> suit is ♢, value is 5
struct Outer {
    struct Inner { var v = 1 }
    var inner = Inner()
    static func make() -> Inner { Inner(v: 9) }
}
print(Outer().inner.v, Outer.make().v)
//> 1 9
let i: Outer.Inner = Outer.Inner(v: 4)
//> i: Outer.Inner = Outer.Inner(v: 4)
print(i.v)
//> 4
