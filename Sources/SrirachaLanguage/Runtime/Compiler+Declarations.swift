/// `let`/`var` (names and destructuring patterns; globals at the top level), `struct` and
/// `enum` declarations with their methods, initializers and static members.
extension Compiler {
    func compileVariable(_ d: VarDecl, _ s: Stmt) throws -> StmtCode {
        // The initializer is compiled first: `let x = x + 1` reads the outer `x`.
        var initial: Code?
        if let e = d.initializer { initial = try compile(e) }
        let mutable = d.isVar || d.initializer == nil
        if let name = d.simpleName {
            let store = declareVariable(name, mutable: mutable)
            guard let initial else {
                let empty = Compiler.isOptional(d.pattern.type) ? Value.none : Value.void
                return { f in
                    store(f, empty)
                    return .next
                }
            }
            return { f in
                store(f, try initial(f))
                return .next
            }
        }
        let match = try compilePattern(d.pattern, bind: declaringBinder())
        let site = self.site(d.pattern.range)
        guard let initial else { throw failure("a pattern declaration needs a value", at: d.pattern.range) }
        return { f in
            let v = try initial(f)
            guard try match(v, f) else { throw site.error("the value \(Printer.literal(v, limit: 200)) does not match this pattern") }
            return .next
        }
    }

    static func isOptional(_ t: SType?) -> Bool {
        if case .nominal("Optional", _)? = t { return true }
        return false
    }

    func compileStruct(_ d: StructDecl) throws -> StmtCode {
        if d.isClass { return try compileClass(d) }
        let type = typeMadeAhead(d) ?? StructType(name: d.name, fieldNames: d.properties.map { $0.simpleName ?? "_" })
        program.structs[ObjectIdentifier(d)] = type
        program.classNames.values[Printer.innermost(d.name)] = type
        type.genericParameters = d.genericParameters
        type.inheritedGenerics = d.implicitGenerics
        type.fieldTypes = d.properties.map(\.pattern.type)
        try registerCodable(type, d)
        if !d.inherited.isEmpty, !d.methods.contains(where: { $0.name == "init" }),
           d.properties.allSatisfy({ $0.initializer != nil || Compiler.isOptional($0.pattern.type) }) {
            // The `init()` a conformance may use through a generic parameter (`T()`): the defaults.
            type.fieldDefaults = d.properties.map { p in
                if let e = p.initializer, let c = try? compileDetached(e) { return CodeRef(run: c) }
                return CodeRef(run: constant(Compiler.isOptional(p.pattern.type) ? .none : .void))
            }
        }
        let code = try compileMembers(methods: d.methods + Compiler.accessors(d), statics: d.staticProperties,
                                      structType: (type, d), owner: d.name)
        fillMethodTable(&type.methodTable, d.methods, computed: d.computedProperties + d.properties)
        type.protocols = protocolClosure(Compiler.names(d.inherited))
        adoptDefaults(&type.methodTable, type.protocols)
        type.describe = describer(d.inherited, type.methodTable, fieldNames: type.fieldNames)
        type.debugDescribe = debugDescriber(type.protocols, type.methodTable)
        return code
    }

    /// `names` and every protocol they refine, directly or not: a type conforming to `Shape`
    /// (`protocol Shape: CustomStringConvertible`) conforms to both.
    func protocolClosure(_ names: Set<String>) -> Set<String> {
        var all = names
        var work = Array(names)
        while let n = work.popLast() {
            for p in program.protocolParents[n] ?? [] where all.insert(p).inserted { work.append(p) }
        }
        return all
    }

    /// The names written after `:` in a declaration.
    static func names(_ inherited: [TypeSyntax]) -> Set<String> {
        Set(inherited.compactMap { t -> String? in
            guard case let .named(n, _) = t.kind else { return nil }
            return n.hasPrefix("Swift.") ? String(n.dropFirst(6)) : n
        })
    }

    /// `print` of a `CustomStringConvertible` value shows its `description` (a property it
    /// stores or computes).
    func describer(_ inherited: [TypeSyntax], _ table: [String: FunctionEntry], fieldNames: [String],
                   inheritedFrom sup: ((Value) -> String?)? = nil) -> ((Value) -> String?)? {
        let conformances = protocolClosure(Compiler.names(inherited))
        let declares = conformances.contains("CustomStringConvertible") || conformances.contains("CustomDebugStringConvertible")
        guard declares else { return sup }
        if let getter = table["get:description"]?.value {
            return { v in
                guard case .string(let s)? = try? getter.invoke([v]) else { return nil }
                return s
            }
        }
        if let i = fieldNames.firstIndex(of: "description") {
            return { v in
                switch v {
                case .structValue(let s) where i < s.fields.count: if case .string(let x) = s.fields[i] { return x }
                case .object(let o) where i < o.fields.count: if case .string(let x) = o.fields[i] { return x }
                default: break
                }
                return nil
            }
        }
        return sup
    }

