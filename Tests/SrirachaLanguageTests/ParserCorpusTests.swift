import Foundation
import Testing
@testable import SrirachaLanguage

/// Every transcript (but the syntax-error ones), benchmark and the prelude parse without a
/// single diagnostic.
@Suite struct ParserCorpusTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static var corpus: [String] {
        var paths: [String] = ["Sources/SrirachaLanguage/Prelude/Prelude.sri"]
        for folder in ["Tests/Transcripts", "Benchmarks"] {
            let url = root.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(atPath: url.path) else { continue }
            for case let path as String in walker where path.hasSuffix(".sri") {
                paths.append(folder + "/" + path)
            }
        }
        // Syntax errors are the point of these.
        return paths.filter { !($0.hasPrefix("Tests/Transcripts/errors/parse") && $0.hasSuffix(".sri"))
            && !$0.hasPrefix("Tests/Transcripts/hostile/") }
            .sorted()
    }

    /// The file's text with meta-command lines (`:type x`) blanked, as the session does.
    static func code(_ path: String) throws -> String {
        let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix(":") ? "" : String($0) }.joined(separator: "\n")
    }

    @Test(arguments: corpus)
    func parsesWithoutDiagnostics(path: String) throws {
        let result = Parser.parse(SourceFile(name: path, text: try Self.code(path)))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map { $0.render() }.joined())")
        #expect(!result.statements.isEmpty || path.hasSuffix("empty.sri"))
    }

    @Test func corpusIsFound() {
        #expect(Self.corpus.count >= 15)
    }

    @Test func parseErrorsTranscriptReportsEachStatement() throws {
        let path = "Tests/Transcripts/errors/parse.sri"
        // Without its recorded annotations, so the line numbers below are those of the code.
        let code = try Self.code(path).split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("//>") && !$0.hasPrefix("//!") }.joined(separator: "\n")
        let file = SourceFile(name: "parse.sri", text: code)
        let result = Parser.parse(file)
        let lines = Set(result.diagnostics.map { file.location(of: $0.range.start).line })
        // let = 5 / (1 + 2 / unterminated / func ( / 1 + / ,, / 1 < 2 < 3 / @
        for line in [2, 3, 4, 5, 6, 9, 10, 11] { #expect(lines.contains(line), "no diagnostic on line \(line)") }
        #expect(!lines.contains(7) && !lines.contains(8))
    }
}
