/// Calls from compiled code. A callee's frame starts at the caller's `top`; arguments are
/// moved straight into its first slots, the rest of the frame starts as `()`.
extension Machine {
    /// Enters `block` with its frame at the caller's top, where the caller has already put the
    /// first `argumentCount` slots (moved there, not copied): checks the limits, clears the rest
    /// of the frame, runs the body, releases the frame. A failed check releases the arguments.
    @inline(__always)
    private func enter(_ block: CodeBlock, _ env: UnsafeMutablePointer<Value>, _ f: Frame, _ site: Site,
                       _ argumentCount: Int) throws -> Value {
        try enter(block, env, f, site, argumentCount) { body, frame in try body.code(frame) }
    }

    @inline(__always)
    private func enter<R>(_ block: CodeBlock, _ env: UnsafeMutablePointer<Value>, _ f: Frame, _ site: Site,
                          _ argumentCount: Int, _ run: (CodeBlock.Body, Frame) throws -> R) throws -> R {
        try block.withBody { body in
            let size = body.frameSize
            let nb = f.top
            if f.depth >= maxDepth || nb + size > stackEnd || nativeStackExhausted() {
                releaseArguments(nb, argumentCount, f)
                throw Machine.depthExceeded(site)
            }
            if tick(), let message = checkLimits() {
                releaseArguments(nb, argumentCount, f)
                throw Machine.limitHit(message, site)
            }
            var i = argumentCount
            while i < size {
                (nb + i).initialize(to: .void)
                i += 1
            }
            publish(nb + size, f.depth + 1)
            defer {
                Machine.release(nb, size)
                publish(f.top, f.depth)
            }
            do {
                return try run(body, Frame(base: nb, top: nb + size, env: env, depth: f.depth + 1))
            } catch {
                throw Machine.called(block.name, at: site, error)
            }
        }
    }

    /// How entering a closure with a cell went, when the caller reports its failures itself
    /// (an applied Mod's leaves: see `InoutPlan`).
    enum CellEntry {
        case done
        case depthExceeded
        case limit(String)
    }

    /// Calls `closure`, of one parameter, with `cell` as its argument from frame `f`: the
    /// checks and the frame of `enter`, with no site in hand. A failed check is returned; an
    /// error of the body is thrown as it is, for the caller to add the call to its path.
    @inline(__always)
    func enter(_ closure: Closure, cell: Box, _ f: Frame) throws -> CellEntry {
        let env = closure.env
        return try closure.block.withBody { body in
            let size = body.frameSize
            let nb = f.top
            if f.depth >= maxDepth || nb + size > stackEnd || nativeStackExhausted() { return .depthExceeded }
            if tick(), let message = checkLimits() { return .limit(message) }
            nb.initialize(to: .box(cell))
            var i = 1
            while i < size {
                (nb + i).initialize(to: .void)
                i += 1
            }
            publish(nb + size, f.depth + 1)
            defer {
                Machine.release(nb, size)
                publish(f.top, f.depth)
            }
            _ = try body.code(Frame(base: nb, top: nb + size, env: env, depth: f.depth + 1))
            return .done
        }
    }

    /// Where a call's `n` arguments go: the caller's top, if the stack has room for them.
    @inline(__always)
    private func argumentSlots(_ f: Frame, _ n: Int, _ site: Site) throws -> UnsafeMutablePointer<Value> {
        if f.top + n > stackEnd { throw Machine.depthExceeded(site) }
        return f.top
    }

    /// Kept out of line: the diagnostic is large, and building it inline would make every
    /// call's code reserve room for it.
    @inline(never)
    static func depthExceeded(_ site: Site) -> Error {
        site.error("stack depth exceeded")
    }

    /// A limit's message as the error of the call that hit it (out of line, as above).
    @inline(never)
    static func limitHit(_ message: String, _ site: Site) -> Error {
        site.error(message)
    }

