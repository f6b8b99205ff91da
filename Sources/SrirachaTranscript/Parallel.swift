import Foundation
import SrirachaLanguage

/// Runs independent jobs on a few threads of their own and hands the results back in order.
enum Parallel {
    /// Stack size of each worker thread. Evaluation recurses with the program; a deep (but
    /// legal) recursion must reach the evaluator's depth limit, never the end of the stack.
    static let stackSize = LargeStackThread.evaluationSize

    /// Calls `work(i)` for every `i` in `0..<count` on up to `jobs` threads, and `done(i, result)`
    /// on the calling thread in index order, each as soon as it and all before it are finished
    /// (so a report streams in a stable order).
    static func forEach<T>(count: Int, jobs: Int, work: @escaping (Int) -> T, done: (Int, T) -> Void) {
        guard count > 0 else { return }
        let state = ParallelState<T>(count: count)
        var started = 0
        for _ in 0..<max(1, min(jobs, count)) {
            let worker = {
                while true {
                    state.condition.lock()
                    let i = state.next
                    state.next += 1
                    state.condition.unlock()
                    if i >= count { return }
                    let result = work(i)
                    state.condition.lock()
                    state.results[i] = result
                    state.condition.broadcast()
                    state.condition.unlock()
                }
            }
            // Under a tight `ulimit -v` the stack may be smaller, or no thread may start.
            if LargeStackThread.start(preferredSize: stackSize, { _ in worker() }) != nil { started += 1 }
        }
        if started == 0 {
            // Not even one thread: do the work here rather than wait forever.
            for i in 0..<count { done(i, work(i)) }
            return
        }
        state.condition.lock()
        for i in 0..<count {
            while state.results[i] == nil { state.condition.wait() }
            guard let result = state.results[i] else { continue }
            state.results[i] = nil
            state.condition.unlock()
            done(i, result)
            state.condition.lock()
        }
        state.condition.unlock()
    }

    /// Runs `work` on a thread with a large stack and waits for it.
    static func onLargeStack<T>(_ work: @escaping () -> T) -> T {
        var result: T? = nil
        forEach(count: 1, jobs: 1, work: { _ in work() }, done: { _, r in result = r })
        guard let result else { return work() }
        return result
    }
}

/// What the workers of `Parallel.forEach` share, under its condition's lock.
private final class ParallelState<T> {
    let condition = NSCondition()
    var next = 0
    var results: [T?]
    init(count: Int) { results = Array(repeating: nil, count: count) }
}
