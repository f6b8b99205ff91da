/// Implicit members: `.centered` where a `Mod<Label>` is expected, `.max` where an `Int` is, and a
/// bare member name inside a method, which means `self.name`.
extension Checker {
    /// The type an implicit member `.name` belongs to: the expected type, or what it wraps.
    func implicitOwner(_ expected: Ty?, _ name: String, at range: SourceRange) -> (NominalInfo, [Ty])? {
        guard let expected, !isUnsolved(expected) else {
            // Say which types have such a static member: `.centered` is a `Mod<Label>`.
            var owners: [String] = []
            var seen = Set<ObjectIdentifier>()
            for case .nominal(let info) in env.types.values.sorted(by: { "\($0)" < "\($1)" }) where seen.insert(ObjectIdentifier(info)).inserted {
                var constraints: [[String: Ty]] = []
                if let p = info.staticProperties[name] { constraints.append(p.constraint) }
                if let c = info.computed[name], c.decl.isStatic { constraints.append(c.constraint) }
                constraints += (info.methods[name] ?? []).filter(\.decl.isStatic).map { methodConstraint(info, $0) }
                if info.caseIndex(name) != nil { constraints.append([:]) }
                for c in constraints {
                    owners.append(solver.describe(.con(info.name, info.generics.map { c[$0] ?? .param($0) })))
                }
            }
            let unique = owners.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }.sorted()
            let helps = unique.isEmpty ? ["name the type, e.g. `TypeName.\(name)`, or add a type annotation"]
                : ["`.\(name)` is a member of " + unique.map { "`\($0)`" }.joined(separator: ", ")
                   + "; write `\(unique[0]).\(name)`, or use it where such a value is expected"]
            error("cannot infer contextual base in reference to member `\(name)`", at: range, helps: helps)
            return nil
        }
        var t = resolve(expected)
        var innermost: (NominalInfo, [Ty])?
        while true {
            if let (info, args) = nominal(of: t) ?? builtinExtension(of: t) {
                innermost = (info, args)
                if info.caseIndex(name) != nil || info.staticProperties[name].map({ constraintFits($0.constraint, info, args: args) }) == true
                    || !staticMethods(info, name, args: args).isEmpty
                    || (name == "init" && !info.isProtocol && !info.isBuiltin && !wrapsProgramType(t)) {
                    return (info, args)
                }
            }
            guard case let .con("Optional", args) = t, args.count == 1 else { break }
            t = resolve(args[0])
        }
        if let (info, args) = innermost {
            reportNoStaticMember(info, args: args, name: name, at: range, implicit: true)
        } else if !(reportedUnknownName && hasUnsolvedParts(t)) {
            // (`nope <> .x`: the context is only partly known because of the unknown name.)
            error("type \(describe(t)) has no member `\(name)`", at: range)
        }
        return nil
    }

    /// `.init(3)` where a `Node?` is expected makes a `Node`, as in Swift: an optional of a
    /// program's type is looked through for `init` (an `Int?` keeps `Optional`'s own).
    private func wrapsProgramType(_ t: Ty) -> Bool {
        guard case let .con("Optional", args) = t, args.count == 1, let (wrapped, _) = nominal(of: resolve(args[0])) else { return false }
        return !wrapped.isBuiltin && !wrapped.isProtocol && (wrapped.structDecl != nil || wrapped.methods["init"] != nil)
    }

    /// `T` for `.zero` or `.make()` where a generic parameter `T` is expected whose protocols
    /// require that static member.
    func requiredImplicitBase(_ name: String, expected: Ty?, at range: SourceRange) -> Expr? {
        guard let expected, case let .param(p) = resolve(strippingOptionals(expected)), !isValueName(p),
              (currentConstraints[p] ?? []).contains(where: { proto in
                  guard let info = nominal(named: proto), info.isProtocol else { return false }
                  return info.requiredProperties[name]?.isStatic == true
                      || (info.methods[name] ?? []).contains { $0.decl.isStatic || name == "init" }
              }) else { return nil }
        return Expr(.identifier(p), SourceRange(range.start, range.start))
    }

    func checkImplicitMember(_ e: Expr, _ name: String, expected: Ty?) -> Ty {
        // A literal's type not settled yet (`var dist = ["a": 0]` in a function, then
        // `dist[k, default: .max]`) is the literal's default type, as Swift takes it.
        if let expected { _ = defaultingLiteral(expected) }
        if let t = implicitNumberConstant(e, name, expected: expected) { return t }
        if let base = requiredImplicitBase(name, expected: expected, at: e.range) {
            // `.zero` where a `T: Summable` is expected: `T.zero`.
            e.kind = .member(base, name: name, nameRange: e.range)
            return check(e, expected: expected)
        }
        guard let (info, args) = implicitOwner(expected, name, at: e.range) else { return fresh() }
        e.implicitOwner = info.name
        return staticMemberValue(e, info, args: args, name: name, nameRange: e.range, expected: expected)
    }

    /// Inside a method, a bare field or method name means `self.name`: the tree is rewritten so
    /// that the evaluator sees the member access.
    /// In a static method, a bare static method name means `TypeName.name`.
    func rewriteToSelfMember(_ e: Expr, name: String, _ ctx: SelfContext) {
        if ctx.isStatic, let classCtx = classMethodContext() {
            e.kind = .member(classMethodSelf(at: SourceRange(e.range.start, e.range.start), classCtx), name: name, nameRange: e.range)
            return
        }
        let base = ctx.isStatic ? ctx.info.name : "self"
        let selfExpr = Expr(.identifier(base), SourceRange(e.range.start, e.range.start))
        record(selfExpr, ctx.isStatic ? .con(ctx.info.name + ".Type", []) : ctx.selfType)
        e.kind = .member(selfExpr, name: name, nameRange: e.range)
    }
}
