/// A compiled function body: one per `func` clause, closure expression or method.
///
/// Created before its body is compiled, so recursive calls can refer to it; `finish` fills it
/// in. The hot fields sit behind a pointer so that calls read them without exclusivity checks.
final class CodeBlock {
    /// A finished body. Immutable, so a call reads it through an unretained reference.
    final class Body {
        let frameSize: Int
        let code: Code
        /// The same body producing an unboxed `Int`, for functions returning `Int`.
        let intCode: IntCode
        /// The same body as a node tree, for callers that pass unboxed `Int`s (`IntCallNode`);
        /// read without retaining it (`intNodeOwner` keeps it alive).
        let intNode: Unmanaged<IntNode>?
        private let intNodeOwner: IntNode?
        /// `intNode` stays in its frame (`IntNode.staysInFrame`): a call that passes all of the
        /// frame's slots as arguments need not publish its top (see `Machine.enterInt`).
        let intNodeStaysInFrame: Bool
        /// The same body as a value node, for calls of function values (`ValueCall1Node`);
        /// read without retaining it (`nodeOwner` keeps it alive).
        let node: Unmanaged<ValueNode>?
        private let nodeOwner: ValueNode?

        init(frameSize: Int, code: @escaping Code, intCode: IntCode? = nil, intNode: IntNode? = nil,
             node: ValueNode? = nil) {
            self.frameSize = frameSize
            self.code = code
            intNodeOwner = intNode
            self.intNode = intNode.map { .passUnretained($0) }
            intNodeStaysInFrame = intNode?.staysInFrame ?? false
            nodeOwner = node
            self.node = node.map { .passUnretained($0) }
            // Not `??`: a closure passed through a generic function comes back wrapped in a thunk.
            if let intCode {
                self.intCode = intCode
            } else {
                self.intCode = { f in
                    if case .int(let n) = try code(f) { return n }
                    throw RuntimeError("internal error: expected an `Int` result")
                }
            }
        }
    }

    let name: String
    let paramCount: Int
    /// For a closure that only hands its `inout` parameter to the Mods it captures (what `+`
    /// on Mods makes): its parts, which a call may run without entering it.
    var inoutSequence: InoutSequence?
    /// For a closure whose whole body is `$0.name = literal` on its `inout` parameter (a Mod
    /// such as `Mod { $0.font = "title1" }`): the stored property and the value, which an
    /// applied Mod writes without entering the closure.
    var fieldSet: FieldSet?
    /// Argument labels, for showing what a partial application captured (`greet(name: "Ada")`).
    let labels: [String?]
    /// What the body is made of, when it can have an unboxed form (see `IntFunction`).
    var intTemplate: IntTemplate?
    /// Keeps the current body alive; `current` is what calls read.
    private var body: Body
    private let current: UnsafeMutablePointer<Unmanaged<Body>>

    init(name: String, paramCount: Int, labels: [String?]) {
        self.name = name
        self.paramCount = paramCount
        self.labels = labels
        let missing = name
        body = Body(frameSize: paramCount) { _ in
            throw RuntimeError("`\(missing)` cannot be called before its declaration has run")
        }
        current = .allocate(capacity: 1)
        current.initialize(to: .passUnretained(body))
    }

    deinit {
        current.deallocate()
    }

    /// Runs `work` with the current body, without retaining it.
    @inline(__always)
    func withBody<R>(_ work: (Body) throws -> R) rethrows -> R {
        try current.pointee._withUnsafeGuaranteedRef(work)
    }

    var frameSize: Int { withBody { $0.frameSize } }

    func finish(frameSize: Int, body code: @escaping Code, intBody: IntCode? = nil, intNode: IntNode? = nil,
                node: ValueNode? = nil) {
        body = Body(frameSize: max(frameSize, paramCount), code: code, intCode: intBody, intNode: intNode, node: node)
        current.pointee = .passUnretained(body)
    }

