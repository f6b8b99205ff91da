/// `:help` — lists the commands.
struct HelpCommand: MetaCommand {
    static let name = "help"
    static let aliases = ["h", "?"]
    static let synopsis = "[COMMAND]"
    static let summary = "list the commands, or describe one"

    static func run(_ argument: String, in session: Session, emit: (Session.Output) -> Void) -> Session.Status {
        let word = argument.hasPrefix(":") ? String(argument.dropFirst()) : argument
        if !word.isEmpty {
            guard let command = MetaCommands.find(word) else {
                emit(.error("error: unknown command `:\(word)`\nhelp: `:help` lists the commands\n"))
                return .failed
            }
            emit(.text(usage(command) + "\n"))
            return .ok
        }
        var text = "Type Sriracha code to run it, or a command:\n"
        let rows = MetaCommands.all.map { usage($0) }
        let width = rows.map(\.count).max() ?? 0
        for (row, command) in zip(rows, MetaCommands.all) {
            text += "  " + row.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + command.summary + "\n"
        }
        text += "Commands may be shortened to any unique prefix (`:t` for `:type`).\n"
        emit(.text(text))
        return .ok
    }

    private static func usage(_ command: any MetaCommand.Type) -> String {
        ":" + command.name + (command.synopsis.isEmpty ? "" : " " + command.synopsis)
    }
}