    /// A runtime error leaving a function: the call it leaves joins the error's call path.
    static func called(_ name: String, at site: Site, _ error: Error) -> Error {
        guard var d = error as? Diagnostic, d.stage == .runtime else { return error }
        let (line, column) = site.file.location(of: site.range.start)
        d.callPath.add(function: name, site: "\(site.file.name):\(line):\(column)")
        return d
    }

    /// A one-argument call of a function returning `Int`, without boxing the result.
    func callInt1(_ block: CodeBlock, _ env: UnsafeMutablePointer<Value>, _ a: __owned Value,
                  _ f: Frame, _ site: Site) throws -> Int {
        let nb = try argumentSlots(f, 1, site)
        nb.initialize(to: a)
        return try enter(block, env, f, site, 1) { body, frame in try body.intCode(frame) }
    }

    /// Destroys a frame's slots (a plain loop: cheaper than a generic array destroy for the
    /// handful of slots a frame has), the last first: as in Swift, the instances that only a
    /// function's variables hold are freed (their `deinit`s run) in reverse order of declaration.
    @inline(__always)
    static func release(_ base: UnsafeMutablePointer<Value>, _ size: Int) {
        var i = size
        while i > 0 {
            i -= 1
            // Numbers, Booleans and `()` need no destroying: skip the call that would.
            if !(base + i).pointee.holdsNoReference { (base + i).deinitialize(count: 1) }
        }
    }

    func call0(_ block: CodeBlock, _ env: UnsafeMutablePointer<Value>, _ f: Frame, _ site: Site) throws -> Value {
        try enter(block, env, f, site, 0)
    }

    func call1(_ block: CodeBlock, _ env: UnsafeMutablePointer<Value>, _ a: __owned Value,
               _ f: Frame, _ site: Site) throws -> Value {
        let nb = try argumentSlots(f, 1, site)
        nb.initialize(to: a)
        return try enter(block, env, f, site, 1)
    }

    func call2(_ block: CodeBlock, _ env: UnsafeMutablePointer<Value>, _ a: __owned Value, _ b: __owned Value,
               _ f: Frame, _ site: Site) throws -> Value {
        let nb = try argumentSlots(f, 2, site)
        nb.initialize(to: a)
        (nb + 1).initialize(to: b)
        return try enter(block, env, f, site, 2)
    }

    func call3(_ block: CodeBlock, _ env: UnsafeMutablePointer<Value>, _ a: __owned Value, _ b: __owned Value,
               _ c: __owned Value, _ f: Frame, _ site: Site) throws -> Value {
        let nb = try argumentSlots(f, 3, site)
        nb.initialize(to: a)
        (nb + 1).initialize(to: b)
        (nb + 2).initialize(to: c)
        return try enter(block, env, f, site, 3)
    }

    func callN(_ block: CodeBlock, _ env: UnsafeMutablePointer<Value>, _ args: [Value],
               _ f: Frame, _ site: Site) throws -> Value {
        let n = args.count
        guard n == block.paramCount else {
            throw site.error("internal error: `\(block.name)` takes \(block.paramCount) arguments, got \(n)")
        }
        let nb = try argumentSlots(f, n, site)
        for i in 0..<n { (nb + i).initialize(to: args[i]) }
        return try enter(block, env, f, site, n)
    }

    /// Where code that runs without a frame in hand (a `deinit`, a type's own `==` or `<`
    /// called by the runtime) puts its frame: past every slot in use. Every frame publishes
    /// its top on entry and its caller's on exit; a top left higher than needed only wastes
    /// stack, one left lower would let that code overwrite live slots.
    @inline(__always)
    func publish(_ top: UnsafeMutablePointer<Value>, _ depth: Int) {
        let s = state
        s.pointee.top = top
        s.pointee.depth = depth
    }

    /// Releases arguments a call placed at `f`'s top and did not enter with: a `deinit` they
    /// run puts its frame past them.
    @inline(never)
    func releaseArguments(_ nb: UnsafeMutablePointer<Value>, _ count: Int, _ f: Frame) {
        publish(nb + count, f.depth)
        Machine.release(nb, count)
        publish(f.top, f.depth)
    }

