/// Runs checked statements. (Being built: see the evaluator work.)
public final class Evaluator {
    /// The evaluator running on this thread, for natives such as `print` that need its output.
    nonisolated(unsafe) static var current: Evaluator?
    /// Receives `print` output as it happens.
    public var output: (String) -> Void = { _ in }
    func emit(_ text: String) { output(text) }
}
