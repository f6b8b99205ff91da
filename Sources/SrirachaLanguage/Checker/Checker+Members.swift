/// Members: struct fields, tuple elements, methods (declared and native), enum cases and static
/// members through a type name or an implicit `.member`.
struct TypeReference {
    let name: String
    let entry: TypeEntry
}

extension Checker {
    enum MemberLookup {
        case field(NominalInfo, index: Int, type: Ty)
        case tupleElement(index: Int, type: Ty)
        case computed(NominalInfo.ComputedProperty, type: Ty)
        case methods([CalleeSource])
        case nativeProperty(NativeFunction, fixed: [String: Ty])
        case notFound
    }

    /// Whether members a constrained extension declared apply to a use of the type with these
    /// type arguments (unknown arguments are then decided: `.centered` makes `Mod<Label>`).
    func constraintHolds(_ constraint: [String: Ty], _ info: NominalInfo, args: [Ty]) -> Bool {
        if constraint.isEmpty { return true }
        let m = solver.mark()
        // `extension Pair where A == B`: a requirement may name the type's other parameters.
        let map = info.substitution(for: args)
        for (g, a) in zip(info.generics, args) {
            let required = constraint[g]?.substituting(map)
            // `extension Result where Failure == Never` is not for a `Result<Int, Error>`: a
            // same-type requirement is exact, though `Never` fits anywhere a value is expected.
            if let required, case let .con(x, _) = resolve(a), case let .con(y, _) = resolve(required),
               x != y, x == "Never" || y == "Never" {
                solver.rollback(to: m)
                return false
            }
            if let required, !solver.unify(a, required) {
                solver.rollback(to: m)
                return false
            }
        }
        return true
    }

    /// Without deciding anything: would the constraint hold?
    func constraintFits(_ constraint: [String: Ty], _ info: NominalInfo, args: [Ty]) -> Bool {
        if constraint.isEmpty { return true }
        return succeeds { constraintHolds(constraint, info, args: args) }
    }

    /// The associated types of protocol `info` that the extension being checked fixes
    /// (`extension Container where Item == Double`): their names mean those types here.
    func associatedTypesFixedHere(_ info: NominalInfo) -> [String: Ty] {
        guard typeContext.last == info.name else { return [:] }
        var out: [String: Ty] = [:]
        for a in info.associatedTypes {
            if case let .alias(generics, target)? = lookupType(a), generics.isEmpty { out[a] = target }
        }
        return out
    }

    func methodConstraint(_ info: NominalInfo, _ entry: FuncEntry) -> [String: Ty] {
        info.methodConstraints[ObjectIdentifier(entry.decl)] ?? [:]
    }

    /// Static methods named `name` usable with these type arguments.
    func staticMethods(_ info: NominalInfo, _ name: String, args: [Ty]) -> [FuncEntry] {
        let own = (info.methods[name] ?? []).filter { $0.decl.isStatic && constraintFits(methodConstraint(info, $0), info, args: args) }
        // `Sub.make()` with `class func make()` declared in a (non-generic) superclass: inherited,
        // as in Swift; the subclass's own hide those with the same labels.
        var inherited: [FuncEntry] = []
        var sup = info.superclass
        var depth = 0
        // A type method runs without its class at hand: what it calls is its own class's. Reached
        // through a subclass that overrides type methods, it would miss the overrides Swift calls
        // (see `reportNoStaticMember`) if it reached one of them, or `self`.
        var overridden = overriddenTypeMethods(info)
        while let s = sup, s.generics.isEmpty, depth < 64 {
            for m in s.methods[name] ?? [] where m.decl.isStatic
                && !(own + inherited).contains(where: { $0.decl.fullName == m.decl.fullName })
                && (m.decl.receivesClass != nil || overridden.isEmpty || !reachesAny(overridden, from: m.decl, in: s)) {
                inherited.append(m)
            }
            overridden.formUnion(overriddenTypeMethods(s))
            sup = s.superclass
            depth += 1
        }
        return own + inherited
    }

    /// The names of the type methods `info` overrides.
    func overriddenTypeMethods(_ info: NominalInfo) -> Set<String> {
        Set(info.methods.filter { $0.value.contains { $0.decl.isStatic && $0.decl.isOverride } }.keys)
    }

