import Foundation

/// Work done outside compiled code: natives (building a string, splitting, sorting), comparing
/// and hashing values, printing. It is charged as steps in proportion to its size, so
/// `--max-steps` counts it, and every charge may run the slow checks, so `--timeout`, Ctrl-C and
/// `--max-memory` stop a native midway, between two chunks of its work.
extension Machine {
    /// Where the machine of the evaluation running on the current thread is found: natives and
    /// `Value`'s `==` and `hash(into:)` have no other way to reach it.
    private static let currentKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// The machine evaluating on this thread, if any.
    @inline(__always)
    static var current: Machine? {
        guard let raw = pthread_getspecific(currentKey) else { return nil }
        return Unmanaged<Machine>.fromOpaque(raw).takeUnretainedValue()
    }

    /// Makes this machine the current thread's (nil: none) for the duration of a statement.
    static func setCurrent(_ machine: Machine?) {
        pthread_setspecific(currentKey, machine.map { Unmanaged.passUnretained($0).toOpaque() })
    }

    /// Charges `steps`; the message of the limit that was hit, if any. A failure is sticky:
    /// every later charge and tick of the statement fails with the same message.
    @inline(__always)
    func charge(_ steps: Int) -> String? {
        state.pointee.countdown &-= steps
        return state.pointee.countdown < 0 ? checkLimits() : nil
    }
}

/// What natives call: charges work to the running evaluation, if there is one (natives also
/// run with no evaluation, in unit tests).
enum Work {
    /// Bytes of text that count as one step (an element of an array counts as one).
    static let bytesPerStep = 16
    /// Units of work done between two looks at the limits in a chunked loop: small enough to
    /// stop within a millisecond or so, large enough to cost nothing.
    static let chunk = 1 << 16

    /// Charges `steps`, throwing the limit that was hit (located by the caller).
    @inline(__always)
    static func charge(_ steps: Int) throws {
        guard steps > 0, let machine = Machine.current, let message = machine.charge(steps) else { return }
        throw RuntimeError(message)
    }

    /// Charges the work of reading or writing `bytes` bytes of text.
    @inline(__always)
    static func chargeText(_ bytes: Int) throws {
        try charge(bytes / bytesPerStep)
    }

    /// Charges `steps` where throwing is impossible (`==`, `hash(into:)`): true when the work
    /// must stop. The failure stays recorded and ends the statement right after.
    @inline(__always)
    static func mustStop(after steps: Int) -> Bool {
        guard steps > 0, let machine = Machine.current else { return false }
        return machine.charge(steps) != nil
    }
}
