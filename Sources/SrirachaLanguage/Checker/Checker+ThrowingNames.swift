/// Function types do not record `throws`; result lines and `:type` add it for a name that is a
/// function declared `throws`.
extension Checker {
    /// Whether the global `name` is a function declared `throws`, for its result line.
    func isThrowingFunction(named name: String) -> Bool {
        guard case let .functions(list)? = env.values[name] else { return false }
        return list.last?.decl.isThrowing == true
    }

    /// For a function declared under this name: which of its parameters are variadic.
    func variadicParameters(named name: String) -> [Bool] {
        guard case let .functions(list)? = env.values[name], let d = list.last?.decl, d.clauses.count == 1 else { return [] }
        return (d.clauses.first ?? []).map(\.isVariadic)
    }
}
