import Foundation

/// Facts about the process's terminal that decide how Sriracha talks.
public enum Terminal {
    public static var inputIsTerminal: Bool { isatty(STDIN_FILENO) == 1 }
    public static var outputIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

    /// Colour is for terminals only, and never when `NO_COLOR` is set (no-color.org) or the
    /// terminal says it cannot show it.
    public static func colorAllowed(environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        if environment["TERM"] == "dumb" { return false }
        return true
    }
}
