/// `Any` and `AnyObject`, and the casts that get a value's type back: `as?`, `as!`, `is`, and
/// the patterns `case let n as Int` and `case is Int`. A value keeps its run-time type whatever
/// its static type, so a cast is a test of that type.
extension Checker {
    /// A value of any type is an `Any`; an instance of any class is an `AnyObject`. Nil when
    /// `target` is neither.
    func anyUpcast(_ actual: Ty, to target: String) -> Bool? {
        guard target == "Any" || target == "AnyObject" || target == "AnyHashable" else { return nil }
        let t = resolve(defaultingLiteral(actual))
        if target == "AnyHashable" {
            if case .con("AnyHashable", _) = t { return true }
            return typeConforms(t, to: "Hashable", currentConstraints) == true
        }
        if target == "AnyObject" {
            guard case let .con(name, _) = t else { return false }
            return name == "AnyObject" || nominal(named: name).map { $0.isClass || $0.isClassComposition } == true
        }
        return true
    }

    private func genericParameter(in t: Ty) -> String? {
        switch resolve(t) {
        case let .param(n): return n
        case let .con(_, args): return args.lazy.compactMap(genericParameter).first
        case let .fn(ps, r, _): return (ps + [r]).lazy.compactMap(genericParameter).first
        case let .tuple(es): return es.lazy.compactMap { self.genericParameter(in: $0.type) }.first
        case .variable: return nil
        }
    }

    func checkTypeCast(_ e: Expr, _ kind: CastKind, _ operand: Expr, _ ts: TypeSyntax) -> Ty {
        let target = resolveType(ts)
        // Any value may be tested, as in Swift (which only warns when a cast cannot succeed).
        _ = defaultingLiteral(check(operand))
        if !reifyCast(e, target) { refuseGenericCast(to: target, at: ts.range) }
        e.castTarget = solver.export(metatypeCastTarget(ts, target) ?? target)
        switch kind {
        case .test: return .bool
        case .conditional: return .optional(target)
        case .forced: return target
        }
    }

    /// `k is Int.Type`: the metatype typed by the type it names (`Int.Type` alone means any
    /// `Any.Type`), which the metatype value is tested for. Nil for any other target.
    func metatypeCastTarget(_ ts: TypeSyntax, _ target: Ty) -> Ty? {
        guard case let .named(name, xs) = ts.kind, xs.isEmpty, name.hasSuffix(".Type"),
              case .con("Any.Type", let ys) = resolve(target), ys.isEmpty,
              !["Any", "AnyObject"].contains(String(name.dropLast(5))) else { return nil }
        return .con("Any.Type", [resolveType(TypeSyntax(.named(String(name.dropLast(5)), []), ts.range))])
    }

    func refuseGenericCast(to target: Ty, at range: SourceRange) {
        if let p = genericParameter(in: target) {
            // Generic code runs once for every type it is used with, without the type itself:
            // a test against `T` could not tell, and would let a value of another type through.
            error("cannot cast to the generic parameter `\(p)`: the type it stands for is not known when the code runs",
                  at: range, helps: ["cast to a concrete type (`as? Int`), or take the value as a parameter of type `\(p)`"])
        }
    }
}

extension Checker {
    /// `AnyHashable(x)`: `x` itself, as an `AnyHashable` (it keeps its own type).
    func anyHashableInit(_ e: Expr, callee: Expr, arguments: [Argument]) -> Ty? {
        guard case .identifier("AnyHashable") = callee.kind, arguments.count == 1, arguments[0].label == nil,
              case .nominal? = lookupType("AnyHashable") else { return nil }
        let value = arguments[0].value
        let target = Ty.con("AnyHashable", [])
        check(value, against: target, .argument)
        e.kind = .paren(value)
        return target
    }
}
