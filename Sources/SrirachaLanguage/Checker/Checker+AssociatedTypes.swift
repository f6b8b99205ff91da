/// Associated types: `T.Item` inside a declaration generic over `T: Container`, and at a use,
/// the type the conforming type chose for `Item`.
extension Checker {
    /// `T.Item`, where `T` is a generic parameter in scope required to conform to a protocol
    /// with the associated type `Item`.
    func associatedMember(_ name: String) -> Ty? {
        // Most names have no dot: told by their bytes, without searching by characters.
        guard name.utf8.contains(UInt8(ascii: ".")), let dot = name.firstIndex(of: ".") else { return nil }
        let base = String(name[..<dot]), member = String(name[name.index(after: dot)...])
        guard genericNames.contains(where: { $0.contains(base) }) else { return nil }
        for proto in currentConstraints[base] ?? [] where nominal(named: proto)?.associatedTypes.contains(member) == true {
            return sameTypeBinding(name) ?? .param(name)
        }
        return nil
    }

    /// At a use of a generic function: `T.Item` becomes a fresh variable, decided once `T` is
    /// by the requirement returned.
    func instantiateAssociated(_ t: Ty, _ map: [String: Ty]) -> (Ty, [Requirement]) {
        var names: [String] = []
        t.parameterNames(into: &names)
        var fixed: [String: Ty] = [:]
        var out: [Requirement] = []
        for n in names {
            guard let dot = n.firstIndex(of: "."), let owner = map[String(n[..<dot])] else { continue }
            let v = fresh()
            fixed[n] = v
            out.append(Requirement(parameter: n, type: v, capability: "associated:" + String(n[n.index(after: dot)...]),
                                   concrete: owner))
        }
        return (fixed.isEmpty ? t : t.substituting(fixed), out)
    }

    /// Makes `type` the type `owner` chose for its associated type `name`.
    func enforceAssociated(_ name: String, of owner: Ty, is type: Ty, at range: SourceRange) {
        switch resolve(owner) {
        case let .param(p):
            solver.unify(type, .param(p + "." + name))
        case let .con(n, args):
            guard let info = nominal(named: n), let witness = associatedWitness(info, args, name) else { return }
            if !solver.unify(type, witness) {
                error("`\(n).\(name)` is \(describe(witness)), not \(describe(type))", at: range)
            }
        default:
            break
        }
    }

    /// What a conforming type chose for an associated type: a member `typealias`, or what its
    /// members that meet the protocol's requirements say.
    func associatedWitness(_ info: NominalInfo, _ args: [Ty], _ name: String) -> Ty? {
        if name.hasSuffix(".Element"), !name.dropLast(8).contains(".") {
            // `Row.Element` of `associatedtype Row: Sequence`: the elements of the type chosen for `Row`.
            return associatedWitness(info, args, String(name.dropLast(8))).flatMap { sequenceElement(of: $0) }
        }
        let map = info.substitution(for: args)
        if case let .alias(generics, target)? = lookupType(info.name + "." + name), generics.isEmpty {
            return target.substituting(map)
        }
        let selfType = Ty.con(info.name, args)
        for p in info.conformances.sorted() {
            guard let proto = nominal(named: p), proto.isProtocol, proto.associatedTypes.contains(name) else { continue }
            for (_, entries) in proto.methods.sorted(by: { $0.key < $1.key }) {
                for req in entries where !isDefaultImplementation(req, of: proto) {
                    var names: [String] = []
                    req.scheme.type.parameterNames(into: &names)
                    guard names.contains(name) else { continue }
                    let d = req.decl
                    let candidates = d.isStatic ? (info.methods[d.name] ?? []).filter(\.decl.isStatic).map { ($0, map) }
                        : info.instanceMethods(d.name, args: args)
                    for (c, cmap) in candidates where c.decl.fullName == d.fullName {
                        var assoc: [String: Ty] = ["Self": selfType]
                        for a in proto.associatedTypes { assoc[a] = fresh() }
                        let want = solver.instantiate(Scheme(req.scheme.type.substituting(assoc), params: req.scheme.params))
                        let have = solver.instantiate(Scheme(c.scheme.type.substituting(cmap), params: c.scheme.params))
                        if let chosen = assoc[name], solver.unify(want, have) { return solver.zonk(chosen) }
                    }
                    if case .builtinType = info.kind, !d.isStatic, d.name != "init", let have = builtinMember(info, args, d.name, labels: req.labels) {
                        // `extension Array: Container {}`: the built-in `append(_:)` decides `Item`.
                        var assoc: [String: Ty] = ["Self": selfType]
                        for a in proto.associatedTypes { assoc[a] = fresh() }
                        let want = solver.instantiate(Scheme(req.scheme.type.substituting(assoc), params: req.scheme.params))
                        if let chosen = assoc[name], succeeds({ solver.unify(want, have) }), solver.unify(want, have) {
                            return solver.zonk(chosen)
                        }
                    }
                }
            }
            for (prop, req) in proto.requiredProperties.sorted(by: { $0.key < $1.key }) {
                var names: [String] = []
                req.type.parameterNames(into: &names)
                guard names.contains(name) else { continue }
                var assoc: [String: Ty] = ["Self": selfType]
                for a in proto.associatedTypes { assoc[a] = fresh() }
                let want = req.type.substituting(assoc)
                var have: Ty?
                if let i = info.fieldIndex(prop) { have = info.fields[i].type.substituting(map) }
                else if let (c, cmap) = info.computedProperty(prop, args: args) { have = c.type.substituting(cmap) }
                if have == nil, case .builtinType = info.kind, !req.isStatic { have = builtinMember(info, args, prop, labels: nil) }
                if let have, let chosen = assoc[name], solver.unify(want, have) { return solver.zonk(chosen) }
            }
            // `associatedtype Item = Int` when no member decides it.
            if let given = proto.associatedDefaults[name] {
                var assoc: [String: Ty] = ["Self": selfType]
                for a in proto.associatedTypes where a != name { assoc[a] = associatedWitness(info, args, a) ?? fresh() }
                return given.substituting(assoc)
            }
        }
        return nil
    }

