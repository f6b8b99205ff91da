/// Calls: of declared functions (direct, no function value involved), methods (`self` first;
/// a `mutating` one gets its receiver in a cell and the result is written back), natives,
/// memberwise initializers, enum cases, and function values.
extension Compiler {
    func compileCall(_ e: Expr, _ callee: Expr, _ arguments: [Argument]) throws -> Code {
        if let code = try compileCurriedCall(e) { return code }
        if let key = e.dynamicMember, key.hasPrefix("number:"), arguments.count == 1 {
            return try compileGenericNumberConversion(callee, key.count > 7 ? String(key.dropFirst(7)) : nil, arguments[0].value,
                                                      site(e.range))
        }
        if e.dynamicMember == "abs:", arguments.count == 1 {
            let x = try compile(arguments[0].value), s = site(e.range)
            return { f in
                do { return try Builtins.absoluteValue(try x(f)) } catch let e as RuntimeError { throw s.error(from: e) }
            }
        }
        var target = callee
        while case .paren(let inner) = target.kind, target.promotions == 0, target.chosen == nil { target = inner }
        let s = site(e.range)
        // `(f >>> g)(4)`: the callee is an operator's result, whose `chosen` is the operator
        // applied, not the function called here.
        var chosen = target.chosen
        switch target.kind {
        case .binary, .prefix, .postfix, .call, .subscriptAccess: chosen = nil
        default: break
        }
        switch chosen {
        case let d as FuncDecl:
            return try compileFuncDeclCall(e, target, d, arguments, s)
        case let n as NativeFunction:
            return try compileNativeCall(e, target, n, arguments, s)
        case let d as StructDecl where d.isClass:
            if isDelegation(target) { return constant(.void) }
            let type = try structType(e.allocates ?? d, at: target.range)
            return { f in .object(try Compiler.allocate(type, f)) }
        case let d as StructDecl:
            let type = try structType(d, at: target.range)
            let args = try compileArguments(e, arguments, defaults: d.properties.map(\.initializer))
            let make = general(args) { _, values in .structValue(StructValue(type: type, fields: values)) }
            if isDelegation(target), case .member(let base, _, _) = target.kind {
                // `self.init(x: 1, y: 2)` in an extension's `init`: the memberwise instance is `self`.
                let place = try compilePlace(base)
                return { f in
                    let made = try make(f)
                    try place.access(f, []) { $0 = made }
                    return .void
                }
            }
            return make
        case let r as EnumCaseRef:
            let type = try enumType(r.decl, at: target.range)
            let index = r.index
            let args = try compileArguments(e, arguments, defaults: nil)
            return general(args) { _, values in .enumCase(EnumValue(type: type, caseIndex: index, payload: values)) }
        default:
            if let node = try valueCallNode(e, target, arguments) {
                let child = ValueChild(node)
                return { f in try child.run(f) }
            }
            return try compileValueCall(target, try compileArguments(e, arguments, defaults: nil), s)
        }
    }

