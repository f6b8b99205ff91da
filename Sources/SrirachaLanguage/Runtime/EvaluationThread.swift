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
    /// The stack the thread got: less than `stackSize` when memory is limited (`ulimit -v`).
    private(set) var actualStackSize = EvaluationThread.stackSize
    /// True when no thread could be started and jobs run on the caller's thread.
    private var runsInline = false

    init(context: RuntimeContext) {
        self.context = context
    }

    /// Runs `work` on the evaluation thread and waits for it.
    func perform<T>(_ work: () throws -> T) throws -> T {
        if let id = threadID, pthread_equal(id, pthread_self()) != 0 { return try work() }
        startIfNeeded()
        if runsInline { return try work() }
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

    /// The depth limit for this thread's stack: the full limit scaled down with the stack.
    func depthLimit(full: Int) -> Int {
        max(100, Int(Double(full) * Double(actualStackSize) / Double(EvaluationThread.stackSize)))
    }

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
        let size = LargeStackThread.start(preferredSize: EvaluationThread.stackSize, name: "sriracha-evaluator") {
            [self] size in
            threadID = pthread_self()
            var marker: UInt8 = 0
            let top = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
            stackFloor = Machine.stackFloor(top: top, size: size)
            RuntimeContext.current = context
            ready.signal()
            while true {
                wake.wait()
                if stopping { return }
                job?()
                done.signal()
            }
        }
        guard let size else {
            // No thread at all: run on the caller's thread, with the depth limit alone (and the
            // stack check off, since the caller's stack bounds are unknown).
            started = false
            runsInline = true
            actualStackSize = LargeStackThread.minimumSize
            return
        }
        actualStackSize = size
        ready.wait()
    }
}
