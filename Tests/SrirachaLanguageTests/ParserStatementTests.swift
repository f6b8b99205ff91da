import Testing
@testable import SrirachaLanguage

@Suite struct ParserStatementTests {
    @Test(arguments: [
        ("let x = 5", "let x = 5"),
        ("var count = 0; count += 1", "var count = 0; (count += 1)"),
        ("let x: Int? = nil", "let x: Int? = nil"),
        ("let (a, b) = (1, 2)", "let (let a, let b) = tuple(1, 2)"),
        ("var (a, _) = p", "var (var a, _) = p"),
        ("let f: (Int) -> Int = { $0 }", "let f: (Int) -> Int = {$1 $0}"),
        ("let d: [String: [Int]] = [:]", "let d: [String: [Int]] = [:]"),
        ("let nested: Int?? = 1", "let nested: Int?? = 1"),
        ("let r: Result<Int, String>? = nil", "let r: Result<Int, String>? = nil"),
        ("let a: Array<Array<Int>> = []", "let a: Array<Array<Int>> = []"),
        ("var x: Int", "var x: Int"),
        ("typealias FilterFunction = (User) -> Bool", "typealias FilterFunction = (User) -> Bool"),
        ("typealias Pair<A> = (A, A)", "typealias Pair<A> = (A, A)"),
        ("typealias F = () -> Void", "typealias F = () -> Void"),
        ("typealias G = ((String) -> Void)?", "typealias G = (String) -> Void?"),
    ])
    func variablesAndAliases(input: String, expected: String) {
        #expect(Render.expr(input) == expected)
    }

    @Test(arguments: [
        ("func f() {}", "func f() {}"),
        ("func add(_ a: Int, _ b: Int) -> Int { a + b }", "func add(_ a: Int, _ b: Int) -> Int {(a + b)}"),
        ("func greet(name: String, greeting: String = \"Hello\") -> String { greeting }",
         "func greet(name name: String, greeting greeting: String = \"Hello\") -> String {greeting}"),
        ("func sum(_ a: Int)(_ b: Int)(_ c: Int) -> Int {\n    return a + b + c\n}",
         "func sum(_ a: Int)(_ b: Int)(_ c: Int) -> Int {return ((a + b) + c)}"),
        ("func compose<A, B, C>(_ f: @escaping (A) -> B, _ g: @escaping (B) -> C) -> (A) -> C { { g(f($0)) } }",
         "func compose<A, B, C>(_ f: (A) -> B, _ g: (B) -> C) -> (A) -> C {{$1 g(f($0))}}"),
        ("func move(by dx: Int) { x += dx }", "func move(by dx: Int) {(x += dx)}"),
        ("func eq<T: Equatable>(_ a: T, _ b: T) -> Bool where T: Equatable { a == b }", "func eq<T>(_ a: T, _ b: T) -> Bool {(a == b)}"),
        ("func configure<A>(_ a: A, with f: (inout A) -> Void) -> A { a }", "func configure<A>(_ a: A, with f: (inout A) -> Void) -> A {a}"),
        ("func <> (f: Int, g: Int) -> Int { f }", "func <>(f f: Int, g g: Int) -> Int {f}"),
        ("func f(_ x: inout Int) { }", "func f(_ x: inout Int) {}"),
    ])
    func functions(input: String, expected: String) {
        #expect(Render.expr(input) == expected)
    }

