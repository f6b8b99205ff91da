import Foundation
import Testing
@testable import SrirachaSession

/// `:load`, `:reload`, `:history`, `:set`, `:edit` and `:save`'s record, without a terminal.
@Suite struct ClassroomCommandTests {
    func folder() -> String {
        let path = NSTemporaryDirectory() + "sriracha-classroom-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func loadRunsFilesAndReloadRunsThemAgainAfterAReset() throws {
        let dir = folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try "let a = 1\n".write(toFile: dir + "/a.sri", atomically: true, encoding: .utf8)
        try "```sriracha\nlet b = a + 1\n```\n".write(toFile: dir + "/b.md", atomically: true, encoding: .utf8)
        let session = Session()
        let (status, out) = runOne(session, ":load \(dir)/a.sri \(dir)/b.md")
        #expect(status == .ok)
        #expect(out == "a: Int = 1\nb: Int = 2\n")
        _ = runOne(session, "let mine = 5")
        try "let a = 10\n".write(toFile: dir + "/a.sri", atomically: true, encoding: .utf8)
        #expect(runOne(session, ":reload").1 == "a: Int = 10\nb: Int = 11\n")
        #expect(runOne(session, "mine").0 == .failed)
    }

    @Test func loadSuggestsANearbyFile() throws {
        let dir = folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try "let a = 1\n".write(toFile: dir + "/lesson.sri", atomically: true, encoding: .utf8)
        let (status, out) = runOne(Session(), ":load \(dir)/lesson.sr")
        #expect(status == .failed)
        #expect(out == "error: cannot read `\(dir)/lesson.sr`: no such file\nhelp: did you mean `\(dir)/lesson.sri`?\n")
        #expect(runOne(Session(), ":reload").1.hasPrefix("error: no files are loaded"))
    }

    @Test func historyNumbersTheEntries() {
        let session = Session()
        _ = runOne(session, "let x = 1")
        _ = runOne(session, "func f() -> Int {\n    1\n}")
        #expect(runOne(session, ":history").1 == "1  let x = 1\n2  func f() -> Int {\n       1\n   }\n")
        #expect(runOne(session, ":history 1").1 == "3  :history\n")
        #expect(runOne(session, ":history zero").0 == .failed)
    }

    @Test func editRunsWhatTheEditorSavedAndOnlyAtTheKeyboard() {
        let session = Session(capabilities: .interactive)
        session.editorLauncher = EditorLauncher { path in
            let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
            try? (text.replacingOccurrences(of: "1", with: "2")).write(toFile: path, atomically: true, encoding: .utf8)
            return .success
        }
        _ = runOne(session, "let x = 1")
        let (status, out) = runOne(session, ":edit")
        #expect(status == .ok)
        #expect(out == "sri> let x = 2\nx: Int = 2\n")
        #expect(session.history.last == "let x = 2")
        var fromFile = ""
        #expect(session.run(":edit", fileName: "s.sri") { if case .error(let e) = $0 { fromFile += e } } == .failed)
        #expect(fromFile.hasPrefix("error: `:edit` works only in an interactive session"))
        #expect(runOne(Session(), ":edit").0 == .failed)
    }

    @Test func editWithoutChangesRunsNothing() {
        let session = Session(capabilities: .interactive)
        session.editorLauncher = EditorLauncher { _ in .success }
        _ = runOne(session, "print(\"once\")")
        #expect(runOne(session, ":edit").1 == "Nothing to run.\n")
        session.editorLauncher = EditorLauncher { _ in .failure("`nano` was not found") }
        #expect(runOne(session, ":edit").1.hasPrefix("error: the editor did not run: `nano` was not found\n"))
    }

    @Test func setChangesHowResultsPrint() {
        let session = Session()
        _ = runOne(session, ":set types off")
        #expect(runOne(session, "let x = 1").1 == "x = 1\n")
        _ = runOne(session, ":set results off")
        #expect(runOne(session, "print(x); x").1 == "1\n")
        #expect(runOne(session, ":set results").1 == "results off\n")
    }

    @Test func quietRunsPrintOnlyWhatTheProgramPrints() {
        var options = Session.Options()
        options.resultLines = false
        #expect(transcript(["let x = 2", "print(x * 3)", "x / 0"], options: options)
            == "6\nerror: division by zero\n--> <repl>:1:3\n1 | x / 0\n  |   ^\n")
    }

    @Test func resetStartsTheRecordAgainAndFailuresAreNotRecorded() {
        let session = Session(capabilities: .writeFiles)
        _ = runOne(session, "let a = 1")
        _ = runOne(session, ":reset")
        _ = runOne(session, "let b = 2")
        _ = runOne(session, "b / 0")
        _ = runOne(session, "let c = 3\nlet d = c / 0")
        #expect(session.record.map(\.text) == ["let b = 2", "let c = 3\n"])
        #expect(Session.transcript(of: session.record) == "let b = 2\n//> b: Int = 2\nlet c = 3\n//> c: Int = 3\n")
    }

    @Test func lessonsRunTheirBlocksAndShowTheirProse() {
        let lesson = Lesson(markdown: "# Title\n\nSome prose.\n\n```sriracha\nlet x = 1\n```\n\n```sriracha fails\n1 / 0\n```\n\n```sriracha ignore\nnot code\n```\nEnd.\n")
        #expect(lesson.items.count == 5)
        #expect(lesson.items[0] == .prose("# Title"))
        #expect(lesson.entries.map(\.firstLine) == [6, 10])
        var out = ""
        #expect(Session().runLesson(lesson, fileName: "l.md") { if case .text(let t) = $0 { out += t } } == .ok)
        #expect(out == "x: Int = 1\n")
    }
}
