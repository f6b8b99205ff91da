import Foundation
import Testing

/// A script may never write a file: `:save` from `run`, piped input, `repl --load` or a test
/// neither creates nor truncates anything.
@Suite struct SaveFromFileTests {
    static let script = "let x = 1\n:save ../grades.csv\n:save new.sri\n"

    /// A folder with `grades.csv` beside a `work/` folder the commands run in.
    func setUp() -> Scratch {
        let scratch = Scratch()
        scratch.write("grades.csv", "name,grade\nAda,A\n")
        try? FileManager.default.createDirectory(atPath: scratch.root + "/work", withIntermediateDirectories: true)
        return scratch
    }

    func expectUntouched(_ scratch: Scratch, _ result: CLI.Result) {
        #expect(scratch.read("grades.csv") == "name,grade\nAda,A\n")
        #expect(!scratch.exists("work/new.sri"))
        let leftovers = (try? FileManager.default.contentsOfDirectory(atPath: scratch.root)) ?? []
        #expect(leftovers.sorted() == ["grades.csv", "work"], "a temporary file was left behind")
        #expect(result.out.contains("error: `:save` works only in an interactive session"), "\(result.out)")
    }

    @Test func runRefusesToSave() throws {
        let scratch = setUp()
        scratch.write("work/s.sri", Self.script)
        let result = try CLI.run(["run", "s.sri"], in: scratch.root + "/work")
        #expect(result.code == 1)
        #expect(result.out.hasPrefix("x: Int = 1\nerror: `:save` works only in an interactive session\n"))
        expectUntouched(scratch, result)
    }

    @Test func pipedInputRefusesToSave() throws {
        let scratch = setUp()
        let result = try CLI.run([], input: Self.script, in: scratch.root + "/work")
        #expect(result.code == 1)
        expectUntouched(scratch, result)
    }

    @Test func pipedInputToTheREPLRefusesToSave() throws {
        let scratch = setUp()
        let result = try CLI.run(["repl"], input: Self.script, in: scratch.root + "/work")
        expectUntouched(scratch, result)
        // Both `:save` lines were refused, not only the first.
        #expect(result.out.components(separatedBy: "works only in an interactive session").count == 3)
    }

    @Test func aLoadedFileRefusesToSave() throws {
        let scratch = setUp()
        scratch.write("work/l.sri", Self.script)
        let result = try CLI.run(["repl", "--load", "l.sri"], input: "x\n", in: scratch.root + "/work")
        expectUntouched(scratch, result)
        #expect(result.out.hasSuffix("$R0: Int = 1\n"))
    }

    @Test func testAndUpdateRefuseToSave() throws {
        let scratch = setUp()
        scratch.write("work/t.sri", "let x = 1\n//> x: Int = 1\n:save ../grades.csv\n")
        let test = try CLI.run(["test", "t.sri"], in: scratch.root + "/work")
        #expect(test.code == 1)
        #expect(scratch.read("grades.csv") == "name,grade\nAda,A\n")
        let update = try CLI.run(["test", "--update", "t.sri"], in: scratch.root + "/work", environment: ["CI": nil])
        #expect(scratch.read("grades.csv") == "name,grade\nAda,A\n")
        // `--update` recorded the refusal as the statement's expected error.
        #expect(scratch.read("work/t.sri")?.contains("//! error: `:save` works only in an interactive session") == true,
                "\(update.out)\(update.err)")
    }
}
