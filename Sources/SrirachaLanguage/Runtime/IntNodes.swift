/// `Int` and `Bool` expressions as trees of final classes with one overridden `run`: a node
/// reads its operands from its own fields, so evaluating `n - 1` or `n < 2` is one virtual call
/// with no closure context to load and no reabstraction thunk in between. Calls of top-level
/// functions returning `Int` (`fib(n - 1)`) pass unboxed arguments and enter the callee's node
/// tree directly. Anything these nodes do not cover is wrapped in a node around the closure
/// compiled for it, so a tree is always complete.
class IntNode {
    func run(_ f: Frame) throws -> Int {
        throw RuntimeError("internal error: an abstract Int node ran")
    }
    /// Whether running the node can only read and write its own frame's `Int`s and call
    /// functions through `Machine.enterInt`: no value is released (so no `deinit` runs) and no
    /// code the runtime calls on its own (a type's `==`) runs, so nothing reads the top the
    /// machine publishes. False unless a node says otherwise.
    var staysInFrame: Bool { false }
}

/// A child node, run without retaining it: a reference read from a parent's field and then
/// called would otherwise be retained and released around every call. The strong reference
/// keeps the child alive as long as its parent.
struct IntChild {
    let node: IntNode
    private let ref: Unmanaged<IntNode>
    init(_ node: IntNode) {
        self.node = node
        ref = .passUnretained(node)
    }
    @inline(__always)
    func run(_ f: Frame) throws -> Int { try ref._withUnsafeGuaranteedRef { try $0.run(f) } }
}

/// A child condition (see `IntChild`).
struct BoolChild {
    let node: BoolNode
    private let ref: Unmanaged<BoolNode>
    init(_ node: BoolNode) {
        self.node = node
        ref = .passUnretained(node)
    }
    @inline(__always)
    func run(_ f: Frame) throws -> Bool { try ref._withUnsafeGuaranteedRef { try $0.run(f) } }
}

/// A Boolean condition as a node (see `IntNode`).
class BoolNode {
    func run(_ f: Frame) throws -> Bool {
        throw RuntimeError("internal error: an abstract Bool node ran")
    }
    /// See `IntNode.staysInFrame`.
    var staysInFrame: Bool { false }
}

// MARK: Leaves

final class IntConstantNode: IntNode {
    let value: Int
    init(_ value: Int) { self.value = value }
    override func run(_ f: Frame) throws -> Int { value }
    override var staysInFrame: Bool { true }
}

/// A local `Int` variable or parameter in the running frame.
final class IntSlotNode: IntNode {
    let index: Int
    let notInt: Diagnostic
    init(_ index: Int, _ notInt: Diagnostic) {
        self.index = index
        self.notInt = notInt
    }
    override func run(_ f: Frame) throws -> Int {
        if case .int(let n) = f.base[index] { return n }
        throw notInt
    }
    override var staysInFrame: Bool { true }
}

/// An `Int` the running closure captured.
final class IntCaptureNode: IntNode {
    let index: Int
    let notInt: Diagnostic
    init(_ index: Int, _ notInt: Diagnostic) {
        self.index = index
        self.notInt = notInt
    }
    override func run(_ f: Frame) throws -> Int {
        if case .int(let n) = f.env[index] { return n }
        throw notInt
    }
    override var staysInFrame: Bool { true }
}

/// Whatever the nodes do not cover: the closure compiled for it.
final class IntCodeNode: IntNode {
    let code: IntCode
    init(_ code: @escaping IntCode) { self.code = code }
    override func run(_ f: Frame) throws -> Int { try code(f) }
}

// MARK: Arithmetic (overflow is an error, as in Swift)

/// `n + k` / `n - k` on a local variable and a literal: the commonest step of a recursion.
final class IntSlotOffsetNode: IntNode {
    let index: Int
    let offset: Int
    let notInt: Diagnostic
    let overflow: Diagnostic
    init(_ index: Int, _ offset: Int, _ notInt: Diagnostic, _ overflow: Diagnostic) {
        self.index = index
        self.offset = offset
        self.notInt = notInt
        self.overflow = overflow
    }
    override func run(_ f: Frame) throws -> Int {
        guard case .int(let n) = f.base[index] else { throw notInt }
        let (v, o) = n.addingReportingOverflow(offset)
        if o { throw overflow }
        return v
    }
    override var staysInFrame: Bool { true }
}

