/// `:quit` — leave the REPL.
struct QuitCommand: MetaCommand {
    static let name = "quit"
    static let aliases = ["q", "exit"]
    static let summary = "leave the REPL (Ctrl-D also works)"

    static func run(_ argument: String, in session: Session, emit: (Session.Output) -> Void) -> Session.Status {
        .quit
    }
}
