import Testing
@testable import SrirachaLanguage

@Suite struct ParserPatternTests {
    /// The pattern of `switch x { case PATTERN: 0 }`.
    func casePattern(_ text: String) -> String {
        let r = Render.parse("switch x { case \(text): 0 }")
        guard r.diagnostics.isEmpty, case .switchStmt(_, let cases)? = r.statements.first?.kind else {
            return "!! " + r.diagnostics.map(\.message).joined(separator: " | ")
        }
        return cases.first.map { $0.patterns.map(Render.pattern).joined(separator: ", ") } ?? ""
    }

    @Test(arguments: [
        ("_", "_"),
        ("let x", "let x"),
        ("var x", "var x"),
        ("let (a, b)", "(let a, let b)"),
        ("(let a, _)", "(let a, _)"),
        ("(x: let a, y: _)", "(x: let a, y: _)"),
        ("case_", "=case_"),
        (".a", ".a"),
        (".a, .b", ".a, .b"),
        (".c(let a, _)", ".c(let a, _)"),
        ("let .c(a, _)", ".c(let a, _)"),
        ("var .c(a)", ".c(var a)"),
        (".input(title: let t, _, _)", ".input(title: let t, _, _)"),
        (".some(let x)", ".some(let x)"),
        (".some(.some(let x))", ".some(.some(let x))"),
        ("Alignment.center", "Alignment.center"),
        ("Optional.some(let v)", "Optional.some(let v)"),
        ("let x?", "let x?"),
        (".some(let x?)", ".some(let x?)"),
        ("nil", ".none"),
        ("1", "=1"),
        ("\"x\"", "=\"x\""),
        ("1...5", "=(1 ... 5)"),
        ("0..<10", "=(0 ..< 10)"),
        ("-1", "=-1"),
        ("someConst", "=someConst"),
        ("(true, false), (false, true)", "(=true, =false), (=false, =true)"),
        ("(1, let y)", "(=1, let y)"),
        ("(.a, .b(let v))", "(.a, .b(let v))"),
        ("Color.red.rawValue", "=Color.red.rawValue"),
    ])
    func patterns(input: String, expected: String) {
        #expect(casePattern(input) == expected)
    }

    @Test func patternErrors() {
        #expect(casePattern("let let x").contains("cannot appear inside another"))
        #expect(Render.messages("let 5 = x") == ["expected a name after `let`"])
        #expect(Render.messages("let (a, 5) = x") == ["expected a name, found `5`"])
    }

    @Test func typedDeclarationPatternKeepsTheAnnotation() {
        guard case .variable(let v)? = Render.parse("let x: Int = 1").statements.first?.kind else {
            Issue.record("no variable")
            return
        }
        #expect(v.simpleName == "x")
        #expect(v.typeAnnotation.map(Render.type) == "Int")
    }
}
