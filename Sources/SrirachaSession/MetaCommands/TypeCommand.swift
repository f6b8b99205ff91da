import SrirachaLanguage

/// `:type EXPR` — the type of an expression, without evaluating it.
struct TypeCommand: MetaCommand {
    static let name = "type"
    static let aliases = ["t"]
    static let synopsis = "EXPR"
    static let summary = "show the type of an expression without evaluating it"
    static let argumentKind = MetaArgumentKind.code

    static func isRecorded(_ argument: String) -> Bool { true }

    static func run(_ argument: String, in session: Session, emit: (Session.Output) -> Void) -> Session.Status {
        run(argument, in: session, from: .keyboard, emit: emit)
    }

    static func run(_ argument: String, in session: Session, from source: Session.Source,
                    emit: (Session.Output) -> Void) -> Session.Status {
        guard !argument.isEmpty else {
            emit(.error("error: `:type` needs an expression\nhelp: for example `:type curry`\n"))
            return .failed
        }
        // Errors point at the line the command is on; columns count from the expression.
        let file: SourceFile
        switch source {
        case .keyboard: file = SourceFile(name: "<repl>", text: argument)
        case let .file(name, firstLine): file = SourceFile(name: name, text: argument, firstLine: firstLine)
        }
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
