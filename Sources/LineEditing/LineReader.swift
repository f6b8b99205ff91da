/// What reading one line produced.
public enum LineInput: Equatable, Sendable {
    /// A line, without its final newline (a recalled multi-line entry keeps its inner ones).
    case line(String)
    /// Ctrl-C at the prompt: the line was abandoned.
    case interrupted
    /// Ctrl-D on an empty line, or the end of a non-interactive input.
    case endOfInput
}

/// A prompt: its visible text and an optional ANSI style (`"1;31"`) for terminals.
public struct Prompt: Equatable, Sendable {
    public var text: String
    /// SGR parameters; nil for plain text.
    public var style: String?

    public init(_ text: String, style: String? = nil) {
        self.text = text
        self.style = style
    }

    /// The prompt with its style applied. Escape sequences sit between two `marker`s so the
    /// line editor can leave them out of its width computation. The style ends before the
    /// prompt's trailing spaces (or its last character): libedit drops an escape sequence that
    /// ends the prompt, which would leave the typed text coloured.
    public func rendered(marker: Character? = nil) -> String {
        guard let style, !style.isEmpty, !text.isEmpty else { return text }
        let m = marker.map(String.init) ?? ""
        var body = Substring(text)
        var tail = Substring("")
        while let last = body.last, last == " " {
            body.removeLast()
            tail = text[body.endIndex...]
        }
        if body.isEmpty || tail.isEmpty {
            body = text.dropLast()
            tail = text.suffix(1)
        }
        return m + "\u{1B}[\(style)m" + m + body + m + "\u{1B}[0m" + m + tail
    }
}

/// Reads input lines, from a terminal with editing or from any stream. The reader knows
/// nothing of the language: entries, completion and history policy are decided by its users.
public protocol LineReader: AnyObject {
    /// Shows `prompt` (if the reader shows prompts) and reads one line.
    func readLine(prompt: Prompt) -> LineInput
    /// Remembers a whole entry (possibly several lines) for recall with the up arrow.
    func addHistory(_ entry: String)
    /// Whether more typed input is already waiting, right after a line was read: the lines of
    /// a paste arrive together, faster than anyone types.
    func hasPendingInput() -> Bool
}

extension LineReader {
    /// Readers of streams say no: each of their lines is read as it comes, as `run` does.
    public func hasPendingInput() -> Bool { false }
}
