// An everyday Swift program (compiled by swiftc, it prints the same lines: checked with swift-diff).
// Methods: instance, mutating, self, type methods
class Counter {
    var count = 0
    func increment() { count += 1 }
    func increment(by amount: Int) { count += amount }
    func reset() { count = 0 }
}
let counter = Counter()
//> counter: Counter = Counter { count = 0 }
counter.increment()
counter.increment(by: 5)
print(counter.count)
//> 6
counter.reset()
print(counter.count)
//> 0
struct Point {
    var x = 0.0, y = 0.0
    func isToTheRightOf(x: Double) -> Bool { self.x > x }
    mutating func moveBy(x deltaX: Double, y deltaY: Double) {
        x += deltaX
        y += deltaY
    }
}
var somePoint = Point(x: 1.0, y: 1.0)
//> somePoint: Point = Point(x: 1.0, y: 1.0)
somePoint.moveBy(x: 2.0, y: 3.0)
print("The point is now at (\(somePoint.x), \(somePoint.y))")
//> The point is now at (3.0, 4.0)
print(somePoint.isToTheRightOf(x: 1.0))
//> true
enum TriStateSwitch {
    case off, low, high
    mutating func next() {
        switch self {
        case .off: self = .low
        case .low: self = .high
        case .high: self = .off
        }
    }
}
var ovenLight = TriStateSwitch.low
//> ovenLight: TriStateSwitch = .low
ovenLight.next()
print(ovenLight)
//> high
ovenLight.next()
print(ovenLight)
//> off
struct LevelTracker {
    static var highestUnlockedLevel = 1
    var currentLevel = 1
    static func unlock(_ level: Int) {
        if level > highestUnlockedLevel { highestUnlockedLevel = level }
    }
    static func isUnlocked(_ level: Int) -> Bool { level <= highestUnlockedLevel }
    @discardableResult
    mutating func advance(to level: Int) -> Bool {
        if LevelTracker.isUnlocked(level) {
            currentLevel = level
            return true
        }
        return false
    }
}
class Player {
    var tracker = LevelTracker()
    let playerName: String
    func complete(level: Int) {
        LevelTracker.unlock(level + 1)
        tracker.advance(to: level + 1)
    }
    init(name: String) { playerName = name }
}
var player = Player(name: "Argyrios")
//> player: Player = Player { tracker = LevelTracker(currentLevel: 1), playerName = "Argyrios" }
player.complete(level: 1)
print("highest unlocked level is now \(LevelTracker.highestUnlockedLevel)")
//> highest unlocked level is now 2
player = Player(name: "Beto")
if player.tracker.advance(to: 6) {
    print("player is now on level 6")
} else {
    print("level 6 hasn't yet been unlocked")
}
//> level 6 hasn't yet been unlocked
