import Foundation
import Testing

/// The process-level attacks on a graded run: output that cannot be written, a run stopped by a
/// signal, a tight address-space limit. Each asserts what the user sees and the exit status.
@Suite struct HostileRunTests {
    /// Runs a shell command line with `$SRI` set to the executable; a hang ends after a minute
    /// (`timeout`), so it fails the test instead of stalling the suite.
    func shell(_ command: String, in folder: String) throws -> CLI.Result {
        try CLI.runProgram("/usr/bin/timeout", ["-k", "5", "60", "/bin/sh", "-c", command], in: folder,
                           environment: ["SRI": CLI.executable])
    }

    @Test func runToAFullDiskFailsOnStandardError() throws {
        let scratch = Scratch()
        scratch.write("a.sri", "print(1)\n1 + 1\n")
        let result = try shell("\"$SRI\" run a.sri > /dev/full", in: scratch.root)
        #expect(result.code == 2)
        #expect(result.err == "error: cannot write the output: No space left on device\n")
    }

    @Test func pipedScriptToAFullDiskFails() throws {
        let scratch = Scratch()
        let result = try shell("printf '1\\n' | \"$SRI\" > /dev/full", in: scratch.root)
        #expect(result.code == 2)
        #expect(result.err.contains("cannot write the output"))
        let repl = try shell("printf '1\\n' | \"$SRI\" repl > /dev/full", in: scratch.root)
        #expect(repl.code == 2)
        #expect(repl.err.contains("cannot write the output"))
    }

    @Test func testToAFullDiskFailsOnStandardError() throws {
        let scratch = Scratch()
        scratch.write("a.sri", "1 + 1\n//> $R0: Int = 2\n")
        let result = try shell("\"$SRI\" test a.sri > /dev/full", in: scratch.root)
        #expect(result.code == 2)
        #expect(result.err.contains("sriracha test: cannot write the report: No space left on device"))
        let record = try shell("\"$SRI\" run --record a.sri > /dev/full", in: scratch.root)
        #expect(record.code == 2)
        #expect(record.err.contains("cannot write the output"))
    }

    /// The evaluation thread's 1 GB stack cannot be mapped: a smaller one is used.
    @Test func runsUnderATightAddressSpaceLimit() throws {
        let scratch = Scratch()
        scratch.write("a.sri", "1 + 1\nfunc down(_ n: Int) -> Int { n == 0 ? 0 : 1 + down(n - 1) }\ndown(1000)\ndown(10_000_000)\n")
        let result = try shell("ulimit -v 1000000; \"$SRI\" run a.sri", in: scratch.root)
        #expect(result.out.hasPrefix("$R0: Int = 2\ndown: (Int) -> Int\n$R1: Int = 1000\nerror: stack depth exceeded"), "\(result.out)")
        #expect(result.code == 1)
    }

    static let hoarder = "var keep: [[Int]] = []\nfor i in 0..<1000 { keep.append(Array(repeating: i, count: 10_000_000)) }\nkeep.count\n"

    /// Each array takes 228 MB: the limit stops the loop before the allocation that would
    /// cross it, and the statement fails.
    @Test func memoryLimitStopsAHoarder() throws {
        let scratch = Scratch()
        scratch.write("mem.sri", Self.hoarder)
        let result = try shell("\"$SRI\" run --max-memory 300 mem.sri", in: scratch.root)
        #expect(result.code == 1)
        #expect(result.out.hasPrefix("keep: [[Int]] = []\nerror: memory limit exceeded (300 MB)\n--> mem.sri:2:33"), "\(result.out)")
        let test = try shell("\"$SRI\" test --max-memory 300 mem.sri", in: scratch.root)
        #expect(test.code == 1)
    }

    /// A recursion that uses the whole native stack (hundreds of megabytes of it) ends in
    /// "stack depth exceeded" under a low memory limit: the limit counts values, not the stack,
    /// and the stack's pages are given back after the statement, so later statements fit. The
    /// limit leaves room for the 120 MB array and the debug build's own pages, with a margin:
    /// how much of the stack's last stretch is still resident varies from run to run (the
    /// stack starts at a different address each time), while a stack not given back at all
    /// would be several times the limit.
    @Test func deepRecursionIsNotAMemoryProblem() throws {
        let scratch = Scratch()
        scratch.write("deep.sri", """
            func viaMap(_ n: Int) -> Int { n == 0 ? 0 : [n - 1].map(viaMap)[0] + 1 }
            //> viaMap: (Int) -> Int
            viaMap(1_000_000)
            //! error: stack depth exceeded
            //! --> deep.sri:1:45
            //! 1 | func viaMap(_ n: Int) -> Int { n == 0 ? 0 : [n - 1].map(viaMap)[0] + 1 }
            //!   |                                             ^^^^^^^^^^^^^^^^^^^
            //! note: in viaMap at deep.sri:1:45, called from deep.sri:3:1
            viaMap(1_000_000)
            //! error: stack depth exceeded
            //! --> deep.sri:1:45
            //! 1 | func viaMap(_ n: Int) -> Int { n == 0 ? 0 : [n - 1].map(viaMap)[0] + 1 }
            //!   |                                             ^^^^^^^^^^^^^^^^^^^
            //! note: in viaMap at deep.sri:1:45, called from deep.sri:9:1
            Array(repeating: 1, count: 5_000_000).count
            //> $R0: Int = 5000000

            """)
        let result = try shell("\"$SRI\" test --max-memory 300 deep.sri", in: scratch.root)
        #expect(result.code == 0, "\(result.out)")
        #expect(result.out.contains("4 statements passed"), "\(result.out)")
    }

