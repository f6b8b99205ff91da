/// `struct`, `enum` and `typealias` declarations. A block's declarations are made visible
/// before its statements run (hoisted), so that types and functions may refer to each other.
extension Checker {
    /// Makes the types and functions declared in `stmts` visible in the current scope.
    func hoistDeclarations(_ stmts: [Stmt]) {
        var nominals: [(NominalInfo, Stmt)] = []
        var protocols: [NominalInfo] = []
        // Nested types are declared with their containers (they are named `Outer.Inner`).
        shareGenericsWithExtensionTypes(stmts)
        let declarations = Checker.withNestedTypes(stmts)
        for s in declarations {
            if isTopLevel, case let .structDecl(d) = s.kind, let ext = pastedMod(d) { s.kind = .extensionDecl(ext) }
            switch s.kind {
            case let .structDecl(d):
                guard mayDeclareType(d.name, at: d.nameRange) else { continue }
                let info = registerNominal(d.name, d.genericParameters, .structType(d))
                let requirements = resolveRequirements(d.genericRequirements, params: d.genericParameters)
                info.genericConstraints = requirements.conformances
                info.whereSameTypes = requirements.sameTypes.filter { $0.0.contains(".") }.map { (name: $0.0, type: $0.1) }
                info.isClass = d.isClass
                info.isFinal = d.isFinal
                nominals.append((info, s))
            case let .enumDecl(d):
                guard mayDeclareType(d.name, at: d.nameRange) else { continue }
                let info = registerNominal(d.name, d.genericParameters, .enumType(d))
                let requirements = resolveRequirements(d.genericRequirements, params: d.genericParameters)
                info.genericConstraints = requirements.conformances
                info.whereSameTypes = requirements.sameTypes.filter { $0.0.contains(".") }.map { (name: $0.0, type: $0.1) }
                nominals.append((info, s))
            case let .protocolDecl(d):
                protocols.append(registerNominal(d.name, [], .protocolType(d)))
            default: break
            }
        }
        for s in stmts {
            if case let .typeAlias(d) = s.kind, mayDeclareType(d.name, at: d.nameRange) { declareAlias(d) }
        }
        for (info, _) in nominals {
            let members = info.structDecl?.typeAliases ?? info.enumDecl?.typeAliases ?? []
            for d in members {
                // `typealias Item = T` inside `struct Stack<T>`: the container's parameters are
                // in scope, standing for themselves in its members; so are its nested types.
                typeContext.append(info.name)
                defer { typeContext.removeLast() }
                withGenerics(info.generics, constraints: info.genericConstraints) {
                    declareAlias(TypeAliasDecl(name: "\(info.name).\(d.name)", nameRange: d.nameRange,
                                               genericParameters: d.genericParameters, target: d.target))
                }
            }
        }
        for info in protocols { fillNominal(info) }
        for (info, _) in nominals { info.genericConstraints = withAssociatedConstraints(info.genericConstraints) }
        for (info, _) in nominals { fillNominal(info) }
        for s in stmts { if case let .extensionDecl(d) = s.kind { fillExtension(d) } }
        for (info, _) in nominals { checkConformances(info) }
        for s in stmts { if case let .function(f) = s.kind { declareFunction(f) } }
    }

    /// `struct Repo<Item: Identified>` where `associatedtype ID: Hashable`: `Item.ID` is
    /// `Hashable` inside the type, as in a generic function (see `requirements(of:)`).
    func withAssociatedConstraints(_ constraints: GenericConstraints) -> GenericConstraints {
        var c = constraints
        for (p, protos) in constraints where !p.contains(".") {
            for proto in protos {
                for (a, cs) in nominal(named: proto)?.associatedConstraints ?? [:] {
                    for x in cs where !(c[p + "." + a] ?? []).contains(x) { c[p + "." + a, default: []].append(x) }
                }
            }
        }
        return c
    }

    /// A type name may be declared again at the top level (the earlier type is kept for what
    /// uses it), but not twice in one block.
    private func mayDeclareType(_ name: String, at range: SourceRange) -> Bool {
        guard let scope = scopes.last else { return retireTopLevelType(name, at: range) }
        if scope.types[name] != nil {
            error("invalid redeclaration of `\(name)`", at: range)
            return false
        }
        return true
    }

