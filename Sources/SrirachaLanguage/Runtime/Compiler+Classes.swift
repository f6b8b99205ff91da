/// Classes at run time: instances are references (`Value.object`) made from the property
/// defaults before an `init` runs; methods a subclass may override are found on the instance's
/// run-time class.
extension Compiler {
    func compileClass(_ d: StructDecl) throws -> StmtCode {
        let sup = try d.superclassDecl.map { try structType($0, at: d.nameRange) }
        let own = d.properties.map { $0.simpleName ?? "_" }
        let type = typeMadeAhead(d) ?? StructType(name: d.name, fieldNames: (sup?.fieldNames ?? []) + own)
        type.isClass = true
        type.superclass = sup
        type.inheritedGenerics = d.implicitGenerics
        var defaults = sup?.fieldDefaults ?? []
        // Initial values may read the class's static properties (`let x = C.n`, or `n`).
        for v in d.staticProperties where program.statics[ObjectIdentifier(v)] == nil {
            program.statics[ObjectIdentifier(v)] = GlobalSlot(name: v.simpleName ?? "static", value: .void)
        }
        for p in d.properties {
            if let e = p.initializer {
                defaults.append(CodeRef(run: try compileDetached(e)))
            } else {
                defaults.append(CodeRef(run: constant(Compiler.isOptional(p.pattern.type) ? .none : .void)))
            }
        }
        type.fieldDefaults = defaults
        type.fieldTypes = (sup?.fieldTypes ?? Array(repeating: nil, count: sup?.fieldNames.count ?? 0)) + d.properties.map(\.pattern.type)
        try registerCodable(type, d)
        type.methodTable = sup?.methodTable ?? [:]
        program.structs[ObjectIdentifier(d)] = type
        let code = try compileMembers(methods: d.methods + Compiler.accessors(d), statics: d.staticProperties,
                                      structType: (type, d), owner: d.name)
        fillMethodTable(&type.methodTable, d.methods, computed: d.computedProperties + d.properties)
        // Type methods too, for calls through a metatype, which find the overrides of its class.
        for m in d.methods where m.isStatic {
            if let entry = program.functions[ObjectIdentifier(m)] { type.methodTable["type:" + (m.dispatchKey ?? m.fullName)] = entry }
        }
        program.classNames.types[Printer.innermost(d.name)] = type
        program.classNames.values[Printer.innermost(d.name)] = type
        let ownDeinit = d.methods.first { $0.name == "deinit" }.flatMap { program.functions[ObjectIdentifier($0)]?.value }
        type.deinitializers = (ownDeinit.map { [$0] } ?? []) + (sup?.deinitializers ?? [])
        type.fieldObservers = try observers(d, sup, type)
        type.weakFields = sup?.weakFields ?? [:]
        let inherited = sup?.fieldNames.count ?? 0
        for (j, p) in d.properties.enumerated() where p.isWeak { type.weakFields[inherited + j] = p.isUnowned }
        type.fieldAccessors = sup?.fieldAccessors ?? [:]
        for p in d.computedProperties where p.isOverride {
            guard let name = p.simpleName, let k = (sup?.fieldNames ?? []).firstIndex(of: name),
                  let get = type.methodTable["get:" + name]?.value else { continue }
            type.fieldAccessors[k] = FieldAccessors(get: get, set: type.methodTable["set:" + name]?.value)
        }
        // A subclass is shown by its own `description` when it overrides it.
        type.protocols = protocolClosure(Compiler.names(d.inherited))
        adoptDefaults(&type.methodTable, type.protocols)
        let declared = describer(d.inherited, type.methodTable, fieldNames: type.fieldNames)
        type.describe = declared ?? (sup?.describe == nil ? nil : describer(
            [TypeSyntax(.named("CustomStringConvertible", []), .none)], type.methodTable, fieldNames: type.fieldNames))
        type.debugDescribe = debugDescriber(type.protocols.union(sup?.protocols ?? []), type.methodTable)
        return code
    }

