/// What a call's callee names: a function, a method of `self`, a type's initializers or static
/// method, a nested type, or a value to call (see `CalleeResolution`).
extension Checker {
    func resolveCallee(_ callee: Expr, expected: Ty?) -> CalleeResolution {
        callee.promotions = 0
        // `Self(3)` in an extension of a built-in type (or of `BinaryInteger`, which extends
        // `Int`) makes a value of that type.
        if case .identifier("Self") = callee.kind, case .notFound = lookup("Self"),
           let ctx = scopes.reversed().lazy.compactMap(\.selfContext).first, ctx.info.isBuiltin {
            callee.kind = .identifier(ctx.info.name)
        }
        if case .identifier("Self") = callee.kind, case .notFound = lookup("Self"), let ctx = classMethodContext() {
            classMethodInitializer(callee, ctx)
            return resolveCallee(callee, expected: expected)
        }
        if case .identifier("Self") = callee.kind, case .notFound = lookup("Self"),
           let ctx = scopes.reversed().lazy.compactMap(\.selfContext).first, ctx.info.isProtocol, !ctx.isStatic,
           case .local = lookup("self") {
            // `Self()` in a protocol extension's instance member: the `init` the protocol requires,
            // on the conforming type of the value at hand.
            callee.kind = .member(Expr(Checker.typeOfSelf(callee.range), callee.range), name: "init", nameRange: callee.range)
            if ctx.isInit, case let .member(base, _, _) = callee.kind {
                // In its `init`: the type being made (see `protocolDelegationSources`).
                base.kind = .identifier("self")
                base.dynamicMember = Checker.protocolSelfMark
            } else if case let .member(base, _, _) = callee.kind {
                protocolSelf(base)
            }
            return resolveCallee(callee, expected: expected)
        }
        // `Self(x: 1)` in a program's own type: its initializers, with its own type arguments.
        if case .identifier("Self") = callee.kind, case .notFound = lookup("Self"),
           let ctx = scopes.reversed().lazy.compactMap(\.selfContext).first, !ctx.info.isProtocol, !ctx.info.isBuiltin,
           let entry = lookupType(ctx.info.name) {
            var own: [Ty]?
            if case let .con(_, args) = ctx.selfType, !args.isEmpty { own = args }
            return constructorSources(entry, name: ctx.info.name, explicitArgs: own, at: callee.range)
        }
        switch callee.kind {
        case let .identifier(name):
            switch lookup(name) {
            case let .functions(fs, natives):
                // `Int(roman: "XIV")`: the natives named after a built-in type, and the `init`s
                // extensions gave it.
                return .sources(fs.map { .function($0, fixed: [:]) } + natives.map { .native($0, fixed: [:]) }
                                + (fs.isEmpty ? declaredBuiltinInitializers(name, nil) : []), name: name)
            case let .selfMethods(ctx, ms):
                if !ctx.isStatic { checkWholeSelf(at: callee.range) }
                if ctx.isMutable && !ctx.isStatic { checkSelfCapture(at: callee.range) }
                rewriteToSelfMember(callee, name: name, ctx)
                // In `extension String`, a method named like a native one (`index(of:)`) leaves the
                // native overloads (`index(before:)`) callable: the member lookup offers both.
                if ctx.info.isClass || ctx.info.superclass != nil || (ctx.info.isBuiltin && isNativeSelfMember(ctx, name))
                    || (ctx.info.isProtocol && ctx.isStatic) {
                    return resolveCallee(callee, expected: expected)
                }
                return .sources(ms.map { .function($0, fixed: ctx.fixedGenerics) }, name: name)
            case let .selfComputed(ctx) where ctx.info.isBuiltin || ctx.info.computedProperty(name, args: []) == nil:
                // `uppercased()` in `extension String`: a native method of `self`.
                rewriteToSelfMember(callee, name: name, ctx)
                return resolveCallee(callee, expected: expected)
            case .selfField(let ctx, _) where hasInstanceMethod(ctx, name), .selfComputed(let ctx) where hasInstanceMethod(ctx, name):
                // A property and a method may share a base name (`var first` and `first(where:)`):
                // called with arguments, it is the method.
                rewriteToSelfMember(callee, name: name, ctx)
                return resolveCallee(callee, expected: expected)
            case let .selfStaticProperty(ctx, _) where !(ctx.info.methods[name] ?? []).filter(\.decl.isStatic).isEmpty:
                // A static property and a static function may share a name (`dynamicFont` and
                // `dynamicFont(_:)`): called with arguments, it is the function.
                rewriteToSelfMember(callee, name: name, ctx)
                let ms = (ctx.info.methods[name] ?? []).filter(\.decl.isStatic)
                return .sources(ms.map { .function($0, fixed: ctx.fixedGenerics) }, name: name)
            case let .type(entry):
                // Inside a generic type or its extension, `Mod { … }` makes a `Self`.
                var own: [Ty]?
                if case let .nominal(info) = entry, !info.generics.isEmpty,
                   let ctx = scopes.reversed().lazy.compactMap(\.selfContext).first, ctx.info.name == info.name,
                   case let .con(_, args) = ctx.selfType {
                    own = args
                }
                return constructorSources(entry, name: name, explicitArgs: own, at: callee.range)
            case .notFound:
                if callsRequiredInit(name) {
                    // `T()` with `T: P` where `P` requires `init()`.
                    callee.kind = .member(Expr(.identifier(name), callee.range), name: "init", nameRange: callee.range)
                    return resolveCallee(callee, expected: expected)
                }
                reportNotFound(name, at: callee.range, called: true)
                return .failed
            default:
                return .value(check(callee))
            }
        case let .specializedType(name, args):
            guard let entry = lookupType(name) else {
                error("cannot find type `\(name)` in scope", at: callee.range)
                return .failed
            }
            return constructorSources(entry, name: name, explicitArgs: args.map(resolveType), at: callee.range)
        case let .member(base, name, _) where isSwiftModule(base):
            // `Swift.min(a, b)`: the global function, never a member of `self` of that name.
            guard let sources = swiftQualifiedGlobal(name) else {
                error("module `Swift` has no member `\(name)`", at: callee.range)
                return .failed
            }
            record(base, .con("Swift.Type", []))  // the module, named like a type reference
            return .sources(sources, name: name)
        case let .member(base, name, nameRange):
            rewriteDynamicSelf(base, member: name)
            // `Outer.Inner(…)`: making a value of a nested type.
            if let (nested, args) = typeReference(callee), nested.name.contains(".") {
                return constructorSources(nested.entry, name: nested.name, explicitArgs: args, at: callee.range)
            }
            if let sources = reifiedStaticCallee(base, name: name) { return .sources(sources, name: name) }
            if let sources = superclassTypeMethods(base, name: name) { return .sources(sources, name: name) }
            if let (owner, args) = typeReference(base) {
                return staticCallee(callee, owner: owner, args: args, name: name, nameRange: nameRange)
            }
            if name == "init", let sources = protocolDelegationSources(base) { return .sources(sources, name: name) }
            if name == "init" {
                // `self.init(…)` / `super.init(…)` initialises every stored property.
                let saved = selfMemberBase
                selfMemberBase = base
                let sources = delegatingInitializers(base)
                selfMemberBase = saved
                if let sources {
                    if case .identifier("super") = base.kind { markInheritedPropertiesSet(at: base.range) } else {
                        markAllStoredPropertiesSet()
                    }
                    return .sources(sources, name: name)
                }
            }
            if case .identifier("self") = base.kind {
                // In an `init`, `self.m(…)` needs all of `self`; `self.handler(…)` (a stored
                // closure) reads one property.
                let saved = selfMemberBase
                selfMemberBase = base
                let bt = selfClassBoundBase(base, defaultingLiteral(check(base)), name)
                selfMemberBase = saved
                if case let .methods(list) = lookupMember(bt, name, forCall: true) {
                    checkWholeSelf(at: base.range)
                    return .sources(list, name: name)
                }
                if case .notFound = lookupMember(bt, name, forCall: true),
                   let wrapped = sequenceMemberBase(base, bt, name: Checker.baseName(name)),
                   case let .methods(list) = lookupMember(wrapped, name, forCall: true) {
                    // `self.reduce(0, +)` in a program's own sequence type: its overloads, by labels.
                    checkWholeSelf(at: base.range)
                    return .sources(list, name: name)
                }
                let t = checkMember(callee, base: base, name: name, nameRange: nameRange, expected: nil)
                record(callee, t)
                return .value(t)
            }
            var bt = literalReceiver(check(base), member: name)
            if let eager = eagerLazyBase(base, bt, name: Checker.baseName(name), expected: expected) { bt = eager }
            if case let .methods(list) = lookupMember(bt, name, forCall: true) { return .sources(list, name: name) }
            if case .notFound = lookupMember(bt, name, forCall: true),
               let wrapped = sequenceMemberBase(base, bt, name: Checker.baseName(name))
                ?? sequenceExtensionBase(base, bt, name: Checker.baseName(name)) {
                // `s.first(where: …)` on a program's own sequence type; `"abc".chunked(into: 2)`
                // from `extension Collection`.
                bt = wrapped
                if case let .methods(list) = lookupMember(bt, name, forCall: true) { return .sources(list, name: name) }
            }
            let t = memberValue(callee, base: base, baseType: bt, name: name, nameRange: nameRange, expected: nil)
            record(callee, t)
            return .value(t)
        case let .implicitMember(name):
            if let base = requiredImplicitBase(name, expected: expected, at: callee.range) {
                // `.make()` where a `T: Maker` is expected: `T.make()`.
                callee.kind = .member(base, name: name, nameRange: callee.range)
                return resolveCallee(callee, expected: expected)
            }
            guard let (info, args) = implicitOwner(expected, name, at: callee.range) else { return .failed }
            callee.implicitOwner = info.name
            if let i = info.caseIndex(name) { return .sources([.enumCase(info, index: i, args: args)], name: name) }
            // `let t: Token = .init(count: 5)`: the type's initializers.
            if name == "init", !info.isProtocol, !info.isBuiltin {
                return constructorSources(.nominal(info), name: info.name, explicitArgs: args, at: callee.range)
            }
            let statics = staticMethods(info, name, args: args)
            if !statics.isEmpty {
                // The constraint of the chosen member decides the type arguments (`.text("Hi")` is a `Mod<Label>`).
                if statics.count == 1 { _ = constraintHolds(methodConstraint(info, statics[0]), info, args: args) }
                return .sources(statics.map { .function($0, fixed: info.substitution(for: args)) }, name: name)
            }
            let t = staticMemberValue(callee, info, args: args, name: name, nameRange: callee.range, expected: nil)
            record(callee, t)
            return .value(t)
        case let .operatorRef(op) where operatorCallSources[ObjectIdentifier(callee)] != nil:
            // `a += b`, `+++v` with a declared operator taking `inout` (see `Checker+CompoundOperators`).
            return .sources(operatorCallSources[ObjectIdentifier(callee)] ?? [], name: op)
        default:
            return .value(check(callee))
        }
    }

    /// Whether `self`'s type has an instance method named `name` (its own or inherited).
    func hasInstanceMethod(_ ctx: SelfContext, _ name: String) -> Bool {
        if ctx.isStatic { return false }
        var info: NominalInfo? = ctx.info
        var depth = 0
        while let current = info, depth < 64 {
            if (current.methods[name] ?? []).contains(where: { !$0.decl.isStatic }) { return true }
            info = current.superclass
            depth += 1
        }
        return false
    }
}
