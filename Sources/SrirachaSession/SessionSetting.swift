import SrirachaLanguage

/// An option `:set` shows and changes. The settings are a table: a feature that needs a
/// session option (a trace level for dynamics, say) adds an entry to `all`.
public struct SessionSetting {
    public var name: String
    /// The values it accepts.
    public var values: [String]
    public var summary: String
    /// Changes what later entries print, so a saved session keeps the `:set` line.
    public var isRecorded: Bool
    public var current: (Session) -> String
    public var apply: (Session, String) -> Void

    public init(name: String, values: [String], summary: String, isRecorded: Bool,
                current: @escaping (Session) -> String, apply: @escaping (Session, String) -> Void) {
        self.name = name
        self.values = values
        self.summary = summary
        self.isRecorded = isRecorded
        self.current = current
        self.apply = apply
    }

    /// Every setting, in the order `:set` lists them.
    public static let all: [SessionSetting] = [
        onOff("types", "show types in result lines", recorded: true, \.resultTypes),
        onOff("results", "show result lines; off shows only what the program prints", recorded: true, \.resultLines),
        onOff("color", "colour results, types, errors and the prompt", recorded: false, \.color),
        SessionSetting(name: "trace", values: DynamicsRuntime.TraceMode.allCases.map(\.rawValue),
                       summary: "how updates of dynamics are shown (as `:trace`)", isRecorded: true,
                       current: { $0.options.traceMode.rawValue },
                       apply: { session, value in
                           if let mode = DynamicsRuntime.TraceMode(rawValue: value) { session.options.traceMode = mode }
                       }),
    ]

    /// The setting a word names: exactly, or as a unique prefix.
    static func find(_ word: String) -> SessionSetting? {
        if let exact = all.first(where: { $0.name == word }) { return exact }
        let matches = all.filter { $0.name.hasPrefix(word) }
        return matches.count == 1 ? matches[0] : nil
    }

    private static func onOff(_ name: String, _ summary: String, recorded: Bool,
                              _ path: WritableKeyPath<Session.Options, Bool>) -> SessionSetting {
        SessionSetting(name: name, values: ["on", "off"], summary: summary, isRecorded: recorded,
                       current: { $0.options[keyPath: path] ? "on" : "off" },
                       apply: { session, value in session.options[keyPath: path] = value == "on" })
    }
}
