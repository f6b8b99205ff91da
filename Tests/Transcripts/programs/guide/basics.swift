// An everyday Swift program (compiled by swiftc, it prints the same lines: checked with swift-diff).
// The Basics: constants, variables, type annotations, tuples, optionals
let maximumAttempts = 3
//> maximumAttempts: Int = 3
var currentAttempt = 0
//> currentAttempt: Int = 0
var greeting: String = "Hello"
//> greeting: String = "Hello"
greeting += ", world"
print(greeting)
//> Hello, world
let pi = 3.14159
//> pi: Double = 3.14159
let three = 3
//> three: Int = 3
let sum = Double(three) + 0.14159
//> sum: Double = 3.14159
print("pi is about \(pi), sum is \(sum)")
//> pi is about 3.14159, sum is 3.14159
let million = 1_000_000
//> million: Int = 1000000
let hex = 0xFF
//> hex: Int = 255
let binary = 0b1010
//> binary: Int = 10
let octal = 0o17
//> octal: Int = 15
print(million, hex, binary, octal)
//> 1000000 255 10 15
let http404 = (404, "Not Found")
//> http404: (Int, String) = (404, "Not Found")
let (code, message) = http404
//> code: Int = 404
//> message: String = "Not Found"
print("code \(code), message \(message)")
//> code 404, message Not Found
print("first: \(http404.0), second: \(http404.1)")
//> first: 404, second: Not Found
let status = (statusCode: 200, description: "OK")
//> status: (statusCode: Int, description: String) = (statusCode: 200, description: "OK")
print(status.statusCode, status.description)
//> 200 OK
let possible = "123"
//> possible: String = "123"
let converted = Int(possible)
//> converted: Int? = 123
if let n = converted {
    print("converted to \(n)")
}
//> converted to 123
let bad = Int("abc")
//> bad: Int? = nil
print(bad == nil ? "not a number" : "a number")
//> not a number
var serverResponse: Int? = 404
//> serverResponse: Int? = 404
serverResponse = nil
print(serverResponse ?? -1)
//> -1
if let a = Int("4"), let b = Int("42"), a < b && b < 100 {
    print("\(a) < \(b) < 100")
}
//> 4 < 42 < 100
let assumed: String! = "implicit"
//> assumed: String? = "implicit"
let implicitString: String = assumed
//> implicitString: String = "implicit"
print(implicitString)
//> implicit
while currentAttempt < maximumAttempts {
    currentAttempt += 1
}
print("attempts: \(currentAttempt)")
//> attempts: 3
typealias AudioSample = Int
var maxAmplitude = AudioSample.min
//> maxAmplitude: Int = -9223372036854775808
print(maxAmplitude < 0)
//> true
let isOrange = true
//> isOrange: Bool = true
if isOrange { print("orange!") }
//> orange!
