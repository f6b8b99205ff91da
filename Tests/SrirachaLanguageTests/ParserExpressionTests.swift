import Testing
@testable import SrirachaLanguage

@Suite struct ParserExpressionTests {
    @Test(arguments: [
        ("1 + 2 * 3", "(1 + (2 * 3))"),
        ("10 - 4 - 3", "((10 - 4) - 3)"),
        ("a = b = c", "(a = (b = c))"),
        ("x += 1 + 2", "(x += (1 + 2))"),
        ("a || b && c", "(a || (b && c))"),
        ("a && b || c", "((a && b) || c)"),
        ("a == b && c != d", "((a == b) && (c != d))"),
        ("1 < 2 && 2 < 3 || false", "(((1 < 2) && (2 < 3)) || false)"),
        ("x |> f |> g", "((x |> f) |> g)"),
        ("a ?? b ?? c", "(a ?? (b ?? c))"),
        ("f >>> g >>> h", "((f >>> g) >>> h)"),
        ("f <<< g <> h", "((f <<< g) <> h)"),
        ("x |> f >>> g", "(x |> (f >>> g))"),
        ("a ?? b |> f", "((a ?? b) |> f)"),
        ("a ?? b == c", "((a ?? b) == c)"),
        ("0..<n + 1", "(0 ..< (n + 1))"),
        ("1...5 ** x", "(1 ... (5 ** x)) !! unknown operator `**`"),
        ("c ? a : b", "(c ? a : b)"),
        ("c ? a : d ? e : f", "(c ? a : (d ? e : f))"),
        ("x = c ? 1 : 2", "(x = (c ? 1 : 2))"),
        ("a || b ? 1 : 2", "((a || b) ? 1 : 2)"),
        ("d ->> label.text", "(d ->> label.text)"),
        ("a ->> b ->> c", "(a ->> (b ->> c))"),
        ("-x * y", "((-x) * y)"),
        ("!a && b", "((!a) && b)"),
        ("-a.b", "(-a.b)"),
        ("-5", "-5"),
        ("-5.5", "-5.5"),
        ("- 5", "(-5)"),
        ("x! + 1", "(x! + 1)"),
        ("2 * (3 + 4)", "(2 * paren((3 + 4)))"),
        ("a % b * c / d", "(((a % b) * c) / d)"),
        ("n = n % 2 == 0 ? n / 2 : 3 * n + 1", "(n = (((n % 2) == 0) ? (n / 2) : ((3 * n) + 1)))"),
    ])
    func precedence(input: String, expected: String) {
        #expect(Render.expr(input) == expected)
    }

    @Test(arguments: [
        ("a - b", "(a - b)"),
        ("a-b", "(a - b)"),
        ("a -b", "(a - b)"),
        ("a!=b", "(a != b)"),
        ("a != b", "(a != b)"),
        ("x!", "x!"),
        ("x!.y", "x!.y"),
        ("x!!", "x!!"),
        ("f(x)!", "f(x)!"),
        ("a?.b", "chain(a?.b)"),
        ("a?.b.c", "chain(a?.b.c)"),
        ("a?.f()", "chain(a?.f())"),
        ("a?[0]", "chain(a?[0])"),
        ("a?.b?.c", "chain(a?.b?.c)"),
        ("a?.b + 1", "(chain(a?.b) + 1)"),
        ("a ?? b", "(a ?? b)"),
        ("a??b", "(a ?? b)"),
        ("x ? 1 : 2", "(x ? 1 : 2)"),
        ("names?.count", "chain(names?.count)"),
    ])
    func whitespaceDecidesOperatorKind(input: String, expected: String) {
        #expect(Render.expr(input) == expected)
    }

    @Test func comparisonsDoNotChain() {
        let messages = Render.messages("1 < 2 < 3")
        #expect(messages.count == 1)
        #expect(messages.first?.contains("cannot be chained") == true)
        #expect(Render.messages("1 ... 2 ..< 3").first?.contains("range operators cannot be chained") == true)
        #expect(Render.messages("a == b == c").count == 1)
        #expect(Render.messages("(a < b) < c").isEmpty)
    }

    @Test(arguments: [
        ("(+)", "(+)"),
        ("let plus = (+)", "let plus = (+)"),
        ("xs.reduce(0, +)", "xs.reduce(0, (+))"),
        ("reduce(a, b, ==)", "reduce(a, b, (==))"),
        ("xs.sorted(by: <)", "xs.sorted(by: (<))"),
        ("[+, -]", "[(+), (-)]"),
        ("(<>)", "(<>)"),
    ])
    func operatorsAsValues(input: String, expected: String) {
        #expect(Render.expr(input) == expected)
    }

    @Test(arguments: [
        ("f()", "f()"),
        ("f(1, x: 2)", "f(1, x: 2)"),
        ("f(in: 1, for: 2)", "f(in: 1, for: 2)"),
        ("a.b.c(1)(2)", "a.b.c(1)(2)"),
        ("t.0", "t.0"),
        ("t.0.1", "t.0.1"),
        ("xs[0][1]", "xs[0][1]"),
        ("self.x", "self.x"),
        (".center", ".center"),
        (".input(title: \"a\")", ".input(title: \"a\")"),
        ("Alignment.left", "Alignment.left"),
        ("()", "tuple()"),
        ("(1)", "paren(1)"),
        ("(1, \"x\")", "tuple(1, \"x\")"),
        ("(x: 1, y: 2)", "tuple(x: 1, y: 2)"),
        ("(x: 1)", "tuple(x: 1)"),
        ("[]", "[]"),
        ("[:]", "[:]"),
        ("[1, 2, 3,]", "[1, 2, 3]"),
        ("[\"a\": 1, \"b\": 2]", "[\"a\": 1, \"b\": 2]"),
        ("[[1, 2], [3]]", "[[1, 2], [3]]"),
        ("1_000_000", "1000000"),
        ("0xFF + 0b1010 + 0o17", "((255 + 10) + 15)"),
        ("1_000.5", "1000.5"),
        ("2e-3", "0.002"),
        ("1e3", "1000.0"),
        ("true != false", "(true != false)"),
        ("nil", "nil"),
        ("$R1 * 10", "($R1 * 10)"),
        ("Mod<Label>(f)", "Mod<Label>(f)"),
        ("Array<Int>()", "Array<Int>()"),
        ("Dictionary<String, [Int]>()", "Dictionary<String, [Int]>()"),
        ("Array<Array<Int>>()", "Array<Array<Int>>()"),
        ("Mod<Label>.identity", "Mod<Label>.identity"),
        ("Pair<B, A>(first: x)", "Pair<B, A>(first: x)"),
        ("[Int]()", "Array<Int>()"),
        ("[String: [Int]]()", "Dictionary<String, [Int]>()"),
        ("[x]()", "[x]()"),
        ("[Int]\n(1)", "[Int]; paren(1)"),
        ("A < B", "(A < B)"),
        ("A<B", "(A < B)"),
        ("a < b > c", "((a < b) > c) !! comparison operators cannot be chained: `>` follows another comparison"),
        ("x as Int", "{(_ value: Int) -> Int in return value}(x)"),
        ("_ = f()", "(_ = f())"),
    ])
    func primaryAndPostfix(input: String, expected: String) {
        #expect(Render.expr(input) == expected)
    }
}
