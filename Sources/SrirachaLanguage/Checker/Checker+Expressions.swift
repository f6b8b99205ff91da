/// Expressions: the dispatcher, literals, names, collections, tuples, optionals, subscripts.
extension Checker {
    /// Infers the type of `e`, using `expected` (when given) to decide what the expression alone
    /// cannot: closure parameter types, implicit members, literal types. The caller coerces.
    @discardableResult
    func check(_ e: Expr, expected: Ty? = nil) -> Ty {
        // Once the statement is over its budget (or interrupted), the rest is skipped quickly:
        // the whole statement fails with one error about why.
        guard solver.spend() else { return fresh() }
        if expressionDepth == 0 { outermostExpression = e.range }
        expressionDepth += 1
        defer { expressionDepth -= 1 }
        if !preChecked.isEmpty, let known = preChecked.removeValue(forKey: ObjectIdentifier(e)) { return known }
        e.promotions = 0
        e.storedInAny = false
        e.elementsStoredInAny = false
        var t = infer(e, expected: expected)
        if case .call = e.kind, solver.isLarger(t, than: Checker.maxTypeSize) {
            // A type that doubles at every call (`pair(pair(pair(x)))`) is reported where it
            // first gets too large, before any later step has to walk all of it.
            if solver.stopReason == nil { tooLargeType = e.range }
            solver.stop(.typeTooLarge)
            t = fresh()
        }
        record(e, t)
        return t
    }

    private func infer(_ e: Expr, expected: Ty?) -> Ty {
        if let expected, let made = literalInitializer(e, expected) { return infer(made, expected: expected) }
        switch e.kind {
        case .intLiteral: return checkIntLiteral(e, expected: expected)
        case .doubleLiteral: return checkFloatingLiteral(e, expected: expected)
        case .boolLiteral: return .bool
        case .stringLiteral: return checkStringLiteral(e, expected: expected)
        case let .interpolatedString(segments):
            // Interpolation takes a value of any type: a `T!` stays optional, as in Swift.
            for case let .interpolation(x) in segments {
                keepOptional(x)
                check(x)
            }
            return .string
        case .nilLiteral: return checkNil(e, expected: expected)
        case let .identifier(name): return checkIdentifier(e, name, expected: expected)
        case let .specializedType(name, _):
            error("`\(name)` is a type: call it to make a value, or use one of its members", at: e.range)
            return fresh()
        case let .operatorRef(op): return checkOperatorRef(e, op, expected: expected)
        case let .implicitMember(name): return checkImplicitMember(e, name, expected: expected)
        case let .member(base, name, nameRange):
            return checkMember(e, base: base, name: name, nameRange: nameRange, expected: expected)
        case let .call(callee, arguments, trailingStart):
            // `Mod { $0.text = "x" }`: what cannot be inferred inside is the type argument.
            if case let .identifier(name) = callee.kind, isGenericConstruction(e) {
                genericConstructions.append(name)
                defer { genericConstructions.removeLast() }
                return checkCall(e, callee: callee, arguments: arguments, trailingStart: trailingStart, expected: expected)
            }
            return checkCall(e, callee: callee, arguments: arguments, trailingStart: trailingStart, expected: expected)
        case let .subscriptAccess(base, arguments):
            return checkSubscript(e, base: base, arguments: arguments)
        case let .forceUnwrap(x): return checkForceUnwrap(x)
        case let .bindOptional(x): return checkBindOptional(x)
        case let .optionalChain(x):
            if rewriteOptionalTypeChain(x) {
                e.kind = x.kind
                return check(e, expected: expected)
            }
            let t = check(x, expected: expected.map(strippingOptionals))
            if case .con("Optional", _) = resolve(t) { return t }
            return .optional(t)
        case let .prefix(op, x): return checkPrefix(e, op, x, expected: expected)
        case let .postfix(op, x): return checkDeclaredPostfix(e, op, x)
        case let .binary(op, l, r, opRange):
            return checkBinary(e, op, l, r, opRange: opRange, expected: expected)
        case let .ternary(c, a, b): return checkTernary(c, a, b, expected: expected)
        case let .assign(op, target, value): return checkAssignment(e, op: op, target: target, value: value)
        case let .tuple(elements): return checkTuple(elements, expected: expected)
        case let .paren(x):
            if e.isAwait { awaitDepth += 1 }
            defer { if e.isAwait { awaitDepth -= 1 } }
            return check(x, expected: expected)
        case let .array(xs): return checkArrayLiteral(e, xs, expected: expected)
        case let .dictionary(pairs): return checkDictionaryLiteral(e, pairs, expected: expected)
        case let .closure(c): return checkClosure(e, c, expected: expected)
        case let .tryExpr(kind, x): return checkTry(e, kind, x, expected: expected)
        case let .statementExpr(s): return checkStatementExpression(s, expected: expected)
        case let .typeCast(kind, x, ts): return checkTypeCast(e, kind, x, ts)
        case let .keyPath(kp): return checkKeyPath(e, kp, expected: expected)
        case .error: return fresh()
        }
    }

