/// `:history [N]` — the last N entries typed in this session (20 by default), numbered.
struct HistoryCommand: MetaCommand {
    static let name = "history"
    static let synopsis = "[N]"
    static let summary = "show the last N entries (20 by default)"
    static let details = "`:edit N` opens entry N in your editor."

    static func run(_ argument: String, in session: Session, emit: (Session.Output) -> Void) -> Session.Status {
        var count = 20
        if !argument.isEmpty {
            guard let n = Int(argument), n > 0 else {
                emit(.error("error: `:history` takes a positive number, not `\(argument)`\nhelp: for example `:history 5`\n"))
                return .failed
            }
            count = n
        }
        // The `:history` being run is the last entry; it is not shown.
        let entries = Array(session.history.dropLast())
        guard !entries.isEmpty else {
            emit(.text("No entries yet.\n"))
            return .ok
        }
        let first = max(0, entries.count - count)
        let width = String(entries.count).count
        var text = ""
        for index in first..<entries.count {
            let number = String(index + 1)
            let lines = entries[index].split(separator: "\n", omittingEmptySubsequences: false)
            text += String(repeating: " ", count: width - number.count) + number + "  " + lines[0] + "\n"
            for line in lines.dropFirst() { text += String(repeating: " ", count: width + 2) + line + "\n" }
        }
        emit(.text(text))
        return .ok
    }
}
