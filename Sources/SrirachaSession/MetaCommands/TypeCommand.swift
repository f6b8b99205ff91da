import SrirachaLanguage

/// `:type EXPR` — the type of an expression, without evaluating it.
struct TypeCommand: MetaCommand {
    static let name = "type"
    static let aliases = ["t"]
    static let synopsis = "EXPR"
    static let summary = "show the type of an expression without evaluating it"

    static func run(_ argument: String, in session: Session, emit: (Session.Output) -> Void) -> Session.Status {
        guard !argument.isEmpty else {
            emit(.error("error: `:type` needs an expression\nhelp: for example `:type curry`\n"))
            return .failed
        }
        // Offset the file so the caret lines up under the expression as typed after `:type `.
        let file = SourceFile(name: "<repl>", text: argument)
        switch session.interpreter.typeOf(file) {
        case .success(let scheme):
            emit(.text("\(argument): \(scheme)\n"))
            return .ok
        case .failure(let list):
            for d in list.diagnostics { emit(.error(d.render(color: session.options.color))) }
            return .failed
        }
    }
}
