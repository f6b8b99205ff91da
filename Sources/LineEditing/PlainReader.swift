/// Reads lines from a stream without editing, prompts or history: for standard input that is
/// not a terminal, and for tests.
public final class PlainReader: LineReader {
    private let next: () -> String?
    private let showPrompt: ((String) -> Void)?

    /// Reads from standard input. CRLF line ends are accepted; invalid UTF-8 is repaired.
    public convenience init() {
        self.init(showPrompt: nil) { Swift.readLine(strippingNewline: true) }
    }

    /// Reads from `next` (nil at the end); `showPrompt`, when given, receives each prompt text.
    public init(showPrompt: ((String) -> Void)? = nil, next: @escaping () -> String?) {
        self.next = next
        self.showPrompt = showPrompt
    }

    /// Reads the given lines in order.
    public convenience init(lines: [String]) {
        var remaining = lines[...]
        self.init { remaining.popFirst() }
    }

    public func readLine(prompt: Prompt) -> LineInput {
        showPrompt?(prompt.text)
        guard let line = next() else { return .endOfInput }
        return .line(line)
    }

    public func addHistory(_ entry: String) {}
}
