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
        while !stop.isSet {
            if Date().timeIntervalSince(start) > 30 { return "never interrupted" }
            kill(getpid(), SIGINT)  // what the terminal sends for Ctrl-C
            usleep(20_000)
        }
        return "interrupted"
    }
    #expect(result == "interrupted")
}

/// Ctrl-C never ends the REPL, however often it is pressed and however long the evaluation
/// takes to stop: the session comes back with what it had.
@Test func repeatedCtrlCKeepsTheSession() {
    InterruptSignal.install()
    _ = InterruptSignal.take()
    let presses = Counter()
    let result: String = Evaluation.run(onInterrupt: { presses.increment() }) {
        // Four presses spread over more than two seconds, each ignored at first.
        for _ in 0..<4 {
            // Other tests poll the same signal flag: send again until this wait saw one.
            let before = presses.value
            while presses.value == before {
                kill(getpid(), SIGINT)
                usleep(50_000)
            }
            usleep(700_000)
        }
        return "came back"
    }
    #expect(result == "came back")
    #expect(presses.value >= 4)
}

/// A thread-safe counter.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func increment() { lock.lock(); count += 1; lock.unlock() }
    var value: Int { lock.lock(); defer { lock.unlock() }; return count }
}

/// A thread-safe boolean.
private final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    func set() { lock.lock(); value = true; lock.unlock() }
    var isSet: Bool { lock.lock(); defer { lock.unlock() }; return value }
}
