import Foundation
import Testing
@testable import SrirachaTranscript
import SrirachaSession

/// A transcript's code is cut in one parse when that gives the groups cutting each run of lines
/// between annotations would: these compare the two, and check the cases where one parse is
/// refused.
@Suite struct WholeCutTests {
    /// Statements as the two ways of cutting them must agree on.
    private func shape(_ file: AnnotatedFile) -> [String] {
        file.statements.map { s in
            "\(s.firstLine)-\(s.lastLine) \(s.code.debugDescription) \(s.expected.map(\.rendered)) \(s.directives)"
        }
    }

    private func bothWays(_ text: String, path: String = "t.sri") throws -> (whole: [String], runs: [String]) {
        let runner = SessionRunner()
        let whole = try AnnotatedFile(path: path, bytes: Array(text.utf8), entries: runner.entries(in:),
                                      wholeEntries: runner.entries(in:barriers:))
        let runs = try AnnotatedFile(path: path, bytes: Array(text.utf8), entries: Session.entries(in:))
        return (shape(whole), shape(runs))
    }

    @Test(arguments: ProjectTranscriptTests.files)
    func projectFilesCutAlike(_ file: String) throws {
        let bytes = try AnnotatedFile.readBytes(ProjectTranscriptTests.root + "/" + file)
        let (whole, runs) = try bothWays(String(decoding: bytes, as: UTF8.self), path: file)
        #expect(whole == runs)
    }

    @Test(arguments: [
        // A statement that goes on below an annotation line.
        "let x = 1\n//> x: Int = 1\n+ 2\n",
        "let xs = [1,\n//! error: unclosed\n2]\n",
        // A block comment that hides an annotation from the parser.
        "let a = 1 /*\n//> a: Int = 1\n*/\n",
        // An operator declared in one run, used in the next.
        "infix operator <=> : ComparisonPrecedence\n//> ok\nlet b = 1 <=> 2\n",
        // Text that does not parse.
        "let = 3\n//! error\nlet c = 3\n//> c: Int = 3\n",
        // A multi-line string across an annotation.
        "let s = \"\"\"\n//> inside\nhi\n\"\"\"\n",
    ])
    func refusedCutsMatchRunByRun(_ text: String) throws {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let barriers = lines.indices.filter { lines[$0].hasPrefix("//>") || lines[$0].hasPrefix("//!") }
        #expect(Session().prepareEntries(in: text, barriers: barriers) == nil)
        let (whole, runs) = try bothWays(text)
        #expect(whole == runs)
    }

    @Test func plainTranscriptsCutInOneParse() throws {
        let text = "/// Doubles.\nfunc d(_ x: Int) -> Int { x * 2 }\n//> d: (Int) -> Int\n:type d\n//> (Int) -> Int\nlet y = d(2); y\n//> y: Int = 4\n//> $R0: Int = 4\n"
        let groups = try #require(Session().prepareEntries(in: text, barriers: [2, 4, 6, 7]))
        #expect(groups.map(\.firstLine) == [1, 4, 6])
        let (whole, runs) = try bothWays(text)
        #expect(whole == runs)
    }
}
