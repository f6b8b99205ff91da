// Temporary interface of the printer so that dependent targets build; replaced by the evaluator.
public enum Printer {
    public static func plain(_ value: Value) -> String {
        if case .string(let s) = value { return s }
        return literal(value)
    }
    public static func literal(_ value: Value) -> String { "\(value)" }
}
