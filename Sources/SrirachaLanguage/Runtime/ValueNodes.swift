/// Calls of function values as trees of final classes (see `IntNode`): `g(f($0))` in a
/// composition, `f(a, b)` in a curried function, `pipeline(i)` in a loop. A call node
/// evaluates its arguments straight into the slots where the callee's frame will start, and
/// enters a compiled closure without retaining it, without an argument array and without the
/// closures the general call path goes through. Bodies of closure expressions that are a
/// single expression are compiled to these nodes too, so one call runs the next directly.
/// Everything else is wrapped in a node around the closure compiled for it.
class ValueNode {
    func run(_ f: Frame) throws -> Value {
        throw RuntimeError("internal error: an abstract value node ran")
    }

    /// Evaluates the node into `slot` (uninitialized memory). Nodes that can build their value
    /// in place (an `Int`) override this: the value is never copied and then destroyed.
    func run(_ f: Frame, into slot: UnsafeMutablePointer<Value>) throws {
        slot.initialize(to: try run(f))
    }
}

/// A child node, run without retaining it (see `IntChild`).
struct ValueChild {
    let node: ValueNode
    private let ref: Unmanaged<ValueNode>
    init(_ node: ValueNode) {
        self.node = node
        ref = .passUnretained(node)
    }
    @inline(__always)
    func run(_ f: Frame) throws -> Value { try ref._withUnsafeGuaranteedRef { try $0.run(f) } }
    @inline(__always)
    func run(_ f: Frame, into slot: UnsafeMutablePointer<Value>) throws {
        try ref._withUnsafeGuaranteedRef { try $0.run(f, into: slot) }
    }
}

// MARK: Leaves

/// A local variable or parameter in the running frame.
final class SlotValueNode: ValueNode {
    let index: Int
    init(_ index: Int) { self.index = index }
    override func run(_ f: Frame) throws -> Value {
        // An `Int` is rebuilt rather than copied: a copy of a `Value` is a call.
        if case .int(let n) = f.base[index] { return .int(n) }
        return f.base[index]
    }
    override func run(_ f: Frame, into slot: UnsafeMutablePointer<Value>) throws {
        if case .int(let n) = f.base[index] { slot.initialize(to: .int(n)) } else { slot.initialize(to: f.base[index]) }
    }
}

/// A value the running closure captured.
final class CaptureValueNode: ValueNode {
    let index: Int
    init(_ index: Int) { self.index = index }
    override func run(_ f: Frame) throws -> Value {
        if case .int(let n) = f.env[index] { return .int(n) }
        return f.env[index]
    }
    override func run(_ f: Frame, into slot: UnsafeMutablePointer<Value>) throws {
        if case .int(let n) = f.env[index] { slot.initialize(to: .int(n)) } else { slot.initialize(to: f.env[index]) }
    }
}

/// A global variable.
final class GlobalValueNode: ValueNode {
    let slot: GlobalSlot
    let site: Site
    init(_ slot: GlobalSlot, _ site: Site) {
        self.slot = slot
        self.site = site
    }
    override func run(_ f: Frame) throws -> Value { try slot.read(site) }
}

/// An `Int` expression computed unboxed (`IntNode`), boxed once at the end.
final class IntValueNode: ValueNode {
    let child: IntChild
    init(_ node: IntNode) { child = IntChild(node) }
    override func run(_ f: Frame) throws -> Value { .int(try child.run(f)) }
    override func run(_ f: Frame, into slot: UnsafeMutablePointer<Value>) throws {
        slot.initialize(to: .int(try child.run(f)))
    }
}

/// Whatever the nodes do not cover: the closure compiled for it.
final class CodeValueNode: ValueNode {
    let code: Code
    init(_ code: @escaping Code) { self.code = code }
    override func run(_ f: Frame) throws -> Value { try code(f) }
}

// MARK: Calls

