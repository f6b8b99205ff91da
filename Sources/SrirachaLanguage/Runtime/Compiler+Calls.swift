/// Calls: of declared functions (direct, no function value involved), methods (`self` first;
/// a `mutating` one gets its receiver in a cell and the result is written back), natives,
/// memberwise initializers, enum cases, and function values.
extension Compiler {
    /// Arguments in the callee's parameter order, defaults filled in.
    struct ArgumentList {
        var codes: [CodeRef] = []
        /// The same arguments, read inline where they are plain variables or constants.
        var operands: [Operand] = []
        /// For arguments written as a variable holding a function: its name, for display.
        var written: [String?] = []
        /// The same arguments as unboxed `Int`s, where their type is `Int`.
        var ints: [IntRef?] = []
        /// Parameters passed in a cell and written back after the call: `&x`, mutating `self`.
        var places: [(index: Int, place: PlaceCode)] = []
    }

    /// The receiver of a method call.
    enum Receiver {
        case value(Code)
        case place(PlaceCode)
    }

    func compileCall(_ e: Expr, _ callee: Expr, _ arguments: [Argument]) throws -> Code {
        var target = callee
        while case .paren(let inner) = target.kind, target.promotions == 0, target.chosen == nil { target = inner }
        let s = site(e.range)
        switch target.chosen {
        case let d as FuncDecl:
            return try compileFuncDeclCall(e, target, d, arguments, s)
        case let n as NativeFunction:
            return try compileNativeCall(e, target, n, arguments, s)
        case let d as StructDecl:
            let type = try structType(d, at: target.range)
            let args = try compileArguments(e, arguments, defaults: d.properties.map(\.initializer))
            return general(args) { _, values in .structValue(StructValue(type: type, fields: values)) }
        case let r as EnumCaseRef:
            let type = try enumType(r.decl, at: target.range)
            let index = r.index
            let args = try compileArguments(e, arguments, defaults: nil)
            return general(args) { _, values in .enumCase(EnumValue(type: type, caseIndex: index, payload: values)) }
        default:
            return try compileValueCall(target, try compileArguments(e, arguments, defaults: nil), s)
        }
    }