    /// `struct Mod<T> { var apply: (inout T) -> Void }` pasted from Swift code: the prelude's
    /// `Mod` already is that struct, so the declaration adds its members to it (keeping
    /// `callAsFunction`, `.identity`, `+` and `|>`) instead of making a new type without them.
    private func pastedMod(_ d: StructDecl) -> ExtensionDecl? {
        guard d.name == "Mod", !d.isClass, d.genericParameters.count == 1, d.properties.count == 1,
              d.properties[0].simpleName == "apply", let pastedType = d.properties[0].typeAnnotation,
              case .nominal(let info)? = env.types["Mod"], info.generics.count == 1, info.fields.map(\.name) == ["apply"],
              file.text(in: pastedType.range).replacingOccurrences(of: " ", with: "")
                == "(inout\(d.genericParameters[0]))->Void"
        else { return nil }
        return ExtensionDecl(typeName: "Mod", nameRange: d.nameRange, constraints: [], staticProperties: d.staticProperties,
                             methods: d.methods, computed: d.computedProperties, range: d.range)
    }

    /// The statements with, before each type declaration, the types declared inside it.
    static func withNestedTypes(_ stmts: [Stmt], depth: Int = 0) -> [Stmt] {
        guard depth < 32 else { return stmts }
        var out: [Stmt] = []
        for s in stmts {
            // Nested types first: the container's property defaults may make their values.
            switch s.kind {
            case let .structDecl(d): out += withNestedTypes(d.nestedTypes, depth: depth + 1)
            case let .enumDecl(d): out += withNestedTypes(d.nestedTypes, depth: depth + 1)
            case let .extensionDecl(d): out += withNestedTypes(d.nestedTypes, depth: depth + 1)
            default: break
            }
            out.append(s)
        }
        return out
    }

    private func registerNominal(_ name: String, _ generics: [String], _ kind: NominalInfo.Kind) -> NominalInfo {
        let info = NominalInfo(name: name, generics: generics, kind: kind)
        if let scope = scopes.last { scope.types[name] = .nominal(info) } else { env.types[name] = .nominal(info) }
        declaredNominals.append(info)
        return info
    }

    private func declareAlias(_ d: TypeAliasDecl) {
        let target = withGenerics(d.genericParameters) { resolveType(d.target) }
        let entry = TypeEntry.alias(generics: d.genericParameters, target: solver.zonk(target))
        if let scope = scopes.last { scope.types[d.name] = entry } else { env.types[d.name] = entry }
    }

    /// Fields, cases, static properties and method signatures.
    func fillNominal(_ info: NominalInfo) {
        if info.isFilled { return }
        info.isFilled = true
        typeContext.append(info.name)
        defer { typeContext.removeLast() }
        withTypeGenerics(info) {
            switch info.kind {
            case let .structType(d):
                derivePropertyWrappers(d)
                deriveLazyProperties(d)
                deriveOptionSetMembers(d)
                if d.isClass { inheritSuperclass(info, d) }
                // Stored properties' initial values may read static ones (`let x = S.n`): their
                // types are known (or to be inferred) before the stored properties are checked.
                preRegisterStatics(d.staticProperties, of: info)
                // Initial values see the type's static properties by bare name, as in Swift.
                let staticContext = SelfContext(info: info, selfType: info.selfType, isMutable: false, isStatic: true, isInit: false)
                scopes.append(Scope(selfContext: staticContext))
                var deferred: [(VarDecl, String, Ty)] = []
                for p in d.properties {
                    // `var x: T?` without a value starts as `nil`, as in Swift.
                    var ts = p.typeAnnotation
                    if ts == nil, case let .typed(_, t) = p.pattern.kind { ts = t }
                    if p.isVar, p.initializer == nil, let ts, case .optional = ts.kind {
                        p.initializer = Expr(.nilLiteral, SourceRange(ts.range.end, ts.range.end))
                    }
                    guard let name = p.simpleName else {
                        error("a stored property must be a single name", at: p.pattern.range)
                        continue
                    }
                    let t: Ty
                    if ts == nil, p.lazyStorageOf != nil, let initial = p.initializer {
                        // A `lazy var` without a type: inferred from its initial value later.
                        t = .optional(fresh())
                        check(initial, against: t, .annotation)
                        record(p.pattern, t)
                    } else if ts == nil, let initial = p.initializer, readsInferredStatic(initial, d.staticProperties) {
                        // Its type comes from a static property's, inferred with the statics below.
                        t = fresh()
                        deferred.append((p, name, t))
                    } else {
                        t = propertyType(p, name: name)
                    }
                    if p.isWeak { checkWeakProperty(p, t) }
                    if info.fieldIndex(name) != nil {
                        error("invalid redeclaration of `\(name)`", at: p.pattern.range,
                              helps: info.superclass != nil ? ["a subclass cannot add a stored property its superclass has"] : [])
                    }
                    // In a class, an optional `var` starts as `nil`, as in Swift.
                    var isOptionalVar = false
                    if d.isClass, p.isVar, case .con("Optional", _) = resolve(t) { isOptionalVar = true }
                    info.fields.append(.init(name: name, type: t, isVar: p.isVar,
                                             hasDefault: p.initializer != nil || isOptionalVar, decl: p,
                                             isImplicitlyUnwrapped: ts?.isImplicitlyUnwrapped == true))
                }
                scopes.removeLast()
                if d.isClass { overrideObservers(info, d) }
                addMembers(d.staticProperties, d.methods, d.computedProperties, to: info, constraint: [:], selfType: info.selfType)
                reportPropertyMethodClashes(d, info)
                scopes.append(Scope(selfContext: staticContext))
                for (p, name, placeholder) in deferred {
                    let t = propertyType(p, name: name)
                    if !solver.unify(placeholder, t), let initial = p.initializer {
                        reportMismatch(initial, t, placeholder, .annotation)
                    }
                }
                scopes.removeLast()
                if d.isClass { checkClassMembers(info, d) }
            case let .protocolType(d):
                fillProtocol(info, d)
            case let .enumType(d):
                deriveEnumMembers(d)
                for (i, c) in d.cases.enumerated() {
                    if info.caseIndex(c.name) != nil {
                        error("invalid redeclaration of case `\(c.name)`", at: c.nameRange)
                    }
                    let payload = c.associatedValues.map { $0.map { (label: $0.label, type: resolveType($0.type)) } }
                    info.cases.append(.init(name: c.name, payload: payload))
                    c.payloadTypes = payload?.map { solver.export(solver.zonk($0.type)) }
                    info.caseRefs.append(EnumCaseRef(decl: d, index: i))
                }
                addMembers(d.staticProperties, d.methods, d.computedProperties, to: info, constraint: [:], selfType: info.selfType)
            case .builtinType:
                break
            }
        }
    }

