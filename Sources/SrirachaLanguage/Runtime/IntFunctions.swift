/// Unboxed forms of small pure functions of `Int`s.
///
/// A closure whose body is one expression made of its `Int` parameters, `Int` literals, `Int`
/// values it captured, `+ - * / %` on `Int`s, and calls of functions it captured that have such
/// a form themselves (`{ x in x * 2 }`, `{ b in f(a, b) }` once `f` and `a` are known,
/// `{ g(f($0)) }` once `f` and `g` are) gets an `IntFunction`: a tree that computes the same
/// result from plain `Int`s with no frame, no boxed `Value` and no call protocol in between.
/// Generic code gets one too (a composition of `Int` functions made by the generic `compose`):
/// the form is built when the closure's captured values are known, the first time it is called
/// again with `Int`s.
///
/// The form never changes what a program observes. It is taken only when the general path is
/// sure to pass every check it would make on the way (the step countdown covers all the calls
/// it stands for, the depth and both stacks have room for all of them), and it has no effects:
/// anything unusual on the way (an overflow, a division by zero) abandons it, and the general
/// path runs the same calls from the start and reports the error as it always does, with the
/// calls it went through.
final class IntFunction {
    /// 1 or 2 parameters.
    let arity: Int
    /// What it computes from `x` and `y`, for a caller's form to take in instead of a call.
    let term: IntTerm
    let body: IntArg
    /// The calls the general path makes for one call of this function (this one included):
    /// the steps it ticks.
    let weight: Int
    /// An upper bound of how deeply the general path's calls nest.
    let height: Int
    /// How deeply `body`'s evaluation nests.
    let evalDepth: Int
    /// Keeps the nodes `body` refers to alive.
    private let owner: IntExpr?

    /// The largest `weight` and `height` a form may have: one call of it stays a matter of
    /// microseconds (Ctrl-C and the time limit are looked at between calls) and of a few
    /// kilobytes of native stack.
    static let maxWeight = 4096
    static let maxHeight = 64
    /// The largest term a call is replaced by.
    static let maxInlined = 48

    init?(arity: Int, term: IntTerm, weight: Int, height: Int) {
        self.arity = arity
        self.term = term
        self.weight = weight
        self.height = height
        let (body, owner, depth) = term.nodes()
        guard weight <= IntFunction.maxWeight, height <= IntFunction.maxHeight,
              depth <= 2 * IntFunction.maxHeight else { return nil }
        self.body = body
        self.owner = owner
        evalDepth = depth
    }
}

