/// Calls from compiled code. A callee's frame starts at the caller's `top`; arguments are
/// moved straight into its first slots, the rest of the frame starts as `()`.
extension Machine {
    @inline(__always)
    private func enter(_ block: CodeBlock, _ f: Frame, _ site: Site) throws -> (UnsafeMutablePointer<Value>, Int) {
        let size = block.frameSize
        let nb = f.top
        if f.depth >= maxDepth || nb + size > stackEnd { throw site.error("stack depth exceeded") }
        if tick(), let message = checkLimits() { throw site.error(message) }
        return (nb, size)
    }

    @inline(__always)
    private func run(_ block: CodeBlock, _ nb: UnsafeMutablePointer<Value>, _ size: Int,
                     _ env: UnsafeMutablePointer<Value>, _ depth: Int) throws -> Value {
        defer { nb.deinitialize(count: size) }
        return try block.body(Frame(base: nb, top: nb + size, env: env, depth: depth + 1))
    }

    func call0(_ block: CodeBlock, _ env: UnsafeMutablePointer<Value>, _ f: Frame, _ site: Site) throws -> Value {
        let (nb, size) = try enter(block, f, site)
        nb.initialize(repeating: .void, count: size)
        return try run(block, nb, size, env, f.depth)
    }

    func call1(_ block: CodeBlock, _ env: UnsafeMutablePointer<Value>, _ a: Value,
               _ f: Frame, _ site: Site) throws -> Value {
        let (nb, size) = try enter(block, f, site)
        nb.initialize(to: a)
        if size > 1 { (nb + 1).initialize(repeating: .void, count: size - 1) }
        return try run(block, nb, size, env, f.depth)
    }

    func call2(_ block: CodeBlock, _ env: UnsafeMutablePointer<Value>, _ a: Value, _ b: Value,
               _ f: Frame, _ site: Site) throws -> Value {
        let (nb, size) = try enter(block, f, site)
        nb.initialize(to: a)
        (nb + 1).initialize(to: b)
        if size > 2 { (nb + 2).initialize(repeating: .void, count: size - 2) }
        return try run(block, nb, size, env, f.depth)
    }

    func call3(_ block: CodeBlock, _ env: UnsafeMutablePointer<Value>, _ a: Value, _ b: Value, _ c: Value,
               _ f: Frame, _ site: Site) throws -> Value {
        let (nb, size) = try enter(block, f, site)
        nb.initialize(to: a)
        (nb + 1).initialize(to: b)
        (nb + 2).initialize(to: c)
        if size > 3 { (nb + 3).initialize(repeating: .void, count: size - 3) }
        return try run(block, nb, size, env, f.depth)
    }

    func callN(_ block: CodeBlock, _ env: UnsafeMutablePointer<Value>, _ args: [Value],
               _ f: Frame, _ site: Site) throws -> Value {
        let (nb, size) = try enter(block, f, site)
        let n = args.count
        guard n == block.paramCount else {
            throw site.error("internal error: `\(block.name)` takes \(block.paramCount) arguments, got \(n)")
        }
        for i in 0..<n { (nb + i).initialize(to: args[i]) }
        if size > n { (nb + n).initialize(repeating: .void, count: size - n) }
        return try run(block, nb, size, env, f.depth)
    }

    /// Lets native code called from frame `f` call back into compiled code above it.
    @inline(__always)
    func leave(_ f: Frame) {
        state.pointee.top = f.top
        state.pointee.depth = f.depth
    }

    /// Calls a function value with its arguments.
    func call(_ fn: Function, _ args: [Value], _ f: Frame, _ site: Site) throws -> Value {
        if let c = fn.compiled {
            let closure = unsafeDowncast(c, to: Closure.self)
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
        return try callForeign(fn, args, f, site)
    }

    /// One-argument calls (`x |> f`, `map`-style pipelines) without building an array.
    func call(_ fn: Function, _ a: Value, _ f: Frame, _ site: Site) throws -> Value {
        if let c = fn.compiled {
            let closure = unsafeDowncast(c, to: Closure.self)
            if closure.block.paramCount == 1 {
                let result = try call1(closure.block, closure.env, a, f, site)
                return closure.wrapsResult
                    ? Closure.applied(result, of: closure.display, labels: closure.block.labels, to: [a]) : result
            }
        }
        return try call(fn, [a], f, site)
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
        do {
            return try native.body(args)
        } catch {
            throw site.locate(error)
        }
    }
}
