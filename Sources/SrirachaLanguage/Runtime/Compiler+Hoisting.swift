/// Top-level declarations compiled as one group (a file's declarations that name each other
/// whatever their order; see `HoistingUnit`). Compiled code finds functions, methods and types
/// while it is compiled, so every type and every entry of the group is made first; then the
/// declarations are compiled, superclasses before their subclasses and types before their
/// extensions.
extension Compiler {
    func compileTopLevelGroup(_ stmts: [Stmt]) throws -> TopLevel {
        let ordered = Compiler.compileOrder(stmts)
        for s in ordered { try registerAhead(s) }
        let code = Compiler.sequence(try ordered.map { StmtRef(run: try compileStatement($0)) })
        return TopLevel(frameSize: context.frameSize, run: { f in
            _ = try code(f)
            return nil
        }, bindings: [])
    }

    /// The type made ahead for a declaration of the group being compiled.
    func typeMadeAhead(_ d: StructDecl) -> StructType? {
        registeredAhead.contains(ObjectIdentifier(d)) ? program.structs[ObjectIdentifier(d)] : nil
    }

    func enumMadeAhead(_ d: EnumDecl) -> EnumType? {
        registeredAhead.contains(ObjectIdentifier(d)) ? program.enums[ObjectIdentifier(d)] : nil
    }

    /// Types (a superclass before its subclasses), then protocols and aliases, then
    /// extensions, then functions; in source order otherwise.
    static func compileOrder(_ stmts: [Stmt]) -> [Stmt] {
        let group = Set(stmts.compactMap { s -> ObjectIdentifier? in
            if case .structDecl(let d) = s.kind { return ObjectIdentifier(d) }
            return nil
        })
        func depth(_ d: StructDecl) -> Int {
            var n = 0
            var c = d.superclassDecl
            while let s = c, group.contains(ObjectIdentifier(s)), n < stmts.count {
                n += 1
                c = s.superclassDecl
            }
            return n
        }
        func rank(_ s: Stmt) -> Int {
            switch s.kind {
            case .structDecl(let d): return depth(d)
            case .enumDecl: return 0
            case .extensionDecl: return stmts.count + 2
            case .function: return stmts.count + 3
            default: return stmts.count + 1
            }
        }
        return stmts.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }.map(\.element)
    }

    /// Makes the types and the function entries a declaration gives, before any body is compiled.
    private func registerAhead(_ s: Stmt) throws {
        switch s.kind {
        case .function(let d):
            _ = registerGlobalFunction(d)
            registeredAhead.insert(ObjectIdentifier(d))
        case .structDecl(let d):
            for nested in d.nestedTypes { try registerAhead(nested) }
            let own = d.properties.map { $0.simpleName ?? "_" }
            let type: StructType
            if d.isClass {
                let sup = d.superclassDecl.flatMap { program.structs[ObjectIdentifier($0)] }
                type = StructType(name: d.name, fieldNames: (sup?.fieldNames ?? []) + own)
                type.isClass = true
                type.superclass = sup
            } else {
                type = StructType(name: d.name, fieldNames: own)
            }
            program.structs[ObjectIdentifier(d)] = type
            program.classNames.values[Printer.innermost(d.name)] = type
            registeredAhead.insert(ObjectIdentifier(d))
            registerStaticsAhead(d.staticProperties)
            try registerMembersAhead(d.methods + Compiler.accessors(d), structType: (type, d))
        case .enumDecl(let d):
            for nested in d.nestedTypes { try registerAhead(nested) }
            guard d.name != "Optional" else { return }
            let type = EnumType(name: d.name, cases: d.cases.map { c in
                EnumType.Case(name: c.name, labels: c.associatedValues.map { $0.map(\.label) })
            })
            program.enums[ObjectIdentifier(d)] = type
            program.classNames.values[Printer.innermost(d.name)] = type
            registeredAhead.insert(ObjectIdentifier(d))
            registerStaticsAhead(d.staticProperties)
            try registerMembersAhead(d.methods + Compiler.accessors(d), structType: nil)
        case .extensionDecl(let d):
            for nested in d.nestedTypes { try registerAhead(nested) }
            let accessors = (d.computed + d.staticProperties).flatMap { $0.accessors?.all ?? [] }
            var owner: (StructType, StructDecl)?
            if let sd = d.extended as? StructDecl, let type = program.structs[ObjectIdentifier(sd)] { owner = (type, sd) }
            registerStaticsAhead(d.staticProperties)
            try registerMembersAhead(d.methods + accessors, structType: owner)
        default:
            break
        }
    }

    /// Static properties get their storage now; their values come when first used.
    private func registerStaticsAhead(_ statics: [VarDecl]) {
        for v in statics where program.statics[ObjectIdentifier(v)] == nil {
            program.statics[ObjectIdentifier(v)] = GlobalSlot(name: v.simpleName ?? "static", value: .void)
        }
    }

    private func registerMembersAhead(_ methods: [FuncDecl], structType: (StructType, StructDecl)?) throws {
        for m in methods {
            _ = try registerMember(m, structType: structType)
            registeredAhead.insert(ObjectIdentifier(m))
        }
    }
}