    /// `debugPrint`, and a value shown inside another (`Optional(…)`, an array), use a
    /// `CustomDebugStringConvertible` type's `debugDescription`.
    func debugDescriber(_ protocols: Set<String>, _ table: [String: FunctionEntry]) -> ((Value) -> String?)? {
        guard protocols.contains("CustomDebugStringConvertible"),
              let getter = table["get:debugDescription"]?.value else { return nil }
        return { v in
            guard case .string(let s)? = try? getter.invoke([v]) else { return nil }
            return s
        }
    }

    /// An `extension`: its members join the type's, exactly as if declared in it.
    func compileExtension(_ d: ExtensionDecl) throws -> StmtCode {
        let accessors = (d.computed + d.staticProperties).flatMap { $0.accessors?.all ?? [] }
        if let sd = d.extended as? StructDecl {
            let type = try structType(sd, at: d.nameRange)
            let code = try compileMembers(methods: d.methods + accessors, statics: d.staticProperties, structType: (type, sd),
                                          owner: sd.name)
            fillMethodTable(&type.methodTable, d.methods, computed: d.computed)
            type.protocols.formUnion(protocolClosure(Compiler.names(d.inherited)))
            adoptDefaults(&type.methodTable, type.protocols)
            if type.isClass { extendSubclasses(of: type, d) }
            if type.describe == nil {
                type.describe = describer(d.inherited, type.methodTable, fieldNames: type.fieldNames)
            }
            type.debugDescribe = debugDescriber(type.protocols, type.methodTable) ?? type.debugDescribe
            return code
        }
        let code = try compileMembers(methods: d.methods + accessors, statics: d.staticProperties, structType: nil,
                                      owner: d.extendedBuiltin ?? (d.extended as? EnumDecl)?.name ?? (d.extended as? ProtocolDecl)?.name)
        if let name = d.extendedBuiltin {
            var table = program.builtinTables.methods[name] ?? [:]
            fillMethodTable(&table, d.methods, computed: d.computed)
            var protocols = program.builtinTables.protocols[name] ?? []
            protocols.formUnion(protocolClosure(Compiler.names(d.inherited)))
            adoptDefaults(&table, protocols)
            program.builtinTables.methods[name] = table
            program.builtinTables.protocols[name] = protocols
        }
        if let ed = d.extended as? EnumDecl {
            let type = try enumType(ed, at: d.nameRange)
            if type !== EnumType.optional {
                fillMethodTable(&type.methodTable, d.methods, computed: d.computed)
                type.protocols.formUnion(protocolClosure(Compiler.names(d.inherited)))
                adoptDefaults(&type.methodTable, type.protocols)
                if type.describe == nil { type.describe = describer(d.inherited, type.methodTable, fieldNames: []) }
                type.debugDescribe = debugDescriber(type.protocols, type.methodTable) ?? type.debugDescribe
            }
        }
        if let pd = d.extended as? ProtocolDecl {
            // Default implementations: every conforming type without its own gets them.
            var table: [String: FunctionEntry] = program.protocolDefaults[pd.name] ?? [:]
            fillMethodTable(&table, d.methods, computed: d.computed)
            program.protocolDefaults[pd.name] = table
            for t in program.structs.values where t.protocols.contains(pd.name) { adoptDefaults(&t.methodTable, t.protocols) }
            for t in program.enums.values where t.protocols.contains(pd.name) { adoptDefaults(&t.methodTable, t.protocols) }
            for (name, protocols) in program.builtinTables.protocols where protocols.contains(pd.name) {
                adoptDefaults(&program.builtinTables.methods[name, default: [:]], protocols)
            }
        }
        return code
    }

    /// `extension Animal { func hi() }` after `class Dog: Animal`: the subclasses have the new
    /// methods (and conformances) too, where they do not override them.
    private func extendSubclasses(of type: StructType, _ d: ExtensionDecl) {
        var added: [String: FunctionEntry] = [:]
        fillMethodTable(&added, d.methods, computed: d.computed)
        for sub in program.structs.values where sub !== type && sub.isClass {
            var sup = sub.superclass
            var depth = 0
            while let s = sup, s !== type, depth < 64 { sup = s.superclass; depth += 1 }
            guard sup === type else { continue }
            for (key, entry) in added where sub.methodTable[key] == nil { sub.methodTable[key] = entry }
            sub.protocols.formUnion(type.protocols)
            adoptDefaults(&sub.methodTable, sub.protocols)
        }
    }

