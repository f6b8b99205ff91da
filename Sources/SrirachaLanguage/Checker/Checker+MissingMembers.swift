/// Reporting a member that is not there: "value of type `T` has no member `m`", with the
/// constrained extension that declares it, or the nearest member name, as a suggestion.
extension Checker {
    func reportNoMember(_ t: Ty, _ name: String, at range: SourceRange, base: Expr) {
        if case .error = base.kind { return }
        // `nope.count`: the unknown name was reported; its members say nothing more.
        if isUnknownName(base) || (isUnsolved(t) && reportedUnknownName
            && diagnostics.contains { TypeChecker.isUnknownNameMessage($0.message) }) { return }
        // `nope <> { $0 }.x`: a type left partly unknown by the unknown name says nothing more.
        if reportedUnknownName && hasUnsolvedParts(t) { return }
        if case .identifier("super") = base.kind, isUnsolved(t) { return }  // `super` was reported
        if isUnsolved(t) {
            if let made = genericConstructions.last, let info = nominal(named: made), info.generics.count == 1 {
                error("cannot infer the type of the value whose member `\(name)` is used", at: base.range,
                      helps: ["say which type the `\(made)` is for, e.g. `\(made)<Label> { … }`, or annotate the `let`"])
                return
            }
            error("cannot infer the type of the value whose member `\(name)` is used", at: base.range,
                  helps: ["add a type annotation, e.g. on the closure parameter: `{ (x: Int) in … }`"])
            return
        }
        if case let .con("Optional", args) = resolve(t), args.count == 1, memberNames(of: args[0]).contains(name) {
            error("value of optional type \(describe(t)) must be unwrapped to refer to member `\(name)` of wrapped base type "
                  + describe(args[0]), at: range,
                  helps: ["use `?.` to reach it only when there is a value, or unwrap it with `if let`"])
            return
        }
        if case let .con(owner, _) = resolve(t), owner != "Array", Builtins.members[owner] != nil,
           let added = env.builtinExtensions["Array"], added.methods[name] != nil || added.computed[name] != nil,
           !added.sequenceMembers.contains(name) {
            // `"abc".uniqued()` after `extension Sequence { func uniqued() … }`.
            error("value of type \(describe(t)) has no member `\(name)`", at: range,
                  helps: ["`\(name)` was added to `Array` only: the members of `extension Array`, and the `mutating` ones of "
                          + "`extension Sequence` or `Collection`, extend arrays only; "
                          + "write `Array(…).\(name)\(added.methods[name] != nil ? "()" : "")`"])
            return
        }
        if let where_ = constrainedDeclaration(of: name, on: t)
            ?? builtinSequenceElement(t).flatMap({ constrainedDeclaration(of: name, on: .array($0)) }) {
            // `[1.5].total()` where `extension Array where Element == Int` declares `total()`.
            error("value of type \(describe(t)) has no member `\(name)`", at: range,
                  helps: ["`\(name)` is declared in `extension \(where_)`"])
            return
        }
        let helps = Suggestions.closest(to: name, among: memberNames(of: t)).map { ["did you mean `\($0)`?"] } ?? []
        error("value of type \(describe(t)) has no member `\(name)`", at: range, helps: helps)
        markUnknownMember()
    }

