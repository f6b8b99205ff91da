import SrirachaLanguage

/// `:set [NAME VALUE]` — shows or changes a session option (colour, result types, …).
struct SetCommand: MetaCommand {
    static let name = "set"
    static let synopsis = "[OPTION VALUE]"
    static let summary = "show or change session options (`:set types off`)"
    static let argumentKind = MetaArgumentKind.words

    static var details: String {
        SessionSetting.all.map { "\($0.name) \($0.values.joined(separator: "|"))  \($0.summary)" }
            .joined(separator: "\n")
    }

    /// Settings that change what later entries print are part of a saved session.
    static func isRecorded(_ argument: String) -> Bool {
        let word = argument.split(separator: " ").first.map(String.init) ?? ""
        return SessionSetting.find(word)?.isRecorded ?? false
    }

    static func run(_ argument: String, in session: Session, emit: (Session.Output) -> Void) -> Session.Status {
        let words = argument.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard let first = words.first else {
            let width = SessionSetting.all.map(\.name.count).max() ?? 0
            let valueWidth = SessionSetting.all.map { $0.current(session).count }.max() ?? 0
            emit(.text(SessionSetting.all.map {
                "\($0.name.padding(to: width))  \($0.current(session).padding(to: valueWidth))  \($0.summary) (\($0.values.joined(separator: "|")))\n"
            }.joined()))
            return .ok
        }
        guard let setting = SessionSetting.find(first) else {
            var message = "error: unknown option `\(first)`\n"
            if let near = Suggestions.closest(to: first, among: SessionSetting.all.map(\.name)) {
                message += "help: did you mean `\(near)`?\n"
            } else {
                message += "help: the options are " + SessionSetting.all.map { "`\($0.name)`" }.joined(separator: ", ") + "\n"
            }
            emit(.error(message))
            return .failed
        }
        guard words.count == 2, setting.values.contains(words[1]) else {
            if words.count == 1 {
                emit(.text("\(setting.name) \(setting.current(session))\n"))
                return .ok
            }
            let value = words.dropFirst().joined(separator: " ")
            emit(.error("error: `\(setting.name)` cannot be `\(value)`\nhelp: use " +
                        setting.values.map { "`:set \(setting.name) \($0)`" }.joined(separator: " or ") + "\n"))
            return .failed
        }
        setting.apply(session, words[1])
        return .ok
    }
}
