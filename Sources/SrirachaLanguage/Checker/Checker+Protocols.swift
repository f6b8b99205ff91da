/// Protocols: requirements, conformance (checked where a type declares it), protocols as types
/// (a value of any conforming type, its requirements found on the value at run time).
extension Checker {
    /// Refined protocols, method and property requirements.
    func fillProtocol(_ info: NominalInfo, _ d: ProtocolDecl) {
        for t in d.inherited {
            guard case let .named(name, _) = t.kind else { continue }
            if name == "AnyObject" || name == "class" {
                info.isClassBound = true
                continue
            }
            guard case .nominal(let other)? = lookupType(name), other.isProtocol else {
                if lookupType(name) != nil {
                    error("a protocol can only inherit from protocols; `\(name)` is not one", at: t.range)
                }
                continue
            }
            fillNominal(other)
            info.refines.append(other)
            if other.isClassBound { info.isClassBound = true }
            for a in other.associatedTypes where !info.associatedTypes.contains(a) { info.associatedTypes.append(a) }
            info.associatedConstraints.merge(other.associatedConstraints) { mine, theirs in mine + theirs.filter { !mine.contains($0) } }
            info.associatedDefaults.merge(other.associatedDefaults) { mine, _ in mine }
            info.associatedSameTypes += other.associatedSameTypes
            info.conformances.formUnion(other.conformances)
            info.conformances.insert(other.name)
        }
        for a in d.associatedTypes where !info.associatedTypes.contains(a) { info.associatedTypes.append(a) }
        for (a, types) in d.associatedConstraints.sorted(by: { $0.key < $1.key }) {
            for t in types {
                guard case let .named(name, args) = t.kind, args.isEmpty, case .nominal(let proto)? = lookupType(name), proto.isProtocol else {
                    if case let .named(name, args) = t.kind, args.isEmpty, Parser.sequenceViewProtocols.contains(name) {
                        // `associatedtype Row: Sequence`: iterated with `for`, its elements are
                        // `Row.Element`, itself an associated type, which the type chosen decides.
                        let element = a + ".Element"
                        if !info.associatedTypes.contains(element) { info.associatedTypes.append(element) }
                        continue
                    }
                    error("an associated type can only be required to conform to protocols", at: t.range,
                          helps: ["write `associatedtype \(a): Equatable`"])
                    continue
                }
                if !(info.associatedConstraints[a] ?? []).contains(proto.name) { info.associatedConstraints[a, default: []].append(proto.name) }
            }
        }
        withGenerics(["Self"] + info.associatedTypes, constraints: info.associatedConstraints) {
            for (a, t) in d.associatedDefaults.sorted(by: { $0.key < $1.key }) { info.associatedDefaults[a] = resolveType(t) }
            for r in d.associatedRequirements {
                let path = r.parameter.split(separator: ".").map(String.init)
                guard info.associatedTypes.contains(path[0]) else {
                    error("cannot find associated type `\(path[0])` in protocol `\(info.name)`", at: r.range,
                          helps: ["the associated types here: " + info.associatedTypes.map { "`\($0)`" }.joined(separator: ", ")])
                    continue
                }
                guard case let .sameType(t) = r.kind, path.count >= 2 else {
                    error("a requirement that `\(r.parameter)` conforms to a protocol is not supported", at: r.range,
                          helps: ["require it of an associated type of this protocol: `associatedtype \(path[0]): Equatable`"])
                    continue
                }
                info.associatedSameTypes.append((path, resolveType(t), r.range))
            }
            for p in d.properties {
                let t = resolveType(p.type)
                info.requiredProperties[p.name] = (t, p.isSettable, p.isStatic)
                if !p.isStatic {
                    // Read through a value of the protocol type: found on the value at run time.
                    let decl = VarDecl(isVar: true, pattern: Pattern(.binding(name: p.name, isVar: true), p.nameRange),
                                       typeAnnotation: p.type, initializer: nil)
                    let accessors = PropertyAccessors(name: p.name)
                    accessors.requirementIsSettable = p.isSettable
                    accessors.requirementIsClassBound = info.isClassBound
                    decl.accessors = accessors
                    info.computed[p.name] = .init(decl: decl, accessors: accessors, type: t)
                }
            }
            for m in d.methods {
                let sig = signature(of: m, owner: info)
                info.methods[m.name, default: []].append(FuncEntry(decl: m, scheme: Scheme(sig.type, params: m.genericParameters)))
            }
            assignDispatchKeys(d.methods, info)
        }
        // Requirements of refined protocols are requirements of this one.
        for other in info.refines {
            for (name, entries) in other.methods { info.methods[name, default: []] += entries }
            for (name, p) in other.requiredProperties where info.requiredProperties[name] == nil {
                info.requiredProperties[name] = p
                if let c = other.computed[name] { info.computed[name] = c }
            }
        }
    }