    private func compileFuncDeclCall(_ e: Expr, _ target: Expr, _ d: FuncDecl, _ arguments: [Argument],
                                     _ s: Site) throws -> Code {
        if context.lookup(d) != nil {
            let defaults = (d.clauses.first ?? []).map(\.defaultValue)
            return try compileValueCall(target, try compileArguments(e, arguments, defaults: defaults), s)
        }
        if let key = target.dynamicMember, key.hasPrefix("static:"), case .member(let base, _, _) = target.kind,
           base.dynamicMember == Checker.protocolDelegationMark || base.dynamicMember == Checker.protocolSelfMark {
            return try protocolDelegation(e, d, base: base, key: String(key.dropFirst(7)), arguments, s,
                                          makesSelf: base.dynamicMember == Checker.protocolDelegationMark)
        }
        if let key = target.dynamicMember, key.hasPrefix("static:"), case .member(let base, _, _) = target.kind {
            return try compileTypeStaticCall(e, d, base: base, key: String(key.dropFirst(7)), arguments, s)
        }
        if let key = target.dynamicMember, key.hasPrefix("type:"), case .member(let base, _, _) = target.kind {
            return try compileTypeMethodCall(e, d, base: base, key: key, arguments, s)
        }
        if let key = target.dynamicMember, case .member(let base, _, _) = target.kind {
            return try compileDynamicCall(e, d, base: base, key: key, arguments, s)
        }
        if isDelegation(target), case .member(let base, _, _) = target.kind,
           case .initializer(let type, _) = try functionEntry(d, at: target.range).kind, !type.isClass {
            // `self.init(…)` in a struct's `init`: the instance the other `init` makes is `self`.
            let (block, args, _) = try directCallPlan(e, target, d, arguments)
            let call = directCall(block, args, s, display: nil)
            let place = try compilePlace(base)
            if d.isFailable {
                // `self.init(…)` of an `init?`: `nil` when it fails (see `Stmt.propagatesFailedInit`,
                // and `!` after the call), otherwise the new value is `self`.
                return { f in
                    guard case .enumCase(let v) = try call(f).unboxed, v.type === EnumType.optional,
                          v.caseIndex == 1, let made = v.payload.first else { return .none }
                    try place.access(f, []) { $0 = made.unboxed }
                    return .some(.void)
                }
            }
            return { f in
                let made = try call(f).unboxed
                try place.access(f, []) { $0 = made }
                return .void
            }
        }
        let (block, args, display) = try directCallPlan(e, target, d, arguments)
        if d.isStatic || isGlobal(d), case .nominal("Mod", _)? = resultType(of: d) {
            // `.text("Hi")`, `set(\Label.text, "Hi")`: the Mod a static or global function
            // makes shows the call.
            let m = machine, env = m.emptyEnv
            let name = d.isStatic ? "." + d.name : d.name
            return general(args, site: s) { f, values in
                ModValues.relabel(try m.callN(block, env, values, f, s),
                                  .applied(.named(name), values.map(ModValues.argumentText)))
            }
        }
        return directCall(block, args, s, display: display)
    }

    /// Whether `d` is a top-level function (not a method or a local function).
    private func isGlobal(_ d: FuncDecl) -> Bool {
        if case .global? = program.functions[ObjectIdentifier(d)]?.kind { return true }
        return false
    }

    /// A call of a declared global function, method or `init`: its block, the arguments (the
    /// receiver first), and how a function result is shown.
    func directCallPlan(_ e: Expr, _ target: Expr, _ d: FuncDecl, _ arguments: [Argument])
        throws -> (CodeBlock, ArgumentList, FunctionDisplay?) {
        let defaults = (d.clauses.first ?? []).map(\.defaultValue)
        let entry = try functionEntry(d, at: target.range)
        var receiver: Receiver?
        var display: FunctionDisplay?
        switch entry.kind {
        case .global, .staticMethod:
            if mayReturnFunction(d) { display = .named(d.name) }
            if let owner = d.receivesClass { receiver = .value(try calledClass(target, declaredIn: owner)) }
        case .method(let mutating):
            guard case .member(let base, _, _) = target.kind else {
                throw failure("the method `\(d.name)` needs a value to call it on", at: target.range)
            }
            receiver = mutating ? .place(try compilePlace(base)) : .value(try compile(base))
        case let .initializer(type, _) where type.isClass:
            guard case .member(let base, _, _) = target.kind, isDelegation(target) else {
                let made = try e.allocates.map { try structType($0, at: target.range) } ?? type
                receiver = .value({ f in .object(try Compiler.allocate(made, f)) })
                break
            }
            receiver = .value(try compile(base))
        case .valueInitializer:
            if isDelegation(target), case .member(let base, _, _) = target.kind {
                receiver = .place(try compilePlace(base))
            } else if d.extendedProtocol != nil {
                // An `init` of a protocol extension: the cell holds the type to make until its
                // `self.init(…)` replaces it with the value (see `protocolDelegation`).
                let owner = Value.string(Compiler.madeTypeName(e.type))
                receiver = .value({ _ in .box(Box(owner)) })
            } else {
                receiver = .value({ _ in .box(Box(.void)) })
            }
        case let .initializer(type, decl):
            let fields = try decl.properties.map { p in
                if let e = p.initializer { return CodeRef(run: try compileDetached(e)) }
                return CodeRef(run: constant(.void))
            }
            receiver = .value({ f in
                var values: [Value] = []
                values.reserveCapacity(fields.count)
                for c in fields { values.append(try c.run(f)) }
                return .box(Box(.structValue(StructValue(type: type, fields: values))))
            })
        }
        let args = try compileArguments(e, arguments, defaults: defaults, receiver: receiver)
        return (entry.block, args, display)
    }