    /// The observers of the class's stored properties: the superclass's, its own, and those it
    /// adds to inherited ones (its `willSet` first and its `didSet` last, as Swift runs them).
    private func observers(_ d: StructDecl, _ sup: StructType?, _ type: StructType) throws -> [Int: FieldObservers] {
        var out = sup?.fieldObservers ?? [:]
        func value(_ f: FuncDecl?) throws -> Function? { try f.map { try functionEntry($0, at: d.nameRange).value } }
        let inheritedCount = sup?.fieldNames.count ?? 0
        for (j, p) in d.properties.enumerated() {
            guard let a = p.accessors, !a.isComputed else { continue }
            out[inheritedCount + j] = FieldObservers(willSet: try value(a.willSet), didSet: try value(a.didSet))
        }
        for p in d.overriddenObservers {
            guard let a = p.accessors, let name = p.simpleName, let k = type.fieldNames.firstIndex(of: name) else { continue }
            let base = out[k]
            out[k] = FieldObservers(willSet: Compiler.sequence(Compiler.reentrant(try value(a.willSet), field: k), base?.willSet),
                                    didSet: Compiler.sequence(base?.didSet, Compiler.reentrant(try value(a.didSet), field: k)))
        }
        return out
    }

    /// A subclass's observer of a property it inherits: the property it sets goes through the
    /// whole setter again, observers included (the superclass's own observers set its storage
    /// directly), as in Swift.
    private static func reentrant(_ observer: Function?, field k: Int) -> Function? {
        guard let observer else { return nil }
        return Function(arity: observer.arity, display: observer.display) { args in
            guard let m = Machine.current, case .object(let o)? = args.first?.unboxed else { return try observer.invoke(args) }
            let key = ObjectIdentifier(o)
            let saved = m.observing
            m.observing.removeAll { $0.instance == key && $0.field == k }
            defer { m.observing = saved }
            return try observer.invoke(args)
        }
    }

    /// `first` then `second`, on the same arguments.
    private static func sequence(_ first: Function?, _ second: Function?) -> Function? {
        guard let first else { return second }
        guard let second else { return first }
        return Function(arity: first.arity, display: first.display) { args in
            _ = try first.invoke(args)
            return try second.invoke(args)
        }
    }

    /// A new instance, its properties at their defaults (an `init` sets the others).
    static func allocate(_ type: StructType, _ f: Frame) throws -> Instance {
        var fields: [Value] = []
        fields.reserveCapacity(type.fieldDefaults.count)
        for d in type.fieldDefaults { fields.append(try d.run(f)) }
        return Instance(type: type, fields: fields)
    }

    /// `super.init(…)` / `self.init(…)`: runs on the instance being initialized.
    func isDelegation(_ target: Expr) -> Bool {
        guard case let .member(base, "init", _) = target.kind, case .identifier(let n) = base.kind else { return false }
        return n == "super" || n == "self"
    }

    /// `Dog.init` used as a value: makes the instance, then runs the body.
    func classInitializerValue(_ entry: FunctionEntry, _ type: StructType) -> Function {
        let method: Function = entry.value
        let m = machine
        return Function(arity: entry.block.paramCount - 1, display: .named(type.name)) { args in
            let frame = Frame(base: m.state.pointee.top, top: m.state.pointee.top, env: m.emptyEnv,
                              depth: m.state.pointee.depth)
            let me = Value.object(try Compiler.allocate(type, frame))
            return try method.invoke([me] + args)
        }
    }

    /// A call of a method found on the receiver's run-time type (an override, or a protocol
    /// requirement's implementation).
    func compileDynamicCall(_ e: Expr, _ d: FuncDecl, base: Expr, key: String, _ arguments: [Argument],
                            _ s: Site) throws -> Code {
        let defaults = (d.clauses.first ?? []).map(\.defaultValue)
        // A mutating requirement changes the value where it is held, as a direct call does.
        let receiver: Receiver = d.isMutating ? .place(try compilePlace(base)) : .value(try compile(base))
        let args = try compileArguments(e, arguments, defaults: defaults, receiver: receiver)
        let m = machine
        let env = m.emptyEnv
        let builtins = program.builtinTables
        return general(args) { f, values in
            if let native = try Compiler.nativeRequirement(key, of: values) { return native }
            let block = try Compiler.method(key, of: values[0], s, builtins)
            return try m.callN(block, env, values, f, s)
        }
    }

    /// `t.make()` with `t: Base.Type` (or `type(of: x).make()`): the type method of the class
    /// the metatype value names, an override found by `key` (`type:make()`), else `d` itself.
    func compileTypeMethodCall(_ e: Expr, _ d: FuncDecl, base: Expr, key: String, _ arguments: [Argument],
                               _ s: Site) throws -> Code {
        let defaults = (d.clauses.first ?? []).map(\.defaultValue)
        let metatype = try compile(base)
        let args = try compileArguments(e, arguments, defaults: defaults)
        let declared = try functionEntry(d, at: e.range).block
        let m = machine, env = m.emptyEnv, classes = program.classNames
        let declaredTakesClass = d.receivesClass != nil
        return general(args, before: metatype, site: s) { f, values in
            var block = declared
            var takesClass = declaredTakesClass
            if case .string(let name) = values[0].unboxed, let type = classes.types[Printer.innermost(name)],
               let entry = type.methodTable[key] {
                block = entry.block
                takesClass = entry.decl.receivesClass != nil
            }
            // A class's type method takes the class (the metatype value) as `self`.
            return try m.callN(block, env, takesClass ? values : Array(values.dropFirst()), f, s)
        }
    }

