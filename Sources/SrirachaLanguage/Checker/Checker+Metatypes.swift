/// `Int.self`, `Point.self`, `[String].self`: a type as a value, an `Any.Type` like what
/// `type(of:)` gives (its name, printed as Swift prints the type, and compared with `==`).
extension Checker {
    /// `T.self` where `T` names a type; nil when `base` is not a type.
    func metatypeValue(_ e: Expr, of base: Expr) -> Ty? {
        guard typeReference(base) != nil || isTypeExpression(base), let t = typeFromExpression(base) else { return nil }
        let exported = solver.export(solver.zonk(t))
        if Compiler.containsParameter(exported) {
            error("a generic parameter's type (`\(describe(t)).self`) is not available at run time", at: e.range,
                  helps: ["generic code runs once for every type it is used with and is not handed the types"])
            return fresh()
        }
        // Rewritten once the statement is checked, so that a second check (an overload tried
        // again, `[A.self, B.self] as [P.Type]`) still sees `A.self`.
        constant(e, .stringLiteral(Printer.swiftTypeName(exported, qualified: false)))
        // `Cat.self.name`, `let t = Cat.self; t.make()`: the metatype of a program's own type
        // reaches its type members (see `metatypeName`).
        if case let .con(name, []) = solver.zonk(t), let info = nominal(named: name), info.generics.isEmpty, !info.isProtocol,
           !info.isBuiltin {
            return .con("Any.Type", [.con(name, [])])
        }
        return .con("Any.Type", [])
    }

    /// `[Int]`, `[String: Int]`, `Int?` written where a value goes (before `.self`).
    private func isTypeExpression(_ e: Expr) -> Bool {
        switch e.kind {
        case .array, .dictionary, .specializedType, .tuple: return true  // `(Int, String).self`
        default: return false
        }
    }

    /// `Any.Type`, `Int.Type`, `Point.Type` written as a type: all are `Any.Type` here (a type's
    /// name as a value), the program's own non-generic types typed with the type (see above). A generic parameter's `T.Type` stays refused: the type is not known at
    /// run time. Nil when `name` is no such name.
    func metatypeName(_ name: String, at range: SourceRange) -> Ty? {
        guard name.hasSuffix(".Type") else { return nil }
        let base = String(name.dropLast(5))
        if base == "Any" || base == "AnyObject" { return .con("Any.Type", []) }
        if genericNames.contains(where: { $0.contains(base) }) { return genericMetatype(base) }
        guard let entry = lookupWrittenType(base) else { return nil }
        // `Base.Type`: a metatype of a type of the program's own, whose type methods it calls
        // (a class's found on the class the value names at run time).
        if case .nominal(let info) = entry, info.generics.isEmpty, !info.isProtocol {
            return .con("Any.Type", [.con(info.name, [])])
        }
        // `Named.Type`: the metatype of any type conforming to `Named`, whose required static
        // members it reaches.
        if case .nominal(let info) = entry, info.isProtocol, info.associatedTypes.isEmpty {
            return .con("Any.Type", [.con(info.name, [])])
        }
        return .con("Any.Type", [])
    }

    /// `t.make()` on a metatype `Base.Type`: the type methods of `Base` (and its superclasses).
    func metatypeMembers(_ baseType: Ty, _ name: String) -> MemberLookup? {
        guard case let .con("Any.Type", args) = resolve(baseType), args.count == 1 else { return nil }
        if case let .param(p) = resolve(args[0]) {
            // `t.make()` with `t: T.Type`: what `T`'s protocols require, found at run time.
            let found = requiredStatics(p, name)
            return found.isEmpty ? nil : .methods(found)
        }
        if case let .con(proto, []) = resolve(args[0]), let info = nominal(named: proto), info.isProtocol {
            // `k.make()` with `k: Named.Type`: what `Named` requires, found at run time.
            let found = requiredStatics(of: info, name, selfType: args[0])
            return found.isEmpty ? nil : .methods(found)
        }
        guard case let .con(owner, []) = resolve(args[0]), let info = nominal(named: owner), !info.isProtocol else { return nil }
        if name == "init", info.isClass {
            let found = metatypeInitializers(info)
            return found.isEmpty ? nil : .methods(found.map { .function($0, fixed: [:]) })
        }
        let found = staticMethods(info, name, args: [])
        let all = found.map { CalleeSource.function($0, fixed: [:]) } + defaultStaticMethods(info, name, args: [], besides: found)
        return all.isEmpty ? nil : .methods(all)
    }

    /// `t.name` with `t: T.Type` where `T`'s protocols require `static var name`: read at run
    /// time on the type `t` names.
    func metatypeStaticProperty(_ e: Expr, _ bt: Ty, name: String) -> Ty? {
        guard case let .con("Any.Type", args) = resolve(bt), args.count == 1 else { return nil }
        let protocols: [String]
        switch resolve(args[0]) {
        case let .param(p):
            if let t = requiredStaticProperty(p, name) {
                // `t.sides` with `t: T.Type`: read at run time on the type `t` names.
                e.dynamicMember = "static:" + name
                return t
            }
            protocols = currentConstraints[p] ?? []
        case let .con(proto, []) where nominal(named: proto)?.isProtocol == true: protocols = [proto]
        case let .con(owner, []):
            // `t.name` with `t: Cat.Type`: the static property of the type (or subclass) `t` names.
            guard let info = nominal(named: owner),
                  let p = inheritedStaticProperty(info, name) ?? defaultStaticProperty(info, name, receiver: args[0]) else { return nil }
            e.dynamicMember = "static:" + name
            return p.type.substituting(["Self": args[0]])
        default: return nil
        }
        guard let required = protocols.lazy.compactMap({ self.nominal(named: $0)?.requiredProperties[name] })
            .first(where: \.isStatic) else {
            // `type(of: p).kind` where the protocol's extension gives `static var kind`.
            guard let t = protocols.lazy.compactMap({ self.protocolExtensionStaticProperty($0, name, selfType: args[0]) }).first
            else { return nil }
            e.dynamicMember = "static:" + name
            return t
        }
        e.dynamicMember = "static:" + name
        return required.type.substituting(["Self": args[0]])
    }

    /// Whether a metatype of `t` reaches protocol requirements only (`T.Type`, `Named.Type`).
    func isRequirementOwner(_ t: Ty) -> Bool {
        switch resolve(t) {
        case .param: return true
        case let .con(name, []): return nominal(named: name)?.isProtocol == true
        default: return false
        }
    }

    /// Whether `sub` is `base` or one of its subclasses.
    func isSubclass(_ sub: String, of base: String) -> Bool {
        var c = nominal(named: sub)
        var depth = 0
        while let k = c, depth < 64 {
            if k.name == base { return true }
            c = k.superclass
            depth += 1
        }
        return false
    }

    /// The static property `name` of `info`, or of the nearest superclass that declares it.
    func inheritedStaticProperty(_ info: NominalInfo, _ name: String) -> NominalInfo.StaticProperty? {
        var owner: NominalInfo? = info
        var depth = 0
        while let k = owner, depth < 64 {
            if let p = k.staticProperties[name] { return p }
            owner = k.superclass
            depth += 1
        }
        return nil
    }
}
