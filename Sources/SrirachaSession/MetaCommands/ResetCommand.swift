/// `:reset` — forget every binding the user made.
struct ResetCommand: MetaCommand {
    static let name = "reset"
    static let summary = "forget every binding you made (the prelude stays)"
    static let details = "`:save` afterwards saves only what came after the reset."

    static func run(_ argument: String, in session: Session, emit: (Session.Output) -> Void) -> Session.Status {
        session.reset()
        emit(.text("All bindings cleared.\n"))
        return .ok
    }
}