    /// The type of a built-in type's own member (`Array<Int>`'s `append(_:)`, its element
    /// subscript, its `count`), for the associated type a requirement of that name decides;
    /// `labels` nil for a property.
    private func builtinMember(_ info: NominalInfo, _ args: [Ty], _ name: String, labels: [String?]?) -> Ty? {
        if name == "subscript" {
            guard ["Array", "ArraySlice"].contains(info.name), args.count == 1, labels?.count == 1, labels?[0] == nil else { return nil }
            return .fn([.int], args[0])
        }
        for (lookedUpAs, list) in nativeMembers(info.name, name, intBounds: false) {
            let fixed = NativeSignatures.fixedParameters(owner: info.name, receiverArgs: args, lookedUpAs: lookedUpAs)
            for n in list where n.isProperty == (labels == nil) && (labels.map { labelKey(n.labels) == labelKey($0) } ?? true) {
                if let inst = instantiate(.native(n, fixed: fixed)) { return inst.type }
            }
        }
        return nil
    }

    /// The elements of a built-in sequence type (what `for x in` gives), or of a generic
    /// parameter's associated type required to be a `Sequence` (`T.Row.Element`).
    func sequenceElement(of t: Ty) -> Ty? {
        switch resolve(t) {
        case let .con(n, args) where ["Array", "Set", "ArraySlice"].contains(n) && args.count == 1: return args[0]
        case let .con(n, args) where ["Range", "ClosedRange"].contains(n) && args.count == 1: return args[0]
        case let .con(n, args) where ["Dictionary", "KeyValuePairs"].contains(n) && args.count == 2:
            return .tuple([("key", args[0]), ("value", args[1])])
        case .con("String", []), .con("Substring", []): return .con("Character", [])
        case let .param(p):
            let element = p + ".Element"
            if genericNames.contains(where: { $0.contains(element) }) { return .param(element) }
            // `extension Rows where Row.Element == Int`: fixed there.
            if case let .alias(generics, target)? = lookupType(element), generics.isEmpty { return target }
            return associatedMember(element)
        default: return nil
        }
    }

    /// `r.row.count`, `r.row.map { … }` with `associatedtype Row: Sequence`: the built-in
    /// sequence methods arrays have (not those a program's extensions add, nor mutating ones),
    /// which work on whichever built-in sequence the conformance chose.
    func sequenceAssociatedMembers(_ baseType: Ty, _ name: String, forCall: Bool) -> MemberLookup? {
        guard case .param = resolve(baseType), let element = sequenceElement(of: baseType) else { return nil }
        switch lookupMember(.array(element), name, forCall: forCall) {
        case let .methods(sources):
            let natives = sources.filter { if case let .native(n, _) = $0 { return !n.isMutating }; return false }
            return natives.isEmpty ? nil : .methods(natives)
        case let .nativeProperty(n, fixed):
            return .nativeProperty(n, fixed: fixed)
        default:
            return nil
        }
    }
}
