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

    public struct Options: Sendable {
        /// Colour escapes in output (REPL on a terminal only).
        public var color = false
        /// Per-entry evaluation limits; nil means none.
        public var timeoutSeconds: Double? = nil
        public var maxSteps: Int? = nil
        public init() {}
    }

    public let options: Options

    public init(options: Options = Options()) {
        self.options = options
    }

    /// Runs one entry: REPL input, or one statement group cut from a file. `fileName` and
    /// `firstLine` make diagnostics point into the original file.
    @discardableResult
    public func run(_ text: String, fileName: String = "<repl>", firstLine: Int = 1,
                    emit: (Output) -> Void) -> Status {
        fatalError("Session.run is being built")
    }

    /// Is `text` a complete entry, or does the REPL need another line (open bracket, trailing
    /// binary operator, unterminated string)?
    public static func isComplete(_ text: String) -> Bool {
        fatalError("Session.isComplete is being built")
    }

    /// One group of top-level statements cut from a file: statements that share a line belong
    /// to one group (`print("hi"); 1 / 0`), and a group's annotations follow its last line.
    public struct EntrySlice: Equatable, Sendable {
        /// The source text of the group (from its first to its last line, whole lines).
        public var text: String
        /// 1-based first and last line numbers in the file.
        public var firstLine: Int
        public var lastLine: Int
        public init(text: String, firstLine: Int, lastLine: Int) {
            self.text = text
            self.firstLine = firstLine
            self.lastLine = lastLine
        }
    }

    /// Splits a file into statement groups, in order. Comment-only and blank lines belong to no
    /// group. Text that does not parse still forms a group (running it reports the error).
    public static func entries(in text: String) -> [EntrySlice] {
        fatalError("Session.entries is being built")
    }

    /// Asks a running evaluation to stop; safe to call from a signal handler's thread.
    public func interrupt() {}
}
