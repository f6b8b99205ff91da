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

    static func run(_ argument: String, in session: Session, emit: (Session.Output) -> Void) -> Session.Status {
        guard !argument.isEmpty else {
            emit(.error("error: `:save` needs a file name\nhelp: for example `:save lesson.sri`\n"))
            return .failed
        }
        let path = (argument as NSString).expandingTildeInPath
        let entries = session.log.map(\.entry).filter { !$0.trimmingWhitespace().hasPrefix(":") }
        let text = Session.transcript(of: entries, fileName: (path as NSString).lastPathComponent,
                                      options: session.options)
        do {
            try AtomicFile.write(text, to: path)
        } catch {
            emit(.error("error: cannot write `\(argument)`: \(error.localizedDescription)\n"))
            return .failed
        }
        emit(.text("Saved \(entries.count) \(entries.count == 1 ? "entry" : "entries") to \(argument).\n"))
        return .ok
    }
}

extension Session {
    /// The entries as a `.sri` file, each followed by what it prints when the file is replayed
    /// as `fileName`: `//>` lines for output, `//!` lines for errors.
    public static func transcript(of entries: [String], fileName: String, options: Options = Options()) -> String {
        var plain = options
        plain.color = false
        let replay = Session(options: plain)
        var out = ""
        var line = 1
        for entry in entries {
            var body = entry
            if !body.hasSuffix("\n") { body += "\n" }
            out += body
            let firstLine = line
            line += body.reduce(0) { $0 + ($1 == "\n" ? 1 : 0) }
            var outputs: [Output] = []
            replay.run(body, fileName: fileName, firstLine: firstLine) { output in
                // Output without a trailing newline (`print(x, terminator: "")`) continues
                // on the same annotation line as what follows it.
                if case .text(let more) = output, case .text(let before)? = outputs.last,
                   !before.hasSuffix("\n") {
                    outputs[outputs.count - 1] = .text(before + more)
                } else {
                    outputs.append(output)
                }
            }
            let annotations = outputs.map(Annotations.lines(for:)).joined()
            out += annotations
            line += annotations.reduce(0) { $0 + ($1 == "\n" ? 1 : 0) }
        }
        return out
    }
}

/// Writes a file by way of a temporary file in the same folder and a rename, so a crash or a
/// full disk never leaves a half-written file behind.
enum AtomicFile {
    static func write(_ text: String, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let temp = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp")
        try Data(text.utf8).write(to: temp)
        if rename(temp.path, url.path) != 0 {
            let code = errno
            try? FileManager.default.removeItem(at: temp)
            throw NSError(domain: NSPOSIXErrorDomain, code: Int(code))
        }
    }
}
