import Foundation

/// The thread evaluation runs on: a thread with a large stack (deep recursion must end in
/// "stack depth exceeded", never in a crash).
///
/// A thread started by `LargeStackThread` (the one `sriracha run` runs a file on, the transcript
/// runner's workers, the REPL's per-entry thread) is used as it is: statements run right there,
/// with the depth limit and stack floor of that thread. Only a caller on another thread gets a
/// thread of its own, created once per evaluator and handed one job at a time with semaphores.
final class EvaluationThread {
    static let stackSize = LargeStackThread.evaluationSize

    /// Where a job runs: the floor of its stack (see `Machine.stackFloor`) and the depth limit
    /// that stack allows.
    struct Stack {
        let floor: UInt
        let size: Int

        /// The depth limit for this stack: the full limit scaled down with the stack.
        func depthLimit(full: Int) -> Int {
            max(100, Int(Double(full) * Double(size) / Double(EvaluationThread.stackSize)))
        }
    }

    private let wake = DispatchSemaphore(value: 0)
    private let done = DispatchSemaphore(value: 0)
    private var job: (() -> Void)?
    private var stopping = false
    private var started = false
    private var threadID: pthread_t?
    /// The lowest native stack address calls may start from (see `Machine.stackFloor`).
    private var stackFloor: UInt = 0
    private let context: RuntimeContext
    /// The stack the thread got: less than `stackSize` when memory is limited (`ulimit -v`).
    private var actualStackSize = EvaluationThread.stackSize
    /// True when no thread could be started and jobs run on the caller's thread.
    private var runsInline = false
    /// True once a job ran on a caller's large-stack thread.
    private(set) var hasRunOnCallers = false

    init(context: RuntimeContext) {
        self.context = context
    }

    /// Runs `work` on a thread with a large stack and waits for it: on the calling thread when
    /// it is one, else on the evaluator's own.
    func perform<T>(_ work: (Stack) throws -> T) throws -> T {
        if let id = threadID, pthread_equal(id, pthread_self()) != 0 {
            return try work(Stack(floor: stackFloor, size: actualStackSize))
        }
        if let host = LargeStackThread.currentBounds {
            hasRunOnCallers = true
            return try onCurrentThread(Stack(floor: Machine.stackFloor(top: host.top, size: host.size), size: host.size),
                                       work)
        }
        startIfNeeded()
        if runsInline { return try work(Stack(floor: 0, size: actualStackSize)) }
        var result: Result<T, Error>?
        let stack = Stack(floor: stackFloor, size: actualStackSize)
        withoutActuallyEscaping(work) { work in
            job = { result = Result { try work(stack) } }
            wake.signal()
            done.wait()
            job = nil
        }
        guard let result else { throw RuntimeError("internal error: the evaluation thread did not run") }
        return try result.get()
    }

    /// Runs shallow work that Sriracha itself wrote (the prelude's declarations) on the calling
    /// thread, whatever its stack, instead of starting a thread for it: the depth limit stays,
    /// the stack check is off.
    func performShallow<T>(_ work: (Stack) throws -> T) throws -> T {
        if started || LargeStackThread.currentBounds != nil { return try perform(work) }
        return try onCurrentThread(Stack(floor: 0, size: LargeStackThread.minimumSize), work)
    }

    /// Runs a job on the calling thread with this evaluator's context installed.
    private func onCurrentThread<T>(_ stack: Stack, _ work: (Stack) throws -> T) throws -> T {
        let saved = RuntimeContext.current
        RuntimeContext.current = context
        defer { RuntimeContext.current = saved }
        return try work(stack)
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
                if stopping {
                    RuntimeContext.current = nil
                    return
                }
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
