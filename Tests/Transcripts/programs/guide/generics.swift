// An everyday Swift program (compiled by swiftc, it prints the same lines: checked with swift-diff).
// The Generics chapter of The Swift Programming Language, as written: Stack, Container, Array's
// conformance by its own members, constrained and contextual extensions, allItemsMatch, generic subscripts.
func swapTwoInts(_ a: inout Int, _ b: inout Int) {
    let temporaryA = a
    a = b
    b = temporaryA
}
//> swapTwoInts: (inout Int, inout Int) -> Void
var someInt = 3
//> someInt: Int = 3
var anotherInt = 107
//> anotherInt: Int = 107
swapTwoInts(&someInt, &anotherInt)
print("someInt is now \(someInt), and anotherInt is now \(anotherInt)")
//> someInt is now 107, and anotherInt is now 3

func swapTwoValues<T>(_ a: inout T, _ b: inout T) {
    let temporaryA = a
    a = b
    b = temporaryA
}
//> swapTwoValues: <T>(inout T, inout T) -> Void
var someString = "hello"
//> someString: String = "hello"
var anotherString = "world"
//> anotherString: String = "world"
swapTwoValues(&someString, &anotherString)
print(someString, anotherString)
//> world hello

struct IntStack {
    var items: [Int] = []
    mutating func push(_ item: Int) { items.append(item) }
    mutating func pop() -> Int { return items.removeLast() }
}

struct Stack<Element> {
    var items: [Element] = []
    mutating func push(_ item: Element) { items.append(item) }
    mutating func pop() -> Element { return items.removeLast() }
}

var stackOfStrings = Stack<String>()
//> stackOfStrings: Stack<String> = Stack(items: [])
stackOfStrings.push("uno")
stackOfStrings.push("dos")
stackOfStrings.push("tres")
stackOfStrings.push("cuatro")
let fromTheTop = stackOfStrings.pop()
//> fromTheTop: String = "cuatro"
print(fromTheTop)
//> cuatro

extension Stack {
    var topItem: Element? {
        return items.isEmpty ? nil : items[items.count - 1]
    }
}
if let topItem = stackOfStrings.topItem {
    print("The top item on the stack is \(topItem).")
}
//> The top item on the stack is tres.

func findIndex(ofString valueToFind: String, in array: [String]) -> Int? {
    for (index, value) in array.enumerated() {
        if value == valueToFind {
            return index
        }
    }
    return nil
}
//> findIndex: (String, [String]) -> Int?
let strings = ["cat", "dog", "llama", "parakeet", "terrapin"]
//> strings: [String] = ["cat", "dog", "llama", "parakeet", "terrapin"]
if let foundIndex = findIndex(ofString: "llama", in: strings) {
    print("The index of llama is \(foundIndex)")
}
//> findIndex: <T: Equatable>(T, [T]) -> Int?
//> The index of llama is 2

func findIndex<T: Equatable>(of valueToFind: T, in array:[T]) -> Int? {
    for (index, value) in array.enumerated() {
        if value == valueToFind {
            return index
        }
    }
    return nil
}
let doubleIndex = findIndex(of: 9.3, in: [3.14159, 0.1, 0.25])
//> doubleIndex: Int? = nil
print(doubleIndex as Any)
//> nil
let stringIndex = findIndex(of: "Andrea", in: ["Mike", "Malcolm", "Andrea"])
//> stringIndex: Int? = 2
print(stringIndex as Any)
//> Optional(2)

protocol Container {
    associatedtype Item
    mutating func append(_ item: Item)
    var count: Int { get }
    subscript(i: Int) -> Item { get }
}

struct IntStack2: Container {
    var items: [Int] = []
    mutating func push(_ item: Int) { items.append(item) }
    mutating func pop() -> Int { return items.removeLast() }
    typealias Item = Int
    mutating func append(_ item: Int) { self.push(item) }
    var count: Int { return items.count }
    subscript(i: Int) -> Int { return items[i] }
}

struct GStack<Element>: Container {
    var items: [Element] = []
    mutating func push(_ item: Element) { items.append(item) }
    mutating func pop() -> Element { return items.removeLast() }
    mutating func append(_ item: Element) { self.push(item) }
    var count: Int { return items.count }
    subscript(i: Int) -> Element { return items[i] }
}

