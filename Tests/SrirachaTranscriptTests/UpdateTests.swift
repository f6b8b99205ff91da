import Foundation
import Testing
@testable import SrirachaTranscript

@Suite struct UpdateTests {
    @Test func rewritesOnlyAnnotationLines() {
        let scratch = Scratch()
        let before = """
            //@ timeout 5s

            // Bindings.
            let x = 5
            //> x: Int = 4
            // A comment between annotations stays.
            //> stale line

            echo a;  echo b
            //> a
            //> b
            let z = 1
            //@ no-trace
            let w = 2
            //> w: Int = 2
            """
        let path = scratch.write("u.sri", before)
        let result = runTest([path], update: true)
        #expect(result.code == 0, "\(result.out)")
        #expect(result.out == "UPDATED \(path) (2 statements)\n1 file, 4 statements: 2 passed, 2 updated\n")
        #expect(scratch.read("u.sri") == """
            //@ timeout 5s

            // Bindings.
            let x = 5
            //> x: Int = 5
            // A comment between annotations stays.

            echo a;  echo b
            //> a
            //> b
            let z = 1
            //> z: Int = 1
            //@ no-trace
            let w = 2
            //> w: Int = 2
            """)
        // Now it passes, and a second update writes nothing.
        #expect(runTest([path]).code == 0)
        let again = runTest([path], update: true)
        #expect(again.out == "1 file, 4 statements passed\n")
        #expect(scratch.files == ["u.sri"])
    }

    @Test func keepsWildcardLinesThatStillMatch() {
        let scratch = Scratch()
        let path = scratch.write("w.sri", """
            echo took 12 ms; echo one; echo two; echo new
            //> took [..] ms
            //> ...
            //> old last

            """)
        #expect(runTest([path], update: true).code == 0)
        #expect(scratch.read("w.sri") == """
            echo took 12 ms; echo one; echo two; echo new
            //> took [..] ms
            //> ...

            """)
        #expect(runTest([path]).code == 0)
        // A `...` kept, a new error appended after it.
        let e = scratch.write("e.sri", "echo 1; echo 2; err bad\n//> ...\n")
        #expect(runTest([e], update: true).code == 0)
        #expect(scratch.read("e.sri") == "echo 1; echo 2; err bad\n//> ...\n//! error: bad\n//! --> e.sri:1:1\n")
    }

    @Test func diagnosticsGetTheLinesOfTheUpdatedFile() {
        let scratch = Scratch()
        let path = scratch.write("n.sri", "let a = 1\nerr one\n//! error: one\n//! stale\n//! lines\nerr two\n")
        #expect(runTest([path], update: true).code == 0)
        #expect(scratch.read("n.sri") == """
            let a = 1
            //> a: Int = 1
            err one
            //! error: one
            //! --> n.sri:3:1
            err two
            //! error: two
            //! --> n.sri:6:1

            """)
        #expect(runTest([path]).code == 0)
    }

    @Test func keepsCRLFAndAMissingFinalNewline() {
        let scratch = Scratch()
        let path = scratch.write("c.sri", "let x = 5\r\n//> x: Int = 4\r\nlet y = 6")
        #expect(runTest([path], update: true).code == 0)
        #expect(scratch.read("c.sri") == "let x = 5\r\n//> x: Int = 5\r\nlet y = 6\r\n//> y: Int = 6")
        #expect(runTest([path]).code == 0)
    }

    @Test func keepsAByteOrderMarkAndOtherBytes() {
        let scratch = Scratch()
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        let path = scratch.write("b.sri", bytes: bom + Array("let é = 1\t \n".utf8))
        #expect(runTest([path], update: true).code == 0)
        #expect(scratch.bytes("b.sri") == bom + Array("let é = 1\t \n//> é: Int = 1\n".utf8))
    }

    @Test func markdownProseAndOtherBlocksAreNeverTouched() {
        let scratch = Scratch()
        let text = """
            # Title   \n\
            Prose with //> something that looks like an annotation.

            ```swift
            let x = 1
            //> nonsense
            ```

              ```sriracha
              let a = 1
              //> a: Int = 0
              echo hi
              ```

            ```sriracha ignore
            echo never
            //> wrong
            ```
            trailing prose
            """
        let path = scratch.write("l.md", text)
        #expect(runTest([path], update: true).code == 0)
        let expected = text.replacingOccurrences(of: "  //> a: Int = 0\n  echo hi\n",
                                                 with: "  //> a: Int = 1\n  echo hi\n  //> hi\n")
        #expect(scratch.read("l.md") == expected)
    }

    @Test func refusesToWriteOnCI() {
        let scratch = Scratch()
        let path = scratch.write("u.sri", "let x = 5\n")
        let result = runTest([path], update: true, environment: ["CI": "true"])
        #expect(result.code == 2)
        #expect(result.err.contains("refusing to rewrite files because `CI` is set"))
        #expect(scratch.read("u.sri") == "let x = 5\n")
        #expect(runTest([path], update: true, environment: ["CI": ""]).code == 2)
        // Testing on CI is fine.
        #expect(runTest([path], environment: ["CI": "1"]).code == 1)
    }

    @Test func refusesWhenTheFileChangedDuringTheRun() {
        let scratch = Scratch()
        let path = scratch.write("u.sri", "let x = 5\n")
        let result = runTest([path], update: true, runner: {
            let runner = FakeRunner()
            runner.beforeRun = { scratch.write("u.sri", "let x = 5\n// edited meanwhile\n") }
            return runner
        })
        #expect(result.code == 2)
        #expect(result.err.contains("u.sri: changed on disk while it was being tested; not updated (run again)"))
        #expect(scratch.read("u.sri") == "let x = 5\n// edited meanwhile\n")
        #expect(scratch.files == ["u.sri"])
    }

    @Test func writesThroughSymbolicLinksAndKeepsPermissions() throws {
        let scratch = Scratch()
        let real = scratch.write("real.sri", "let x = 5\n")
        chmod(real, 0o640)
        try FileManager.default.createSymbolicLink(atPath: scratch.root + "/link.sri", withDestinationPath: real)
        #expect(runTest([scratch.root + "/link.sri"], update: true).code == 0)
        #expect(scratch.read("real.sri") == "let x = 5\n//> x: Int = 5\n")
        let attributes = try FileManager.default.attributesOfItem(atPath: scratch.root + "/link.sri")
        #expect(attributes[.type] as? FileAttributeType == .typeSymbolicLink)
        let mode = try FileManager.default.attributesOfItem(atPath: real)[.posixPermissions] as? Int
        #expect(mode == 0o640)
    }

    @Test func updateLeavesUnfixableFailuresFailing() {
        let scratch = Scratch()
        let path = scratch.write("x.sri", "//@ xfail\necho ok\n//> ok\n")
        let result = runTest([path], update: true)
        #expect(result.code == 1)
        #expect(result.out.lastLine == "1 file, 1 statement: 0 passed, 0 updated, 1 failed")
        #expect(scratch.read("x.sri") == "//@ xfail\necho ok\n//> ok\n")
    }

    @Test func lineTargetUpdatesOnlyThatStatement() {
        let scratch = Scratch()
        let path = scratch.write("t.sri", "let a = 1\n//> a: Int = 0\nlet b = 2\n//> b: Int = 0\n")
        #expect(runTest([path + ":3"], update: true).code == 0)
        #expect(scratch.read("t.sri") == "let a = 1\n//> a: Int = 0\nlet b = 2\n//> b: Int = 2\n")
    }

    @Test func recordPrintsTheAnnotatedFileWithoutWriting() throws {
        let scratch = Scratch()
        let path = scratch.write("r.sri", "// Intro\nlet a = 1\n\nerr nope\n")
        let text = try TranscriptCommand.record(path: path, timeoutSeconds: 1, maxSteps: nil) { FakeRunner() }
        #expect(text == "// Intro\nlet a = 1\n//> a: Int = 1\n\nerr nope\n//! error: nope\n//! --> r.sri:5:1\n")
        #expect(scratch.read("r.sri") == "// Intro\nlet a = 1\n\nerr nope\n")
        #expect(throws: TranscriptError.self) {
            try TranscriptCommand.record(path: scratch.root + "/none.sri", timeoutSeconds: 1, maxSteps: nil) { FakeRunner() }
        }
    }

    /// An annotation ends the statement above it, so the annotation written under an
    /// unterminated `/*` turns the lines below into code: the update replays until the file
    /// keeps its statements, and the file it writes passes.
    @Test func updateReachesAFileThatPasses() throws {
        let scratch = Scratch()
        let text = "let before = 1\n/* never closed\nlet after = 2\n"
        let path = scratch.write("c.sri", text)
        let updated = runTest([path], update: true, runner: { SessionRunner() })
        #expect(updated.code == 0, "\(updated.out)")
        let written = scratch.read("c.sri")
        #expect(written.contains("let after = 2\n//> after: Int = 2\n"))
        #expect(runTest([path], runner: { SessionRunner() }).code == 0)
        let other = scratch.write("d.sri", text)
        let recorded = try TranscriptCommand.record(path: other, timeoutSeconds: 5, maxSteps: nil) { SessionRunner() }
        #expect(recorded == written.replacingOccurrences(of: "c.sri", with: "d.sri"))
    }
}

/// `--update` leaves a read-only file alone (renaming a new file over it would get around its
/// permissions) and says why.
@Test func updateRefusesAReadOnlyFile() throws {
    let scratch = Scratch()
    let text = "echo a\n//> b\n"
    let path = scratch.write("ro.sri", text)
    chmod(path, 0o444)
    defer { chmod(path, 0o644) }
    let result = runTest([path], update: true)
    #expect(result.code == 2)
    #expect(result.err.contains("ro.sri: cannot update: it is read-only"), "\(result.err)")
    #expect(scratch.read("ro.sri") == text)
}
