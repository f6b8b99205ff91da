// An everyday Swift program (compiled by swiftc, it prints the same lines: checked with swift-diff).
// Strings and Characters
let quotation = """
The White Rabbit put on his spectacles.
    "Where shall I begin?"
"""
//> quotation: String = "The White Rabbit put on his spectacles.\n    \"Where shall I begin?\""
print(quotation)
//> The White Rabbit put on his spectacles.
//>     "Where shall I begin?"
var empty = ""
//> empty: String = ""
if empty.isEmpty { print("nothing here") }
//> nothing here
var variable = "Horse"
//> variable: String = "Horse"
variable += " and carriage"
print(variable)
//> Horse and carriage
for ch in "Dog!" { print(ch) }
//> D
//> o
//> g
//> !
let exclamation: Character = "!"
//> exclamation: Character = "!"
let catChars: [Character] = ["C", "a", "t", "!"]
//> catChars: [Character] = ["C", "a", "t", "!"]
let catString = String(catChars)
//> catString: String = "Cat!"
print(catString)
//> Cat!
var welcome = "hello"
//> welcome: String = "hello"
welcome.append(exclamation)
print(welcome)
//> hello!
let multiplier = 3
//> multiplier: Int = 3
print("\(multiplier) times 2.5 is \(Double(multiplier) * 2.5)")
//> 3 times 2.5 is 7.5
let word = "cafe"
//> word: String = "cafe"
print("the number of characters in \(word) is \(word.count)")
//> the number of characters in cafe is 4
let greeting = "Guten Tag!"
//> greeting: String = "Guten Tag!"
print(greeting[greeting.startIndex])
//> G
print(greeting[greeting.index(before: greeting.endIndex)])
//> !
print(greeting[greeting.index(after: greeting.startIndex)])
//> u
let idx = greeting.index(greeting.startIndex, offsetBy: 7)
//> idx: String.Index = 7
print(greeting[idx])
//> a
var w = "hello"
//> w: String = "hello"
w.insert("!", at: w.endIndex)
print(w)
//> hello!
w.insert(contentsOf: " there", at: w.index(before: w.endIndex))
print(w)
//> hello there!
w.remove(at: w.index(before: w.endIndex))
//> $R0: Character = "!"
print(w)
//> hello there
let hello = "Hello, world!"
//> hello: String = "Hello, world!"
let comma = hello.firstIndex(of: ",") ?? hello.endIndex
//> comma: String.Index = 5
let beginning = hello[..<comma]
//> beginning: String = "Hello"
let newString = String(beginning)
//> newString: String = "Hello"
print(newString)
//> Hello
print("apple" == "apple", "a" < "b")
//> true true
let romeo = ["Act 1 Scene 1: Verona", "Act 1 Scene 2: Capulet's mansion", "Act 2 Scene 1: Outside"]
//> romeo: [String] = ["Act 1 Scene 1: Verona", "Act 1 Scene 2: Capulet's mansion", "Act 2 Scene 1: Outside"]
var act1 = 0
//> act1: Int = 0
for scene in romeo where scene.hasPrefix("Act 1 ") { act1 += 1 }
print("There are \(act1) scenes in Act 1")
//> There are 2 scenes in Act 1
print(romeo[1].hasSuffix("mansion"))
//> true
print("Hello".uppercased(), "Hello".lowercased())
//> HELLO hello
print("a,b,c".split(separator: ",").map { String($0) })
//> ["a", "b", "c"]
print(String("stressed".reversed()))
//> desserts
print("banana".contains("nan"))
//> true
