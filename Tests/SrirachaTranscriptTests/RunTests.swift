import Foundation
import Testing
@testable import SrirachaTranscript

@Suite struct RunTests {
    @Test func passingFileExitsZeroWithTheSummaryLast() {
        let scratch = Scratch()
        let path = scratch.write("a.sri", "let x = 5\n//> x: Int = 5\necho hi; echo there\n//> hi\n//> there\n")
        let result = runTest([path])
        #expect(result.code == 0)
        #expect(result.out == "1 file, 2 statements passed\n")
        #expect(result.err == "")
    }

    @Test func mismatchExitsOneWithPlaceSourceAndDiff() {
        let scratch = Scratch()
        let path = scratch.write("a.sri", "let x = 5\n//> x: Int = 6\nlet y = 1\n//> y: Int = 1\n")
        let result = runTest([path])
        #expect(result.code == 1)
        #expect(result.out == """
            FAIL \(path):1
              1 | let x = 5
              --- expected
              +++ actual
              - //> x: Int = 6
              + //> x: Int = 5

            1 file, 2 statements: 1 passed, 1 failed

            """)
    }

    @Test func outputWithoutAnnotationsFails() {
        let scratch = Scratch()
        let path = scratch.write("a.sri", "let x = 5\n//> x: Int = 5\necho surprise\nlet q = 1\n//> q: Int = 1\n")
        let result = runTest([path])
        #expect(result.code == 1)
        #expect(result.out.contains("FAIL \(path):3\n  3 | echo surprise\n  printed output, but has no `//>` or `//!` lines\n"))
        #expect(result.out.contains("  + //> surprise\n"))
    }

    @Test func fileWithoutAnyAnnotationGetsTheHint() {
        let scratch = Scratch()
        let path = scratch.write("new.sri", "let x = 5\nlet y = 6\n")
        let result = runTest([path])
        #expect(result.code == 1)
        #expect(result.out == "FAIL \(path): no expectations — run `sriracha test --update`\n\n1 file, 2 statements: 0 passed, 2 failed\n")
    }

    @Test func silentStatementsNeedNoAnnotations() {
        let scratch = Scratch()
        let path = scratch.write("quiet.sri", "struct A {}\nfunc f() {\n}\n")
        #expect(runTest([path]).code == 0)
    }

    @Test func skipAndXfail() {
        let scratch = Scratch()
        let path = scratch.write("a.sri", """
            //@ skip not today
            echo never
            //> whatever
            //@ xfail
            echo real
            //> wished
            let a = 1
            //> a: Int = 1

            """)
        let runner = FakeRunner()
        let result = runTest([path], runner: { runner })
        #expect(result.code == 0, "\(result.out)")
        #expect(result.out.lastLine == "1 file, 3 statements: 2 passed, 0 failed, 1 skipped")
        #expect(runner.calls.map(\.firstLine) == [5, 7])
    }

    @Test func headerDirectivesApplyToTheWholeFile() {
        let scratch = Scratch()
        let path = scratch.write("a.sri", "// Not ready yet.\n//@ skip\n\necho a\n//> a\necho b\n")
        let result = runTest([path])
        #expect(result.code == 0)
        #expect(result.out.lastLine == "1 file, 2 statements: 0 passed, 0 failed, 2 skipped")
        let md = scratch.write("a.md", "```sriracha hidden\n//@ timeout 3s\n```\n\n```sriracha\nlet a = 1\n//> a: Int = 1\n```\n")
        let runner = FakeRunner()
        #expect(runTest([md], runner: { runner }).code == 0)
        #expect(runner.calls.first?.limits.timeoutSeconds == 3)
    }

    @Test func xfailThatPassesIsAFailure() {
        let scratch = Scratch()
        let path = scratch.write("a.sri", "//@ xfail\necho ok\n//> ok\n")
        let result = runTest([path])
        #expect(result.code == 1)
        #expect(result.out.contains("passed, but is marked `//@ xfail`: remove the directive"))
    }

    @Test func runawayShowsPartialOutputAndStopsTheFile() {
        let scratch = Scratch()
        let path = scratch.write("a.sri", "let a = 1\n//> a: Int = 1\nloop\n//> done\necho after\n//> after\necho more\n")
        let runner = FakeRunner()
        let result = runTest([path], runner: { runner })
        #expect(result.code == 1)
        #expect(runner.calls.count == 2)
        #expect(result.out.contains("ran away: the rest of the file was not run"))
        #expect(result.out.contains("+ //> partial\n"))
        #expect(result.out.contains("+ //! error: time limit exceeded\n"))
        #expect(result.out.contains("NOT RUN \(path):5: this statement and the 1 after it were not run"))
        #expect(result.out.lastLine == "1 file, 4 statements: 1 passed, 1 failed, 2 skipped")
    }

    @Test func expectedRunawayPassesAndTheFileGoesOn() {
        let scratch = Scratch()
        let path = scratch.write("a.sri", "loop\n//> partial\n//! error: time limit exceeded\necho after\n//> after\n")
        let result = runTest([path])
        #expect(result.code == 0, "\(result.out)")
        #expect(result.out.lastLine == "1 file, 2 statements passed")
    }

    @Test func limitsReachTheRunner() {
        let scratch = Scratch()
        let path = scratch.write("a.sri", "let a = 1\n//> a: Int = 1\n//@ timeout 2s\n//@ no-trace\nlet b = 2\n//> b: Int = 2\n")
        let runner = FakeRunner()
        _ = runTest([path], configure: { $0.timeoutSeconds = 7; $0.maxSteps = 1000 }, runner: { runner })
        #expect(runner.calls.map(\.limits) == [
            StatementLimits(timeoutSeconds: 7, maxSteps: 1000, maxMemoryBytes: 2048 << 20, trace: true),
            StatementLimits(timeoutSeconds: 2, maxSteps: 1000, maxMemoryBytes: 2048 << 20, trace: false),
        ])
    }

    /// The command line's time limit is a ceiling: `//@ timeout` may only lower it.
    @Test func fileCannotRaiseTheTimeout() {
        let scratch = Scratch()
        let path = scratch.write("a.sri", "//@ timeout 100s\nlet b = 2\n//> b: Int = 2\n//@ timeout 1s\nlet c = 3\n//> c: Int = 3\n")
        let runner = FakeRunner()
        _ = runTest([path], configure: { $0.timeoutSeconds = 5 }, runner: { runner })
        #expect(runner.calls.map(\.limits.timeoutSeconds) == [5, 1])
    }

    @Test func diagnosticsNameTheFileByItsBaseName() {
        let scratch = Scratch()
        let path = scratch.write("deep/er/x.sri", "err boom\n//! error: boom\n//! --> x.sri:1:1\n")
        #expect(runTest([path]).code == 0)
    }

    @Test func lineSelectsOneStatementAfterItsSetup() {
        let scratch = Scratch()
        let path = scratch.write("a.sri", "let a = 1\n//> wrong\n\nlet b = 2\n//> b: Int = 2\nlet c = 3\n")
        let runner = FakeRunner()
        let result = runTest([path + ":4"], runner: { runner })
        #expect(result.code == 0, "\(result.out)")
        #expect(result.out == "1 file, 1 statement passed\n")
        #expect(runner.calls.map(\.firstLine) == [1, 4])
        // An annotation line selects its statement; a blank line selects nothing.
        #expect(runTest([path + ":2"]).code == 1)
        let none = runTest([path + ":3"])
        #expect(none.code == 2)
        #expect(none.err.contains("\(path):3: no statement at this line (the next statement starts at line 4)"))
    }

    @Test func foldersAreSearchedAndFiltered() {
        let scratch = Scratch()
        scratch.write("t/b.sri", "let b = 1\n//> b: Int = 1\n")
        scratch.write("t/sub/a.md", "```sriracha\nlet a = 1\n//> a: Int = 1\n```\n")
        scratch.write("t/notes.txt", "let n = 1\n")
        scratch.write("t/.hidden/h.sri", "let h = 1\n")
        scratch.write("t/sub/c.sri", "let c = 1\n//> c: Int = 9\n")
        // A Swift file is a test when it records output; other Swift sources are left alone.
        scratch.write("t/main.swift", "let s = 1\n//> s: Int = 1\n")
        scratch.write("t/Sources/Lib.swift", "func helper() {}\n")
        let all = Discovery.targets(for: [scratch.root + "/t"], filter: nil).targets.map(\.path)
        #expect(all == ["b.sri", "main.swift", "sub/a.md", "sub/c.sri"].map { scratch.root + "/t/" + $0 })
        let result = runTest([scratch.root + "/t"], configure: { $0.jobs = 3 })
        #expect(result.out.lastLine == "4 files, 4 statements: 3 passed, 1 failed")
        let filtered = runTest([scratch.root + "/t/"], configure: { $0.filter = "sub/a" })
        #expect(filtered.code == 0)
        #expect(filtered.out.lastLine == "1 file, 1 statement passed")
        let nothing = runTest([scratch.root + "/t"], configure: { $0.filter = "zzz" })
        #expect(nothing.code == 2)
        #expect(nothing.err.contains("no *.sri, *.md or annotated *.swift files found matching `zzz`"))
    }

    @Test func manyFilesInParallelReportInOrder() {
        let scratch = Scratch()
        var paths: [String] = []
        for i in 0..<20 {
            paths.append(scratch.write("f\(i).sri", "let v = \(i)\n//> v: Int = \(i % 3 == 0 ? -1 : i)\n"))
        }
        let result = runTest(paths, configure: { $0.jobs = 4 })
        let failing = result.out.split(separator: "\n").filter { $0.hasPrefix("FAIL") }.map(String.init)
        #expect(failing == [0, 3, 6, 9, 12, 15, 18].map { "FAIL \(scratch.root)/f\($0).sri:1" })
        #expect(result.out.lastLine == "20 files, 20 statements: 13 passed, 7 failed")
    }

    @Test(arguments: [
        (TestOptions(paths: []), "no files or folders given"),
        ({ var o = TestOptions(paths: ["x"]); o.jobs = 0; return o }(), "--jobs must be at least 1"),
        ({ var o = TestOptions(paths: ["x"]); o.timeoutSeconds = 0; return o }(), "--timeout must be a positive"),
        ({ var o = TestOptions(paths: ["x"]); o.format = "xml"; return o }(), "unknown format `xml`"),
    ])
    func badUsageExitsTwo(options: TestOptions, message: String) {
        var err = ""
        let code = TestRun(options: options, makeRunner: { FakeRunner() }, output: { _ in },
                           errorOutput: { err += $0 }, environment: [:]).run()
        #expect(code == 2)
        #expect(err.contains(message))
    }

    @Test func missingAndUnreadableFilesExitTwoButOthersStillRun() {
        let scratch = Scratch()
        let good = scratch.write("good.sri", "let a = 1\n//> a: Int = 1\n")
        let bad = scratch.write("bad.sri", bytes: Array("let a = 1\n".utf8) + [0xC3, 0x28])
        let result = runTest([good, scratch.root + "/missing.sri", bad])
        #expect(result.code == 2)
        #expect(result.err.contains("\(scratch.root)/missing.sri: no such file or folder"))
        #expect(result.err.contains("bad.sri:2:1: not valid UTF-8"))
        #expect(result.out.lastLine == "3 files, 1 statement passed")
        if getuid() != 0 {
            let locked = scratch.write("locked.sri", "let a = 1\n")
            chmod(locked, 0)
            #expect(runTest([locked]).code == 2)
        }
    }

    @Test func malformedTranscriptExitsTwo() {
        let scratch = Scratch()
        let path = scratch.write("m.sri", "//! orphan\nlet a = 1\n")
        let result = runTest([path])
        #expect(result.code == 2)
        #expect(result.err.contains("m.sri:1: `//!` annotation before any statement"))
    }
}
