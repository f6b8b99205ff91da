import Testing
@testable import SrirachaLanguage

/// Evaluation through the interpreter (parser, checker, evaluator), checked by what it prints.
@Suite struct EvaluatorTests {
    @Test func bindingsAndResults() {
        #expect(evaluate(["let x = 5", "var s = \"hi\"", "x + 1", "$R0 * 10"])
            == "x: Int = 5\ns: String = \"hi\"\n$R0: Int = 6\n$R1: Int = 60\n")
    }

    @Test func shadowingMakesANewVariableAndOldClosuresKeepTheOldOne() {
        let out = evaluate(["let x = 5", "let f = { x }", "let x = \"s\"", "f()", "x"])
        #expect(out.hasSuffix("$R0: Int = 5\n$R1: String = \"s\"\n"))
    }

    @Test func arithmeticAndPrecedence() {
        #expect(evaluate(["1 + 2 * 3", "17 / 5", "17 % 5", "-7 / 2", "2.5 * 4", "7.0 / 2"])
            == "$R0: Int = 7\n$R1: Int = 3\n$R2: Int = 2\n$R3: Int = -3\n$R4: Double = 10.0\n$R5: Double = 3.5\n")
        #expect(evaluate(["1.0 / 0"]) == "$R0: Double = inf\n")
        #expect(evaluate(["\"con\" + \"cat\"", "[1, 2] + [3]"]) == "$R0: String = \"concat\"\n$R1: [Int] = [1, 2, 3]\n")
    }

    @Test func shortCircuitAndCoalescingAreLazy() {
        let out = evaluate([
            "var calls = 0",
            "func touch() -> Bool { calls += 1; return true }",
            "false && touch()", "true || touch()",
            "let n: Int? = 3", "n ?? { calls += 10; return 0 }()",
            "calls",
        ])
        #expect(out.hasSuffix("$R3: Int = 0\n"))
    }

    @Test func closuresCaptureVariablesByReference() {
        let out = evaluate([
            "func makeCounter() -> () -> Int {\n    var n = 0\n    return {\n        n += 1\n        return n\n    }\n}",
            "let next = makeCounter()", "let other = makeCounter()",
            "next()", "next()", "other()",
        ])
        #expect(out.hasSuffix("$R0: Int = 1\n$R1: Int = 2\n$R2: Int = 1\n"))
        let globals = evaluate(["var clicks = 0", "let click = { clicks += 1 }", "click(); click()", "clicks"])
        #expect(globals.hasSuffix("$R0: Int = 2\n"))
    }

    @Test func closuresInLoopsCaptureEachIteration() {
        let out = evaluate([
            "var fs: [() -> Int] = []",
            "for i in 0..<3 { fs.append({ i * 10 }) }",
            "fs.map { $0() }",
        ])
        #expect(out.hasSuffix("$R0: [Int] = [0, 10, 20]\n"))
    }

    @Test func nestedFunctionsRecurseAndCaptureBoxes() {
        let out = evaluate([
            """
            func outer(_ n: Int) -> Int {
                var total = 0
                func add(_ k: Int) { total += k }
                func go(_ i: Int) { if i > 0 { add(i); go(i - 1) } }
                go(n)
                return total
            }
            """,
            "outer(10)",
        ])
        #expect(out.hasSuffix("$R0: Int = 55\n"))
    }

    @Test func curriedFunctionsAndPartialApplicationsPrintWhatTheyCaptured() {
        let out = evaluate([
            "func sum(_ a: Int)(_ b: Int)(_ c: Int) -> Int { a + b + c }",
            "let s = sum(1)(2)", "s(3)", "sum(1)(2)(3)",
            "func greet(name: String) -> (String) -> String { { g in g + \", \" + name } }",
            "greet(name: \"Ada\")",
        ])
        #expect(out.contains("s: (Int) -> Int = sum(1)(2)\n"))
        #expect(out.contains("$R0: Int = 6\n$R1: Int = 6\n"))
        #expect(out.hasSuffix("$R2: (String) -> String = greet(name: \"Ada\")\n"))
    }

    @Test func fullyAppliedCurriedFunctionsEvaluateArgumentsInOrder() {
        let out = evaluate([
            "var log: [Int] = []",
            "func note(_ x: Int) -> Int { log.append(x); return x }",
            "func sum(_ a: Int)(_ b: Int)(_ c: Int) -> Int { a * 100 + b * 10 + c }",
            "sum(note(1))(note(2))(note(3))", "log",
        ])
        #expect(out.hasSuffix("$R0: Int = 123\n$R1: [Int] = [1, 2, 3]\n"))
    }

    @Test func compositionAndPipes() {
        let out = evaluate([
            "let inc = { (x: Int) in x + 1 }", "let double = { (x: Int) in x * 2 }",
            "let f = inc >>> double", "f(3)", "(inc <<< double)(3)", "(inc <> double)(3)",
            "3 |> inc |> double", "[3, 1, 2].sorted(by: <)", "[1, 2, 3].reduce(0, +)",
        ])
        #expect(out.contains("f: (Int) -> Int = inc >>> double\n"))
        #expect(out.hasSuffix("$R0: Int = 8\n$R1: Int = 7\n$R2: Int = 8\n$R3: Int = 8\n$R4: [Int] = [1, 2, 3]\n$R5: Int = 6\n"))
    }

    @Test func labelsAndDefaultsAreEvaluatedPerCall() {
        let out = evaluate([
            "var n = 0",
            "func next() -> Int { n += 1; return n }",
            "func f(a: Int = next(), b: Int = 10) -> Int { a * 100 + b }",
            "f()", "f(b: 5)", "f(a: 7)",
        ])
        #expect(out.hasSuffix("$R0: Int = 110\n$R1: Int = 205\n$R2: Int = 710\n"))
    }

    @Test func recursion() {
        let out = evaluate(["func fib(_ n: Int) -> Int { n < 2 ? n : fib(n - 1) + fib(n - 2) }", "fib(20)"])
        #expect(out.hasSuffix("$R0: Int = 6765\n"))
    }
}
