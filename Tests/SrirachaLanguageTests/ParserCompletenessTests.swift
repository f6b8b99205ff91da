import Testing
@testable import SrirachaLanguage

@Suite struct ParserCompletenessTests {
    @Test(arguments: [
        "func f() {", "let x = (1,", "[1, 2", "f(", "xs.map {", "1 +", "x ==", "a &&", "let y =",
        "\"\"\"", "\"\"\"\nabc", "/* comment", "/* a /* b */", "c ?", "x |>", "\"abc", "\"a \\(", "func f() -> ",
        "if x {\n  if y {\n  }", "struct S {\n  var x: Int\n",
    ])
    func incomplete(text: String) {
        #expect(!Parser.isComplete(text))
    }

    @Test(arguments: [
        "", "   ", "1 + 2", "let x = 5", ")))", "}", "x!", "x?", "f()", "\"abc\"", "\"\"\"\nabc\n\"\"\"",
        "/* done */", "// comment", "func f() {\n}", "let s = \"abc\nlet t = 1", "(]", "xs.map { $0 }",
        "-x", "@", "a ? b : c",
    ])
    func complete(text: String) {
        #expect(Parser.isComplete(text))
    }
}

@Suite struct ParserSignatureTests {
    @Test(arguments: [
        ("Int", [], "Int"),
        ("(String) -> Int?", [], "(String) -> Int?"),
        ("<A>(A) -> Void", ["A"], "(A) -> Void"),
        ("<U>((Element) -> U) -> [U]", ["U"], "((Element) -> U) -> [U]"),
        ("((inout A) -> Void) -> A", [], "((inout A) -> Void) -> A"),
        ("<K, V>([K: V]) -> [(K, V)]", ["K", "V"], "([K: V]) -> [(K, V)]"),
        ("() -> Element?", [], "() -> Element?"),
        ("(Int, Int) -> (Int) -> Int", [], "(Int, Int) -> (Int) -> Int"),
        ("(_ separator: String) -> String", [], "(String) -> String"),
        ("<T>(Result<T, String>) -> T?", ["T"], "(Result<T, String>) -> T?"),
        ("(Array<Array<Int>>) -> Int", [], "(Array<Array<Int>>) -> Int"),
        ("(by: (Element, Element) -> Bool) -> [Element]", [], "((Element, Element) -> Bool) -> [Element]"),
        ("<A, B>(A, B) -> (A, B)", ["A", "B"], "(A, B) -> (A, B)"),
        ("(Int) -> (x: Int, y: Int)", [], "(Int) -> (x: Int, y: Int)"),
        ("(@escaping (A) -> B) -> Void", [], "((A) -> B) -> Void"),
    ])
    func signatures(text: String, generics: [String], type: String) {
        let parsed = Parser.parseSignature(text)
        #expect(parsed?.generics == generics)
        #expect(parsed.map { Render.type($0.type) } == type)
    }

    @Test func functionTypeShapes() {
        guard let (_, t) = Parser.parseSignature("<U>((Element) -> U) -> [U]"),
              case .function(let params, let result) = t.kind else {
            Issue.record("not a function type")
            return
        }
        #expect(params.count == 1)
        if case .function(let inner, _) = params[0].kind { #expect(inner.count == 1) } else { Issue.record("param not a function") }
        if case .array = result.kind {} else { Issue.record("result not an array") }
        if case .tuple(let es)? = Parser.parseSignature("()")?.type.kind { #expect(es.isEmpty) } else { Issue.record("() not a tuple") }
        if case .inoutType? = Parser.parseSignature("(inout Int) -> Void").flatMap({ t -> TypeSyntaxKind? in
            if case .function(let ps, _) = t.type.kind { return ps.first?.kind }
            return nil
        }) {} else { Issue.record("no inout") }
    }

    @Test(arguments: ["", "(", "Int Int", "<A(A)", "-> Int", "[Int", "(Int) ->", "Int)"])
    func invalidSignaturesAreNil(text: String) {
        #expect(Parser.parseSignature(text) == nil)
    }

    @Test func parseExpressionForTypeCommand() {
        let (e, d) = Parser.parseExpression(SourceFile(name: "<repl>", text: "[1, 2].map { $0 * 2 }"))
        #expect(d.isEmpty)
        #expect(e.map(Render.expr) == "[1, 2].map(| {$1 ($0 * 2)})")
        let (bad, diags) = Parser.parseExpression(SourceFile(name: "<repl>", text: "1 + 2 3"))
        #expect(bad != nil)
        #expect(diags.map(\.message) == ["unexpected `3` after the expression"])
        #expect(Parser.parseExpression(SourceFile(name: "<repl>", text: "  ")).1.count == 1)
        #expect(Parser.parseExpression(SourceFile(name: "<repl>", text: "curry")).1.isEmpty)
    }
}