/// What the binary arithmetic nodes share: two operands and the error an overflow raises.
/// Each operator is a final subclass with its own `run`, so running one is still one virtual
/// call with the operands read from `self`.
class IntBinaryNode: IntNode {
    let a: IntChild, b: IntChild
    let overflow: Diagnostic
    init(_ a: IntNode, _ b: IntNode, _ overflow: Diagnostic) {
        self.a = IntChild(a)
        self.b = IntChild(b)
        self.overflow = overflow
    }
    override var staysInFrame: Bool { a.node.staysInFrame && b.node.staysInFrame }
}

final class IntAddNode: IntBinaryNode {
    override func run(_ f: Frame) throws -> Int {
        let (v, o) = try a.run(f).addingReportingOverflow(try b.run(f))
        if o { throw overflow }
        return v
    }
}

final class IntSubtractNode: IntBinaryNode {
    override func run(_ f: Frame) throws -> Int {
        let (v, o) = try a.run(f).subtractingReportingOverflow(try b.run(f))
        if o { throw overflow }
        return v
    }
}

final class IntMultiplyNode: IntBinaryNode {
    override func run(_ f: Frame) throws -> Int {
        let (v, o) = try a.run(f).multipliedReportingOverflow(by: try b.run(f))
        if o { throw overflow }
        return v
    }
}

/// `/` and `%`: division by zero and `Int.min / -1` are errors.
final class IntDivideNode: IntBinaryNode {
    let remainder: Bool
    let zero: Diagnostic
    init(_ a: IntNode, _ b: IntNode, remainder: Bool, _ overflow: Diagnostic, _ zero: Diagnostic) {
        self.remainder = remainder
        self.zero = zero
        super.init(a, b, overflow)
    }
    override func run(_ f: Frame) throws -> Int {
        let x = try a.run(f), y = try b.run(f)
        if y == 0 { throw zero }
        let (v, o) = remainder ? x.remainderReportingOverflow(dividingBy: y) : x.dividedReportingOverflow(by: y)
        if o { throw overflow }
        return v
    }
}

final class IntNegateNode: IntNode {
    let a: IntChild
    let overflow: Diagnostic
    init(_ a: IntNode, _ overflow: Diagnostic) {
        self.a = IntChild(a)
        self.overflow = overflow
    }
    override func run(_ f: Frame) throws -> Int {
        let v = try a.run(f)
        if v == .min { throw overflow }
        return -v
    }
    override var staysInFrame: Bool { a.node.staysInFrame }
}

final class IntTernaryNode: IntNode {
    let condition: BoolChild, yes: IntChild, no: IntChild
    init(_ condition: BoolNode, _ yes: IntNode, _ no: IntNode) {
        self.condition = BoolChild(condition)
        self.yes = IntChild(yes)
        self.no = IntChild(no)
    }
    override func run(_ f: Frame) throws -> Int {
        try condition.run(f) ? yes.run(f) : no.run(f)
    }
    override var staysInFrame: Bool { condition.node.staysInFrame && yes.node.staysInFrame && no.node.staysInFrame }
}

/// `n < 2 ? a : b`: a ternary whose condition compares a local variable with a literal, the
/// test of most recursions, done in place rather than by a node of its own.
final class IntSlotTestTernaryNode: IntNode {
    let index: Int
    let constant: Int
    let mask: Int
    let notInt: Diagnostic
    let yes: IntChild, no: IntChild
    init(_ test: IntSlotCompareNode, _ yes: IntNode, _ no: IntNode) {
        index = test.index
        constant = test.constant
        mask = test.mask
        notInt = test.notInt
        self.yes = IntChild(yes)
        self.no = IntChild(no)
    }
    override func run(_ f: Frame) throws -> Int {
        guard case .int(let n) = f.base[index] else { throw notInt }
        return try IntOrdering.test(n, constant, mask) ? yes.run(f) : no.run(f)
    }
    override var staysInFrame: Bool { yes.node.staysInFrame && no.node.staysInFrame }
}

// MARK: Conditions

/// The outcomes a comparison accepts, as bits: 1 for less, 2 for equal, 4 for greater.
enum IntOrdering {
    static func mask(_ op: String) -> Int? {
        switch op {
        case "<": return 1
        case "==": return 2
        case "<=": return 3
        case ">": return 4
        case "!=": return 5
        case ">=": return 6
        default: return nil
        }
    }

