/// `[weak x]` and `[unowned x]` in a capture list: `x` must be a class instance (or an optional
/// one); inside the closure a `weak` name is optional (`x?.name`), an `unowned` one is not.
extension Checker {
    /// The type the closure sees for a `weak`/`unowned` capture of `value` (of type `t`).
    func weakCaptureType(_ value: Expr, _ t: Ty, isWeak: Bool) -> Ty {
        var payload = resolve(t)
        var isOptional = false
        if case let .con("Optional", args) = payload, args.count == 1 {
            payload = resolve(args[0])
            isOptional = true
        }
        if case let .con(name, _) = payload, name != "Optional", let info = nominal(named: name), !info.isClass {
            let word = isWeak ? "weak" : "unowned"
            error("`\(word)` may only be applied to class instances, not \(describe(t))", at: value.range,
                  helps: ["capture `\(word)` references to class instances only; a struct or enum is copied: write `[\(sourceName(value))]`"])
            return t
        }
        guard isWeak, !isOptional else { return t }
        // `weak`: the name is optional inside the closure, `nil` once the instance is freed.
        value.promotions = 1
        return .optional(t)
    }

    private func sourceName(_ value: Expr) -> String {
        if case let .identifier(n) = value.kind { return n }
        return "x"
    }
}
