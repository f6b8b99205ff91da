import Testing
import SrirachaSession

/// What a transcript cannot show: an entry of several lines typed (or pasted) at the prompt,
/// and a whole program given to `runFile`.
@Suite struct DeclarationOrderTests {
    @Test func aPastedEntrySeesAllItsDeclarations() {
        let entry = "func ping(_ n: Int) -> Int { n == 0 ? 0 : pong(n - 1) }\n"
            + "func pong(_ n: Int) -> Int { n == 0 ? 1 : ping(n - 1) }\n"
            + "ping(5)\n"
        #expect(transcript([entry]) == "ping: (Int) -> Int\npong: (Int) -> Int\n$R0: Int = 1\n")
    }

    @Test func laterEntriesAreNotSeen() {
        let out = transcript(["func a() -> Int { b() }", "func b() -> Int { 1 }", "a()"])
        #expect(out.contains("cannot find `b` in scope"))
        #expect(out.contains("cannot find `a` in scope"))
    }

    @Test func aSwiftProgramSeesAllItsDeclarations() {
        let session = Session()
        var out = ""
        let program = "print(twice(Box(n: 4)))\nfunc twice(_ b: Box) -> Int { b.n * 2 }\nstruct Box { var n: Int }\n"
        let status = session.runFile(program, fileName: "main.swift") { chunk in
            switch chunk {
            case .text(let t), .error(let t): out += t
            }
        }
        #expect(status == .ok)
        #expect(out == "twice: (Box) -> Int\n8\n")
    }

    @Test func theSameTextAsATranscriptKeepsTheSessionOrder() {
        let session = Session()
        var out = ""
        let status = session.runFile("print(f())\nfunc f() -> Int { 1 }\n", fileName: "notes.sri") { chunk in
            switch chunk {
            case .text(let t), .error(let t): out += t
            }
        }
        #expect(status == .failed)
        #expect(out.contains("cannot find `f` in scope"))
    }
}
