import Testing
@testable import SrirachaLanguage

@Suite struct ParserRecoveryTests {
    /// Each diagnostic as `line:column message`.
    func located(_ text: String) -> [String] {
        let file = SourceFile(name: "t", text: text)
        return Parser.parse(file).diagnostics.map {
            let loc = file.location(of: $0.range.start)
            return "\(loc.line):\(loc.column) \($0.message)"
        }
    }

    @Test func severalErrorsAreReportedAndGoodStatementsKept() {
        let text = "let = 5\nlet ok = 1\nlet x = (1 + 2\nok + 1\nfunc (a: Int) {}\n1 +\nlet y = 2\n[1, 2,, 3]\n"
        let r = Render.parse(text)
        #expect(located(text) == [
            "1:5 expected a name after `let`",
            "3:15 expected `)` to close `(`",
            "5:6 expected a function name after `func`",
            "6:4 expected expression after `+`",
            "8:7 expected expression before `,`",
        ])
        let rendered = r.statements.map(Render.stmt)
        #expect(rendered.contains("let ok = 1"))
        #expect(rendered.contains("(ok + 1)"))
        #expect(rendered.contains("let y = 2"))
        #expect(rendered.contains("[1, 2, 3]"))
    }

    @Test(arguments: [
        ("f(a b)", ["1:5 expected `,` or `)` in an argument list, found `b`"]),
        ("let x = 5 6", ["1:11 consecutive statements on a line must be separated by `;`"]),
        (")))", ["1:1 expected expression, found `)`"]),
        ("}", ["1:1 unexpected `}`"]),
        ("let x = ", ["1:8 expected expression after `=`"]),
        ("x = = 3", ["1:5 expected expression before `=`"]),
        ("if x { 1 ", ["1:9 expected `}` to close `{`"]),
        ("func f() {\n  1\n", ["2:4 expected `}` to close `{`"]),
        ("f(1, 2", ["1:7 expected `)` to close `(`"]),
        ("[1, 2", ["1:6 expected `]` to close `[`"]),
        ("struct S { 5 }", ["1:12 expected a declaration inside `S`, found `5`"]),
        ("if x > 1 print(x)", ["1:10 expected `{` after the `if` condition"]),
        ("guard x { }", ["1:9 expected `else` after the `guard` condition"]),
        ("for x xs { }", ["1:7 expected `in` after the pattern of `for`"]),
        ("a ? b", ["1:6 expected `:` after the `?` branch of a conditional expression"]),
        ("x.", ["1:3 expected a member name after `.`"]),
        ("switch x { foo }", ["1:12 expected `case` or `default` in a `switch`, found `foo`"]),
        ("switch x { case 1: }", ["1:12 a `case` must contain at least one statement"]),
        ("defer print(1)", ["1:7 expected `{` after `defer`"]),
        ("case .a: 1", ["1:1 `case` can only appear inside a `switch`"]),
        ("let a = 1, 2", ["1:12 expected a name after `let`"]),
        ("var x: Int { set { } }", ["1:12 a property with `set` also needs `get`"]),
        ("a $ b", ["1:3 expected a number after `$`, as in `$0`"]),
        ("let é = 1 # 2", ["1:11 unexpected character `#`"]),
        ("\\", ["1:1 a key path needs at least one property, as in `\\Label.text` or `\\.text`"]),
        ("\\.text[0]", ["1:7 subscripts in key paths are not supported"]),
        ("12abc", ["1:1 `a` is not a valid digit in the number `12abc`"]),
        ("/* a /* b */", ["1:1 unterminated block comment"]),
        ("~~x", ["1:1 unknown prefix operator `~~`"]),
        ("xs.map { $0 } {", ["1:16 expected `}` to close the closure"]),
        ("let x = { (a: Int) -> Int a }", ["1:27 expected `in` after the closure's parameters"]),
        ("1 < 2 < 3", ["1:7 comparison operators cannot be chained: `<` follows another comparison"]),
        ("@", ["1:1 unexpected character `@`"]),
        ("func f(x Int) {}", ["1:9 expected `:` between the parameter `x` and its type"]),
        ("func f(x) {}", ["1:9 expected `:` and a type after the parameter `x`"]),
        ("let x: = 5", ["1:8 expected a type, found `=`"]),
        ("print(\"a\" \"b\")", ["1:11 expected `,` or `)` in an argument list, found string literal"]),
        ("xs.map { x in $0 }", ["1:8 `$0`, `$1`, … cannot be used in a closure that names its parameters"]),
    ])
    func messagesAndLocations(input: String, expected: [String]) {
        #expect(located(input) == expected)
    }

    func unsupportedDeclarationsPointAtTheKeyword(keyword: String) {
        let text = "\(keyword) Foo {\n  func f() {}\n}\nlet after = 1"
        let r = Render.parse(text)
        #expect(located(text) == ["1:1 `\(keyword)` is not supported yet"])
        #expect(r.statements.map(Render.stmt).last == "let after = 1")
    }

    @Test func operatorDeclarationsParseAndTakeEffect() {
        let text = "infix operator <> : AdditionPrecedence\nprecedencegroup P {\n  associativity: left\n  lowerThan: Nope\n}\nlet ok = 1"
        #expect(located(text) == ["4:14 unknown precedence group `Nope`"])
        #expect(Render.parse(text).statements.map(Render.stmt).last == "let ok = 1")
        let declared = Render.parse("precedencegroup Low { associativity: left; lowerThan: AdditionPrecedence }\ninfix operator |>> : Low\na |>> b + c")
        #expect(declared.statements.map(Render.stmt).last == "(a |>> (b + c))")
    }

    @Test func imports() {
        #expect(Render.parse("import Widgets\nimport \"lib/a.sri\"\nimport struct Widgets.Label").statements.map(Render.stmt)
                == ["import Widgets", "import \"lib/a.sri\"", "import Widgets"])
        #expect(located("import \"\\(x).sri\"") == ["1:8 the path of an `import` cannot use interpolation"])
    }

    @Test func errorsInsideBlocksDoNotLoseTheRest() {
        let text = "func f() {\n  let = 1\n  return 2\n}\nf()"
        #expect(located(text) == ["2:7 expected a name after `let`"])
        #expect(Render.parse(text).statements.map(Render.stmt) == ["func f() {<error stmt>; return 2}", "f()"])
    }

    @Test func everyDiagnosticHasAFileAndAStage() {
        for d in Render.parse("let = \"x\n1 +\n@").diagnostics {
            #expect(d.file != nil)
            #expect(d.stage == .parser || d.stage == .lexer)
        }
    }
}
