/// Fitting a value to the type its context expects, with Swift's implicit optional promotion
/// (`let x: Int? = 5`): the checker records on the node how many times to wrap it in `.some`.
extension Checker {
    /// Where a value meets an expected type, for the wording of a mismatch.
    enum CoercionContext {
        case argument, annotation, returnValue, element, assignment, closureResult, condition, plain
    }

    /// Makes `actual` (the type of `e`) fit `expected`, promoting to optionals where needed.
    @discardableResult
    func coerce(_ e: Expr, _ actual: Ty, to expected: Ty) -> Bool {
        let exp = resolve(expected), act = resolve(actual)
        e.storedInAny = false
        e.elementsStoredInAny = false
        e.splatsTuple = false
        if case let .con(target, []) = exp, let upcast = anyUpcast(act, to: target) {
            e.storedInAny = upcast && (target == "Any" || target == "AnyHashable")
            return upcast
        }
        if collectionUpcastToAny(act, exp) {
            e.elementsStoredInAny = true
            return true
        }
        if case let .con("Optional", args) = exp, args.count == 1, canPromote(act) {
            let m = mark()
            if coerce(e, act, to: args[0]) {
                e.promotions += 1
                return true
            }
            rollback(to: m)
        }
        if arrayElementUpcast(act, exp) { return true }
        if let ok = coerceThroughSuperclassBound(e, act, to: exp) { return ok }
        if case let .con(a, _) = act, case let .con(b, _) = exp, a != b, nominal(named: b)?.isClass == true {
            return upcast(act, to: exp)
        }
        if case .con("Any.Type", _) = act, upcast(act, to: exp) { return true }
        if case let .con(a, _) = act, case let .con(b, _) = exp, a != b, let ok = protocolUpcast(act, to: exp) {
            return ok
        }
        // `let d: Describable = 5` where `extension Int: Describable` (or `[1, 2]` as
        // `[Equatable]`): the literal takes its default type when that type conforms.
        if case let .variable(v) = act, case .con = exp, let d = solver.restriction(of: v)?.defaultType,
           case let .con(a, _) = resolve(d), case .builtin? = lookupType(a), protocolUpcast(d, to: exp) == true {
            return solver.unify(act, d)
        }
        // A `WritableKeyPath` is also a `KeyPath` (Swift's subclass), with the same run-time value.
        if case let .con(Checker.keyPathName, xs) = exp, case let .con(Checker.writableKeyPathName, ys) = act,
           xs.count == 2, ys.count == 2 {
            return solver.unify(xs[0], ys[0]) && solver.unify(xs[1], ys[1])
        }
        if let ok = coerceSplattingTuple(e, act, to: exp) { return ok }
        return solver.unify(act, exp)
    }

    /// `let xs: [Any] = numbers`, `let d: [String: Any] = ages`: a collection of known elements
    /// where one of `Any` is expected (Swift's implicit collection upcast).
    private func collectionUpcastToAny(_ act: Ty, _ exp: Ty) -> Bool {
        func isAny(_ t: Ty) -> Bool { if case .con("Any", []) = resolve(t) { return true }; return false }
        func isKnown(_ t: Ty) -> Bool { if case .variable = resolve(t) { return false }; return !isAny(t) }
        switch (act, exp) {
        case let (.con("Array", a), .con("Array", x)) where a.count == 1 && x.count == 1:
            return isAny(x[0]) && isKnown(a[0])
        case let (.con("Optional", a), .con("Optional", x)) where a.count == 1 && x.count == 1:
            // `let v: Any? = count` with `count: Int?`: the payload, if any, goes into the `Any`.
            return isAny(x[0]) && isKnown(a[0])
        case let (.con("Dictionary", a), .con("Dictionary", x)) where a.count == 2 && x.count == 2:
            guard isAny(x[1]), isKnown(a[1]) else { return false }
            let m = mark()
            if solver.unify(a[0], x[0]) { return true }
            rollback(to: m)
            return false
        default:
            return false
        }
    }

