// An everyday Swift program (compiled by swiftc, it prints the same lines: checked with swift-diff).
// Closures
let names = ["Chris", "Alex", "Ewa", "Barry", "Daniella"]
//> names: [String] = ["Chris", "Alex", "Ewa", "Barry", "Daniella"]
func backward(_ s1: String, _ s2: String) -> Bool { s1 > s2 }
//> backward: (String, String) -> Bool
print(names.sorted(by: backward))
//> ["Ewa", "Daniella", "Chris", "Barry", "Alex"]
print(names.sorted(by: { (s1: String, s2: String) -> Bool in return s1 > s2 }))
//> ["Ewa", "Daniella", "Chris", "Barry", "Alex"]
print(names.sorted(by: { s1, s2 in s1 > s2 }))
//> ["Ewa", "Daniella", "Chris", "Barry", "Alex"]
print(names.sorted(by: { $0 > $1 }))
//> ["Ewa", "Daniella", "Chris", "Barry", "Alex"]
print(names.sorted(by: >))
//> ["Ewa", "Daniella", "Chris", "Barry", "Alex"]
print(names.sorted { $0.count < $1.count })
//> ["Ewa", "Alex", "Chris", "Barry", "Daniella"]
let digitNames = [0: "Zero", 1: "One", 2: "Two", 3: "Three", 4: "Four",
                  5: "Five", 6: "Six", 7: "Seven", 8: "Eight", 9: "Nine"]
//> digitNames: [Int: String] = [0: "Zero", 1: "One", 2: "Two", 3: "Three", 4: "Four", 5: "Five", 6: "Six", 7: "Seven", 8: "Eight", 9: "Nine"]
let numbers = [16, 58, 510]
//> numbers: [Int] = [16, 58, 510]
let strings = numbers.map { (number) -> String in
    var number = number
    var output = ""
    repeat {
        output = digitNames[number % 10]! + output
        number /= 10
    } while number > 0
    return output
}
//> strings: [String] = ["OneSix", "FiveEight", "FiveOneZero"]
print(strings)
//> ["OneSix", "FiveEight", "FiveOneZero"]
func makeIncrementer(forIncrement amount: Int) -> () -> Int {
    var runningTotal = 0
    func incrementer() -> Int {
        runningTotal += amount
        return runningTotal
    }
    return incrementer
}
//> makeIncrementer: (Int) -> () -> Int
let incrementByTen = makeIncrementer(forIncrement: 10)
//> incrementByTen: () -> Int = makeIncrementer(forIncrement: 10)
print(incrementByTen(), incrementByTen(), incrementByTen())
//> 10 20 30
let incrementBySeven = makeIncrementer(forIncrement: 7)
//> incrementBySeven: () -> Int = makeIncrementer(forIncrement: 7)
print(incrementBySeven())
//> 7
let alsoIncrementByTen = incrementByTen
//> alsoIncrementByTen: () -> Int = makeIncrementer(forIncrement: 10)
print(alsoIncrementByTen())
//> 40
var completionHandlers: [() -> Void] = []
//> completionHandlers: [() -> Void] = []
func someFunctionWithEscapingClosure(completionHandler: @escaping () -> Void) {
    completionHandlers.append(completionHandler)
}
//> someFunctionWithEscapingClosure: (() -> Void) -> Void
func someFunctionWithNonescapingClosure(closure: () -> Void) { closure() }
//> someFunctionWithNonescapingClosure: (() -> Void) -> Void
class SomeClass {
    var x = 10
    func doSomething() {
        someFunctionWithEscapingClosure { self.x = 100 }
        someFunctionWithNonescapingClosure { x = 200 }
    }
}
let instance = SomeClass()
//> instance: SomeClass = SomeClass { x = 10 }
instance.doSomething()
print(instance.x)
//> 200
completionHandlers.first?()
//> $R0: Void? = ()
print(instance.x)
//> 100
var customersInLine = ["Chris", "Alex", "Ewa", "Barry", "Daniella"]
//> customersInLine: [String] = ["Chris", "Alex", "Ewa", "Barry", "Daniella"]
print(customersInLine.count)
//> 5
let customerProvider = { customersInLine.remove(at: 0) }
//> customerProvider: () -> String = { customersInLine.remove(at: 0) }
print(customersInLine.count)
//> 5
print("Now serving \(customerProvider())!")
//> Now serving Chris!
print(customersInLine.count)
//> 4
func serve(customer provider: @autoclosure () -> String) {
    print("Now serving \(provider())!")
}
//> serve: (() -> String) -> Void
serve(customer: customersInLine.remove(at: 0))
//> Now serving Alex!
let total = [1, 2, 3, 4].reduce(0) { $0 + $1 }
//> total: Int = 10
print(total, [3, 1, 2].filter { $0 > 1 }.map { $0 * 10 })
//> 10 [30, 20]
