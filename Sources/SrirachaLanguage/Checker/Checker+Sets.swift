/// `Set` literals: an array literal where the context asks for a `Set`
/// (`let seen: Set<Int> = [1, 2]`, `var tags: Set<String> = []`).
extension Checker {
    func checkSetLiteral(_ e: Expr, _ xs: [Expr], element: Ty) -> Ty {
        for x in xs { check(x, against: element, .element) }
        // Noted with the literals whose type the context chose: where an overload takes an
        // array instead (`evens.isSuperset(of: [2, 3])`), the array wins, as in Swift.
        let v = fresh()
        solver.unify(v, .con("Set", [element]))
        intLiterals.append((e, v))
        return v
    }
}
