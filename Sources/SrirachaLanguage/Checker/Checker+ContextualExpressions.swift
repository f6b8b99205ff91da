/// Expressions whose type comes from where they are used (`.red`, `{ $0 + 1 }`, `\.name`,
/// an overloaded function's name): calls and operators check them against a parameter's type
/// rather than on their own.
extension Checker {
    func isImplicitMember(_ e: Expr) -> Bool {
        switch e.kind {
        case .implicitMember: return true
        case let .call(callee, _, _): if case .implicitMember = callee.kind { return true }; return false
        case let .paren(x): return isImplicitMember(x)
        case let .binary(_, l, r, _): return isImplicitMember(l) && isImplicitMember(r)
        default: return false
        }
    }

    func isContextual(_ e: Expr) -> Bool {
        switch e.kind {
        case .closure, .operatorRef, .implicitMember, .keyPath: return true
        case let .call(callee, arguments, _):
            if case .implicitMember = callee.kind { return true }
            // `set(\.text, "Hi")`: the key path's root comes from what the call must return.
            return arguments.contains { isRootlessKeyPath($0.value) }
        case let .paren(x): return isContextual(x)
        case let .binary(_, l, r, _): return isContextual(l) && isContextual(r)
        case let .identifier(name):
            if case let .functions(fs, natives) = lookup(name) { return fs.count + natives.count > 1 }
            return false
        default: return false
        }
    }

    /// A call made contextual by a `\.path` argument: `set(\.text, "Hi")`.
    func isContextualCall(_ e: Expr) -> Bool {
        switch e.kind {
        case let .call(_, arguments, _): return arguments.contains { isRootlessKeyPath($0.value) }
        case let .paren(x): return isContextualCall(x)
        case let .binary(_, l, r, _): return isContextual(l) && isContextual(r) && (isContextualCall(l) || isContextualCall(r))
        default: return false
        }
    }

    /// `\.text` (not `\Label.text`), possibly in parentheses.
    func isRootlessKeyPath(_ e: Expr) -> Bool {
        switch e.kind {
        case .keyPath(let kp): return kp.root == nil
        case .paren(let x): return isRootlessKeyPath(x)
        default: return false
        }
    }
}
