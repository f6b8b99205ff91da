/// Statements: blocks and scopes, declarations, `if`/`guard`/`switch`, `return`, `break`,
/// `continue`. Loops are in `Compiler+Loops.swift`.
extension Compiler {
    func compileStatement(_ s: Stmt) throws -> StmtCode {
        switch s.kind {
        case .expression(let e) where s.propagatesFailedInit:
            // `super.init(…)` of an `init?` that gave `nil`: this `init` gives `nil` too, and the
            // instance it was making is dropped without its `deinit`.
            let c = try compile(e)
            return { f in
                guard case .enumCase(let v) = try c(f), v.type === EnumType.optional, v.caseIndex == 0 else { return .next }
                if case .object(let instance) = f.base[0].unboxed { instance.dropWithoutDeinit() }
                return .returned(.none)
            }
        case .expression(let e):
            let c = try compile(e)
            return { f in
                _ = try c(f)
                return .next
            }
        case .variable(let d): return try compileVariable(d, s)
        case .function(let d):
            return context.declaresGlobals ? try compileGlobalFunction(d) : try compileLocalFunction(d)
        case .structDecl(let d): return try withNestedTypes(d.nestedTypes) { try compileStruct(d) }
        case .enumDecl(let d): return try withNestedTypes(d.nestedTypes) { try compileEnum(d) }
        case .protocolDecl(let d):
            program.protocolParents[d.name] = Compiler.names(d.inherited)
            return { _ in .next }
        case .typeAlias, .operatorDecl, .importDecl: return { _ in .next }
        case .extensionDecl(let d): return try withNestedTypes(d.nestedTypes) { try compileExtension(d) }
        case .throwStmt(let e): return try compileThrow(e)
        case let .doCatch(body, catches): return labelled(s, try compileDoCatch(body, catches))
        case let .ifStmt(conditions, then, elseBody):
            context.push()
            let test = try compileConditions(conditions)
            let yes = try compileStatements(then)
            context.pop()
            guard let elseBody else {
                return labelled(s, { f in try test(f) ? try yes(f) : .next })
            }
            let no = try compileStatements(elseBody)
            return labelled(s, { f in try test(f) ? try yes(f) : try no(f) })
        case let .guardStmt(conditions, elseBody):
            // The else branch is compiled first: the guard's bindings are not visible in it.
            let no = try compileStatements(elseBody)
            let test = try compileConditions(conditions)
            return { f in try test(f) ? .next : try no(f) }
        case .whileStmt, .repeatWhile, .forIn:
            return try compileLoop(s)
        case let .switchStmt(subject, cases):
            return labelled(s, try compileSwitch(s, subject, cases))
        case .returnStmt(let e):
            guard let e else { return { _ in .returned(.void) } }
            let c = try compile(e)
            if s.failsUninitialised {
                return { f in
                    if case .object(let instance) = f.base[0].unboxed { instance.dropWithoutDeinit() }
                    return .returned(try c(f))
                }
            }
            return { f in .returned(try c(f)) }
        case .breakStmt(let label):
            guard let label else { return { _ in .breakLoop } }
            return { _ in .breakLabel(label) }
        case .continueStmt(let label):
            guard let label else { return { _ in .continueLoop } }
            return { _ in .continueLabel(label) }
        case .fallthroughStmt: return { _ in .fallingThrough }
        case .deferStmt:
            // Blocks run their `defer`s themselves (`compileSequence`); one here is at the top level.
            throw failure("`defer` is only allowed inside a block", at: s.range)
        case .block(let body): return labelled(s, try compileStatements(body))
        case .error: throw failure("this statement could not be parsed", at: s.range)
        }
    }

    /// A type's nested types first (its members may use them), then the type.
    private func withNestedTypes(_ nested: [Stmt], _ outer: () throws -> StmtCode) throws -> StmtCode {
        if nested.isEmpty { return try outer() }
        var codes = try nested.map { StmtRef(run: try compileStatement($0)) }
        codes.append(StmtRef(run: try outer()))
        return Compiler.sequence(codes)
    }

    /// A block in its own scope. Nested functions are declared on entry so that they can call
    /// each other whatever their order.
    func compileStatements(_ body: [Stmt]) throws -> StmtCode {
        context.push()
        defer { context.pop() }
        var cells: [Int] = []
        for s in body {
            if case .function(let d) = s.kind {
                let local = context.declareFunction(d)
                if local.boxed, case .slot(let i) = local.place { cells.append(i) }
            }
        }
        let code = try compileSequence(body[...])
        if cells.isEmpty { return code }
        let state = machine.state
        return { f in
            for i in cells { f.base[i] = .box(Box(.void, epoch: state.pointee.epoch)) }
            return try code(f)
        }
    }

    /// Statements in order; the statements after a `defer` run under it, so that its body runs
    /// when they are left: at the end, by `return`/`break`/`continue`, or by a thrown error.
    private func compileSequence(_ body: ArraySlice<Stmt>) throws -> StmtCode {
        guard let i = body.firstIndex(where: { if case .deferStmt = $0.kind { return true }; return false }),
              case .deferStmt(let deferred) = body[i].kind else {
            return Compiler.sequence(try body.map { StmtRef(run: try compileStatement($0)) })
        }
        var codes = try body[..<i].map { StmtRef(run: try compileStatement($0)) }
        let cleanup = try compileStatements(deferred)
        let rest = try compileSequence(body[(i + 1)...])
        codes.append(StmtRef { f in
            let flow: Flow
            do {
                flow = try rest(f)
            } catch let thrown as ThrownError {
                _ = try cleanup(f)
                throw thrown
            }
            _ = try cleanup(f)
            return flow
        })
        return Compiler.sequence(codes)
    }

