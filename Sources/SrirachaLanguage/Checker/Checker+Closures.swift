/// Closures, checked against the function type their context expects (bidirectionally), and
/// the bodies of closures and functions: implicit returns, `return`, missing returns.
extension Checker {
    func checkClosure(_ e: Expr, _ c: ClosureExpr, expected: Ty?) -> Ty {
        var expectedParams: [Ty]?
        var expectedResult: Ty?
        if let expected, case let .fn(ps, r, _) = strippingOptionals(expected) {
            expectedParams = ps
            expectedResult = r
        }
        let explicit = c.parameters
        var count = explicit?.count ?? c.dollarCount
        // `pairs.map { key, value in … }`: several parameters take apart a single tuple argument.
        var destructured: Ty?
        if let ps = expectedParams, ps.count == 1, count > 1, case let .tuple(es) = resolve(ps[0]), es.count == count {
            destructured = ps[0]
            expectedParams = es.map(\.type)
        }
        if explicit == nil, let ps = expectedParams, ps.count > count { count = ps.count }
        var arityMismatch: Ty?
        if let ps = expectedParams, let r = expectedResult, ps.count != count {
            // Reported once here; the caller then sees the expected type, not a second mismatch.
            arityMismatch = .fn(ps, r)
            error("contextual closure type \(describe(.fn(ps, r))) expects \(ps.count) argument\(ps.count == 1 ? "" : "s"), "
                  + "but \(count) \(count == 1 ? "was" : "were") used in closure body", at: e.range)
        }
        let scope = Scope()
        var paramTypes: [Ty] = []
        for i in 0..<count {
            let p = explicit.flatMap { i < $0.count ? $0[i] : nil }
            let context = expectedParams.flatMap { i < $0.count ? $0[i] : nil }
            var t: Ty
            if let ts = p?.type {
                t = resolveType(ts)
                if let context, !solver.unify(t, context) {
                    error("closure parameter of type \(describe(t)) does not match the expected \(describe(context))",
                          at: ts.range)
                }
            } else {
                t = context ?? fresh()
            }
            paramTypes.append(t)
            if let p { parameterTypes.append((p, t)) }
            var local = t
            var origin = p?.isCapture == true ? LocalValue.Origin.capture : .parameter
            if case let .con("inout", inner) = resolve(t), inner.count == 1 {
                local = inner[0]
                origin = .inoutParameter
            }
            scope.values[p?.name ?? "$\(i)"] = LocalValue(scheme: Scheme(local), origin: origin)
        }
        var result = expectedResult ?? fresh()
        if let rs = c.returnType {
            let written = resolveType(rs)
            if let expectedResult, !solver.unify(written, expectedResult) {
                error("closure result type \(describe(written)) does not match the expected \(describe(expectedResult))",
                      at: rs.range)
            }
            result = written
        }
        scopes.append(scope)
        let ctx = FunctionContext(kind: .closure, returnType: result)
        ctx.escapes = !nonEscapingClosures.contains(ObjectIdentifier(c))
        contexts.append(ctx)
        checkBody(c.body, ctx, closingAt: e.range)
        contexts.removeLast()
        scopes.removeLast()
        if let arityMismatch { return arityMismatch }
        let throwing = c.declaresThrows || ctx.throwsOut
        if let destructured {
            destructuringClosures.append((c, destructured, result, e.range))
            return .fn([destructured], result, throwing: throwing)
        }
        return .fn(paramTypes, result, throwing: throwing)
    }

    /// A function's or closure's body. A body that is a single expression returns its value.
    func checkBody(_ body: [Stmt], _ ctx: FunctionContext, closingAt range: SourceRange) {
        let isClosure: Bool
        if case .closure = ctx.kind { isClosure = true } else { isClosure = false }
        if body.count == 1, !isUnsolved(ctx.returnType), !resolve(ctx.returnType).isVoid, isValueStatement(body[0]) {
            // `func sign(_ x: Int) -> String { if x < 0 { "-" } else { "+" } }`: the `if` is the value.
            let statement = body[0]
            statement.kind = .expression(Expr(.statementExpr(Stmt(statement.kind, statement.range)), statement.range))
        }
        if body.count == 1, case let .expression(x) = body[0].kind {
            let t = check(x, expected: ctx.returnType)
            // A single expression in a `Void` body is evaluated for its effect, as in Swift.
            if resolve(ctx.returnType).isVoid {
                checkFailableDelegation(body[0], x)
                return
            }
            if coerce(x, t, to: ctx.returnType) {
                ctx.sawReturnValue = true
            } else {
                reportMismatch(x, t, ctx.returnType, isClosure ? .closureResult : .returnValue)
            }
            return
        }
        scopes.append(Scope())
        checkStatements(body)
        scopes.removeLast()
        if !ctx.sawReturnValue, isUnsolved(ctx.returnType) {
            // `Result<Int, Error> { throw E.x }`: a closure that never returns has the result its
            // context asks for, and `Void` when nothing asks.
            if isClosure, alwaysExits(body) { solver.defaultToVoid(ctx.returnType) } else { solver.unify(ctx.returnType, .void) }
        }
        if !resolve(ctx.returnType).isVoid, !alwaysExits(body) {
            let end = SourceRange(max(range.start, range.end - 1), range.end)
            error("missing return in \(ctx.bodyDescription) expected to return \(describe(ctx.returnType))", at: end,
                  helps: ["every path through the body must end with `return` and a value"])
        }
    }

