import Foundation
import SrirachaSession

/// One `sriracha test` invocation: find the files, replay them in parallel, report, update.
public struct TestRun {
    public var options: TestOptions
    /// A fresh runner for each file (each file gets its own session).
    public var makeRunner: () -> StatementRunner
    /// Standard output and standard error.
    public var output: (String) -> Void
    public var errorOutput: (String) -> Void
    /// Where `CI` is looked up.
    public var environment: [String: String]
    /// The process ends when the run does (`sriracha test`): the sessions of the last files,
    /// one per worker, are left to the system instead of freed piece by piece, which cost a
    /// tenth of replaying a file. Earlier files' sessions are freed, so memory stays bounded.
    public var leavesLastSessions = false

    public init(options: TestOptions, makeRunner: @escaping () -> StatementRunner = { SessionRunner() },
                output: @escaping (String) -> Void = TestRun.standardOutput,
                errorOutput: @escaping (String) -> Void = TestRun.standardError,
                environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.options = options
        self.makeRunner = makeRunner
        self.output = output
        self.errorOutput = errorOutput
        self.environment = environment
    }

    /// Runs everything; returns the exit code (0 all passed, 1 failures, 2 bad usage or a
    /// file that could not be read, parsed or written).
    public func run() -> Int32 {
        if let problem = usageProblem() {
            errorOutput("sriracha test: \(problem)\n")
            return 2
        }
        if options.update, environment["CI"] != nil {
            errorOutput("sriracha test: refusing to rewrite files because `CI` is set; run `--update` on a development machine and commit the result\n")
            return 2
        }
        let (targets, missing) = Discovery.targets(for: options.paths, filter: options.filter)
        if targets.isEmpty && missing.isEmpty {
            errorOutput("sriracha test: no *.sri, *.md or annotated *.swift files found" + (options.filter.map { " matching `\($0)`" } ?? "") + "\n")
            return 2
        }
        // A path that does not exist is reported like an unreadable file, in every format.
        let jobs: [Discovery.Target?] = targets.map { $0 } + missing.map { _ in nil }
        let format = options.format.flatMap(ReportFormat.init(rawValue:))
        let report = HumanReport(color: options.color, update: options.update)
        var files: [FileOutcome] = []
        files.reserveCapacity(targets.count)
        // One file needs one worker: the processor count is not asked for (Foundation reads
        // the control group's quota files to answer, about 0.2% of replaying a short file).
        let workers = options.jobs ?? (jobs.count > 1 ? ProcessInfo.processInfo.activeProcessorCount : 1)
        Parallel.forEach(count: jobs.count, jobs: workers, work: { i in
            let last = leavesLastSessions && i >= jobs.count - workers
            return jobs[i].map { runFile($0, leavingSession: last) } ?? FileOutcome(path: missing[i - targets.count].path, error: missing[i - targets.count].message)
        }) { _, file in
            if let error = file.error { errorOutput("sriracha test: \(error)\n") }
            if format == nil {
                let text = report.render(file)
                if !text.isEmpty { output(text) }
            }
            files.append(file)
        }
        let total = files.reduce(Counts()) { $0 + $1.counts }
        let summary = total.summary(update: options.update, files: files.count)
        if let format {
            output(format.render(files, update: options.update))
            errorOutput(summary + "\n")
        } else {
            output(report.paint(summary, total.failed > 0 ? "1;31" : "1;32") + "\n")
        }
        let code: Int32 = files.contains(where: { $0.error != nil }) ? 2
            : total.failed > 0 || (!options.update && total.updated > 0) ? 1 : 0
        // The outcomes of every statement, left to the system as the last sessions are: freeing
        // them one by one cost as much as checking 20 statements.
        if leavesLastSessions { _ = Unmanaged.passRetained(LeftToExit(files)) }
        return code
    }

    func usageProblem() -> String? {
        if options.paths.isEmpty {
            return "no files or folders given (usage: sriracha test PATH… [--update] [--jobs N] [--timeout S] [--filter TEXT] [--format tap|junit|json])"
        }
        if let jobs = options.jobs, jobs < 1 { return "--jobs must be at least 1" }
        if !(options.timeoutSeconds > 0) || !options.timeoutSeconds.isFinite {
            return "--timeout must be a positive number of seconds"
        }
        if let steps = options.maxSteps, steps < 1 { return "--max-steps must be at least 1" }
        if let megabytes = options.maxMemoryMB, megabytes < 1 { return "--max-memory must be at least 1" }
        if let format = options.format, ReportFormat(rawValue: format) == nil {
            return "unknown format `\(format)` (expected tap, junit or json)"
        }
        return nil
    }