    /// `var next = 1` beside `func next() -> Int?`: one name for a property and a method
    /// without parameters is a redeclaration, as Swift says (`next(_:)` is another name).
    private func reportPropertyMethodClashes(_ d: StructDecl, _ info: NominalInfo) {
        for m in d.methods where m.name != "init" && m.name != "subscript" && m.clauses.count == 1 && m.clauses[0].isEmpty {
            let clash = m.isStatic ? d.staticProperties.contains { $0.simpleName == m.name }
                : info.fieldIndex(m.name) != nil || d.computedProperties.contains { !$0.isStatic && $0.simpleName == m.name }
            if clash { error("invalid redeclaration of `\(m.name)()`", at: m.nameRange) }
        }
    }

    /// Methods, computed properties and static properties of a type or an extension. Method
    /// signatures come first, so that static initial values may use them and each other
    /// (`static let title = font(.title1) + centered`).
    func addMembers(_ statics: [VarDecl], _ methods: [FuncDecl], _ computed: [VarDecl], to info: NominalInfo,
                    constraint: [String: Ty], selfType: Ty) {
        let context = SelfContext(info: info, selfType: selfType, isMutable: false, isStatic: true, isInit: false)
        scopes.append(Scope(selfContext: context, typesOnly: true))
        for m in methods {
            let sig = signature(of: m, owner: info)
            let entry = FuncEntry(decl: m, scheme: Scheme(sig.type, params: m.genericParameters))
            var list = info.methods[m.name] ?? []
            // A later declaration with the same labels and parameter types replaces an earlier one.
            let key = memberKey(m, sig.clauses.first ?? [])
            list.removeAll { other in
                guard case let .fn(ps, _, _) = solver.zonk(solver.instantiate(other.scheme)) else { return false }
                return other.decl.isStatic == m.isStatic && memberKey(other.decl, ps) == key
                    && sameConstraint(info.methodConstraints[ObjectIdentifier(other.decl)] ?? [:], constraint)
            }
            list.append(entry)
            info.methods[m.name] = list
            if !constraint.isEmpty { info.methodConstraints[ObjectIdentifier(m)] = constraint }
            m.receivesClass = receivedClass(m, info)
            m.extendedProtocol = info.isProtocol ? info.name : nil
        }
        assignDispatchKeys(methods, info)
        addComputed(computed, to: info, constraint: constraint)
        // Accessors too, while `Mod` still means `Mod<T>` (`static var identity: Mod { … }`).
        for f in Checker.accessorMethods(computed + statics) { _ = signature(of: f, owner: info) }
        scopes.removeLast()
        // Static initial values see their siblings by bare name, as in a static method.
        scopes.append(Scope(selfContext: context))
        defer { scopes.removeLast() }
        var pending: [(VarDecl, String)] = []
        for p in statics {
            for f in p.accessors?.all ?? [] {
                f.isStatic = true
                f.isMutating = false
            }
            // A protocol extension's `static var` reads with the conforming type at hand, as its
            // type methods run (`static var shout: String { Self.kind.uppercased() }`).
            if info.isProtocol, let getter = p.accessors?.getter, p.accessors?.isComputed == true {
                getter.receivesClass = receivedClass(getter, info)
            }
            // A class's `class var` (or `static var`) getter runs with the class it is read on, as
            // a type method does: `Dog.label` sees `Dog`'s `kind`.
            if info.isClass, let g = p.accessors?.getter { g.receivesClass = receivedClass(g, info) }
            guard let name = p.simpleName else {
                error("a static property must be a single name", at: p.pattern.range)
                continue
            }
            if info.staticProperties[name]?.decl !== p {
                var annotation = p.typeAnnotation
                if annotation == nil, case let .typed(_, ts) = p.pattern.kind { annotation = ts }
                info.staticProperties[name] = .init(decl: p, type: annotation.map(resolveType) ?? fresh(), constraint: constraint)
            }
            pending.append((p, name))
        }
        for (p, name) in pending {
            let t = propertyType(p, name: name)
            if let declared = info.staticProperties[name]?.type, !solver.unify(declared, t), let initial = p.initializer {
                reportMismatch(initial, t, declared, .annotation)
            }
        }
    }