    // MARK: Literals

    /// A literal where a type of the program that is `ExpressibleByIntegerLiteral` (or by a
    /// string, float or Boolean literal) is expected: the literal becomes a call of the type's
    /// `init(integerLiteral:)` (…), as in Swift. The expression is rewritten in place.
    /// An array literal becomes `init(arrayLiteral:)`'s variadic arguments, a dictionary
    /// literal `init(dictionaryLiteral:)`'s `(key, value)` pairs, and `nil` (where the type
    /// itself, not an optional of it, is expected) `init(nilLiteral: ())`.
    private func literalInitializer(_ e: Expr, _ expected: Ty) -> Expr? {
        let label: String, proto: String
        switch e.kind {
        case .intLiteral: (label, proto) = ("integerLiteral", "ExpressibleByIntegerLiteral")
        case .stringLiteral: (label, proto) = ("stringLiteral", "ExpressibleByStringLiteral")
        case .doubleLiteral: (label, proto) = ("floatLiteral", "ExpressibleByFloatLiteral")
        case .boolLiteral: (label, proto) = ("booleanLiteral", "ExpressibleByBooleanLiteral")
        // `[.read, .write]` where an option set is expected: `T(arrayLiteral: .read, .write)`.
        case .array: (label, proto) = ("arrayLiteral", "ExpressibleByArrayLiteral")
        case .dictionary: (label, proto) = ("dictionaryLiteral", "ExpressibleByDictionaryLiteral")
        case .nilLiteral:
            if case .con("Optional", _) = resolve(expected) { return nil }
            (label, proto) = ("nilLiteral", "ExpressibleByNilLiteral")
        default: return nil
        }
        guard let (info, _) = nominal(of: resolve(strippingOptionals(expected))), !info.isBuiltin,
              !info.isProtocol, info.conformances.contains(proto) || declaresConformance(info, to: proto) else { return nil }
        var values: [Expr]
        switch e.kind {
        case let .array(xs): values = xs
        case let .dictionary(pairs):
            values = pairs.map { Expr(.tuple([Argument(label: nil, value: $0.key), Argument(label: nil, value: $0.value)]),
                                      SourceRange($0.key.range.start, $0.value.range.end)) }
        case .nilLiteral: values = [Expr(.tuple([]), e.range)]
        default: values = [Expr(e.kind, e.range)]
        }
        var arguments = values.enumerated().map { Argument(label: $0.offset == 0 ? label : nil, value: $0.element) }
        if values.isEmpty {
            // `[]`: no element to carry the label, so the variadic parameter gets its (empty) array as is.
            let none = Expr(.array([]), e.range)
            packedVariadics.insert(ObjectIdentifier(none))
            arguments = [Argument(label: label, value: none)]
        }
        e.kind = .call(Expr(.identifier(info.name), e.range), arguments: arguments, trailingStart: nil)
        return e
    }

    /// Whether the type's declaration names `proto` or a protocol that refines it: a literal
    /// in its own static properties (`static let all: Perms = [.read, .write]`) is checked
    /// before its conformances are recorded.
    private func declaresConformance(_ info: NominalInfo, to proto: String) -> Bool {
        let inherited = info.structDecl?.inherited ?? info.enumDecl?.inherited ?? []
        return inherited.contains { t in
            guard case let .named(name, _) = t.kind else { return false }
            let bare = name.hasPrefix("Swift.") ? String(name.dropFirst(6)) : name
            return bare == proto || nominal(named: bare)?.conformances.contains(proto) == true
        }
    }

