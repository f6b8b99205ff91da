import Testing
@testable import SrirachaLanguage

@Suite struct ParserClosureTests {
    func closure(_ text: String) -> ClosureExpr? {
        let result = Render.parse(text)
        guard let stmt = result.statements.first else { return nil }
        var expr: Expr?
        switch stmt.kind {
        case .expression(let e): expr = e
        case .variable(let v): expr = v.initializer
        default: return nil
        }
        if case .closure(let c)? = expr?.kind { return c }
        return nil
    }

    @Test func sourceTextIsTheExactSlice() {
        #expect(closure("{ $0 + 1 }")?.sourceText == "{ $0 + 1 }")
        #expect(closure("let f = {  x  in\n  x * 2 }")?.sourceText == "{  x  in\n  x * 2 }")
        #expect(closure("let f = { profile.name = $0 }")?.sourceText == "{ profile.name = $0 }")
        // Inside an interpolation, the slice still comes from the file.
        let r = Render.parse("\"\\({ $0 }(1))\"")
        #expect(r.diagnostics.isEmpty)
    }

    @Test func dollarCountCountsOnlyDirectUses() {
        #expect(closure("{ $0 + 1 }")?.dollarCount == 1)
        #expect(closure("{ $0 + $1 }")?.dollarCount == 2)
        #expect(closure("{ $2 }")?.dollarCount == 3)
        #expect(closure("{ 1 }")?.dollarCount == 0)
        #expect(closure("{ xs.map { $3 } }")?.dollarCount == 0)
        #expect(closure("{ $0.map { $1 } }")?.dollarCount == 1)
        #expect(closure("{ \"\\($1)\" }")?.dollarCount == 2)
    }

    @Test(arguments: [
        ("{ x in x + 1 }", "{(_ x) in (x + 1)}"),
        ("{ a, b in a + b }", "{(_ a, _ b) in (a + b)}"),
        ("{ _ in 0 }", "{(_ _) in 0}"),
        ("{ (a: Int, b: Int) -> Int in a + b }", "{(_ a: Int, _ b: Int) -> Int in (a + b)}"),
        ("{ (x) in x }", "{(_ x) in x}"),
        ("{ () -> Int in 1 }", "{() -> Int in 1}"),
        ("{ $0 }", "{$1 $0}"),
        ("{ }", "{}"),
        ("{ x in\n  let y = x * 2\n  return y\n}", "{(_ x) in let y = (x * 2); return y}"),
        ("{ g(f($0)) }", "{$1 g(f($0))}"),
        ("{ { $0 } }", "{{$1 $0}}"),
        ("{ (x: Int) in x } == { (x: Int) in x }", "({(_ x: Int) in x} == {(_ x: Int) in x})"),
    ])
    func closureForms(input: String, expected: String) {
        #expect(Render.expr(input) == expected)
    }

    @Test(arguments: [
        ("xs.map { $0 * 2 }", "xs.map(| {$1 ($0 * 2)})"),
        ("f(1) { $0 }", "f(1, | {$1 $0})"),
        ("f() { $0 }", "f(| {$1 $0})"),
        ("xs.reduce(0) { acc, x in acc + x }", "xs.reduce(0, | {(_ acc, _ x) in (acc + x)})"),
        ("f { 1 } g: { 2 } h: { 3 }", "f(| {1}, g: {2}, h: {3})"),
        ("f(x) { 1 }\n  onFail: { 2 }", "f(x, | {1}, onFail: {2})"),
        ("Mod<Label> { $0.text = \"x\" }", "Mod<Label>(| {$1 ($0.text = \"x\")})"),
        ("Mod { $0 }", "Mod(| {$1 $0})"),
        (".init { 1 }", ".init(| {1})"),
        ("xs.first!.map { 1 }", "xs.first!.map(| {1})"),
        ("xs\n  .map { $0 + 1 }\n  .filter { $0 > 2 }", "xs.map(| {$1 ($0 + 1)}).filter(| {$1 ($0 > 2)})"),
        ("f\n{ 1 }", "f; {1}"),
    ])
    func trailingClosures(input: String, expected: String) {
        #expect(Render.expr(input) == expected)
    }

    @Test(arguments: [
        ("if x == y { 1 }", "if (x == y) {1}"),
        ("if xs.isEmpty { 1 } else { 2 }", "if xs.isEmpty {1} else {2}"),
        ("while x < y { x += 1 }", "while (x < y) {(x += 1)}"),
        ("for x in xs { print(x) }", "for let x in xs {print(x)}"),
        ("for x in xs.filter({ $0 > 1 }) { print(x) }", "for let x in xs.filter({$1 ($0 > 1)}) {print(x)}"),
        ("switch x { default: break }", "switch x {default: break}"),
        ("guard let v = f() else { return }", "guard let v = f() else {return}"),
        ("if f(xs.map { $0 }) { 1 }", "if f(xs.map(| {$1 $0})) {1}"),
        ("if [1].contains(where: { $0 > 0 }) { 1 }", "if [1].contains(where: {$1 ($0 > 0)}) {1}"),
    ])
    func noTrailingClosuresInConditions(input: String, expected: String) {
        #expect(Render.expr(input) == expected)
    }
}
