/// Methods overloaded by parameter types (`func add(_ n: Int)` and `func add(_ s: String)`):
/// both have the full name `add(_:)`, so each gets a key of its own for finding it on the
/// receiver's run-time type. An override takes the key of the method it overrides.
extension Checker {
    func assignDispatchKeys(_ methods: [FuncDecl], _ info: NominalInfo) {
        for m in methods where !m.isStatic && m.name != "init" && m.dispatchKey == nil {
            let key = typedKey(m, info)
            // Overloads declared together.
            let siblings = (info.methods[m.name] ?? []).filter {
                !$0.decl.isStatic && $0.decl !== m && $0.decl.fullName == m.fullName
            }
            if siblings.contains(where: { typedKey($0.decl, info) != key }) {
                m.dispatchKey = key
                continue
            }
            // A method of the same name and labels further up: an override keeps its key; a new
            // overload by types needs one of its own.
            var sup = info.superclass
            var depth = 0
            var declaredAbove = false
            while let s = sup, depth < 64 {
                let same = (s.methods[m.name] ?? []).filter { !$0.decl.isStatic && $0.decl.fullName == m.fullName }
                if let overridden = same.first(where: { typedKey($0.decl, s) == key }) {
                    m.dispatchKey = overridden.decl.dispatchKey
                    m.leavesWitness = overridden.decl.leavesWitness
                    declaredAbove = true
                    break
                }
                if !same.isEmpty {
                    m.dispatchKey = key
                    declaredAbove = true
                    break
                }
                sup = s.superclass
                depth += 1
            }
            // `class A: P {}` took `extension P`'s `fee()`; `fee()` in a subclass of `A` is a
            // method of its own, not what `P` finds on it.
            if !declaredAbove, let s = info.superclass, requiredOfSuperclass(m, s) {
                m.dispatchKey = key
                m.leavesWitness = true
            }
        }
    }

    /// A class's computed property: an override keeps the name the overridden one is found
    /// under; a property a superclass's protocol requires, where the superclass took the
    /// protocol extension's default, gets a name of its own (see `PropertyAccessors.dispatchName`).
    func assignDispatchName(_ a: PropertyAccessors, _ info: NominalInfo) {
        guard let sup = info.superclass else { return }
        if let (inherited, _) = sup.computedProperty(a.name, args: []) {
            a.dispatchName = inherited.accessors.dispatchName
            return
        }
        var c: NominalInfo? = sup
        var depth = 0
        while let k = c, depth < 64 {
            if k.fieldIndex(a.name) != nil { return }
            c = k.superclass
            depth += 1
        }
        let required = sup.conformances.contains { nominal(named: $0)?.requiredProperties[a.name].map { !$0.isStatic } ?? false }
        if required { a.dispatchName = a.name + "#" + info.name }
    }

    /// Whether a protocol the superclass conforms to requires a method with this full name.
    private func requiredOfSuperclass(_ m: FuncDecl, _ sup: NominalInfo) -> Bool {
        sup.conformances.contains { p in
            nominal(named: p)?.protocolDecl?.methods.contains { !$0.isStatic && $0.fullName == m.fullName } ?? false
        }
    }

    /// `add(_:)#Int`: the full name and the parameter types as written.
    private func typedKey(_ m: FuncDecl, _ info: NominalInfo) -> String {
        let types = (m.clauses.first ?? []).map { p in p.type.map { typeSyntaxText($0) } ?? "_" }
        return m.fullName + "#" + types.joined(separator: ",")
    }

    private func typeSyntaxText(_ t: TypeSyntax) -> String {
        switch t.kind {
        case let .named(n, args): return args.isEmpty ? n : n + "<" + args.map(typeSyntaxText).joined(separator: ",") + ">"
        case let .array(e): return "[" + typeSyntaxText(e) + "]"
        case let .dictionary(k, v): return "[" + typeSyntaxText(k) + ":" + typeSyntaxText(v) + "]"
        case let .optional(w): return typeSyntaxText(w) + "?"
        case let .tuple(es): return "(" + es.map { ($0.label.map { $0 + ":" } ?? "") + typeSyntaxText($0.type) }.joined(separator: ",") + ")"
        case let .function(ps, r): return "(" + ps.map(typeSyntaxText).joined(separator: ",") + ")->" + typeSyntaxText(r)
        case let .inoutType(w): return "inout " + typeSyntaxText(w)
        case let .composition(ps): return ps.map(typeSyntaxText).joined(separator: "&")
        }
    }
}