    /// The protocols a struct, enum or class declares, checked against its members.
    /// `constraints`: an extension's `where T: Equatable` (a conditional conformance).
    func checkConformances(_ info: NominalInfo, declared: [TypeSyntax]? = nil, constraints: GenericConstraints? = nil) {
        var inherited: [TypeSyntax]
        switch info.kind {
        case let .structType(d): inherited = d.inherited
        case let .enumType(d): inherited = d.inherited
        case .builtinType: inherited = []
        case .protocolType:
            if declared != nil, let t = declared?.first {
                error("a protocol extension cannot add conformances", at: t.range)
            }
            return
        }
        if let declared { inherited = declared }
        if let sup = info.superclass { info.conformances.formUnion(sup.conformances) }
        for t in inherited {
            guard case let .named(name, _) = t.kind else { continue }
            let bare = name.hasPrefix("Swift.") ? String(name.dropFirst(6)) : name
            // `struct S: NamedAndAged` where the alias names a composition: each of its parts.
            if case let .alias(_, target)? = lookupType(bare), case let .con(composed, _) = target,
               let parts = nominal(named: composed)?.compositionParts {
                checkConformances(info, declared: parts.map { TypeSyntax(.named($0.name, []), t.range) },
                                  constraints: constraints)
                continue
            }
            // `struct Fib: Sequence`: not a protocol here, but the sequence methods look for it
            // (see Checker+SequenceMethods.swift).
            if Checker.sequenceProtocols.contains(bare) { info.conformances.insert(bare) }
            // A sibling nested type (`class Cat: Animal` inside `enum Zoo`) is found as written.
            if lookupType(bare) == nil, lookupType(beside: info.name, bare) == nil, !Checker.sequenceProtocols.contains(bare) {
                reportUnknownConformance(bare, at: t.range)
            }
            guard case .nominal(let proto)? = lookupType(bare), proto.isProtocol else { continue }
            info.conformances.insert(proto.name)
            info.conformances.formUnion(proto.conformances)
            for derived in ([proto.name] + proto.conformances.sorted()) where Self.derivable.contains(derived) {
                checkDerivedConformance(info, derived, at: t.range, constraints: constraints ?? info.genericConstraints)
            }
            if proto.name == "Encodable" || proto.name == "Decodable" { checkCodableConformance(info, proto.name, at: t.range) }
            let missing = missingRequirements(of: proto, in: info)
            // An enum whose cases carry values was told it cannot be `CaseIterable` (see `deriveEnumMembers`).
            let toldAlready = proto.name == "CaseIterable" && info.cases.contains { $0.payload != nil }
            if !missing.isEmpty, !toldAlready {
                error("type `\(info.name)` does not conform to protocol `\(proto.name)`", at: t.range,
                      helps: missing.map { $0.hasPrefix("`") ? "add \($0)" : $0 })
            }
        }
    }

