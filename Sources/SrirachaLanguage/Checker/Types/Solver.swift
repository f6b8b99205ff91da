/// Inference variables and their solutions: a substitution kept as union-find links, with a
/// trail so that a tentative unification (trying an overload) can be undone.
///
/// Levels implement let-polymorphism without scanning the environment: a variable created while
/// checking a `let`'s value is one level deeper than the enclosing scope, and unifying it with an
/// outer variable pulls it out; what is still deeper afterwards can be generalised.
final class Solver {
    private var links: [Ty?] = []
    private var levels: [Int] = []
    private var classes: [LiteralClass?] = []
    /// The results of closures that never return (`{ throw E.x }`): the context decides them,
    /// else they are `Void`, as in Swift.
    private var voidDefaults: Set<Int> = []
    private(set) var currentLevel = 0
    private var generalisedCount = 0

    private enum Undo {
        case link(Int)
        case level(Int, Int)
        case restriction(Int, LiteralClass?)
    }
    private var trail: [Undo] = []
    /// Whether a literal of this class may stand for the generic parameter named (`0` for a
    /// `T: Numeric`, `1.5` for a `T: FloatingPoint`): the checker knows the requirements.
    var admitsParameter: ((String, LiteralClass) -> Bool)?

    init() {
        // Room for a statement's first variables at once: growing the three arrays from empty,
        // one reallocation after another, cost more than making the variables.
        links.reserveCapacity(16)
        levels.reserveCapacity(16)
        classes.reserveCapacity(16)
    }

    /// Makes the solver as a new one is, keeping the room its arrays have grown to: the type
    /// checker hands it to the next statement instead of allocating four arrays again.
    func reset() {
        links.removeAll(keepingCapacity: true)
        levels.removeAll(keepingCapacity: true)
        classes.removeAll(keepingCapacity: true)
        trail.removeAll(keepingCapacity: true)
        voidDefaults = []
        currentLevel = 0
        generalisedCount = 0
        work = 0
        workLimit = Solver.defaultWorkLimit
        stopReason = nil
        poll = nil
    }

    /// Whether the solver's arrays are small enough to keep for the next statement.
    var isWorthKeeping: Bool { links.capacity <= 4096 && trail.capacity <= 4096 }

    // MARK: Budget

    /// Units of work spent on this statement: unification steps, type walks, expressions checked.
    private(set) var work = 0
    /// The most work one statement may take. Ordinary statements take a few thousand units;
    /// nested overloads or types that double at every call grow exponentially, and without a
    /// ceiling they hang the session (`pair(pair(pair(…)))`).
    var workLimit = Solver.defaultWorkLimit
    static let defaultWorkLimit = 1_000_000
    /// Why checking stopped early, once it has: every later step then fails at once.
    private(set) var stopReason: CheckStop?
    /// Asked every few thousand units whether to stop (Ctrl-C, the time limit).
    var poll: (() -> CheckStop?)?

    /// Counts one unit of work; false once checking must stop.
    @inline(__always)
    func spend() -> Bool {
        work &+= 1
        if work & 4095 == 0 { checkBudget() }
        return stopReason == nil
    }

    private func checkBudget() {
        guard stopReason == nil else { return }
        if work > workLimit {
            stopReason = .tooComplex
        } else if let reason = poll?() {
            stopReason = reason
        }
    }

    /// Stops checking from outside the solver (a limit the checker itself detects).
    func stop(_ reason: CheckStop) {
        if stopReason == nil { stopReason = reason }
    }

    /// True when `t`, written out in full, has more than `limit` parts. Stops counting at the
    /// limit, so the answer costs at most `limit` steps however large the type is.
    func isLarger(_ t: Ty, than limit: Int) -> Bool {
        var count = 0
        var stack = [t]
        while let next = stack.popLast() {
            count += 1
            if count > limit { return true }
            switch resolve(next) {
            case .variable, .param: break
            case let .con(_, args): stack += args
            case let .fn(ps, r, _): stack += ps; stack.append(r)
            case let .tuple(es): stack += es.map(\.type)
            }
        }
        return false
    }

    // MARK: Variables

    func fresh(_ restriction: LiteralClass? = nil) -> Ty {
        links.append(nil)
        levels.append(currentLevel)
        classes.append(restriction)
        return .variable(links.count - 1)
    }

    func enterLevel() { currentLevel += 1 }
    func exitLevel() { currentLevel -= 1 }

    func restriction(of v: Int) -> LiteralClass? { classes[v] }

    /// Lets `t`, while still unknown, become `Void` where others take their defaults.
    func defaultToVoid(_ t: Ty) {
        if case let .variable(v) = resolve(t) { voidDefaults.insert(v) }
    }