    /// Whether a type method of `owner` (or one of its superclasses) mentions one of `names`,
    /// `self` or `Self`, itself or through the other type methods it calls.
    func reachesAny(_ names: Set<String>, from decl: FuncDecl, in owner: NominalInfo) -> Bool {
        var seen: Set<ObjectIdentifier> = []
        var pending = [decl]
        while let d = pending.popLast(), seen.count < 256 {
            guard seen.insert(ObjectIdentifier(d)).inserted else { continue }
            let mentioned = CaptureAnalysis.allMentions(in: d.body)
            if !mentioned.isDisjoint(with: names) || mentioned.contains("self") || mentioned.contains("Self") { return true }
            var c: NominalInfo? = owner
            while let k = c {
                for n in mentioned { pending += (k.methods[n] ?? []).filter(\.decl.isStatic).map(\.decl) }
                c = k.superclass
            }
        }
        return false
    }

    func lookupMember(_ baseType: Ty, _ name: String, forCall: Bool = false) -> MemberLookup {
        if let found = metatypeMembers(baseType, name) { return found }
        if let found = sequenceAssociatedMembers(baseType, name, forCall: forCall) { return found }
        switch resolve(baseType) {
        case let .con(owner, args):
            var methods: [CalleeSource] = []
            var taken = Set<String>()
            if let info = memberInfo(named: owner) {
                let map = info.substitution(for: args)
                // In `extension Container where Item == Double`, the requirements' `Item` is `Double`.
                let fixedAssociated = info.isProtocol ? associatedTypesFixedHere(info) : [:]
                // A property and a method may share a base name (`var first`, `first(where:)`):
                // called, it is the method.
                let callsMethod = { forCall && name != "init" && !info.instanceMethods(name, args: args).isEmpty }
                if let i = info.fieldIndex(name), !callsMethod() {
                    return .field(info, index: i, type: info.fields[i].type.substituting(map))
                }
                if let (p, pmap) = info.computedProperty(name, args: args), requirementsFit(info, p.decl, args: args),
                   constraintHolds(p.constraint, info, args: args), !callsMethod() {
                    return .computed(p, type: p.type.substituting(pmap).substituting(fixedAssociated))
                }
                _ = map
                if !info.isProtocol, let (p, pmap) = defaultComputed(info, name, args: args) {
                    return .computed(p, type: p.type.substituting(pmap))
                }
                if name != "init" {
                    for (m, fixed) in info.instanceMethods(name, args: args)
                    where constraintFits(methodConstraint(info, m), info, args: args) && requirementsFit(info, m.decl, args: args) {
                        methods.append(.function(m, fixed: fixed.merging(fixedAssociated) { a, _ in a }))
                        taken.insert(labelKey(m.labels))
                    }
                    if !info.isProtocol {
                        // A generic subscript of an extension (`subscript<I: Sequence>(_ i: I)`) is an
                        // overload beside the type's own `subscript(i: Int)`, not hidden by it.
                        for (m, fixed) in defaultMethods(info, name, args: args)
                        where !taken.contains(labelKey(m.labels)) || (name == "subscript" && !m.decl.genericParameters.isEmpty) {
                            // `Self` in a protocol extension's method is the receiver's type; its
                            // associated types are what the receiver's type chose.
                            methods.append(.function(selfSpecialised(m, protocols: Array(info.conformances), receiver: baseType),
                                                     fixed: fixed.merging(protocolSelfReceiver(baseType)) { a, _ in a }))
                            taken.insert(labelKey(m.labels))
                        }
                    }
                }
            }
            // Sriracha declarations win over natives with the same labels. A name may be both a
            // property and a method (`count`, `count(where:)`): a call prefers the method.
            var property: (NativeFunction, [String: Ty])?
            for (lookedUpAs, list) in nativeMembers(owner, name, intBounds: args.first.map { isIntegerBound($0, keepingLiteralOpen: name == "contains") } ?? false) {
                let fixed = NativeSignatures.fixedParameters(owner: owner, receiverArgs: args, lookedUpAs: lookedUpAs)
                for n in list where !taken.contains(labelKey(n.labels)) || keepsNative(n, beside: methods) {
                    if n.isProperty {
                        if property == nil { property = (n, fixed) }
                    } else {
                        methods.append(.native(n, fixed: fixed))
                    }
                }
            }
            if let (n, fixed) = property, !forCall || methods.isEmpty { return .nativeProperty(n, fixed: fixed) }
            if methods.isEmpty, nominal(named: owner) == nil {
                // `extension Equatable { func isIn(…) }` on `5`: the built-in conformances.
                methods = standardConformanceDefaults(baseType, name).map {
                    .function(selfSpecialised($0, protocols: ["Equatable", "Hashable", "Comparable"], receiver: baseType), fixed: [:])
                }
            }
            if methods.isEmpty, nominal(named: owner) == nil, loadPreludeExtension(of: owner, member: name) {
                return lookupMember(baseType, name, forCall: forCall)
            }
            return methods.isEmpty ? .notFound : .methods(classSelfResults(methods, receiver: baseType))
        case let .param(n):
            let found = constrainedMember(n, name, forCall: forCall)
            if case let .methods(list) = found { return .methods(classSelfResults(list, receiver: .param(n))) }
            return found
        case let .tuple(es):
            if let i = Int(name), i >= 0, i < es.count { return .tupleElement(index: i, type: es[i].type) }
            if let i = es.firstIndex(where: { $0.label == name }) { return .tupleElement(index: i, type: es[i].type) }
            return .notFound
        default:
            return .notFound
        }
    }

