// An everyday Swift program (compiled by swiftc, it prints the same lines: checked with swift-diff).
// Protocols: requirements, conformance, protocols as types, delegation
protocol FullyNamed {
    var fullName: String { get }
}
struct Person: FullyNamed { var fullName: String }
let john = Person(fullName: "John Appleseed")
//> john: Person = Person(fullName: "John Appleseed")
print(john.fullName)
//> John Appleseed
class Starship: FullyNamed {
    var prefix: String?
    var name: String
    init(name: String, prefix: String? = nil) {
        self.name = name
        self.prefix = prefix
    }
    var fullName: String { (prefix != nil ? prefix! + " " : "") + name }
}
let ncc1701 = Starship(name: "Enterprise", prefix: "USS")
//> ncc1701: Starship = Starship { prefix = "USS", name = "Enterprise" }
print(ncc1701.fullName)
//> USS Enterprise
protocol RandomNumberGenerator {
    func random() -> Double
}
class LinearCongruentialGenerator: RandomNumberGenerator {
    var lastRandom = 42.0
    let m = 139968.0
    let a = 3877.0
    let c = 29573.0
    func random() -> Double {
        lastRandom = (lastRandom * a + c).truncatingRemainder(dividingBy: m)
        return lastRandom / m
    }
}
let generator = LinearCongruentialGenerator()
//> generator: LinearCongruentialGenerator = LinearCongruentialGenerator { lastRandom = 42.0, m = 139968.0, a = 3877.0, c = 29573.0 }
print("Here's a random number: \(generator.random())")
//> Here's a random number: 0.3746499199817101
print("And another one: \(generator.random())")
//> And another one: 0.729023776863283
protocol Togglable { mutating func toggle() }
enum OnOffSwitch: Togglable {
    case off, on
    mutating func toggle() {
        switch self {
        case .off: self = .on
        case .on: self = .off
        }
    }
}
var lightSwitch = OnOffSwitch.off
//> lightSwitch: OnOffSwitch = .off
lightSwitch.toggle()
print(lightSwitch)
//> on
class Dice {
    let sides: Int
    let generator: RandomNumberGenerator
    init(sides: Int, generator: RandomNumberGenerator) {
        self.sides = sides
        self.generator = generator
    }
    func roll() -> Int { Int(generator.random() * Double(sides)) + 1 }
}
let d6 = Dice(sides: 6, generator: LinearCongruentialGenerator())
//> d6: Dice = Dice { sides = 6, generator = LinearCongruentialGenerator { lastRandom = 42.0, m = 139968.0, a = 3877.0, c = 29573.0 } }
for _ in 1...5 { print("Random dice roll is \(d6.roll())") }
//> Random dice roll is 3
//> Random dice roll is 5
//> Random dice roll is 4
//> Random dice roll is 5
//> Random dice roll is 4
protocol DiceGameDelegate: AnyObject {
    func gameDidStart(_ name: String)
    func game(_ name: String, didRoll value: Int)
    func gameDidEnd(_ name: String)
}
class Tracker: DiceGameDelegate {
    var numberOfTurns = 0
    func gameDidStart(_ name: String) { numberOfTurns = 0; print("Started a new game of \(name)") }
    func game(_ name: String, didRoll value: Int) { numberOfTurns += 1; print("Rolled a \(value)") }
    func gameDidEnd(_ name: String) { print("The game lasted for \(numberOfTurns) turns") }
}
class Game {
    weak var delegate: DiceGameDelegate?
    let dice = Dice(sides: 6, generator: LinearCongruentialGenerator())
    func play() {
        delegate?.gameDidStart("Snakes")
        for _ in 0..<3 { delegate?.game("Snakes", didRoll: dice.roll()) }
        delegate?.gameDidEnd("Snakes")
    }
}
let tracker = Tracker()
//> tracker: Tracker = Tracker { numberOfTurns = 0 }
let game = Game()
//> game: Game = Game { delegate = nil, dice = Dice { sides = 6, generator = LinearCongruentialGenerator { lastRandom = 42.0, m = 139968.0, a = 3877.0, c = 29573.0 } } }
game.delegate = tracker
game.play()
//> Started a new game of Snakes
//> Rolled a 3
//> Rolled a 5
//> Rolled a 4
//> The game lasted for 3 turns
