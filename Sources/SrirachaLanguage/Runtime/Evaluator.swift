import Foundation

/// What running one statement produced.
public struct RunOutcome {
    /// The names and values a `let`/`var` (or top-level `guard let`) bound, in order.
    public var bindings: [(name: String, value: Value)]
    /// An expression statement's value; nil for `Void`.
    public var value: Value?

    public init(bindings: [(name: String, value: Value)] = [], value: Value? = nil) {
        self.bindings = bindings
        self.value = value
    }
}

/// Runs checked statements: compiles each once into closures (see `Compiler`), then runs them
/// on a dedicated thread with a large stack, under the step, time and depth limits. A statement
/// that fails changes nothing: its bindings are not made and the globals, captured variables and
/// instance properties it wrote are restored.
public final class Evaluator {
    /// Receives `print` output as it happens.
    public var output: (String) -> Void = { _ in }
    /// Whether an expression statement's value is let go as soon as it is computed (a program
    /// run as a program), instead of being returned to be shown and kept as `$R0`.
    public var dropsResults = false
    /// Seconds one statement may run; nil for no limit.
    public var timeLimit: Double?
    /// Steps (calls and loop iterations) one statement may take; nil for no limit.
    public var maxSteps: Int?
    /// Bytes of heap the process may use while a statement runs; nil for no limit.
    public var maxMemory: Int?
    /// Where `readLine(strippingNewline:)` reads the program's input; nil for none (it gives `nil`).
    /// The source is told whether to strip the newline, and asked now and then whether to stop
    /// waiting (the statement was interrupted): it then returns nil.
    public var readLineSource: ((_ strippingNewline: Bool, _ shouldStop: () -> Bool) -> String?)?

    let program: Program
    private let thread: EvaluationThread
    /// The session's dynamic values and their dependency graph.
    public let dynamics = DynamicsRuntime()

    public init() {
        program = Program(machine: Machine())
        let context = RuntimeContext(output: { _ in })
        context.dynamics = dynamics
        thread = EvaluationThread(context: context)
        context.output = { [weak self] text in self?.output(text) }
        context.readLine = { [weak self] strip in
            guard let self, let source = self.readLineSource else { return nil }
            let machine = self.program.machine
            let line = source(strip) { machine.interruptPending }
            if line == nil, machine.interruptPending { throw RuntimeError("interrupted") }
            return line
        }
    }

    deinit {
        // Values are freed on the evaluation thread: freeing a very deep value (a long linked
        // list) recurses, and only that thread has the stack for it.
        let program = self.program
        if thread.isStarted || thread.hasRunOnCallers { try? thread.perform { _ in program.retire() } }
        thread.stop()
    }

    func emit(_ text: String) { output(text) }

    /// Compiles and runs one checked top-level statement.
    public func run(_ stmt: Stmt, in file: SourceFile) throws -> RunOutcome {
        try thread.perform { try runHere([stmt], in: file, on: $0) }
    }

    /// Compiles and runs top-level declarations checked as one group (see `HoistingUnit`).
    func run(group: [Stmt], in file: SourceFile) throws -> RunOutcome {
        try thread.perform { try runHere(group, in: file, on: $0) }
    }

    /// Runs a statement Sriracha itself wrote (the prelude's): shallow, so it may run on the
    /// calling thread whatever its stack, and no thread is started for it.
    func runShallow(_ stmt: Stmt, in file: SourceFile) throws -> RunOutcome {
        try thread.performShallow { try runHere([stmt], in: file, on: $0) }
    }

    private func runHere(_ stmts: [Stmt], in file: SourceFile, on stack: EvaluationThread.Stack) throws -> RunOutcome {
        let stmt = stmts[0]
        let machine = program.machine
        machine.begin(maxSteps: maxSteps, timeLimit: timeLimit)
        machine.stackFloor = stack.floor
        machine.maxDepth = stack.depthLimit(full: Machine.defaultMaxDepth)
        machine.memoryLimit = maxMemory
        // Statements may run on a thread that already evaluates (a session made while another
        // one runs): whatever machine was current comes back afterwards.
        let previous = Machine.current
        Machine.setCurrent(machine)
        defer {
            machine.releaseStackAfterDeepStatement()
            Machine.setCurrent(previous)
        }
        let compiler = Compiler(program: program, file: file, statements: stmts)
        dynamics.beginStatement()
        do {
            let unit = stmts.count == 1 ? try compiler.compileTopLevel(stmt) : try compiler.compileTopLevelGroup(stmts)
            let base = machine.stackBase
            let size = unit.frameSize
            base.initialize(repeating: .void, count: size)
            machine.publish(base + size, 0)
            defer {
                Machine.release(base, size)
                machine.publish(base, 0)
            }
            let frame = Frame(base: base, top: base + size, env: machine.emptyEnv, depth: 0)
            var value: Value? = try unit.run(frame)
            if dropsResults { value = nil }
            // Work that could not throw (comparing, hashing) may have hit a limit and stopped
            // early: its result is not to be trusted.
            if let failure = machine.failure {
                throw Diagnostic(.runtime, failure, at: stmt.range, in: file)
            }
            compiler.commit()
            dynamics.commitStatement()
            machine.forgetJournal()
            return RunOutcome(bindings: unit.bindings.map { ($0.name, $0.slot.value) }, value: value)
        } catch is OptionalChainNil {
            machine.rollBack()
            dynamics.rollBackStatement()
            throw Diagnostic(.runtime, "internal error: `?` outside an optional chain", at: stmt.range, in: file)
        } catch let thrown as ThrownError {
            machine.rollBack()
            dynamics.rollBackStatement()
            throw Diagnostic(.runtime, "error raised at top level: \(thrown.shown)", at: stmt.range, in: file,
                             helps: ["catch it with `do { try … } catch { … }`, or use `try?`"])
        } catch {
            machine.rollBack()
            dynamics.rollBackStatement()
            throw error
        }
    }

    /// Binds a global (`$R0`, …) to a value.
    public func define(name: String, value: Value) {
        program.globals[name] = GlobalSlot(name: name, value: value)
    }

    /// The current value of a global.
    public func value(of name: String) -> Value? {
        program.globals[name]?.value
    }

    /// Stops the running statement with "interrupted"; safe from any thread.
    public func interrupt() {
        program.machine.interrupt()
    }
}
