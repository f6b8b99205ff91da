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
    /// grants them: only the REPL reading a terminal grants `writeFiles` and `openEditor`.
    /// Entries from a file (`sriracha run`, `test`, lessons, `--load`, `:load`) never get them,
    /// whatever was granted, so a script can never write a file or start a program on the
    /// machine it runs on.
    public struct Capabilities: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// `:save` may write files.
        public static let writeFiles = Capabilities(rawValue: 1)
        /// `:edit` may start the user's editor on the terminal.
        public static let openEditor = Capabilities(rawValue: 2)
        /// Everything a person at a terminal may do.
        public static let interactive: Capabilities = [.writeFiles, .openEditor]
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
        /// Result lines (`x: Int = 5`) after each statement; `run --quiet` turns them off.
        public var resultLines = true
        /// Types in result lines (`x: Int = 5` rather than `x = 5`); `:set types off`.
        public var resultTypes = true
        /// Per-entry evaluation limits; nil means none.
        public var timeoutSeconds: Double? = nil
        public var maxSteps: Int? = nil
        /// Bytes of heap the process may use while an entry runs (`--max-memory`); nil for none.
        public var maxMemoryBytes: Int? = nil
        /// Where `readLine()` reads (standard input under `sriracha run`); nil: it gives `nil`.
        public var readLine: (@Sendable (_ strippingNewline: Bool, _ shouldStop: () -> Bool) -> String?)? = nil
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
    /// Statement groups parsed when their file was cut (see `prepareEntries(in:)`).
    let preparsed = PreparsedGroups()

    /// Every statement group that ran successfully since the session began or was last reset,
    /// with what it printed: what `:save` writes. Kept only when keyboard entries may write
    /// files, so a batch run does not hold on to all its output.
    public internal(set) var record: [RecordedGroup] = []
    /// Entries typed at the keyboard, oldest first, for `:history` and `:edit`.
    public internal(set) var history: [String] = []
    /// Files run into the session by `--load` or `:load`, for `:reload`.
    public internal(set) var loadedFiles: [String] = []

    /// What keyboard entries may do; fixed at creation.
    public let capabilities: Capabilities
    /// Runs the user's editor on a file and waits for it (`:edit`); replaceable in tests.
    public var editorLauncher: EditorLauncher = .system

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
        if source == .keyboard { history.append(text) }
        if Session.mayBeMetaCommand(text) {
            let trimmed = text.drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
            if trimmed.hasPrefix(":") { return runMetaCommand(String(trimmed), from: source, emit: emit) }
        }
        switch source {
        case .keyboard:
            return runEntry(text, emit: emit)
        case let .file(name, firstLine):
            return runGroup(text, fileName: name, firstLine: firstLine, recordAs: text, emit: emit)
        }
    }

    /// False when the first byte after leading spaces, tabs and newlines is plain ASCII other
    /// than `:` (most entries are code: this spares cutting each into characters).
    public static func mayBeMetaCommand(_ text: String) -> Bool {
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), 0x0B, 0x0C: continue
            case UInt8(ascii: ":"), UInt8(ascii: "\r"), 0x80...: return true
            default: return false
            }
        }
        return false
    }

    /// May an entry from `source` write files?
    func mayWriteFiles(from source: Source) -> Bool {
        source == .keyboard && capabilities.contains(.writeFiles)
    }

    /// Is the record for `:save` kept?
    var keepsRecord: Bool { capabilities.contains(.writeFiles) }

    /// Is `text` a complete entry, or does the REPL need another line (open bracket, trailing
    /// binary operator, unterminated string)? Meta commands are always one line.
    public static func isComplete(_ text: String) -> Bool {
        if text.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix(":") { return true }
        return Parser.isComplete(text)
    }

    /// Asks a running evaluation to stop; safe to call from a signal handler's thread.
    public func interrupt() { interpreter.interrupt() }

    /// Forgets every user binding; the prelude stays. What `:save` writes starts again too.
    public func reset() {
        interpreter.reset()
        record.removeAll()
        applyLimits()
    }

    private func applyLimits() {
        interpreter.evaluator.timeLimit = options.timeoutSeconds
        interpreter.evaluator.maxSteps = options.maxSteps
        interpreter.evaluator.maxMemory = options.maxMemoryBytes
        interpreter.evaluator.readLineSource = options.readLine
        interpreter.evaluator.dynamics.traceMode = options.traceMode
    }

    /// A typed entry: statements on separate lines run (and are recorded) as the separate
    /// groups a file would cut them into, so a saved session replays group by group. When one
    /// of them needed a declaration further down (functions that call each other), the entry's
    /// code is recorded as one group instead, saved under `//@ entry` so it replays together.
    private func runEntry(_ text: String, emit: (Output) -> Void) -> Status {
        let groups = Session.entries(in: text)
        guard groups.count > 1, Parser.parse(SourceFile(name: "<repl>", text: text)).diagnostics.isEmpty else {
            return runGroup(text, fileName: "<repl>", firstLine: 1, recordAs: text, emit: emit)
        }
        // As in the Swift REPL, the functions and types of one entry see each other.
        interpreter.beginUnit(text, fileName: "<repl>", wholeFile: false)
        defer { interpreter.endUnit() }
        var unit = EntryUnit(recordStart: record.count, ranAhead: interpreter.declarationsRunAhead)
        defer { unit.close(in: self, entry: text) }
        for group in groups {
            let status: Status
            if group.text.drop(while: \.isWhitespace).hasPrefix(":") {
                // A meta command is a group of its own in a file: what came before it stands alone.
                unit.close(in: self, entry: text)
                status = runMetaCommand(group.text.trimmingWhitespace(), from: .keyboard, emit: emit)
                unit = EntryUnit(recordStart: record.count, ranAhead: interpreter.declarationsRunAhead)
            } else {
                status = runGroup(group.text, fileName: "<repl>", firstLine: group.firstLine, recordAs: group.text, emit: emit)
                if status == .ok { unit.lines.append((group.firstLine, group.lastLine)) }
            }
            if status != .ok { return status }
        }
        return .ok
    }

    /// The code groups of one entry recorded since `recordStart`, run between two meta commands.
    private struct EntryUnit {
        var recordStart: Int
        var ranAhead: Int
        var lines: [(first: Int, last: Int)] = []

        /// When a declaration ran ahead of its place, replaces the groups' records by one.
        mutating func close(in session: Session, entry: String) {
            defer { lines = [] }
            guard lines.count > 1, session.interpreter.declarationsRunAhead != ranAhead,
                  session.record.count == recordStart + lines.count else { return }
            let file = SourceFile(name: "", text: entry)
            // The entry's lines from its first group to its last, without the blank lines between
            // groups (a blank line ends a `//@ entry` group in a file).
            var inGroup = Set<Int>()
            for l in lines { inGroup.formUnion(l.first...l.last) }
            var text = ""
            for n in lines[0].first...lines[lines.count - 1].last {
                let line = file.lineText(containing: file.lineStarts[n - 1])
                if !inGroup.contains(n) && line.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" }) { continue }
                text += line + "\n"
            }
            let outputs = session.record[recordStart...].flatMap(\.outputs)
            session.record.replaceSubrange(recordStart..., with: [RecordedGroup(text: text, outputs: outputs, isEntry: true)])
        }
    }

    /// Runs code and, when it succeeds, records it with its output for `:save`.
    func runGroup(_ text: String, fileName: String, firstLine: Int, recordAs: String,
                  emit: (Output) -> Void) -> Status {
        var printed: [Output] = []
        let keep = keepsRecord
        let status = runCode(text, fileName: fileName, firstLine: firstLine) { output in
            if keep { printed.append(output) }
            emit(output)
        }
        if keep && status == .ok { record.append(RecordedGroup(text: recordAs, outputs: printed)) }
        return status
    }

    private func runCode(_ text: String, fileName: String, firstLine: Int, emit: (Output) -> Void) -> Status {
        let formatter = ResultFormatter(color: options.color, types: options.resultTypes)
        let results = options.resultLines
        func handle(_ event: Interpreter.Event) {
            switch event {
            case .printed(let s): emit(.text(s))
            case .failed(let d): emit(.error(d.render(color: options.color)))
            default: if results { emit(.text(formatter.line(for: event))) }
            }
        }
        if let ok = runPreparsed(text, fileName: fileName, firstLine: firstLine, emit: handle) {
            return ok ? .ok : .failed
        }
        let file = SourceFile(name: fileName, text: text, firstLine: firstLine)
        return interpreter.execute(file, emit: handle) ? .ok : .failed
    }
}
