/// `inout` arguments (`&x`) and Swift's exclusivity rule for them: two `inout` arguments of one
/// call may not reach the same storage (`swap(&a, &a)`). Accesses that only running code can
/// see overlap (a closure touching a variable while it is passed `inout`) are caught at run time.
extension Checker {
    /// Checks one argument against its parameter type, `&` and `inout` included.
    func checkArgument(_ value: Expr, against p: Ty) {
        let parameter = resolve(p)
        if case .prefix("&", let inner) = value.kind {
            guard case let .con("inout", wrapped) = parameter, wrapped.count == 1 else {
                let t = check(inner)
                error("`&` can only be used to pass an argument to an `inout` parameter", at: value.range,
                      helps: ["remove the `&`: this parameter takes the value itself"])
                record(value, t)
                return
            }
            let t = check(inner, expected: wrapped[0])
            if !solver.unify(t, wrapped[0]) {
                // No promotion through `&`: the storage must have exactly the parameter's type.
                reportMismatch(inner, t, wrapped[0], .argument)
            }
            requireMutable(inner, for: .inoutArgument)
            record(value, wrapped[0])
            return
        }
        if case let .con("inout", wrapped) = parameter, wrapped.count == 1 {
            check(value, against: wrapped[0], .argument)
            if !isErrorNode(value) {
                let shown = file.text(in: value.range)
                error("passing value of type \(describe(wrapped[0])) to an `inout` parameter requires explicit `&`",
                      at: value.range, helps: ["write `&\(shown.count > 40 ? "…" : shown)`"])
            }
            return
        }
        check(value, against: p, .argument)
    }

    /// The storage an `inout` argument reaches: its variable, then fields (by name) and
    /// subscripts (`nil`: any element).
    private func accessPath(_ e: Expr) -> (root: String, steps: [String?])? {
        switch e.kind {
        case let .identifier(name): return (name, [])
        case let .member(base, name, _):
            if e.chosen is VarDecl, case .identifier(let type) = base.kind { return (type + "." + name, []) }
            guard e.memberIndex != nil, let (root, steps) = accessPath(base) else { return nil }
            return (root, steps + [name])
        case let .subscriptAccess(base, _):
            guard let (root, steps) = accessPath(base) else { return nil }
            return (root, steps + [nil])
        case let .paren(x), let .forceUnwrap(x), let .bindOptional(x), let .optionalChain(x):
            return accessPath(x)
        default: return nil
        }
    }

    /// Reports two `inout` arguments of one call that overlap, as Swift does at compile time.
    func checkExclusiveAccess(_ arguments: [Argument]) {
        var seen: [(root: String, steps: [String?])] = []
        for a in arguments {
            guard case .prefix("&", let inner) = a.value.kind, let path = accessPath(inner) else { continue }
            for other in seen where other.root == path.root {
                let n = min(other.steps.count, path.steps.count)
                // Fields with different names are disjoint; any two subscripts may be the same element.
                let overlaps = (0..<n).allSatisfy { i in
                    other.steps[i] == nil || path.steps[i] == nil || other.steps[i] == path.steps[i]
                }
                guard overlaps else { continue }
                var common = [path.root]
                for i in 0..<n {
                    guard let field = path.steps[i], other.steps[i] == field else { break }
                    common.append(field)
                }
                let throughSubscript = (0..<n).contains { path.steps[$0] == nil }
                let name = common.joined(separator: ".")
                error("overlapping accesses to `\(name)`, but modification requires exclusive access", at: a.value.range,
                      helps: [throughSubscript ? "two elements of one array cannot both be passed `inout`; use `swapAt(_:_:)` or copy one to a local variable"
                                               : "both arguments change the same storage; copy it to a local variable first"])
                return
            }
            seen.append(path)
        }
    }
}