    /// Lets native code called from frame `f` call back into compiled code above it.
    @inline(__always)
    func leave(_ f: Frame) {
        state.pointee.top = f.top
        state.pointee.depth = f.depth
    }

    /// The compiled closure behind a function value, if it has one, without retaining it.
    @inline(__always)
    func compiledClosure(_ fn: Function) -> Unmanaged<Closure>? {
        guard let c = fn.compiledObject else { return nil }
        return Unmanaged<Closure>.fromOpaque(c.toOpaque())
    }

    /// Calls a function value with its arguments.
    func call(_ fn: Function, _ args: [Value], _ f: Frame, _ site: Site) throws -> Value {
        guard let unmanaged = compiledClosure(fn) else { return try callForeign(fn, args, f, site) }
        return try unmanaged._withUnsafeGuaranteedRef { closure in
            let block = closure.block
            guard args.count == block.paramCount else {
                throw site.error("internal error: `\(block.name)` takes \(block.paramCount) arguments, got \(args.count)")
            }
            let result: Value
            switch args.count {
            case 0: result = try call0(block, closure.env, f, site)
            case 1: result = try call1(block, closure.env, args[0], f, site)
            case 2: result = try call2(block, closure.env, args[0], args[1], f, site)
            case 3: result = try call3(block, closure.env, args[0], args[1], args[2], f, site)
            default: result = try callN(block, closure.env, args, f, site)
            }
            return closure.wrapsResult
                ? Closure.applied(result, of: closure.display, labels: block.labels, to: args) : result
        }
    }

    /// One-argument calls (`x |> f`, the functions a pipeline composes) without an array.
    @inline(__always)
    func call(_ fn: Function, _ a: __owned Value, _ f: Frame, _ site: Site) throws -> Value {
        try call(Unmanaged.passUnretained(fn), a, f, site)
    }

    /// The same, for a function the caller keeps alive (a captured value, read in place). The
    /// argument is moved into the callee's frame: no closure stands between the two, since a
    /// value a closure captures can only be copied.
    @inline(__always)
    func call(_ fn: Unmanaged<Function>, _ a: __owned Value, _ f: Frame, _ site: Site) throws -> Value {
        if let compiled = fn._withUnsafeGuaranteedRef({ $0.compiledObject }) {
            let c = Unmanaged<Closure>.fromOpaque(compiled.toOpaque())
            if case .int(let x) = a, let form = c._withUnsafeGuaranteedRef({ $0.intFunction() }),
               let r = form._withUnsafeGuaranteedRef({ $0.arity == 1 ? runInt($0, x, 0, depth: f.depth, top: f.top) : nil }) {
                return .int(r)
            }
            let (count, wraps) = c._withUnsafeGuaranteedRef { ($0.block.paramCount, $0.wrapsResult) }
            if count == 1 {
                let nb = try argumentSlots(f, 1, site)
                if !wraps {
                    nb.initialize(to: a)
                    return try c._withUnsafeGuaranteedRef { closure in try enter(closure.block, closure.env, f, site, 1) }
                }
                // A function that shows a function it returns as the application (`add(1)`)
                // keeps the argument for that: it is copied into the frame instead.
                nb.initialize(to: a)
                let result = try c._withUnsafeGuaranteedRef { closure in try enter(closure.block, closure.env, f, site, 1) }
                guard case .function = result else { return result }
                return c._withUnsafeGuaranteedRef { closure in
                    Closure.applied(result, of: closure.display, labels: closure.block.labels, to: [a])
                }
            }
        }
        return try fn._withUnsafeGuaranteedRef { fn in try callShowing(fn, a, f, site) }
    }