/// A form's computation as a tree, before it is made into nodes: a call of another form can be
/// replaced by the callee's term with the arguments put in for its parameters (pure code
/// computes the same either way, and gives up in the same cases).
indirect enum IntTerm {
    case x, y
    case constant(Int)
    case binary(IntExprBinary.Op, IntTerm, IntTerm)
    case negate(IntTerm)
    case call(IntFunction, [IntTerm])

    var size: Int {
        switch self {
        case .x, .y, .constant: return 1
        case let .binary(_, a, b): return 1 + a.size + b.size
        case .negate(let a): return 1 + a.size
        case let .call(_, args): return args.reduce(1) { $0 + $1.size }
        }
    }

    /// Whether the term reads `x` (`parameter` 0) or `y` (1).
    func uses(_ parameter: Int) -> Bool {
        switch self {
        case .x: return parameter == 0
        case .y: return parameter == 1
        case .constant: return false
        case let .binary(_, a, b): return a.uses(parameter) || b.uses(parameter)
        case .negate(let a): return a.uses(parameter)
        case let .call(_, args): return args.contains { $0.uses(parameter) }
        }
    }

    /// Computing it never gives up.
    var isPlain: Bool {
        switch self {
        case .x, .y, .constant: return true
        default: return false
        }
    }

    /// The term with `a` for `x` and `b` for `y`.
    func substituting(_ a: IntTerm, _ b: IntTerm) -> IntTerm {
        switch self {
        case .x: return a
        case .y: return b
        case .constant: return self
        case let .binary(op, l, r): return .binary(op, l.substituting(a, b), r.substituting(a, b))
        case .negate(let l): return .negate(l.substituting(a, b))
        case let .call(fn, args): return .call(fn, args.map { $0.substituting(a, b) })
        }
    }

    /// The operand computing the term, the node keeping it alive, and how deeply it nests.
    func nodes() -> (IntArg, IntExpr?, Int) {
        switch self {
        case .x: return (.x, nil, 0)
        case .y: return (.y, nil, 0)
        case .constant(let n): return (.constant(n), nil, 0)
        case let .binary(op, l, r):
            let (a, ao, ad) = l.nodes(), (b, bo, bd) = r.nodes()
            if case .constant(let p) = a, case .constant(let q) = b, let v = IntExprBinary.fold(op, p, q) {
                return (.constant(v), nil, 0)
            }
            let node = IntExprBinary(op, a, b, owners: [ao, bo].compactMap { $0 })
            return (.node(.passUnretained(node)), node, max(ad, bd) + 1)
        case .negate(let l):
            let (a, ao, ad) = l.nodes()
            if case .constant(let p) = a, p != .min { return (.constant(-p), nil, 0) }
            let node = IntExprNegate(a, owner: ao)
            return (.node(.passUnretained(node)), node, ad + 1)
        case let .call(fn, args):
            let built = args.map { $0.nodes() }
            let depth = built.reduce(fn.evalDepth) { max($0, $1.2) } + 1
            let node: IntExpr = built.count == 1
                ? IntExprCall1(fn, built[0].0, owner: built[0].1)
                : IntExprCall2(fn, built[0].0, built[1].0, owners: built.compactMap(\.1))
            return (.node(.passUnretained(node)), node, depth)
        }
    }
}

/// What the form gives up on: the general path runs instead.
struct IntFallback: Error {}

/// An operand: a parameter or constant read inline, or a node.
enum IntArg {
    case x, y
    case constant(Int)
    case node(Unmanaged<IntExpr>)

    @inline(__always)
    func eval(_ x: Int, _ y: Int) throws -> Int {
        switch self {
        case .x: return x
        case .y: return y
        case .constant(let n): return n
        case .node(let e): return try e._withUnsafeGuaranteedRef { try $0.eval(x, y) }
        }
    }
}

/// A node of an `IntFunction`'s body, evaluated on the function's parameters `x` and `y`.
class IntExpr {
    func eval(_ x: Int, _ y: Int) throws -> Int { throw IntFallback() }
}

/// An arithmetic operator on two operands: overflow and division by zero give up.
final class IntExprBinary: IntExpr {
    enum Op { case add, subtract, multiply, divide, remainder }
    let op: Op
    let a: IntArg, b: IntArg
    /// Keeps the operand nodes alive.
    private let owners: [IntExpr]
    init(_ op: Op, _ a: IntArg, _ b: IntArg, owners: [IntExpr]) {
        self.op = op
        self.a = a
        self.b = b
        self.owners = owners
    }
    /// `p op q` worked out ahead, unless it gives up.
    static func fold(_ op: Op, _ p: Int, _ q: Int) -> Int? {
        let (v, o): (Int, Bool)
        switch op {
        case .add: (v, o) = p.addingReportingOverflow(q)
        case .subtract: (v, o) = p.subtractingReportingOverflow(q)
        case .multiply: (v, o) = p.multipliedReportingOverflow(by: q)
        case .divide:
            if q == 0 { return nil }
            (v, o) = p.dividedReportingOverflow(by: q)
        case .remainder:
            if q == 0 { return nil }
            (v, o) = p.remainderReportingOverflow(dividingBy: q)
        }
        return o ? nil : v
    }

