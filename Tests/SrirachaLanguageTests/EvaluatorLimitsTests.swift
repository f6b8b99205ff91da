import Dispatch
import Foundation
import Testing
@testable import SrirachaLanguage

/// Depth, step, time limits, interruption, and atomic statements.
@Suite struct EvaluatorLimitsTests {
    static let down = "func down(_ n: Int) -> Int { n == 0 ? 0 : 1 + down(n - 1) }"

    @Test func moderateRecursionWorksAndDeepRecursionFailsCleanly() {
        let interpreter = Interpreter()
        _ = evaluate(["let keep = 41", Self.down], interpreter: interpreter)
        #expect(evaluate("down(10_000)", in: interpreter) == "$R0: Int = 10000\n")
        #expect(evaluate("down(10_000_000)", in: interpreter).hasPrefix("error: stack depth exceeded"))
        #expect(evaluate("keep + down(3)", in: interpreter) == "$R1: Int = 44\n")
    }

    @Test func deepRecursionThroughNativesFailsCleanly() {
        let out = evaluate(["func deep(_ n: Int) -> Int { [n].map { deep($0 + 1) }[0] }", "deep(0)"])
        #expect(out.contains("error: stack depth exceeded"))
    }

    @Test func stepLimit() {
        let interpreter = Interpreter()
        interpreter.evaluator.maxSteps = 1000
        let out = evaluate(["var n = 0", "while true { n += 1 }", "n"], interpreter: interpreter)
        #expect(out.contains("error: step limit exceeded (1000 steps)"))
        // The failed statement changed nothing.
        #expect(out.hasSuffix("$R0: Int = 0\n"))
        #expect(evaluate("for _ in 0..<999 { }", in: interpreter) == "")
    }

    /// Calls between functions of `Int`s (the unboxed call path) count steps like every call.
    @Test func stepLimitOnIntCalls() {
        let interpreter = Interpreter()
        interpreter.evaluator.maxSteps = 1000
        let out = evaluate(["func grow(_ n: Int) -> Int { n == 0 ? 1 : grow(n - 1) + grow(n - 1) }", "grow(30)",
                            "grow(3)"], interpreter: interpreter)
        #expect(out.contains("error: step limit exceeded (1000 steps)"))
        #expect(out.hasSuffix("$R0: Int = 8\n"))
    }

