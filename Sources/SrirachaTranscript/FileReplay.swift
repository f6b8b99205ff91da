import SrirachaSession

/// Replays one parsed file in one session, statement group by statement group, and compares
/// each group's output with its annotations.
struct FileReplay {
    /// `--timeout` (seconds) and the step limit, unless a statement says otherwise.
    var timeoutSeconds: Double?
    var maxSteps: Int?
    /// `--max-memory`, in bytes.
    var maxMemoryBytes: Int?
    /// Replaying for `--update` (or `--record`): each statement runs at the line it will have
    /// once the annotations above it are rewritten, so the line numbers its diagnostics print
    /// are those of the updated file, and the updated file passes.
    var updating = false

    /// Replays `file`. With `target`, statements after it are not run, and only the target is
    /// compared and reported (the ones before it run as its setup).
    func run(_ file: AnnotatedFile, with runner: StatementRunner, target: Int? = nil) -> FileOutcome {
        var outcome = FileOutcome(path: file.path)
        runner.willReplay(path: file.path)
        let isProgram = file.kind == .script && Session.isSwiftProgram(file.name)
        // A program with a type error anywhere runs nothing: each statement shows its errors.
        let programText = isProgram ? file.source.lines.map(\.text).joined(separator: "\n") : ""
        let programErrors = isProgram ? runner.checkProgram(programText, fileName: file.name) : nil
        let began = isProgram && programErrors == nil
        if began { runner.beginProgram(programText, fileName: file.name) }
        defer { if began { runner.endProgram() } }
        var stoppedAt: Int? = nil
        let lastOfFailingBlock = Set(file.blocks.filter(\.mustFail).compactMap { $0.statements.last })
        // Lines the rewritten annotations of earlier statements add (or remove) above this one.
        var shift = 0
        // A program's top-level `defer`s run when it ends, the latest first; each is compared
        // with its own annotations (see `Session.topLevelDefersLast`).
        var deferred: [(index: Int, statement: AnnotatedFile.Statement, code: String, shift: Int)] = []
        for (index, statement) in file.statements.enumerated() {
            if let target, index > target { break }
            if began, let block = Session.topLevelDeferBlock(statement.code) {
                deferred.append((index, statement, block, shift))
                continue
            }
            let compared = target == nil || index == target
            func record(_ status: StatementOutcome.Status, _ message: String?, actual: [AnnotationLine] = []) {
                guard compared else { return }
                outcome.statements.append(StatementOutcome(
                    index: index, line: statement.firstLine, source: statement.code, status: status,
                    expected: statement.expected, actual: actual, message: message))
            }
            if statement.directives.skip {
                record(.skipped, statement.directives.reason.map { "skipped: \($0)" } ?? "skipped")
                continue
            }
            if let stoppedAt {
                record(.notRun, "not run: the statement at line \(stoppedAt) ran away")
                continue
            }
            // The command line's limit is a ceiling: a file can ask for less time, never more.
            let asked = statement.directives.timeoutSeconds
            let limits = StatementLimits(
                timeoutSeconds: asked.map { min($0, timeoutSeconds ?? $0) } ?? timeoutSeconds,
                maxSteps: maxSteps, maxMemoryBytes: maxMemoryBytes, trace: !statement.directives.noTrace)
            let result: StatementResult
            if let programErrors {
                let outputs = programErrors.filter { (statement.firstLine...statement.lastLine).contains($0.line) }.map(\.output)
                result = StatementResult(outputs: outputs, failed: !outputs.isEmpty)
            } else {
                result = runner.run(statement.code, fileName: file.name, firstLine: statement.firstLine + shift,
                                    limits: limits)
            }
            guard compared else { continue }
            let judged = judge(statement, index: index, result: result,
                               mustFail: lastOfFailingBlock.contains(index), in: file)
            outcome.statements.append(judged)
            if updating && judged.status == .failed && judged.fixable {
                shift += Updater.annotations(for: statement, actual: judged.actual, in: file.source.lines,
                                             newline: "\n").count - statement.expected.count
            }
            // A runaway the file did not expect leaves the session in doubt and would likely
            // run away again: the rest of the file is reported as not run.
            if result.runaway, outcome.statements.last?.status != .passed {
                stoppedAt = statement.firstLine
            }
        }
        for d in deferred.reversed() {
            let compared = target == nil || d.index == target
            guard stoppedAt == nil else {
                // A replay that ran away never reaches them. (An error a statement expects does
                // not stop a replay, so they run after it, where `sriracha run` would stop.)
                if compared {
                    outcome.statements.append(StatementOutcome(
                        index: d.index, line: d.statement.firstLine, source: d.statement.code, status: .notRun,
                        expected: d.statement.expected, actual: [], message: "not run: the program stopped before its end"))
                }
                continue
            }
            let result = runner.run(d.code, fileName: file.name, firstLine: d.statement.firstLine + d.shift,
                                    limits: StatementLimits(timeoutSeconds: timeoutSeconds, maxSteps: maxSteps,
                                                            maxMemoryBytes: maxMemoryBytes, trace: !d.statement.directives.noTrace))
            if compared {
                outcome.statements.append(judge(d.statement, index: d.index, result: result, mustFail: false, in: file))
            }
        }
        outcome.statements.sort { $0.index < $1.index }
        if !file.hasAnnotations && outcome.statements.contains(where: { $0.status == .failed && $0.expected.isEmpty }) {
            outcome.note = "no expectations — run `sriracha test --update`"
        }
        return outcome
    }

    /// Compares one statement's output with its annotations and directives.
    func judge(_ statement: AnnotatedFile.Statement, index: Int, result: StatementResult,
               mustFail: Bool, in file: AnnotatedFile) -> StatementOutcome {
        let exact = AnnotationLine.printsExactly(result.outputs, statement.expected)
        let actual = exact ? statement.expected : AnnotationLine.lines(from: result.outputs)
        var outcome = StatementOutcome(index: index, line: statement.firstLine, source: statement.code,
                                       status: .passed, expected: statement.expected, actual: actual)
        var matched: Bool
        if statement.expected.isEmpty {
            // The last statement of a `fails` block may leave its error unannotated: a lesson
            // shows the mistake; the reader runs it to see the message.
            matched = actual.isEmpty || (mustFail && result.failed)
            if !matched { outcome.message = "printed output, but has no `//>` or `//!` lines" }
        } else {
            matched = exact || Matcher.matches(statement.expected, actual)
        }
        outcome.fixable = !matched
        var problem: String? = nil
        if mustFail && !result.failed, let block = statement.block {
            problem = "the block at line \(file.blocks[block].fenceLine) is marked `fails`, but its last statement succeeded"
        }
        if statement.directives.xfail {
            if matched && problem == nil {
                outcome.status = .failed
                outcome.needsAttention = true
                outcome.message = "passed, but is marked `//@ xfail`: remove the directive"
            } else {
                outcome.status = .xfailed
                outcome.fixable = false
                outcome.message = statement.directives.reason.map { "expected failure: \($0)" } ?? "expected failure"
            }
            return outcome
        }
        if let problem {
            outcome.status = .failed
            outcome.needsAttention = true
            outcome.message = problem
        } else if !matched {
            outcome.status = .failed
        }
        if result.runaway && !matched {
            let rest = "the rest of the file was not run"
            outcome.message = outcome.message.map { $0 + "; " + rest } ?? "ran away: " + rest
        }
        return outcome
    }
}