    /// Natives of a member name: under the owner, and for ranges of `Int` then under Array
    /// (a range of `Double`s or `String`s is not a collection).
    func nativeMembers(_ owner: String, _ name: String, intBounds: Bool) -> [(String, [NativeFunction])] {
        // A string is a collection of `Character`s, a set one of its elements: they have the
        // Array members they do not define themselves.
        if owner == "String" || owner == "Set" || owner == "ArraySlice" || owner == "KeyValuePairs" {
            let own = Builtins.members[owner]?[name] ?? []
            let taken = Set(own.map { labelKey($0.labels) })
            let shared = (Builtins.members["Array"]?[name] ?? []).filter { !taken.contains(labelKey($0.labels)) }
            return [(owner, own), ("Array", shared)].filter { !$0.1.isEmpty }
        }
        if owner == "Dictionary", Self.dictionarySequenceMembers.contains(name) {
            // A dictionary is a sequence of `(key:, value:)` pairs: Array's sequence members it
            // does not define itself (`compactMap`, `reduce(into:)`, `enumerated()` …).
            let own = Builtins.members[owner]?[name] ?? []
            let taken = Set(own.map { labelKey($0.labels) })
            let shared = (Builtins.members["Array"]?[name] ?? []).filter { !taken.contains(labelKey($0.labels)) }
            return [(owner, own), ("Array", shared)].filter { !$0.1.isEmpty }
        }
        if owner == "Range" || owner == "ClosedRange", intBounds {
            // A range of `Int`s is a collection too: its own members (`contains(_:)` answered
            // without walking it) and Array's others (`contains(where:)`).
            let own = Builtins.members[owner]?[name] ?? []
            let taken = Set(own.map { labelKey($0.labels) })
            let shared = (Builtins.members["Array"]?[name] ?? []).filter { !taken.contains(labelKey($0.labels)) }
            return [(owner, own), ("Array", shared)].filter { !$0.1.isEmpty }
        }
        if owner == "Float" || owner == "Double" {
            // `f.isNaN` on a `Float`: the members of `FloatingPoint` it does not define itself.
            let own = Builtins.members[owner]?[name] ?? []
            let taken = Set(own.map { labelKey($0.labels) })
            let shared = (Builtins.members["FloatingPoint"]?[name] ?? []).filter { !taken.contains(labelKey($0.labels)) }
            return [(owner, own), ("FloatingPoint", shared)].filter { !$0.1.isEmpty }
        }
        if let list = Builtins.members[owner]?[name], !list.isEmpty { return [(owner, list)] }
        return []
    }

    /// The members of Swift's `Sequence` and `Collection` a dictionary takes from Array (those
    /// that need an array's order from the end, or change it, are not among them).
    static let dictionarySequenceMembers: Set<String> = [
        "compactMap", "flatMap", "allSatisfy", "reduce", "enumerated", "count", "randomElement", "shuffled",
        "prefix", "dropFirst",
    ]

    /// Whether a type is `Int` (an undecided literal counts: it defaults to `Int`).
    func isInt(_ t: Ty) -> Bool {
        switch resolve(defaultingLiteral(t)) {
        case .con("Int", []): return true
        default: return false
        }
    }

