import Testing
@testable import SrirachaLanguage

@Suite struct ParserStringTests {
    @Test(arguments: [
        (#""abc""#, #""abc""#),
        (#""a \(b) c""#, #""a \(b) c""#),
        (#""\(a)\(b)""#, #""\(a)\(b)""#),
        (#""x = \(f(1, (2 + 3)))""#, #""x = \(f(1, paren((2 + 3))))""#),
        (#""outer \("inner \(x)") done""#, #""outer \("inner \(x)") done""#),
        (#""\(value ?? "empty")""#, #""\((value ?? "empty"))""#),
        (#""tab\tquote\" backslash\\ nl\n""#, #""tab\tquote\" backslash\\ nl\n""#),
        (#""\u{1F336}\u{41}""#, "\"🌶A\""),
        (#""\0\r\'""#, "\"\u{0}\r'\""),
        ("\"é 🙂\"", "\"é 🙂\""),
        (#""\(isOn ? "on" : "off")""#, #""\((isOn ? "on" : "off"))""#),
        (#""\(xs.map { $0 + 1 })""#, #""\(xs.map(| {$1 ($0 + 1)}))""#),
    ])
    func literals(input: String, expected: String) {
        #expect(Render.expr(input) == expected)
    }

    func string(_ source: String) -> String? {
        guard case .expression(let e)? = Render.parse(source).statements.first?.kind else { return nil }
        if case .stringLiteral(let s) = e.kind { return s }
        return nil
    }

    @Test func multiLineStringsStripTheClosingIndentation() {
        #expect(string("\"\"\"\n    first line\n      indented\n    last line\n    \"\"\"") == "first line\n  indented\nlast line")
        #expect(string("\"\"\"\nabc\n\"\"\"") == "abc")
        #expect(string("\"\"\"\n\"\"\"") == "")
        #expect(string("\"\"\"\n  a\n\n  b\n  \"\"\"") == "a\n\nb")
        #expect(string("\"\"\"\r\n  a\r\n  b\r\n  \"\"\"") == "a\nb")
        #expect(string("\"\"\"\n  a \\\n  b\n  \"\"\"") == "a b")
        #expect(string("\"\"\"\n  say \"hi\"\n  \"\"\"") == "say \"hi\"")
        #expect(Render.expr("\"\"\"\n  x = \\(1 + 2)\n  \"\"\"") == "\"x = \\((1 + 2))\"")
    }

    @Test func badStringsAreDiagnosedAndLocated() {
        let file = SourceFile(name: "t", text: "let s = \"abc\nlet t = 1")
        let r = Parser.parse(file)
        #expect(r.diagnostics.map(\.message) == ["unterminated string literal"])
        #expect(r.diagnostics.first?.range.start == 8)
        #expect(r.statements.count == 2)

        #expect(Render.messages(#""\q""#) == [#"invalid escape sequence `\q` in string literal"#])
        #expect(Render.messages(#""\u{110000}""#) == [#"invalid unicode scalar in `\u{…}`"#])
        #expect(Render.messages(#""\u41""#).count == 1)
        #expect(Render.messages(#""\()""#) == [#"expected an expression inside `\( )`"#])
        #expect(Render.messages(#""\(1 2)""#).count == 1)
        #expect(Render.messages("\"\"\"\n  a\n b\n  \"\"\"").first?.contains("indented less") == true)
        #expect(Render.messages("\"\"\"abc\n\"\"\"").first?.contains("must start on a new line") == true)
        #expect(Render.messages("\"\"\"\n  abc \"\"\"").first?.contains("on a line of its own") == true)
        #expect(Render.messages("\"\"\"\n  abc").first == "unterminated multi-line string literal")
        #expect(Render.messages("\"a \\(b\"").first == "unterminated string literal")
    }
}

@Suite struct LexerTests {
    @Test(arguments: [
        ("let é = 1", "let é = 1"),
        ("let 名前 = 2", "let 名前 = 2"),
        ("let 🌶 = 3", "let 🌶 = 3"),
        ("let x1_y = 4", "let x1_y = 4"),
        ("let `default` = 5", "let default = 5"),
        ("a /* one /* two */ still */ + b", "(a + b)"),
        ("a // comment\n+ b", "(a + b)"),
        ("//> x: Int = 5\n//! error\n//@ skip\nx", "x"),
        ("\u{FEFF}x", "x"),
        ("x\u{00A0}+\u{00A0}y", "(x + y)"),
        ("f(x)/* c */\n.g()", "f(x).g()"),
        ("a/*\n*/-b", "a; (-b)"),
    ])
    func tokens(input: String, expected: String) {
        #expect(Render.expr(input) == expected)
    }

    @Test func invalidCharactersAreReportedOncePerRun() {
        let file = SourceFile(name: "t", text: "let x = 1 \u{0}\u{1}\u{2}\nlet y = 2")
        let r = Parser.parse(file)
        #expect(r.diagnostics.map(\.message) == ["unexpected characters `U+0000U+0001U+0002`"])
        #expect(r.diagnostics.first?.range == SourceRange(10, 13))
        #expect(r.statements.map(Render.stmt) == ["let x = 1", "let y = 2"])
    }
}
