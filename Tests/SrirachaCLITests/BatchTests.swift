import Foundation
import Testing

/// `run --quiet`, lessons, colour choices, `--version`, `present --dry-run` and completion
/// scripts, as a user runs them from a shell (standard input and output are pipes).
@Suite struct BatchTests {
    @Test func quietPrintsOnlyWhatTheProgramPrints() throws {
        let scratch = Scratch()
        scratch.write("s.sri", "let x = 2\nprint(x * 3)\nx / 0\n")
        let result = try CLI.run(["run", "--quiet", "s.sri"], in: scratch.root)
        #expect(result.code == 1)
        #expect(result.out == "6\nerror: division by zero\n--> s.sri:3:3\n3 | x / 0\n  |   ^\n")
    }

    @Test func aSwiftProgramPrintsOnlyItsOwnOutput() throws {
        let scratch = Scratch()
        scratch.write("p.swift", "print(twice(4))\nfunc twice(_ n: Int) -> Int { n * 2 }\nlet x = 1\nx / 0\n")
        // Both ways in: the plain `run FILE` path and the one through the argument parser.
        for arguments in [["run", "p.swift"], ["run", "--color", "never", "p.swift"]] {
            let result = try CLI.run(arguments, in: scratch.root)
            #expect(result.code == 1)
            #expect(result.out == "8\nerror: division by zero\n--> p.swift:4:3\n4 | x / 0\n  |   ^\n")
        }
        let shown = try CLI.run(["run", "--results", "p.swift"], in: scratch.root)
        #expect(shown.out.hasPrefix("twice: (Int) -> Int\n8\nx: Int = 1\n"))
    }

    @Test func aProgramReadsItsStandardInputWithReadLine() throws {
        let scratch = Scratch()
        scratch.write("sum.swift", """
            var total = 0
            while let line = readLine() {
                total += line.split(separator: " ").compactMap { Int($0) }.reduce(0, +)
            }
            print("total:", total)
            print(readLine() as Any)
            """)
        // The last line may lack its newline; `\r\n` is stripped as `\n` is.
        let result = try CLI.run(["run", "sum.swift"], input: "1 2 3\r\n4 5\n10", in: scratch.root)
        #expect(result.code == 0)
        #expect(result.out == "total: 25\nnil\n")
        scratch.write("raw.swift", "print(readLine(strippingNewline: false) as Any)\n")
        #expect(try CLI.run(["run", "raw.swift"], input: "a\nb\n", in: scratch.root).out == "Optional(\"a\\n\")\n")
        // Piped into `sriracha`, standard input is the program itself: `readLine()` has nothing.
        let piped = try CLI.run([], input: "print(readLine() as Any)\n", in: scratch.root)
        #expect(piped.out == "nil\n")
    }

    @Test func quitEndsAScriptSuccessfully() throws {
        let scratch = Scratch()
        scratch.write("a.sri", "let x = 1\n:quit\nlet y = 2\n")
        scratch.write("b.sri", "let z = 3\n")
        let run = try CLI.run(["run", "a.sri", "b.sri"], in: scratch.root)
        #expect(run.code == 0)
        #expect(run.out == "x: Int = 1\n")
        // Piped into `sriracha`, as into the REPL.
        let piped = try CLI.run([], input: "let x = 1 + 2\n:quit\n", in: scratch.root)
        #expect(piped.code == 0)
        #expect(piped.out == "x: Int = 3\n")
    }

    @Test func aProgramsModuleIsNamedAfterItsFile() throws {
        let scratch = Scratch()
        try FileManager.default.createDirectory(atPath: scratch.root + "/dir", withIntermediateDirectories: true)
        scratch.write("dir/hello.swift", "class Dog {}\nprint(Dog())\n")
        scratch.write("pets.v2.sri", "class Dog {}\nprint(Dog())\n")
        #expect(try CLI.run(["run", "dir/hello.swift"], in: scratch.root).out == "hello.Dog\n")
        #expect(try CLI.run(["run", "pets.v2.sri"], in: scratch.root).out == "pets.v2.Dog\n")
    }

    @Test func aLessonRunsItsCodeBlocks() throws {
        let scratch = Scratch()
        scratch.write("l.md", "# Title\n\nProse `x`.\n\n```sriracha\nlet x = 1\n```\n\n```sriracha fails\nx / 0\n```\n\n```sriracha\nx + 1\n```\n")
        let result = try CLI.run(["run", "l.md"], in: scratch.root)
        #expect(result.code == 0)
        #expect(result.out.hasPrefix("x: Int = 1\nerror: division by zero\n--> l.md:10:3\n"))
        #expect(result.out.hasSuffix("$R0: Int = 2\n"))
    }

