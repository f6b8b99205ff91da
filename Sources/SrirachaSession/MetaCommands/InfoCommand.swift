/// `:info NAME` — everything known about a name: its declaration and type, a type's fields,
/// cases and members, where it was declared, and its documentation.
struct InfoCommand: MetaCommand {
    static let name = "info"
    static let aliases = ["i"]
    static let synopsis = "NAME"
    static let summary = "show a name's declaration, type, members, origin and documentation"
    static let details = "`:info Type.member` describes one member (`:info Array.map`)."
    static let argumentKind = MetaArgumentKind.names

    static func run(_ argument: String, in session: Session, emit: (Session.Output) -> Void) -> Session.Status {
        guard !argument.isEmpty else {
            emit(.error("error: `:info` needs a name\nhelp: for example `:info Optional`\n"))
            return .failed
        }
        guard let text = session.info(about: argument) else {
            emit(.error(session.unknownName(argument, command: "info")))
            return .failed
        }
        emit(.text(text))
        return .ok
    }
}