    /// A labelled `if`, `switch` or `do`: `break label` leaves it.
    private func labelled(_ s: Stmt, _ code: @escaping StmtCode) -> StmtCode {
        guard let label = s.label else { return code }
        return { f in
            let flow = try code(f)
            if case .breakLabel(let l) = flow, l == label { return .next }
            return flow
        }
    }

    static func sequence(_ codes: [StmtRef]) -> StmtCode {
        switch codes.count {
        case 0: return { _ in .next }
        case 1: return codes[0].run
        case 2:
            let a = codes[0].run, b = codes[1].run
            return { f in
                let r = try a(f)
                if case .next = r { return try b(f) }
                return r
            }
        default:
            return { f in
                for c in codes {
                    let r = try c.run(f)
                    if case .next = r { continue }
                    return r
                }
                return .next
            }
        }
    }

    /// `cond, let x = e, case p = e`: all must hold; bindings go into the current scope.
    func compileConditions(_ conditions: [Condition]) throws -> BoolCode {
        var parts: [BoolRef] = []
        for c in conditions {
            switch c {
            case .expression(let e):
                parts.append(BoolRef(run: try compileBool(e)))
            case let .optionalBinding(isVar, name, _, value):
                let v = try compile(value)
                let store = declareVariable(name, mutable: isVar)
                parts.append(BoolRef { f in
                    let o = try v(f)
                    if case .enumCase(let ev) = o, ev.type === EnumType.optional {
                        guard ev.caseIndex == 1, let payload = ev.payload.first else { return false }
                        store(f, payload)
                        return true
                    }
                    store(f, o)
                    return true
                })
            case let .casePattern(pattern, value):
                let v = try compile(value)
                let match = try compilePattern(pattern, bind: declaringBinder())
                parts.append(BoolRef { f in try match(try v(f), f) })
            }
        }
        switch parts.count {
        case 0: return { _ in true }
        case 1: return parts[0].run
        case 2:
            let a = parts[0].run, b = parts[1].run
            return { f in try a(f) && b(f) }
        default:
            return { f in
                for p in parts where try !p.run(f) { return false }
                return true
            }
        }
    }

    // MARK: switch

    /// `compileBody` compiles each case's body (a `switch` used as a value makes each give `.returned`).
    func compileSwitch(_ s: Stmt, _ subject: Expr, _ cases: [SwitchCase],
                       compileBody: (([Stmt]) throws -> StmtCode)? = nil) throws -> StmtCode {
        let value = try compile(subject)
        struct Case {
            let test: (Value, Frame) throws -> Bool
            let body: StmtCode
            /// The variables the case's patterns bind, by name.
            let locals: [String: Local]
        }
        var compiled: [Case] = []
        for c in cases {
            context.push()
            defer { context.pop() }
            var test: (Value, Frame) throws -> Bool
            var locals: [String: Local] = [:]
            if c.isDefault || c.patterns.isEmpty {
                test = { _, _ in true }
            } else {
                // Alternatives bind the same names to the same slots.
                var shared: [String: (Frame, Value) -> Void] = [:]
                let bind: Binder = { [unowned self] name, isVar in
                    if let store = shared[name] { return store }
                    let local = self.context.declare(name, mutable: isVar)
                    locals[name] = local
                    let store = self.initializer(for: local)
                    shared[name] = store
                    return store
                }
                let alternatives = try c.patterns.map { MatchRef(run: try compilePattern($0, bind: bind)) }
                if alternatives.count == 1 {
                    test = alternatives[0].run
                } else {
                    test = { v, f in
                        for a in alternatives where try a.run(v, f) { return true }
                        return false
                    }
                }
            }
            if let g = c.guardExpr {
                let guardCode = try compileBool(g)
                let match = test
                test = { v, f in try match(v, f) && guardCode(f) }
            }
            compiled.append(Case(test: test, body: try compileBody?(c.body) ?? compileStatements(c.body),
                                 locals: locals))
        }
        // `fallthrough` into a case that binds names hands it the values of the same names here.
        var handOver: [((Frame) throws -> Void)?] = []
        for (i, c) in compiled.enumerated() {
            guard i + 1 < compiled.count, !compiled[i + 1].locals.isEmpty else { handOver.append(nil); continue }
            var moves: [(Code, (Frame, Value) -> Void)] = []
            for (name, to) in compiled[i + 1].locals {
                if let from = c.locals[name] { moves.append((read(from, site(s.range)), initializer(for: to))) }
            }
            handOver.append({ f in for (get, set) in moves { set(f, try get(f)) } })
        }
        let site = self.site(s.range)
        return { f in
            let v = try value(f)
            for (i, c) in compiled.enumerated() where try c.test(v, f) {
                var r = try c.body(f)
                var next = i + 1
                while case .fallingThrough = r, next < compiled.count {
                    try handOver[next - 1]?(f)
                    r = try compiled[next].body(f)
                    next += 1
                }
                // `break` leaves the switch, not an enclosing loop.
                if case .breakLoop = r { return .next }
                if case .fallingThrough = r { return .next }
                return r
            }
            throw site.error("no case of the switch matched \(Printer.literal(v, limit: 200))")
        }
    }
}
