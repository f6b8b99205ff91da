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

/// Reading properties that wait: a getter declared `get async` (or `get throws`), and an actor's
/// state read from outside the actor.
extension Checker {
    /// `loader.value` where `value` has `get async throws { … }` needs `try await`, as a call
    /// of such a function does; so does an actor's computed property read from outside it.
    func checkGetterEffects(_ e: Expr, base: Expr, _ a: PropertyAccessors, at nameRange: SourceRange) {
        guard let getter = a.getter, e !== assignmentTarget else { return }
        if getter.isActorIsolated, !isSelfCall(e) {
            requireIsolatedAccess(a.name, at: nameRange)
        } else if getter.isAsync {
            requirePropertyAwait(at: nameRange)
        }
        if getter.isThrowing, tryDepth == 0 {
            error("property access can throw but is not marked with `try`", at: nameRange,
                  helps: ["write `try` before it; `try?` gives `nil` instead of an error, `try!` stops on one"])
        }
    }

    /// `counter.count` for a `var count` of an actor, from outside it: read only with `await`,
    /// never set (a `let` is read freely, as Swift allows in the same module).
    func checkActorProperty(_ e: Expr, base: Expr, name: String, isVar: Bool, at nameRange: SourceRange) {
        if case .identifier("self") = base.kind { return }
        if e === assignmentTarget {
            error("actor-isolated property `\(name)` can not be mutated from a nonisolated context", at: nameRange,
                  helps: ["give the actor a method that changes it, and call that with `await`"])
            return
        }
        guard isVar else { return }
        requireIsolatedAccess(name, at: nameRange)
    }

    private func requireIsolatedAccess(_ name: String, at range: SourceRange) {
        guard awaitDepth == 0 else { return requirePropertyAwait(at: range) }
        // Swift words it so in an `async` function; the top level is the main actor's.
        if let ctx = context, ctx.canAwait, !isTopLevelKind(ctx) {
            error("actor-isolated property `\(name)` cannot be accessed from outside of the actor", at: range,
                  helps: ["write `await` before it"])
        } else {
            error("actor-isolated property `\(name)` can not be referenced from a nonisolated context", at: range,
                  helps: [context.map(isTopLevelKind) ?? true ? "write `await` before it" : "read it in an `async` function, with `await`"])
        }
    }

    private func isTopLevelKind(_ ctx: FunctionContext) -> Bool {
        if case .topLevel = ctx.kind { return true }
        return false
    }

    private func requirePropertyAwait(at range: SourceRange) {
        if awaitDepth == 0 {
            error("expression is `async` but is not marked with `await`", at: range,
                  helps: ["write `await` before it"], notes: ["property access is `async`"])
        } else if let ctx = context, !ctx.canAwait {
            error("`async` property access in a function that does not support concurrency", at: range,
                  helps: ["mark the enclosing function `async`, or read it inside `Task { … }`"])
        }
    }
}
