import Testing
import SrirachaSession

/// A program run without result lines (what `sriracha run main.swift` does) lets go of what
/// an expression statement gives at once, as a compiled Swift program does; with result lines
/// (a transcript, a program piped into `sriracha`) it is kept as `$R0`, as the Swift REPL does.
@Suite struct ProgramResultTests {
    private func run(_ program: String, fileName: String, resultLines: Bool = false) -> String {
        var options = Session.Options()
        options.resultLines = resultLines
        let session = Session(options: options)
        var out = ""
        _ = session.runFile(program, fileName: fileName) { chunk in
            switch chunk {
            case .text(let t), .error(let t): out += t
            }
        }
        return out
    }

    private let program = """
        class T { let n: Int; init(_ n: Int) { self.n = n }; deinit { print("deinit", n) } }
        var list = [T(1), T(2)]
        list.removeFirst()
        print("after removeFirst")
        func make() -> T { T(3) }
        make()
        print("end")

        """

    @Test func aProgramsDiscardedInstanceGoesAtOnce() {
        let lines = run(program, fileName: "main.swift").split(separator: "\n").map(String.init)
        let printed = lines.filter { $0.hasPrefix("deinit") || $0.hasPrefix("after") || $0 == "end" }
        #expect(printed == ["deinit 1", "after removeFirst", "deinit 3", "end"])
    }

    @Test func aProgramWithResultLinesKeepsTheResult() {
        let out = run(program, fileName: "main.swift", resultLines: true)
        #expect(out.contains("$R0: T"))
        #expect(!out.contains("deinit 1"))
    }

    @Test func aTranscriptKeepsTheResult() {
        let out = run(program, fileName: "notes.sri", resultLines: true)
        #expect(out.contains("$R0: T"))
        #expect(!out.contains("deinit 1"))
    }
}
