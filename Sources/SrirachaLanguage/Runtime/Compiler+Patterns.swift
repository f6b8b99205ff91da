/// Patterns of `switch`, `if case`, `for case`, and destructuring `let`s: enum cases with
/// payloads, tuples, `_`, bindings, `x?`, values compared with `==`, ranges by containment.
extension Compiler {
    /// Matches a value, binding names into the frame; false when it does not match.
    typealias Matcher = (Value, Frame) throws -> Bool
    /// Declares a name bound by a pattern and returns its store.
    typealias Binder = (_ name: String, _ isVar: Bool) -> (Frame, Value) -> Void

    struct MatchRef {
        let run: Matcher
    }

    /// Binds names as new variables of the current scope (globals at the top level).
    func declaringBinder() -> Binder {
        { [unowned self] name, isVar in self.declareVariable(name, mutable: isVar) }
    }

    func compilePattern(_ p: Pattern, bind: Binder) throws -> Matcher {
        switch p.kind {
        case .wildcard:
            return { _, _ in true }
        case let .binding(name, isVar):
            let store = bind(name, isVar)
            return { v, f in
                store(f, v)
                return true
            }
        case let .typed(inner, _):
            return try compilePattern(inner, bind: bind)
        case let .cast(inner, _):
            guard let target = inner.type else { throw failure("internal error: an unchecked type pattern", at: p.range) }
            let match = try compilePattern(inner, bind: bind)
            let known = p.type.flatMap(Compiler.typeKeptInAny)
            if let r = p.chosen as? ReifiedTypes {
                // `case let y as T` in a function that knows `T` when it runs.
                let m = machine, owners = r.owners, s = site(p.range)
                return { v, f in
                    let bound = try m.bindingTypeArguments(target, owners, s)
                    guard let cast = Compiler.cast(v.unboxed, known: known, to: bound) else { return false }
                    return try match(cast, f)
                }
            }
            if let test = metatypeTest(to: target, fromMetatype: Compiler.isMetatypeOrOptional(p.type)) {
                // `case is Dog.Type` on a metatype value.
                return { v, f in
                    guard let cast = test(v) else { return false }
                    return try match(cast, f)
                }
            }
            return { v, f in
                guard let cast = Compiler.cast(v.unboxed, known: known, to: target) else { return false }
                return try match(cast, f)
            }
        case .expression(let e):
            if let (bound, isUpper, closed) = Checker.oneSidedPatternRange(e) {
                let b = try compile(bound)
                let m = machine
                return { v, f in
                    let x = try b(f), subject = v.unboxed
                    m.leave(f)  // a type's own `<` gets its frame above this one
                    if !isUpper { return try !Operators.less(subject, x) }
                    return closed ? try !Operators.less(x, subject) : try Operators.less(subject, x)
                }
            }
            let c = try compile(e)
            let m = machine
            return { v, f in
                let pattern = try c(f)
                let subject = v.unboxed
                m.leave(f)  // a type's own `==` or `<` gets its frame above this one
                if case let .range(lower, upper, closed) = pattern, case .int(let i) = subject {
                    return lower <= i && (closed ? i <= upper : i < upper)
                }
                if case .interval = pattern { return try Operators.rangeContains(pattern, subject) }
                return pattern == subject
            }
        case .optional(let inner):
            let match = try compilePattern(inner, bind: bind)
            return { v, f in
                guard let payload = v.unboxed.optionalPayload else { return false }
                return try match(payload, f)
            }
        case .tuple(let elements):
            let matches = try elements.map { MatchRef(run: try compilePattern($0.pattern, bind: bind)) }
            return { v, f in
                guard case .tuple(let xs) = v.unboxed, xs.count == matches.count else {
                    return matches.count == 1 ? try matches[0].run(v, f) : false
                }
                for (x, match) in zip(xs, matches) where try !match.run(x, f) { return false }
                return true
            }
        case let .enumCase(_, name, elements):
            guard let ref = p.chosen as? EnumCaseRef else {
                throw failure("cannot find the case `.\(name)`", at: p.range)
            }
            let index = ref.index
            let type = try enumType(ref.decl, at: p.range)
            // `.left` matched against an `Alignment?` looks inside the optional, as in Swift.
            let looksThroughOptional = type !== EnumType.optional
            let matches = try (elements ?? []).map { MatchRef(run: try compilePattern($0.pattern, bind: bind)) }
            return { v, f in
                var value = v.unboxed
                if looksThroughOptional, case .enumCase(let o) = value, o.type === EnumType.optional {
                    guard o.caseIndex == 1, let payload = o.payload.first else { return false }
                    value = payload
                }
                guard case .enumCase(let ev) = value, ev.caseIndex == index else { return false }
                if matches.isEmpty { return true }
                if matches.count == ev.payload.count {
                    for (x, match) in zip(ev.payload, matches) where try !match.run(x, f) { return false }
                    return true
                }
                // `case .pair(let both)`: one pattern for the whole payload.
                if matches.count == 1 { return try matches[0].run(.tuple(ev.payload), f) }
                return false
            }
        }
    }
}