extension Array: Container {}

func allItemsMatch<C1: Container, C2: Container>
        (_ someContainer: C1, _ anotherContainer: C2) -> Bool
        where C1.Item == C2.Item, C1.Item: Equatable {
    if someContainer.count != anotherContainer.count {
        return false
    }
    for i in 0..<someContainer.count {
        if someContainer[i] != anotherContainer[i] {
            return false
        }
    }
    return true
}
//> allItemsMatch: <C1: Container, C2: Container>(C1, C2) -> Bool

var stackOfStrings2 = GStack<String>()
//> stackOfStrings2: GStack<String> = GStack(items: [])
stackOfStrings2.push("uno")
stackOfStrings2.push("dos")
stackOfStrings2.push("tres")
var arrayOfStrings = ["uno", "dos", "tres"]
//> arrayOfStrings: [String] = ["uno", "dos", "tres"]
if allItemsMatch(stackOfStrings2, arrayOfStrings) {
    print("All items match.")
} else {
    print("Not all items match.")
}
//> All items match.

extension GStack where Element: Equatable {
    func isTop(_ item: Element) -> Bool {
        guard let topItem = items.last else {
            return false
        }
        return topItem == item
    }
}
if stackOfStrings2.isTop("tres") {
    print("Top element is tres.")
} else {
    print("Top element is something else.")
}
//> Top element is tres.

extension Container where Item: Equatable {
    func startsWith(_ item: Item) -> Bool {
        return count >= 1 && self[0] == item
    }
}
if [9, 9, 9].startsWith(42) {
    print("Starts with 42.")
} else {
    print("Starts with something else.")
}
//> Starts with something else.

extension Container where Item == Double {
    func average() -> Double {
        var sum = 0.0
        for index in 0..<count {
            sum += self[index]
        }
        return sum / Double(count)
    }
}
print([1260.0, 1200.0, 98.6, 37.0].average())
//> 648.9

extension Container {
    func average() -> Double where Item == Int {
        var sum = 0.0
        for index in 0..<count {
            sum += Double(self[index])
        }
        return sum / Double(count)
    }
    func endsWith(_ item: Item) -> Bool where Item: Equatable {
        return count >= 1 && self[count-1] == item
    }
}
let numbers = [1260, 1200, 98, 37]
//> numbers: [Int] = [1260, 1200, 98, 37]
print(numbers.average())
//> 648.75
print(numbers.endsWith(37))
//> true

protocol Container2 {
    associatedtype Item: Equatable
    mutating func append(_ item: Item)
    var count: Int { get }
    subscript(i: Int) -> Item { get }
}

protocol SuffixableContainer: Container {
    associatedtype Suffix: SuffixableContainer where Suffix.Item == Item
    func suffix(_ size: Int) -> Suffix
}

extension GStack: SuffixableContainer {
    func suffix(_ size: Int) -> GStack {
        var result = GStack()
        for index in (count-size)..<count {
            result.append(self[index])
        }
        return result
    }
}
var stackOfInts = GStack<Int>()
//> stackOfInts: GStack<Int> = GStack(items: [])
stackOfInts.append(10)
stackOfInts.append(20)
stackOfInts.append(30)
let suffix = stackOfInts.suffix(2)
//> suffix: GStack<Int> = GStack(items: [20, 30])
print(suffix.items)
//> [20, 30]

extension IntStack2: SuffixableContainer {
    func suffix(_ size: Int) -> GStack<Int> {
        var result = GStack<Int>()
        for index in (count-size)..<count {
            result.append(self[index])
        }
        return result
    }
}
var is2 = IntStack2()
//> is2: IntStack2 = IntStack2(items: [])
is2.append(1); is2.append(2); is2.append(3)
print(is2.suffix(1).items)
//> [3]

extension Container {
    subscript<Indices: Sequence>(indices: Indices) -> [Item]
        where Indices.Iterator.Element == Int {
            var result: [Item] = []
            for index in indices {
                result.append(self[index])
            }
            return result
    }
}
print(stackOfInts[[0, 2]])
//> [10, 30]
let idx: [Int] = [1, 2]
//> idx: [Int] = [1, 2]
print(["a", "b", "c"][idx])
//> ["b", "c"]

protocol ComparableContainer: Container where Item: Comparable { }