    /// `let shapes: [Shape] = circles`, `let animals: [Animal] = dogs`: Swift's implicit array
    /// upcast, element by element. The values are unchanged (as for one `Dog` given as an
    /// `Animal`); only the array's static type widens.
    private func arrayElementUpcast(_ act: Ty, _ exp: Ty) -> Bool {
        guard case let .con("Array", a) = act, case let .con("Array", x) = exp, a.count == 1, x.count == 1,
              case let .con(from, _) = resolve(a[0]), case let .con(to, _) = resolve(x[0]), from != to,
              let target = nominal(named: to) else { return false }
        let m = mark()
        if target.isClass ? upcast(a[0], to: x[0]) : protocolUpcast(a[0], to: x[0]) == true { return true }
        rollback(to: m)
        return false
    }

    private func isArray(_ t: Ty) -> Bool {
        if case .con("Array", _) = resolve(t) { return true }
        return false
    }

    /// A value of this type may be wrapped into an optional: it is known not to be one already.
    private func canPromote(_ t: Ty) -> Bool {
        switch t {
        case let .variable(v): return solver.restriction(of: v) != nil
        case let .con(name, _): return name != "Optional" && name != "Never"
        case .fn, .tuple, .param: return true
        }
    }

    /// Checks `e` against `expected` and reports a mismatch in Swift's words.
    @discardableResult
    func check(_ e: Expr, against expected: Ty, _ context: CoercionContext) -> Ty {
        if context == .condition, case let .assign("=", target, value) = e.kind {
            // `if x.count = 3`: the commonest slip in a condition, named as such (Swift says
            // "use of '=' in a boolean context") rather than as two errors about assignment.
            let (a, b) = (defaultingLiteral(check(target)), check(value, expected: nil))
            _ = coerce(value, b, to: a)
            error("`=` assigns and cannot be a condition; to compare, use `==`", at: e.range,
                  helps: ["write `\(file.text(in: target.range)) == \(file.text(in: value.range))`"])
            return expected
        }
        let t = check(e, expected: expected)
        if !coerce(e, t, to: expected) { reportMismatch(e, t, expected, context) }
        return expected
    }

    func reportMismatch(_ e: Expr, _ actual: Ty, _ expected: Ty, _ context: CoercionContext) {
        if case .error = e.kind { return }
        if case .nilLiteral = e.kind {
            error("`nil` cannot be used where a value of type \(describe(expected)) is expected", at: e.range,
                  helps: ["only optionals can be `nil`: make the type optional, `\(solver.describe(expected))?`"])
            return
        }
        let a = describe(actual), x = describe(expected)
        let h = sliceMismatchHelps(actual, expected)
        switch context {
        case .argument: error("cannot convert value of type \(a) to expected argument type \(x)", at: e.range, helps: h)
        case .annotation: error("cannot convert value of type \(a) to specified type \(x)", at: e.range, helps: h)
        case .returnValue: error("cannot convert return expression of type \(a) to return type \(x)", at: e.range, helps: h)
        case .element where variadicElements.contains(ObjectIdentifier(e)):
            if isArray(actual) {
                error("cannot pass array of type \(a) as variadic arguments of type \(x)", at: e.range,
                      helps: ["pass the elements one by one, separated by commas"])
            } else {
                error("cannot convert value of type \(a) to expected argument type \(x)", at: e.range)
            }
        case .element: error("cannot convert value of type \(a) to expected element type \(x)", at: e.range)
        case .assignment: error("cannot assign value of type \(a) to type \(x)", at: e.range, helps: h)
        case .closureResult: error("cannot convert value of type \(a) to closure result type \(x)", at: e.range)
        case .condition: error("condition must be `Bool`, not \(a)", at: e.range)
        case .plain: error("cannot convert value of type \(a) to expected type \(x)", at: e.range, helps: h)
        }
    }
}