    /// Whether an initial value names one of these static properties whose type is inferred
    /// (not annotated): then it is checked after them.
    private func readsInferredStatic(_ e: Expr, _ statics: [VarDecl]) -> Bool {
        let text = file.text(in: e.range)
        for p in statics where p.typeAnnotation == nil {
            if case .typed = p.pattern.kind { continue }
            guard let name = p.simpleName else { continue }
            var from = text.startIndex
            while let r = text.range(of: name, range: from..<text.endIndex) {
                let before = r.lowerBound == text.startIndex ? nil : text[text.index(before: r.lowerBound)]
                let after = r.upperBound == text.endIndex ? nil : text[r.upperBound]
                let isWordPart: (Character?) -> Bool = { c in c.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false }
                if !isWordPart(before) && !isWordPart(after) { return true }
                from = r.upperBound
            }
        }
        return false
    }

    /// Static properties of a type's own declaration, by their annotated type or a type to be
    /// inferred from their initial value (checked later, in `addMembers`).
    private func preRegisterStatics(_ statics: [VarDecl], of info: NominalInfo) {
        for p in statics {
            guard let name = p.simpleName else { continue }
            var annotation = p.typeAnnotation
            if annotation == nil, case let .typed(_, ts) = p.pattern.kind { annotation = ts }
            info.staticProperties[name] = .init(decl: p, type: annotation.map(resolveType) ?? fresh(), constraint: [:])
        }
    }

    /// Computed properties: the type written, accessors checked later as methods.
    private func addComputed(_ properties: [VarDecl], to info: NominalInfo, constraint: [String: Ty]) {
        for p in properties {
            if info.isProtocol, let a = p.accessors {
                a.getter?.extendedProtocol = info.name
                a.isRequirementDefault = info.requiredProperties[a.name] != nil
            }
            if let name = p.simpleName, let a = p.accessors, let t = lazyInferredType(p, a, in: info) {
                record(p.pattern, t)
                info.computed[name] = .init(decl: p, accessors: a, type: t, constraint: constraint)
                continue
            }
            guard let name = p.simpleName, let a = p.accessors, let ts = p.typeAnnotation else { continue }
            if p.isOverride, overridesStoredProperty(p, name: name, a, ts, in: info) { continue }
            if info.isClass, let i = info.fieldIndex(name), i < (info.superclass?.fields.count ?? 0) {
                error("overriding declaration requires an `override` keyword", at: p.pattern.range,
                      helps: ["write `override var \(name)`"])
            } else if info.fieldIndex(name) != nil || info.caseIndex(name).map({ info.cases[$0].payload == nil }) == true {
                // `case right(R)` beside `var right: R?` is Swift: the case is a function of its
                // payload, the property a member of a value.
                error("invalid redeclaration of `\(name)`", at: p.pattern.range)
            }
            let t = resolveType(ts)
            record(p.pattern, t)
            recordInnerPattern(p.pattern, t)
            if info.isClass { assignDispatchName(a, info) }
            info.computed[name] = .init(decl: p, accessors: a, type: t, constraint: constraint)
        }
        for p in info.structDecl?.properties ?? [] where p.initializer == nil && p.isLazy {
            error("a `lazy` property needs an initial value", at: p.pattern.range)
        }
        // In a class, no accessor changes `self` itself: they change the instance's properties.
        if info.isClass {
            // `mutating get` written in a class is refused, as by Swift (a `lazy var`'s own is not written).
            for p in properties where !p.isLazy && p.accessors?.isLazy != true {
                if let getter = p.accessors?.getter, getter.isMutating {
                    error("`mutating` is not valid on getters in classes", at: getter.nameRange,
                          helps: ["a class's getter may change the instance's `var` properties without it"])
                }
            }
            for p in (info.structDecl?.properties ?? []) + properties { for f in p.accessors?.all ?? [] { f.isMutating = false } }
        }
    }