    /// Whether a range with bounds of this type is a collection: `Int` or a sized integer
    /// (`0..<n` with `n: UInt8`).
    func isIntegerBound(_ t: Ty, keepingLiteralOpen: Bool = false) -> Bool {
        // `("a"..."z").contains(c)`: a text literal's bound stays open for the argument to decide
        // (`Character` here), rather than taking its default `String` now.
        if case let .variable(v) = resolve(t), let d = solver.restriction(of: v)?.defaultType, case .con(let n, _) = resolve(d) {
            if n == "String" { return false }
            // `(65...90).contains(byte)`: an integer literal's bound stays open too (`UInt8` here).
            if n == "Int" && keepingLiteralOpen { return true }
        }
        if isInt(t) { return true }
        if case let .con(name, []) = resolve(t), IntKind(name: name) != nil { return true }
        return false
    }

    func memberNames(of t: Ty) -> [String] {
        switch resolve(t) {
        case let .con(owner, args):
            var names = memberInfo(named: owner)?.memberNames ?? []
            names += Builtins.members[owner]?.keys.map { $0 } ?? []
            if owner == "String" || owner == "Set" || owner == "ArraySlice" || owner == "KeyValuePairs" || ((owner == "Range" || owner == "ClosedRange") && isIntegerBound(args.first ?? .int)) {
                names += Builtins.members["Array"]?.keys.map { $0 } ?? []
            }
            return names
        case let .tuple(es): return es.compactMap(\.label)
        default: return []
        }
    }

    // MARK: Member expressions

    func checkMember(_ e: Expr, base: Expr, name: String, nameRange: SourceRange, expected: Ty?) -> Ty {
        rewriteDynamicSelf(base, member: name)
        rewriteLazyBase(base, member: name)
        if name == "self", case .identifier("self") = base.kind, classMethodContext() != nil {
            // `Self.self` in a class's type method: the class it was called on.
            e.kind = .identifier("self")
            return check(e, expected: expected)
        }
        if name == "self", protocolSelfMetatype(e, base: base) { return check(e, expected: expected) }
        if let t = genericNumberConstant(e, base: base, name: name) { return t }
        if name == "self", let t = reifiedMetatypeValue(e, of: base, expected: expected) { return t }
        e.castTarget = nil
        if let t = reifiedStaticProperty(e, of: base, name: name) { return t }
        if let sources = reifiedStaticCallee(base, name: Checker.baseName(name)) {
            // `xs.reduce(T.zero, T.combine)`: the static method of the type `T` stands for.
            let t = reference(e, sources, name: name, expected: expected)
            markDispatch(e, base: base, receiver: typeOfRecorded(base))
            return t
        }
        if name == "self", let t = metatypeValue(e, of: base) { return t }
        if let (owner, args) = typeReference(base) {
            // `String.init`, `Point.init`: the initializer as a function value; `Policy.init(line:)`
            // names one by its labels.
            if Checker.baseName(name) == "init" {
                guard case let .sources(list, n) = constructorSources(owner.entry, name: owner.name, explicitArgs: args,
                                                                      at: nameRange) else { return fresh() }
                if name != "init" { e.kind = .member(base, name: "init", nameRange: nameRange) }
                return reference(e, list, name: n + name.dropFirst(4), expected: expected)
            }
            if let info = builtinStaticMember(owner, name) {
                return staticMemberValue(e, info, args: args, name: name, nameRange: nameRange, expected: expected)
            }
            if case .builtin = owner.entry, Builtins.typeMethods.contains(owner.name + "." + Checker.baseName(name)) {
                // `Int.random(in: 1...6)`, `Int.random(in:)`: the native `Int.random` (Builtins+Random.swift).
                e.kind = .identifier(owner.name + "." + name)
                return check(e, expected: expected)
            }
            guard case let .nominal(info) = owner.entry else {
                if let t = standardConstant(e, owner: owner.name, name: name) { return t }
                error("type `\(owner.name)` has no member `\(name)`", at: nameRange)
                return fresh()
            }
            return staticMemberValue(e, info, args: args, name: name, nameRange: nameRange, expected: expected)
        }
        guard case .identifier("self") = base.kind else {
            let bt = literalReceiver(check(base), member: Checker.baseName(name))
            let t = memberValue(e, base: base, baseType: bt, name: name, nameRange: nameRange, expected: expected)
            // `super.sides` in a subclass that overrides the stored property with accessors.
            e.reachesStorage = false
            if case .identifier("super") = base.kind, e.memberIndex != nil, e.chosen == nil { e.reachesStorage = true }
            return t
        }
        // `self.x` in an `init` reads one stored property, which must be set; any other member
        // uses `self` as a whole.
        let saved = selfMemberBase
        selfMemberBase = base
        let bt = defaultingLiteral(check(base))
        selfMemberBase = saved
        let t = memberValue(e, base: base, baseType: bt, name: name, nameRange: nameRange, expected: expected)
        e.reachesStorage = false
        if let i = e.memberIndex, e.chosen is PropertyAccessors, setsWithoutObservers(fieldIndex: i) {
            e.chosen = nil
            e.reachesStorage = true
        }
        if e.memberIndex != nil, e.chosen == nil {
            if e !== assignmentTarget, let (_, key, d) = definiteSelfField(name), d.maybeUnassigned {
                reportUninitialisedUse(key, d, at: e.range)
            }
        } else {
            checkWholeSelf(at: base.range)
        }
        return t
    }