    @inline(__always)
    static func test(_ x: Int, _ y: Int, _ mask: Int) -> Bool {
        let outcome = x < y ? 1 : (x == y ? 2 : 4)
        return outcome & mask != 0
    }
}

/// `n < 2`: a local variable compared with a literal.
final class IntSlotCompareNode: BoolNode {
    let index: Int
    let constant: Int
    let mask: Int
    let notInt: Diagnostic
    init(_ index: Int, _ constant: Int, mask: Int, _ notInt: Diagnostic) {
        self.index = index
        self.constant = constant
        self.mask = mask
        self.notInt = notInt
    }
    override func run(_ f: Frame) throws -> Bool {
        guard case .int(let n) = f.base[index] else { throw notInt }
        return IntOrdering.test(n, constant, mask)
    }
    override var staysInFrame: Bool { true }
}

final class IntCompareNode: BoolNode {
    let a: IntChild, b: IntChild
    let mask: Int
    init(_ a: IntNode, _ b: IntNode, mask: Int) {
        self.a = IntChild(a)
        self.b = IntChild(b)
        self.mask = mask
    }
    override func run(_ f: Frame) throws -> Bool {
        IntOrdering.test(try a.run(f), try b.run(f), mask)
    }
    override var staysInFrame: Bool { a.node.staysInFrame && b.node.staysInFrame }
}

final class BoolConstantNode: BoolNode {
    let value: Bool
    init(_ value: Bool) { self.value = value }
    override func run(_ f: Frame) throws -> Bool { value }
    override var staysInFrame: Bool { true }
}

final class BoolNotNode: BoolNode {
    let a: BoolChild
    init(_ a: BoolNode) { self.a = BoolChild(a) }
    override func run(_ f: Frame) throws -> Bool { !(try a.run(f)) }
    override var staysInFrame: Bool { a.node.staysInFrame }
}

/// What `&&` and `||` share: two conditions (see `IntBinaryNode`).
class BoolPairNode: BoolNode {
    let a: BoolChild, b: BoolChild
    init(_ a: BoolNode, _ b: BoolNode) {
        self.a = BoolChild(a)
        self.b = BoolChild(b)
    }
    override var staysInFrame: Bool { a.node.staysInFrame && b.node.staysInFrame }
}

final class BoolAndNode: BoolPairNode {
    override func run(_ f: Frame) throws -> Bool { try a.run(f) && b.run(f) }
}

final class BoolOrNode: BoolPairNode {
    override func run(_ f: Frame) throws -> Bool { try a.run(f) || b.run(f) }
}

final class BoolCodeNode: BoolNode {
    let code: BoolCode
    init(_ code: @escaping BoolCode) { self.code = code }
    override func run(_ f: Frame) throws -> Bool { try code(f) }
}

// MARK: Calls

/// A call of a top-level function whose parameters and result are `Int`: the arguments go
/// unboxed into the callee's frame, and a callee compiled to nodes runs without a closure in
/// between. Limits, the depth check and the call path of errors are those of every call.
/// Arguments are computed before the callee's frame is claimed: an argument may itself be a
/// call using the same stack space.
class IntCallBaseNode: IntNode {
    let block: CodeBlock
    let machine: Machine
    let site: Site
    init(_ block: CodeBlock, _ machine: Machine, _ site: Site) {
        self.block = block
        self.machine = machine
        self.site = site
    }
}

/// One `Int` argument.
final class IntCall1Node: IntCallBaseNode {
    let argument: IntChild
    init(_ block: CodeBlock, _ machine: Machine, _ argument: IntNode, _ site: Site) {
        self.argument = IntChild(argument)
        super.init(block, machine, site)
    }
    override func run(_ f: Frame) throws -> Int {
        let x = try argument.run(f)
        return try machine.enterInt(block, f, site, 1) { nb in nb.initialize(to: .int(x)) }
    }
    override var staysInFrame: Bool { argument.node.staysInFrame }
}

