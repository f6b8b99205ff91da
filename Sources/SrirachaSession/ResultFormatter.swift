import SrirachaLanguage

/// Formats result lines exactly as LANGUAGE.md §5 specifies: `x: Int = 5`, `$R0: Int = 6`,
/// `sum: (Int) -> (Int) -> Int`; without types (`:set types off`) `x = 5`.
struct ResultFormatter {
    var color: Bool
    var types = true

    func line(for event: Interpreter.Event) -> String {
        switch event {
        // Every statement shows a line: it is appended piece by piece, the type written into it
        // rather than made a string first (a short line then stays a small string).
        case let .bound(name, scheme, value), let .result(name, scheme, value):
            let shown = Printer.literal(value, type: scheme.type, limit: Printer.resultLimit)
            var line = name
            if types {
                line += ": "
                append(scheme, to: &line)
            }
            line += " = "
            line += shown
            if let definition = DynamicsRuntime.definition(of: value) {
                line += "  // "
                line += definition
            }
            line += "\n"
            return line
        case let .declared(name, scheme):
            var line = name
            line += ": "
            append(scheme, to: &line)
            line += "\n"
            return line
        case .printed(let s):
            return s
        case .failed(let d):
            return d.render(color: color)
        }
    }

    /// Types are shown in cyan on a terminal so the value stands out.
    private func append(_ scheme: TypeScheme, to line: inout String) {
        if color { line += "\u{1B}[36m" }
        scheme.write(to: &line)
        if color { line += "\u{1B}[0m" }
    }
}