    func memberValue(_ e: Expr, base: Expr, baseType: Ty, name: String, nameRange: SourceRange,
                     expected: Ty?) -> Ty {
        let bt = selfClassBoundBase(base, baseType, Checker.baseName(name))
        e.chosen = nil
        e.memberIndex = nil
        e.dynamicMember = nil
        let found = lookupMember(bt, Checker.baseName(name))
        if Checker.compoundName(name) != nil {
            if case .methods = found {} else if case .notFound = found {} else {
                error("`\(Checker.baseName(name))` is not a method: it cannot be named with argument labels", at: nameRange)
                return fresh()
            }
        }
        switch found {
        case let .field(info, i, t):
            e.memberIndex = i
            // A stored property with `willSet`/`didSet`: assignments run them.
            // Inside its own observers, the property is plain storage (as in Swift).
            if let a = info.fields[i].decl.accessors, a !== currentAccessors { e.chosen = a }
            if info.structDecl?.isActor == true { checkActorProperty(e, base: base, name: name, isVar: info.fields[i].decl.isVar, at: nameRange) }
            return info.fields[i].isImplicitlyUnwrapped ? implicitlyUnwrap(e, t, expected: expected) : t
        case let .computed(p, t):
            e.chosen = p.accessors
            noteReifiedRead(e, p.accessors, receiver: bt, at: nameRange)
            checkMutatingGetter(e, base: base, p.accessors, at: nameRange)
            checkGetterEffects(e, base: base, p.accessors, at: nameRange)
            if let proto = p.accessors.getter?.extendedProtocol.flatMap({ nominal(named: $0) }),
               proto.requiredProperties[p.accessors.name] == nil {
                // A protocol extension's property that no requirement declares: found statically.
            } else if case .identifier("super") = base.kind {} else if let (info, _) = nominal(of: bt),
                                                                   (info.isClass && !info.isFinal) || info.isProtocol {
                e.dynamicMember = p.accessors.key
            } else if case .param = resolve(bt) {
                e.dynamicMember = p.accessors.key
            }
            return t
        case let .tupleElement(i, t):
            e.memberIndex = i
            return t
        case let .nativeProperty(n, fixed):
            guard let inst = instantiate(.native(n, fixed: fixed)) else { return fresh() }
            e.chosen = n
            enforce(inst.requirements, of: n.name, at: nameRange)
            return inst.type
        case let .methods(list):
            let t = reference(e, list, name: name, expected: expected)
            markDispatch(e, base: base, receiver: bt)
            return t
        case .notFound:
            if let t = metatypeStaticProperty(e, bt, name: name) { return t }
            if let t = hashValueMember(e, base: base, bt, name: name) { return t }
            if let t = descriptionMember(e, base: base, bt, name: name) { return t }
            if let t = localizedDescriptionMember(e, base: base, bt, name: name) { return t }
            if let wrapped = sequenceMemberBase(base, bt, name: name) ?? sequenceExtensionBase(base, bt, name: Checker.baseName(name)) {
                return memberValue(e, base: base, baseType: wrapped, name: name, nameRange: nameRange, expected: expected)
            }
            reportNoMember(bt, name, at: nameRange, base: base)
            return fresh()
        }
    }

    /// `12.isMultiple(of: 4)`: a literal whose type is still open is taken at its default
    /// before its members are looked up.
    func defaultingLiteral(_ t: Ty) -> Ty {
        if case let .variable(v) = resolve(t), let d = solver.restriction(of: v)?.defaultType { solver.unify(t, d) }
        return t
    }