    /// What `info` lacks (or has with the wrong type) of `proto`'s requirements, in words.
    private func missingRequirements(of proto: NominalInfo, in info: NominalInfo) -> [String] {
        var missing: [String] = []
        var selfMap = ["Self": info.selfType]
        // Each associated type is one choice for all requirements (`Item` is `Int` everywhere).
        for a in proto.associatedTypes {
            if case let .alias(generics, target)? = lookupType(info.name + "." + a), generics.isEmpty {
                selfMap[a] = target
            } else {
                selfMap[a] = fresh()
            }
        }
        for (_, entries) in proto.methods.sorted(by: { $0.key < $1.key }) {
            for req in entries where !isExtensionOnly(req, of: proto) {
                let d = req.decl
                let want = req.scheme.type.substituting(selfMap)
                let candidates: [(FuncEntry, [String: Ty])]
                if d.name == "init" {
                    candidates = (info.methods["init"] ?? []).map { ($0, [:]) }
                } else if d.isStatic {
                    candidates = (info.methods[d.name] ?? []).filter(\.decl.isStatic).map { ($0, [:]) }
                } else {
                    candidates = info.instanceMethods(d.name, args: info.generics.map { .param($0) })
                }
                let defaults = (proto.methods[d.name] ?? []).filter {
                    isDefaultImplementation($0, of: proto) && defaultAppliesToClass($0, of: proto, in: info)
                }
                let found = defaults.contains { $0.decl.fullName == d.fullName }
                    || (d.name == "init" && (d.clauses.first ?? []).isEmpty && hasImplicitEmptyInit(info))
                    || (d.name == "init" && memberwiseMeets(d, want, in: info))
                    || builtinMeets(req, want, in: info) || builtinOperatorMeets(req, want, in: info) || candidates.contains { c, map in
                    guard c.decl.fullName == d.fullName else { return false }
                    if d.name == "init" { return true }
                    let have = c.scheme.type.substituting(map)
                    // Not a trial: what this requirement decides of the associated types holds for the next.
                    return solver.unify(solver.instantiate(Scheme(have, params: c.scheme.params)),
                                        solver.instantiate(Scheme(want, params: req.scheme.params)))
                }
                if !found, d.name == "subscript" {
                    // Shown as it is written: `subscript(key: String) -> Int { get set }`.
                    var params: [Ty] = []
                    var result: Ty = .void
                    if case let .fn(ps, r, _) = want { params = ps; result = r }
                    let isSetter = d.clauses.first?.last?.label == "newValue"
                    let written = (d.clauses.first ?? []).filter { $0.label != "newValue" }
                    let sig = zip(written, params).map { p, t in
                        (p.label.map { $0 + " " } ?? "") + p.name + ": " + solver.describe(t)
                    }
                    let element = isSetter ? params.last.map { solver.describe($0) } ?? "" : ""
                    let head = "`subscript(\(sig.joined(separator: ", "))) -> "
                    if isSetter {
                        missing.removeAll { $0 == head + element + " { get }`" }
                        missing.append(head + element + " { get set }`")
                    } else if !missing.contains(head + solver.describe(result) + " { get set }`") {
                        missing.append(head + solver.describe(result) + " { get }`")
                    }
                } else if !found {
                    var params: [Ty] = []
                    var result: Ty = .void
                    if case let .fn(ps, r, _) = want { params = ps; result = r }
                    let labels = (d.clauses.first ?? []).map { p in p.label == p.name ? p.name : (p.label ?? "_") + " " + p.name }
                    let sig = zip(labels, params).map { "\($0): \(solver.describe($1))" }
                    let shown = d.name == "init" || result.isVoid ? "" : " -> " + solver.describe(result)
                    let keyword = d.name == "init" ? "init" : (d.isStatic ? "static func " : d.isMutating ? "mutating func " : "func ") + d.name
                    missing.append("`\(keyword)(\(sig.joined(separator: ", ")))\(shown)`")
                }
            }
        }
        for (name, req) in proto.requiredProperties.sorted(by: { $0.key < $1.key }) {
            // Swift gives a class its `id` (an `ObjectIdentifier`, not modelled here): a class may
            // declare `Identifiable` without one.
            if proto.name == "Identifiable", name == "id", info.isClass, info.fieldIndex(name) == nil,
               info.computedProperty(name, args: info.generics.map { .param($0) }) == nil { continue }
            let want = req.type.substituting(selfMap)
            var ok = false
            if req.isStatic {
                // The type's own (or a superclass's), else a protocol extension's default.
                let receiver = selfMap["Self"] ?? info.selfType
                if let sp = inheritedStaticProperty(info, name) ?? proto.staticProperties[name].map({ selfSpecialised($0, of: proto, receiver: receiver) })
                    ?? defaultStaticProperty(info, name, receiver: receiver) {
                    ok = solver.unify(sp.type.substituting(selfMap), want)
                }
            } else if let i = info.fieldIndex(name) {
                ok = solver.unify(info.fields[i].type, want) && (!req.settable || info.fields[i].isVar)
            } else if let (p, map) = info.computedProperty(name, args: info.generics.map { .param($0) }) {
                ok = solver.unify(p.type.substituting(map), want) && (!req.settable || p.accessors.setter != nil)
                if ok, !info.isClass, let g = p.accessors.getter, g.isMutating {
                    // Read through the protocol, the value could not keep what the getter stores.
                    let what = p.accessors.isLazy ? "a struct's `lazy var`" : "a `mutating get`"
                    missing.append("`var \(name): \(solver.describe(want)) { get }` (\(what) cannot meet it: its getter is mutating)")
                    continue
                }
            } else if !req.isStatic, let given = defaultProperty(name, for: info, proto: proto) {
                // A protocol extension's computed property fulfils the requirement.
                ok = solver.unify(given.type, want) && (!req.settable || given.accessors.setter != nil)
            } else if !req.isStatic, !req.settable, case .builtinType = info.kind,
                      case let .nativeProperty(n, fixed) = lookupMember(info.selfType, name, forCall: false),
                      let inst = instantiate(.native(n, fixed: fixed)) {
                // `extension Array: HasCount {}`: the built-in `count` is the requirement's `count`.
                ok = solver.unify(inst.type, want)
            }
            if !ok {
                missing.append("`\(req.isStatic ? "static " : "")var \(name): \(solver.describe(want)) { get\(req.settable ? " set" : "") }`")
            }
        }
        // An associated type no requirement decided takes the protocol's default.
        for a in proto.associatedTypes {
            guard let given = proto.associatedDefaults[a], let chosen = selfMap[a],
                  case .variable = solver.zonk(chosen) else { continue }
            solver.unify(chosen, given.substituting(selfMap))
        }
        missing += unmetSameTypes(of: proto, selfMap)
        missing += unmetSequences(of: proto, selfMap)
        return missing
    }

