import Foundation
import Testing

/// The REPL and `present` at a real (pseudo-)terminal: libedit, key presses, Tab completion,
/// the editor. Each test types as a person would and waits for what they would see.
@Suite(.serialized) struct TerminalTests {
    @Test func loadAndReloadRunTheFileAgain() throws {
        let scratch = Scratch()
        scratch.write("lib.sri", "let answer = 41\nfunc bump(_ n: Int) -> Int { n + 1 }\n")
        let pty = try PTYProcess(["repl"], in: scratch.root)
        #expect(pty.expect("sri> "))
        pty.send(":load lib.sri\r")
        #expect(pty.expect("answer: Int = 41"))
        #expect(pty.expect("bump: (Int) -> Int"))
        scratch.write("lib.sri", "let answer = 42\n")
        pty.send(":reload\r")
        #expect(pty.expect("answer: Int = 42"))
        // `:reload` reset the session: `bump` is gone.
        pty.send("bump(1)\r")
        #expect(pty.expect("error: cannot find `bump` in scope"))
        pty.send(":quit\r")
        #expect(pty.waitForExit() == 0)
    }

    @Test func tabCompletesCommandsPathsAndOptions() throws {
        let scratch = Scratch()
        scratch.write("lesson-one.sri", "let fromFile = 7\n")
        let pty = try PTYProcess(["repl"], in: scratch.root)
        #expect(pty.expect("sri> "))
        // libedit redraws by moving the cursor, so the test looks for the inserted text.
        pty.send(":lo\t")
        #expect(pty.expect("ad "))
        pty.send("less\t")
        #expect(pty.expect("on-one.sri"))
        pty.send("\r")
        #expect(pty.expect("fromFile: Int = 7"))
        pty.send(":set ty\t")
        #expect(pty.expect("pes "))
        pty.send("of\t\r")
        #expect(pty.expect("sri> "))
        pty.send("fromF\t\r")
        #expect(pty.expect("$R0 = 7"))
        pty.send(":info fromF\t\r")
        #expect(pty.expect("defined at lesson-one.sri:1:5"))
        #expect(pty.expect("sri> "))
        pty.send("\u{4}")
        #expect(pty.waitForExit() == 0)
    }

    @Test func editRunsWhatTheEditorSaved() throws {
        let scratch = Scratch()
        // The "editor" appends a line to the entry, as a person would, and saves.
        let editor = scratch.write("editor.sh", "#!/bin/sh\nprintf 'let doubled = base * 2\\n' >> \"$1\"\n")
        chmod(editor, 0o755)
        let pty = try PTYProcess(["repl"], in: scratch.root, environment: ["EDITOR": editor, "VISUAL": ""])
        #expect(pty.expect("sri> "))
        pty.send("let base = 21\r")
        #expect(pty.expect("base: Int = 21"))
        pty.send(":edit\r")
        #expect(pty.expect("sri> let base = 21"))
        #expect(pty.expect("...  let doubled = base * 2"))
        #expect(pty.expect("doubled: Int = 42"))
        pty.send(":history\r")
        #expect(pty.expect("3  let base = 21"))
        pty.send(":quit\r")
        #expect(pty.waitForExit() == 0)
    }

    @Test func saveRecordsWhatTheSessionShowed() throws {
        let scratch = Scratch()
        let pty = try PTYProcess(["repl"], in: scratch.root)
        #expect(pty.expect("sri> "))
        pty.send("let lost = 1\r")
        #expect(pty.expect("lost: Int = 1"))
        pty.send(":reset\r")
        #expect(pty.expect("All bindings cleared."))
        pty.send("let kept = 2\r")
        pty.send("kept / 0\r")
        #expect(pty.expect("division by zero"))
        pty.send("print(\"hi\"); kept + 1\r")
        #expect(pty.expect("$R0: Int = 3"))
        pty.send(":save s.sri\r")
        #expect(pty.expect("Saved 2 entries to s.sri."))
        pty.send(":quit\r")
        #expect(pty.waitForExit() == 0)
        #expect(scratch.read("s.sri") == "let kept = 2\n//> kept: Int = 2\nprint(\"hi\"); kept + 1\n//> hi\n//> $R0: Int = 3\n")
        let test = try CLI.run(["test", "s.sri"], in: scratch.root)
        #expect(test.code == 0, "\(test.out)")
    }

