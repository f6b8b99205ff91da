/// Subscripts declared in a type (`subscript(row: Int, column: Int) -> Double`): `m[0, 1]`
/// becomes a call of its `subscript` method, and `m[0, 1] = v` (or `+=` …) a call of the
/// setter, `subscript(_:_:newValue:)`.
extension Checker {
    /// Whether values of `t` have a declared `subscript`.
    private func hasDeclaredSubscript(_ t: Ty) -> Bool {
        // A generic parameter whose protocol requires a subscript (`func f<C: P>(_ c: C) { c[0] }`).
        if case let .param(n) = resolve(t), case .methods = constrainedMember(n, "subscript", forCall: true) { return true }
        guard case let .con(name, _) = resolve(t), let info = nominal(named: name) else { return false }
        return info.methods["subscript"] != nil
    }

    /// `x[i]` on a type with a declared subscript, as a call of its getter; nil otherwise.
    func checkDeclaredSubscript(_ e: Expr, base: Expr, baseType: Ty, arguments: [Argument]) -> Ty? {
        if let t = checkExtensionSubscript(e, base: base, baseType: baseType, arguments: arguments) { return t }
        if let t = checkSequenceExtensionSubscript(e, base: base, baseType: baseType, arguments: arguments) { return t }
        guard hasDeclaredSubscript(baseType) else { return nil }
        preChecked[ObjectIdentifier(base)] = baseType
        let callee = Expr(.member(base, name: "subscript", nameRange: e.range), e.range)
        e.kind = .call(callee, arguments: arguments, trailingStart: nil)
        return checkCall(e, callee: callee, arguments: arguments, trailingStart: nil, expected: nil)
    }

    /// `x[i] = v` and `x[i] += v` on a type with a declared subscript, as a call of its setter;
    /// nil otherwise.
    func checkDeclaredSubscriptAssignment(_ e: Expr, op: String, target: Expr, value: Expr) -> Ty? {
        // `john.residence?[0] = room`: the setter is called when the chain reaches the value.
        if case let .optionalChain(inner) = target.kind, case .subscriptAccess = inner.kind {
            let call = Expr(.assign(op: op, target: inner, value: value), e.range)
            guard let t = checkDeclaredSubscriptAssignment(call, op: op, target: inner, value: value) else { return nil }
            e.kind = .optionalChain(call)
            record(call, t)
            return .optional(.void)
        }
        guard case let .subscriptAccess(base, arguments) = target.kind else { return nil }
        var declared = false
        _ = trial { declared = hasDeclaredSubscript(check(base)) }
        // `xs[wrapped: i] = v` with a subscript an `extension Array` declares: its setter, when
        // the built-in subscripts do not take these arguments.
        if !declared, arguments.contains(where: { $0.label != nil }) || arguments.count != 1 {
            _ = trial {
                let bt = check(base)
                guard let (info, _) = builtinExtension(of: bt), info.methods["subscript"]?.isEmpty == false else { return }
                declared = true
            }
        }
        guard declared else { return nil }
        let bt = check(base)
        if case let .con(name, _) = resolve(bt), let info = nominal(named: name),
           !(info.methods["subscript"] ?? []).contains(where: { $0.decl.clauses.first?.last?.label == "newValue" }) {
            error("cannot assign through subscript: the subscript of `\(SType.displayName(name))` is get-only", at: target.range,
                  helps: ["give it a setter: `subscript(…) -> T { get { … } set { … } }`"])
            check(value)
            return .void
        }
        var newValue = value
        if op != "=" {
            let read = Expr(.subscriptAccess(base, arguments: arguments), target.range)
            newValue = Expr(.binary(op: String(op.dropLast()), read, value, opRange: e.range), value.range)
        }
        preChecked[ObjectIdentifier(base)] = bt
        let callee = Expr(.member(base, name: "subscript", nameRange: target.range), target.range)
        let all = arguments + [Argument(label: "newValue", value: newValue)]
        e.kind = .call(callee, arguments: all, trailingStart: nil)
        _ = checkCall(e, callee: callee, arguments: all, trailingStart: nil, expected: nil)
        return .void
    }
}