    @Test(arguments: [
        ("struct Label { var text: String = \"\"; var alignment: Alignment = .natural; var lines: Int = 1 }",
         "struct Label {var text: String = \"\"; var alignment: Alignment = .natural; var lines: Int = 1}"),
        ("struct P {\n  let x: Int\n  static let origin = P(x: 0)\n  static func make() -> P { origin }\n  mutating func bump() { x += 1 }\n  init(v: Int) { x = v }\n}",
         "struct P {let x: Int; static let origin = P(x: 0); static func make() -> P {origin}; mutating func bump() {(x += 1)}; func init(v v: Int) {(x = v)}}"),
        ("struct Pair<A, B> { var first: A }", "struct Pair<A, B> {var first: A}"),
        ("enum Alignment { case natural, left, center, right }", "enum Alignment {case natural; case left; case center; case right}"),
        ("enum E {\n  case input(title: String, value: String?, onInput: (String) -> Void)\n  case none\n}",
         "enum E {case input(title: String, value: String?, onInput: (String) -> Void); case none}"),
        ("indirect enum Tree<T> { case leaf; indirect case node(Tree<T>, T, Tree<T>) }", "enum Tree<T> {case leaf; case node(Tree<T>, T, Tree<T>)}"),
        ("enum Theme { case dark; static let main = Theme.dark; func f() -> Int { 1 } }", "enum Theme {case dark; static let main = Theme.dark; func f() -> Int {1}}"),
        ("struct S: Equatable { var x: Int }", "struct S {var x: Int}"),
    ])
    func typeDeclarations(input: String, expected: String) {
        #expect(Render.expr(input) == expected)
    }

    @Test func staticAndMutatingFlags() {
        let r = Render.parse("struct P { static var count = 0; mutating func f() {}; static func g() {} }")
        guard case .structDecl(let d)? = r.statements.first?.kind else {
            Issue.record("no struct")
            return
        }
        #expect(d.staticProperties.first?.isStatic == true)
        #expect(d.properties.isEmpty)
        #expect(d.methods.map(\.isMutating) == [true, false])
        #expect(d.methods.map(\.isStatic) == [false, true])
        #expect(d.methods.first?.fullName == "f()")
    }

    @Test(arguments: [
        ("if let x = f(), x > 1 { x }", "if let x = f(), (x > 1) {x}"),
        ("if let x { x }", "if let x = x {x}"),
        ("if var x = y { x }", "if var x = y {x}"),
        ("if case .c(let v) = e { v }", "if case .c(let v) = e {v}"),
        ("if case let .c(v, _) = e { v }", "if case .c(let v, _) = e {v}"),
        ("if a { 1 } else if b { 2 } else { 3 }", "if a {1} else {if b {2} else {3}}"),
        ("guard let n else { return \"none\" }", "guard let n = n else {return \"none\"}"),
        ("guard case .input(_, let f) = items[0] else { fatalError(\"x\") }", "guard case .input(_, let f) = items[0] else {fatalError(\"x\")}"),
        ("for (i, x) in xs.enumerated() { print(i, x) }", "for (let i, let x) in xs.enumerated() {print(i, x)}"),
        ("for _ in 0..<3 { }", "for _ in (0 ..< 3) {}"),
        ("for i in 0..<3 where i != 1 { print(i) }", "for let i in (0 ..< 3) where (i != 1) {print(i)}"),
        ("while n != 1 { n -= 1 }", "while (n != 1) {(n -= 1)}"),
        ("repeat { k += 3 } while k < 10", "repeat {(k += 3)} while (k < 10)"),
        ("do {\n  let inner = 1\n  print(inner)\n}", "do {let inner = 1; print(inner)}"),
        ("func f() { return }", "func f() {return}"),
        // As in Swift, an expression on the line after `return` is its value...
        ("func f() -> Int {\n  return\n  5\n}", "func f() -> Int {return 5}"),
        // ...but a statement there is not.
        ("func f() {\n  return\n  let y = 5\n}", "func f() {return; let y = 5}"),
        ("for x in xs { if x { break } else { continue } }", "for let x in xs {if x {break} else {continue}}"),
    ])
    func controlFlow(input: String, expected: String) {
        #expect(Render.expr(input) == expected)
    }