    /// What an unknown variable becomes when nothing decides it: a literal's default, or `Void`.
    func defaultType(of v: Int) -> Ty? {
        if let d = classes[v]?.defaultType { return d }
        // The variable may since have been joined with others: any of them that defaults to `Void`.
        for d in voidDefaults { if case .variable(v) = resolve(.variable(d)) { return .void } }
        return nil
    }
    func level(of v: Int) -> Int { levels[v] }

    /// Narrows what a variable may become; false if nothing would be left.
    func restrict(_ v: Int, to allowed: LiteralClass) -> Bool {
        let new = classes[v].map { $0.intersection(allowed) } ?? allowed
        if new.isEmpty { return false }
        trail.append(.restriction(v, classes[v]))
        classes[v] = new
        return true
    }

    /// Follows links until a non-variable or an unsolved variable.
    func resolve(_ t: Ty) -> Ty {
        var t = t
        while case .variable(let v) = t, let next = links[v] { t = next }
        return t
    }

    /// Substitutes every solved variable, deeply.
    func zonk(_ t: Ty) -> Ty { zonkIfChanged(t) ?? t }

    /// `zonk(t)`, or nil when nothing in `t` is solved (the type is then `t` itself).
    func zonkedIfChanged(_ t: Ty) -> Ty? { zonkIfChanged(t) }

    /// What `zonk(t)` is, or nil when that is `t` itself because nothing in it is solved. Most
    /// types a statement meets are already solved (`Int`, a declared function's type):
    /// rebuilding them allocated a copy of every node, which was then freed again.
    private func zonkIfChanged(_ t: Ty) -> Ty? {
        guard spend() else { return resolve(t) }
        let r = resolve(t)
        switch r {
        case .variable, .param:
            break
        case let .con(n, args):
            if let args = zonkAllIfChanged(args) { return .con(n, args) }
        case let .fn(ps, result, throwing):
            let newParameters = zonkAllIfChanged(ps)
            let newResult = zonkIfChanged(result)
            if newParameters != nil || newResult != nil {
                return .fn(newParameters ?? ps, newResult ?? result, throwing: throwing)
            }
        case let .tuple(es):
            var out: [(label: String?, type: Ty)]?
            for i in es.indices {
                if let z = zonkIfChanged(es[i].type) {
                    if out == nil { out = es }
                    out![i].type = z
                }
            }
            if let out { return .tuple(out) }
        }
        // Nothing inside changed: `r` itself, unless following a solved variable led to it.
        if case .variable(let v) = t, case .variable(let w) = r, v == w { return nil }
        if case .variable = t { return r }
        return nil
    }

    private func zonkAllIfChanged(_ ts: [Ty]) -> [Ty]? {
        var out: [Ty]?
        for i in ts.indices {
            if let z = zonkIfChanged(ts[i]) {
                if out == nil { out = ts }
                out![i] = z
            }
        }
        return out
    }

    /// The generic parameter names in `t`, solved variables followed, in order of first
    /// appearance: what `zonk(t).parameterNames(into:)` gives (with the same work counted),
    /// without building the substituted type.
    func parameterNames(_ t: Ty, into names: inout [String]) {
        guard spend() else { resolve(t).parameterNames(into: &names); return }
        switch resolve(t) {
        case .variable: break
        case let .param(n): if !names.contains(n) { names.append(n) }
        case let .con(_, args): for a in args { parameterNames(a, into: &names) }
        case let .fn(ps, r, _): for p in ps { parameterNames(p, into: &names) }; parameterNames(r, into: &names)
        case let .tuple(es): for e in es { parameterNames(e.type, into: &names) }
        }
    }

    /// Unsolved variables in order of first appearance.
    func freeVariables(_ t: Ty, into out: inout [Int]) {
        guard spend() else { return }
        switch resolve(t) {
        case let .variable(v): if !out.contains(v) { out.append(v) }
        case .param: break
        case let .con(_, args): for a in args { freeVariables(a, into: &out) }
        case let .fn(ps, r, _): for p in ps { freeVariables(p, into: &out) }; freeVariables(r, into: &out)
        case let .tuple(es): for e in es { freeVariables(e.type, into: &out) }
        }
    }

    // MARK: Trail

    typealias Mark = Int
    func mark() -> Mark { trail.count }

    func rollback(to mark: Mark) {
        while trail.count > mark {
            switch trail.removeLast() {
            case let .link(v): links[v] = nil
            case let .level(v, old): levels[v] = old
            case let .restriction(v, old): classes[v] = old
            }
        }
    }

    /// Binds an unsolved variable directly (defaulting, generalisation), bypassing checks.
    func assign(_ v: Int, _ t: Ty) {
        trail.append(.link(v))
        links[v] = t
    }

    /// A fresh name for a generalised variable.
    func nextGeneralisedName() -> String {
        defer { generalisedCount += 1 }
        return "$g\(generalisedCount)"
    }

