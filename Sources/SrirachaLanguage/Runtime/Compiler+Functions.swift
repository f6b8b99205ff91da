/// Function bodies: `func` declarations (global, nested, methods; curried clauses become
/// nested closures), closure expressions, and the code that creates function values with
/// their captured variables.
extension Compiler {
    /// How a function receives `self`.
    enum SelfParameter {
        case none
        /// A method: `self` is the first argument.
        case value
        /// A `mutating` method or an `init`: `self` is a cell the caller writes back.
        case cell
    }

    static func isInout(_ t: SType?) -> Bool {
        if case .nominal("inout", _)? = t { return true }
        return false
    }

    /// The result type after all of `d`'s clauses are applied.
    func resultType(of d: FuncDecl) -> SType? {
        var t = d.resolvedType
        for _ in d.clauses {
            guard case .function(_, let r, _)? = t else { return nil }
            t = r
        }
        return t
    }

    /// Compiles clause `k` of `d` into `block`; a later clause becomes a closure that the body
    /// returns. Returns what the clause captures from `parent`.
    @discardableResult
    func compileClauses(_ d: FuncDecl, from k: Int, into block: CodeBlock, selfParameter: SelfParameter,
                        isInitializer: Bool = false, parent: CompileScope?) throws -> [Local] {
        let inner = CompileScope(parent: parent, body: d.body)
        let reified = !(d.reifiedParameters ?? []).isEmpty
        if reified { reifiedNesting += 1 }
        defer { if reified { reifiedNesting -= 1 } }
        return try nested(inner) {
            switch selfParameter {
            case .none: break
            case .value: inner.declare("self", mutable: false)
            case .cell: inner.declare("self", mutable: true, boxed: true)
            }
            for p in d.clauses[k] {
                inner.declare(p.name, mutable: false, boxed: Compiler.isInout(p.resolvedType))
            }
            var code: Code
            var intCode: IntCode?
            var intNode: IntNode?
            if k + 1 < d.clauses.count {
                let next = newBlock(name: d.name, paramCount: d.clauses[k + 1].count,
                                    labels: d.clauses[k + 1].map(\.label))
                let captures = try compileClauses(d, from: k + 1, into: next, selfParameter: .none, parent: inner)
                code = closureMaker(next, captures, wrapsResult: false, display: .named(d.name))
            } else if !isInitializer, resultType(of: d) == .int, let e = Compiler.singleExpression(d.body),
                      e.type == .int, e.promotions == 0 {
                let node = try compileIntNode(e)
                if selfParameter == .none, !d.clauses[k].contains(where: { Compiler.isInout($0.resolvedType) }) {
                    block.intTemplate = intTemplate(e, paramCount: d.clauses[k].count)
                }
                intNode = node
                let child = IntChild(node)
                intCode = { f in try child.run(f) }
                code = { f in .int(try child.run(f)) }
            } else {
                code = try compileBody(d.body, resultType: isInitializer ? .void : resultType(of: d))
                if isInitializer {
                    let body = code
                    if d.isFailable {
                        // `init?`: `return nil` gives `nil`; otherwise the new value, wrapped.
                        code = { f in
                            if case .enumCase(let e) = try body(f), e.type === EnumType.optional, e.caseIndex == 0 {
                                return .none
                            }
                            return .some(f.base[0].unboxed)
                        }
                    } else {
                        code = { f in
                            _ = try body(f)
                            return f.base[0].unboxed
                        }
                    }
                }
            }
            block.finish(frameSize: inner.frameSize, body: code, intBody: intCode, intNode: intNode)
            return inner.captures
        }
    }

    /// The expression a body consists of: `{ e }` or `{ return e }`.
    static func singleExpression(_ body: [Stmt]) -> Expr? {
        guard body.count == 1 else { return nil }
        switch body[0].kind {
        case .expression(let e): return e
        case .returnStmt(let e?): return e
        default: return nil
        }
    }