    /// Ctrl-C stops a recursion on the unboxed call path too.
    @Test func interruptStopsIntRecursion() {
        let interpreter = Interpreter()
        _ = evaluate(["func grow(_ n: Int) -> Int { n == 0 ? 1 : grow(n - 1) + grow(n - 1) }"], interpreter: interpreter)
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.2) { interpreter.interrupt() }
        let out = evaluate("grow(80)", in: interpreter)
        #expect(out.hasPrefix("error: interrupted"))
        #expect(evaluate("grow(2)", in: interpreter) == "$R0: Int = 4\n")
    }

    @Test func timeLimit() {
        let interpreter = Interpreter()
        interpreter.evaluator.timeLimit = 0.2
        _ = evaluate("var n = 0", in: interpreter)
        let out = evaluate(["while true { n += 1 }"], interpreter: interpreter)
        #expect(out.contains("error: time limit exceeded (0.2 s)"))
        // The session came back, as it was.
        #expect(evaluate("n", in: interpreter) == "$R0: Int = 0\n")
    }

    /// Ctrl-C stops an endless loop and keeps the bindings (the latency is measured by
    /// `Scripts/interrupt-latency`, not asserted here: the machine is shared).
    @Test func interruptFromAnotherThreadStopsAndKeepsBindings() {
        let interpreter = Interpreter()
        _ = evaluate(["var kept = 1", "func spin() { while true { kept += 1 } }"], interpreter: interpreter)
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.2) { interpreter.interrupt() }
        let out = evaluate("spin()", in: interpreter)
        #expect(out.hasPrefix("error: interrupted"))
        #expect(evaluate("kept", in: interpreter) == "$R0: Int = 1\n")
    }

    @Test func aFailedStatementChangesNothing() {
        let interpreter = Interpreter()
        _ = evaluate(["var g = 1", "var xs = [1]", "let zero = 0",
                      "func touch() -> Int { g = 10; xs.append(2); return 1 / zero }"], interpreter: interpreter)
        #expect(evaluate("touch()", in: interpreter).hasPrefix("error: division by zero"))
        #expect(evaluate("let lost = { g = 20; return 1 / zero }()", in: interpreter).hasPrefix("error: division by zero"))
        #expect(evaluate("g", in: interpreter) == "$R0: Int = 1\n")
        #expect(evaluate("xs", in: interpreter) == "$R1: [Int] = [1]\n")
        #expect(evaluate("lost", in: interpreter).contains("cannot find `lost` in scope"))
    }

    /// Captured variables and instances written before a failure are put back, also when the
    /// statement made thousands of cells and instances of its own meanwhile, and the saved values
    /// are dropped once a statement ends.
    @Test func aFailedStatementPutsBackCapturedVariablesAndInstances() {
        let interpreter = Interpreter()
        _ = evaluate(["class Cell { var n = 0 }", "let kept = Cell()",
                      "func makeCounter() -> () -> Int { var c = 0; return { c += 1; return c } }",
                      "let counter = makeCounter()",
                      "func churn() { for i in 0..<10_000 { var x = i; let f = { x += 1 }; f(); let o = Cell(); "
                        + "o.n = i; kept.n = i; let _ = counter() }; let z = 0; print(1 / z) }"], interpreter: interpreter)
        let out = evaluate("churn()", in: interpreter)
        #expect(out.contains("division by zero"))
        #expect(evaluate("kept.n", in: interpreter) == "$R0: Int = 0\n")
        #expect(evaluate("counter()", in: interpreter) == "$R1: Int = 1\n")
        let machine = interpreter.evaluator.program.machine
        #expect(machine.cellJournal.isEmpty && machine.instanceJournal.isEmpty && machine.journal.isEmpty)
    }

    @Test func veryDeepValuesAreFreedWithoutCrashing() {
        var interpreter: Interpreter? = Interpreter()
        let out = evaluate([
            "indirect enum List { case empty; case node(Int, List) }",
            "var list = List.empty",
            "for i in 0..<200_000 { list = .node(i, list) }",
            "let copy = list",
            "list = .empty",
            "print(\"freed\")",
        ], interpreter: interpreter!)
        #expect(out.hasSuffix("freed\n"))
        interpreter = nil
    }

    /// Updates inside arrays, dictionaries and structs happen in place (a copy per update would
    /// make these loops quadratic; `Scripts/bench` measures it).
    @Test func inPlaceUpdatesDoNotCopy() {
        let out = evaluate([
            "var xs = Array(repeating: 0, count: 40_000)",
            "for i in 0..<40_000 { xs[i] = i }",
            "var s = \"\"", "for _ in 0..<40_000 { s += \"x\" }",
            "var d = [\"k\": [Int]()]", "for i in 0..<40_000 { d[\"k\"]!.append(i) }",
            "struct Bag { var items: [Int] = []; mutating func add(_ x: Int) { items.append(x) } }",
            "var b = Bag()", "for i in 0..<40_000 { b.add(i) }",
            "xs[39_999] + s.count + d[\"k\"]!.count + b.items.count",
        ])
        #expect(out.hasSuffix("$R0: Int = 159999\n"))
    }

    @Test func manyStatementsInOneSession() {
        let interpreter = Interpreter()
        for i in 0..<2000 { _ = evaluate("let v\(i) = \(i) + 1", in: interpreter) }
        #expect(evaluate("v1999", in: interpreter) == "$R0: Int = 2000\n")
    }
}

/// A date set on one thread and read on another.
final class LockedDate: @unchecked Sendable {
    private let lock = NSLock()
    private var date: Date?
    func set(_ d: Date) { lock.lock(); date = d; lock.unlock() }
    func get() -> Date? { lock.lock(); defer { lock.unlock() }; return date }
}
