/// `:help [COMMAND|NAME]` — lists the commands, describes one, or shows the type and
/// documentation of a name (`:help curry`, `:help Array.map`).
struct HelpCommand: MetaCommand {
    static let name = "help"
    static let aliases = ["h", "?"]
    static let synopsis = "[COMMAND|NAME]"
    static let summary = "list the commands, describe one, or show a name's type and documentation"
    static let argumentKind = MetaArgumentKind.names

    static func run(_ argument: String, in session: Session, emit: (Session.Output) -> Void) -> Session.Status {
        guard !argument.isEmpty else {
            emit(.text(overview()))
            return .ok
        }
        let word = argument.hasPrefix(":") ? String(argument.dropFirst()) : argument
        // `:help :x` and exact command names are commands; other words are names first.
        if argument.hasPrefix(":") || MetaCommands.all.contains(where: { $0.name == word || $0.aliases.contains(word) }) {
            guard let command = MetaCommands.find(word) else {
                emit(.error(MetaCommands.unknown(word)))
                return .failed
            }
            emit(.text(describe(command)))
            return .ok
        }
        if let text = session.help(about: argument) {
            emit(.text(text))
            return .ok
        }
        if let command = MetaCommands.find(word) {
            emit(.text(describe(command)))
            return .ok
        }
        emit(.error(session.unknownName(argument, command: "help")))
        return .failed
    }

    static func overview() -> String {
        var text = "Type Sriracha code to run it, or a command:\n"
        let rows = MetaCommands.all.map { usage($0) }
        let width = rows.map(\.count).max() ?? 0
        for (row, command) in zip(rows, MetaCommands.all) {
            text += "  " + row.padding(to: width) + "  " + command.summary + "\n"
        }
        text += "Commands may be shortened to any unique prefix (`:t` for `:type`).\n"
        text += "`:help NAME` shows the type and documentation of a function or type.\n"
        return text
    }

    static func describe(_ command: any MetaCommand.Type) -> String {
        var text = usage(command) + "\n  " + command.summary + "\n"
        if !command.aliases.isEmpty {
            text += "  also: " + command.aliases.map { ":" + $0 }.joined(separator: ", ") + "\n"
        }
        if !command.details.isEmpty {
            for line in command.details.split(separator: "\n", omittingEmptySubsequences: false) {
                text += "  " + line + "\n"
            }
        }
        return text
    }

    static func usage(_ command: any MetaCommand.Type) -> String {
        ":" + command.name + (command.synopsis.isEmpty ? "" : " " + command.synopsis)
    }
}

extension String {
    /// The string padded with spaces to `width` characters.
    func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