    /// Loads, replays and (with `--update`) rewrites one file. Never throws: problems become
    /// the outcome's `error`.
    public func runFile(path: String, line: Int? = nil) -> FileOutcome {
        runFile(Discovery.Target(path: path, line: line))
    }

    func runFile(_ target: Discovery.Target, leavingSession: Bool = false) -> FileOutcome {
        let runner = makeRunner()
        if leavingSession { runner.leaveToExit() }
        let file: AnnotatedFile
        do {
            file = try AnnotatedFile.load(path: target.path, entries: runner.entries(in:),
                                          wholeEntries: runner.entries(in:barriers:))
        } catch {
            return FileOutcome(path: target.path, error: "\(error)")
        }
        var selected: Int? = nil
        if let line = target.line {
            guard let index = file.statementIndex(at: line) else {
                let next = file.statements.first { $0.firstLine > line }.map { " (the next statement starts at line \($0.firstLine))" } ?? ""
                return FileOutcome(path: target.path, error: "\(target.path):\(line): no statement at this line\(next)")
            }
            selected = index
        }
        var replay = FileReplay(timeoutSeconds: options.timeoutSeconds, maxSteps: options.maxSteps,
                                updating: options.update)
        replay.maxMemoryBytes = options.maxMemoryMB.map { $0 << 20 }
        var outcome = replay.run(file, with: runner, target: selected)
        // Its statements and their syntax trees go with the session (freeing them was 1% of
        // replaying a file of short statements).
        if leavingSession { _ = Unmanaged.passRetained(LeftToExit(file)) }
        if options.update {
            outcome.note = nil
            TestRun.update(file, &outcome)
            // An annotation ends the statement group above it, so new annotations can cut the
            // code differently (after an unterminated `/*`, the lines below become code again):
            // the written file is replayed until it keeps its statements, so that it passes.
            // A Swift program's declarations can be checked ahead of their place, before the
            // annotations above them are rewritten: their lines are right from the second round.
            var current = file
            var rounds = 0
            let isProgram = file.kind == .script && Session.isSwiftProgram(file.name)
            while outcome.wroteFile, outcome.error == nil, selected == nil, rounds < 3,
                  let written = try? AnnotatedFile.load(path: target.path, entries: runner.entries(in:)),
                  !written.hasSameStatements(as: current) || (isProgram && rounds == 0) {
                rounds += 1
                current = written
                var again = replay.run(written, with: makeRunner())
                again.note = nil
                TestRun.update(written, &again)
                again.wroteFile = true
                outcome = again
            }
        }
        return outcome
    }

    /// Rewrites the annotations of the statements that can be fixed, atomically.
    static func update(_ file: AnnotatedFile, _ outcome: inout FileOutcome) {
        var replacements: [Int: [AnnotationLine]] = [:]
        for s in outcome.statements where s.status == .failed && s.fixable { replacements[s.index] = s.actual }
        guard !replacements.isEmpty else { return }
        do {
            try AtomicWriter.write(Updater.rewrite(file, replacements: replacements), to: file.path,
                                   replacing: file.source.bytes)
        } catch {
            outcome.error = "\(error)"
            return
        }
        outcome.wroteFile = true
        for i in outcome.statements.indices where replacements[outcome.statements[i].index] != nil {
            // Still a failure when rewriting could not fix it (a `fails` block that succeeded).
            outcome.statements[i].updated = !outcome.statements[i].needsAttention
        }
    }

    public static let standardOutput: (String) -> Void = { StandardStream.output.write($0) }
    public static let standardError: (String) -> Void = { StandardStream.error.write($0) }
}

extension AnnotatedFile {
    /// True when both cut their code into the same statements.
    func hasSameStatements(as other: AnnotatedFile) -> Bool {
        statements.map(\.code) == other.statements.map(\.code)
    }

    /// The statement whose code or annotation lines contain `line` (1-based).
    func statementIndex(at line: Int) -> Int? {
        statements.firstIndex { s in
            let end = max(s.lastLine, (s.expectedLineIndices.last ?? -1) + 1)
            return (s.firstLine...end).contains(line)
        }
    }
}

/// What a run leaves to the system when the process ends with it (see `leavesLastSessions`).
private final class LeftToExit<Kept> {
    let kept: Kept
    init(_ kept: Kept) { self.kept = kept }
}