    private func checkIntLiteral(_ e: Expr, expected: Ty?) -> Ty {
        // Always a variable, even when the context says `Double`, so that overload resolution
        // can prefer the solutions where literals stay `Int`.
        // `0` where a `T: Numeric` is expected (`xs.reduce(0, +)` in generic code).
        if let p = numericParameterLiteral(expected, "Numeric") { return p }
        let v = solver.fresh(.numeric)
        intLiterals.append((e, v))
        if let expected {
            let target = strippingOptionals(expected)
            switch target {
            case .con("Double", []), .con("Int", []): solver.unify(v, target)
            case .con(let name, []) where name == "Float" || IntKind(name: name) != nil: solver.unify(v, target)
            default: break
            }
        }
        return v
    }

    private func checkNil(_ e: Expr, expected: Ty?) -> Ty {
        if let expected, case let .con("Optional", args) = resolve(expected), args.count == 1 {
            noteAmbiguity(.nilLiteral, args[0], e)
            return expected
        }
        let wrapped = fresh()
        noteAmbiguity(.nilLiteral, wrapped, e)
        return .optional(wrapped)
    }

    func noteAmbiguity(_ kind: Ambiguity.Kind, _ t: Ty, _ e: Expr) {
        let hint = bindingHint.flatMap { $0.initializer === e ? $0 : nil }
        ambiguities.append(Ambiguity(kind: kind, type: t, range: e.range, bindingName: hint?.name,
                                     isVar: hint?.isVar ?? false))
    }

    private func checkArrayLiteral(_ e: Expr, _ xs: [Expr], expected: Ty?) -> Ty {
        if let expected, case let .con("Set", args) = resolve(strippingOptionals(expected)), args.count == 1 {
            return checkSetLiteral(e, xs, element: args[0])
        }
        if let expected, case let .con("ArraySlice", args) = resolve(strippingOptionals(expected)), args.count == 1 {
            // `let s: ArraySlice<Int> = [1, 2]`: a slice literal, indexed from 0.
            let t = checkArrayLiteral(e, xs, expected: .array(args[0]))
            var element = [args[0]]
            if case let .con("Array", own) = resolve(t), own.count == 1 { element = own }
            // Noted with the literals whose type the context chose: where an overload takes an
            // array instead (`zip([1, 4, 9], squares.dropFirst())`), the array wins, as in Swift.
            let v = fresh()
            solver.unify(v, .con("ArraySlice", element))
            intLiterals.append((e, v))
            return v
        }
        var element: Ty
        var elementExpected = false
        if let expected, case let .con("Array", args) = strippingOptionals(expected), args.count == 1 {
            element = args[0]
            elementExpected = true
        } else {
            element = fresh()
        }
        if xs.isEmpty {
            noteAmbiguity(.emptyArray, element, e)
            return .array(element)
        }
        if !elementExpected, let optional = checkElementsAroundNil(xs) { return .array(optional) }
        for (i, x) in xs.enumerated() {
            if i == 0 && !elementExpected {
                element = check(x)
                continue
            }
            if !elementExpected, !needsContext(x), let widened = commonClass(element, of: x) {
                // `[Movie(…), Song(…)]`: instances of different classes are elements of their
                // nearest common superclass, as in Swift.
                element = widened
                continue
            }
            check(x, against: element, .element)
        }
        return .array(element)
    }

    /// `[1, nil, 3]` with no type expected: the elements meet at an optional (`[Int?]`), as in
    /// Swift. Nil when the literal has no `nil`, or nothing but `nil`s.
    private func checkElementsAroundNil(_ xs: [Expr]) -> Ty? {
        func isNil(_ x: Expr) -> Bool {
            if case .nilLiteral = x.kind { return true }
            if case .paren(let inner) = x.kind { return isNil(inner) }
            return false
        }
        let values = xs.filter { !isNil($0) }
        guard values.count < xs.count, let first = values.first else { return nil }
        var element = check(first)
        var types = [element]
        for x in values.dropFirst() {
            if !needsContext(x), let widened = commonClass(element, of: x) {
                element = widened
                types.append(widened)
                continue
            }
            types.append(check(x, against: element, .element))
        }
        let optional: Ty
        if case .con("Optional", _) = resolve(element) { optional = element } else { optional = .optional(element) }
        for (x, t) in zip(values, types) where !coerce(x, t, to: optional) {
            error("cannot convert value of type \(describe(t)) to expected element type \(describe(optional))", at: x.range)
        }
        for x in xs where isNil(x) { check(x, against: optional, .element) }
        return optional
    }