    /// Under `ulimit -v` a value that cannot be mapped is an error, not an abort.
    @Test func addressSpaceLimitIsAnError() throws {
        let scratch = Scratch()
        scratch.write("mem.sri", Self.hoarder.replacingOccurrences(of: "10_000_000", with: "2_000_000"))
        let result = try shell("ulimit -v 600000; \"$SRI\" run --max-memory 100000 mem.sri", in: scratch.root)
        #expect(result.code == 1)
        #expect(result.out.contains("error: out of memory: a value of 45 MB does not fit"), "\(result.out)")
    }

    /// Sources larger than 16 MB (or endless, like `/dev/zero`) are refused before anything runs.
    @Test func hugeSourcesAreRefused() throws {
        let scratch = Scratch()
        scratch.write("big.sri", String(repeating: "a", count: 17_000_000))
        let run = try shell("\"$SRI\" run big.sri", in: scratch.root)
        #expect(run.code == 2)
        #expect(run.err == "error: cannot read `big.sri`: it is larger than 16 MB\n")
        let zero = try shell("\"$SRI\" run /dev/zero", in: scratch.root)
        #expect(zero.code == 2)
        #expect(zero.err == "error: cannot read `/dev/zero`: it is larger than 16 MB\n")
        let piped = try shell("head -c 17000000 /dev/zero | \"$SRI\"", in: scratch.root)
        #expect(piped.code == 2)
        #expect(piped.err.contains("it is larger than 16 MB"))
        let test = try shell("\"$SRI\" test big.sri", in: scratch.root)
        #expect(test.code == 2)
        #expect(test.err.contains("big.sri: it is larger than 16 MB"))
    }

    /// Output reaches a file while the script runs; SIGTERM and SIGINT stop the statement,
    /// report `interrupted`, flush and exit with 143 and 130.
    @Test(arguments: [(SIGTERM, Int32(143)), (SIGINT, Int32(130))])
    func stopSignalFlushesAndReports(signal: Int32, status: Int32) throws {
        let scratch = Scratch()
        scratch.write("loop.sri", "var n = 0\nprint(\"start\")\nwhile true { n += 1 }\n")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CLI.executable)
        process.arguments = ["run", "loop.sri"]
        process.currentDirectoryURL = URL(fileURLWithPath: scratch.root)
        let out = scratch.write("out.txt", "")
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: out))
        try process.run()
        // The first lines appear in the file while the loop still runs.
        var seen = false
        for _ in 0..<6000 where !seen {
            usleep(10_000)
            seen = scratch.read("out.txt")?.contains("start\n") == true
        }
        #expect(seen, "nothing was flushed while the script ran")
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        #expect(process.terminationStatus == status)
        #expect(scratch.read("out.txt")?.hasPrefix("n: Int = 0\nstart\nerror: interrupted\n--> loop.sri:3:1") == true,
                "\(scratch.read("out.txt") ?? "")")
    }
}

extension CLI {
    /// Runs any program (for shell redirections and limits) with `input` piped in.
    static func runProgram(_ program: String, _ arguments: [String], in folder: String,
                           environment: [String: String] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = "1"
        for (k, v) in environment { env[k] = v }
        process.environment = env
        let stdout = Pipe(), stderr = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        let out = stdout.fileHandleForReading.readDataToEndOfFile()
        let err = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(out: String(decoding: out, as: UTF8.self), err: String(decoding: err, as: UTF8.self),
                      code: process.terminationStatus)
    }
}

extension HostileRunTests {
    /// A 17 MB line piped into the REPL is refused at once, and the session goes on.
    @Test func hugeREPLEntryIsRefused() throws {
        let scratch = Scratch()
        let result = try shell("{ head -c 17000000 /dev/zero | tr '\\0' 'a'; printf '\\n1 + 1\\n'; } | \"$SRI\" repl", in: scratch.root)
        #expect(result.out == "error: this entry is larger than 16 MB; it was not run\n$R0: Int = 2\n", "\(result.out.prefix(300))")
    }
}