    /// Drops the compiled body (and everything it refers to) when the session ends, breaking
    /// the reference cycles of recursive functions.
    func retire() {
        intTemplate = nil
        finish(frameSize: paramCount) { _ in throw RuntimeError("this function belongs to a session that has ended") }
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
    /// Whether `intForm` was looked for: 0 never, 1 once (it is made the second time), 2 done.
    /// Read and written only on the evaluation thread, in passing: left unchecked.
    @exclusivity(unchecked) var intState: UInt8 = 0
    /// The unboxed form of this closure, if it has one (see `IntFunction`).
    @exclusivity(unchecked) var intForm: IntFunction?
    /// `intForm`, read without retaining it.
    @exclusivity(unchecked) var intRef: Unmanaged<IntFunction>?
    /// For a closure of an `inout` sequence: the Mods it runs, flattened, made on first use
    /// (what it captured never changes).
    @exclusivity(unchecked) var inoutPlan: InoutPlan?

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
        intState = other.intState
        intForm = other.intForm
        intRef = other.intRef
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

    /// `invokeFromNative` for one argument, without an array (see `Function.call`).
    func invokeFromNative(_ a: Value) throws -> Value {
        if case .int(let x) = a, let form = intFunction() {
            let st = machine.state
            if let r = form._withUnsafeGuaranteedRef({
                $0.arity == 1 ? machine.runInt($0, x, 0, depth: st.pointee.depth, top: st.pointee.top) : nil
            }) {
                return .int(r)
            }
        }
        guard block.paramCount == 1, !wrapsResult else { return try invokeFromNative([a]) }
        // An `Int` is rebuilt rather than copied: a copy of a `Value` is a call.
        if case .int(let n) = a { return try enterFromNative { top in top.initialize(to: .int(n)) } }
        return try enterFromNative { top in top.initialize(to: a) }
    }

    /// `invokeFromNative` for two arguments, without an array.
    func invokeFromNative(_ a: Value, _ b: Value) throws -> Value {
        if case .int(let x) = a, case .int(let y) = b, let form = intFunction() {
            let st = machine.state
            if let r = form._withUnsafeGuaranteedRef({
                $0.arity == 2 ? machine.runInt($0, x, y, depth: st.pointee.depth, top: st.pointee.top) : nil
            }) {
                return .int(r)
            }
        }
        guard block.paramCount == 2, !wrapsResult else { return try invokeFromNative([a, b]) }
        if case .int(let x) = a, case .int(let y) = b {
            return try enterFromNative { top in
                top.initialize(to: .int(x))
                (top + 1).initialize(to: .int(y))
            }
        }
        return try enterFromNative { top in
            top.initialize(to: a)
            (top + 1).initialize(to: b)
        }
    }

    /// Runs the body on a new frame whose first `paramCount` slots `initialize` fills, under
    /// the same limits and depth checks as `invokeFromNative`.
    @inline(__always)
    private func enterFromNative(_ initialize: (UnsafeMutablePointer<Value>) -> Void) throws -> Value {
        let st = machine.state
        let top = st.pointee.top, depth = st.pointee.depth
        let n = block.paramCount
        if machine.tick(), let message = machine.checkLimits() { throw RuntimeError(message) }
        let env = self.env
        return try block.withBody { body -> Value in
            let size = body.frameSize
            guard depth < machine.maxDepth, top + size <= machine.stackEnd, !machine.nativeStackExhausted() else {
                throw RuntimeError("stack depth exceeded")
            }
            initialize(top)
            if size > n { (top + n).initialize(repeating: .void, count: size - n) }
            st.pointee.top = top + size
            st.pointee.depth = depth + 1
            defer {
                Machine.release(top, size)
                st.pointee.top = top
                st.pointee.depth = depth
            }
            let frame = Frame(base: top, top: top + size, env: env, depth: depth + 1)
            if let node = body.node { return try node._withUnsafeGuaranteedRef { try $0.run(frame) } }
            return try body.code(frame)
        }
    }

    /// The entry point for natives (`map`, `partial`, …): the frame goes where the compiled
    /// code that called the native left off.
    func invokeFromNative(_ args: [Value]) throws -> Value {
        let n = block.paramCount
        guard args.count == n else {
            throw RuntimeError("internal error: `\(block.name)` takes \(n) argument\(n == 1 ? "" : "s"), got \(args.count)")
        }
        let result = try enterFromNative { top in
            args.withUnsafeBufferPointer { if n > 0 { top.initialize(from: $0.baseAddress!, count: n) } }
        }
        return wrapsResult ? Closure.applied(result, of: display, labels: block.labels, to: args) : result
    }

    /// `result`, shown as `display(args)` when it is a function: applying a named or partially
    /// applied function gives a function that prints as that application.
    /// `written` gives, for arguments written as a variable holding a function, its name: the
    /// application then shows `twice(inc)` rather than the closure's source.
    static func applied(_ result: Value, of display: FunctionDisplay, labels: [String?], to args: [Value],
                        written: [String?]? = nil) -> Value {
        guard case .function(let inner) = result else { return result }
        var shown: [String?] = []
        shown.reserveCapacity(args.count)
        for (i, a) in args.enumerated() {
            let text = written.flatMap { i < $0.count ? $0[i] : nil } ?? Printer.literal(a, limit: 200)
            if i < labels.count, let label = labels[i] { shown.append("\(label): \(text)") } else { shown.append(text) }
        }
        var d = FunctionDisplay.applied(display, shown)
        // An operator function applied to two operands shows as written: `inc <> double`.
        if case .named(let op) = display, shown.count == 2, FunctionDisplay.isOperatorName(op) {
            let operands = args.enumerated().map { i, a in
                written.flatMap { i < $0.count ? $0[i] : nil } ?? Printer.literal(a, limit: 200)
            }
            d = .infix(.source(operands[0]), op, .source(operands[1]))
        }
        if let c = inner.compiled {
            let closure = unsafeDowncast(c, to: Closure.self)
            return .function(Closure(copying: closure, wrapsResult: true, display: d).function())
        }
        return .function(Function(arity: inner.arity, display: d) { args in
            applied(try inner.invoke(args), of: d, labels: [], to: args)
        })
    }
}

/// `$0.name = literal`: the stored property's index and the literal's value.
struct FieldSet {
    let field: Int
    let value: Value
}
