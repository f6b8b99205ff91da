/// Implicitly unwrapped optionals (`var outlet: Label!`), as in Swift: the value is an optional,
/// used as one where an optional fits (`x == nil`, `if let`, `x ?? d`, `let y = x`, an optional
/// or generic parameter) and force-unwrapped where the wrapped type is needed (`x + 1`, `x.count`,
/// calling it, passing it for an `Int`). Unwrapping `nil` is the usual run-time error.
extension Checker {
    /// Marks a use that stays optional.
    func keepOptional(_ e: Expr) {
        optionalContexts.insert(ObjectIdentifier(e))
        if case let .paren(x) = e.kind { keepOptional(x) }
    }

    func markImplicitlyUnwrapped(_ name: String) {
        if let scope = scopes.last { scope.values[name]?.isImplicitlyUnwrapped = true } else { env.implicitlyUnwrapped.insert(name) }
    }

    /// The type of a use of a `T!` name or field: `T?` where an optional fits, else `T`, with the
    /// node rewritten to a force unwrap of itself.
    func implicitlyUnwrap(_ e: Expr, _ t: Ty, expected: Ty?) -> Ty {
        if optionalContexts.contains(ObjectIdentifier(e)) { return t }
        if let expected {
            switch resolve(expected) {
            case .con("Optional", _): return t
            case let .variable(v) where solver.restriction(of: v) == nil: return t
            default: break
            }
        }
        guard case let .con("Optional", args) = resolve(t), args.count == 1 else { return t }
        let inner = Expr(e.kind, e.range)
        inner.chosen = e.chosen
        inner.memberIndex = e.memberIndex
        record(inner, t)
        keepOptional(inner)
        e.kind = .forceUnwrap(inner)
        e.chosen = nil
        e.memberIndex = nil
        return args[0]
    }
}