    private func checkDictionaryLiteral(_ e: Expr, _ pairs: [(key: Expr, value: Expr)], expected: Ty?) -> Ty {
        if let t = checkKeyValuePairsLiteral(pairs, expected: expected) { return t }
        var key = fresh(), value = fresh()
        var known = false
        if let expected, case let .con("Dictionary", args) = strippingOptionals(expected), args.count == 2 {
            key = args[0]
            value = args[1]
            known = true
        }
        if pairs.isEmpty {
            noteAmbiguity(.emptyDictionary, .tuple([(nil, key), (nil, value)]), e)
            return .dictionary(key, value)
        }
        if !known, let optional = checkElementsAroundNil(pairs.map(\.value)) {
            // `["x": 1, "y": nil]`: the values meet at an optional, as an array's elements do.
            key = check(pairs[0].key)
            for p in pairs.dropFirst() { check(p.key, against: key, .element) }
            requireHashableKey(key, at: e.range)
            return .dictionary(key, optional)
        }
        for (i, p) in pairs.enumerated() {
            if i == 0 && !known {
                key = check(p.key)
                value = check(p.value)
            } else {
                check(p.key, against: key, .element)
                if !known, !needsContext(p.value), let widened = commonClass(value, of: p.value) {
                    // `["c": Cat(), "d": Dog()]`: values of the nearest common superclass, as in an array.
                    value = widened
                } else {
                    check(p.value, against: value, .element)
                }
            }
        }
        requireHashableKey(key, at: e.range)
        return .dictionary(key, value)
    }

    private func checkTuple(_ elements: [Argument], expected: Ty?) -> Ty {
        var expectedTypes: [Ty]?
        if let expected, case let .tuple(es) = resolve(expected), es.count == elements.count {
            expectedTypes = es.map(\.type)
        }
        var out: [(label: String?, type: Ty)] = []
        for (i, a) in elements.enumerated() {
            if let x = expectedTypes?[i] {
                let t = check(a.value, expected: x)
                // A tuple converts element by element only through promotion of its members.
                if coerce(a.value, t, to: x) { out.append((a.label, x)); continue }
                out.append((a.label, t))
            } else {
                out.append((a.label, check(a.value)))
            }
        }
        return .tuple(out)
    }

    private func checkTernary(_ c: Expr, _ a: Expr, _ b: Expr, expected: Ty?) -> Ty {
        check(c, against: .bool, .condition)
        // `{ $0 > 1 ? $0 : nil }`: a closure's result type is still open, so the branches decide
        // it, meeting at an optional (`Int?`), rather than the first branch making it `Int`.
        if let expected, case .variable = resolve(expected),
           isNilLiteral(a) || isNilLiteral(b) {
            let t = checkTernaryBranches(a, b)
            _ = solver.unify(expected, t)
            return t
        }
        if let expected {
            check(a, against: expected, .plain)
            check(b, against: expected, .plain)
            return expected
        }
        return checkTernaryBranches(a, b)
    }

    private func isNilLiteral(_ e: Expr) -> Bool {
        if case .nilLiteral = e.kind { return true }
        return false
    }

    /// The type where the two branches of `? :` meet, with no type expected of them.
    private func checkTernaryBranches(_ a: Expr, _ b: Expr) -> Ty {
        // `c ? nil : x`: the optional of the other branch's type.
        if isNilLiteral(a), !isNilLiteral(b) {
            let tb = defaultingLiteral(check(b))
            var t = tb
            if case .con("Optional", _) = resolve(tb) {} else {
                t = .optional(tb)
                _ = coerce(b, tb, to: t)
            }
            check(a, against: t, .plain)
            return t
        }
        let ta = check(a)
        let tb = check(b, expected: ta)
        if solver.unify(ta, tb) { return ta }
        // `c ? x : nil`: the branches meet at an optional.
        if case .con("Optional", _) = resolve(tb), coerce(a, ta, to: tb) { return tb }
        if case .con("Optional", _) = resolve(ta), coerce(b, tb, to: ta) { return ta }
        error("result values in `? :` expression have mismatching types \(describe(ta)) and \(describe(tb))",
              at: a.range.union(b.range))
        return ta
    }

    // MARK: Optionals

    private func checkForceUnwrap(_ x: Expr) -> Ty {
        checkUnwrapped(x, problem: "cannot force unwrap value of non-optional type",
                       help: "remove the `!`: the value is never `nil`")
    }

    private func checkBindOptional(_ x: Expr) -> Ty {
        checkUnwrapped(x, problem: "cannot use optional chaining on non-optional value of type",
                       help: "use `.` instead of `?.`")
    }

