/// `extension` declarations: members added to a declared type, or to the type a typealias
/// names, optionally only where generic parameters are fixed (`extension Mod where T == Label`,
/// `extension LabelStyle` for `typealias LabelStyle = Mod<Label>`).
extension Checker {
    /// What an extension's members see: the type, `Self`, and the fixed generic parameters.
    struct ExtensionTarget {
        let info: NominalInfo
        let constraint: [String: Ty]
        /// The generic parameters left free (rigid in the members' bodies).
        let free: [String]
        /// `where T: Equatable`: what the members may assume of the free parameters.
        let constraints: GenericConstraints
        let selfType: Ty
    }

    /// Registers an extension's members (signatures and static values); bodies come later.
    func fillExtension(_ d: ExtensionDecl) {
        let reported = diagnostics.count
        guard let target = extensionTarget(d) else { return }
        // A requirement on a standard protocol Sriracha does not model (`where Element: Numeric`)
        // was reported; the members' bodies would only repeat it.
        if diagnostics[reported...].contains(where: { $0.message.hasPrefix("the standard protocol") }) { return }
        d.extended = target.info.structDecl ?? target.info.enumDecl ?? target.info.protocolDecl
        d.extendedBuiltin = target.info.isBuiltin ? target.info.name : nil
        if target.info.structDecl?.isActor == true {
            // An actor's extension adds to its isolated state, as its own body does.
            for m in d.methods where !m.isStatic && !m.isNonisolated && m.name != "init" { m.isActorIsolated = true }
            for p in d.computed { if let g = p.accessors?.getter, !g.isNonisolated, !p.isStatic { g.isActorIsolated = true } }
        }
        inExtension(target) {
            addMembers(d.staticProperties, d.methods, d.computed, to: target.info, constraint: target.constraint,
                       selfType: target.selfType)
        }
        recordMemberRequirements(d, target)
        recordSequenceMembers(d, target)
        if !d.inherited.isEmpty {
            checkConformances(target.info, declared: d.inherited, constraints: target.constraints)
            // `extension Animal: Named {}`: its subclasses conform too.
            if target.info.isClass {
                for sub in declaredNominals where sub !== target.info && sub.inherits(from: target.info) {
                    sub.conformances.formUnion(target.info.conformances)
                }
            }
        }
        if target.info.isProtocol, let required = target.constraints["Self"], !required.isEmpty {
            // `extension Labelled where Self: Equatable`: only for types that are both.
            for m in d.methods { target.info.selfRequirements[ObjectIdentifier(m)] = required }
        }
    }

    func checkExtensionBodies(_ d: ExtensionDecl) {
        let name = resolvedExtensionName(d) ?? d.typeName
        guard let info = d.extendedBuiltin.flatMap({ env.builtinExtensions[$0] }) ?? nominal(named: name),
              d.extended != nil || d.extendedBuiltin != nil,
              let target = extensionTarget(d, existing: info) else { return }
        inExtension(target) {
            for n in d.nestedTypes { checkStatement(n) }
            checkMethodBodies(d.methods, d.computed + d.staticProperties, of: target.info, selfType: target.selfType)
        }
    }

    private func resolvedExtensionName(_ d: ExtensionDecl) -> String? {
        if case let .alias(_, target)? = lookupType(d.typeName), case let .con(n, _) = target { return n }
        return nil
    }

    /// `extension BinaryInteger { … }` adds to `Int`, `extension FloatingPoint { … }` to `Double`.
    static let numberProtocolTargets: [String: String] = [
        "BinaryInteger": "Int", "SignedInteger": "Int", "FixedWidthInteger": "Int",
        "FloatingPoint": "Double", "BinaryFloatingPoint": "Double",
    ]

