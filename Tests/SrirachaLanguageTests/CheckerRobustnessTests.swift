import Foundation
import Testing
@testable import SrirachaLanguage

/// The checker never crashes, whatever tree it is given: error nodes, hostile input, deep nesting.
@Suite struct CheckerRobustnessTests {
    static let inputs: [String] = ParserHostileInputTests.inputs + [
        "let x = ", "x.", "f(", "let = 5", "struct { }", "enum E { case }", "func (", "switch { }",
        "for in [] { }", "if let { }", "let a: = 1", "[1, 2", "{ x in", "1 +", ".", "..<", "\\", "#",
        "func f<T>(_ x: T) -> T { x }; f<Int>(1)", "let t = (1, 2).5", "let s = S.nothing.more",
        "enum R { case a(R) }; let r: R = .a(.a(.a", "struct S { var s: S }", "typealias A = A",
        "typealias L = [L]", "let f = { $0($0) }", "func g() { g(g) }", "let v = nil!", "let w = [nil]",
        "let (a, b) = 1", "var q: Int; q.x = 1", "let k = [1: 2][3]!.y", "print(print)",
        "func h(_ x: inout Int) { x += 1 }", "enum O { case a; func f() { self = .a } }",
        String(repeating: "(", count: 200) + "1" + String(repeating: ")", count: 200),
        String(repeating: "[", count: 200) + "1" + String(repeating: "]", count: 200),
        String(repeating: "{ ", count: 120) + "1" + String(repeating: " }", count: 120),
        "let z = " + String(repeating: "Optional(", count: 100) + "1" + String(repeating: ")", count: 100),
        String(repeating: "1 + ", count: 250) + "1",
        "[" + String(repeating: "1, ", count: 20_000) + "1]",
        "func w(_ t: (" + Array(repeating: "Bool", count: 40).joined(separator: ", ") + ")) { switch t { "
            + (0..<40).map { i in "case (" + (0..<40).map { $0 == i ? "true" : "_" }.joined(separator: ", ") + "): break" }
                .joined(separator: "; ") + " } }",
        "func id1(_ x: Int) -> Int { x }\n" + String(repeating: "id1(", count: 250) + "1" + String(repeating: ")", count: 250),
        "let deep = " + String(repeating: "{ ", count: 250) + "1" + String(repeating: " }", count: 250),
        "let deep2 = " + String(repeating: "[", count: 250) + "1" + String(repeating: "]", count: 250),
        "let deep3 = " + String(repeating: "curry(", count: 250) + "+" + String(repeating: ")", count: 250),
        "let deep4 = 1" + String(repeating: " ?? 1", count: 250),
        "let deep5 = " + String(repeating: "(1, ", count: 250) + "1" + String(repeating: ")", count: 250),
        String(repeating: "abs(", count: 60) + "-1" + String(repeating: ")", count: 60),
        String(repeating: "curry(", count: 12) + "{ (a: Int, b: Int) in a }" + String(repeating: ")", count: 12),
        "let id0 = { (x: Int) in x }\n" + (1...200).map { "let id\($0) = id\($0 - 1)" }.joined(separator: "\n"),
    ]

    @Test(arguments: inputs.indices)
    func checksWithoutCrashing(index: Int) {
        let text = Self.inputs[index]
        let checker = TypeChecker()
        let file = SourceFile(name: "hostile.sri", text: text)
        let statements = Parser.parse(file).statements
        for stmt in statements {
            do {
                checker.commit(try checker.check(stmt, in: file))
            } catch let d as Diagnostic {
                #expect(d.range.start >= 0 && d.range.end <= file.utf8.count)
            } catch let list as DiagnosticList {
                for d in list.diagnostics { #expect(d.range.start >= 0 && d.range.end <= file.utf8.count) }
            } catch {
                Issue.record("unexpected error \(error)")
            }
        }
        if let e = Parser.parseExpression(file).0 { _ = try? checker.typeOf(e, in: file) }
    }

    @Test func errorNodesDoNotCascade() {
        // A parse error inside a statement leaves an `.error` node; checking the rest adds nothing.
        let file = SourceFile(name: "t", text: "let x = 1 + )")
        let parsed = Parser.parse(file)
        #expect(!parsed.diagnostics.isEmpty)
        let checker = TypeChecker()
        for stmt in parsed.statements {
            do { _ = try checker.check(stmt, in: file) } catch { Issue.record("cascaded: \(error)") }
        }
    }
}
