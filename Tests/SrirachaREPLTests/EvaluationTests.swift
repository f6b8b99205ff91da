import Foundation
import LineEditing
import Testing
@testable import SrirachaREPL

/// Recursion deep enough to overflow a default 8 MB main-thread stack.
private func depth(_ n: Int) -> Int {
    var padding = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    padding.0 = n
    return n == 0 ? padding.1 : depth(n - 1) + 1 + padding.15
}

@Test func evaluationRunsOnALargeStack() {
    #expect(Evaluation.run { depth(200_000) } == 200_000)
}

@Test func ctrlCDuringEvaluationCallsInterrupt() {
    InterruptSignal.install()
    _ = InterruptSignal.take()
    let stop = Flag()
    let start = Date()
    let result: String = Evaluation.run(onInterrupt: { stop.set() }) {
        kill(getpid(), SIGINT)  // what the terminal sends for Ctrl-C
        while !stop.isSet {
            if Date().timeIntervalSince(start) > 5 { return "never interrupted" }
            usleep(1000)
        }
        return "interrupted"
    }
    #expect(result == "interrupted")
    // The waiting thread polls every 10 ms: well inside the 100 ms budget.
    #expect(Date().timeIntervalSince(start) < 0.1)
}

/// A thread-safe boolean.
private final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    func set() { lock.lock(); value = true; lock.unlock() }
    var isSet: Bool { lock.lock(); defer { lock.unlock() }; return value }
}
