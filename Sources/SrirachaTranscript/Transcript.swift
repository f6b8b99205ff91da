import SrirachaSession

/// Options of `sriracha test`, as the command line parsed them.
public struct TestOptions: Sendable {
    /// Files, folders (searched recursively for `*.sri` and `*.md`) and `FILE:LINE`.
    public var paths: [String]
    /// Rewrite `//>` and `//!` lines from the real output instead of failing.
    public var update = false
    /// Files run at the same time; nil means one per core.
    public var jobs: Int? = nil
    /// Per-statement time limit (`//@ timeout` overrides it for one statement).
    public var timeoutSeconds: Double = 10
    /// Per-statement step limit; nil for none.
    public var maxSteps: Int? = TestOptions.defaultMaxSteps
    /// Megabytes of heap the process may use while a statement runs; nil for no limit.
    public var maxMemoryMB: Int? = TestOptions.defaultMaxMemoryMB
    /// Only files whose path contains this text.
    public var filter: String? = nil
    /// nil for the human report; "tap", "junit" or "json".
    public var format: String? = nil
    /// Colour in the report (only when standard output is a terminal and NO_COLOR is unset).
    public var color = false
    public init(paths: [String]) { self.paths = paths }

    /// The default step limit: far above any lesson, low enough to stop a runaway loop.
    public static let defaultMaxSteps = 100_000_000
    /// The default memory limit of `sriracha test` and `sriracha run`, in megabytes.
    public static let defaultMaxMemoryMB = 2048
}

/// Entry points the `sriracha` executable calls.
public enum TranscriptCommand {
    /// `sriracha test …`: returns the exit code (0 all passed, 1 failures, 2 bad usage or an
    /// unreadable file). Writes its report to standard output, problems to standard error.
    public static func test(_ options: TestOptions) -> Int32 {
        var run = TestRun(options: options)
        run.leavesLastSessions = true
        let code = run.run()
        // A report that could not be written is a failure of the run, said where it can be seen.
        if let failure = StandardStream.output.failure {
            StandardStream.error.write("sriracha test: cannot write the report: \(failure)\n")
            return 2
        }
        return code
    }

    /// `sriracha run --record FILE`: the file with fresh annotations, for standard output.
    /// Every byte that is not a `//>` or `//!` line is kept, as `--update` would write it.
    /// Throws `TranscriptError` for a file that cannot be read or parsed.
    public static func record(path: String) throws -> String {
        try record(path: path, timeoutSeconds: 10, maxSteps: TestOptions.defaultMaxSteps) { SessionRunner() }
    }

    /// `record(path:)` with explicit limits and runner.
    public static func record(path: String, timeoutSeconds: Double?, maxSteps: Int?,
                              makeRunner: @escaping () -> StatementRunner) throws -> String {
        let result: Result<String, Error> = Parallel.onLargeStack {
            Result {
                let runner = makeRunner()
                var file = try AnnotatedFile.load(path: path, entries: runner.entries(in:),
                                                  wholeEntries: runner.entries(in:barriers:))
                let replay = FileReplay(timeoutSeconds: timeoutSeconds, maxSteps: maxSteps, updating: true)
                var text = ""
                // As `--update` does: again while the annotations change how the code is cut.
                for round in 0..<4 {
                    let outcome = replay.run(file, with: round == 0 ? runner : makeRunner())
                    var replacements: [Int: [AnnotationLine]] = [:]
                    for s in outcome.statements where s.status == .failed && s.fixable { replacements[s.index] = s.actual }
                    text = Updater.rewrite(file, replacements: replacements)
                    let written = try AnnotatedFile(path: path, bytes: Array(text.utf8), entries: runner.entries(in:))
                    if written.hasSameStatements(as: file) { break }
                    file = written
                }
                return text
            }
        }
        return try result.get()
    }
}
