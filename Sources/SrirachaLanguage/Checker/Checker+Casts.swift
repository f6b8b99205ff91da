/// `Any` and `AnyObject`, and the casts that get a value's type back: `as?`, `as!`, `is`, and
/// the patterns `case let n as Int` and `case is Int`. A value keeps its run-time type whatever
/// its static type, so a cast is a test of that type.
extension Checker {
    /// A value of any type is an `Any`; an instance of any class is an `AnyObject`. Nil when
    /// `target` is neither.
    func anyUpcast(_ actual: Ty, to target: String) -> Bool? {
        guard target == "Any" || target == "AnyObject" else { return nil }
        let t = resolve(defaultingLiteral(actual))
        if target == "AnyObject" {
            guard case let .con(name, _) = t else { return false }
            return name == "AnyObject" || nominal(named: name)?.isClass == true
        }
        return true
    }

    func checkTypeCast(_ e: Expr, _ kind: CastKind, _ operand: Expr, _ ts: TypeSyntax) -> Ty {
        let target = resolveType(ts)
        // Any value may be tested, as in Swift (which only warns when a cast cannot succeed).
        _ = defaultingLiteral(check(operand))
        e.castTarget = solver.export(target)
        switch kind {
        case .test: return .bool
        case .conditional: return .optional(target)
        case .forced: return target
        }
    }
}
