import Foundation
import SrirachaLanguage

/// `:save FILE` — write the session so far as an annotated `.sri` transcript.
///
/// The entries are replayed in a fresh session under the file's own name, so every `//!`
/// location points into the saved file and `sriracha test FILE` passes on it unchanged.
struct SaveCommand: MetaCommand {
    static let name = "save"
    static let aliases: [String] = []
    static let synopsis = "FILE"
    static let summary = "save the session as an annotated .sri transcript (a passing test)"
    static let writesFiles = true

    static func run(_ argument: String, in session: Session, emit: (Session.Output) -> Void) -> Session.Status {
        guard !argument.isEmpty else {
            emit(.error("error: `:save` needs a file name\nhelp: for example `:save lesson.sri`\n"))
            return .failed
        }
        let path = (argument as NSString).expandingTildeInPath
        let entries = session.log.filter(SaveCommand.belongsInTranscript).map(\.entry)
        let text = Session.transcript(of: entries, fileName: (path as NSString).lastPathComponent,
                                      options: session.options)
        do {
            try AtomicFileWriter.write(text, to: path)
        } catch {
            emit(.error("error: cannot write `\(argument)`: \(error)\n"))
            return .failed
        }
        emit(.text("Saved \(entries.count) \(entries.count == 1 ? "entry" : "entries") to \(argument).\n"))
        return .ok
    }
}

extension SaveCommand {
    /// Meta commands that only make sense at the keyboard stay out of the file (`:save` again,
    /// `:quit`, `:history`), and so do interrupted entries: they changed nothing, and replaying
    /// a runaway loop would hang. `:type`, `:reset` and the like stay, so the file replays the
    /// session faithfully.
    static func belongsInTranscript(_ item: (entry: String, output: [Session.Output])) -> Bool {
        if case .error(let text)? = item.output.last, text.hasPrefix("error: interrupted") { return false }
        let trimmed = item.entry.trimmingWhitespace()
        guard trimmed.hasPrefix(":") else { return true }
        let word = String(trimmed.dropFirst().prefix { !$0.isWhitespace })
        guard let command = MetaCommands.find(word) else { return true }
        return !["save", "quit", "history"].contains(command.name)
    }
}

extension Session {
    /// The entries as a `.sri` file, each followed by what it prints when the file is replayed
    /// as `fileName`: `//>` lines for output, `//!` lines for errors.
    public static func transcript(of entries: [String], fileName: String, options: Options = Options()) -> String {
        var plain = options
        plain.color = false
        // An entry that ran for long in the REPL must not hang `:save`.
        plain.timeoutSeconds = plain.timeoutSeconds ?? 10
        let replay = Session(options: plain)
        // The code as one file; meta commands start in the first column, where the splitter
        // (and so `sriracha test`) recognises them.
        var code = ""
        for entry in entries {
            var body = entry
            let trimmed = body.drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
            if trimmed.hasPrefix(":") { body = String(trimmed) }
            if !body.hasSuffix("\n") { body += "\n" }
            code += body
        }
        // Cut and replay it exactly as `sriracha test` will, so the file passes unchanged; the
        // annotations go after each statement group, and shift the lines of what follows.
        var lines = code.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            .map { String(decoding: $0, as: UTF8.self) + "\n" }
        lines.removeLast()
        var out = ""
        var copied = 0
        var added = 0
        for group in Session.entries(in: code) {
            while copied < min(group.lastLine, lines.count) { out += lines[copied]; copied += 1 }
            var outputs: [Output] = []
            replay.run(group.text, fileName: fileName, firstLine: group.firstLine + added) { output in
                // Output without a trailing newline (`print(x, terminator: "")`) continues
                // on the same annotation line as what follows it.
                if case .text(let more) = output, case .text(let before)? = outputs.last,
                   before.utf8.last != UInt8(ascii: "\n") {
                    outputs[outputs.count - 1] = .text(before + more)
                } else {
                    outputs.append(output)
                }
            }
            let annotations = outputs.map(Annotations.lines(for:)).joined()
            out += annotations
            added += annotations.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        }
        while copied < lines.count { out += lines[copied]; copied += 1 }
        return out
    }
}
