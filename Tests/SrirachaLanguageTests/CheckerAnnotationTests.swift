import Foundation
import Testing
@testable import SrirachaLanguage

/// The annotations the evaluator relies on (the checker → evaluator contract).
@Suite struct CheckerAnnotationTests {
    let h = CheckerHarness()

    @Test func intLiteralUsedAsDoubleIsRewritten() throws {
        let e = try #require(h.lastExpr("let half: Double = 1"))
        guard case .doubleLiteral(1.0) = e.kind else { Issue.record("not rewritten: \(e.kind)"); return }
        #expect(e.type == .double)
        let sum = try #require(h.lastExpr("1 + 2.5"))
        guard case .binary(_, let l, _, _) = sum.kind, case .doubleLiteral = l.kind else {
            Issue.record("left operand not rewritten")
            return
        }
    }

    @Test func promotions() throws {
        #expect(try #require(h.lastExpr("let x: Int? = 5")).promotions == 1)
        #expect(try #require(h.lastExpr("let y: Int?? = 5")).promotions == 2)
        #expect(try #require(h.lastExpr("let z: Int? = nil")).promotions == 0)
        let eq = try #require(h.lastExpr("let m: Int? = 1\nm == 3"))
        guard case .binary(_, let l, let r, _) = eq.kind else { Issue.record("not binary"); return }
        #expect(l.promotions == 0 && r.promotions == 1)
        let f = try #require(h.checkedStatements("func f() -> Int? { return 5 }").last)
        guard case .function(let decl) = f.kind, case .returnStmt(let value?) = decl.body[0].kind else {
            Issue.record("unexpected shape")
            return
        }
        #expect(value.promotions == 1)
        #expect(decl.resolvedType?.description == "() -> Int?")
    }

    @Test func callsOfDeclarationsHaveMappingsAndChoices() throws {
        h.run("struct P { var x: Int; var y: Int = 0; var z: Int }")
        let call = try #require(h.lastExpr("P(z: 3, x: 1)") ?? h.lastExpr("P(x: 1, z: 3)"))
        guard case .call(let callee, _, _) = call.kind else { Issue.record("not a call"); return }
        #expect(callee.chosen is StructDecl)
        #expect(call.argumentMapping == [0, nil, 1])

        h.run("func greet(name: String, greeting: String = \"Hi\") -> String { greeting + name }")
        let g = try #require(h.lastExpr("greet(name: \"A\")"))
        guard case .call(let gc, _, _) = g.kind else { Issue.record("not a call"); return }
        #expect((gc.chosen as? FuncDecl)?.name == "greet")
        #expect(g.argumentMapping == [0, nil])

        let p = try #require(h.lastExpr("print(1)"))
        guard case .call(let pc, _, _) = p.kind else { Issue.record("not a call"); return }
        #expect((pc.chosen as? NativeFunction)?.name == "print")

        let r = try #require(h.lastExpr("[1, 2].reduce(0) { $0 + $1 }"))
        #expect(r.argumentMapping == [0, 1])
    }

    @Test func membersAndCases() throws {
        h.run("struct P { var x: Int; var y: Int }\nenum Align { case left, center }\nlet p = P(x: 1, y: 2)")
        let y = try #require(h.lastExpr("p.y"))
        #expect(y.memberIndex == 1 && y.chosen == nil)
        let t = try #require(h.lastExpr("(a: 1, b: \"x\").b"))
        #expect(t.memberIndex == 1)
        let c = try #require(h.lastExpr("let a: Align = .center"))
        #expect(c.implicitOwner == "Align")
        #expect((c.chosen as? EnumCaseRef)?.index == 1)
        let q = try #require(h.lastExpr("Align.left"))
        #expect((q.chosen as? EnumCaseRef)?.index == 0)
        let count = try #require(h.lastExpr("[1].count"))
        #expect((count.chosen as? NativeFunction)?.name == "count")
        let funcRef = try #require(h.lastExpr("let f = id"))
        #expect((funcRef.chosen as? FuncDecl)?.name == "id")
    }

    @Test func bareFieldsInMethodsBecomeSelfMembers() throws {
        let s = try #require(h.checkedStatements("struct C { var n: Int; mutating func inc() { n += 1 }; func twice() -> Int { double(n) }; func double(_ k: Int) -> Int { k * 2 } }").last)
        guard case .structDecl(let d) = s.kind else { Issue.record("not a struct"); return }
        guard case .expression(let e) = d.methods[0].body[0].kind, case .assign(_, let target, _) = e.kind,
              case .member(let base, "n", _) = target.kind, case .identifier("self") = base.kind else {
            Issue.record("field not rewritten")
            return
        }
        #expect(target.memberIndex == 0)
        guard case .expression(let call) = d.methods[1].body[0].kind, case .call(let callee, let args, _) = call.kind,
              case .member(let b2, "double", _) = callee.kind, case .identifier("self") = b2.kind else {
            Issue.record("method not rewritten")
            return
        }
        #expect((callee.chosen as? FuncDecl)?.name == "double")
        #expect(args[0].value.memberIndex == 0)
    }

