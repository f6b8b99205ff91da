import SrirachaLanguage

/// A REPL command starting with `:`. Each command is its own small type, listed in `all`.
protocol MetaCommand {
    /// The full name without the colon (`type`), and short aliases (`t`).
    static var name: String { get }
    static var aliases: [String] { get }
    /// Argument synopsis for `:help` (`EXPR`), empty when it takes none.
    static var synopsis: String { get }
    static var summary: String { get }
    /// A longer explanation for `:help COMMAND`; empty when the summary says it all.
    static var details: String { get }
    /// Writes files: runs only for keyboard entries of a session granted `writeFiles`.
    static var writesFiles: Bool { get }
    /// What the argument completes to (`.names`, `.paths`, …).
    static var argumentKind: MetaArgumentKind { get }
    /// Whether a successful run with this argument belongs in what `:save` writes: commands
    /// whose output the saved file should check (`:type`) or that change how later entries
    /// print (`:set types off`); never ones that only look around or act on the machine.
    static func isRecorded(_ argument: String) -> Bool
    static func run(_ argument: String, in session: Session, emit: (Session.Output) -> Void) -> Session.Status
    /// `run` for commands that care where the line came from (`:load` and `:edit`).
    static func run(_ argument: String, in session: Session, from source: Session.Source,
                    emit: (Session.Output) -> Void) -> Session.Status
}

/// What follows a command name, for completion.
enum MetaArgumentKind {
    case none
    /// Code or a name in scope.
    case code
    /// Names in scope and command names (`:help`).
    case names
    case paths
    /// A fixed list of words (`:set` settings, `:browse` modules).
    case words
}

extension MetaCommand {
    static var aliases: [String] { [] }
    static var synopsis: String { "" }
    static var details: String { "" }
    static var writesFiles: Bool { false }
    static var argumentKind: MetaArgumentKind { .none }
    static func isRecorded(_ argument: String) -> Bool { false }
    static func run(_ argument: String, in session: Session, from source: Session.Source,
                    emit: (Session.Output) -> Void) -> Session.Status {
        run(argument, in: session, emit: emit)
    }
}

enum MetaCommands {
    static let all: [any MetaCommand.Type] = [
        HelpCommand.self, TypeCommand.self, InfoCommand.self, BrowseCommand.self,
        LoadCommand.self, ReloadCommand.self, EditCommand.self, HistoryCommand.self,
        SetCommand.self, ResetCommand.self, SaveCommand.self, QuitCommand.self,
        TraceCommand.self, WhyCommand.self, GraphCommand.self,
    ]

    /// The command a word names: an exact name or alias, else a unique prefix (`:ty` → `:type`).
    static func find(_ word: String) -> (any MetaCommand.Type)? {
        if let exact = all.first(where: { $0.name == word || $0.aliases.contains(word) }) { return exact }
        let matches = all.filter { $0.name.hasPrefix(word) }
        return matches.count == 1 ? matches[0] : nil
    }

    /// Why `word` names no command, with what it could have meant.
    static func unknown(_ word: String) -> String {
        var message = "error: unknown command `:\(word)`\n"
        let names = all.map { $0.name }
        var longAliases: [String] = []
        for command in all { longAliases += command.aliases.filter { $0.count > 1 } }
        let prefixed = names.filter { $0.hasPrefix(word) }
        if !word.isEmpty && prefixed.count > 1 {
            message += "help: `:\(word)` could be " + prefixed.map { "`:\($0)`" }.joined(separator: " or ") + "\n"
        } else if let near = Suggestions.closest(to: word, among: names + longAliases) {
            let command = find(near)?.name ?? near
            message += "help: did you mean `:\(command)`?\n"
        } else {
            message += "help: `:help` lists the commands\n"
        }
        return message
    }
}

extension Session {
    /// Runs a `:command argument` line.
    func runMetaCommand(_ line: String, from source: Source, emit: (Output) -> Void) -> Status {
        let body = line.dropFirst().trimmingWhitespace()
        let word = String(body.prefix { !$0.isWhitespace })
        let argument = String(body.dropFirst(word.count)).trimmingWhitespace()
        guard let command = MetaCommands.find(word) else {
            emit(.error(MetaCommands.unknown(word)))
            return .failed
        }
        if command.writesFiles && !mayWriteFiles(from: source) {
            emit(.error("""
                error: `:\(command.name)` works only in an interactive session
                note: scripts, lessons, loaded files and piped input cannot write files, so that running one is always safe
                help: type `:\(command.name) FILE` in the REPL at a terminal, or record a script with `sriracha run --record FILE`

                """))
            return .failed
        }
        let recorded = keepsRecord && command.isRecorded(argument)
        var printed: [Output] = []
        let status = command.run(argument, in: self, from: source) { output in
            if recorded { printed.append(output) }
            emit(output)
        }
        if recorded && status == .ok {
            record.append(RecordedGroup(text: ":\(command.name)" + (argument.isEmpty ? "" : " " + argument),
                                        outputs: printed))
        }
        return status
    }
}

extension StringProtocol {
    func trimmingWhitespace() -> String {
        var chars = Array(String(self))
        while let c = chars.last, c.isWhitespace { chars.removeLast() }
        let lead = chars.prefix { $0.isWhitespace }.count
        return String(chars.dropFirst(lead))
    }
}
