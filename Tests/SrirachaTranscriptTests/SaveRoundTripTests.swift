import Foundation
import Testing
@testable import SrirachaTranscript
@testable import SrirachaSession

/// `:save FILE` writes the session as a transcript that `sriracha test` passes unchanged, with
/// the real language session.
@Suite
struct SaveRoundTripTests {
    static let entries = [
        "let x = 5", "x + 1", "  :type x", "print(\"hi\"); 1 / 0", "func twice(_ n: Int) -> Int {\n    n * 2\n}",
        "twice(x)", ":t twice", ":nonsense", ":reset", "x", "let a = 1\nlet b = 2",
    ]

    @Test func savedSessionPassesUnchanged() throws {
        let scratch = Scratch()
        let session = Session(capabilities: .writeFiles)
        for entry in SaveRoundTripTests.entries { session.run(entry) { _ in } }
        var said: [Session.Output] = []
        let path = scratch.root + "/saved.sri"
        #expect(session.run(":save \(path)") { said.append($0) } == .ok)
        // After `:reset`: `x` failed and is left out, `a` and `b` are two groups.
        #expect(said == [.text("Saved 2 entries to \(path).\n")])
        let saved = scratch.read("saved.sri")
        #expect(saved == "let a = 1\n//> a: Int = 1\nlet b = 2\n//> b: Int = 2\n")
        let result = runTest([path], runner: { SessionRunner() })
        #expect(result.code == 0, "\(result.out)\n\(saved)")
    }

    @Test func savedSessionBeforeAResetPassesUnchanged() throws {
        let scratch = Scratch()
        let session = Session(capabilities: .writeFiles)
        for entry in SaveRoundTripTests.entries.prefix(8) { session.run(entry) { _ in } }
        let path = scratch.root + "/saved.sri"
        #expect(session.run(":save \(path)") { _ in } == .ok)
        let saved = scratch.read("saved.sri")
        #expect(saved.hasPrefix("let x = 5\n//> x: Int = 5\nx + 1\n//> $R0: Int = 6\n:type x\n//> x: Int\n"))
        // The failed entries (`1 / 0`, `:nonsense`) are not in the file.
        #expect(!saved.contains("1 / 0") && !saved.contains("nonsense") && !saved.contains("//!"))
        let result = runTest([path], runner: { SessionRunner() })
        #expect(result.code == 0, "\(result.out)\n\(saved)")
        // An update finds nothing to change.
        let update = runTest([path], update: true, runner: { SessionRunner() })
        #expect(update.code == 0)
        #expect(scratch.read("saved.sri") == saved)
    }

    @Test func anEntryWhoseFunctionsCallEachOtherIsSavedToRunTogether() throws {
        let scratch = Scratch()
        let session = Session(capabilities: .writeFiles)
        session.run("let start = 3") { _ in }
        // Pasted as one entry; the blank line between the functions is not kept.
        session.run("func isEven(_ n: Int) -> Bool { n == 0 ? true : isOdd(n - 1) }\n\n"
            + "func isOdd(_ n: Int) -> Bool { n == 0 ? false : isEven(n - 1) }\nisEven(start)") { _ in }
        // Statements that do not need each other stay groups of their own.
        session.run("let a = 1\nlet b = 2") { _ in }
        let path = scratch.root + "/entry.sri"
        #expect(session.run(":save \(path)") { _ in } == .ok)
        let saved = scratch.read("entry.sri")
        #expect(saved == "let start = 3\n//> start: Int = 3\n//@ entry\n"
            + "func isEven(_ n: Int) -> Bool { n == 0 ? true : isOdd(n - 1) }\n"
            + "func isOdd(_ n: Int) -> Bool { n == 0 ? false : isEven(n - 1) }\nisEven(start)\n"
            + "//> isEven: (Int) -> Bool\n//> isOdd: (Int) -> Bool\n//> $R0: Bool = false\n"
            + "let a = 1\n//> a: Int = 1\nlet b = 2\n//> b: Int = 2\n")
        let result = runTest([path], runner: { SessionRunner() })
        #expect(result.code == 0, "\(result.out)\n\(saved)")
        // `sriracha run` replays it too.
        var errors = ""
        let status = Session().runFile(saved, fileName: "entry.sri") { if case .error(let e) = $0 { errors += e } }
        #expect(status == .ok, "\(errors)")
    }

    @Test func savingRunsNothingAgain() throws {
        let scratch = Scratch()
        let session = Session(capabilities: .writeFiles)
        session.run("var n = 0") { _ in }
        session.run("n += 1; print(n)") { _ in }
        let path = scratch.root + "/once.sri"
        #expect(session.run(":save \(path)") { _ in } == .ok)
        // What the session printed, not what a replay would print; the variable moved on once.
        session.run("n") { _ in }
        #expect(scratch.read("once.sri") == "var n = 0\n//> n: Int = 0\nn += 1; print(n)\n//> 1\n")
    }

    @Test func recordThenTestPasses() throws {
        let scratch = Scratch()
        let path = scratch.write("r.sri", SaveRoundTripTests.entries.map { $0.trimmingCharacters(in: .whitespaces) }
            .joined(separator: "\n") + "\n")
        let recorded = try TranscriptCommand.record(path: path)
        scratch.write("r.sri", recorded)
        let result = runTest([path], runner: { SessionRunner() })
        #expect(result.code == 0, "\(result.out)\n\(recorded)")
    }

    @Test func sessionRunnerAppliesLimitsWithoutColour() {
        let runner = SessionRunner()
        _ = runner.run("1", fileName: "x.sri", firstLine: 1, limits: StatementLimits(timeoutSeconds: 3, maxSteps: 9))
        #expect(runner.session.options.timeoutSeconds == 3)
        #expect(runner.session.options.maxSteps == 9)
        #expect(!runner.session.options.color)
        #expect(runner.session.record.isEmpty)
        #expect(SessionRunner.isRunaway([.text("x\n"), .error("error: time limit exceeded\n--> a.sri:1:1\n")]))
        #expect(SessionRunner.isRunaway([.error("error: step limit exceeded\n")]))
        #expect(!SessionRunner.isRunaway([.error("error: division by zero\n")]))
        #expect(SessionRunner.traceCommand(":trace full\n") == "full")
        #expect(SessionRunner.traceCommand(":type full\n") == nil)
    }
}

/// What `:save` leaves out.
@Suite struct SaveSelectionTests {
    @Test(arguments: [
        ("let x = 1", true),
        ("  :type 1", true),
        (":set types off", true),
        (":set color on", false),
        (":browse", false),
        (":history", false),
        (":help", false),
        (":info x", false),
        ("1 / 0", false),
        (":nonsense", false),
    ])
    func keepsWhatSucceededAndShapesTheSession(entry: String, kept: Bool) {
        let session = Session(capabilities: .writeFiles)
        session.run("let x = 1") { _ in }
        let before = session.record.count
        session.run(entry) { _ in }
        #expect((session.record.count > before) == kept)
    }

    @Test func aSessionThatCannotSaveKeepsNoRecord() {
        let session = Session()
        session.run("let x = 1") { _ in }
        #expect(session.record.isEmpty)
        #expect(session.history == ["let x = 1"])
    }
}