    /// `associatedtype Row: Sequence`: the type chosen must be a built-in sequence (an array, a
    /// range, a string, a set or a dictionary), whose elements are then `Row.Element`.
    private func unmetSequences(of proto: NominalInfo, _ selfMap: [String: Ty]) -> [String] {
        var unmet: [String] = []
        for a in proto.associatedTypes where a.hasSuffix(".Element") {
            let base = String(a.dropLast(8))
            guard let chosen = selfMap[base].map({ solver.zonk($0) }) else { continue }
            if case .variable = chosen { continue }
            if let element = sequenceElement(of: chosen) {
                if let mine = selfMap[a] { solver.unify(mine, element) }
                continue
            }
            let ownSequence = nominal(of: chosen).map { !$0.0.isBuiltin } ?? false
            unmet.append("the protocol requires `\(base)` to be a sequence; here it is \(describe(chosen))"
                + (ownSequence ? " (a sequence type of a program's own is not supported there: use an array)" : ""))
        }
        return unmet
    }

    /// The `where Suffix.Item == Item` requirements of `proto`'s associated types that the
    /// choices in `selfMap` do not meet, in words.
    private func unmetSameTypes(of proto: NominalInfo, _ selfMap: [String: Ty]) -> [String] {
        var unmet: [String] = []
        for (path, type, _) in proto.associatedSameTypes {
            guard var owner = selfMap[path[0]].map({ solver.zonk($0) }) else { continue }
            var reached = true
            for member in path.dropFirst() {
                guard case let .con(n, args) = owner, let info = nominal(named: n),
                      let w = associatedWitness(info, args, member) else { reached = false; break }
                owner = solver.zonk(w)
            }
            let want = solver.zonk(type.substituting(selfMap))
            let written = path.joined(separator: ".")
            if !reached {
                unmet.append("the protocol requires `\(written)` to be \(describe(want)); it cannot be found here")
            } else if !solver.unify(owner, want) {
                unmet.append("the protocol requires `\(written)` to be \(describe(want)); here it is \(describe(owner))")
            }
        }
        return unmet
    }

    /// `extension Array: Container {}`: a built-in type's own method (`append(_:)`) or element
    /// subscript meets a requirement of that name and labels whose type it fits; the fit decides
    /// the associated types (`Item` is `Element`).
    private func builtinMeets(_ req: FuncEntry, _ want: Ty, in info: NominalInfo) -> Bool {
        guard case .builtinType = info.kind, !req.decl.isStatic, req.decl.name != "init" else { return false }
        let wanted = solver.instantiate(Scheme(want, params: req.scheme.params))
        if req.decl.name == "subscript" {
            guard ["Array", "ArraySlice"].contains(info.name), case let .con(_, args) = info.selfType, args.count == 1,
                  req.labels.count == 1, req.labels[0] == nil else { return false }
            let have = Ty.fn([.int], args[0])
            guard succeeds({ solver.unify(have, wanted) }) else { return false }
            return solver.unify(have, wanted)
        }
        guard case let .methods(sources) = lookupMember(info.selfType, req.decl.name, forCall: true) else { return false }
        // A mutating native (`append`) meets only a mutating requirement: a call through the
        // protocol then holds the value in place, as a direct call does.
        for case let .native(n, fixed) in sources where (!n.isMutating || req.decl.isMutating) && labelKey(n.labels) == labelKey(req.labels) {
            guard let inst = instantiate(.native(n, fixed: fixed)) else { continue }
            if succeeds({ solver.unify(inst.type, wanted) }) { return solver.unify(inst.type, wanted) }
        }
        return false
    }

