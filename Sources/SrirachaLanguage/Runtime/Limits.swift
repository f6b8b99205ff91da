import Foundation

/// Per-run counters that compiled code touches on every call and loop iteration. They live in
/// plain memory behind a pointer: no reference counting and no exclusivity bookkeeping on the
/// hot path.
struct LimitState {
    /// Ticks left before the next look at the clock, the interrupt flag and the step budget.
    var countdown = 0
    /// What `countdown` was last set to.
    var allotted = 0
    /// Ticks counted before the current allotment.
    var ticksBefore = 0
    var maxSteps = Int.max
    /// `DispatchTime` nanoseconds after which the run fails; 0 for no limit.
    var deadline: UInt64 = 0
    var timeLimit = 0.0
    /// Where a native's callback may put its frame, and the depth there (set before compiled
    /// code calls out to native code).
    var top: UnsafeMutablePointer<Value>
    var depth = 0
    /// The running statement's epoch, unique in the process: a global, captured variable or
    /// instance written for the first time in a statement is journaled (`Machine+UndoLog.swift`).
    var epoch = 0
}

/// The evaluator's machine: the value stack, the limits (steps, time, depth, interruption) and
/// the journal that makes a failed statement leave the globals as they were.
final class Machine {
    /// Value slots on the stack: enough for the depth limit with generous frames.
    static let stackCapacity = 1 << 21
    static let defaultMaxDepth = 100_000
    /// How often (in ticks) the slow checks run: often enough to stop within microseconds.
    static let checkInterval = 1023

    let stackBase: UnsafeMutablePointer<Value>
    let stackEnd: UnsafeMutablePointer<Value>
    /// Lowered when the evaluation thread got a smaller stack than it asked for.
    var maxDepth: Int
    let state: UnsafeMutablePointer<LimitState>
    /// A frame `env` for code that captures nothing.
    let emptyEnv: UnsafeMutablePointer<Value>
    /// The lowest native stack address a call may start from (set per statement from the
    /// evaluation thread; 0 for no check). How much native stack one level of Sriracha
    /// recursion takes depends on the function body (a body nested 200 expressions deep takes
    /// far more than a plain one), so the depth limit alone cannot prevent an overflow.
    var stackFloor: UInt = 0
    /// The session's random numbers (`Int.random(in:)`, `shuffled()`): a SplitMix64 state that
    /// every session starts from alike, so a lesson or transcript that draws them replays.
    var randomState: UInt64 = 0x853C_49E6_748F_EA9B
    /// The type arguments of the running calls of functions that cast to their generic
    /// parameters, innermost last (see `Machine+TypeArguments.swift`).
    var typeArguments: [(decl: FuncDecl, names: [String], types: [SType])] = []
    /// The types compiled, by declared name: what `JSONDecoder` makes values of.
    let namedTypes = NamedTypes()
    private let interruptLock = NSLock()
    private var interruptRequested = false
    /// Global slots written by the running statement, with their values before it.
    var journal: [(slot: GlobalSlot, value: Value)] = []
    /// Cells of captured variables written by the running statement, with their values before
    /// it (see `Machine+UndoLog.swift`).
    var cellJournal: [(cell: Box, value: Value)] = []
    /// Class instances whose properties the running statement wrote, with their properties
    /// before it.
    var instanceJournal: [(instance: Instance, fields: [Value])] = []
    /// The limit the running statement hit, once it hit one: work that cannot throw (`==`,
    /// hashing) stops early and leaves it here, and the statement fails with it.
    var failure: String?
    /// The lowest native stack address seen by the slow checks of the running statement (at
    /// least every `checkInterval` calls), to tell a statement that recursed deep.
    var deepestStack: UInt = .max
    /// Bytes of heap the process may use while this machine runs; nil for no limit.
    var memoryLimit: Int?
    /// When (`DispatchTime` nanoseconds) the heap is next measured.
    var nextMemoryCheck: UInt64 = 0
    /// Set while an `inout` argument's place is read before the call (`PlaceCode.take`):
    /// setters and observers wait for the write after it.
    var readingPlace = false
    /// The class instances' properties whose observers are running: a change made meanwhile
    /// (by the observers themselves) is plain storage, as in Swift.
    var observing: [(instance: ObjectIdentifier, field: Int)] = []