    @Test(arguments: [
        ("switch s {\ncase .circle(let r): return r\ncase let .rect(w, h): return w * h\ncase .point: return 0\n}",
         "switch s {case .circle(let r): return r case .rect(let w, let h): return (w * h) case .point: return 0}"),
        ("switch n {\ncase 0: a\ncase 1...9: b\ncase let k where k < 0: c\ndefault: d\n}",
         "switch n {case =0: a case =(1 ... 9): b case let k where (k < 0): c default: d}"),
        ("switch p { case (true, true): 1; case (true, false), (false, true): 2; default: 3 }",
         "switch p {case (=true, =true): 1 case (=true, =false), (=false, =true): 2 default: 3}"),
        ("switch a { case .a, .b: 1\n default: 2 }", "switch a {case .a, .b: 1 default: 2}"),
        ("switch x { case .input(title: let t, _): t\ndefault: 0 }", "switch x {case .input(title: let t, _): t default: 0}"),
        ("switch x { case Alignment.center: 1\ncase Optional.none: 2\ncase Shape.circle(let r): r\ndefault: 0 }",
         "switch x {case Alignment.center: 1 case Optional.none: 2 case Shape.circle(let r): r default: 0}"),
        ("switch x { case let y?: y\ncase nil: 0 }", "switch x {case let y?: y case .none: 0}"),
        ("switch x { case -1: a\ncase \"x\": b\ncase someConst: c\ncase Int.max: d }",
         "switch x {case =-1: a case =\"x\": b case =someConst: c case Int.max: d}"),
        ("switch x { case (let a, _): a }", "switch x {case (let a, _): a}"),
        ("switch x {\ncase .a:\n  f()\n  g()\ncase .b: break\n}", "switch x {case .a: f(); g() case .b: break}"),
    ])
    func switches(input: String, expected: String) {
        #expect(Render.expr(input) == expected)
    }

    @Test(arguments: [
        ("xs\n  .map { $0 }\n  .filter { $0 }", "xs.map(| {$1 $0}).filter(| {$1 $0})"),
        ("let y = 1 +\n  2", "let y = (1 + 2)"),
        ("let y = 1\n  + 2", "let y = (1 + 2)"),
        ("let y = 1\n-2", "let y = 1; -2"),
        ("let y = x\n!b", "let y = x; (!b)"),
        ("f(1,\n  2)", "f(1, 2)"),
        ("[1,\n 2\n]", "[1, 2]"),
        ("let t = (1\n  - 2)", "let t = paren((1 - 2))"),
        ("label\n  |> .text(\"Hi\")", "(label |> .text(\"Hi\"))"),
        ("let x = 1\n(2)", "let x = 1; paren(2)"),
        ("let x = a\n[1]", "let x = a; [1]"),
        ("let x = c\n  ? 1\n  : 2", "let x = (c ? 1 : 2)"),
        ("let x = 1\r\nx +\r\n 2", "let x = 1; (x + 2)"),
        ("a; b;; c", "a; b; c"),
    ])
    func lineContinuation(input: String, expected: String) {
        #expect(Render.expr(input) == expected)
    }

    @Test func statementRangesCoverTheWholeStatement() {
        let text = "let x = 1\nfunc f() {\n  1\n}\n  xs.map { $0 }   // trailing\nprint(\"a\"); 1 / 0\n"
        let file = SourceFile(name: "t", text: text)
        let r = Parser.parse(file)
        #expect(r.diagnostics.isEmpty)
        #expect(r.statements.map { file.text(in: $0.range) } == [
            "let x = 1", "func f() {\n  1\n}", "xs.map { $0 }", "print(\"a\")", "1 / 0",
        ])
    }

    @Test func exprRangesAreTight() {
        let file = SourceFile(name: "t", text: "  foo.bar(1, 2) + -x")
        let r = Parser.parse(file)
        guard case .expression(let e)? = r.statements.first?.kind, case .binary(_, let l, let rhs, let opRange) = e.kind else {
            Issue.record("bad parse")
            return
        }
        #expect(file.text(in: e.range) == "foo.bar(1, 2) + -x")
        #expect(file.text(in: l.range) == "foo.bar(1, 2)")
        #expect(file.text(in: rhs.range) == "-x")
        #expect(file.text(in: opRange) == "+")
    }
}
