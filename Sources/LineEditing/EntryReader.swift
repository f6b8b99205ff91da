/// What the user submitted at the prompt.
public enum EntryInput: Equatable, Sendable {
    /// A complete entry, possibly several lines joined with `\n`.
    case entry(String)
    /// Ctrl-C: the pending entry (all its lines) was dropped.
    case interrupted
    /// End of input with nothing pending.
    case endOfInput
}

/// Gathers lines into entries: the first line is read after the primary prompt, more lines
/// after the continuation prompt while `isComplete` says the text so far is unfinished (an open
/// bracket, a trailing operator, an unterminated string). Lines that arrive together — a paste
/// of several statements — are one entry too, so functions that call each other can be pasted
/// at once. The finished entry becomes one history item, in the reader and in the history file.
public final class EntryReader {
    public var primaryPrompt: Prompt
    public var continuationPrompt: Prompt
    private let reader: any LineReader
    private let isComplete: (String) -> Bool
    private let history: HistoryFile?
    /// Called when the history file cannot be written; the session goes on without it.
    public var onHistoryError: ((String) -> Void)?
    private var reportedHistoryError = false
    private var lastEntry: String?

    public init(reader: any LineReader,
                primaryPrompt: Prompt = Prompt("sri> "),
                continuationPrompt: Prompt = Prompt("...  "),
                history: HistoryFile? = nil,
                isComplete: @escaping (String) -> Bool) {
        self.reader = reader
        self.primaryPrompt = primaryPrompt
        self.continuationPrompt = continuationPrompt
        self.history = history
        self.isComplete = isComplete
    }

    /// Puts the history file's last `limit` entries into the reader, oldest first.
    public func loadHistory(limit: Int = 1000) {
        guard let history else { return }
        let entries = history.load(limit: limit)
        for entry in entries { reader.addHistory(entry) }
        lastEntry = entries.last
    }

    /// Reads one entry. Blank lines at the primary prompt are skipped. End of input in the
    /// middle of an entry submits what was typed, so the language can say what is missing.
    public func readEntry() -> EntryInput {
        var lines: [String] = []
        while true {
            let prompt = lines.isEmpty ? primaryPrompt : continuationPrompt
            switch reader.readLine(prompt: prompt) {
            case .interrupted:
                return .interrupted
            case .endOfInput:
                if lines.isEmpty { return .endOfInput }
                return .entry(finish(lines))
            case .line(let line):
                if lines.isEmpty && line.allSatisfy(\.isWhitespace) { continue }
                lines.append(line)
                if isComplete(lines.joined(separator: "\n")) && !reader.hasPendingInput() {
                    return .entry(finish(lines))
                }
            }
        }
    }

    private func finish(_ lines: [String]) -> String {
        var lines = lines
        // A paste that ends with blank lines: they are not part of the entry.
        while lines.count > 1, let last = lines.last, last.allSatisfy(\.isWhitespace) { lines.removeLast() }
        let entry = lines.joined(separator: "\n")
        // An entry repeated right away is kept once, as shells do.
        guard entry != lastEntry else { return entry }
        lastEntry = entry
        reader.addHistory(entry)
        if let history {
            do {
                try history.append(entry)
            } catch {
                if !reportedHistoryError {
                    reportedHistoryError = true
                    onHistoryError?("warning: cannot save the history to `\(history.path)`: \(error)")
                }
            }
        }
        return entry
    }
}
