import Testing
@testable import SrirachaLanguage

/// Runtime faults are errors located at the failing node, never traps.
@Suite struct EvaluatorErrorTests {
    @Test(arguments: [
        ("let big = 9_223_372_036_854_775_807\nbig + 1", "error: arithmetic overflow in `+` @2:5\n"),
        ("let big = 9_223_372_036_854_775_807\nbig * 2", "error: arithmetic overflow in `*` @2:5\n"),
        ("let big = 9_223_372_036_854_775_807\n-big - 2", "error: arithmetic overflow in `-` @2:6\n"),
        ("var n = 9_223_372_036_854_775_807\nn += 1", "error: arithmetic overflow in `+` @2:3\n"),
        ("let zero = 0\n10 / zero", "error: division by zero @2:4\n"),
        ("let zero = 0\n10 % zero", "error: division by zero @2:4\n"),
        ("let xs = [1, 2, 3]\nxs[5]", "error: index 5 out of range for an array of 3 elements @2:1\n"),
        ("var xs = [1, 2, 3]\nxs[-1] = 0", "error: index -1 out of range for an array of 3 elements @2:1\n"),
        ("let maybe: Int? = nil\nmaybe! + 1", "error: unexpectedly found nil while unwrapping an optional @2:6\n"),
        ("assert(1 > 2, \"math\")", "error: assertion failed: math @1:1\n"),
        ("func f(_ n: Int) -> Int {\n    fatalError(\"stop\")\n}\nf(1)", "error: fatal error: stop @2:5\n"),
        ("let r = 5\n(r...1).count", "error: cannot form the range `5...1`: its upper bound is less than its lower bound @2:3\n"),
    ])
    func faultsAreErrorsAtTheFailingNode(source: String, expected: String) {
        let out = evaluate([source])
        #expect(out.hasSuffix(expected))
    }

    @Test func errorsInsideFunctionsPointIntoTheFunction() {
        let out = evaluate(["func divide(_ a: Int, _ b: Int) -> Int {\n    a / b\n}", "divide(1, 0)"])
        #expect(out.hasSuffix("error: division by zero @2:7\n"))
    }

    @Test func nativeFailuresGetTheCallsLocation() {
        let out = evaluate(["var xs: [Int] = []\nxs.removeLast()"])
        #expect(out.hasSuffix("error: cannot remove the last element of an empty array @2:1\n"))
    }
}