    /// The class a type method is called on, as a metatype value: `Sub` in `Sub.make()`; the
    /// class the caller was called on for `self.make()` (or `make()`) in another type method;
    /// the declaring class where no other is named.
    func calledClass(_ target: Expr, declaredIn owner: String) throws -> Code {
        guard case let .member(base, _, _) = target.kind else { return constant(.string(owner)) }
        if case let .nominal(name, [])? = base.type, name.hasSuffix(".Type"), name != "Any.Type" {
            return constant(.string(Printer.swiftTypeName(.nominal(String(name.dropLast(5)), []), qualified: false)))
        }
        if case .identifier("super") = base.kind { return try compile(Expr(.identifier("self"), base.range)) }
        // `T.describe()` in `func f<T: P>` reaches the type `T` stands for.
        if case .nominal("Any.Type", _)? = base.type { return try metatypeName(base) }
        return constant(.string(owner))
    }

    /// `extension Array: Container {}`: a requirement met by a built-in value's own subscript or
    /// native method (see `Checker.builtinMeets`); nil when the value's type has
    /// an implementation of its own in an extension, or is not built in.
    static func nativeRequirement(_ key: String, of values: [Value]) throws -> Value? {
        let receiver = values[0].unboxed
        let names = BuiltinMethodTables.typeNames(of: receiver)
        guard !names.isEmpty else { return nil }
        let fullName = key.firstIndex(of: "#").map { String(key[..<$0]) } ?? key
        if fullName == "subscript(_:)", values.count == 2 {
            switch receiver {
            case .array, .slice: return try Operators.subscriptValue(receiver, values[1])
            default: return nil
            }
        }
        let base = String(fullName.prefix { $0 != "(" })
        for owner in names {
            for n in Builtins.members[owner]?[base] ?? [] where !n.isProperty && n.fullName == fullName {
                // A mutating requirement's receiver is held in place (a box): the native changes it there.
                return try n.body([n.isMutating ? values[0] : receiver] + values.dropFirst())
            }
        }
        return nil
    }

    /// The method `key` of a value's run-time type; nil for a built-in value whose requirement
    /// a native meets (see `nativeRequirement`).
    static func methodEntry(_ key: String, of v: Value, _ s: Site, _ builtins: BuiltinMethodTables) throws -> FunctionEntry? {
        let found: FunctionEntry?
        switch v.unboxed {
        case .object(let o): found = o.type.methodTable[key]
        case .structValue(let sv): found = sv.type.methodTable[key]
        case .enumCase(let ev): found = ev.type.methodTable[key]
        default: return builtins.entry(key, of: v.unboxed)
        }
        if let found { return found }
        if let hash = key.firstIndex(of: "#") { return try methodEntry(String(key[..<hash]), of: v, s, builtins) }
        throw internalError("no method `\(key)` on this value", s)
    }

    /// The block of the method `key` of a value's run-time type.
    static func method(_ key: String, of v: Value, _ s: Site, _ builtins: BuiltinMethodTables) throws -> CodeBlock {
        switch v.unboxed {
        case .object(let o): if let entry = o.type.methodTable[key] { return entry.block }
        case .structValue(let sv): if let entry = sv.type.methodTable[key] { return entry.block }
        case .enumCase(let ev): if let entry = ev.type.methodTable[key] { return entry.block }
        default: if let entry = builtins.entry(key, of: v.unboxed) { return entry.block }
        }
        // An overload's key (`add(_:)#Int`) a type spelled differently: its full name.
        if let hash = key.firstIndex(of: "#") { return try method(String(key[..<hash]), of: v, s, builtins) }
        throw internalError("no method `\(key)` on this value", s)
    }
}

