import Foundation
import Testing
@testable import SrirachaLanguage

/// Hostile input never crashes or hangs the parser; it yields located diagnostics.
@Suite struct ParserHostileInputTests {
    static let inputs: [String] = [
        "\"",
        "\"unterminated",
        "\"\"\"",
        "/* never closed",
        String(repeating: "(", count: 10_000),
        String(repeating: "[", count: 5_000) + String(repeating: "]", count: 5_000),
        String(repeating: "{", count: 5_000),
        String(repeating: "-", count: 5_000) + "1",
        String(decoding: (0..<2_000).map { UInt8(truncatingIfNeeded: $0 &* 7919 &+ 13) }, as: UTF8.self),
        "let x = 1\r\nx +\r\n",
        "99999999999999999999999",
        "0x",
        "\u{0}\u{1}\u{2}",
        String(repeating: "a", count: 1_000_000),
        "func f() -> Int { f() }\nf()",
        "let f = { (x: Int) in x }; f(f)",
        ")))",
        "}",
        // More of the same spirit.
        String(repeating: "{(", count: 5_000),
        String(repeating: "\"\\(", count: 2_000),
        String(repeating: "! ", count: 5_000) + "x",
        String(repeating: "1 + ", count: 50_000) + "1",
        String(repeating: "a.", count: 50_000) + "b",
        String(repeating: "f()", count: 50_000),
        String(repeating: "if x { ", count: 3_000),
        String(repeating: "Array<", count: 3_000),
        String(repeating: "let x: [", count: 3_000),
        String(repeating: "case ", count: 3_000),
        String(repeating: "x ? ", count: 3_000),
        String(repeating: "struct S { ", count: 3_000),
        String(repeating: "func f(", count: 3_000),
        String(repeating: "\"\"\"\n", count: 1_001),
        String(repeating: "/*", count: 10_000) + String(repeating: "*/", count: 9_999),
        "let s = \"\\u{FFFFFFFF} \\q \\(\"",
        String(repeating: "(((((((((((((((((((( 1 ))))))))))))))))))))\n", count: 2_000),
        String(repeating: "{ $0 }", count: 20_000),
        String(repeating: "x = ", count: 20_000) + "1",
        String(repeating: "-x", count: 20_000),
        String(repeating: "\n", count: 100_000),
        "`" + String(repeating: "a", count: 1000),
        String(repeating: "$", count: 1000) + "$99999999999999999999999999",
        String(repeating: "é", count: 1000) + "🙂🙂🙂 = 1",
    ]

    @Test(arguments: inputs.indices)
    func parsesWithoutCrashing(index: Int) {
        let text = Self.inputs[index]
        let file = SourceFile(name: "hostile.sri", text: text)
        let result = Parser.parse(file)
        _ = Parser.isComplete(text)
        _ = Parser.parseExpression(file)
        for d in result.diagnostics {
            #expect(d.range.start >= 0 && d.range.end <= file.utf8.count)
            #expect(d.file != nil)
            _ = d.render()
        }
    }

    @Test func validHostileInputsHaveNoDiagnostics() {
        #expect(Render.messages("let x = 1\r\nx +\r\n2").isEmpty)
        #expect(Render.messages(String(repeating: "a", count: 1_000_000)).isEmpty)
        #expect(Render.messages(String(repeating: "(", count: 200) + "1" + String(repeating: ")", count: 200)).isEmpty)
    }

    @Test func deepNestingIsReportedOnce() {
        let messages = Render.messages(String(repeating: "(", count: 10_000))
        #expect(messages.contains("expression nested too deeply (more than 256 levels)"))
        #expect(messages.count <= 3)
        let braces = Render.messages(String(repeating: "{", count: 5_000))
        #expect(braces.contains("expression nested too deeply (more than 256 levels)"))
    }

    @Test func overflowIsADiagnostic() {
        #expect(Render.messages("99999999999999999999999") == ["integer literal `99999999999999999999999` overflows `Int`"])
        #expect(Render.messages("-9223372036854775808").isEmpty)
        #expect(Render.messages("9223372036854775808") == ["integer literal `9223372036854775808` overflows `Int`"])
        #expect(Render.expr("-9223372036854775808") == "-9223372036854775808")
        #expect(Render.messages("0x") == ["expected hexadecimal digits after `0x`"])
    }
}

/// Control characters from a source line never reach the terminal raw: ESC and BEL show as
/// symbols, one character each, so the caret stays under the right place.
@Test func diagnosticsShowControlCharactersAsSymbols() {
    let file = SourceFile(name: "t\u{1B}.sri", text: "let x = \u{1B}[31m\u{07} + 1")
    let rendered = Parser.parse(file).diagnostics.map { $0.render() }.joined()
    #expect(!rendered.isEmpty)
    #expect(!rendered.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    #expect(rendered.contains("let x = \u{241B}[31m\u{2407} + 1"))
    #expect(rendered.contains("--> t\u{241B}.sri:1:"))
}
