import Foundation
import Testing
@testable import LineEditing

/// A fresh folder for one test, removed afterwards.
private func withTemporaryFolder(_ body: (String) throws -> Void) rethrows {
    let folder = NSTemporaryDirectory() + "sriracha-history-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try body(folder)
}

@Test func roundTripOfMultiLineAndUTF8Entries() throws {
    try withTemporaryFolder { folder in
        let file = HistoryFile(path: folder + "/state/sriracha/history")
        let entries = [
            "1 + 2",
            "func f() {\n    \"é→\"\n}",
            #"print("a\nb \\ c")"#,
            "windows\r\nline",
            "trailing backslash \\",
            "emoji 🌶️ and combining é",
        ]
        for entry in entries { try file.append(entry) }
        #expect(file.load() == entries)
        // Each entry is exactly one line of the file.
        let text = try String(contentsOfFile: file.path, encoding: .utf8)
        #expect(text.split(separator: "\n").count == entries.count)
    }
}

@Test func appendingKeepsEarlierEntries() throws {
    try withTemporaryFolder { folder in
        let path = folder + "/history"
        try HistoryFile(path: path).append("first")
        // A second REPL (or the next run) appends to the same file.
        try HistoryFile(path: path).append("second")
        #expect(HistoryFile(path: path).load() == ["first", "second"])
    }
}

@Test func theFolderIsCreatedPrivate() throws {
    try withTemporaryFolder { folder in
        let file = HistoryFile(path: folder + "/a/b/history")
        try file.append("x")
        let attributes = try FileManager.default.attributesOfItem(atPath: folder + "/a/b")
        #expect((attributes[.posixPermissions] as? Int) == 0o700)
        let fileAttributes = try FileManager.default.attributesOfItem(atPath: file.path)
        #expect((fileAttributes[.posixPermissions] as? Int) == 0o600)
    }
}

@Test func missingFileLoadsNothing() {
    #expect(HistoryFile(path: "/nonexistent/sriracha/history").load().isEmpty)
}

@Test func unwritableLocationThrows() {
    #expect(throws: HistoryFile.WriteError.self) {
        try HistoryFile(path: "/proc/sriracha-cannot-be-here/history").append("x")
    }
}

@Test func loadKeepsTheLastEntriesAndCompactsALongFile() throws {
    try withTemporaryFolder { folder in
        let file = HistoryFile(path: folder + "/history")
        for i in 0..<25 { try file.append("entry \(i)") }
        #expect(file.load(limit: 10) == (15..<25).map { "entry \($0)" })
        // Over twice the limit: the file was rewritten with the kept entries only.
        #expect(file.load(limit: 1000) == (15..<25).map { "entry \($0)" })
    }
}

@Test func invalidUTF8InTheFileIsRepaired() throws {
    try withTemporaryFolder { folder in
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/history"
        _ = FileManager.default.createFile(atPath: path, contents: Data([0x61, 0xFF, 0x62, 0x0A, 0x63, 0x0A]))
        #expect(HistoryFile(path: path).load() == ["a\u{FFFD}b", "c"])
    }
}

@Test func encodingEscapesOnlyWhatItMust() {
    #expect(HistoryFile.encode("a\nb") == #"a\nb"#)
    #expect(HistoryFile.encode(#"\n"#) == #"\\n"#)
    #expect(HistoryFile.decode(#"a\tb"#) == #"a\tb"#)
    #expect(HistoryFile.decode(#"a\\\nb"#) == "a\\\nb")
}

@Test func defaultPathFollowsXDG() {
    #expect(HistoryFile.defaultPath(environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"]) == "/s/sriracha/history")
    #expect(HistoryFile.defaultPath(environment: ["HOME": "/h"]) == "/h/.sriracha_history")
    #expect(HistoryFile.defaultPath(environment: ["XDG_STATE_HOME": "relative", "HOME": "/h/"]) == "/h/.sriracha_history")
    #expect(HistoryFile.defaultPath(environment: ["XDG_STATE_HOME": ""]) == nil)
}

@Test func entryReaderWritesEveryEntryToTheFile() throws {
    try withTemporaryFolder { folder in
        let file = HistoryFile(path: folder + "/history")
        try file.append("older")
        let reader = PlainReader(lines: ["[1,", "2]", "x"])
        let entries = EntryReader(reader: reader, history: file, isComplete: { $0.filter { $0 == "[" }.count == $0.filter { $0 == "]" }.count })
        entries.loadHistory()
        #expect(entries.readEntry() == .entry("[1,\n2]"))
        // Saved at once, before the next entry is even read.
        #expect(file.load() == ["older", "[1,\n2]"])
        #expect(entries.readEntry() == .entry("x"))
        #expect(file.load() == ["older", "[1,\n2]", "x"])
    }
}

@Test func entryReaderReportsAnUnwritableHistoryOnce() {
    var messages: [String] = []
    let entries = EntryReader(reader: PlainReader(lines: ["a", "b"]),
                              history: HistoryFile(path: "/proc/sriracha-nope/history"), isComplete: { _ in true })
    entries.onHistoryError = { messages.append($0) }
    #expect(entries.readEntry() == .entry("a"))
    #expect(entries.readEntry() == .entry("b"))
    #expect(messages.count == 1)
    #expect(messages.first?.hasPrefix("warning: cannot save the history") == true)
}
