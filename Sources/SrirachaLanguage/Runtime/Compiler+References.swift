/// Names and members that the checker resolved to declarations (`Expr.chosen`), used as values:
/// functions, natives, enum cases, memberwise initializers, static properties.
extension Compiler {
    func compileDeclReference(_ e: Expr, _ chosen: AnyObject, base: Expr?) throws -> Code {
        let s = site(e.range)
        switch chosen {
        case let d as FuncDecl:
            if let local = context.lookup(d) { return read(local, s) }
            if let key = e.dynamicMember, let base, !d.isStatic, d.name != "init" {
                return try dynamicMethodValue(d, key: key, base: base, at: e.range)
            }
            let entry = try functionEntry(d, at: e.range)
            switch entry.kind {
            case .staticMethod where d.receivesClass != nil && base != nil:
                // `Sub.make` as a value: runs with the class it was named on.
                let owner = try calledClass(e, declaredIn: d.receivesClass ?? ""), arity = entry.block.paramCount - 1
                let method = Closure(block: entry.block, machine: machine, env: [], wrapsResult: true, display: .named(d.name)).function()
                return { f in
                    let metatype = try owner(f)
                    return .function(Function(arity: arity, display: .named(d.name)) { args in try method.invoke([metatype] + args) })
                }
            case .global, .staticMethod:
                return constant(.function(entry.value))
            case .method(let mutating):
                guard let base, !mutating else {
                    throw failure("the mutating method `\(d.name)` cannot be used as a value", at: e.range)
                }
                let b = try compile(base)
                let fn: Function = entry.value
                let arity = entry.block.paramCount - 1
                return { f in
                    let me = try b(f)
                    return .function(Function(arity: arity, display: .named(d.name)) { args in
                        try fn.invoke([me] + args)
                    })
                }
            case .valueInitializer where d.extendedProtocol != nil:
                // `K.init(copyOf:)` from a protocol extension: it makes a `K` (see `protocolDelegation`).
                guard case let .function(_, made, _)? = e.type else { throw failure("cannot use this initializer as a value", at: e.range) }
                let owner = Value.string(Compiler.madeTypeName(made)), arity = entry.block.paramCount - 1
                let method = Closure(block: entry.block, machine: machine, env: [], wrapsResult: false, display: .named(d.name)).function()
                let fn = Function(arity: arity, display: .named(d.name)) { args in try method.invoke([.box(Box(owner))] + args) }
                return constant(.function(Compiler.isInitReference(e) ? Compiler.namedAsInit(fn) : fn))
            case .initializer, .valueInitializer:
                // Read when it runs: a type compiled later in the same group sets it then.
                if Compiler.isInitReference(e) { return { _ in .function(Compiler.namedAsInit(entry.value)) } }
                return { _ in .function(entry.value) }
            }
        case let n as NativeFunction:
            if n.owner == nil || base == nil {
                if n.isProperty, n.owner != nil {
                    throw failure("`\(n.name)` needs a value to read it from", at: e.range)
                }
                let value = nativeValue(n)
                return constant(.function(Compiler.isInitReference(e) ? Compiler.namedAsInit(value) : value))
            }
            let me = try selfCode(base!)
            let m = machine
            if n.isProperty {
                return { f in try m.callNative(n, [try me(f)], f, s) }
            }
            if n.isMutating {
                throw failure("the mutating method `\(n.name)` cannot be used as a value", at: e.range)
            }
            let arity = n.labels.count
            return { f in
                let v = try me(f)
                return .function(Function(arity: arity, display: .named(n.name)) { args in try n.body([v] + args) })
            }
        case let r as EnumCaseRef:
            let type = try enumType(r.decl, at: e.range)
            let index = r.index
            guard index >= 0, index < r.decl.cases.count else { throw Compiler.internalError("enum case", s) }
            let arity = r.decl.cases[index].associatedValues?.count ?? 0
            if r.decl.cases[index].associatedValues == nil {
                return constant(.enumCase(EnumValue(type: type, caseIndex: index, payload: [])))
            }
            return constant(.function(Function(arity: arity, display: .named(".\(r.decl.cases[index].name)")) { args in
                .enumCase(EnumValue(type: type, caseIndex: index, payload: args))
            }))
        case let d as StructDecl:
            let type = try structType(d, at: e.range)
            let shown = Compiler.isInitReference(e) ? d.name + ".init" : d.name
            return constant(.function(Function(arity: d.properties.count, display: .named(shown)) { args in
                .structValue(StructValue(type: type, fields: args))
            }))
        case let a as PropertyAccessors:
            return try compilePropertyRead(e, a, base: base)
        case let v as VarDecl:
            guard let slot = program.statics[ObjectIdentifier(v)] else {
                throw failure("`\(v.simpleName ?? "static property")` is not available yet", at: e.range)
            }
            return { _ in try slot.readStatic(s) }
        default:
            throw failure("this reference cannot be evaluated", at: e.range)
        }
    }

