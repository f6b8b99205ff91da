/// Turns values into text.
public enum Printer {
    /// What `print` shows: strings without quotes, everything else as its literal.
    public static func plain(_ value: Value) -> String {
        if case .string(let s) = value { return s }
        return "\(value)"
    }
}