    /// `extension Int: Summable {}` where `Summable` requires `static func + (a: Self, b: Self) -> Self`:
    /// the built-in operator meets it, for the types it applies to.
    private func builtinOperatorMeets(_ req: FuncEntry, _ want: Ty, in info: NominalInfo) -> Bool {
        let op = req.decl.name
        guard case .builtinType = info.kind, req.decl.isStatic, req.labels.count == 2,
              Self.arithmetic.contains(op) || Self.comparisons.contains(op) else { return false }
        let me = info.selfType
        guard restrict(me, to: Self.comparisons.contains(op) ? .comparable : Self.operandClass(op)) else { return false }
        let have = Ty.fn([me, me], Self.comparisons.contains(op) ? .bool : me)
        let wanted = solver.instantiate(Scheme(want, params: req.scheme.params))
        return succeeds({ solver.unify(have, wanted) }) && solver.unify(have, wanted)
    }

    /// A struct's memberwise initializer meets `init(name:)` when the requirement takes every
    /// stored property, in order, with its type (`struct Dog: Animal { let name: String }`).
    private func memberwiseMeets(_ d: FuncDecl, _ want: Ty, in info: NominalInfo) -> Bool {
        guard !info.isClass, info.structDecl != nil, keepsMemberwise(info), !info.fields.isEmpty,
              case let .fn(ps, _, _) = want else { return false }
        let labels = (d.clauses.first ?? []).map(\.label)
        guard labels == info.fields.map(\.name), ps.count == info.fields.count else { return false }
        return zip(ps, info.fields).allSatisfy { p, f in succeeds { solver.unify(p, f.type) } }
    }

    /// `struct D: P { var x = 1 }` meets `P`'s `init()`: a struct or a base class without
    /// initializers of its own whose stored properties all have defaults has one.
    func hasImplicitEmptyInit(_ info: NominalInfo) -> Bool {
        guard info.structDecl != nil, !info.isProtocol, (info.methods["init"] ?? []).isEmpty, info.superclass == nil else { return false }
        return info.fields.allSatisfy(\.hasDefault)
    }

    /// A method a protocol extension gives (rather than a requirement).
    func isDefaultImplementation(_ m: FuncEntry, of proto: NominalInfo) -> Bool {
        guard let d = proto.protocolDecl else { return false }
        return !d.methods.contains { $0 === m.decl } && !proto.refines.contains { r in
            r.protocolDecl?.methods.contains { $0 === m.decl } ?? false
        }
    }

    /// The computed property a protocol extension gives `info` for `proto`'s requirement `name`:
    /// from an extension of `proto` itself or of a protocol `info` conforms to that refines it.
    func defaultProperty(_ name: String, for info: NominalInfo, proto: NominalInfo) -> NominalInfo.ComputedProperty? {
        for p in [proto.name] + info.conformances.sorted() {
            guard let other = nominal(named: p), other.isProtocol,
                  other === proto || other.conformances.contains(proto.name),
                  let c = other.computed[name], c.accessors.isComputed else { continue }
            return c
        }
        return nil
    }

    /// A computed property a protocol extension gives a type that conforms: `cat.summary`.
    func defaultComputed(_ info: NominalInfo, _ name: String, args: [Ty]) -> (NominalInfo.ComputedProperty, [String: Ty])? {
        for p in info.conformances.sorted() {
            guard let proto = nominal(named: p), proto.isProtocol,
                  let c = proto.computed[name], c.accessors.isComputed else { continue }
            let map = witnesses(of: proto, in: info, args: args)
            // `extension Container where Item == Double { var total: Double … }`: only there.
            guard c.constraint.allSatisfy({ n, t in map[n].map { w in succeeds { solver.unify(w, t) } } ?? false }) else { continue }
            return (c, map)
        }
        return nil
    }