    // MARK: Unification

    /// Makes two types equal if possible; on failure nothing is changed.
    @discardableResult
    func unify(_ a: Ty, _ b: Ty) -> Bool {
        let m = mark()
        if unifyInner(a, b) { return true }
        rollback(to: m)
        return false
    }

    private func unifyInner(_ a: Ty, _ b: Ty) -> Bool {
        guard spend() else { return false }
        let a = resolve(a), b = resolve(b)
        switch (a, b) {
        case let (.variable(x), .variable(y)):
            if x == y { return true }
            if let cx = classes[x], !restrict(y, to: cx) { return false }
            lower(y, to: levels[x])
            trail.append(.link(x))
            links[x] = .variable(y)
            return true
        case let (.variable(x), t), let (t, .variable(x)):
            return bind(x, t)
        case (.con("Never", []), _), (_, .con("Never", [])):
            // `fatalError(…)` has type Never and fits wherever a value is expected.
            return true
        case (.con("Any.Type", let a1), .con("Any.Type", let a2)) where a1.isEmpty != a2.isEmpty:
            // A typed metatype (`Base.Type`) is also an `Any.Type`.
            return true
        case let (.con(n1, a1), .con(n2, a2)):
            guard n1 == n2, a1.count == a2.count else { return false }
            return zip(a1, a2).allSatisfy { unifyInner($0, $1) }
        case let (.param(x), .param(y)):
            return x == y
        case let (.fn(p1, r1, _), .fn(p2, r2, _)):
            guard p1.count == p2.count else { return false }
            return zip(p1, p2).allSatisfy { unifyInner($0, $1) } && unifyInner(r1, r2)
        case let (.tuple(e1), .tuple(e2)):
            guard e1.count == e2.count else { return false }
            for (x, y) in zip(e1, e2) {
                // An unlabelled tuple converts to a labelled one of the same shape, as in Swift.
                if let l1 = x.label, let l2 = y.label, l1 != l2 { return false }
                if !unifyInner(x.type, y.type) { return false }
            }
            return true
        default:
            return false
        }
    }

    private func bind(_ v: Int, _ t: Ty) -> Bool {
        if occurs(v, in: t) { return false }
        if let allowed = classes[v], !admits(t, allowed) { return false }
        adjustLevels(t, to: levels[v])
        trail.append(.link(v))
        links[v] = t
        return true
    }

    /// Whether a variable restricted to `allowed` may stand for `t`: a type of the class, or,
    /// for comparisons, a tuple of comparable parts (`xs.sorted(by: <)` on an array of pairs).
    private func admits(_ t: Ty, _ allowed: LiteralClass) -> Bool {
        switch resolve(t) {
        case let .con(head, _): return head == "Never" || LiteralClass.of(head: head).map(allowed.contains) == true
        case let .param(p): return admitsParameter?(p, allowed) ?? false
        case let .tuple(es) where allowed == .comparable && !es.isEmpty:
            return es.allSatisfy { e in
                if case let .variable(w) = resolve(e.type) { return restrict(w, to: allowed) }
                return admits(e.type, allowed)
            }
        default: return false
        }
    }

    private func occurs(_ v: Int, in t: Ty) -> Bool {
        guard spend() else { return true }
        switch resolve(t) {
        case let .variable(w): return v == w
        case .param: return false
        case let .con(_, args): return args.contains { occurs(v, in: $0) }
        case let .fn(ps, r, _): return ps.contains { occurs(v, in: $0) } || occurs(v, in: r)
        case let .tuple(es): return es.contains { occurs(v, in: $0.type) }
        }
    }

    private func lower(_ v: Int, to level: Int) {
        if levels[v] > level {
            trail.append(.level(v, levels[v]))
            levels[v] = level
        }
    }

    /// Keeps the variables of a binding that is not generalised out of later generalisations.
    func settle(_ t: Ty) { adjustLevels(t, to: currentLevel) }

    private func adjustLevels(_ t: Ty, to level: Int) {
        guard spend() else { return }
        switch resolve(t) {
        case let .variable(w): lower(w, to: level)
        case .param: break
        case let .con(_, args): for a in args { adjustLevels(a, to: level) }
        case let .fn(ps, r, _): for p in ps { adjustLevels(p, to: level) }; adjustLevels(r, to: level)
        case let .tuple(es): for e in es { adjustLevels(e.type, to: level) }
        }
    }
}

/// Why the checker gave up on a statement before finishing it.
enum CheckStop: Equatable {
    /// The statement needed more work than `Solver.workLimit` allows.
    case tooComplex
    /// A type grew past `Checker.maxTypeSize` parts.
    case typeTooLarge
    /// Ctrl-C.
    case interrupted
    /// The `--timeout` of the statement ran out while checking it.
    case timeLimit(Double)
}
