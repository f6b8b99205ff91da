// Temporary interface of the evaluator so that dependent targets build; replaced by the evaluator.
public struct RunOutcome {
    public var bindings: [(name: String, value: Value)]
    public var value: Value?
}

public final class Evaluator {
    public var output: (String) -> Void = { _ in }
    public var timeLimit: Double?
    public var maxSteps: Int?
    public init() {}
    func emit(_ text: String) { output(text) }
    public func run(_ stmt: Stmt, in file: SourceFile) throws -> RunOutcome {
        throw Diagnostic(.runtime, "the evaluator is not built yet", at: stmt.range, in: file)
    }
    public func define(name: String, value: Value) {}
    public func value(of name: String) -> Value? { nil }
    public func interrupt() {}
}
