import SrirachaLanguage

/// `:browse [MODULE]` — the names you defined, with their types; or those of a module
/// (`:browse prelude` for what every session starts with).
struct BrowseCommand: MetaCommand {
    static let name = "browse"
    static let aliases = ["b"]
    static let synopsis = "[MODULE]"
    static let summary = "list the names you defined with their types, or a module's (`:browse Widgets`)"
    static let argumentKind = MetaArgumentKind.words

    /// The modules `:browse` knows besides the session's own names.
    static func moduleNames(in session: Session) -> [String] {
        ["prelude"] + Interpreter.moduleNames
    }

    static func run(_ argument: String, in session: Session, emit: (Session.Output) -> Void) -> Session.Status {
        switch argument {
        case "":
            let text = session.browse(prelude: false)
            emit(.text(text.isEmpty ? "Nothing defined yet; `:browse prelude` lists what every session starts with.\n" : text))
            return .ok
        case "prelude", "Prelude":
            emit(.text(session.browse(prelude: true)))
            return .ok
        default:
            if let declarations = session.interpreter.moduleContents(argument) {
                var text = ""
                for d in declarations {
                    text += d.summary + "\n"
                    for member in d.members { text += "  " + member + "\n" }
                }
                emit(.text(text))
                return .ok
            }
            var message = "error: no module named `\(argument)`\n"
            let modules = moduleNames(in: session)
            if let near = Suggestions.closest(to: argument, among: modules) {
                message += "help: did you mean `\(near)`?\n"
            } else {
                message += "help: the modules are " + modules.map { "`\($0)`" }.joined(separator: ", ") + "\n"
            }
            emit(.error(message))
            return .failed
        }
    }
}

extension Session {
    /// The types, then the values and functions, declared by the user (or by the prelude and
    /// built in), one per line with their types; overloads each on a line.
    func browse(prelude: Bool) -> String {
        let declarations = interpreter.declarations
        func isPrelude(_ name: String) -> Bool {
            guard let sites = declarations[name], !sites.isEmpty else { return true }
            return sites.allSatisfy(\.isPrelude)
        }
        var out = ""
        for name in interpreter.checker.typeNames() where isPrelude(name) == prelude {
            guard let d = interpreter.checker.describeType(named: name) else { continue }
            if prelude && d.kind == .builtin { continue }
            out += d.header + "\n"
        }
        for (name, scheme) in interpreter.checker.globalNames() where !name.hasPrefix("$") && isPrelude(name) == prelude {
            out += "\(name): \(scheme)\n"
        }
        return out
    }
}