    /// The type extended and the constraint; a fresh copy of the type's members is made the
    /// first time (so that a failed statement changes nothing).
    private func extensionTarget(_ d: ExtensionDecl, existing: NominalInfo? = nil) -> ExtensionTarget? {
        var aliasArgs: [Ty]?
        var info: NominalInfo
        // The integer protocols' members go to `Int`, the floating-point ones' to `Double`: the
        // types a program's numbers have unless it says otherwise. The other number protocols
        // are declared only as constraints: they cannot be extended.
        var concrete: NominalInfo?
        if let name = Checker.numberProtocolTargets[d.typeName] {
            guard let i = builtinExtensionInfo(name, arity: 0, at: d.nameRange) else { return nil }
            concrete = i
        } else if Checker.numericProtocols[d.typeName] != nil, let message = standardProtocolExtension(d.typeName) {
            error(message.text, at: d.nameRange, helps: message.helps)
            return nil
        }
        switch concrete == nil ? lookupType(d.typeName) : nil {
        case _ where concrete != nil:
            info = concrete!
        case .nominal(let i)?:
            info = i
        case let .alias(generics, target)? where generics.isEmpty:
            // `typealias Score = Int; extension Score { … }` extends `Int`.
            if case let .con(n, args) = target, case .builtin(let arity)? = lookupType(n) {
                guard let i = builtinExtensionInfo(n, arity: arity, at: d.nameRange) else { return nil }
                info = i
                aliasArgs = args
                break
            }
            guard case let .con(n, args) = target, let i = nominal(named: n) else {
                error("cannot extend `\(d.typeName)`: it names \(describe(target)), not a struct or an enum", at: d.nameRange)
                return nil
            }
            info = i
            aliasArgs = args
        case .builtin(let arity)?:
            guard let i = builtinExtensionInfo(d.typeName, arity: arity, at: d.nameRange) else { return nil }
            info = i
        case nil where Checker.arrayProtocols.contains(d.typeName):
            // `extension Collection where Element: Equatable`: Sriracha's collections are not
            // protocols; the members go to `Array`.
            guard let i = builtinExtensionInfo("Array", arity: 1, at: d.nameRange) else { return nil }
            info = i
        case nil:
            if let message = standardProtocolExtension(d.typeName) {
                error(message.text, at: d.nameRange, helps: message.helps)
                return nil
            }
            let helps = Suggestions.closest(to: d.typeName, among: visibleTypeNames()).map { ["did you mean `\($0)`?"] } ?? []
            error("cannot find type `\(d.typeName)` in scope", at: d.nameRange, helps: helps)
            return nil
        default:
            error("cannot extend `\(d.typeName)`", at: d.nameRange)
            return nil
        }
        if !isTopLevel {
            error("declaration is only valid at the top level", at: d.nameRange, helps: ["move the `extension` out of the block"])
            return nil
        }
        if let existing {
            info = existing
        } else if declaredNominals.contains(where: { $0 === info }) == false {
            let copy = info.copy()
            if info.isBuiltin { env.builtinExtensions[info.name] = copy } else { env.types[info.name] = .nominal(copy) }
            declaredNominals.append(copy)
            if copy.isClass { rebindSubclasses(of: info, to: copy) }
            info = copy
        }
        var constraint: [String: Ty] = [:]
        if let aliasArgs {
            for (g, a) in zip(info.generics, aliasArgs) {
                if case .param(g) = a { continue }
                constraint[g] = a
            }
        }
        for (name, syntax) in d.constraints {
            // `CaseIterable`'s `allCases` is an array: `AllCases.Index == Int` holds.
            if info.name == "CaseIterable", Checker.namesAllCases(name) { continue }
            if info.isProtocol, info.associatedTypes.contains(name) {
                // Checked as if it held, so the body's own uses of `\(name)` raise nothing more.
                // `extension Container where Item == Double`: inside, `Item` is `Double`; its
                // members are there for conforming types that chose `Double` (`protocolConstraintHolds`).
                constraint[name] = withGenerics(info.associatedTypes.filter { $0 != name }) { resolveType(syntax) }
                continue
            }
            guard info.generics.contains(name) else {
                error("`\(name)` is not a generic parameter of `\(info.name)`", at: syntax.range,
                      helps: info.generics.isEmpty ? [] : ["its generic parameters: " + info.generics.map { "`\($0)`" }.joined(separator: ", ")])
                continue
            }
            constraint[name] = withGenerics(info.generics.filter { constraint[$0] == nil && $0 != name }) { resolveType(syntax) }
        }
        // A protocol's extension names its associated types (`Item`) as generic parameters.
        let free = (info.generics + info.associatedTypes).filter { constraint[$0] == nil }
        let outer = info.genericConstraints.merging(info.associatedConstraints) { a, b in a + b }
        // `where AllCases: BidirectionalCollection` holds of the array `allCases` is.
        let written = info.name == "CaseIterable" ? d.genericRequirements.filter { !Checker.namesAllCases($0.parameter) }
            : d.genericRequirements
        let required = resolveRequirements(written, params: free, outer: outer).conformances
        return ExtensionTarget(info: info, constraint: constraint, free: free, constraints: required,
                               selfType: .con(info.name, info.generics.map { constraint[$0] ?? .param($0) }))
    }

    /// `extension Animal { … }` in a later entry than `class Dog: Animal`: the extension works on a
    /// copy of `Animal`, which the subclasses declared so far take as their superclass (each
    /// copied in turn, so that a failed statement changes nothing).
    private func rebindSubclasses(of old: NominalInfo, to new: NominalInfo, depth: Int = 0) {
        guard depth < 64 else { return }
        for (name, entry) in env.types.committedAndChanged {
            guard case .nominal(let sub) = entry, sub.superclass === old else { continue }
            let copy = sub.copy()
            copy.superclass = new
            env.types[name] = .nominal(copy)
            declaredNominals.append(copy)
            rebindSubclasses(of: sub, to: copy, depth: depth + 1)
        }
    }

    /// `AllCases`, `Self.AllCases`, `AllCases.Index`: what `CaseIterable` names its `allCases`' type.
    static func namesAllCases(_ name: String) -> Bool {
        name == "AllCases" || name.hasPrefix("AllCases.") || name == "Self.AllCases" || name.hasPrefix("Self.AllCases.")
    }

    /// Runs `body` with the extension's free generic parameters in scope and the fixed ones
    /// meaning their types.
    private func inExtension(_ target: ExtensionTarget, _ body: () -> Void) {
        typeContext.append(target.info.name)
        defer { typeContext.removeLast() }
        withGenerics(target.free, constraints: target.constraints) {
            let scope = Scope()
            for (g, t) in target.constraint { scope.types[g] = .alias(generics: [], target: t) }
            scopes.append(scope)
            body()
            scopes.removeLast()
        }
    }
}
