import Dispatch
import Foundation
import Testing
@testable import SrirachaLanguage

/// Natives charge steps in proportion to their work and look at the limits while they work:
/// each attack below fails with the limit, and the session comes back as it was.
@Suite struct NativeLimitsTests {
    /// A session holding a 10 MB string, two distinct 1,000,000-element arrays and a counter,
    /// then limited to 100,000 steps per statement.
    func limitedSession() -> Interpreter {
        let interpreter = Interpreter()
        _ = evaluate([
            "var kept = 1", "var big = \"\"", "big = String(repeating: \"ab\", count: 5_000_000)",
            "var other = \"\"", "other = big + \"\"",
            "var xs: [Int] = []", "xs = Array(0..<1_000_000)", "var ys: [Int] = []", "ys = xs + []",
        ], interpreter: interpreter)
        interpreter.evaluator.maxSteps = 100_000
        return interpreter
    }

    static let attacks = [
        "for i in 0..<300 { kept += 1; let x = String(repeating: \"ab\", count: 50_000_000) }",
        "kept = big.components(separatedBy: \"a\").count",
        "kept = big.split(separator: \"b\").count",
        "kept = String(big.reversed()).count",
        "kept = big.count",
        "kept = big.uppercased().count",
        "kept = big == other ? 2 : 3",
        "kept = [big: 1, other: 2].count",
        "kept = xs == ys ? 2 : 3",
        "kept = [xs: 1, ys: 2].count",
        // Sixteen keys make a hash table: hashing each walks a million elements.
        "kept = Dictionary(uniqueKeysWithValues: (0..<16).map { ([xs, [$0]], $0) }).count",
        "kept = Array(repeating: 0, count: 10_000_000).count",
        "kept = Array(0..<10_000_000).count",
        "kept = xs.sorted().count",
        "kept = xs.reversed().count",
        "kept = (xs + ys).count",
        "kept = xs.contains(-1) ? 2 : 3",
        "kept = [big, big, big].joined(separator: \",\").count",
        "kept = (big + big).count",
    ]

    @Test(arguments: attacks)
    func stepLimitStopsNatives(attack: String) {
        let interpreter = limitedSession()
        let out = evaluate(attack, in: interpreter)
        #expect(out.hasPrefix("error: step limit exceeded (100000 steps)"), "\(out.prefix(300))")
        #expect(evaluate("kept", in: interpreter) == "$R0: Int = 1\n")
    }

    @Test func emptyStringsRepeatInConstantTime() {
        #expect(evaluate(["String(repeating: \"\", count: 1_000_000_000_000).count"]) == "$R0: Int = 0\n")
    }

    @Test func timeLimitStopsARepeatedNative() {
        let interpreter = Interpreter()
        interpreter.evaluator.timeLimit = 0.3
        _ = evaluate("var n = 0", in: interpreter)
        let out = evaluate("for i in 0..<300 { n += 1; let x = String(repeating: \"ab\", count: 50_000_000) }", in: interpreter)
        #expect(out.hasPrefix("error: time limit exceeded (0.3 s)"), "\(out)")
        #expect(evaluate("n", in: interpreter) == "$R0: Int = 0\n")
    }

    @Test func interruptStopsANativeMidway() {
        let interpreter = Interpreter()
        _ = evaluate(["var n = 0", "var big = \"\"", "big = String(repeating: \"ab\", count: 20_000_000)"],
                     interpreter: interpreter)
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.3) { interpreter.interrupt() }
        let out = evaluate("while true { n += big.components(separatedBy: \"a\").count }", in: interpreter)
        #expect(out.hasPrefix("error: interrupted"), "\(out)")
        #expect(evaluate("n", in: interpreter) == "$R0: Int = 0\n")
    }

    @Test func containsOnAHugeRangeIsAnswered() {
        let out = evaluate([
            "(0...9_223_372_036_854_775_807).contains(5)", "(0...9_223_372_036_854_775_807).contains(-1)",
            "(0..<9_223_372_036_854_775_807).contains(9_223_372_036_854_775_807)",
            "(-9_223_372_036_854_775_807...9_223_372_036_854_775_807).firstIndex(of: 0)",
        ])
        #expect(out == "$R0: Bool = true\n$R1: Bool = false\n$R2: Bool = false\n$R3: Int? = 0\n")
    }

    /// The heap is measured while a loop grows it a little at a time, and before a large
    /// value is built. (The measure is the whole process's, so the limit is set relative to
    /// what the test process already uses.)
    @Test(arguments: [
        "while true { keep.append([kept, kept, kept]) }",
        "for i in 0..<1000 { keep.append(Array(repeating: i, count: 10_000_000)) }",
    ])
    func memoryLimitStopsGrowth(attack: String) {
        let interpreter = Interpreter()
        _ = evaluate(["var kept = 1", "var keep: [[Int]] = []"], interpreter: interpreter)
        interpreter.evaluator.maxMemory = Machine.heapInUse() + (100 << 20)
        let out = evaluate(attack, in: interpreter)
        #expect(out.hasPrefix("error: memory limit exceeded ("), "\(out)")
        #expect(evaluate("keep.count + kept", in: interpreter) == "$R0: Int = 1\n")
    }
}