    /// Adds the default implementations of these protocols a type does not implement itself.
    func adoptDefaults(_ table: inout [String: FunctionEntry], _ protocols: Set<String>) {
        for p in protocols.sorted() {
            for (key, entry) in program.protocolDefaults[p] ?? [:] where table[key] == nil { table[key] = entry }
        }
    }

    /// The accessor methods of a type's properties (computed, observed, static computed).
    static func accessors(_ d: StructDecl) -> [FuncDecl] {
        (d.properties + d.overriddenObservers + d.computedProperties + d.staticProperties).flatMap { $0.accessors?.all ?? [] }
    }

    static func accessors(_ d: EnumDecl) -> [FuncDecl] {
        (d.computedProperties + d.staticProperties).flatMap { $0.accessors?.all ?? [] }
    }

    /// Adds a type's instance methods to the table calls through a protocol or a superclass use.
    func fillMethodTable(_ table: inout [String: FunctionEntry], _ methods: [FuncDecl], computed: [VarDecl]) {
        for m in methods where !m.isStatic {
            // A class's initializers too, for `self.init(…)` found on the instance's own class.
            guard let entry = program.functions[ObjectIdentifier(m)] else { continue }
            if let key = m.dispatchKey {
                // An overload by parameter types; a protocol requirement still finds the first.
                table[key] = entry
                if !m.leavesWitness, table[m.fullName] == nil || methods.first(where: { $0.fullName == m.fullName }) === m {
                    table[m.fullName] = entry
                }
            } else {
                table[m.name == "init" ? "init " + m.fullName : m.fullName] = entry
            }
        }
        for m in methods where m.isStatic && (m.name == "==" || m.name == "<") && m.clauses.first?.count == 2 {
            if let entry = program.functions[ObjectIdentifier(m)] { table["static " + m.name] = entry }
        }
        for p in computed {
            guard let a = p.accessors else { continue }
            if let g = a.getter, let entry = program.functions[ObjectIdentifier(g)] { table["get:" + a.key] = entry }
            if let s = a.setter, let entry = program.functions[ObjectIdentifier(s)] { table["set:" + a.key] = entry }
            // A stored property's observers, for a change through a protocol requirement.
            if let w = a.willSet, let entry = program.functions[ObjectIdentifier(w)] { table["willSet:" + a.name] = entry }
            if let d = a.didSet, let entry = program.functions[ObjectIdentifier(d)] { table["didSet:" + a.name] = entry }
        }
    }

    func compileEnum(_ d: EnumDecl) throws -> StmtCode {
        let type: EnumType
        if let ahead = enumMadeAhead(d) {
            type = ahead
        } else if d.name == "Optional", d.cases.map(\.name) == ["none", "some"] {
            // One shared description, so natives and the prelude agree on what an optional is.
            type = EnumType.optional
        } else {
            type = EnumType(name: d.name, cases: d.cases.map { c in
                EnumType.Case(name: c.name, labels: c.associatedValues.map { $0.map(\.label) })
            })
        }
        program.enums[ObjectIdentifier(d)] = type
        program.classNames.values[Printer.innermost(d.name)] = type
        type.inheritedGenerics = d.implicitGenerics
        machine.namedTypes.enums[d.name] = type
        let code = try compileMembers(methods: d.methods + Compiler.accessors(d), statics: d.staticProperties,
                                      structType: nil, owner: d.name)
        if type !== EnumType.optional {
            type.genericParameters = d.genericParameters
            type.payloadTypes = d.cases.map(\.payloadTypes)
            fillMethodTable(&type.methodTable, d.methods, computed: d.computedProperties)
            type.protocols = protocolClosure(Compiler.names(d.inherited))
            adoptDefaults(&type.methodTable, type.protocols)
            type.describe = describer(d.inherited, type.methodTable, fieldNames: [])
            type.debugDescribe = debugDescriber(type.protocols, type.methodTable)
        }
        return code
    }

