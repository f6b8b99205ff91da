import Dispatch
import Testing
@testable import SrirachaLanguage

/// The checker's own limits: a work budget, a type-size limit, and Ctrl-C and `--timeout`
/// reaching it as they reach the evaluator.
@Suite struct CheckerLimitsTests {
    /// Nested overloaded calls: each `uncurry`/`curry` has several arities to try.
    static let tangled = "let t = " + String(repeating: "uncurry(curry(", count: 20) + "+"
        + String(repeating: "))", count: 20)

    @Test func tooMuchWorkIsOneErrorAndTheSessionGoesOn() {
        let interpreter = Interpreter()
        _ = evaluate("let keep = 1", in: interpreter)
        let out = evaluate(Self.tangled, in: interpreter)
        #expect(out.hasPrefix("error: this expression is too complex to type-check"))
        #expect(out.components(separatedBy: "error:").count == 2)
        #expect(evaluate("keep + 1", in: interpreter) == "$R0: Int = 2\n")
    }

    @Test func aTypeThatDoublesAtEveryCallIsRefused() {
        let interpreter = Interpreter()
        _ = evaluate("func pair<T>(_ x: T) -> (T, T) { (x, x) }", in: interpreter)
        let call = String(repeating: "pair(", count: 40) + "1" + String(repeating: ")", count: 40)
        let out = evaluate("let p = " + call, in: interpreter)
        #expect(out.hasPrefix("error: the type of this expression is too large"))
        // `:type` goes through the same checker.
        let file = SourceFile(name: "<test>", text: call)
        guard case .failure(let list) = interpreter.typeOf(file) else {
            Issue.record("`:type` accepted a type of a trillion parts")
            return
        }
        #expect(list.diagnostics.first?.message.hasPrefix("the type of this expression is too large") == true)
    }

    @Test func ctrlCStopsTheChecker() {
        let interpreter = Interpreter()
        interpreter.checker.workLimit = .max
        _ = evaluate("let keep = 1", in: interpreter)
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.2) { interpreter.interrupt() }
        let out = evaluate(Self.tangled, in: interpreter)
        #expect(out.hasPrefix("error: interrupted"))
        // The interrupt was for that statement only.
        #expect(evaluate("keep + 1", in: interpreter) == "$R0: Int = 2\n")
    }

    @Test func theTimeLimitCoversChecking() {
        let interpreter = Interpreter()
        interpreter.checker.workLimit = .max
        interpreter.evaluator.timeLimit = 0.2
        let out = evaluate(Self.tangled, in: interpreter)
        #expect(out.hasPrefix("error: time limit exceeded (0.2 s) while checking types"))
        #expect(evaluate("1 + 1", in: interpreter) == "$R0: Int = 2\n")
    }
}
