/// Errors: `throw`, `try` / `try?` / `try!`, `do`–`catch`, and where errors may go.
extension Checker {
    /// The `Error` protocol as a type.
    var errorType: Ty { .con("Error", []) }

    func checkTry(_ e: Expr, _ kind: TryKind, _ x: Expr, expected: Ty?) -> Ty {
        if kind == .plain && !e.isImplicitTry { requireHandled(at: SourceRange(e.range.start, e.range.start + 3)) }
        tryDepth += 1
        defer { tryDepth -= 1 }
        switch kind {
        case .plain where e.isImplicitTry:
            let t = check(x, expected: expected)
            if callsThrowingFunction(x) { requireHandled(at: x.range, asyncLet: true) }
            return t
        case .plain, .forced:
            return check(x, expected: expected)
        case .optional:
            // `try? f()` is `nil` when `f` throws; an optional result is not wrapped twice.
            var inner: Ty?
            if let expected, case let .con("Optional", args) = resolve(expected), args.count == 1 { inner = args[0] }
            let t = check(x, expected: inner)
            if case .con("Optional", _) = resolve(t) { return t }
            return .optional(t)
        }
    }

    /// Whether `x` is a call of a function that throws (declared so, or a throwing function value).
    private func callsThrowingFunction(_ x: Expr) -> Bool {
        guard case let .call(callee, _, _) = x.kind else { return false }
        if let d = callee.chosen as? FuncDecl { return d.isThrowing }
        if case .fn(_, _, throwing: true) = resolve(typeOfRecorded(callee)) { return true }
        return false
    }

    /// A call of a throwing function needs `try` in front of it.
    func requireTry(_ d: FuncDecl, at range: SourceRange) {
        guard tryDepth == 0, !d.isRethrowing else { return }
        error("call can throw but is not marked with `try`", at: range,
              helps: ["write `try` before it; `try?` gives `nil` instead of an error, `try!` stops on one"])
    }

    /// Where an error may start: inside a `throws` function, a closure, the top level, or a `do`
    /// block with a catch-all.
    func requireHandled(at range: SourceRange, asyncLet: Bool = false) {
        if let ctx = context, ctx.handledDepth == 0 { ctx.throwsOut = true }
        guard let ctx = context, !ctx.canThrow, ctx.handledDepth == 0 else { return }
        error("errors thrown from here are not handled", at: range,
              helps: asyncLet
                ? ["Sriracha runs an `async let` call at once, where it is written, so its error starts here: mark the function `throws`, or put the `async let` inside the `do`"]
                : ["mark the function `throws`, or wrap this in `do { … } catch { … }`"])
    }

    func checkThrow(_ value: Expr, at range: SourceRange) {
        requireHandled(at: SourceRange(range.start, range.start + 5))
        let t: Ty
        if context?.handledDepth == 0, let thrown = context?.thrownType {
            let actual = check(value, expected: thrown)
            if !coerce(value, actual, to: thrown), !isErrorNode(value) {
                error("thrown expression type \(describe(actual)) cannot be converted to error type \(describe(thrown))",
                      at: value.range, helps: ["the function is declared `throws(\(solver.describe(thrown)))`"])
                return
            }
            t = thrown
        } else {
            t = check(value, expected: errorType)
        }
        if case .param = resolve(t) { return }  // a generic `Failure`, as in `Result.get()`
        if !coerce(value, t, to: errorType), !isErrorNode(value) {
            error("thrown expression type \(describe(t)) does not conform to `Error`", at: value.range,
                  helps: ["throw a value of a type declared `: Error`, e.g. `enum MyError: Error { case failed }`"])
        }
    }

    func checkDoCatch(_ body: [Stmt], _ catches: [CatchClause]) {
        let exhaustive = catches.contains { $0.guardExpr == nil && $0.castType == nil && ($0.pattern == nil || isCatchAll($0.pattern!)) }
        if exhaustive { context?.handledDepth += 1 }
        // Definite initialisation: a `catch` starts as the `do` did (the error may come before
        // any assignment of the body: `let y: Int?; do { y = try f() } catch { y = nil }`), and
        // the paths that go on are joined after the statement.
        let before = definiteState()
        scopes.append(Scope())
        checkStatements(body)
        scopes.removeLast()
        if exhaustive { context?.handledDepth -= 1 }
        var after: DefiniteState? = alwaysExits(body) ? nil : definiteState()
        for c in catches {
            restoreDefinite(before)
            checkCatch(c)
            if !alwaysExits(c.body) { after = after.map { $0.joined(definiteState()) } ?? definiteState() }
        }
        restoreDefinite(after ?? before)
    }

    private func isCatchAll(_ p: Pattern) -> Bool {
        switch p.kind {
        case .wildcard, .binding: return true
        case let .typed(inner, _): return isCatchAll(inner)
        default: return false
        }
    }

    private func checkCatch(_ c: CatchClause) {
        scopes.append(Scope())
        defer { scopes.removeLast() }
        if let ts = c.castType {
            let t = resolveType(ts)
            if let (info, _) = nominal(of: t) {
                c.castDecl = info.structDecl.map { $0 as AnyObject } ?? info.enumDecl.map { $0 as AnyObject }
                    ?? info.protocolDecl.map { $0 as AnyObject }
            }
            if let name = c.castName { declareValue(name, Scheme(t), origin: .constant) }
        } else if let p = c.pattern {
            var bound: [PatternBinding] = []
            checkPattern(p, catchPatternType(p), refutable: true, into: &bound)
            for b in bound { declareValue(b.name, Scheme(b.type), origin: b.isVar ? .variable : .constant) }
        } else {
            declareValue("error", Scheme(errorType), origin: .constant)
        }
        if let g = c.guardExpr { check(g, against: .bool, .condition) }
        checkStatements(c.body)
    }

    /// The type a `catch` pattern is checked against: the enum it names
    /// (`LoadError.notFound`), otherwise `Error`.
    private func catchPatternType(_ p: Pattern) -> Ty {
        switch p.kind {
        case let .enumCase(type?, _, _):
            if case .nominal(let info)? = lookupType(type), info.isEnum, info.generics.isEmpty {
                return .con(info.name, [])
            }
            return errorType
        case .enumCase(nil, let name, _):
            error("name the error type in a `catch` pattern: the error could be of any type", at: p.range,
                  helps: ["e.g. `catch MyError.\(name)`"])
            p.kind = .wildcard
            return errorType
        case let .typed(inner, _): return catchPatternType(inner)
        default: return errorType
        }
    }
}
