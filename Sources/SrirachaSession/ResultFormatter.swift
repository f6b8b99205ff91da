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
            // Every statement shows a line: one piece fewer to append when there is no definition.
            guard let definition = DynamicsRuntime.definition(of: value) else {
                return types ? "\(name): \(paint(scheme.description)) = \(shown)\n" : "\(name) = \(shown)\n"
            }
            return types ? "\(name): \(paint(scheme.description)) = \(shown)  // \(definition)\n"
                : "\(name) = \(shown)  // \(definition)\n"
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