/// Properties with accessors: computed properties (`get`/`set`) and stored ones observed with
/// `willSet`/`didSet`.
extension Compiler {
    /// Reading `base.name` (or a static computed property).
    func compilePropertyRead(_ e: Expr, _ a: PropertyAccessors, base: Expr?) throws -> Code {
        let s = site(e.range)
        let m = machine
        let env = m.emptyEnv
        if let key = e.dynamicMember, let base, !(a.getter?.isStatic ?? false) {
            // Through a protocol type or a class a subclass may override: a stored property or
            // a getter, whichever the value's type has.
            let b = try compile(base)
            let builtins = program.builtinTables
            return { f in try Compiler.readProperty(key, of: try b(f).unboxed, m, f, s, builtins) }
        }
        guard a.isComputed, let getter = a.getter else {
            // A stored property with observers reads as any stored property.
            guard let index = e.memberIndex, let base else { throw failure("cannot read `\(a.name)`", at: e.range) }
            let b = try compile(base)
            return { f in try Compiler.field(of: try b(f), index, s, m, f) }
        }
        let entry = try functionEntry(getter, at: e.range)
        let block = entry.block
        if getter.isStatic, let owner = getter.receivesClass {
            // A protocol extension's `static var`: read with the type it is read on.
            let type = try calledClass(e, declaredIn: owner)
            return { f in try m.call1(block, env, try type(f), f, s) }
        }
        if getter.isStatic { return { f in try m.call0(block, env, f, s) } }
        guard let base else { throw failure("`\(a.name)` needs a value to read it from", at: e.range) }
        if getter.isMutating {
            // `mutating get` (a struct's `lazy var`): the value is read in place, as the
            // receiver of a mutating method is, and what the getter stores stays.
            let args = try compileArguments(e, [], defaults: [], receiver: .place(try compilePlace(base)))
            return general(args, site: s) { f, values in try m.callN(block, env, values, f, s) }
        }
        let b = try compile(base)
        return { f in try m.call1(block, env, try b(f).unboxed, f, s) }
    }

    /// The property `name` of a value whose type is known only at run time.
    static func readProperty(_ name: String, of v: Value, _ m: Machine, _ f: Frame, _ s: Site,
                             _ builtins: BuiltinMethodTables) throws -> Value {
        let table: [String: FunctionEntry]
        switch v {
        case .object(let o):
            if let i = o.type.fieldNames.firstIndex(of: name), i < o.fields.count {
                if let a = o.type.fieldAccessors[i] { m.leave(f); return try a.get.invoke([v]) }
                if let unowned = o.type.weakFields[i] { return try WeakReference.read(o.fields[i], unowned: unowned) }
                return o.fields[i]
            }
            table = o.type.methodTable
        case .structValue(let sv):
            if let i = sv.type.fieldNames.firstIndex(of: name), i < sv.fields.count { return sv.fields[i] }
            table = sv.type.methodTable
        case .enumCase(let ev):
            table = ev.type.methodTable
        default:
            if let getter = builtins.entry("get:" + name, of: v) { return try m.call1(getter.block, m.emptyEnv, v, f, s) }
            // A built-in property meeting a protocol's requirement (`extension Array: HasCount {}`).
            for owner in BuiltinMethodTables.typeNames(of: v) {
                guard let native = Builtins.members[owner]?[name]?.first(where: { $0.isProperty && $0.typedBody == nil }) else { continue }
                return try native.body([v])
            }
            // `x.description` where `T: CustomStringConvertible` is a built-in type: what `print` shows.
            if name == "description" { return .string(Printer.described(Builtins.unboxed(v), type: nil)) }
            throw internalError("no property `\(name)` on this value", s)
        }
        guard let getter = table["get:" + name] else { throw internalError("no property `\(name)` on this value", s) }
        return try m.call1(getter.block, m.emptyEnv, v, f, s)
    }

    /// The path step that changes a property with accessors.
    func accessorStep(_ e: Expr, _ a: PropertyAccessors) throws -> PathStep {
        func value(_ d: FuncDecl?) throws -> Function? {
            guard let d else { return nil }
            return try functionEntry(d, at: e.range).value
        }
        if a.requirementIsSettable != nil, let key = e.dynamicMember { return .requirement(key) }
        if a.isComputed {
            guard let get = try value(a.getter), let set = try value(a.setter) else {
                throw failure("cannot assign to `\(a.name)`: it has no setter", at: e.range)
            }
            return .accessor(get: get, set: set, key: e.dynamicMember,
                             mutatingGet: a.getter?.isMutating == true && a.getter?.isStatic == false)
        }
        guard let index = e.memberIndex else { throw failure("cannot assign to `\(a.name)`", at: e.range) }
        return .observed(index, willSet: try value(a.willSet), didSet: try value(a.didSet))
    }
}
