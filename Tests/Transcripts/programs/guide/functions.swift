// An everyday Swift program (compiled by swiftc, it prints the same lines: checked with swift-diff).
// Functions
func greet(person: String) -> String {
    return "Hello, " + person + "!"
}
//> greet: (String) -> String
print(greet(person: "Anna"))
//> greet: (String, String) -> String
//> Hello, Anna!
func sayHelloWorld() -> String { "hello, world" }
//> sayHelloWorld: () -> String
print(sayHelloWorld())
//> hello, world
func greet(person: String, alreadyGreeted: Bool) -> String {
    alreadyGreeted ? "Hello again, \(person)!" : greet(person: person)
}
print(greet(person: "Tim", alreadyGreeted: true))
//> Hello again, Tim!
func minMax(array: [Int]) -> (min: Int, max: Int)? {
    if array.isEmpty { return nil }
    var currentMin = array[0], currentMax = array[0]
    for value in array[1..<array.count] {
        if value < currentMin { currentMin = value }
        else if value > currentMax { currentMax = value }
    }
    return (currentMin, currentMax)
}
//> minMax: ([Int]) -> (min: Int, max: Int)?
if let bounds = minMax(array: [8, -6, 2, 109, 3, 71]) {
    print("min is \(bounds.min) and max is \(bounds.max)")
}
//> min is -6 and max is 109
func greet(person: String, from hometown: String) -> String {
    "Hello \(person)! Glad you could visit from \(hometown)."
}
print(greet(person: "Bill", from: "Cupertino"))
//> Hello Bill! Glad you could visit from Cupertino.
func someFunction(_ first: Int, second: Int = 12) -> Int { first + second }
//> someFunction: (Int, Int) -> Int
print(someFunction(3), someFunction(3, second: 4))
//> 15 7
func arithmeticMean(_ numbers: Double...) -> Double {
    var total: Double = 0
    for n in numbers { total += n }
    return total / Double(numbers.count)
}
//> arithmeticMean: (Double...) -> Double
print(arithmeticMean(1, 2, 3, 4, 5))
//> 3.0
func swapTwoInts(_ a: inout Int, _ b: inout Int) {
    let t = a
    a = b
    b = t
}
//> swapTwoInts: (inout Int, inout Int) -> Void
var someInt = 3, anotherInt = 107
//> someInt: Int = 3
//> anotherInt: Int = 107
swapTwoInts(&someInt, &anotherInt)
print("someInt is now \(someInt), and anotherInt is now \(anotherInt)")
//> someInt is now 107, and anotherInt is now 3
func addTwoInts(_ a: Int, _ b: Int) -> Int { a + b }
//> addTwoInts: (Int, Int) -> Int
func multiplyTwoInts(_ a: Int, _ b: Int) -> Int { a * b }
//> multiplyTwoInts: (Int, Int) -> Int
var mathFunction: (Int, Int) -> Int = addTwoInts
//> mathFunction: (Int, Int) -> Int = addTwoInts
print("Result: \(mathFunction(2, 3))")
//> Result: 5
mathFunction = multiplyTwoInts
print("Result: \(mathFunction(2, 3))")
//> Result: 6
func printMathResult(_ f: (Int, Int) -> Int, _ a: Int, _ b: Int) {
    print("Result: \(f(a, b))")
}
//> printMathResult: ((Int, Int) -> Int, Int, Int) -> Void
printMathResult(addTwoInts, 3, 5)
//> Result: 8
func chooseStepFunction(backward: Bool) -> (Int) -> Int {
    func stepForward(input: Int) -> Int { input + 1 }
    func stepBackward(input: Int) -> Int { input - 1 }
    return backward ? stepBackward : stepForward
}
//> chooseStepFunction: (Bool) -> (Int) -> Int
var currentValue = -4
//> currentValue: Int = -4
let moveNearerToZero = chooseStepFunction(backward: currentValue > 0)
//> moveNearerToZero: (Int) -> Int = chooseStepFunction(backward: false)
while currentValue != 0 {
    print("\(currentValue)... ")
    currentValue = moveNearerToZero(currentValue)
}
//> -4... 
//> -3... 
//> -2... 
//> -1... 
print("zero!")
//> zero!