    /// `s.area` where `s` is a protocol or generic value (or an instance of a class that may be
    /// subclassed): the method of the receiver's run-time type, bound to it, as a function.
    private func dynamicMethodValue(_ d: FuncDecl, key: String, base: Expr, at range: SourceRange) throws -> Code {
        guard !d.isMutating else { throw failure("the mutating method `\(d.name)` cannot be used as a value", at: range) }
        let b = try compile(base)
        let builtins = program.builtinTables
        let s = site(range)
        let arity = (d.clauses.first ?? []).count
        return { f in
            let me = try b(f)
            let method = try Compiler.methodEntry(key, of: me, s, builtins)
            return .function(Function(arity: arity, display: .named(d.name)) { args in
                if let native = try Compiler.nativeRequirement(key, of: [me] + args) { return native }
                guard let method else { throw RuntimeError("internal error: no method `\(key)` on this value") }
                return try method.value.invoke([me] + args)
            })
        }
    }

    /// The receiver of a member: a value, or `()` when the base names a type.
    func selfCode(_ base: Expr) throws -> Code {
        if isTypeName(base) { return constant(.void) }
        return try compile(base)
    }

    func functionEntry(_ d: FuncDecl, at range: SourceRange) throws -> FunctionEntry {
        guard let entry = program.functions[ObjectIdentifier(d)] else {
            throw failure("`\(d.name)` is not available here", at: range)
        }
        return entry
    }

    func structType(_ d: StructDecl, at range: SourceRange) throws -> StructType {
        guard let t = program.structs[ObjectIdentifier(d)] else {
            throw failure("the type `\(d.name)` is not available here", at: range)
        }
        return t
    }

    func enumType(_ d: EnumDecl, at range: SourceRange) throws -> EnumType {
        guard let t = program.enums[ObjectIdentifier(d)] else {
            throw failure("the type `\(d.name)` is not available here", at: range)
        }
        return t
    }

    /// `String.init` written as a value: it shows so (`inc >>> String.init`), not as `String`.
    static func isInitReference(_ e: Expr) -> Bool {
        if case .member(_, "init", _) = e.kind { return true }
        return false
    }

    /// `f` shown with `.init` after its type's name.
    static func namedAsInit(_ f: Function) -> Function {
        guard case let .named(n) = f.display, !n.hasSuffix(".init") else { return f }
        return Function(arity: f.arity, display: .named(n + ".init"), invoke: f.invoke)
    }

    /// A native global as a function value (`xs.forEach(print)`), made once per session.
    func nativeValue(_ n: NativeFunction) -> Function {
        let id = ObjectIdentifier(n)
        if let f = program.nativeValues[id] { return f }
        let f = Function(arity: n.labels.count, display: .named(n.name), invoke: n.body)
        program.nativeValues[id] = f
        return f
    }
}