    /// Every accessor of these properties, to be checked and compiled as a method.
    static func accessorMethods(_ properties: [VarDecl]) -> [FuncDecl] {
        properties.flatMap { p in p.accessors?.all ?? [] }
    }

    private func memberKey(_ f: FuncDecl, _ params: [Ty]) -> String {
        f.fullName + params.map { solver.describe($0) }.joined(separator: ",")
    }

    private func sameConstraint(_ a: [String: Ty], _ b: [String: Ty]) -> Bool {
        a.count == b.count && a.allSatisfy { k, v in b[k].map { solver.describe($0) == solver.describe(v) } ?? false }
    }

    /// A stored or static property's type: as annotated, else inferred from its initial value.
    private func propertyType(_ p: VarDecl, name: String) -> Ty {
        var annotation = p.typeAnnotation
        if annotation == nil, case let .typed(_, ts) = p.pattern.kind { annotation = ts }
        let declared = annotation.map(resolveType)
        var t: Ty
        if let initial = p.initializer {
            bindingHint = (initial, name, p.isVar)
            if let declared { check(initial, against: declared, .annotation); t = declared } else { t = check(initial) }
            bindingHint = nil
        } else if let declared {
            t = declared
        } else {
            error("property `\(name)` needs a type annotation or an initial value", at: p.pattern.range,
                  helps: ["e.g. `var \(name): Int = 0`"])
            t = fresh()
        }
        solver.applyDefaults(t)
        record(p.pattern, t)
        recordInnerPattern(p.pattern, t)
        return t
    }

    func recordInnerPattern(_ p: Pattern, _ t: Ty) {
        if case let .typed(inner, _) = p.kind { record(inner, t) }
    }

    /// Checks the bodies of a type's methods (after all its members are known).
    func checkNominalBodies(_ info: NominalInfo) {
        typeContext.append(info.name)
        defer { typeContext.removeLast() }
        for n in info.structDecl?.nestedTypes ?? info.enumDecl?.nestedTypes ?? [] { checkStatement(n) }
        withTypeGenerics(info) {
            switch info.kind {
            case let .structType(d):
                checkMethodBodies(d.methods, d.properties + d.overriddenObservers + d.computedProperties + d.staticProperties, of: info,
                                  selfType: info.selfType)
            case let .enumType(d):
                checkMethodBodies(d.methods, d.computedProperties + d.staticProperties, of: info, selfType: info.selfType)
            case .protocolType, .builtinType:
                break
            }
        }
    }

    /// Methods and the accessors of these properties, checked as methods of `info`.
    func checkMethodBodies(_ methods: [FuncDecl], _ properties: [VarDecl], of info: NominalInfo, selfType: Ty) {
        inferResultBuilders(properties, of: info)
        for m in Checker.lazyGettersFirst(methods, properties) {
            let isInit = m.name == "init" && !m.isStatic
            // In a class, `self` is a reference: never reassigned, its `var` fields always writable.
            let ctx = SelfContext(info: info, selfType: selfType,
                                  isMutable: !info.isClass && (m.isMutating || isInit),
                                  isStatic: m.isStatic, isInit: isInit)
            currentAccessors = properties.lazy.compactMap(\.accessors).first { $0.all.contains { $0 === m } }
            checkFunction(m, selfContext: ctx)
            currentAccessors = nil
        }
    }
}
