/// Bare names used as values: variables, functions (overloads chosen by the expected type),
/// the fields and methods of `self`.
extension Checker {
    func checkIdentifier(_ e: Expr, _ name: String, expected: Ty?) -> Ty {
        e.chosen = nil
        if name == "super" { return checkSuper(e) }
        let meaning: NameMeaning
        // An operand of a declared operator was looked up a moment ago (`operandNeedsContext`).
        if let kept = operandMeaning, kept.expr == ObjectIdentifier(e), kept.name == name, !name.hasSuffix(")") {
            meaning = kept.meaning
        } else {
            meaning = lookup(Checker.baseName(name))
        }
        if Checker.compoundName(name) != nil {
            switch meaning {
            case .functions, .selfMethods, .notFound: break
            default:
                error("`\(Checker.baseName(name))` is not a function: it cannot be named with argument labels", at: e.range)
                return fresh()
            }
        }
        switch meaning {
        case let .local(v):
            if let storage = v.lazyStorage { return checkLazyLocalUse(e, storage, expected: expected) }
            if v.origin == .mutableSelf { checkSelfCapture(at: e.range) }
            if name == "self" {
                if e !== selfMemberBase && e !== assignmentTarget { checkWholeSelf(at: e.range) }
            } else if e !== assignmentTarget {
                checkDefiniteRead(name, at: e.range)
            }
            let t = solver.instantiate(v.scheme)
            return v.isImplicitlyUnwrapped ? implicitlyUnwrap(e, t, expected: expected) : t
        case .global where env.observedGlobals[name] != nil, .notFound where env.observedGlobals[name] != nil:
            return checkLazyLocalUse(e, env.observedGlobals[name] ?? name, expected: expected)
        case let .functions(fs, _) where fs.isEmpty && env.observedGlobals[name] != nil:
            // An observed variable hides a native function of its name (`var log: [String] = [] { didSet … }`).
            return checkLazyLocalUse(e, env.observedGlobals[name] ?? name, expected: expected)
        case let .global(s, _):
            if e !== assignmentTarget { checkDefiniteRead(name, at: e.range) }
            let t = solver.instantiate(s)
            return env.implicitlyUnwrapped.contains(name) ? implicitlyUnwrap(e, t, expected: expected) : t
        case let .functions(fs, natives):
            let sources = fs.map { CalleeSource.function($0, fixed: [:]) } + natives.map { .native($0, fixed: [:]) }
            return reference(e, sources, name: name, expected: expected)
        case let .selfField(ctx, i):
            if ctx.isMutable { checkSelfCapture(at: e.range) }
            if e !== assignmentTarget { checkDefiniteRead(name, at: e.range) }
            rewriteToSelfMember(e, name: name, ctx)
            e.memberIndex = i
            e.reachesStorage = false
            if let a = ctx.info.fields[i].decl.accessors, a !== currentAccessors {
                if setsWithoutObservers(fieldIndex: i) { e.reachesStorage = true } else { e.chosen = a }
            }
            let t = ctx.info.fields[i].type.substituting(ctx.fixedGenerics)
            return ctx.info.fields[i].isImplicitlyUnwrapped ? implicitlyUnwrap(e, t, expected: expected) : t
        case let .selfMethods(ctx, ms):
            if !ctx.isStatic, ctx.info.isBuiltin, Checker.compoundName(name) == nil,
               Builtins.members[ctx.info.name]?[name]?.contains(where: \.isProperty) == true {
                // `count` in `extension Array` beside a declared `count(where:)`: the
                // array's own property, as Swift's context chooses it.
                rewriteToSelfMember(e, name: name, ctx)
                return check(e, expected: expected)
            }
            if ctx.isMutable && !ctx.isStatic { checkSelfCapture(at: e.range) }
            if !ctx.isStatic { checkWholeSelf(at: e.range) }
            rewriteToSelfMember(e, name: name, ctx)
            return reference(e, ms.map { .function($0, fixed: ctx.fixedGenerics) }, name: name, expected: expected)
        case let .selfComputed(ctx):
            rewriteToSelfMember(e, name: name, ctx)
            // `name` read before `self.init(…)` in an `init` of a protocol extension.
            if !ctx.isStatic, ctx.info.isProtocol { checkWholeSelf(at: e.range) }
            if ctx.isStatic { return check(e, expected: expected) }
            guard case let .member(base, _, nameRange) = e.kind else { return fresh() }
            return memberValue(e, base: base, baseType: ctx.selfType, name: name, nameRange: nameRange, expected: expected)
        case let .selfStaticProperty(ctx, p):
            rewriteToSelfMember(e, name: name, ctx)
            if p.decl.accessors != nil, classMethodContext() != nil {
                // `class var kind` read in a type method: the class it was called on may override it.
                return check(e, expected: expected)
            }
            e.chosen = p.decl.accessors ?? p.decl
            return p.type

        case let .type(entry):
            if case let .nominal(info) = entry, !info.isEnum {
                error("`\(name)` is a type: call it to make a value, e.g. `\(name)(…)`", at: e.range)
            } else {
                error("`\(name)` is a type, not a value", at: e.range)
            }
            return fresh()
        case .notFound:
            if name == "self", let owner = staticSelfType() {
                // `self` in a `static`/`class` method is the type itself (`print(self)`).
                let type = Expr(.identifier(owner), e.range)
                e.kind = .member(type, name: "self", nameRange: e.range)
                return check(e, expected: expected)
            }
            if name == "self" {
                error("`self` can only be used inside a method", at: e.range)
            } else {
                reportNotFound(name, at: e.range)
            }
            return fresh()
        }
    }

    /// The type whose `static`/`class` method is being checked, where `self` names that type.
    func staticSelfType() -> String? {
        guard !scopes.contains(where: { $0.values["self"] != nil }), let ctx = scopes.reversed().lazy.compactMap(\.selfContext).first,
              ctx.isStatic else { return nil }
        return ctx.info.name
    }
}
