import Foundation

/// `:edit [N]` — opens `$VISUAL` (or `$EDITOR`, else `vi`) on the last entry, or on entry N
/// of `:history`, and runs what you saved when the editor exits.
struct EditCommand: MetaCommand {
    static let name = "edit"
    static let aliases = ["e"]
    static let synopsis = "[N]"
    static let summary = "edit the last entry (or entry N of `:history`) in $VISUAL/$EDITOR, then run it"
    static let details = "Nothing runs when you leave the editor without saving or save an empty file."

    static func run(_ argument: String, in session: Session, emit: (Session.Output) -> Void) -> Session.Status {
        run(argument, in: session, from: .keyboard, emit: emit)
    }

    static func run(_ argument: String, in session: Session, from source: Session.Source,
                    emit: (Session.Output) -> Void) -> Session.Status {
        guard source == .keyboard, session.capabilities.contains(.openEditor) else {
            emit(.error("error: `:edit` works only in an interactive session at a terminal\nnote: scripts and piped input cannot start programs\n"))
            return .failed
        }
        // The `:edit` being run is the last history entry.
        let earlier = Array(session.history.dropLast())
        var text = ""
        if argument.isEmpty {
            text = earlier.last { !$0.drop(while: \.isWhitespace).hasPrefix(":") } ?? ""
        } else {
            guard let n = Int(argument), n >= 1, n <= earlier.count else {
                emit(.error("error: there is no entry `\(argument)`\nhelp: `:history` numbers the entries\n"))
                return .failed
            }
            text = earlier[n - 1]
        }
        let path = NSTemporaryDirectory() + "sriracha-edit-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).sri"
        defer { unlink(path) }
        let original = text.isEmpty || text.hasSuffix("\n") ? text : text + "\n"
        guard FileManager.default.createFile(atPath: path, contents: Data(original.utf8), attributes: [.posixPermissions: 0o600]) else {
            emit(.error("error: cannot create a file for the editor in `\(NSTemporaryDirectory())`\n"))
            return .failed
        }
        let before = modificationDate(path)
        switch session.editorLauncher.edit(path) {
        case .failure(let reason):
            emit(.error("error: the editor did not run: \(reason)\nhelp: set `EDITOR` (or `VISUAL`) to your editor, e.g. `export EDITOR=nano`\n"))
            return .failed
        case .success:
            break
        }
        let edited = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } ?? ""
        let body = edited.hasSuffix("\n") ? String(edited.dropLast()) : edited
        guard !body.allSatisfy(\.isWhitespace), edited != original || modificationDate(path) != before else {
            emit(.text("Nothing to run.\n"))
            return .ok
        }
        // The edited text becomes an entry of its own, as if typed; it is shown first, since
        // the editor's screen is gone.
        let lines = body.split(separator: "\n", omittingEmptySubsequences: false)
        emit(.text(lines.enumerated().map { ($0.offset == 0 ? "sri> " : "...  ") + $0.element + "\n" }.joined()))
        return session.run(body, from: .keyboard, emit: emit)
    }

    private static func modificationDate(_ path: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    }
}

/// Starts the user's editor on a file and waits for it to exit.
public struct EditorLauncher: Sendable {
    public enum Outcome: Equatable, Sendable {
        case success
        case failure(String)
    }

    public var edit: @Sendable (String) -> Outcome

    public init(edit: @escaping @Sendable (String) -> Outcome) {
        self.edit = edit
    }

    /// `$VISUAL`, else `$EDITOR`, else `vi`, run through `/bin/sh` so `EDITOR="code -w"` works.
    public static let system = EditorLauncher { path in
        let environment = ProcessInfo.processInfo.environment
        let editor = [environment["VISUAL"], environment["EDITOR"]].compactMap { $0 }.first { !$0.isEmpty } ?? "vi"
        var pid: pid_t = 0
        let arguments = ["/bin/sh", "-c", editor + " \"$1\"", "sriracha-edit", path]
        var cArguments = arguments.map { strdup($0) } + [nil]
        defer { for p in cArguments { free(p) } }
        let spawned = posix_spawn(&pid, "/bin/sh", nil, nil, &cArguments, environ)
        guard spawned == 0 else { return .failure(String(cString: strerror(spawned))) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { return .failure(String(cString: strerror(errno))) }
        }
        // WIFEXITED / WEXITSTATUS, spelled out (the macros are not imported).
        let exited = status & 0x7f == 0
        let code = (status >> 8) & 0xff
        if !exited { return .failure("`\(editor)` was stopped by a signal") }
        if code == 127 { return .failure("`\(editor)` was not found") }
        if code != 0 { return .failure("`\(editor)` exited with status \(code)") }
        return .success
    }
}
