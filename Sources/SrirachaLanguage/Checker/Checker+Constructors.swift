/// Calls through a type's name: its initializers (`Point(x: 1, y: 2)`, a typealias of a
/// built-in type) and its static members and cases (`Shape.circle(radius: 1)`).
extension Checker {
    /// `Point(x: 1, y: 2)`, `Pair<Int, String>(…)`, a typealias of a struct.
    func constructorSources(_ entry: TypeEntry, name: String, explicitArgs: [Ty]?,
                                    at range: SourceRange) -> CalleeResolution {
        switch entry {
        case let .nominal(info):
            if info.isEnum {
                // `Planet(rawValue: 3)`: the failable initializer derived for a raw-value enum.
                let inits = (info.methods["init"] ?? []).filter(\.decl.isStatic)
                // `init?(symbol:)` written in the enum (or an extension): it assigns `self`.
                let declared = (info.methods["init"] ?? []).filter { !$0.decl.isStatic }
                if !inits.isEmpty || !declared.isEmpty || !protocolExtensionInitializers(info, args: nil, besides: declared).isEmpty {
                    let gargs = explicitArgs ?? info.generics.map { _ in fresh() }
                    return .sources(inits.map { .function($0, fixed: info.substitution(for: gargs)) }
                                    + declared.map { .initializer($0, info, args: gargs) }
                                    + protocolExtensionInitializers(info, args: gargs, besides: declared), name: name)
                }
                // `Optional(12)`: the prelude enums' natives stand for Swift's initializers.
                if let natives = Builtins.globals[name], !natives.isEmpty {
                    return .sources(natives.map { .native($0, fixed: [:]) }, name: name)
                }
                let example = info.cases.first.map { ", e.g. `\(info.name).\($0.name)`" } ?? ""
                error("enum `\(info.name)` has no initializer: make a value with one of its cases\(example)", at: range)
                return .failed
            }
            let inits = info.methods["init"] ?? []
            // `K(copyOf: k)` where `extension P { init(copyOf o: Self) }` and `K: P`.
            let given = protocolExtensionInitializers(info, args: explicitArgs, besides: inits)
            if !inits.isEmpty {
                let sources: [CalleeSource] = inits.map { .initializer($0, info, args: explicitArgs) }
                return .sources(sources + given + (keepsMemberwise(info) ? [.memberwise(info, args: explicitArgs)] : []), name: name)
            }
            return .sources([.memberwise(info, args: explicitArgs)] + given, name: name)
        case let .alias(generics, target) where generics.isEmpty:
            if case let .con(n, args) = target, let info = nominal(named: n) {
                return constructorSources(.nominal(info), name: name, explicitArgs: args, at: range)
            }
            // `typealias Text = String; Text(42)`: the built-in type's initializers.
            if case let .con(n, []) = target, let natives = Builtins.globals[n], !natives.isEmpty {
                return .sources(natives.map { .native($0, fixed: [:]) }, name: n)
            }
            error("cannot construct a value of type `\(name)` by calling it", at: range)
            return .failed
        default:
            let natives = Builtins.globals[name] ?? []
            let declared = declaredBuiltinInitializers(name, explicitArgs)
            if !natives.isEmpty || !declared.isEmpty {
                return .sources(natives.map { .native($0, fixed: [:]) } + declared, name: name)
            }
            error("cannot construct a value of type `\(name)` by calling it", at: range)
            return .failed
        }
    }

    /// The `init`s extensions gave a built-in type (`extension ClosedRange where Bound == Int {
    /// init(parsing:) }`), the extension's same-type requirements fixing the type's arguments.
    func declaredBuiltinInitializers(_ name: String, _ explicitArgs: [Ty]?) -> [CalleeSource] {
        // `String(data:encoding:)`: an `init` the prelude gives the type, loaded when first needed.
        _ = loadPreludeExtension(of: name, member: "init")
        guard let info = env.builtinExtensions[name] else { return [] }
        return (info.methods["init"] ?? []).filter { !$0.decl.isStatic }.map { entry in
            var args = explicitArgs ?? info.generics.map { _ in fresh() }
            let constraint = methodConstraint(info, entry)
            if explicitArgs == nil {
                for (i, g) in info.generics.enumerated() { if let required = constraint[g] { args[i] = required } }
            }
            return .initializer(entry, info, args: args)
        }
    }

    /// `self.init(…)` in an `init` an extension gives a built-in type: `self = Type(…)`, the
    /// value the type's own initializer makes (the expression is rewritten in place).
    func builtinDelegation(_ e: Expr, _ callee: Expr, _ arguments: [Argument], _ trailingStart: Int?) -> Expr? {
        guard case let .member(base, "init", _) = callee.kind, case .identifier("self") = base.kind,
              let i = initScopeIndex(), let ctx = scopes[i].selfContext, ctx.info.isBuiltin, !ctx.isStatic else { return nil }
        let made = Expr(.call(Expr(.identifier(ctx.info.name), callee.range), arguments: arguments,
                              trailingStart: trailingStart), e.range)
        e.kind = .assign(op: "=", target: base, value: made)
        return e
    }

    /// `Shape.circle(radius: 1)`, `Theme.make(…)`: a call through a type name.
    func staticCallee(_ callee: Expr, owner: TypeReference, args: [Ty]?, name: String,
                              nameRange: SourceRange) -> CalleeResolution {
        var extended: NominalInfo?
        if case let .nominal(i) = owner.entry { extended = i } else { extended = builtinStaticMember(owner, name) }
        guard let info = extended else {
            if case .builtin = owner.entry, Builtins.typeMethods.contains(owner.name + "." + name) {
                // `Int.random(in: 1...6)`: the native `Int.random` (Builtins+Random.swift).
                callee.kind = .identifier(owner.name + "." + name)
                return resolveCallee(callee, expected: nil)
            }
            error("type `\(owner.name)` has no member `\(name)`", at: nameRange)
            return .failed
        }
        if let i = info.caseIndex(name) { return .sources([.enumCase(info, index: i, args: args)], name: name) }
        if name == "init" { return constructorSources(owner.entry, name: info.name, explicitArgs: args, at: callee.range) }
        let gargs = args ?? info.generics.map { _ in fresh() }
        let statics = staticMethods(info, name, args: gargs)
        // And those a protocol extension gives (`B.describe(times: 2)`).
        let defaults = defaultStaticMethods(info, name, args: gargs, besides: statics)
        if !statics.isEmpty || !defaults.isEmpty {
            if statics.count == 1, defaults.isEmpty { _ = constraintHolds(methodConstraint(info, statics[0]), info, args: gargs) }
            let sources: [CalleeSource] = statics.map { .function($0, fixed: info.substitution(for: gargs)) } + defaults
            // `Sub.make()` with `class func make() -> Self` declared in `Base`: a `Sub`.
            if info.isClass, info.generics.isEmpty { return .sources(classSelfResults(sources, receiver: .con(info.name, [])), name: name) }
            return .sources(sources, name: name)
        }
        let t = staticMemberValue(callee, info, args: args, name: name, nameRange: nameRange, expected: nil)
        record(callee, t)
        return .value(t)
    }
}