    @Test func presentStepsAndDropsIntoTheREPL() throws {
        let scratch = Scratch()
        scratch.write("lesson.md", """
            # Adding

            Curried functions take one argument at a time.

            ```sriracha
            func add(_ a: Int)(_ b: Int) -> Int { a + b }
            let addTwo = add(2)
            ```

            That is all.

            """)
        let pty = try PTYProcess(["present", "lesson.md"], in: scratch.root)
        #expect(pty.expect("Presenting lesson.md"))
        pty.send("\r")
        #expect(pty.expect("# Adding"))
        pty.send(" ")
        #expect(pty.expect("Curried functions take one argument at a time."))
        pty.send("n")
        #expect(pty.expect("add: (Int) -> (Int) -> Int"))
        pty.send("n")
        #expect(pty.expect("addTwo: (Int) -> Int = add(2)"))
        // Back one step: the session is replayed without `addTwo`.
        pty.send("b")
        #expect(pty.expect("back to step 3 of 5"))
        pty.send("r")
        // The line editor starts before the prompt appears; what is typed earlier is dropped.
        #expect(pty.expect("Ctrl-D comes back to lesson.md)"))
        #expect(pty.expect("sri> "))
        pty.send("add(20)(22)\r")
        #expect(pty.expect("$R0: Int = 42"))
        pty.send("addTwo\r")
        #expect(pty.expect("cannot find `addTwo` in scope"))
        #expect(pty.expect("sri> "))
        // Ctrl-D leaves the REPL for the lesson.
        pty.send("\u{4}")
        #expect(pty.expect("back to lesson.md"))
        pty.send("\r")
        #expect(pty.expect("addTwo: (Int) -> Int = add(2)"))
        pty.send("\r")
        #expect(pty.expect("That is all."))
        pty.send("q")
        #expect(pty.waitForExit() == 0)
    }

    /// Lines pasted at once are one entry, so functions that call each other can be pasted;
    /// `:save` keeps them together, and the file replays.
    @Test func aPasteIsOneEntryAndIsSavedAsOne() throws {
        let scratch = Scratch()
        let pty = try PTYProcess(["repl"], in: scratch.root)
        #expect(pty.expect("sri> "))
        pty.send("func isEven(_ n: Int) -> Bool { n == 0 ? true : isOdd(n - 1) }\r"
            + "func isOdd(_ n: Int) -> Bool { n == 0 ? false : isEven(n - 1) }\risEven(10)\r")
        #expect(pty.expect("isOdd: (Int) -> Bool"))
        #expect(pty.expect("$R0: Bool = true"))
        pty.send(":save s.sri\r")
        #expect(pty.expect("Saved 1 entry to s.sri."))
        pty.send(":quit\r")
        #expect(pty.waitForExit() == 0)
        #expect(scratch.read("s.sri")?.hasPrefix("//@ entry\nfunc isEven") == true)
        let test = try CLI.run(["test", "s.sri"], in: scratch.root)
        #expect(test.code == 0, "\(test.out)")
    }

    /// A Ctrl-D typed while an entry runs is kept for the prompt that follows, where it leaves
    /// (the terminal's line mode used to turn it into an end-of-file mark the editor then read
    /// as a NUL: the key was lost and the next Ctrl-D inserted as a character).
    @Test(arguments: [["repl"], ["present", "s.sri"]])
    func ctrlDTypedWhileAnEntryRunsLeavesAtThePrompt(_ arguments: [String]) throws {
        let scratch = Scratch()
        scratch.write("s.sri", "let a = 1\n")
        let pty = try PTYProcess(arguments, in: scratch.root)
        if arguments[0] == "present" {
            #expect(pty.expect("Presenting s.sri"))
            pty.send("r")
        }
        #expect(pty.expect("sri> "))
        // The key is pressed once the entry has printed, while its loop (most likely) still runs.
        pty.send("print(\"working\"); var total = 0; for i in 0..<2_000_000 { total += i }; total\r")
        #expect(pty.expect("working\r\n"))
        pty.send("\u{4}")
        #expect(pty.expect("1999999000000"))
        if arguments[0] == "present" {
            #expect(pty.expect("back to s.sri"))
            pty.send("q")
        }
        #expect(pty.waitForExit() == 0)
    }
}