    /// A function body: a single expression returns its value; statements run until `return`.
    func compileBody(_ body: [Stmt], resultType: SType?) throws -> Code {
        let returnsVoid = resultType?.isVoid ?? false
        if body.count == 1, !body[0].propagatesFailedInit {
            switch body[0].kind {
            case .expression(let e):
                let c = try compile(e)
                if returnsVoid {
                    return { f in
                        _ = try c(f)
                        return .void
                    }
                }
                return c
            case .returnStmt(let e?):
                return try compile(e)
            default: break
            }
        }
        let code = try compileStatements(body)
        return { f in
            if case .returned(let v) = try code(f) { return v }
            return .void
        }
    }

    /// A closure expression: parameters from the list or `$0`, `$1`, … from the context's type.
    func compileClosure(_ e: Expr, _ c: ClosureExpr) throws -> Code {
        var paramTypes: [SType] = []
        var result: SType?
        if case let .function(params, r, _)? = e.type {
            paramTypes = params
            result = r
        }
        var params: [(name: String, isInout: Bool)]
        if let explicit = c.parameters {
            if explicit.contains(where: { $0.isWeakCapture != nil }) { return try compileWeakCapturing(c, explicit, result: result) }
            params = explicit.enumerated().map { i, p in
                (p.name, Compiler.isInout(p.resolvedType ?? (i < paramTypes.count ? paramTypes[i] : nil)))
            }
        } else {
            let n = max(paramTypes.count, c.dollarCount)
            params = (0..<n).map { i in ("$\(i)", i < paramTypes.count && Compiler.isInout(paramTypes[i])) }
        }
        let block = newBlock(name: "closure", paramCount: params.count, labels: params.map { _ in nil })
        let inner = CompileScope(parent: context, body: c.body)
        let captures: [Local] = try nested(inner) {
            for p in params { inner.declare(p.name, mutable: false, boxed: p.isInout) }
            // A single expression whose value is the result may run as a node: a call of this
            // closure from a node (`g(f($0))`) then enters it without a closure in between.
            if result?.isVoid != true, let e = Compiler.singleExpression(c.body) {
                let node = try compileValueNode(e)
                if !params.contains(where: \.isInout) {
                    block.intTemplate = intTemplate(e, paramCount: params.count)
                }
                if let wrapped = node as? CodeValueNode {
                    block.finish(frameSize: inner.frameSize, body: wrapped.code)
                } else {
                    let child = ValueChild(node)
                    block.finish(frameSize: inner.frameSize, body: { f in try child.run(f) }, node: node)
                }
                return inner.captures
            }
            if params.count == 1, params[0].isInout, result?.isVoid == true,
               let sequence = try inoutSequence(c, parameter: params[0].name) {
                let m = machine
                block.inoutSequence = sequence
                block.finish(frameSize: inner.frameSize, body: { f in try sequence.run(m, f) })
                return inner.captures
            }
            if params.count == 1, params[0].isInout, result?.isVoid == true {
                block.fieldSet = constantFieldSet(c.body, parameter: params[0].name)
            }
            let code = try compileBody(c.body, resultType: result)
            block.finish(frameSize: inner.frameSize, body: code)
            return inner.captures
        }
        let make = closureMaker(block, captures, wrapsResult: false, display: .source(c.sourceText))
        return reifiedNesting > 0 ? keepingTypeArguments(make) : make
    }

    /// A closure made inside a function that gets type arguments at run time (`{ $0 is T }`
    /// in `func maker<T>`): it keeps the ones of the call that made it, and has them again
    /// whenever it runs, also after that call returned.
    func keepingTypeArguments(_ make: @escaping Code) -> Code {
        let m = machine
        return { f in
            let made = try make(f)
            guard case let .function(inner) = made else { return made }
            let kept = m.typeArguments
            if kept.isEmpty { return .function(inner) }
            return .function(Function(arity: inner.arity, display: inner.display) { args in
                let depth = m.typeArguments.count
                m.typeArguments += kept
                defer { m.typeArguments.removeSubrange(depth...) }
                return try inner.invoke(args)
            })
        }
    }

