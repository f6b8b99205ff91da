/// A compiled function body: one per `func` clause, closure expression or method.
///
/// Created before its body is compiled, so recursive calls can refer to it; `finish` fills it
/// in. The hot fields sit behind a pointer so that calls read them without exclusivity checks.
final class CodeBlock {
    struct Info {
        var frameSize: Int
        var body: Code
    }

    let name: String
    let paramCount: Int
    /// Argument labels, for showing what a partial application captured (`greet(name: "Ada")`).
    let labels: [String?]
    let info: UnsafeMutablePointer<Info>

    init(name: String, paramCount: Int, labels: [String?]) {
        self.name = name
        self.paramCount = paramCount
        self.labels = labels
        info = .allocate(capacity: 1)
        let missing = name
        info.initialize(to: Info(frameSize: paramCount, body: { _ in
            throw RuntimeError("`\(missing)` cannot be called before its declaration has run")
        }))
    }

    deinit {
        info.deinitialize(count: 1)
        info.deallocate()
    }

    @inline(__always) var frameSize: Int { info.pointee.frameSize }
    @inline(__always) var body: Code { info.pointee.body }

    func finish(frameSize: Int, body: @escaping Code) {
        info.pointee.frameSize = max(frameSize, paramCount)
        info.pointee.body = body
    }

    /// Drops the compiled body (and everything it refers to) when the session ends, breaking
    /// the reference cycles of recursive functions.
    func retire() {
        info.pointee.body = { _ in throw RuntimeError("this function belongs to a session that has ended") }
    }
}

/// A function value made by compiled code: a code block plus the values it captured.
final class Closure {
    let block: CodeBlock
    let machine: Machine
    let env: UnsafeMutablePointer<Value>
    let envCount: Int
    /// True for named functions and their partial applications: a function they return is shown
    /// as the application that produced it (`sum(1)(2)`).
    let wrapsResult: Bool
    let display: FunctionDisplay

    init(block: CodeBlock, machine: Machine, env: [Value], wrapsResult: Bool, display: FunctionDisplay) {
        self.block = block
        self.machine = machine
        self.wrapsResult = wrapsResult
        self.display = display
        envCount = env.count
        if env.isEmpty {
            self.env = machine.emptyEnv
        } else {
            let p = UnsafeMutablePointer<Value>.allocate(capacity: env.count)
            env.withUnsafeBufferPointer { p.initialize(from: $0.baseAddress!, count: env.count) }
            self.env = p
        }
    }

    /// The same code and captures, shown differently.
    init(copying other: Closure, wrapsResult: Bool, display: FunctionDisplay) {
        block = other.block
        machine = other.machine
        self.wrapsResult = wrapsResult
        self.display = display
        envCount = other.envCount
        if envCount == 0 {
            env = machine.emptyEnv
        } else {
            env = .allocate(capacity: envCount)
            env.initialize(from: other.env, count: envCount)
        }
    }

    deinit {
        if envCount > 0 {
            env.deinitialize(count: envCount)
            env.deallocate()
        }
    }

    /// The function value.
    func function() -> Function {
        Function(arity: block.paramCount, display: display, compiled: self) { [self] args in
            try invokeFromNative(args)
        }
    }

    /// The entry point for natives (`map`, `partial`, …): the frame goes where the compiled
    /// code that called the native left off.
    func invokeFromNative(_ args: [Value]) throws -> Value {
        let st = machine.state
        let top = st.pointee.top, depth = st.pointee.depth
        let n = block.paramCount
        guard args.count == n else {
            throw RuntimeError("internal error: `\(block.name)` takes \(n) argument\(n == 1 ? "" : "s"), got \(args.count)")
        }
        if machine.tick(), let message = machine.checkLimits() { throw RuntimeError(message) }
        let size = block.frameSize
        guard depth < machine.maxDepth, top + size <= machine.stackEnd else {
            throw RuntimeError("stack depth exceeded")
        }
        args.withUnsafeBufferPointer { if n > 0 { top.initialize(from: $0.baseAddress!, count: n) } }
        (top + n).initialize(repeating: .void, count: size - n)
        st.pointee.top = top + size
        st.pointee.depth = depth + 1
        defer {
            top.deinitialize(count: size)
            st.pointee.top = top
            st.pointee.depth = depth
        }
        let result = try block.body(Frame(base: top, top: top + size, env: env, depth: depth + 1))
        return wrapsResult ? Closure.applied(result, of: display, labels: block.labels, to: args) : result
    }

    /// `result`, shown as `display(args)` when it is a function: applying a named or partially
    /// applied function gives a function that prints as that application.
    static func applied(_ result: Value, of display: FunctionDisplay, labels: [String?], to args: [Value]) -> Value {
        guard case .function(let inner) = result else { return result }
        var shown: [String?] = []
        shown.reserveCapacity(args.count)
        for (i, a) in args.enumerated() {
            let text = Printer.literal(a, limit: 200)
            if i < labels.count, let label = labels[i] { shown.append("\(label): \(text)") } else { shown.append(text) }
        }
        let d = FunctionDisplay.applied(display, shown)
        if let c = inner.compiled {
            let closure = unsafeDowncast(c, to: Closure.self)
            return .function(Closure(copying: closure, wrapsResult: true, display: d).function())
        }
        return .function(Function(arity: inner.arity, display: d) { args in
            applied(try inner.invoke(args), of: d, labels: [], to: args)
        })
    }
}
