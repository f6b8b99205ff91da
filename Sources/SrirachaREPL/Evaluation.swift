import Foundation
import LineEditing

/// Runs evaluations on their own thread with a large stack, so deep (but finite) recursion in
/// a script works the same in `run` and in the REPL, while the calling thread stays free to
/// notice Ctrl-C and ask the evaluation to stop.
public enum Evaluation {
    /// Room for deep recursion; the memory is only reserved, pages are used as the stack grows.
    public static let stackSize = 512 << 20
    /// How often the waiting thread looks for Ctrl-C.
    static let pollInterval = DispatchTimeInterval.milliseconds(10)

    /// Runs `body` on a fresh large-stack thread and waits for it. With `onInterrupt`, every
    /// Ctrl-C meanwhile calls it on this thread (never inside the signal handler). If the
    /// evaluation ignores three Ctrl-Cs over two seconds, the process leaves (exit status 130)
    /// rather than hang.
    public static func run<T>(onInterrupt: (() -> Void)? = nil, _ body: () -> T) -> T {
        withoutActuallyEscaping(body) { body in
            let slot = ResultSlot<T>(body)
            let done = DispatchSemaphore(value: 0)
            let thread = Thread {
                slot.run()
                done.signal()
            }
            thread.stackSize = stackSize
            thread.start()
            if let onInterrupt {
                var presses: [Date] = []
                while done.wait(timeout: .now() + pollInterval) == .timedOut {
                    guard InterruptSignal.take() else { continue }
                    presses.append(Date())
                    onInterrupt()
                    if presses.count >= 3, let first = presses.first, Date().timeIntervalSince(first) > 2 {
                        FileHandle.standardError.write(Data("\nerror: the evaluation does not stop; leaving\n".utf8))
                        _exit(130)
                    }
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
