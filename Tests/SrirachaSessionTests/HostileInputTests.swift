import Testing
import SrirachaSession

/// Whatever a student types, the session answers with diagnostics and keeps its state.
@Suite struct HostileInputTests {
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
    ]

    @Test(arguments: inputs.indices)
    func answersWithoutCrashingAndKeepsState(index: Int) {
        let session = Session()
        _ = runOne(session, "let keep = 41")
        _ = runOne(session, Self.inputs[index])
        #expect(runOne(session, "keep + 1").1 == "$R0: Int = 42\n")
    }

    @Test func deepRecursionIsAnErrorNotACrash() {
        let (status, out) = runOne(Session(), "func down(_ n: Int) -> Int { n == 0 ? 0 : 1 + down(n - 1) }\ndown(10_000_000)")
        #expect(status == .failed)
        #expect(out.contains("stack depth exceeded"))
    }

    @Test func moderateRecursionWorks() {
        let out = runOne(Session(), "func down(_ n: Int) -> Int { n == 0 ? 0 : 1 + down(n - 1) }\ndown(10_000)").1
        #expect(out.hasSuffix("$R0: Int = 10000\n"))
    }
}