    init(maxDepth: Int = Machine.defaultMaxDepth) {
        self.maxDepth = maxDepth
        stackBase = .allocate(capacity: Machine.stackCapacity)
        stackEnd = stackBase + Machine.stackCapacity
        state = .allocate(capacity: 1)
        state.initialize(to: LimitState(top: stackBase))
        emptyEnv = .allocate(capacity: 1)
        emptyEnv.initialize(to: .void)
    }

    deinit {
        state.deinitialize(count: 1)
        state.deallocate()
        emptyEnv.deinitialize(count: 1)
        emptyEnv.deallocate()
        stackBase.deallocate()
    }

    /// Arms the limits for one statement.
    func begin(maxSteps: Int?, timeLimit: Double?) {
        interruptLock.lock()
        interruptRequested = false
        interruptLock.unlock()
        let s = state
        s.pointee.maxSteps = max(0, maxSteps ?? Int.max)
        s.pointee.ticksBefore = 0
        let allot = min(Machine.checkInterval, s.pointee.maxSteps)
        s.pointee.allotted = allot
        s.pointee.countdown = allot
        if let timeLimit, timeLimit.isFinite, timeLimit >= 0 {
            let nanos = min(timeLimit * 1e9, 1e17)
            s.pointee.deadline = DispatchTime.now().uptimeNanoseconds &+ UInt64(nanos) | 1
        } else {
            s.pointee.deadline = 0
        }
        s.pointee.timeLimit = timeLimit ?? 0
        s.pointee.top = stackBase
        s.pointee.depth = 0
        s.pointee.epoch = Machine.nextEpoch()
        forgetJournal()
        failure = nil
        deepestStack = .max
    }

    /// After a statement that recursed deep, the pages of stack it touched are given back:
    /// otherwise they stay resident for the rest of the session (hundreds of megabytes after a
    /// 100,000-call recursion), and count against the memory limit of every later statement,
    /// and of the other sessions of the process.
    func releaseStackAfterDeepStatement() {
        var marker: UInt8 = 0
        let here = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
        guard deepestStack < here, here - deepestStack > 16 << 20 else { return }
        LargeStackThread.releaseUnusedStack()
    }

