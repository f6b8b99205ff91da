import Foundation
import Testing
@testable import SrirachaTranscript

@Suite struct ReportTests {
    @Test func invisibleWhiteSpaceIsMadeVisibleInDiffLines() {
        let scratch = Scratch()
        let path = scratch.write("w.sri", "echo a\\tb; write x  ; echo \n//> a b\n//> y\n")
        let result = runTest([path])
        #expect(result.out.contains("  - //> a b\n  - //> y\n  + //> a→b\n  + //> x··\n"), "\(result.out)")
        #expect(Visible.whitespace("a\r\u{0}\u{A0}\u{200B}  ") == "a␍␀⍽⟨U+200B⟩··")
    }

    @Test func colourOnlyWhenAsked() {
        let scratch = Scratch()
        let path = scratch.write("c.sri", "let x = 5\n//> x: Int = 6\n")
        let plain = runTest([path])
        #expect(!plain.out.contains("\u{1B}["))
        let coloured = runTest([path], configure: { $0.color = true })
        #expect(coloured.out.contains("\u{1B}[31m- //> x: Int = 6\u{1B}[0m"))
        #expect(coloured.out.contains("\u{1B}[32m+ //> x: Int = 5\u{1B}[0m"))
        #expect(coloured.out.lastLine == "\u{1B}[1;31m1 file, 1 statement: 0 passed, 1 failed\u{1B}[0m")
    }

    @Test func longStatementsAndLongRunsOfMatchingLinesAreShortened() {
        let statement = StatementOutcome(
            index: 0, line: 7, source: (1...10).map { "l\($0)" }.joined(separator: "\n") + "\n", status: .failed,
            expected: (1...12).map { AnnotationLine(.output, "line \($0)") },
            actual: (1...12).map { AnnotationLine(.output, $0 == 10 ? "line ten" : "line \($0)") })
        let text = HumanReport().render(statement, path: "f.sri")
        #expect(text == """
            FAIL f.sri:7
               7 | l1
               8 | l2
               9 | l3
              10 | l4
              11 | l5
              12 | l6
                 | ⋮ (4 more lines)
              --- expected
              +++ actual
              ⋮ 7 matching lines
                //> line 8
                //> line 9
              - //> line 10
              + //> line ten
                //> line 11
                //> line 12


            """)
    }

    @Test func summaryLine() {
        #expect(Counts(passed: 12, failed: 1).summary(update: false) == "12 passed, 1 failed")
        #expect(Counts(passed: 12, failed: 1, skipped: 2).summary(update: false) == "12 passed, 1 failed, 2 skipped")
        #expect(Counts(passed: 3, updated: 2).summary(update: true) == "3 passed, 2 updated")
        #expect(Counts(passed: 3, failed: 1, skipped: 1, updated: 2).summary(update: true)
                == "3 passed, 2 updated, 1 failed, 1 skipped")
    }
}

@Suite struct FormatTests {
    func sample() -> (Scratch, [String]) {
        let scratch = Scratch()
        let a = scratch.write("a.sri", "let x = 5\n//> x: Int = 5\nlet y = <1>\n//> y: Int = 2\n//@ skip\necho s\n")
        let b = scratch.write("b.sri", bytes: [0xFF])
        return (scratch, [a, b])
    }

    @Test func tap() {
        let (scratch, paths) = sample()
        let result = runTest(paths, configure: { $0.format = "tap" })
        #expect(result.code == 2)
        #expect(result.out == """
            TAP version 13
            ok 1 - \(scratch.root)/a.sri:1 let x = 5
            not ok 2 - \(scratch.root)/a.sri:3 let y = <1>
              ---
              message: |
                --- expected
                +++ actual
                - //> y: Int = 2
                + //> y: Int = <1>
              ...
            ok 3 - \(scratch.root)/a.sri:6 echo s # SKIP skipped
            not ok 4 - \(scratch.root)/b.sri
              ---
              message: |
                \(scratch.root)/b.sri:1:1: not valid UTF-8 (byte 0xFF); the file was left untouched
              ...
            1..4

            """)
        #expect(result.err.hasSuffix("1 passed, 1 failed, 1 skipped\n"))
    }

    @Test func junit() {
        let (scratch, paths) = sample()
        let result = runTest(paths, configure: { $0.format = "junit" })
        let a = scratch.root + "/a.sri"
        #expect(result.out.hasPrefix("""
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="sriracha test" tests="4" failures="1" errors="1" skipped="1">
              <testsuite name="\(a)" tests="3" failures="1" errors="0" skipped="1">
                <testcase classname="\(a)" name="\(a):1 let x = 5" file="\(a)" line="1"/>
                <testcase classname="\(a)" name="\(a):3 let y = &lt;1&gt;" file="\(a)" line="3">
                  <failure message="output differs">--- expected
            +++ actual
            - //&gt; y: Int = 2
            + //&gt; y: Int = &lt;1&gt;
            </failure>
                </testcase>
            """), "\(result.out)")
        #expect(result.out.contains("<error message=\"\(scratch.root)/b.sri:1:1: not valid UTF-8"))
        #expect(result.out.hasSuffix("</testsuites>\n"))
        #expect(Formats.xml("a\u{1}b") == "a␁b")
    }

    @Test func json() throws {
        let (scratch, paths) = sample()
        let result = withExtendedLifetime(scratch) { runTest(paths, configure: { $0.format = "json" }) }
        #expect(result.out.hasPrefix("{"), "\(result.out)")
        let object = try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any]
        #expect(object?["passed"] as? Int == 1)
        #expect(object?["failed"] as? Int == 1)
        #expect(object?["skipped"] as? Int == 1)
        #expect(object?["summary"] as? String == "1 passed, 1 failed, 1 skipped")
        let files = object?["files"] as? [[String: Any]]
        #expect(files?.count == 2)
        let statements = files?.first?["statements"] as? [[String: Any]]
        #expect(statements?.map { $0["status"] as? String } == ["passed", "failed", "skipped"])
        #expect(statements?[1]["expected"] as? [String] == ["//> y: Int = 2"])
        #expect(statements?[1]["actual"] as? [String] == ["//> y: Int = <1>"])
        #expect(statements?[0]["expected"] == nil)
        #expect((files?[1]["error"] as? String)?.contains("not valid UTF-8") == true)
    }
}