    private func compileFuncDeclCall(_ e: Expr, _ target: Expr, _ d: FuncDecl, _ arguments: [Argument],
                                     _ s: Site) throws -> Code {
        if context.lookup(d) != nil {
            let defaults = (d.clauses.first ?? []).map(\.defaultValue)
            return try compileValueCall(target, try compileArguments(e, arguments, defaults: defaults), s)
        }
        let (block, args, display) = try directCallPlan(e, target, d, arguments)
        return directCall(block, args, s, display: display)
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
        case .method(let mutating):
            guard case .member(let base, _, _) = target.kind else {
                throw failure("the method `\(d.name)` needs a value to call it on", at: target.range)
            }
            receiver = mutating ? .place(try compilePlace(base)) : .value(try compile(base))
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
        guard let d = callee.chosen as? FuncDecl, context.lookup(d) == nil,
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

    /// True when a call of `d` may produce a function, which then prints as the application.
    func mayReturnFunction(_ d: FuncDecl) -> Bool {
        if d.clauses.count > 1 { return true }
        guard case .function(_, let result)? = d.resolvedType else { return true }
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
        return general(args) { f, values in
            let result = try m.callN(block, env, values, f, s)
            if let display {
                return Closure.applied(result, of: display, labels: block.labels, to: values, written: written)
            }
            return result
        }
    }

    private func compileNativeCall(_ e: Expr, _ target: Expr, _ n: NativeFunction, _ arguments: [Argument],
                                   _ s: Site) throws -> Code {
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
        return general(args) { f, values in try m.callNative(n, values, f, s) }
    }

    /// Calls whatever function value `target` evaluates to.
    func compileValueCall(_ target: Expr, _ args: ArgumentList, _ s: Site) throws -> Code {
        let calleeOperand = try compileOperand(target)
        let callee: Code = { f in try calleeOperand.load(f) }
        let m = machine
        if args.places.isEmpty, calleeOperand.kind == .env, args.codes.count <= 2 {
            // A function captured by the running closure: called without retaining it.
            let i = calleeOperand.index
            let notFunction = Compiler.internalError("calling a non-function", s)
            if args.codes.count == 1 {
                let a = args.operands[0]
                return { f in
                    let x = try a.load(f)
                    if let r = try Borrow.function(in: f.env + i, { fn in try m.call(fn, x, f, s) }) { return r }
                    guard case .function(let fn) = f.env[i] else { throw notFunction }
                    return try m.call(fn, x, f, s)
                }
            }
            if args.codes.count == 2 {
                let a = args.operands[0], b = args.operands[1]
                return { f in
                    let x = try a.load(f), y = try b.load(f)
                    if let r = try Borrow.function(in: f.env + i, { fn in try m.call(fn, x, y, f, s) }) { return r }
                    guard case .function(let fn) = f.env[i] else { throw notFunction }
                    return try m.call(fn, x, y, f, s)
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
        return general(args, before: callee) { f, values in
            guard let first = values.first, case .function(let fn) = first else {
                throw Compiler.internalError("calling a non-function", s)
            }
            return try m.call(fn, Array(values.dropFirst()), f, s)
        }
    }

    // MARK: Arguments

    func compileArguments(_ e: Expr, _ arguments: [Argument], defaults: [Expr?]?,
                          receiver: Receiver? = nil) throws -> ArgumentList {
        var list = ArgumentList()
        switch receiver {
        case .value(let c)?:
            list.written.append(nil)
            list.codes.append(CodeRef(run: c))
            list.operands.append(.code(c))
            list.ints.append(nil)
        case .place(let p)?:
            list.written.append(nil)
            list.places.append((0, p))
            list.codes.append(CodeRef(run: constant(.void)))
            list.operands.append(.constant(.void))
            list.ints.append(nil)
        case nil: break
        }
        if let mapping = e.argumentMapping {
            for (k, m) in mapping.enumerated() {
                if let i = m {
                    guard i >= 0, i < arguments.count else { throw failure("internal error: argument mapping", at: e.range) }
                    try appendArgument(arguments[i].value, to: &list)
                } else if let defaults, k < defaults.count, let d = defaults[k] {
                    list.written.append(nil)
                    let c = try compileDetached(d)
                    list.codes.append(CodeRef(run: c))
                    list.operands.append(.code(c))
                    list.ints.append(nil)
                } else {
                    throw failure("missing argument for parameter \(k + 1)", at: e.range)
                }
            }
        } else {
            for a in arguments { try appendArgument(a.value, to: &list) }
        }
        return list
    }

    private func appendArgument(_ x: Expr, to list: inout ArgumentList) throws {
        if case .identifier(let name) = x.kind, x.type?.isFunction == true, x.promotions == 0 {
            list.written.append(name)
        } else {
            list.written.append(nil)
        }
        if case .prefix(let op, let inner) = x.kind, op == "&" {
            list.places.append((list.codes.count, try compilePlace(inner)))
            list.codes.append(CodeRef(run: constant(.void)))
            list.operands.append(.constant(.void))
            list.ints.append(nil)
        } else if x.type == .int, x.promotions == 0, Compiler.isArithmetic(x) {
            let ic = try compileInt(x)
            let c: Code = { f in .int(try ic(f)) }
            list.codes.append(CodeRef(run: c))
            list.operands.append(.code(c))
            list.ints.append(IntRef(run: ic))
        } else {
            let operand = try compileOperand(x)
            if operand.kind == .code {
                list.codes.append(CodeRef(run: operand.code))
            } else {
                list.codes.append(CodeRef(run: { f in try operand.load(f) }))
            }
            list.operands.append(operand)
            list.ints.append(nil)
        }
    }

    /// A plain unboxed variable or a literal is read inline; anything else is compiled.
    func compileOperand(_ x: Expr) throws -> Operand {
        if x.promotions == 0, x.chosen == nil {
            switch x.kind {
            case .identifier(let name):
                if let local = context.lookup(name), !local.boxed {
                    switch local.place {
                    case .slot(let i): return .slot(i)
                    case .capture(let i): return .env(i)
                    }
                }
            case .intLiteral(let i): return .constant(.int(i))
            case .stringLiteral(let s): return .constant(.string(s))
            case .boolLiteral(let b): return .constant(.bool(b))
            case .paren(let inner): return try compileOperand(inner)
            default: break
            }
        }
        return .code(try compile(x))
    }

    /// Integer arithmetic or a literal: worth computing unboxed.
    static func isArithmetic(_ x: Expr) -> Bool {
        switch x.kind {
        case .intLiteral: return true
        case .binary(let op, _, _, _): return arithmeticOperators.contains(op)
        case .prefix(let op, _): return op == "-"
        default: return false
        }
    }

    /// Compiles an expression that may only refer to globals (a default argument, a property's
    /// initial value) so it can run in any caller's frame.
    func compileDetached(_ e: Expr) throws -> Code {
        let detached = CompileScope(parent: nil, capturedNames: [])
        let code = try nested(detached) { try compile(e) }
        guard detached.frameSize == 0 else { throw failure("this default value is too complex", at: e.range) }
        return code
    }

    /// The general call path: evaluate every argument into an array (cells for `inout`
    /// parameters, written back afterwards, also when the call fails).
    func general(_ args: ArgumentList, before: Code? = nil,
                 _ invoke: @escaping (Frame, [Value]) throws -> Value) -> Code {
        let codes = args.codes
        let places = args.places
        if places.isEmpty {
            return { f in
                var values: [Value] = []
                values.reserveCapacity(codes.count + 1)
                if let before { values.append(try before(f)) }
                for c in codes { values.append(try c.run(f)) }
                return try invoke(f, values)
            }
        }
        return { f in
            var values: [Value] = []
            values.reserveCapacity(codes.count + 1)
            if let before { values.append(try before(f)) }
            // Every argument is evaluated before a place is moved out of its variable, as Swift
            // begins an inout access only at the call: `xs.append(contentsOf: xs)` reads `xs`.
            var pending: [(place: PlaceCode, steps: [PathStep], slot: Int)] = []
            var next = 0
            for (i, c) in codes.enumerated() {
                if next < places.count, places[next].index == i {
                    let place = places[next].place
                    next += 1
                    pending.append((place, try place.steps(f), values.count))
                    values.append(.void)
                } else {
                    values.append(try c.run(f))
                }
            }
            var backs: [(place: PlaceCode, steps: [PathStep], box: Box)] = []
            let result: Value
            do {
                for p in pending {
                    let box = Box(try p.place.take(f, p.steps))
                    backs.append((p.place, p.steps, box))
                    values[p.slot] = .box(box)
                }
                result = try invoke(f, values)
            } catch {
                for b in backs.reversed() { try? b.place.put(f, b.steps, b.box.value) }
                throw error
            }
            for b in backs.reversed() { try b.place.put(f, b.steps, b.box.value) }
            return result
        }
    }
}
