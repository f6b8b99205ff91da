import Foundation

/// The thread evaluation runs on: created once per evaluator with a large stack (deep
/// recursion must end in "stack depth exceeded", never in a crash), handed one job at a time
/// with semaphores so that running a statement costs only two wake-ups.
final class EvaluationThread {
    static let stackSize = 1 << 30

    private let wake = DispatchSemaphore(value: 0)
    private let done = DispatchSemaphore(value: 0)
    private var job: (() -> Void)?
    private var stopping = false
    private var started = false
    private var threadID: pthread_t?
    /// The lowest native stack address calls may start from (see `Machine.stackFloor`).
    private(set) var stackFloor: UInt = 0
    private let context: RuntimeContext

    init(context: RuntimeContext) {
        self.context = context
    }

    /// Runs `work` on the evaluation thread and waits for it.
    func perform<T>(_ work: () throws -> T) throws -> T {
        if let id = threadID, pthread_equal(id, pthread_self()) != 0 { return try work() }
        startIfNeeded()
        var result: Result<T, Error>?
        withoutActuallyEscaping(work) { work in
            job = { result = Result { try work() } }
            wake.signal()
            done.wait()
            job = nil
        }
        guard let result else { throw RuntimeError("internal error: the evaluation thread did not run") }
        return try result.get()
    }

    /// True once the thread exists (it is started by the first `perform`).
    var isStarted: Bool { started }

    /// Ends the thread once it is idle.
    func stop() {
        guard started else { return }
        stopping = true
        wake.signal()
    }

    private func startIfNeeded() {
        guard !started else { return }
        started = true
        let ready = DispatchSemaphore(value: 0)
        let thread = Thread { [self] in
            threadID = pthread_self()
            var marker: UInt8 = 0
            let top = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
            stackFloor = Machine.stackFloor(top: top, size: EvaluationThread.stackSize)
            RuntimeContext.current = context
            ready.signal()
            while true {
                wake.wait()
                if stopping { return }
                job?()
                done.signal()
            }
        }
        thread.stackSize = EvaluationThread.stackSize
        thread.name = "sriracha-evaluator"
        thread.start()
        ready.wait()
    }
}