    override func eval(_ x: Int, _ y: Int) throws -> Int {
        let l = try a.eval(x, y), r = try b.eval(x, y)
        let (v, o): (Int, Bool)
        switch op {
        case .add: (v, o) = l.addingReportingOverflow(r)
        case .subtract: (v, o) = l.subtractingReportingOverflow(r)
        case .multiply: (v, o) = l.multipliedReportingOverflow(by: r)
        case .divide:
            if r == 0 { throw IntFallback() }
            (v, o) = l.dividedReportingOverflow(by: r)
        case .remainder:
            if r == 0 { throw IntFallback() }
            (v, o) = l.remainderReportingOverflow(dividingBy: r)
        }
        if o { throw IntFallback() }
        return v
    }
}

final class IntExprNegate: IntExpr {
    let a: IntArg
    private let owner: IntExpr?
    init(_ a: IntArg, owner: IntExpr?) {
        self.a = a
        self.owner = owner
    }
    override func eval(_ x: Int, _ y: Int) throws -> Int {
        let v = try a.eval(x, y)
        if v == .min { throw IntFallback() }
        return -v
    }
}

/// A call of another function's form with one argument.
final class IntExprCall1: IntExpr {
    let callee: IntFunction
    let body: IntArg
    let a: IntArg
    private let owner: IntExpr?
    init(_ callee: IntFunction, _ a: IntArg, owner: IntExpr?) {
        self.callee = callee
        body = callee.body
        self.a = a
        self.owner = owner
    }
    override func eval(_ x: Int, _ y: Int) throws -> Int {
        try body.eval(try a.eval(x, y), 0)
    }
}

/// A call of another function's form with two arguments.
final class IntExprCall2: IntExpr {
    let callee: IntFunction
    let body: IntArg
    let a: IntArg, b: IntArg
    private let owners: [IntExpr]
    init(_ callee: IntFunction, _ a: IntArg, _ b: IntArg, owners: [IntExpr]) {
        self.callee = callee
        body = callee.body
        self.a = a
        self.b = b
        self.owners = owners
    }
    override func eval(_ x: Int, _ y: Int) throws -> Int {
        let l = try a.eval(x, y)
        return try body.eval(l, try b.eval(x, y))
    }
}

/// What a closure's body is made of, as the compiler saw it: the recipe for its `IntFunction`
/// once the captured values are known (see `Compiler.intTemplate`).
indirect enum IntTemplate {
    case parameter(Int)
    case literal(Int)
    /// A captured value: an `Int` when the form is made, or there is no form.
    case capture(Int)
    case binary(IntExprBinary.Op, IntTemplate, IntTemplate)
    case negate(IntTemplate)
    /// A call of a captured function value that has a form taking this many arguments.
    case call(capture: Int, [IntTemplate])

    /// The form of a closure of `arity` parameters with this body and these captured values;
    /// nil when a captured value is not what the body needs, or the form would be too large.
    /// `budget` bounds how deeply the captured functions' own forms are made (their callees
    /// are made on the way).
    func function(arity: Int, env: UnsafeMutablePointer<Value>, budget: Int) -> IntFunction? {
        guard let (term, weight, height) = build(env, budget: budget) else { return nil }
        return IntFunction(arity: arity, term: term, weight: weight + 1, height: height + 1)
    }

    /// The term, the calls it makes (their weight) and how deeply they nest.
    private func build(_ env: UnsafeMutablePointer<Value>, budget: Int) -> (IntTerm, weight: Int, height: Int)? {
        switch self {
        case .parameter(let i): return (i == 0 ? .x : .y, 0, 0)
        case .literal(let n): return (.constant(n), 0, 0)
        case .capture(let i):
            guard case .int(let n) = env[i] else { return nil }
            return (.constant(n), 0, 0)
        case let .binary(op, l, r):
            guard let a = l.build(env, budget: budget), let b = r.build(env, budget: budget) else { return nil }
            return (.binary(op, a.0, b.0), a.weight + b.weight, max(a.height, b.height) + 1)
        case .negate(let x):
            guard let a = x.build(env, budget: budget) else { return nil }
            return (.negate(a.0), a.weight, a.height + 1)
        case let .call(i, args):
            guard budget > 1, args.count == 1 || args.count == 2, case .function(let fn) = env[i],
                  let compiled = fn.compiledObject else { return nil }
            let closure = unsafeDowncast(compiled.takeUnretainedValue(), to: Closure.self)
            guard closure.block.paramCount == args.count,
                  let callee = closure.intFunction(budget: budget - 1), callee.arity == args.count else { return nil }
            var terms: [IntTerm] = []
            var weight = callee.weight, height = callee.height
            for a in args {
                guard let b = a.build(env, budget: budget) else { return nil }
                terms.append(b.0)
                weight += b.weight
                height = max(height, b.height)
            }
            guard weight <= IntFunction.maxWeight, height < IntFunction.maxHeight else { return nil }
            // An argument the callee does not read is computed all the same on the general path:
            // it may only be left out when computing it cannot fail.
            let inlined = callee.term.substituting(terms[0], terms.count > 1 ? terms[1] : .constant(0))
            let keepsEffects = terms.indices.allSatisfy { terms[$0].isPlain || callee.term.uses($0) }
            let term: IntTerm = keepsEffects && inlined.size <= IntFunction.maxInlined ? inlined : .call(callee, terms)
            return (term, weight, height + 1)
        }
    }
}