/// `f(x)` where `f` is a function value: a captured one (`capture` ≥ 0) is read in place,
/// without retaining it; any other callee is evaluated first, as Swift does.
final class ValueCall1Node: ValueNode {
    let machine: Machine
    let capture: Int
    let callee: ValueChild
    let argument: ValueChild
    let site: Site
    let layout: (offset: Int, mask: UInt8, tag: UInt8)?
    /// A global callee whose argument is a variable: read in place for the unboxed form.
    let global: GlobalSlot?
    init(_ machine: Machine, capture: Int, callee: ValueNode, _ argument: ValueNode, _ site: Site) {
        self.machine = machine
        self.capture = capture
        self.callee = ValueChild(callee)
        self.argument = ValueChild(argument)
        self.site = site
        layout = Borrow.functionTag
        let readsVariable = argument is SlotValueNode || argument is CaptureValueNode || argument is GlobalValueNode
        global = readsVariable ? (callee as? GlobalValueNode)?.slot : nil
    }
    override func run(_ f: Frame) throws -> Value {
        if capture >= 0, let fn = Borrow.function(in: f.env + capture, layout: layout) {
            return try machine.callNode(fn, argument, f, site)
        }
        if let global, !global.storage.pointee.accessed,
           let fn = Borrow.function(in: global.valuePointer, layout: layout) {
            return try machine.callNodeBorrowed(fn, argument, f, site)
        }
        guard case .function(let fn) = try callee.run(f) else { throw Compiler.internalError("calling a non-function", site) }
        return try withExtendedLifetime(fn) { try machine.callNode(.passUnretained(fn), argument, f, site) }
    }
    override func run(_ f: Frame, into slot: UnsafeMutablePointer<Value>) throws {
        slot.initialize(to: try run(f))
    }
}

/// `f(x, y)` where `f` is a function value (see `ValueCall1Node`).
final class ValueCall2Node: ValueNode {
    let machine: Machine
    let capture: Int
    let callee: ValueChild
    let first: ValueChild, second: ValueChild
    let site: Site
    let layout: (offset: Int, mask: UInt8, tag: UInt8)?
    init(_ machine: Machine, capture: Int, callee: ValueNode, _ first: ValueNode, _ second: ValueNode, _ site: Site) {
        self.machine = machine
        self.capture = capture
        self.callee = ValueChild(callee)
        self.first = ValueChild(first)
        self.second = ValueChild(second)
        self.site = site
        layout = Borrow.functionTag
    }
    override func run(_ f: Frame) throws -> Value {
        if capture >= 0, let fn = Borrow.function(in: f.env + capture, layout: layout) {
            return try machine.callNode(fn, first, second, f, site)
        }
        guard case .function(let fn) = try callee.run(f) else { throw Compiler.internalError("calling a non-function", site) }
        return try withExtendedLifetime(fn) { try machine.callNode(.passUnretained(fn), first, second, f, site) }
    }
}

extension Machine {
    /// Calls `fn` (kept alive by the caller) with one argument evaluated straight into the
    /// first slot of the callee's frame. The argument is evaluated before the frame is
    /// claimed: it may itself be a call using the same stack space.
    @inline(__always)
    func callNode(_ fn: Unmanaged<Function>, _ argument: ValueChild, _ f: Frame, _ site: Site) throws -> Value {
        let nb = f.top
        if nb >= stackEnd { throw Machine.depthExceeded(site) }
        try argument.run(f, into: nb)
        return try enterClosure(fn, nb, 1, f, site)
    }

    /// `callNode` for a function read in place from a variable that the call may change (a
    /// global): the unboxed form, which changes nothing, runs on it as it is; the general
    /// path keeps it alive first. Reading the argument (a variable) changes nothing either.
    @inline(__always)
    func callNodeBorrowed(_ fn: Unmanaged<Function>, _ argument: ValueChild, _ f: Frame, _ site: Site) throws -> Value {
        let nb = f.top
        if nb >= stackEnd { throw Machine.depthExceeded(site) }
        try argument.run(f, into: nb)
        if let compiled = fn._withUnsafeGuaranteedRef({ $0.compiledObject }) {
            let c = Unmanaged<Closure>.fromOpaque(compiled.toOpaque())
            if let form = c._withUnsafeGuaranteedRef({ $0.intFunction() }),
               let r = runInt(form, nb, 1, depth: f.depth) {
                return .int(r)
            }
        }
        return try withExtendedLifetime(fn.takeUnretainedValue()) { try enterClosure(fn, nb, 1, f, site, form: false) }
    }