    /// A type used as the base of a member (`Alignment.left`, `Pair<Int, Int>.make`).
    func typeReference(_ base: Expr) -> (TypeReference, [Ty]?)? {
        if case .identifier("self") = base.kind, let owner = staticSelfType() {
            // `self.make(3)` in a `static`/`class` method: a member of the type itself.
            base.kind = .identifier(owner)
        }
        switch base.kind {
        case .identifier("Self"):
            // `Self.make()` inside a type or its extension names the type itself.
            guard let ctx = scopes.reversed().lazy.compactMap(\.selfContext).first, !ctx.info.isProtocol,
                  let entry = lookupType(ctx.info.name) else { return nil }
            record(base, .con(ctx.info.name + ".Type", []))
            var args: [Ty]?
            if case let .con(_, xs) = ctx.selfType, !xs.isEmpty { args = xs }
            return (TypeReference(name: ctx.info.name, entry: entry), args)
        case let .identifier(name):
            guard !isValueName(name), let entry = lookupWrittenType(name) else { return nil }
            record(base, .con(name + ".Type", []))
            if case let .alias(generics, target) = entry, generics.isEmpty, case let .con(n, args) = target,
               let real = lookupType(n) {
                return (TypeReference(name: n, entry: real), args)
            }
            if case let .nominal(info) = entry { return (TypeReference(name: info.name, entry: entry), nil) }
            return (TypeReference(name: name, entry: entry), nil)
        case let .member(outer, name, _):
            // `Users.Error`: a type nested in a type.
            guard let (ref, outerArgs) = typeReference(outer), let entry = lookupType(ref.name + "." + name) else { return nil }
            record(base, .con(ref.name + "." + name + ".Type", []))
            if case let .nominal(info) = entry {
                return (TypeReference(name: info.name, entry: entry), nestedArguments(info, containerArguments: outerArgs))
            }
            return (TypeReference(name: ref.name + "." + name, entry: entry), nil)
        case let .specializedType(name, args):
            guard let entry = lookupType(name) else { return nil }
            record(base, .con(name + ".Type", []))
            if case let .nominal(info) = entry, args.count > info.generics.count {
                // `Queue<Int>.Node<Int>` where `Node` has parameters of its own only.
                return (TypeReference(name: name, entry: entry), args.suffix(info.generics.count).map(resolveType))
            }
            return (TypeReference(name: name, entry: entry), args.map(resolveType))
        default:
            return nil
        }
    }

    /// An enum case, static property or static method named through its type.
    func staticMemberValue(_ e: Expr, _ info: NominalInfo, args: [Ty]?, name: String, nameRange: SourceRange,
                           expected: Ty?) -> Ty {
        let gargs = args ?? info.generics.map { _ in fresh() }
        if let i = info.caseIndex(name), let inst = instantiate(.enumCase(info, index: i, args: gargs)) {
            e.chosen = inst.chosen
            return inst.type
        }
        if let sp = info.staticProperties[name], constraintHolds(sp.constraint, info, args: gargs) {
            e.chosen = sp.decl.accessors ?? sp.decl
            return sp.type.substituting(info.substitution(for: gargs))
        }
        // A (non-generic) superclass's static property, reached through the subclass.
        var sup = info.superclass
        while let s = sup, s.generics.isEmpty {
            if let sp = s.staticProperties[name] {
                e.chosen = sp.decl.accessors ?? sp.decl
                return sp.type
            }
            sup = s.superclass
        }
        if let sp = defaultStaticProperty(info, name, receiver: .con(info.name, gargs)) {
            // `A.kind` where an extension of A's protocol gives `static var kind`.
            e.chosen = sp.decl.accessors ?? sp.decl
            return sp.type.substituting(["Self": .con(info.name, gargs)])
        }
        let statics = staticMethods(info, Checker.baseName(name), args: gargs)
        let defaults = defaultStaticMethods(info, Checker.baseName(name), args: gargs, besides: statics)
        if !statics.isEmpty || !defaults.isEmpty {
            return reference(e, statics.map { .function($0, fixed: info.substitution(for: gargs)) } + defaults, name: name,
                             expected: expected)
        }
        reportNoStaticMember(info, args: gargs, name: name, at: nameRange, implicit: false)
        return fresh()
    }
}
