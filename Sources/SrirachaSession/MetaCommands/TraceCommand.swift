import SrirachaLanguage

/// `:trace off|summary|changes|full` — how much of each update of dynamics is shown.
struct TraceCommand: MetaCommand {
    static let name = "trace"
    static let aliases: [String] = []
    static let synopsis = "MODE"
    static let summary = "how updates of dynamics are shown: off, summary, changes (default), full"

    /// The mode changes what later entries print, so a saved session keeps it.
    static func isRecorded(_ argument: String) -> Bool { !argument.isEmpty }

    static func run(_ argument: String, in session: Session, emit: (Session.Output) -> Void) -> Session.Status {
        let modes = DynamicsRuntime.TraceMode.allCases.map(\.rawValue)
        if argument.isEmpty {
            emit(.text("trace: \(session.options.traceMode.rawValue)\n"))
            return .ok
        }
        guard let mode = DynamicsRuntime.TraceMode(rawValue: argument) else {
            var message = "error: `:trace` takes one of " + modes.map { "`\($0)`" }.joined(separator: ", ") + "\n"
            if let near = Suggestions.closest(to: argument, among: modes) { message += "help: did you mean `\(near)`?\n" }
            emit(.error(message))
            return .failed
        }
        session.options.traceMode = mode
        emit(.text("trace: \(mode.rawValue)\n"))
        return .ok
    }
}

/// `:why NAME` — the chain of changes behind a dynamic's current value.
struct WhyCommand: MetaCommand {
    static let name = "why"
    static let aliases: [String] = []
    static let synopsis = "NAME"
    static let summary = "the chain of changes behind a dynamic's value"

    static func run(_ argument: String, in session: Session, emit: (Session.Output) -> Void) -> Session.Status {
        guard !argument.isEmpty else {
            emit(.error("error: `:why` needs the name of a dynamic value\nhelp: for example `:why formValid`\n"))
            return .failed
        }
        switch session.dynamicValue(named: argument, command: "why") {
        case .success(let value):
            emit(.text(session.interpreter.evaluator.dynamics.why(value) ?? ""))
            return .ok
        case .failure(let message):
            emit(.error(message.text))
            return .failed
        }
    }
}

/// `:graph [NAME] [--dot]` — the dependency graph of the session's dynamics.
struct GraphCommand: MetaCommand {
    static let name = "graph"
    static let aliases: [String] = []
    static let synopsis = "[NAME]"
    static let summary = "the dependency graph of dynamics (`--dot` for Graphviz)"

    static func run(_ argument: String, in session: Session, emit: (Session.Output) -> Void) -> Session.Status {
        var words = argument.split(separator: " ").map(String.init)
        let dot = words.contains("--dot")
        words.removeAll { $0 == "--dot" }
        guard words.count <= 1 else {
            emit(.error("error: `:graph` takes at most one name\nhelp: for example `:graph formValid` or `:graph --dot`\n"))
            return .failed
        }
        let dynamics = session.interpreter.evaluator.dynamics
        guard let name = words.first else {
            emit(.text(dynamics.graphText(around: nil, dot: dot) ?? ""))
            return .ok
        }
        switch session.dynamicValue(named: name, command: "graph") {
        case .success(let value):
            emit(.text(dynamics.graphText(around: value, dot: dot) ?? ""))
            return .ok
        case .failure(let message):
            emit(.error(message.text))
            return .failed
        }
    }
}

struct MetaCommandError: Error {
    let text: String
}

extension Session {
    /// The value of a global that holds a dynamic, or the error that says why `name` does not.
    func dynamicValue(named name: String, command: String) -> Result<Value, MetaCommandError> {
        let dynamics = interpreter.evaluator.dynamics
        guard let value = interpreter.evaluator.value(of: name) else {
            var message = "error: cannot find `\(name)` in scope\n"
            if let near = Suggestions.closest(to: name, among: dynamics.names) { message += "help: did you mean `\(near)`?\n" }
            return .failure(MetaCommandError(text: message))
        }
        guard dynamics.node(of: value) != nil else {
            return .failure(MetaCommandError(text: "error: `\(name)` is not a dynamic value\nhelp: `:\(command)` explains values made with `Dynamic(…)`, `.map`, `.filter`, `reduce` or `combine`\n"))
        }
        return .success(value)
    }
}