    /// A one-argument call of a function that shows what it returns as the application.
    private func callShowing(_ fn: Function, _ a: Value, _ f: Frame, _ site: Site) throws -> Value {
        if let unmanaged = compiledClosure(fn) {
            let done: Value? = try unmanaged._withUnsafeGuaranteedRef { closure in
                let block = closure.block
                guard block.paramCount == 1 else { return nil }
                let result = try call1(block, closure.env, a, f, site)
                guard closure.wrapsResult, case .function = result else { return result }
                return Closure.applied(result, of: closure.display, labels: block.labels, to: [a])
            }
            if let done { return done }
        }
        return try call(fn, [a], f, site)
    }

    /// Two-argument calls without an array.
    @inline(__always)
    func call(_ fn: Function, _ a: __owned Value, _ b: __owned Value, _ f: Frame, _ site: Site) throws -> Value {
        try call(Unmanaged.passUnretained(fn), a, b, f, site)
    }

    /// Two-argument calls of a function the caller keeps alive (see the one-argument call).
    @inline(__always)
    func call(_ fn: Unmanaged<Function>, _ a: __owned Value, _ b: __owned Value, _ f: Frame,
              _ site: Site) throws -> Value {
        if let compiled = fn._withUnsafeGuaranteedRef({ $0.compiledObject }) {
            let c = Unmanaged<Closure>.fromOpaque(compiled.toOpaque())
            if case .int(let x) = a, case .int(let y) = b, let form = c._withUnsafeGuaranteedRef({ $0.intFunction() }),
               let r = form._withUnsafeGuaranteedRef({ $0.arity == 2 ? runInt($0, x, y, depth: f.depth, top: f.top) : nil }) {
                return .int(r)
            }
            let (count, wraps) = c._withUnsafeGuaranteedRef { ($0.block.paramCount, $0.wrapsResult) }
            if count == 2 {
                let nb = try argumentSlots(f, 2, site)
                if !wraps {
                    nb.initialize(to: a)
                    (nb + 1).initialize(to: b)
                    return try c._withUnsafeGuaranteedRef { closure in try enter(closure.block, closure.env, f, site, 2) }
                }
                nb.initialize(to: a)
                (nb + 1).initialize(to: b)
                let result = try c._withUnsafeGuaranteedRef { closure in try enter(closure.block, closure.env, f, site, 2) }
                guard case .function = result else { return result }
                return c._withUnsafeGuaranteedRef { closure in
                    Closure.applied(result, of: closure.display, labels: closure.block.labels, to: [a, b])
                }
            }
        }
        return try fn._withUnsafeGuaranteedRef { fn in try callShowing(fn, a, b, f, site) }
    }

    /// A two-argument call of a function that shows what it returns as the application.
    private func callShowing(_ fn: Function, _ a: Value, _ b: Value, _ f: Frame, _ site: Site) throws -> Value {
        if let unmanaged = compiledClosure(fn) {
            let done: Value? = try unmanaged._withUnsafeGuaranteedRef { closure in
                let block = closure.block
                guard block.paramCount == 2 else { return nil }
                let result = try call2(block, closure.env, a, b, f, site)
                guard closure.wrapsResult, case .function = result else { return result }
                return Closure.applied(result, of: closure.display, labels: block.labels, to: [a, b])
            }
            if let done { return done }
        }
        return try call(fn, [a, b], f, site)
    }

    /// A function made by native code (`partial`, an operator, a composition).
    func callForeign(_ fn: Function, _ args: [Value], _ f: Frame, _ site: Site) throws -> Value {
        if tick(), let message = checkLimits() { throw site.error(message) }
        leave(f)
        do {
            return try fn.invoke(args)
        } catch {
            throw site.locate(error)
        }
    }

    /// Calls a native function or method.
    @inline(__always)
    func callNative(_ native: NativeFunction, _ args: [Value], _ f: Frame, _ site: Site) throws -> Value {
        leave(f)
        let result: Value
        do {
            result = try native.body(args)
        } catch {
            throw site.locate(error)
        }
        // A comparison or hash inside the native may have stopped early at a limit.
        if let failure { throw site.error(failure) }
        return result
    }
}