extension Closure {
    /// This closure's `IntFunction`, unretained (the closure keeps it), made the second time
    /// it is asked for (a closure called once never pays for it); nil when there is none.
    @inline(__always)
    func intFunction() -> Unmanaged<IntFunction>? {
        if intState == 2 { return intRef }
        return findIntFunction()
    }

    @inline(never)
    private func findIntFunction() -> Unmanaged<IntFunction>? {
        if intState == 0, block.intTemplate != nil {
            intState = 1
            return nil
        }
        _ = intFunction(budget: IntFunction.maxHeight)
        return intRef
    }

    /// The same, made now if it can be (for a closure whose form another is made of).
    func intFunction(budget: Int) -> IntFunction? {
        if intState == 2 { return intForm }
        guard let template = block.intTemplate else {
            intState = 2
            return nil
        }
        let made = template.function(arity: block.paramCount, env: env, budget: budget)
        // Made with less than the full budget, a missing form may only mean the budget ran out:
        // ask again later.
        if made != nil || budget >= IntFunction.maxHeight {
            intForm = made
            intRef = made.map { .passUnretained($0) }
            intState = 2
        }
        return made
    }
}

extension Machine {
    /// Runs `form` on `x` (and `y`) when the general path is sure to pass every check it makes
    /// on the way, charging the steps it would have taken; nil when the general path must run.
    /// `depth` and `top` are where the general path's call would start.
    @inline(__always)
    func runInt(_ form: IntFunction, _ x: Int, _ y: Int, depth: Int, top: UnsafeMutablePointer<Value>) -> Int? {
        let s = state
        let weight = form.weight, height = form.height
        // The general path's frames: at most three slots per nested call (two parameters and an
        // argument being computed).
        guard s.pointee.countdown >= weight, depth + height < maxDepth, top + 3 * height <= stackEnd,
              !nativeStackExhausted() else { return nil }
        guard let result = try? form.body.eval(x, y) else { return nil }
        s.pointee.countdown &-= weight
        return result
    }

    /// `form` on the `count` arguments at `nb` (where the general path's frame would start),
    /// when they are `Int`s (see the other `runInt`).
    @inline(__always)
    func runInt(_ form: Unmanaged<IntFunction>, _ nb: UnsafeMutablePointer<Value>, _ count: Int,
                depth: Int) -> Int? {
        form._withUnsafeGuaranteedRef { form in
            guard form.arity == count, case .int(let x) = nb.pointee else { return nil }
            if count == 1 { return runInt(form, x, 0, depth: depth, top: nb) }
            guard case .int(let y) = (nb + 1).pointee else { return nil }
            return runInt(form, x, y, depth: depth, top: nb)
        }
    }
}