    /// True when the running thread's native stack is nearly used up.
    @inline(__always)
    func nativeStackExhausted() -> Bool {
        var marker: UInt8 = 0
        return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) } < stackFloor
    }

    /// The floor for a thread whose stack of `size` bytes starts (at its top) near `top`: a
    /// margin is kept for the native recursion between two calls (nested expressions,
    /// printing, natives).
    static func stackFloor(top: UInt, size: Int) -> UInt {
        let usable = UInt(size) - UInt(min(size / 8, 64 << 20))
        return top > usable ? top - usable : 0
    }

    /// Whether Ctrl-C was asked for since the flag was last cleared (read while checking).
    var isInterruptRequested: Bool {
        interruptLock.lock()
        defer { interruptLock.unlock() }
        return interruptRequested
    }

    func clearInterrupt() {
        interruptLock.lock()
        interruptRequested = false
        interruptLock.unlock()
    }

    /// Whether the running statement was asked to stop (for a native that waits, `readLine()`).
    var interruptPending: Bool {
        interruptLock.lock()
        defer { interruptLock.unlock() }
        return interruptRequested
    }

    /// Asks the running statement to stop; safe from any thread.
    func interrupt() {
        interruptLock.lock()
        interruptRequested = true
        interruptLock.unlock()
    }

    /// Counts one step (a call or a loop iteration); true when the slow checks are due.
    @inline(__always)
    func tick() -> Bool {
        state.pointee.countdown &-= 1
        return state.pointee.countdown < 0
    }

    /// The slow part of a tick (or of a charge of many steps at once): the message of the
    /// limit that was hit, if any.
    func checkLimits() -> String? {
        let s = state
        // The countdown is below zero: by one after a tick, by more after a charge.
        let (done, overflow) = s.pointee.ticksBefore.addingReportingOverflow(s.pointee.allotted &- s.pointee.countdown)
        s.pointee.ticksBefore = overflow ? Int.max : done
        // Leave the countdown exhausted on failure so every later tick fails too.
        s.pointee.allotted = 0
        s.pointee.countdown = 0
        if let failure { return failure }
        var marker: UInt8 = 0
        deepestStack = min(deepestStack, withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) })
        let message = limitMessage(steps: s.pointee.ticksBefore)
        if let message {
            failure = message
            return message
        }
        let allot = min(Machine.checkInterval, s.pointee.maxSteps - s.pointee.ticksBefore)
        s.pointee.allotted = allot
        s.pointee.countdown = allot
        return nil
    }

    private func limitMessage(steps done: Int) -> String? {
        let s = state
        interruptLock.lock()
        let interrupted = interruptRequested
        interruptLock.unlock()
        if interrupted { return "interrupted" }
        if done > s.pointee.maxSteps { return "step limit exceeded (\(s.pointee.maxSteps) steps)" }
        if s.pointee.deadline != 0, DispatchTime.now().uptimeNanoseconds > s.pointee.deadline {
            return "time limit exceeded (\(Machine.seconds(s.pointee.timeLimit)) s)"
        }
        return memoryProblem()
    }

    /// `2` rather than `2.0`, `0.5` as is.
    static func seconds(_ s: Double) -> String {
        if s == s.rounded(), abs(s) < 1e15 { return String(Int(s)) }
        return String(s)
    }
}

/// A global variable's storage. Compiled code holds the slot itself, so a later declaration of
/// the same name (a new slot) never changes what earlier code refers to.
final class GlobalSlot {
    struct Storage {
        var value: Value
        var epoch: Int
        /// Passed `inout` to a call that has not returned: any other access is an error.
        var accessed = false
    }

    let name: String
    let storage: UnsafeMutablePointer<Storage>
    /// Where `storage`'s value is.
    var valuePointer: UnsafeMutablePointer<Value> {
        (UnsafeMutableRawPointer(storage) + MemoryLayout<Storage>.offset(of: \Storage.value)!)
            .assumingMemoryBound(to: Value.self)
    }
    /// A `static let`/`static var` not yet used: what computes its value.
    var initializer: Function?
    private var initializing = false

    /// A static property's value, computed on first use.
    func readStatic(_ site: Site) throws -> Value {
        try initializeIfNeeded(site)
        return try read(site)
    }

    func initializeIfNeeded(_ site: Site) throws {
        guard let initializer else {
            if initializing {
                throw site.error("the static property `\(name)` refers to itself while computing its value")
            }
            return
        }
        self.initializer = nil
        initializing = true
        defer { initializing = false }
        do {
            // A static Mod shows its name: `.centered`.
            storage.pointee.value = ModValues.relabel(try initializer.invoke([]), .named("." + name))
        } catch {
            self.initializer = initializer
            throw site.locate(error)
        }
    }

    init(name: String, value: Value) {
        self.name = name
        storage = .allocate(capacity: 1)
        storage.initialize(to: Storage(value: value, epoch: 0))
    }

    deinit {
        storage.deinitialize(count: 1)
        storage.deallocate()
    }

    /// The value, or an error when an `inout` access to the variable is under way.
    @inline(__always)
    func read(_ site: Site) throws -> Value {
        if storage.pointee.accessed { throw Exclusivity.conflict(name, site) }
        return storage.pointee.value
    }

    var value: Value {
        get { storage.pointee.value }
        set { storage.pointee.value = newValue }
    }
}
