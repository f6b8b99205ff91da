import Foundation

/// What native code needs from the evaluation running on the current thread: where `print`
/// output goes.
///
/// Sessions run concurrently (the transcript runner replays files in parallel in one process),
/// so this is per thread, never a process-wide global. The evaluator installs its context on
/// the thread it evaluates on; natives read it through `current`.
public final class RuntimeContext {
    /// Receives `print` output as it happens (each chunk ends with its newline).
    public var output: (String) -> Void
    /// The session's dynamic values (set by the evaluator).
    var dynamics: DynamicsRuntime?

    public init(output: @escaping (String) -> Void) { self.output = output }

    private static let key = "sriracha.runtime-context"

    /// The context of the evaluation running on this thread, if any.
    public static var current: RuntimeContext? {
        get { Thread.current.threadDictionary[key] as? RuntimeContext }
        set { Thread.current.threadDictionary[key] = newValue }
    }

    /// Sends text to the current evaluation's output.
    public static func emit(_ text: String) { current?.output(text) }
}