    /// The payload type of an optional operand of `!` or `?.`; `problem` and `help` explain a
    /// non-optional one.
    private func checkUnwrapped(_ x: Expr, problem: String, help: String) -> Ty {
        keepOptional(x)
        let t = defaultingLiteral(check(x))
        switch resolve(t) {
        case let .con("Optional", args) where args.count == 1: return args[0]
        case .variable:
            let w = fresh()
            solver.unify(t, .optional(w))
            return w
        default:
            if case .error = x.kind { return fresh() }
            error("\(problem) \(describe(t))", at: x.range, helps: [help])
            return t
        }
    }

    // MARK: Subscripts

    private func checkSubscript(_ e: Expr, base: Expr, arguments: [Argument]) -> Ty {
        // `Planet[3]`: a `static subscript`, called as the type's static method.
        if let (owner, _) = typeReference(base), case let .nominal(info) = owner.entry,
           (info.methods["subscript"] ?? []).contains(where: \.decl.isStatic) {
            let callee = Expr(.member(base, name: "subscript", nameRange: e.range), e.range)
            e.kind = .call(callee, arguments: arguments, trailingStart: nil)
            return checkCall(e, callee: callee, arguments: arguments, trailingStart: nil, expected: nil)
        }
        let bt = defaultingLiteral(check(base))
        if let t = checkDeclaredSubscript(e, base: base, baseType: bt, arguments: arguments) { return t }
        // `counts[word, default: 0]`: a dictionary read that is never nil.
        if arguments.count == 2, arguments[0].label == nil, arguments[1].label == "default",
           case let .con("Dictionary", args) = resolve(bt), args.count == 2 {
            check(arguments[0].value, against: args[0], .argument)
            check(arguments[1].value, against: args[1], .argument)
            return args[1]
        }
        if arguments.count == 1, arguments[0].label == "keyPath" {
            return checkKeyPathSubscript(e, baseType: bt, index: arguments[0].value)
        }
        guard arguments.count == 1, arguments[0].label == nil else {
            for a in arguments { check(a.value) }
            error("subscripts take a single index, as in `xs[0]` or `dict[key]`", at: e.range)
            return fresh()
        }
        let index = arguments[0].value
        switch resolve(bt) {
        case let .con(collection, args) where (collection == "Array" || collection == "ArraySlice") && args.count == 1:
            let it = check(index, expected: .int)
            switch resolve(it) {
            case let .con(range, bounds) where (range == "Range" || range == "ClosedRange") && bounds.count == 1:
                if !solver.unify(bounds[0], .int) { reportMismatch(index, it, .con(range, [.int]), .argument) }
                // `xs[1...]` is an `ArraySlice`, keeping `xs`'s indices.
                return .con("ArraySlice", args)
            default:
                if !coerce(index, it, to: .int) { reportMismatch(index, it, .int, .argument) }
                return args[0]
            }
        case let .con("KeyValuePairs", args) where args.count == 2:
            // `pairs[0]`: the pair at that position.
            check(index, against: .int, .argument)
            return .tuple([("key", args[0]), ("value", args[1])])
        case let .con("Dictionary", args) where args.count == 2:
            // `d[i]` with a `Dictionary.Index` is the pair at that position.
            let it = check(index, expected: args[0])
            if case .con("Dictionary.Index", _) = resolve(it) {
                return .tuple([("key", args[0]), ("value", args[1])])
            }
            if !coerce(index, it, to: args[0]) { reportMismatch(index, it, args[0], .argument) }
            return .optional(args[1])
        case .con("String", []):
            return checkStringSubscript(index)
        case let .con(range, args) where (range == "Range" || range == "ClosedRange") && args.count == 1 && isInt(args[0]):
            let it = check(index, expected: .int)
            // `(0..<10)[2..<5]`: a range of a range's own indices is a `Range`.
            if range == "Range", case let .con(r, bounds) = resolve(it), r == "Range" || r == "ClosedRange",
               bounds.count == 1, solver.unify(bounds[0], .int) {
                return .con("Range", [.int])
            }
            if !coerce(index, it, to: .int) { reportMismatch(index, it, .int, .argument) }
            return args[0]
        case .variable:
            check(index)
            error("cannot infer the type of the value being subscripted; add a type annotation", at: base.range)
            return fresh()
        default:
            check(index)
            if case .error = base.kind { return fresh() }
            error("value of type \(describe(bt)) has no subscripts", at: base.range)
            return fresh()
        }
    }
}
