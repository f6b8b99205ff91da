/// Throwing functions: a function type records `throws` (declared, or inferred for a closure from
/// a `try` or `throw` in its body), and calls through one need `try`, as in Swift. The record
/// never keeps two function types apart (a closure may always be passed as a throwing one).
extension Checker {
    /// A call through a function value whose type throws needs `try`.
    func requireTry(callingValueOf type: Ty, at range: SourceRange) {
        guard tryDepth == 0, case .fn(_, _, throwing: true) = resolve(type) else { return }
        error("call can throw but is not marked with `try`", at: range,
              helps: ["write `try` before it; `try?` gives `nil` instead of an error, `try!` stops on one"])
    }

    /// A built-in function given a closure that throws where it takes one that does not
    /// (`xs.map { try parse($0) }`): Swift's `map`, `filter` and the like are `rethrows`, so
    /// the call needs `try`.
    func requireTry(native pairs: [(value: Expr, parameter: Ty)], at range: SourceRange) {
        for (value, parameter) in pairs {
            guard case .closure = value.kind, case .fn(_, _, throwing: false) = resolve(parameter),
                  case .fn(_, _, throwing: true) = resolve(typeOfRecorded(value)) else { continue }
            error("call can throw but is not marked with `try`", at: range,
                  helps: ["the closure passed to it throws; write `try` before the call"])
            return
        }
    }

    /// A call of a `rethrows` function needs `try` when a function passed to it throws.
    func requireTry(rethrowing d: FuncDecl, _ arguments: [Argument], at range: SourceRange) {
        guard tryDepth == 0, d.isRethrowing else { return }
        let throwing = arguments.contains { a in
            if case .fn(_, _, throwing: true) = resolve(typeOfRecorded(a.value)) { return true }
            return false
        }
        guard throwing else { return }
        error("call can throw but is not marked with `try`", at: range,
              helps: ["a function passed to it throws; write `try` before the call"])
    }

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