    /// `f(x)` as an unboxed `Int`, for a declared function returning `Int`: the argument and
    /// the result skip boxing.
    func compileIntCall(_ e: Expr, _ callee: Expr, _ arguments: [Argument]) throws -> IntCode? {
        guard e.reified == nil, let d = callee.chosen as? FuncDecl, context.lookup(d) == nil,
              let entry = program.functions[ObjectIdentifier(d)], case .global = entry.kind,
              d.clauses.count == 1 else { return nil }
        let (block, args, display) = try directCallPlan(e, callee, d, arguments)
        guard display == nil, args.places.isEmpty else { return nil }
        let m = machine, env = m.emptyEnv, s = site(e.range)
        let call: Code
        switch args.codes.count {
        case 1:
            if let ia = args.ints[0]?.run {
                return { f in try m.callInt1(block, env, .int(try ia(f)), f, s) }
            }
            let a = args.codes[0].run
            return { f in try m.callInt1(block, env, try a(f), f, s) }
        case 2:
            let a = args.codes[0].run, b = args.codes[1].run
            call = { f in try m.call2(block, env, try a(f), try b(f), f, s) }
        default:
            return nil
        }
        return { f in
            if case .int(let n) = try call(f) { return n }
            throw Compiler.internalError("expected an `Int` result", s)
        }
    }

    /// `sum(1)(2)(3)`: every clause of a curried global function applied at once, calling its
    /// uncurried body directly.
    private func compileCurriedCall(_ e: Expr) throws -> Code? {
        var calls: [(call: Expr, arguments: [Argument])] = []
        var node = e
        while case let .call(callee, arguments, _) = node.kind {
            calls.append((node, arguments))
            node = callee
            while case .paren(let inner) = node.kind, node.promotions == 0, node.chosen == nil { node = inner }
            if node.chosen != nil { break }
        }
        guard calls.count > 1, let d = node.chosen as? FuncDecl, d.clauses.count == calls.count,
              context.lookup(d) == nil, let entry = program.functions[ObjectIdentifier(d)],
              case .global = entry.kind, let flat = entry.uncurried else { return nil }
        switch resultType(of: d) {
        case .function?, .parameter?, nil: return nil
        default: break
        }
        var args = ArgumentList()
        for (k, c) in calls.reversed().enumerated() {
            let defaults = k == 0 ? d.clauses[0].map(\.defaultValue) : nil
            if k > 0, c.call.argumentMapping != nil { return nil }
            if c.call !== e, c.call.promotions != 0 { return nil }
            let part = try compileArguments(c.call, c.arguments, defaults: defaults)
            guard part.places.isEmpty, part.codes.count == d.clauses[k].count else { return nil }
            args.codes += part.codes
            args.operands += part.operands
            args.written += part.written
            args.ints += part.ints
        }
        return directCall(flat, args, site(e.range), display: nil)
    }

    /// True when a call of `d` may produce a function, which then prints as the application.
    func mayReturnFunction(_ d: FuncDecl) -> Bool {
        if d.clauses.count > 1 { return true }
        guard case .function(_, let result, _)? = d.resolvedType else { return true }
        switch result {
        case .function, .parameter: return true
        default: return false
        }
    }

    /// Calls a compiled block directly: no function value, arguments straight into its frame.
    func directCall(_ block: CodeBlock, _ args: ArgumentList, _ s: Site, display: FunctionDisplay?) -> Code {
        let m = machine
        let env = m.emptyEnv
        if args.places.isEmpty, display == nil {
            let c = args.codes
            switch c.count {
            case 0: return { f in try m.call0(block, env, f, s) }
            case 1:
                if let ia = args.ints[0]?.run {
                    return { f in try m.call1(block, env, .int(try ia(f)), f, s) }
                }
                let a = args.operands[0]
                return { f in try m.call1(block, env, try a.load(f), f, s) }
            case 2:
                let a = args.operands[0], b = args.operands[1]
                return { f in try m.call2(block, env, try a.load(f), try b.load(f), f, s) }
            case 3:
                let a = c[0].run, b = c[1].run, d = c[2].run
                return { f in try m.call3(block, env, try a(f), try b(f), try d(f), f, s) }
            default: break
            }
        }
        let written = args.written.contains { $0 != nil } ? args.written : nil
        return general(args, site: s) { f, values in
            let result = try m.callN(block, env, values, f, s)
            if let display {
                return Closure.applied(result, of: display, labels: block.labels, to: values, written: written)
            }
            return result
        }
    }

