import SrirachaLanguage

/// A REPL command starting with `:`. Each command is its own small type, listed in `all`.
protocol MetaCommand {
    /// The full name without the colon (`type`), and short aliases (`t`).
    static var name: String { get }
    static var aliases: [String] { get }
    /// Argument synopsis for `:help` (`EXPR`), empty when it takes none.
    static var synopsis: String { get }
    static var summary: String { get }
    /// Writes files: runs only for keyboard entries of a session granted `writeFiles`.
    static var writesFiles: Bool { get }
    static func run(_ argument: String, in session: Session, emit: (Session.Output) -> Void) -> Session.Status
}

extension MetaCommand {
    static var writesFiles: Bool { false }
}

enum MetaCommands {
    static let all: [any MetaCommand.Type] = [
        HelpCommand.self, TypeCommand.self, ResetCommand.self, SaveCommand.self, QuitCommand.self,
        TraceCommand.self, WhyCommand.self, GraphCommand.self,
    ]

    /// The command a word names: an exact name or alias, else a unique prefix (`:ty` → `:type`).
    static func find(_ word: String) -> (any MetaCommand.Type)? {
        if let exact = all.first(where: { $0.name == word || $0.aliases.contains(word) }) { return exact }
        let matches = all.filter { $0.name.hasPrefix(word) }
        return matches.count == 1 ? matches[0] : nil
    }
}

extension Session {
    /// Runs a `:command argument` line.
    func runMetaCommand(_ line: String, from source: Source, emit: (Output) -> Void) -> Status {
        let body = line.dropFirst().trimmingWhitespace()
        let word = String(body.prefix { !$0.isWhitespace })
        let argument = String(body.dropFirst(word.count)).trimmingWhitespace()
        guard let command = MetaCommands.find(word) else {
            var message = "error: unknown command `:\(word)`\n"
            let names = MetaCommands.all.map { $0.name }
            let prefixed = names.filter { $0.hasPrefix(word) }
            if !word.isEmpty && prefixed.count > 1 {
                message += "help: `:\(word)` could be " + prefixed.map { "`:\($0)`" }.joined(separator: " or ") + "\n"
            } else if let near = Suggestions.closest(to: word, among: names) {
                message += "help: did you mean `:\(near)`?\n"
            } else {
                message += "help: `:help` lists the commands\n"
            }
            emit(.error(message))
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
        return command.run(argument, in: self, emit: emit)
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
