import SrirachaLanguage

/// `//@` directives: for the next statement, or, before the first statement of a file, for
/// every statement of the file.
public struct Directives: Equatable, Sendable {
    /// `//@ skip [reason]`: not run, annotations kept.
    public var skip = false
    /// `//@ xfail [reason]`: expected not to match; passing is then a failure.
    public var xfail = false
    /// `//@ timeout 5s`: this statement's time limit instead of `--timeout`.
    public var timeoutSeconds: Double?
    /// `//@ no-trace`: run without dynamics traces.
    public var noTrace = false
    /// The reason given to `skip` or `xfail`, if any.
    public var reason: String?

    public init() {}

    static let names = ["skip", "xfail", "timeout", "no-trace", "entry"]

    /// Applies one directive line's text (after `//@`). Returns an error message when the
    /// directive is unknown or malformed.
    mutating func apply(_ text: Substring) -> String? {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard let name = words.first.map(String.init) else {
            return "empty `//@` directive (expected one of " + Directives.list + ")"
        }
        let rest = words.dropFirst().joined(separator: " ")
        switch name {
        case "skip":
            skip = true
            if !rest.isEmpty { reason = rest }
        case "xfail":
            xfail = true
            if !rest.isEmpty { reason = rest }
        case "entry":
            // Read where files are cut into statement groups (`Session.entries(in:)`).
            guard rest.isEmpty else { return "`//@ entry` takes no argument" }
        case "no-trace":
            guard rest.isEmpty else { return "`//@ no-trace` takes no argument" }
            noTrace = true
        case "timeout":
            guard words.count == 2, let seconds = Directives.duration(String(words[1])) else {
                return "`//@ timeout` needs a duration such as `5s`, `500ms` or `2`"
            }
            timeoutSeconds = seconds
        default:
            var message = "unknown directive `//@ \(name)`"
            if let near = Suggestions.closest(to: name, among: Array(Directives.names)) {
                message += "; did you mean `//@ \(near)`?"
            } else {
                message += " (expected one of " + Directives.list + ")"
            }
            return message
        }
        return nil
    }

    /// The file's defaults, overridden by what this statement says.
    func over(_ defaults: Directives) -> Directives {
        var d = defaults
        if skip { d.skip = true; d.reason = reason ?? d.reason }
        if xfail { d.xfail = true; d.reason = reason ?? d.reason }
        if noTrace { d.noTrace = true }
        if let timeoutSeconds { d.timeoutSeconds = timeoutSeconds }
        return d
    }

    static var list: String { names.map { "`\($0)`" }.joined(separator: ", ") }

    /// `5s`, `1.5s`, `500ms`, `2m` or a bare number of seconds; positive and finite.
    static func duration(_ text: String) -> Double? {
        var number = Substring(text), scale = 1.0
        if number.hasSuffix("ms") { number = number.dropLast(2); scale = 0.001 }
        else if number.hasSuffix("s") { number = number.dropLast() }
        else if number.hasSuffix("m") { number = number.dropLast(); scale = 60 }
        guard let value = Double(number), value.isFinite, value > 0 else { return nil }
        return value * scale
    }
}
