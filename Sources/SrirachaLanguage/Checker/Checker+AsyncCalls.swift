/// `async` functions: Sriracha runs a call of one at once, to its end, but asks for `await` where
/// Swift does, so that a program it accepts is one Swift accepts too.
extension Checker {
    /// A call of a function declared `async` needs `await`, and a body that may wait: an `async`
    /// function, a closure or the top level.
    func requireAwait(_ d: FuncDecl, at range: SourceRange) {
        if awaitDepth == 0 {
            error("expression is `async` but is not marked with `await`", at: range,
                  helps: ["write `await` before the call"],
                  notes: d.isAsync ? [] : ["calls to a method of an actor from outside it are asynchronous"])
        } else if let ctx = context, !ctx.canAwait {
            error("`async` call in a function that does not support concurrency", at: range,
                  helps: ["mark the enclosing function `async`, or call it inside `Task { … }`"])
        }
    }

    /// `self.m()` or `m()`: a call an actor makes to its own method, which needs no `await`.
    func isSelfCall(_ callee: Expr) -> Bool {
        guard case let .member(base, _, _) = callee.kind else { return true }
        if case .identifier("self") = base.kind { return true }
        return false
    }

    /// Whether the global `name` is a function declared `async`, for its result line.
    func isAsyncFunction(named name: String) -> Bool {
        guard case let .functions(list)? = env.values[name] else { return false }
        return list.last?.decl.isAsync == true
    }
}
