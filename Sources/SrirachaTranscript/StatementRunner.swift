import Foundation
import SrirachaSession

/// What the transcript runner needs from a language session: cut text into statement groups,
/// and run one group. `SessionRunner` is the real one; tests use fakes, so parsing, matching,
/// reporting and updating are tested without the language.
///
/// One instance replays one file, on one thread.
public protocol StatementRunner: AnyObject {
    /// Cuts code into statement groups, as `Session.entries(in:)` does.
    func entries(in text: String) -> [Session.EntrySlice]
    /// Cuts a whole region as `entries(in:)` would cut each run of lines between `barriers`
    /// (0-based line indices), or nil when it cannot tell that both cut alike.
    func entries(in text: String, barriers: [Int]) -> [Session.EntrySlice]?
    /// Runs one statement group; `firstLine` is its line in the file, for diagnostics.
    func run(_ text: String, fileName: String, firstLine: Int, limits: StatementLimits) -> StatementResult
    /// Called before the statements of the file at `path` run (relative `import`s start there).
    func willReplay(path: String)
    /// Called before and after the statements of a `.swift` file run: a Swift program's
    /// declarations are visible throughout it (see `Session.beginProgram`).
    func beginProgram(_ text: String, fileName: String)
    func endProgram()
    /// Checks a whole `.swift` program before it runs: its errors, or nil when it may run
    /// (see `Session.checkProgram`).
    func checkProgram(_ text: String, fileName: String) -> [Session.ProgramError]?
    /// The process ends soon after this runner's file: what it builds is never freed.
    func leaveToExit()
}

extension StatementRunner {
    public func entries(in text: String, barriers: [Int]) -> [Session.EntrySlice]? { nil }
    public func willReplay(path: String) {}
    public func beginProgram(_ text: String, fileName: String) {}
    public func endProgram() {}
    public func checkProgram(_ text: String, fileName: String) -> [Session.ProgramError]? { nil }
    public func leaveToExit() {}
}

/// The limits and switches for one statement.
public struct StatementLimits: Equatable, Sendable {
    public var timeoutSeconds: Double?
    public var maxSteps: Int?
    /// Bytes of heap the process may use (`--max-memory`); nil for no limit.
    public var maxMemoryBytes: Int?
    /// False for `//@ no-trace`.
    public var trace = true
    public init(timeoutSeconds: Double? = nil, maxSteps: Int? = nil, maxMemoryBytes: Int? = nil, trace: Bool = true) {
        self.timeoutSeconds = timeoutSeconds
        self.maxSteps = maxSteps
        self.maxMemoryBytes = maxMemoryBytes
        self.trace = trace
    }
}

/// What running one statement group printed and how it ended.
public struct StatementResult: Equatable, Sendable {
    public var outputs: [Session.Output]
    /// The statement ended in an error.
    public var failed: Bool
    /// It hit the time or step limit: the rest of the file is not run.
    public var runaway: Bool
    public init(outputs: [Session.Output], failed: Bool, runaway: Bool = false) {
        self.outputs = outputs
        self.failed = failed
        self.runaway = runaway
    }
}

/// The real runner: one `Session`, without colour, with the statement's limits applied.
public final class SessionRunner: StatementRunner {
    public let session: Session
    /// The `:trace` mode last set by the file itself, restored after a `no-trace` statement.
    private var traceMode = "changes"

    public init() {
        var options = Session.Options()
        options.color = false
        session = Session(options: options)
    }

    public func willReplay(path: String) {
        let folder = (path as NSString).deletingLastPathComponent
        session.importDirectory = folder.hasPrefix("/") ? folder
            : FileManager.default.currentDirectoryPath + (folder.isEmpty ? "" : "/" + folder)
    }

    public func entries(in text: String) -> [Session.EntrySlice] {
        session.prepareEntries(in: text)
    }

    public func entries(in text: String, barriers: [Int]) -> [Session.EntrySlice]? {
        session.prepareEntries(in: text, barriers: barriers)
    }

    public func beginProgram(_ text: String, fileName: String) {
        session.beginProgram(text, fileName: fileName)
    }

    public func endProgram() {
        session.endProgram()
    }

    public func checkProgram(_ text: String, fileName: String) -> [Session.ProgramError]? {
        session.checkProgram(text, fileName: fileName)
    }

    public func leaveToExit() {
        session.keepsParsedStatements()
        _ = Unmanaged.passRetained(self)
    }

    public func run(_ text: String, fileName: String, firstLine: Int, limits: StatementLimits) -> StatementResult {
        if session.options.timeoutSeconds != limits.timeoutSeconds || session.options.maxSteps != limits.maxSteps
            || session.options.maxMemoryBytes != limits.maxMemoryBytes {
            var options = session.options
            options.timeoutSeconds = limits.timeoutSeconds
            options.maxSteps = limits.maxSteps
            options.maxMemoryBytes = limits.maxMemoryBytes
            session.options = options
        }
        let quiet = !limits.trace && session.run(":trace off", fileName: "<transcript>", emit: { _ in }) == .ok
        defer { if quiet { session.run(":trace \(traceMode)", fileName: "<transcript>", emit: { _ in }) } }
        var outputs: [Session.Output] = []
        let status = session.run(text, fileName: fileName, firstLine: firstLine) { outputs.append($0) }
        if status == .ok, let mode = SessionRunner.traceCommand(text) { traceMode = mode }
        return StatementResult(outputs: outputs, failed: status == .failed,
                               runaway: SessionRunner.isRunaway(outputs))
    }

    /// The mode of a `:trace MODE` line.
    static func traceCommand(_ text: String) -> String? {
        // Only a meta command can be one: most statements are code, and splitting each into
        // words cost a tenth of replaying it.
        guard Session.mayBeMetaCommand(text), text.first(where: { !$0.isWhitespace }) == ":" else { return nil }
        let words = text.split(whereSeparator: { $0.isWhitespace })
        guard words.count == 2, words[0].count > 2, ":trace".hasPrefix(words[0]) else { return nil }
        return String(words[1])
    }

    /// A statement stopped by the time or step limit ends with that error.
    static func isRunaway(_ outputs: [Session.Output]) -> Bool {
        guard case .error(let text)? = outputs.last else { return false }
        let first = text.prefix { $0 != "\n" }
        return first.hasPrefix("error: time limit exceeded") || first.hasPrefix("error: step limit exceeded")
    }
}
