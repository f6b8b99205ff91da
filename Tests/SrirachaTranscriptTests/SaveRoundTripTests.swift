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
        #expect(said == [.text("Saved 11 entries to \(path).\n")])
        let saved = scratch.read("saved.sri")
        #expect(saved.hasPrefix("let x = 5\n"))
        #expect(saved.contains("\n:type x\n"))
        #expect(!saved.contains(":save"))
        let result = runTest([path], runner: { SessionRunner() })
        #expect(result.code == 0, "\(result.out)\n\(saved)")
        // An update finds nothing to change.
        let update = runTest([path], update: true, runner: { SessionRunner() })
        #expect(update.code == 0)
        #expect(scratch.read("saved.sri") == saved)
    }

    @Test func transcriptOfEntriesAnnotatesEachGroup() {
        let text = Session.transcript(of: ["let a = 1", ":type a"], fileName: "t.sri")
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "let a = 1")
        #expect(lines.contains(":type a"))
        #expect(lines.dropFirst().contains { $0.hasPrefix("//") })
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
        #expect(runner.session.log.isEmpty)
        #expect(SessionRunner.isRunaway([.text("x\n"), .error("error: time limit exceeded\n--> a.sri:1:1\n")]))
        #expect(SessionRunner.isRunaway([.error("error: step limit exceeded\n")]))
        #expect(!SessionRunner.isRunaway([.error("error: division by zero\n")]))
        #expect(SessionRunner.traceCommand(":trace full\n") == "full")
        #expect(SessionRunner.traceCommand(":type full\n") == nil)
    }
}

/// What `:save` leaves out, without running anything.
@Suite struct SaveSelectionTests {
    @Test(arguments: [
        ("let x = 1", [Session.Output.text("x: Int = 1\n")], true),
        ("  :type x", [], true),
        (":reset", [], true),
        (":save a.sri", [], false),
        (":sa b.sri", [], false),
        (":quit", [], false),
        ("while true {}", [.error("error: interrupted\n")], false),
        ("1 / 0", [.error("error: division by zero\n")], true),
    ])
    func keepsWhatShapesTheSession(entry: String, output: [Session.Output], kept: Bool) {
        #expect(SaveCommand.belongsInTranscript((entry, output)) == kept)
    }
}
