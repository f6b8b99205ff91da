// An everyday Swift program (compiled by swiftc, it prints the same lines: checked with swift-diff).
// Everyday: a traffic light state machine and a vending state enum
enum Light: CaseIterable {
    case red, yellow, green
    var next: Light {
        switch self {
        case .red: return .green
        case .green: return .yellow
        case .yellow: return .red
        }
    }
    var seconds: Int {
        switch self {
        case .red: 30
        case .yellow: 5
        case .green: 25
        }
    }
}
var light = Light.red
//> light: Light = .red
var elapsed = 0
//> elapsed: Int = 0
for _ in 0..<5 {
    print("\(light) for \(light.seconds)s")
    elapsed += light.seconds
    light = light.next
}
//> red for 30s
//> green for 25s
//> yellow for 5s
//> red for 30s
//> green for 25s
print("elapsed \(elapsed)")
//> elapsed 115
enum Token: Equatable {
    case number(Int)
    case plus, minus, times
    case lparen, rparen
}
func tokenize(_ s: String) -> [Token] {
    var tokens: [Token] = []
    var num = ""
    for c in s {
        if c.isNumber { num.append(c); continue }
        if !num.isEmpty { tokens.append(.number(Int(num)!)); num = "" }
        switch c {
        case "+": tokens.append(.plus)
        case "-": tokens.append(.minus)
        case "*": tokens.append(.times)
        case "(": tokens.append(.lparen)
        case ")": tokens.append(.rparen)
        default: break
        }
    }
    if !num.isEmpty { tokens.append(.number(Int(num)!)) }
    return tokens
}
//> tokenize: (String) -> [Token]
let toks = tokenize("12 + 3 * (4 - 1)")
//> toks: [Token] = [.number(12), .plus, .number(3), .times, .lparen, .number(4), .minus, .number(1), .rparen]
print(toks.count)
//> 9
print(toks[0] == .number(12), toks[1] == .plus)
//> true true
var total = 0, sign = 1
//> total: Int = 0
//> sign: Int = 1
for t in tokenize("10 + 20 - 5") {
    switch t {
    case .number(let n): total += sign * n
    case .plus: sign = 1
    case .minus: sign = -1
    default: break
    }
}
print(total)
//> 25
let status = 404
//> status: Int = 404
let message = switch status {
case 200..<300: "ok"
case 404: "not found"
default: "error"
}
//> message: String = "not found"
print(message)
//> not found
let bigness = if total > 10 { "big" } else { "small" }
//> bigness: String = "big"
print(bigness)
//> big