    /// Methods, `init`s and static members of a type. Every method is registered before any is
    /// compiled, so they can call each other; static properties get their values when first used.
    func compileMembers(methods: [FuncDecl], statics: [VarDecl],
                                structType: (StructType, StructDecl)?, owner: String?) throws -> StmtCode {
        if let owner {
            for v in statics { if let n = v.simpleName { program.typeStatics[owner, default: [:]][n] = .property(v) } }
            let accessors = Set(statics.flatMap { $0.accessors?.all ?? [] }.map(ObjectIdentifier.init))
            for m in methods where (m.isStatic || m.name == "init") && !accessors.contains(ObjectIdentifier(m)) {
                program.typeStatics[owner, default: [:]][Compiler.staticKey(m)] = .function(m)
            }
        }
        for v in statics where program.statics[ObjectIdentifier(v)] == nil {
            program.statics[ObjectIdentifier(v)] = GlobalSlot(name: v.simpleName ?? "static", value: .void)
        }
        var compiled: [(FuncDecl, FunctionEntry, SelfParameter, Bool)] = []
        for m in methods {
            let (entry, selfParameter, isInit) = try registerMember(m, structType: structType)
            compiled.append((m, entry, selfParameter, isInit))
        }
        for (m, entry, selfParameter, isInit) in compiled {
            try compileClauses(m, from: 0, into: entry.block, selfParameter: selfParameter,
                               isInitializer: isInit, parent: nil)
            if isInit, let (type, decl) = structType {
                entry.value = type.isClass ? classInitializerValue(entry, type) : initializerValue(entry, type, decl)
            } else if isInit {
                let method: Function = entry.value
                entry.value = Function(arity: entry.block.paramCount - 1, display: .named(m.name)) { args in
                    try method.invoke([.box(Box(.void))] + args)
                }
            }
        }
        // Static values are computed when first used, as in Swift, so they may refer to each
        // other in any order (`static let title = font(.title1) + centered`).
        for v in statics where v.accessors == nil {
            guard let slot = program.statics[ObjectIdentifier(v)], let e = v.initializer else { continue }
            let name = v.simpleName ?? "static"
            let block = newBlock(name: name, paramCount: 0, labels: [])
            let inner = CompileScope(parent: nil, body: [Stmt(.expression(e), e.range)])
            try nested(inner) {
                let c = try compile(e)
                block.finish(frameSize: inner.frameSize, body: c)
            }
            slot.initializer = Closure(block: block, machine: machine, env: [], wrapsResult: false,
                                       display: .named(name)).function()
        }
        return { _ in .next }
    }

    /// Makes a method's entry (its block is compiled later), or finds the one made ahead (see
    /// `compileTopLevelGroup`).
    func registerMember(_ m: FuncDecl, structType: (StructType, StructDecl)?) throws
        -> (entry: FunctionEntry, selfParameter: SelfParameter, isInit: Bool) {
        let isInit = m.name == "init" && !m.isStatic
        let kind: FunctionEntry.Kind
        let selfParameter: SelfParameter
        if m.isStatic {
            kind = .staticMethod
            // A class's type method takes the class it is called on (see `receivesClass`).
            selfParameter = m.receivesClass == nil ? .none : .value
        } else if isInit {
            if let (type, decl) = structType {
                kind = .initializer(type, decl)
                // A class's `init` works on an instance made before it runs (by the caller, or
                // by the subclass initializer calling `super.init`).
                selfParameter = type.isClass ? .value : .cell
            } else {
                kind = .valueInitializer
                selfParameter = .cell
            }
        } else {
            kind = .method(mutating: m.isMutating)
            selfParameter = m.isMutating ? .cell : .value
        }
        if registeredAhead.contains(ObjectIdentifier(m)), let entry = program.functions[ObjectIdentifier(m)] {
            return (entry, selfParameter, isInit)
        }
        let params = m.clauses.first ?? []
        let block = newBlock(name: m.name, paramCount: params.count + (selfParameter == .none ? 0 : 1),
                             labels: (selfParameter == .none ? [] : [nil]) + params.map(\.label))
        let entry = FunctionEntry(decl: m, kind: kind, block: block)
        entry.value = Closure(block: block, machine: machine, env: [], wrapsResult: m.isStatic,
                              display: .named(m.name)).function()
        if let owner = m.receivesClass {
            // Used as a value (`Base.make`), it runs with the class it is declared in.
            let method: Function = entry.value
            entry.value = Function(arity: params.count, display: .named(m.name)) { args in
                try method.invoke([.string(owner)] + args)
            }
        }
        program.functions[ObjectIdentifier(m)] = entry
        return (entry, selfParameter, isInit)
    }

    /// `Point.init` used as a value: builds `self` from the defaults, then runs the body.
    private func initializerValue(_ entry: FunctionEntry, _ type: StructType, _ decl: StructDecl) -> Function {
        let method: Function = entry.value
        let defaults: [CodeRef] = decl.properties.map { p in
            if let e = p.initializer, let c = try? compileDetached(e) { return CodeRef(run: c) }
            return CodeRef(run: constant(.void))
        }
        let m = machine
        let arity = entry.block.paramCount - 1
        return Function(arity: arity, display: .named(decl.name)) { args in
            let frame = Frame(base: m.state.pointee.top, top: m.state.pointee.top, env: m.emptyEnv,
                              depth: m.state.pointee.depth)
            var fields: [Value] = []
            for d in defaults { fields.append(try d.run(frame)) }
            let me = Value.box(Box(.structValue(StructValue(type: type, fields: fields))))
            return try method.invoke([me] + args)
        }
    }
}
