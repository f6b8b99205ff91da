import SrirachaLanguage

/// One REPL session: feed it entries, get their output. Everything the REPL, `sriracha run`,
/// `sriracha test` and `:save` print goes through here, so they all print the same bytes.
public final class Session {
    /// What an entry printed, in order.
    public enum Output: Equatable, Sendable {
        /// Normal output: `print` text and result lines (`x: Int = 5`). Ends with a newline.
        case text(String)
        /// A rendered diagnostic (`error: …`, `--> …`, the line, the caret, `help:` lines).
        case error(String)
    }

    /// How an entry ended.
    public enum Status: Equatable, Sendable {
        case ok
        case failed
        /// The entry was `:quit`: the REPL should exit.
        case quit
    }

    /// What entries typed at the keyboard may do beyond running code. The session's creator
    /// grants them: only the REPL reading a terminal grants `writeFiles`. Entries from a file
    /// (`sriracha run`, `test`, lessons, `--load`, `:load`) never get them, whatever was
    /// granted, so a script can never write a file on the machine it runs on.
    public struct Capabilities: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// `:save` may write files.
        public static let writeFiles = Capabilities(rawValue: 1)
    }

    /// Where an entry came from.
    public enum Source: Equatable, Sendable {
        /// Typed (or piped) into the REPL.
        case keyboard
        /// Cut from a file; diagnostics point into it.
        case file(name: String, firstLine: Int)
    }

    public struct Options: Sendable {
        /// Colour escapes in output (REPL on a terminal only).
        public var color = false
        /// Per-entry evaluation limits; nil means none.
        public var timeoutSeconds: Double? = nil
        public var maxSteps: Int? = nil
        /// How updates of dynamic values are traced (`:trace`).
        public var traceMode: DynamicsRuntime.TraceMode = .changes
        public init() {}
    }

    /// Changing the options applies the new limits from the next entry on (the transcript
    /// runner gives single statements their own `//@ timeout`).
    public var options: Options {
        didSet { applyLimits() }
    }
    let interpreter: Interpreter
    /// Every entry run so far with what it printed, for `:save` and `:history`.
    public private(set) var log: [(entry: String, output: [Output])] = []

    /// What keyboard entries may do; fixed at creation.
    public let capabilities: Capabilities

    /// The folder `import "file.sri"` starts from in entries of a file named without its folder
    /// (transcript replay names files by their base name); nil for the current folder.
    public var importDirectory: String?

    public init(options: Options = Options(), capabilities: Capabilities = []) {
        self.options = options
        self.capabilities = capabilities
        interpreter = Interpreter()
        interpreter.fileImporter = makeFileImporter()
        applyLimits()
    }

    /// Runs one entry typed into the REPL.
    @discardableResult
    public func run(_ text: String, emit: (Output) -> Void) -> Status {
        run(text, from: .keyboard, emit: emit)
    }

    /// Runs one statement group cut from a file. `fileName` and `firstLine` make diagnostics
    /// point into the original file.
    @discardableResult
    public func run(_ text: String, fileName: String, firstLine: Int = 1, emit: (Output) -> Void) -> Status {
        run(text, from: .file(name: fileName, firstLine: firstLine), emit: emit)
    }

    /// Runs one entry from `source`.
    @discardableResult
    public func run(_ text: String, from source: Source, emit: (Output) -> Void) -> Status {
        var printed: [Output] = []
        let record: (Output) -> Void = { printed.append($0); emit($0) }
        let trimmed = text.drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        let status: Status
        if trimmed.hasPrefix(":") {
            status = runMetaCommand(String(trimmed), from: source, emit: record)
        } else {
            switch source {
            case .keyboard:
                status = runCode(text, fileName: "<repl>", firstLine: 1, emit: record)
            case let .file(name, firstLine):
                status = runCode(text, fileName: name, firstLine: firstLine, emit: record)
            }
        }
        if source == .keyboard { log.append((text, printed)) }
        return status
    }

    /// May an entry from `source` write files?
    func mayWriteFiles(from source: Source) -> Bool {
        source == .keyboard && capabilities.contains(.writeFiles)
    }

    /// Is `text` a complete entry, or does the REPL need another line (open bracket, trailing
    /// binary operator, unterminated string)? Meta commands are always one line.
    public static func isComplete(_ text: String) -> Bool {
        if text.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix(":") { return true }
        return Parser.isComplete(text)
    }

    /// Asks a running evaluation to stop; safe to call from a signal handler's thread.
    public func interrupt() { interpreter.interrupt() }

    /// Forgets every user binding; the prelude stays.
    public func reset() {
        interpreter.reset()
        applyLimits()
    }

    private func applyLimits() {
        interpreter.evaluator.timeLimit = options.timeoutSeconds
        interpreter.evaluator.maxSteps = options.maxSteps
        interpreter.evaluator.dynamics.traceMode = options.traceMode
    }

    private func runCode(_ text: String, fileName: String, firstLine: Int, emit: (Output) -> Void) -> Status {
        let file = SourceFile(name: fileName, text: text, firstLine: firstLine)
        let ok = interpreter.execute(file) { event in
            switch event {
            case .printed(let s): emit(.text(s))
            case .failed(let d): emit(.error(d.render(color: options.color)))
            default: emit(.text(ResultFormatter(color: options.color).line(for: event)))
            }
        }
        return ok ? .ok : .failed
    }
}
