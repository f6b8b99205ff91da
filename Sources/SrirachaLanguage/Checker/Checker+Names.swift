/// Bare names used as values: variables, functions (overloads chosen by the expected type),
/// the fields and methods of `self`.
extension Checker {
    func checkIdentifier(_ e: Expr, _ name: String, expected: Ty?) -> Ty {
        e.chosen = nil
        if name == "super" { return checkSuper(e) }
        let meaning = lookup(Checker.baseName(name))
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
            return solver.instantiate(v.scheme)
        case let .global(s, _):
            return solver.instantiate(s)
        case let .functions(fs, natives):
            let sources = fs.map { CalleeSource.function($0, fixed: [:]) } + natives.map { .native($0, fixed: [:]) }
            return reference(e, sources, name: name, expected: expected)
        case let .selfField(ctx, i):
            rewriteToSelfMember(e, name: name, ctx)
            e.memberIndex = i
            if let a = ctx.info.fields[i].decl.accessors, a !== currentAccessors { e.chosen = a }
            return ctx.info.fields[i].type.substituting(ctx.fixedGenerics)
        case let .selfMethods(ctx, ms):
            rewriteToSelfMember(e, name: name, ctx)
            return reference(e, ms.map { .function($0, fixed: ctx.fixedGenerics) }, name: name, expected: expected)
        case let .selfComputed(ctx):
            rewriteToSelfMember(e, name: name, ctx)
            guard case let .member(base, _, nameRange) = e.kind else { return fresh() }
            return memberValue(e, base: base, baseType: ctx.selfType, name: name, nameRange: nameRange, expected: expected)
        case let .selfStaticProperty(ctx, p):
            rewriteToSelfMember(e, name: name, ctx)
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
            if name == "self" {
                error("`self` can only be used inside a method", at: e.range)
            } else {
                reportNotFound(name, at: e.range)
            }
            return fresh()
        }
    }
}
