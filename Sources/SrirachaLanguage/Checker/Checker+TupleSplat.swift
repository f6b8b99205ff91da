/// A function of several parameters passed where a function of one tuple is expected:
/// `pairs.map(add)` with `add: (Int, Int) -> Int`, `dict.map(describe)`. Swift accepts it (the
/// exception SE-0110 kept), calling the function with the tuple's parts.
extension Checker {
    /// Nil when the types are not of that shape; otherwise whether they fit, with `e` marked to
    /// be wrapped (see `Compiler.splattingTuple`).
    func coerceSplattingTuple(_ e: Expr, _ actual: Ty, to expected: Ty) -> Bool? {
        guard unifiesSplattingTuple(actual, expected) else { return nil }
        e.splatsTuple = true
        return true
    }

    /// Unifies the parameters of `actual` with the parts of `expected`'s one tuple parameter,
    /// and the results; false (with nothing changed) when they are not of that shape or differ.
    func unifiesSplattingTuple(_ actual: Ty, _ expected: Ty) -> Bool {
        guard case let .fn(ps, r, _) = resolve(actual), ps.count >= 2,
              case let .fn(qs, q, _) = resolve(expected), qs.count == 1,
              case let .tuple(elements) = resolve(qs[0]), elements.count == ps.count else { return false }
        let m = mark()
        for (p, element) in zip(ps, elements) where !solver.unify(p, element.type) {
            rollback(to: m)
            return false
        }
        guard solver.unify(r, q) else {
            rollback(to: m)
            return false
        }
        return true
    }
}

extension Compiler {
    /// The function `code` gives, made to take one tuple and call it with the tuple's parts.
    static func splattingTuple(_ code: @escaping Code) -> Code {
        { f in
            let value = try code(f)
            guard case .function(let inner) = value.unboxed else { return value }
            return .function(Function(arity: 1, display: inner.display) { args in
                guard args.count == 1, case .tuple(let parts) = args[0].unboxed else { return try inner.invoke(args) }
                return try inner.invoke(parts)
            })
        }
    }
}