    /// Code that creates the function value, loading what it captures from the current frame.
    func closureMaker(_ block: CodeBlock, _ captures: [Local], wrapsResult: Bool,
                      display: FunctionDisplay) -> Code {
        let m = machine
        if captures.isEmpty {
            let fn = Closure(block: block, machine: m, env: [], wrapsResult: wrapsResult, display: display).function()
            return constant(.function(fn))
        }
        struct Load {
            let run: (Frame) -> Value
        }
        let loads = captures.map { Load(run: readRaw($0)) }
        return { f in
            var env: [Value] = []
            env.reserveCapacity(loads.count)
            for load in loads { env.append(load.run(f)) }
            return .function(Closure(block: block, machine: m, env: env, wrapsResult: wrapsResult,
                                     display: display).function())
        }
    }

    // MARK: Declarations

    /// A top-level `func`: compiled once, called directly wherever it is named.
    func compileGlobalFunction(_ d: FuncDecl) throws -> StmtCode {
        let entry = registerGlobalFunction(d)
        let block = entry.block
        if d.clauses.count > 1 {
            let all = d.clauses.flatMap { $0 }
            let flat = newBlock(name: d.name, paramCount: all.count, labels: all.map(\.label))
            entry.uncurried = flat
            let inner = CompileScope(parent: nil, body: d.body)
            let reified = !(d.reifiedParameters ?? []).isEmpty
            if reified { reifiedNesting += 1 }
            defer { if reified { reifiedNesting -= 1 } }
            try nested(inner) {
                for p in all { inner.declare(p.name, mutable: false, boxed: Compiler.isInout(p.resolvedType)) }
                let code = try compileBody(d.body, resultType: resultType(of: d))
                flat.finish(frameSize: inner.frameSize, body: code)
            }
        }
        try compileClauses(d, from: 0, into: block, selfParameter: .none, parent: nil)
        return { _ in .next }
    }

    /// Makes a top-level function's entry (its block is compiled later), or finds the one made
    /// ahead (see `compileTopLevelGroup`).
    func registerGlobalFunction(_ d: FuncDecl) -> FunctionEntry {
        if registeredAhead.contains(ObjectIdentifier(d)), let entry = program.functions[ObjectIdentifier(d)] { return entry }
        let block = newBlock(name: d.name, paramCount: d.clauses.first?.count ?? 0,
                             labels: (d.clauses.first ?? []).map(\.label))
        let entry = FunctionEntry(decl: d, kind: .global, block: block)
        entry.value = Closure(block: block, machine: machine, env: [], wrapsResult: true,
                              display: .named(d.name)).function()
        program.functions[ObjectIdentifier(d)] = entry
        return entry
    }

    /// A nested `func`: a closure over the enclosing function's variables, stored in its slot
    /// (declared when the enclosing block was entered, so functions may call each other).
    func compileLocalFunction(_ d: FuncDecl) throws -> StmtCode {
        let local = context.lookup(d) ?? context.declareFunction(d)
        guard case .slot(let slot) = local.place else {
            throw failure("internal error: nested function slot", at: d.nameRange)
        }
        let block = newBlock(name: d.name, paramCount: d.clauses.first?.count ?? 0,
                             labels: (d.clauses.first ?? []).map(\.label))
        let captures = try compileClauses(d, from: 0, into: block, selfParameter: .none, parent: context)
        let make = closureMaker(block, captures, wrapsResult: true, display: .named(d.name))
        if local.boxed {
            return { f in
                let fn = try make(f)
                if case .box(let b) = f.base[slot] { b.value = fn } else { f.base[slot] = .box(Box(fn)) }
                return .next
            }
        }
        return { f in
            f.base[slot] = try make(f)
            return .next
        }
    }
}
