/// Names and members that the checker resolved to declarations (`Expr.chosen`), used as values:
/// functions, natives, enum cases, memberwise initializers, static properties.
extension Compiler {
    func compileDeclReference(_ e: Expr, _ chosen: AnyObject, base: Expr?) throws -> Code {
        let s = site(e.range)
        switch chosen {
        case let d as FuncDecl:
            if let local = context.lookup(d) { return read(local, s) }
            let entry = try functionEntry(d, at: e.range)
            switch entry.kind {
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
            case .initializer, .valueInitializer:
                // Read when it runs: a type compiled later in the same group sets it then.
                return { _ in .function(entry.value) }
            }
        case let n as NativeFunction:
            if n.owner == nil || base == nil {
                if n.isProperty, n.owner != nil {
                    throw failure("`\(n.name)` needs a value to read it from", at: e.range)
                }
                return constant(.function(nativeValue(n)))
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
            return constant(.function(Function(arity: d.properties.count, display: .named(d.name)) { args in
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

    /// A native global as a function value (`xs.forEach(print)`), made once per session.
    func nativeValue(_ n: NativeFunction) -> Function {
        let id = ObjectIdentifier(n)
        if let f = program.nativeValues[id] { return f }
        let f = Function(arity: n.labels.count, display: .named(n.name), invoke: n.body)
        program.nativeValues[id] = f
        return f
    }
}