/// `f(n - 1)`: a call whose one argument is a local variable plus a literal, computed in place
/// (see `IntSlotOffsetNode`).
final class IntCallSlotOffsetNode: IntCallBaseNode {
    let index: Int
    let offset: Int
    let notInt: Diagnostic
    let overflow: Diagnostic
    init(_ block: CodeBlock, _ machine: Machine, _ argument: IntSlotOffsetNode, _ site: Site) {
        index = argument.index
        offset = argument.offset
        notInt = argument.notInt
        overflow = argument.overflow
        super.init(block, machine, site)
    }
    override func run(_ f: Frame) throws -> Int {
        guard case .int(let n) = f.base[index] else { throw notInt }
        let (x, o) = n.addingReportingOverflow(offset)
        if o { throw overflow }
        return try machine.enterInt(block, f, site, 1) { nb in nb.initialize(to: .int(x)) }
    }
    override var staysInFrame: Bool { true }
}

/// `IntCall1Node` with two arguments.
final class IntCall2Node: IntCallBaseNode {
    let first: IntChild, second: IntChild
    init(_ block: CodeBlock, _ machine: Machine, _ first: IntNode, _ second: IntNode, _ site: Site) {
        self.first = IntChild(first)
        self.second = IntChild(second)
        super.init(block, machine, site)
    }
    override func run(_ f: Frame) throws -> Int {
        let x = try first.run(f), y = try second.run(f)
        return try machine.enterInt(block, f, site, 2) { nb in
            nb.initialize(to: .int(x))
            (nb + 1).initialize(to: .int(y))
        }
    }
    override var staysInFrame: Bool { first.node.staysInFrame && second.node.staysInFrame }
}

/// `IntCall1Node` with any number of arguments.
final class IntCallNode: IntCallBaseNode {
    let arguments: [IntChild]
    init(_ block: CodeBlock, _ machine: Machine, _ arguments: [IntNode], _ site: Site) {
        self.arguments = arguments.map(IntChild.init)
        super.init(block, machine, site)
    }
    override func run(_ f: Frame) throws -> Int {
        let n = arguments.count
        var values: [Int] = []
        values.reserveCapacity(n)
        for a in arguments { values.append(try a.run(f)) }
        return try machine.enterInt(block, f, site, n) { nb in
            for i in 0..<n { (nb + i).initialize(to: .int(values[i])) }
        }
    }
    override var staysInFrame: Bool { arguments.allSatisfy { $0.node.staysInFrame } }
}

extension Machine {
    /// Enters a top-level function whose first `argumentCount` slots `fill` sets to `Int`s and
    /// whose result is an `Int` (see `enter`): the same checks, without boxing the result.
    @inline(__always)
    func enterInt(_ block: CodeBlock, _ f: Frame, _ site: Site, _ argumentCount: Int,
                  _ fill: (UnsafeMutablePointer<Value>) -> Void) throws -> Int {
        try block.withBody { body in
            let size = body.frameSize
            let nb = f.top
            if f.depth >= maxDepth || nb + size > stackEnd || nativeStackExhausted() {
                throw Machine.depthExceeded(site)
            }
            if tick(), let message = checkLimits() { throw Machine.limitHit(message, site) }
            fill(nb)
            // A body that stays in its frame, every slot of which is an `Int` argument, runs
            // no code that reads the published top and has nothing to release: it publishes
            // nothing (`fib`'s calls). A callee it calls publishes its own frame and, leaving,
            // this one's top: above the caller's, which only wastes stack until the caller's
            // next call or exit publishes again.
            if size == argumentCount, body.intNodeStaysInFrame, let node = body.intNode {
                let frame = Frame(base: nb, top: nb + size, env: emptyEnv, depth: f.depth + 1)
                do {
                    return try node._withUnsafeGuaranteedRef { try $0.run(frame) }
                } catch {
                    throw Machine.called(block.name, at: site, error)
                }
            }
            var i = argumentCount
            while i < size {
                (nb + i).initialize(to: .void)
                i += 1
            }
            let frame = Frame(base: nb, top: nb + size, env: emptyEnv, depth: f.depth + 1)
            publish(nb + size, f.depth + 1)
            // The argument slots hold `Int`s, which need no destroying: only the rest of the
            // frame is released.
            let result: Int
            do {
                if let node = body.intNode {
                    result = try node._withUnsafeGuaranteedRef { try $0.run(frame) }
                } else {
                    result = try body.intCode(frame)
                }
            } catch {
                Machine.release(nb + argumentCount, size - argumentCount)
                publish(f.top, f.depth)
                throw Machine.called(block.name, at: site, error)
            }
            Machine.release(nb + argumentCount, size - argumentCount)
            publish(f.top, f.depth)
            return result
        }
    }
}
