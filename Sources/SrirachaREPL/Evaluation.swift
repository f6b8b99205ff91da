import Foundation
import LineEditing
import SrirachaLanguage

/// Runs each entry (parse, check, evaluate) on a thread of its own with a large stack, so
/// deeply nested input is handled the same in `run` and in the REPL, and the calling thread
/// stays free to notice Ctrl-C and ask the evaluation to stop.
public enum Evaluation {
    /// Room for deep nesting; the memory is only reserved, pages are used as the stack grows.
    public static let stackSize = LargeStackThread.evaluationSize
    /// How often the waiting thread looks for Ctrl-C.
    static let pollInterval = DispatchTimeInterval.milliseconds(10)

    /// Runs `body` on a fresh large-stack thread and waits for it. With `onInterrupt`, every
    /// Ctrl-C meanwhile calls it on this thread (never inside the signal handler). The session
    /// is never given up: every limit stops evaluation and checking, so the wait ends.
    /// `onPoll` runs on this thread every few milliseconds while `body` runs.
    public static func run<T>(onInterrupt: (() -> Void)? = nil, onPoll: (() -> Void)? = nil,
                              _ body: () -> T) -> T {
        withoutActuallyEscaping(body) { body in
            let slot = ResultSlot<T>(body)
            let done = DispatchSemaphore(value: 0)
            let started = LargeStackThread.start(preferredSize: stackSize) { _ in
                slot.run()
                done.signal()
            }
            // Under a tight `ulimit -v` not even a small thread may start: run here instead.
            if started == nil { slot.run(); done.signal() }
            if onInterrupt != nil || onPoll != nil {
                while done.wait(timeout: .now() + pollInterval) == .timedOut {
                    if let onInterrupt, InterruptSignal.take() { onInterrupt() }
                    onPoll?()
                }
            } else {
                done.wait()
            }
            guard let value = slot.value else { preconditionFailure("the evaluation thread ended without a result") }
            return value
        }
    }
}

/// Hands the work to the evaluation thread and its result back (the semaphore orders the
/// write before the read). The thread object may outlive the call, so it holds this slot, which
/// lets go of the caller's closure as soon as it has run.
private final class ResultSlot<T> {
    private var body: (() -> T)?
    var value: T?

    init(_ body: @escaping () -> T) {
        self.body = body
    }

    func run() {
        value = body?()
        body = nil
    }
}
