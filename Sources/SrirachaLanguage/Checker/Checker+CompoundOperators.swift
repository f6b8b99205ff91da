/// `a += b` where the program declares the operator (`static func += (left: inout Vector2D,
/// right: Vector2D)`, or a global `func -=`): a call of that function with `a` passed `inout`,
/// as in Swift. The built-in compound assignments (numbers, strings, arrays) are kept for the
/// types that have them.
extension Checker {
    /// The compound assignment operators a program may declare.
    var compoundOperators: Set<String> { ["+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", "&+=", "&-=", "&*="] }

    func checkDeclaredCompoundAssignment(_ e: Expr, op: String, target: Expr, value: Expr) -> Ty? {
        guard op != "=", compoundOperators.contains(op), !operatorSources(op, arity: 2).isEmpty else { return nil }
        // A built-in type keeps its own operator (`count += 1`) unless a declaration takes it.
        var targetType: Ty?
        _ = trial { targetType = resolve(check(target)) }
        guard let tt = targetType, !isUnsolved(tt) else { return nil }
        let sources = operatorSources(op, arity: 2)
        guard let taker = declaredInout(sources, taking: tt) else { return nil }
        callInout(e, op, sources, taker, target, [value])
        return .void
    }

    /// `+++v` where a declared prefix (or postfix) operator takes its operand `inout`
    /// (`static prefix func +++ (vector: inout Vector2D) -> Vector2D`). Nil when none does.
    func checkInoutUnary(_ e: Expr, _ op: String, _ x: Expr, _ sources: [CalleeSource], _ xt: Ty) -> Ty? {
        guard let taker = declaredInout(sources, taking: xt) else { return nil }
        return callInout(e, op, sources, taker, x, [])
    }

    /// Makes `e` the call of operator `op` with `&target` and `rest`, labelled as `taker` is.
    @discardableResult
    private func callInout(_ e: Expr, _ op: String, _ sources: [CalleeSource], _ taker: FuncEntry,
                           _ target: Expr, _ rest: [Expr]) -> Ty {
        // The declaration's own labels (`left:`, `lhs:`), which an operator's use never writes.
        let labels = taker.labels + [nil, nil]
        let callee = Expr(.operatorRef(op), e.range)
        operatorCallSources[ObjectIdentifier(callee)] = sources.filter {
            if case let .function(f, _) = $0 { return f.decl.isPostfix == taker.decl.isPostfix }
            return false
        }
        let reference = Expr(.prefix(op: "&", target), target.range)
        var arguments = [Argument(label: labels[0], value: reference)]
        for (i, x) in rest.enumerated() { arguments.append(Argument(label: labels[i + 1], value: x)) }
        e.kind = .call(callee, arguments: arguments, trailingStart: nil)
        return checkCall(e, callee: callee, arguments: arguments, trailingStart: nil, expected: nil)
    }

    /// The declared operator among `sources` whose first operand is `inout` and takes a value of
    /// type `t`, if one is.
    private func declaredInout(_ sources: [CalleeSource], taking t: Ty) -> FuncEntry? {
        for case let .function(entry, fixed) in sources {
            let fits = succeeds {
                guard let inst = instantiate(.function(entry, fixed: fixed)), let first = inst.params.first,
                      case .con("inout", let xs) = resolve(first), let inner = xs.first else { return false }
                return solver.unify(inner, t)
            }
            if fits { return entry }
        }
        return nil
    }
}