    /// In a protocol extension's member used on a conforming type: `Self` is that type, and
    /// each associated type (`Item`) what the type chose for it.
    func witnesses(of proto: NominalInfo, in info: NominalInfo, args: [Ty]) -> [String: Ty] {
        var map: [String: Ty] = ["Self": .con(info.name, args)]
        for a in proto.associatedTypes {
            if let w = associatedWitness(info, args, a) { map[a] = w }
        }
        return map
    }

    /// Methods protocol extensions give a type that conforms: `point.describe()`.
    func defaultMethods(_ info: NominalInfo, _ name: String, args: [Ty]) -> [(FuncEntry, [String: Ty])] {
        var out: [(FuncEntry, [String: Ty])] = []
        for p in info.conformances.sorted() {
            guard let proto = nominal(named: p), proto.isProtocol else { continue }
            let found = (proto.methods[name] ?? []).filter { m in
                !m.decl.isStatic && isDefaultImplementation(m, of: proto)
                    && (proto.selfRequirements[ObjectIdentifier(m.decl)] ?? []).allSatisfy {
                        typeConforms(info.selfType, to: $0, info.genericConstraints) != false
                    }
            }
            if found.isEmpty { continue }
            let map = witnesses(of: proto, in: info, args: args)
            // A refining protocol (`SuffixableContainer: Container`) has its parent's extension
            // members too: each is found once.
            out += found.filter { m in protocolConstraintHolds(proto, m.decl, map) && !out.contains { $0.0.decl === m.decl } }
                .map { ($0, map) }
        }
        // The extension of the most refined protocol first (`extension Pet` before `extension
        // Animal` for `protocol Pet: Animal`): of two with the same labels, the first is kept.
        if out.count > 1 {
            let depth = { (m: FuncEntry) in m.decl.extendedProtocol.map(self.refinementDepth) ?? 0 }
            out = out.enumerated().sorted { a, b in
                let da = depth(a.element.0), db = depth(b.element.0)
                return da != db ? da > db : a.offset < b.offset
            }.map(\.element)
        }
        return out
    }

    /// How many protocols `name` refines, directly or not.
    func refinementDepth(_ name: String) -> Int {
        var seen = Set<String>()
        var stack = nominal(named: name)?.refines ?? []
        while let p = stack.popLast(), seen.count < 256 {
            if seen.insert(p.name).inserted { stack += p.refines }
        }
        return seen.count
    }

    /// A member of `extension Container where Item == Double` is there only where the
    /// associated types in `map` (what a conforming type chose, or `T.Item`) are those types.
    func protocolConstraintHolds(_ proto: NominalInfo, _ decl: FuncDecl, _ map: [String: Ty]) -> Bool {
        guard let constraint = proto.methodConstraints[ObjectIdentifier(decl)], !constraint.isEmpty else { return true }
        return constraint.allSatisfy { name, type in
            guard let chosen = map[name] else { return false }
            return succeeds { solver.unify(chosen, type) }
        }
    }

    /// Whether values of `t` may be used where the protocol `proto` is expected.
    func conforms(_ t: Ty, to proto: NominalInfo) -> Bool {
        guard case let .con(name, _) = resolve(t) else { return false }
        if let parts = proto.compositionParts, name != proto.name {
            return parts.allSatisfy { conforms(t, to: $0) }
        }
        if case .builtin? = lookupType(name) {
            // `Int` is `Equatable` without saying so, and `Describable` once an extension says so.
            return typeConforms(t, to: proto.name, currentConstraints) == true
        }
        guard let info = nominal(named: name) else { return false }
        if proto.isClass { return inheritsClass(t, proto, currentConstraints) == true }
        return info === proto || info.conformances.contains(proto.name)
    }

    /// `let s: Shape = Circle()`: a conforming value where a protocol type is expected. The value
    /// is unchanged; its requirements are found on it when they are used.
    func protocolUpcast(_ actual: Ty, to expected: Ty) -> Bool? {
        guard case let .con(target, _) = resolve(expected), let proto = nominal(named: target), proto.isProtocol else {
            return nil
        }
        if let any = anyUpcast(actual, to: target) { return any }
        guard case .con = resolve(actual) else { return nil }
        return conforms(actual, to: proto)
    }
}
