/// `while`, `repeat … while` and `for … in` over ranges (without building an array), arrays,
/// dictionaries (`(key, value)` tuples) and strings. Every iteration is a step: it counts
/// towards the step limit and is where an interrupt or the time limit stops a loop.
extension Compiler {
    func compileLoop(_ s: Stmt) throws -> StmtCode {
        let m = machine
        let site = self.site(SourceRange(s.range.start, min(s.range.end, s.range.start + 5)))
        switch s.kind {
        case let .whileStmt(conditions, body):
            context.push()
            let test = try compileConditions(conditions)
            let run = loopBody(s.label, try compileIteration(body))
            context.pop()
            return { f in
                while true {
                    if m.tick(), let message = m.checkLimits() { throw site.error(message) }
                    guard try test(f) else { return .next }
                    switch try run(f) {
                    case .next, .continueLoop: continue
                    case .breakLoop: return .next
                    case let r: return r
                    }
                }
            }
        case let .repeatWhile(body, condition):
            let run = loopBody(s.label, try compileIteration(body))
            let test = try compileBool(condition)
            return { f in
                repeat {
                    if m.tick(), let message = m.checkLimits() { throw site.error(message) }
                    switch try run(f) {
                    case .next, .continueLoop: break
                    case .breakLoop: return .next
                    case let r: return r
                    }
                } while try test(f)
                return .next
            }
        case let .forIn(pattern, sequence, whereClause, body):
            return try compileForIn(pattern, sequence, whereClause, body, site, label: s.label)
        default:
            throw failure("internal error: not a loop", at: s.range)
        }
    }

    private func compileForIn(_ pattern: Pattern, _ sequence: Expr, _ whereClause: Expr?, _ body: [Stmt],
                              _ site: Site, label: String?) throws -> StmtCode {
        let m = machine
        let items = try compile(sequence)
        context.push()
        defer { context.pop() }
        let bind: (Frame, Value) throws -> Bool
        var plainSlot: Int?
        if let (name, isVar) = simpleBinding(pattern) {
            let local = context.declare(name, mutable: isVar)
            if !local.boxed, case .slot(let i) = local.place { plainSlot = i }
            let store = initializer(for: local)
            bind = { f, v in
                store(f, v)
                return true
            }
        } else {
            let match = try compilePattern(pattern, bind: declaringBinder())
            bind = { f, v in try match(v, f) }
        }
        let hasTest = whereClause != nil
        var test: BoolCode = { _ in true }
        if let whereClause { test = try compileBool(whereClause) }
        let run = loopBody(label, try compileIteration(body))
        let step: (Frame, Value) throws -> Flow? = { f, v in
            if m.tick(), let message = m.checkLimits() { throw site.error(message) }
            guard try bind(f, v) else { return nil }
            if hasTest, try !test(f) { return nil }
            switch try run(f) {
            case .next, .continueLoop: return nil
            case .breakLoop: return .next
            case let r: return r
            }
        }
        // `for i in 0..<n` with nothing to match: the loop writes the variable's slot itself.
        if let slot = plainSlot {
            let general = loop(items, step, site)
            return { f in
                guard case let .range(lower, upper, closed) = try items(f) else { return try general(f) }
                if closed ? upper < lower : upper <= lower { return .next }
                let last = closed ? upper : upper - 1
                var i = lower
                while true {
                    if m.tick(), let message = m.checkLimits() { throw site.error(message) }
                    f.base[slot] = .int(i)
                    if hasTest, try !test(f) {
                    } else {
                        switch try run(f) {
                        case .next, .continueLoop: break
                        case .breakLoop: return .next
                        case let r: return r
                        }
                    }
                    if i == last { return .next }
                    i += 1
                }
            }
        }
        return loop(items, step, site)
    }

    /// Runs `step` for each element of whatever sequence `items` produces.
    private func loop(_ items: @escaping Code, _ step: @escaping (Frame, Value) throws -> Flow?,
                      _ site: Site) -> StmtCode {
        { f in
            switch try items(f).unboxed {
            case let .range(lower, upper, closed):
                if closed ? upper < lower : upper <= lower { return .next }
                let last = closed ? upper : upper - 1
                var i = lower
                while true {
                    if let flow = try step(f, .int(i)) { return flow }
                    if i == last { return .next }
                    i += 1
                }
            case .array(let xs):
                for x in xs {
                    if let flow = try step(f, x) { return flow }
                }
            case .slice(let s):
                for x in s.elements {
                    if let flow = try step(f, x) { return flow }
                }
            case let .interval(.fixed(lower), .fixed(upper), closed):
                for x in try Builtins.sizedRange(lower, upper, closed) {
                    if let flow = try step(f, x) { return flow }
                }
            case .set(let xs):
                for x in xs {
                    if let flow = try step(f, x) { return flow }
                }
            case .dictionary(let d):
                for (k, v) in d {
                    if let flow = try step(f, .tuple([k, v])) { return flow }
                }
            case .string(let s):
                for ch in s {
                    if let flow = try step(f, .string(String(ch))) { return flow }
                }
            default:
                throw Compiler.internalError("`for` over a value that is not a sequence", site)
            }
            return .next
        }
    }

    /// A loop's body; in a loop labelled `outer`, `break outer`/`continue outer` act as plain
    /// `break`/`continue` of this loop.
    /// A loop's body, which lets go of its variables when each iteration ends, as Swift does:
    /// a class instance only they hold is freed (its `deinit` runs) before the next begins.
    func compileIteration(_ body: [Stmt]) throws -> StmtCode {
        let (run, declared) = try context.allocations { try compileStatements(body) }
        if declared.isEmpty { return run }
        // The last declared first, as in Swift.
        let slots = Array(declared.reversed())
        return { f in
            defer { for i in slots { f.base[i] = .void } }
            return try run(f)
        }
    }

    private func loopBody(_ label: String?, _ run: @escaping StmtCode) -> StmtCode {
        guard let label else { return run }
        return { f in
            switch try run(f) {
            case .breakLabel(let l) where l == label: return .breakLoop
            case .continueLabel(let l) where l == label: return .continueLoop
            case let r: return r
            }
        }
    }

    /// `x`, `var x`, `x: Int`: a plain name rather than a pattern to match.
    func simpleBinding(_ p: Pattern) -> (String, Bool)? {
        switch p.kind {
        case let .binding(name, isVar): return (name, isVar)
        case let .typed(inner, _): return simpleBinding(inner)
        default: return nil
        }
    }
}
