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
    /// `readLine(strippingNewline:)`: the next line of the program's input; nil when it has none.
    /// Throws when the statement is stopped while it waits.
    var readLine: ((Bool) throws -> String?)?

    public init(output: @escaping (String) -> Void) { self.output = output }

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// The context of the evaluation running on this thread, if any (held strongly while it is
    /// installed).
    public static var current: RuntimeContext? {
        get {
            guard let raw = pthread_getspecific(key) else { return nil }
            return Unmanaged<RuntimeContext>.fromOpaque(raw).takeUnretainedValue()
        }
        set {
            let old = pthread_getspecific(key)
            pthread_setspecific(key, newValue.map { Unmanaged.passRetained($0).toOpaque() })
            if let old { Unmanaged<RuntimeContext>.fromOpaque(old).release() }
        }
    }

    /// Sends text to the current evaluation's output.
    public static func emit(_ text: String) { current?.output(text) }
}