    /// `Array where Element == Int`: the constrained extension an instance member comes from,
    /// when the constraint does not hold for `t`.
    private func constrainedDeclaration(of name: String, on t: Ty) -> String? {
        guard case let .con(owner, _) = resolve(t), let info = memberInfo(named: owner) else { return nil }
        let decls: [AnyObject] = [info.computed[name]?.decl].compactMap { $0 } + (info.methods[name] ?? []).map(\.decl)
        if let reqs = decls.lazy.compactMap({ info.memberRequirements[ObjectIdentifier($0)] }).first {
            let parts = info.generics.compactMap { g in reqs[g].map { "\(g): " + $0.joined(separator: " & ") } }
            return "\(info.name) where " + parts.joined(separator: ", ")
        }
        var constraint = info.computed[name].map(\.constraint)
        if constraint == nil || constraint?.isEmpty == true {
            constraint = (info.methods[name] ?? []).lazy.filter { !$0.decl.isStatic }
                .map { self.methodConstraint(info, $0) }.first { !$0.isEmpty }
        }
        guard let constraint, !constraint.isEmpty else { return protocolConstrainedDeclaration(of: name, on: info) }
        let parts = info.generics.compactMap { g in constraint[g].map { "\(g) == \(solver.describe($0))" } }
        return "\(info.name) where " + parts.joined(separator: ", ")
    }

    /// `extension Container where Item == Double` declaring `name`, for a type conforming to
    /// `Container` that chose another `Item`.
    private func protocolConstrainedDeclaration(of name: String, on info: NominalInfo) -> String? {
        for p in info.conformances.sorted() {
            guard let proto = nominal(named: p), proto.isProtocol else { continue }
            let constraint = proto.computed[name].map(\.constraint).flatMap { $0.isEmpty ? nil : $0 }
                ?? (proto.methods[name] ?? []).lazy.map { self.methodConstraint(proto, $0) }.first { !$0.isEmpty }
            guard let constraint else { continue }
            let parts = proto.associatedTypes.compactMap { a in constraint[a].map { "\(a) == \(solver.describe($0))" } }
            if !parts.isEmpty { return "\(proto.name) where " + parts.joined(separator: ", ") }
        }
        return nil
    }

    /// Static members (properties, computed and methods) usable with these type arguments.
    func staticMemberNames(_ info: NominalInfo, args: [Ty]) -> [String] {
        var names = info.cases.map(\.name)
        names += info.staticProperties.filter { constraintFits($0.value.constraint, info, args: args) }.map(\.key)
        names += info.methods.keys.filter { !staticMethods(info, $0, args: args).isEmpty }
        return names
    }

    /// "type `Mod<Button>` has no member `centered`", naming the type the member does belong to
    /// (`Mod<Label>`), with a suggestion among the members that do exist.
    func reportNoStaticMember(_ info: NominalInfo, args: [Ty], name: String, at range: SourceRange, implicit: Bool) {
        let dot = implicit ? "." : ""
        let shown = info.generics.isEmpty ? info.displayName : solver.describe(.con(info.name, args))
        var notes: [String] = []
        var owners: [String] = []
        for (g, c) in info.staticProperties.map({ ($0.key, $0.value.constraint) })
            + (info.methods[name] ?? []).filter(\.decl.isStatic).map({ (name, methodConstraint(info, $0)) })
        where g == name && !c.isEmpty {
            owners.append(solver.describe(.con(info.name, info.generics.map { c[$0] ?? .param($0) })))
        }
        if let owner = owners.first {
            notes.append("`\(dot)\(name)` is a `\(owner)`, but a `\(shown)` is expected here")
        }
        var sup = info.superclass
        while let s = sup, s.generics.isEmpty, !(s.methods[name] ?? []).contains(where: \.decl.isStatic) { sup = s.superclass }
        if let owner = sup, owner.generics.isEmpty {
            error("calling the type method `\(name)` of `\(owner.displayName)` through its subclass `\(shown)` is not supported "
                  + "when it reaches type methods `\(shown)` overrides (or `self`): it would run with `\(owner.displayName)`'s, not the overrides", at: range,
                  helps: ["call it on `\(owner.displayName)`, or declare it in `\(shown)` too"])
            return
        }
        let helps = Suggestions.closest(to: name, among: staticMemberNames(info, args: args)).map { ["did you mean `\(dot)\($0)`?"] } ?? []
        error("type `\(shown)` has no member `\(name)`", at: range, helps: helps + info.redeclarationHelp, notes: notes)
    }
}