    private func compileNativeCall(_ e: Expr, _ target: Expr, _ native: NativeFunction, _ arguments: [Argument],
                                   _ s: Site) throws -> Code {
        var n = native.typedBody == nil || (native.owner != nil && !native.takesCallType)
            ? native : native.specialised(to: (native.takesCallType ? [e.type] : []) + arguments.map { $0.value.type })
        if native.takesCallType, let r = e.reified, r.callee == nil, let callType = e.type, let typed = native.typedBody {
            // `decode(type, from: data)` in a generic function: the type its running call binds.
            let m = machine, owners = r.owners, argumentTypes = arguments.map { $0.value.type }, s = site(e.range)
            n = NativeFunction(owner: native.owner, name: native.name, labels: native.labels, signature: native.signature) { values in
                try typed(values, [try m.bindingTypeArguments(callType, owners, s)] + argumentTypes)
            }
        }
        var receiver: Receiver?
        if n.owner != nil, case .member(let base, _, _) = target.kind {
            receiver = n.isMutating ? .place(try compilePlace(base)) : .value(try selfCode(base))
        }
        let args = try compileArguments(e, arguments, defaults: nil, receiver: receiver)
        let m = machine
        if args.places.isEmpty {
            let c = args.codes
            switch c.count {
            case 0: return { f in try m.callNative(n, [], f, s) }
            case 1:
                let a = c[0].run
                return { f in try m.callNative(n, [try a(f)], f, s) }
            case 2:
                let a = c[0].run, b = c[1].run
                return { f in try m.callNative(n, [try a(f), try b(f)], f, s) }
            default: break
            }
        }
        return general(args, site: s) { f, values in try m.callNative(n, values, f, s) }
    }

    /// Calls whatever function value `target` evaluates to.
    func compileValueCall(_ target: Expr, _ args: ArgumentList, _ s: Site) throws -> Code {
        if let code = try inoutValueCall(target, args, s) { return code }
        let calleeOperand = try compileOperand(target)
        let callee: Code = { f in try calleeOperand.load(f) }
        let m = machine
        if args.places.isEmpty, calleeOperand.kind == .env, args.codes.count <= 2 {
            // A function captured by the running closure: called without retaining it.
            let i = calleeOperand.index
            let notFunction = Compiler.internalError("calling a non-function", s)
            let layout = Borrow.functionTag
            if args.codes.count == 1 {
                let a = args.operands[0]
                return { f in
                    if let fn = Borrow.function(in: f.env + i, layout: layout) { return try m.call(fn, try a.load(f), f, s) }
                    guard case .function(let fn) = f.env[i] else { throw notFunction }
                    return try m.call(fn, try a.load(f), f, s)
                }
            }
            if args.codes.count == 2 {
                let a = args.operands[0], b = args.operands[1]
                return { f in
                    if let fn = Borrow.function(in: f.env + i, layout: layout) {
                        return try m.call(fn, try a.load(f), try b.load(f), f, s)
                    }
                    guard case .function(let fn) = f.env[i] else { throw notFunction }
                    return try m.call(fn, try a.load(f), try b.load(f), f, s)
                }
            }
        }
        if args.places.isEmpty {
            let c = args.codes
            switch c.count {
            case 1:
                let a = args.operands[0]
                return { f in
                    guard case .function(let fn) = try calleeOperand.load(f) else {
                        throw Compiler.internalError("calling a non-function", s)
                    }
                    return try m.call(fn, try a.load(f), f, s)
                }
            case 2:
                let a = args.operands[0], b = args.operands[1]
                return { f in
                    guard case .function(let fn) = try calleeOperand.load(f) else {
                        throw Compiler.internalError("calling a non-function", s)
                    }
                    return try m.call(fn, try a.load(f), try b.load(f), f, s)
                }
            default:
                return { f in
                    guard case .function(let fn) = try callee(f) else { throw Compiler.internalError("calling a non-function", s) }
                    var values: [Value] = []
                    values.reserveCapacity(c.count)
                    for a in c { values.append(try a.run(f)) }
                    return try m.call(fn, values, f, s)
                }
            }
        }
        return general(args, before: callee, site: s) { f, values in
            guard let first = values.first, case .function(let fn) = first else {
                throw Compiler.internalError("calling a non-function", s)
            }
            return try m.call(fn, Array(values.dropFirst()), f, s)
        }
    }
}
