import SrirachaLanguage

/// Formats result lines exactly as LANGUAGE.md §5 specifies: `x: Int = 5`, `$R0: Int = 6`,
/// `sum: (Int) -> (Int) -> Int`; without types (`:set types off`) `x = 5`.
struct ResultFormatter {
    var color: Bool
    var types = true

    func line(for event: Interpreter.Event) -> String {
        switch event {
        case let .bound(name, scheme, value), let .result(name, scheme, value):
            let shown = Printer.literal(value, type: scheme.type, limit: Printer.resultLimit)
            // Appended in place: every result line is built this way, and an interpolation
            // grew its string piece by piece.
            let type = types ? paint(scheme.description) : ""
            var line = ""
            let length = name.utf8.count + type.utf8.count + shown.utf8.count + 6
            if length > 15 { line.reserveCapacity(length + 8) }  // shorter lines need no storage of their own
            line += name
            if types { line += ": "; line += type }
            line += " = "
            line += shown
            if let definition = DynamicsRuntime.definition(of: value) { line += "  // "; line += definition }
            line += "\n"
            return line
        case let .declared(name, scheme):
            return "\(name): \(paint(scheme.description))\n"
        case .printed(let s):
            return s
        case .failed(let d):
            return d.render(color: color)
        }
    }

    /// Types are shown in cyan on a terminal so the value stands out.
    private func paint(_ type: String) -> String {
        color ? "\u{1B}[36m\(type)\u{1B}[0m" : type
    }
}
