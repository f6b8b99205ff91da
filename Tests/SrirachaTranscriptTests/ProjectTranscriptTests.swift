import Foundation
import Testing
@testable import SrirachaTranscript
import SrirachaSession

/// The project's own language tests: every transcript under `Tests/Transcripts`, every lesson
/// and page under `Docs/`, and `README.md`, replayed by `sriracha test`, one case per file, so a
/// failure names the file and shows the report.
@Suite struct ProjectTranscriptTests {
    /// The package root, from this file's place in `Tests/SrirachaTranscriptTests/`.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// Paths relative to the package root.
    static let files: [String] = {
        let found = Discovery.search(root + "/Tests/Transcripts") + Discovery.search(root + "/Docs")
            + (FileManager.default.fileExists(atPath: root + "/README.md") ? [root + "/README.md"] : [])
        return found.map { String($0.dropFirst(root.count + 1)) }
    }()

    @Test func theTranscriptsAndLessonsAreFound() {
        #expect(Self.files.contains("Tests/Transcripts/programs/ping_pong.swift"))
        #expect(Self.files.contains("README.md"))
        #expect(Self.files.contains("Docs/Transcripts.md"))
        #expect(Self.files.contains { $0.hasPrefix("Tests/Transcripts/") && $0.hasSuffix(".sri") })
    }

    /// Well-formed (annotations after statements, known directives and block options).
    @Test(arguments: files)
    func parses(_ file: String) throws {
        let parsed = try AnnotatedFile.load(path: Self.root + "/" + file, entries: Session.entries(in:))
        if file == "Docs/Transcripts.md" {
            #expect(parsed.blocks.map(\.options) == [[], ["fails"], [], []])
            #expect(parsed.hasAnnotations)
        }
    }

    @Test(arguments: files)
    func replays(_ file: String) {
        let run = TestRun(options: TestOptions(paths: [Self.root + "/" + file]))
        var outcome = Parallel.onLargeStack { run.runFile(path: Self.root + "/" + file) }
        outcome.path = file
        var report = HumanReport().render(outcome)
        if let error = outcome.error { report = "error: \(error)\n" + report }
        report += outcome.counts.summary(update: false)
        #expect(outcome.error == nil && outcome.counts.failed == 0, Comment(rawValue: report))
    }
}
