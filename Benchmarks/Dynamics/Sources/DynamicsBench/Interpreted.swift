import Dispatch
import SrirachaLanguage

/// Sriracha's engine driven by interpreted Sriracha closures: the shapes are built by Sriracha
/// code in a fresh session with tracing off, then `for i in … { s.value = i }` runs the updates
/// inside one statement (so parsing and checking are not counted).
enum InterpretedBench {
    static let engine = "Sriracha engine (interpreted closures)"

    static func session() -> Interpreter {
        let interpreter = Interpreter()
        interpreter.evaluator.dynamics.traceMode = .off
        return interpreter
    }

    static func run(_ interpreter: Interpreter, _ code: String) {
        let ok = interpreter.execute(SourceFile(name: "bench.sri", text: code)) { event in
            if case .failed(let d) = event { print(d.render()) }
        }
        precondition(ok, "benchmark code failed:\n\(code)")
    }

    /// Median seconds per update over `reps` statements of `perStatement` updates each.
    static func row(_ shape: String, _ interpreter: Interpreter, perStatement: Int, reps: Int) -> Row {
        var next = 1_000_000
        let t = median(reps) { _ in
            let from = next
            next += perStatement
            run(interpreter, "for i in \(from)..<\(next) { s.value = i }")
        } / Double(perStatement)
        let s = interpreter.evaluator.dynamics.lastSummary
        return Row(shape: shape, engine: engine, recomputes: grouped(s.recomputed), bindings: grouped(s.bindings),
                   time: formatTime(t))
    }

    static func s1() -> Row {
        let i = session()
        run(i, """
            let s = Dynamic(0)
            var last = s
            for _ in 0..<100_000 { last = last.map { $0 + 1 } }
            var out = 0
            last ->> out
            """)
        return row("S1 chain of 100,000 maps → 1 binding", i, perStatement: 3, reps: 7)
    }

    static func s2() -> Row {
        let i = session()
        run(i, """
            let s = Dynamic(0)
            var outs = Array(repeating: 0, count: 10_000)
            for k in 0..<10_000 { s.map { $0 + k } ->> outs[k] }
            """)
        return row("S2 fan-out: 10,000 maps, each bound", i, perStatement: 5, reps: 11)
    }

    static func series(_ k: Int, shape: String) -> Row {
        let i = session()
        run(i, """
            let s = Dynamic(0)
            var top = s
            for _ in 0..<\(k) {
                let l = top.map { $0 + 1 }
                let r = top.map { $0 - 1 }
                top = reduce(l, r) { ($0 + $1) / 2 }
            }
            var out = 0
            top ->> out
            """)
        return row(shape, i, perStatement: 20, reps: 11)
    }

    static func s4() -> Row {
        let i = session()
        run(i, """
            let s = Dynamic(0)
            var outs = Array(repeating: 0, count: 1_000)
            for k in 0..<1_000 {
                let l = s.map { $0 + 1 }
                let r = s.map { $0 - 1 }
                reduce(l, r) { ($0 + $1) / 2 } ->> outs[k]
            }
            """)
        return row("S4 1,000 diamonds side by side, each bound", i, perStatement: 20, reps: 11)
    }

    static func s5() -> Row {
        let i = session()
        run(i, """
            let s = Dynamic(0)
            var last = s.map { _ in 0 }
            for _ in 1..<100_000 { last = last.map { $0 + 1 } }
            var out = 0
            last ->> out
            """)
        return row("S5 cutoff: 100,000 chain, first node constant", i, perStatement: 1_000, reps: 11)
    }
}