    func checkReturn(_ value: Expr?, at range: SourceRange) {
        if (context?.deferDepth ?? 0) > 0 { error("`return` cannot leave a `defer` body", at: range) }
        // `return nil` from a failable `init` gives no instance: its properties need not be set.
        var failing = false
        if let value, case .nilLiteral = value.kind, context?.isFailableInit == true { failing = true }
        if case .method("init") = context?.kind, !failing { checkInitComplete(at: range) }
        guard let ctx = context, !isTopLevelContext(ctx) else {
            if let value { check(value) }
            error("`return` can only be used inside a function or a closure", at: range)
            return
        }
        if ctx.isFailableInit, let value {
            if case .nilLiteral = value.kind {
                check(value, against: .optional(.void), .returnValue)
            } else {
                check(value)
                error("an initializer can only `return nil` (to fail) or `return`", at: value.range)
            }
            return
        }
        guard let value else {
            if isUnsolved(ctx.returnType) { solver.unify(ctx.returnType, .void) }
            if !resolve(ctx.returnType).isVoid {
                error("non-void function should return a value", at: range,
                      helps: ["return a value of type \(describe(ctx.returnType))"])
            }
            return
        }
        if resolve(ctx.returnType).isVoid, case .function = ctx.kind {
            let t = check(value)
            if !resolve(t).isVoid, !isErrorNode(value) {
                error("unexpected non-void return value in void function", at: value.range,
                      helps: ["declare the return type, e.g. `-> \(solver.describe(t))`"])
            }
            return
        }
        check(value, against: ctx.returnType, .returnValue)
        ctx.sawReturnValue = true
    }

    private func isTopLevelContext(_ ctx: FunctionContext) -> Bool {
        if case .topLevel = ctx.kind { return true }
        return false
    }

    // MARK: Control that does not fall through

    /// Whether running `stmts` never reaches the end: a `return`, `break`, `continue`, a call
    /// that never returns (`fatalError`), or branches that all do so.
    func alwaysExits(_ stmts: [Stmt], breakExits: Bool = true) -> Bool {
        stmts.contains { exits($0, breakExits: breakExits) }
    }

    private func exits(_ s: Stmt, breakExits: Bool) -> Bool {
        switch s.kind {
        case .returnStmt, .continueStmt, .throwStmt: return true
        case let .doCatch(body, catches):
            return alwaysExits(body, breakExits: breakExits) && catches.allSatisfy { alwaysExits($0.body, breakExits: breakExits) }
        case .breakStmt: return breakExits
        case let .expression(e): return neverCalls.contains(ObjectIdentifier(e))
        case let .ifStmt(_, then, elseBody):
            guard let elseBody else { return false }
            return alwaysExits(then, breakExits: breakExits) && alwaysExits(elseBody, breakExits: breakExits)
        case let .switchStmt(_, cases):
            // `break` in a case leaves only the switch; a case ending in `fallthrough` exits
            // when the case it falls into does.
            guard !cases.isEmpty else { return false }
            var nextExits = false
            for c in cases.reversed() {
                let fallsThrough: Bool
                if let last = c.body.last, case .fallthroughStmt = last.kind { fallsThrough = true } else { fallsThrough = false }
                nextExits = alwaysExits(c.body, breakExits: false) || (fallsThrough && nextExits)
                if !nextExits { return false }
            }
            return true
        case let .block(body): return alwaysExits(body, breakExits: breakExits)
        case let .repeatWhile(body, condition):
            if case .boolLiteral(true) = condition.kind { return !leavesLoop(body, label: s.label) }
            return alwaysExits(body, breakExits: false)
        case let .whileStmt(conditions, body):
            // `while true { … }` without a `break` out of it never ends but by `return`/`throw`.
            guard conditions.count == 1, case let .expression(c) = conditions[0], case .boolLiteral(true) = c.kind
            else { return false }
            return !leavesLoop(body, label: s.label)
        default: return false
        }
    }

    /// Whether a `break` in `stmts` leaves the loop they are the body of (named `label`).
    private func leavesLoop(_ stmts: [Stmt], label: String?, nested: Bool = false) -> Bool {
        stmts.contains { s in
            switch s.kind {
            case let .breakStmt(l): return l == nil ? !nested : l == label
            case let .ifStmt(_, then, elseBody):
                return leavesLoop(then, label: label, nested: nested) || leavesLoop(elseBody ?? [], label: label, nested: nested)
            case let .guardStmt(_, elseBody): return leavesLoop(elseBody, label: label, nested: nested)
            case let .block(body), let .deferStmt(body): return leavesLoop(body, label: label, nested: nested)
            case let .doCatch(body, catches):
                return leavesLoop(body, label: label, nested: nested) || catches.contains { leavesLoop($0.body, label: label, nested: nested) }
            case let .whileStmt(_, body), let .repeatWhile(body, _), let .forIn(_, _, _, body):
                return leavesLoop(body, label: label, nested: true)
            case let .switchStmt(_, cases):
                return cases.contains { leavesLoop($0.body, label: label, nested: true) }
            default: return false
            }
        }
    }
}