    @Test func patternsParametersAndFunctions() throws {
        let s = try #require(h.checkedStatements("func f(_ x: Int?) -> Int { if case .some(let v) = x { return v }; return 0 }").last)
        guard case .function(let d) = s.kind, case .ifStmt(let conds, _, _) = d.body[0].kind,
              case .casePattern(let p, _) = conds[0] else { Issue.record("unexpected shape"); return }
        #expect((p.chosen as? EnumCaseRef)?.decl.name == "Optional")
        #expect(p.type?.description == "Int?")
        #expect(d.clauses[0][0].resolvedType?.description == "Int?")
        #expect(d.resolvedType?.description == "(Int?) -> Int")
        let c = try #require(h.lastExpr("let g = { (a: Int, b) in a + b }"))
        guard case .closure(let closure) = c.kind else { Issue.record("not a closure"); return }
        #expect(closure.parameters?[1].resolvedType == .int)
    }

    @Test func closureTakingATupleApartIsRewritten() throws {
        let e = try #require(h.lastExpr("[\"a\": 1].map { k, v in k.count + v }"))
        guard case .call(_, let args, _) = e.kind, case .closure(let c) = args[0].value.kind else {
            Issue.record("unexpected shape")
            return
        }
        #expect(c.parameters?.count == 1)
        #expect(c.parameters?[0].resolvedType?.description == "(key: String, value: Int)")
        guard c.body.count == 2, case .variable(let d) = c.body[0].kind, case .returnStmt = c.body[1].kind else {
            Issue.record("body not rewritten")
            return
        }
        #expect(d.pattern.type?.description == "(key: String, value: Int)")
    }

    @Test func emptyCollectionOfWrittenTypeBecomesLiteral() throws {
        let e = try #require(h.lastExpr("let xs = [Int]()"))
        guard case .array(let els) = e.kind else { Issue.record("not rewritten: \(e.kind)"); return }
        #expect(els.isEmpty && e.type?.description == "[Int]")
    }

    @Test func checkDoesNotChangeTheSessionUntilCommit() throws {
        let file = SourceFile(name: "<t>", text: "let uncommitted = 1")
        let stmt = try #require(Parser.parse(file).statements.first)
        let checked = try h.checker.check(stmt, in: file)
        #expect(checked.bindings.map(\.name) == ["uncommitted"])
        #expect(h.errors("uncommitted").first == "error: cannot find `uncommitted` in scope")
        h.checker.commit(checked)
        #expect(h.last("uncommitted") == "Int")
    }

    @Test func redeclarationShadowsAndOverloads() {
        #expect(h.run("let x = 5\nlet x = \"s\"\nx") == ["x: Int", "x: String", "String"])
        h.run("func f(_ a: Int) -> Int { a }\nfunc f(label a: Int) -> String { \"\" }")
        #expect(h.run("f(1)\nf(label: 1)") == ["Int", "String"])
        h.run("func f(_ a: Int) -> Bool { true }")
        #expect(h.last("f(1)") == "Bool")
    }

    /// Every expression of every statement that checks has a type (transcripts as corpus).
    @Test func everyExpressionOfACheckedStatementHasAType() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Transcripts")
        let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".sri") } ?? []
        #expect(!files.isEmpty)
        for name in files {
            let text = try String(contentsOf: root.appendingPathComponent(name), encoding: .utf8)
            let fresh = CheckerHarness()
            for stmt in fresh.checkedStatements(text) {
                var missing: [String] = []
                TreeWalker(expr: { e in if e.type == nil { missing.append("\(e.kind)".prefix(60).description) } },
                           pattern: { p in if p.type == nil { missing.append("pattern \(p.kind)") } }).walk(stmt)
                #expect(missing.isEmpty, "\(name): \(missing)")
            }
        }
    }
}

extension CheckerAnnotationTests {
    @Test func bareStaticNamesInStaticMethodsNameTheType() throws {
        let s = try #require(h.checkedStatements("""
        struct Config { var size: Int; static let base = 3
            static func small() -> Config { Config(size: base) }
            static func two() -> [Config] { [small(), small()] } }
        """).last)
        guard case .structDecl(let d) = s.kind, case .expression(let e) = d.methods[0].body[0].kind,
              case .call(_, let args, _) = e.kind, case .member(let base, "base", _) = args[0].value.kind,
              case .identifier("Config") = base.kind else {
            Issue.record("static property not rewritten")
            return
        }
        #expect(args[0].value.chosen is VarDecl)
        guard case .expression(let arr) = d.methods[1].body[0].kind, case .array(let items) = arr.kind,
              case .call(let callee, _, _) = items[0].kind, case .member(let b2, "small", _) = callee.kind,
              case .identifier("Config") = b2.kind else {
            Issue.record("static method not rewritten")
            return
        }
        #expect((callee.chosen as? FuncDecl)?.name == "small")
    }
}