    @Test func colourIsChosenByFlagAndEnvironment() throws {
        let scratch = Scratch()
        scratch.write("e.sri", "1 / 0\n")
        let never = try CLI.run(["run", "e.sri", "--color", "never"], in: scratch.root, environment: ["NO_COLOR": nil])
        #expect(!never.out.contains("\u{1B}["))
        let always = try CLI.run(["run", "--color", "always", "e.sri"], in: scratch.root)
        #expect(always.out.contains("\u{1B}[1;31merror"))
        // Not a terminal: `auto` means no colour, NO_COLOR or not.
        let auto = try CLI.run(["run", "e.sri"], in: scratch.root, environment: ["NO_COLOR": nil])
        #expect(!auto.out.contains("\u{1B}["))
        let bad = try CLI.run(["run", "--color", "sometimes", "e.sri"], in: scratch.root)
        #expect(bad.code == 2)
    }

    @Test func versionAndCompletionScripts() throws {
        let scratch = Scratch()
        let version = try CLI.run(["--version"], in: scratch.root)
        #expect(version.code == 0)
        #expect(version.out.hasPrefix("sriracha 0."))
        for shell in ["bash", "zsh", "fish"] {
            let script = try CLI.run(["--generate-completion-script", shell], in: scratch.root)
            #expect(script.code == 0)
            #expect(script.out.contains("present"), "\(shell)")
        }
    }

    @Test func testSummaryCountsFilesAndStatements() throws {
        let scratch = Scratch()
        scratch.write("a.sri", "let a = 1\n//> a: Int = 1\n")
        scratch.write("b.sri", "let b = 2\n//> b: Int = 2\nb\n//> $R0: Int = 2\n")
        let result = try CLI.run(["test", "a.sri", "b.sri"], in: scratch.root)
        #expect(result.code == 0)
        #expect(result.out == "2 files, 3 statements passed\n")
    }

    @Test func plainTestPathsReportAsTheArgumentParserDoes() throws {
        let scratch = Scratch()
        scratch.write("a.sri", "let a = 1\n//> a: Int = 1\na + 1\n//> $R0: Int = 3\n")
        // The plain `test PATH…` path, and the same run through the argument parser.
        let plain = try CLI.run(["test", "a.sri", "missing.sri"], in: scratch.root)
        let parsed = try CLI.run(["test", "--jobs", "2", "a.sri", "missing.sri"], in: scratch.root)
        #expect(plain.code == 2)
        #expect(plain.code == parsed.code)
        #expect(plain.out == parsed.out)
        #expect(plain.out.contains("a.sri:3"))
    }

    @Test func dryRunRehearsesAndReportsUnexpectedFailures() throws {
        let scratch = Scratch()
        scratch.write("good.md", "Intro.\n\n```sriracha\nlet x = 1\n```\n\n```sriracha fails\nx / 0\n```\n")
        let good = try CLI.run(["present", "--dry-run", "good.md"], in: scratch.root)
        #expect(good.code == 0)
        #expect(good.out.contains("sri> let x = 1\nx: Int = 1\n"))
        #expect(good.out.contains("Intro.\n"))
        #expect(good.out.hasSuffix("Rehearsal done: every statement ran as the lesson expects.\n"))
        scratch.write("bad.sri", "let y = 1\ny / 0\ny + 1\n")
        let bad = try CLI.run(["present", "--dry-run", "bad.sri"], in: scratch.root)
        #expect(bad.code == 1)
        #expect(bad.out.hasSuffix("Rehearsal done: 1 statement did not run as expected: bad.sri:2\n"))
    }

    @Test func presentReadsKeysFromAPipeToo() throws {
        let scratch = Scratch()
        scratch.write("s.sri", "let a = 1\nlet b = a + 1\n")
        // Next, next, back (replays `a` only), next, quit.
        let result = try CLI.run(["present", "s.sri"], input: "nnbnq", in: scratch.root)
        #expect(result.code == 0)
        #expect(result.out.contains("(back to step 1 of 2: replaying)\nsri> let a = 1\na: Int = 1\nsri> let b = a + 1\nb: Int = 2\n"))
    }
}
