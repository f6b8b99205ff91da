import Foundation
import LineEditing
import SrirachaSession
import Testing
@testable import SrirachaREPL

/// Stands in for a session: brackets decide completeness, `fail…` fails, `:quit` quits.
final class FakeEngine: REPLEngine {
    var ran: [String] = []
    var interrupts = 0

    func isCompleteEntry(_ text: String) -> Bool {
        text.filter { $0 == "{" }.count <= text.filter { $0 == "}" }.count
    }

    func runEntry(_ text: String, emit: (Session.Output) -> Void) -> Session.Status {
        ran.append(text)
        if text == ":quit" { return .quit }
        if text.hasPrefix("fail") {
            emit(.error("error: \(text)\n"))
            return .failed
        }
        if text.hasPrefix("partial") {
            emit(.text("no newline"))
            return .ok
        }
        emit(.text("ran \(text.replacingOccurrences(of: "\n", with: "⏎"))\n"))
        return .ok
    }

    func runFile(_ text: String, fileName: String, emit: (Session.Output) -> Void) -> Session.Status {
        for line in text.split(separator: "\n") {
            let status = runEntry(String(line), emit: emit)
            if status != .ok { return status }
        }
        return .ok
    }

    func interrupt() { interrupts += 1 }

    func completions(before text: String) -> Completions { .none }
}

/// Runs a REPL over scripted lines and returns what it printed.
private func runREPL(_ lines: [String], engine: FakeEngine = FakeEngine()) -> String {
    var printed = ""
    let entries = EntryReader(reader: PlainReader(lines: lines), isComplete: engine.isCompleteEntry)
    let repl = REPL(engine: engine, entries: entries, output: OutputWriter(flushEachWrite: false) { printed += $0 },
                    interactive: false, watchesInterrupts: false)
    repl.run()
    return printed
}

@Test func entriesRunInOrderAndErrorsGoToTheSameOutput() {
    let engine = FakeEngine()
    let out = runREPL(["a", "fail b", "c"], engine: engine)
    #expect(out == "ran a\nerror: fail b\nran c\n")
    #expect(engine.ran == ["a", "fail b", "c"])
}

@Test func multiLineEntriesRunWhole() {
    let engine = FakeEngine()
    let out = runREPL(["f {", "x", "}", "g"], engine: engine)
    #expect(engine.ran == ["f {\nx\n}", "g"])
    #expect(out == "ran f {⏎x⏎}\nran g\n")
}

@Test func quitStopsTheLoop() {
    let engine = FakeEngine()
    _ = runREPL(["a", ":quit", "never"], engine: engine)
    #expect(engine.ran == ["a", ":quit"])
}

@Test func anOpenLineIsEndedBeforeTheNextPrompt() {
    #expect(runREPL(["partial", "b"]) == "no newline\nran b\n")
}

@Test func loadRunsAFileBeforeTheEntries() {
    let engine = FakeEngine()
    var printed = ""
    let entries = EntryReader(reader: PlainReader(lines: ["c"]), isComplete: { _ in true })
    let repl = REPL(engine: engine, entries: entries, output: OutputWriter(flushEachWrite: false) { printed += $0 },
                    interactive: false, watchesInterrupts: false)
    #expect(repl.load("a\nb", fileName: "lib.sri") == .ok)
    repl.run()
    #expect(engine.ran == ["a", "b", "c"])
    #expect(printed == "ran a\nran b\nran c\n")
}

@Test func scriptsStopAtTheFirstFailure() {
    let engine = FakeEngine()
    var printed = ""
    let code = Script.run([("one.sri", "a\nfail x\nb"), ("two.sri", "c")], in: engine,
                          output: OutputWriter(flushEachWrite: false) { printed += $0 }, watchesSignals: false)
    #expect(code == 1)
    #expect(engine.ran == ["a", "fail x"])
    #expect(printed == "ran a\nerror: fail x\n")
    #expect(Script.run([("ok.sri", "a")], in: FakeEngine(), output: OutputWriter(flushEachWrite: false) { _ in },
                       watchesSignals: false) == 0)
}

@Test func unreadableFilesAreExplained() throws {
    switch Script.read("/nonexistent/missing.sri") {
    case .success: Issue.record("read a missing file")
    case .failure(let problem):
        #expect(problem.description == "error: cannot read `/nonexistent/missing.sri`: no such file")
    }
    switch Script.read(NSTemporaryDirectory()) {
    case .success: Issue.record("read a folder")
    case .failure(let problem): #expect(problem.reason == "it is a folder")
    }
    let path = NSTemporaryDirectory() + "sriracha-script-\(UUID().uuidString).sri"
    defer { try? FileManager.default.removeItem(atPath: path) }
    try Data([0x6C, 0x65, 0x74, 0xFF, 0x0A]).write(to: URL(fileURLWithPath: path))
    #expect(try Script.read(path).get() == "let\u{FFFD}\n")
}

@Test func colourFollowsNoColor() {
    #expect(Terminal.colorAllowed(environment: [:]))
    #expect(!Terminal.colorAllowed(environment: ["NO_COLOR": "1"]))
    #expect(Terminal.colorAllowed(environment: ["NO_COLOR": ""]))
    #expect(!Terminal.colorAllowed(environment: ["TERM": "dumb"]))
}