    /// Two arguments (see the one-argument `callNode`). The second argument is evaluated with
    /// the first already in place, in a frame whose top is past it.
    @inline(__always)
    func callNode(_ fn: Unmanaged<Function>, _ first: ValueChild, _ second: ValueChild, _ f: Frame,
                  _ site: Site) throws -> Value {
        let nb = f.top
        if nb + 2 > stackEnd { throw Machine.depthExceeded(site) }
        try first.run(f, into: nb)
        // The first argument is in use while the second is computed.
        publish(nb + 1, f.depth)
        do {
            try second.run(Frame(base: f.base, top: nb + 1, env: f.env, depth: f.depth), into: nb + 1)
        } catch {
            Machine.release(nb, 1)
            publish(f.top, f.depth)
            throw error
        }
        return try enterClosure(fn, nb, 2, f, site)
    }

    /// Runs `fn` on the `count` arguments at the caller's top: a compiled closure taking that
    /// many, that does not show its result as the application, is entered directly.
    @inline(__always)
    private func enterClosure(_ fn: Unmanaged<Function>, _ nb: UnsafeMutablePointer<Value>, _ count: Int,
                              _ f: Frame, _ site: Site, form: Bool = true) throws -> Value {
        if let compiled = fn._withUnsafeGuaranteedRef({ $0.compiledObject }) {
            let c = Unmanaged<Closure>.fromOpaque(compiled.toOpaque())
            // A function of `Int`s with an unboxed form, given `Int`s: the arguments need no
            // releasing.
            if form, let form = c._withUnsafeGuaranteedRef({ $0.intFunction() }),
               let r = runInt(form, nb, count, depth: f.depth) {
                return .int(r)
            }
            let (fits, wraps) = c._withUnsafeGuaranteedRef { ($0.block.paramCount == count, $0.wrapsResult) }
            if fits {
                if !wraps {
                    return try c._withUnsafeGuaranteedRef { closure in
                        try enterNode(closure.block, closure.env, f, site, count, keep: 0)
                    }
                }
                // A function that shows a function it returns as the application (`add(1)`)
                // keeps its arguments in place until its result is known.
                let result = try c._withUnsafeGuaranteedRef { closure in
                    try enterNode(closure.block, closure.env, f, site, count, keep: count)
                }
                if case .function = result { return showApplied(result, c, nb, count) }
                Machine.release(nb, count)
                return result
            }
        }
        return try enterOther(fn, nb, count, f, site)
    }

    /// A function result shown as the application of `c` to the arguments still in place.
    @inline(never)
    private func showApplied(_ result: Value, _ c: Unmanaged<Closure>, _ nb: UnsafeMutablePointer<Value>,
                             _ count: Int) -> Value {
        let args = Array(UnsafeBufferPointer(start: nb, count: count))
        nb.deinitialize(count: count)
        return c._withUnsafeGuaranteedRef { closure in
            Closure.applied(result, of: closure.display, labels: closure.block.labels, to: args)
        }
    }

    /// Any other function (a native, a composition made by native code) gets the arguments
    /// in an array (kept out of line, so the direct path stays small).
    @inline(never)
    private func enterOther(_ fn: Unmanaged<Function>, _ nb: UnsafeMutablePointer<Value>, _ count: Int,
                            _ f: Frame, _ site: Site) throws -> Value {
        let values = Array(UnsafeBufferPointer(start: nb, count: count))
        nb.deinitialize(count: count)
        return try fn._withUnsafeGuaranteedRef { try call($0, values, f, site) }
    }

    /// Enters `block` with its first `argumentCount` slots filled at the caller's top (see
    /// `enter`): the same limit, depth and stack checks; a body compiled to a node runs
    /// without a closure in between. After a normal return the first `keep` slots are left
    /// for the caller to release; after an error nothing is left.
    @inline(__always)
    func enterNode(_ block: CodeBlock, _ env: UnsafeMutablePointer<Value>, _ f: Frame, _ site: Site,
                   _ argumentCount: Int, keep: Int) throws -> Value {
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
            let frame = Frame(base: nb, top: nb + size, env: env, depth: f.depth + 1)
            publish(nb + size, f.depth + 1)
            let result: Value
            do {
                if let node = body.node {
                    result = try node._withUnsafeGuaranteedRef { try $0.run(frame) }
                } else {
                    result = try body.code(frame)
                }
            } catch {
                Machine.release(nb, size)
                publish(f.top, f.depth)
                throw Machine.called(block.name, at: site, error)
            }
            Machine.release(nb + keep, size - keep)
            // Arguments kept for the caller stay in use until it releases them.
            publish(f.top + keep, f.depth)
            return result
        }
    }
}
