import Foundation

/// Casts to a function's generic parameter (`x as? T`, `x is T`, `x as! T`) and `T.self`: the
/// function then gets its type arguments at run time (see `ReifiedTypes`). Each call of it
/// records the types it chose; a call from another generic function may pass that function's
/// own parameters on, which it then needs at run time too.
enum ReifiedSite {
    /// A cast or `T.self` inside the body of the generic functions named.
    case use(Expr, owners: [(parameter: String, function: FuncDecl)])
    /// A call of `callee`, which chose `map` for its generic parameters, made inside `enclosing`.
    case call(Expr, callee: FuncDecl, map: [String: Ty], enclosing: [FuncDecl], range: SourceRange)
    /// `callee` named as a value rather than called.
    case reference(callee: FuncDecl, range: SourceRange)
    /// A key path through the computed property whose getter is `getter`.
    case keyPath(getter: FuncDecl, range: SourceRange)
}

extension Checker {
    /// The functions being checked that declare the generic parameters of `t`, or nil when one
    /// belongs to something else (a generic type) or a function that cannot take its types.
    private func owners(of t: Ty) -> [(parameter: String, function: FuncDecl)]? {
        var names: [String] = []
        solver.parameterNames(t, into: &names)
        return owners(of: names, in: genericFunctionStack)
    }

    private func owners(of names: [String], in stack: [FuncDecl]) -> [(parameter: String, function: FuncDecl)]? {
        var out: [(parameter: String, function: FuncDecl)] = []
        for n in names {
            guard let f = stack.last(where: { declares($0, n) }), f.clauses.count == 1,
                  Checker.takesTypeArguments(f) else { return nil }
            out.append((n, f))
        }
        return out
    }

    /// Whether `n` is a generic parameter of `f`, or of the generic type `f` is a method of.
    private func declares(_ f: FuncDecl, _ n: String) -> Bool {
        f.genericParameters.contains(n) || methodTypeParameters[ObjectIdentifier(f)]?.contains(n) == true
    }

    /// The parameters a call of `f` gives at run time: its own, then its type's it casts to.
    static func passedParameters(_ f: FuncDecl) -> [String] {
        f.genericParameters + (f.reifiedParameters ?? []).filter { !f.genericParameters.contains($0) }
    }

    /// Subscripts and operators are reached by other paths than a call of their name: their
    /// casts to a generic parameter stay refused.
    static func takesTypeArguments(_ f: FuncDecl) -> Bool {
        guard let first = f.name.unicodeScalars.first else { return false }
        return f.name != "subscript" && (first == "_" || CharacterSet.letters.contains(first))
    }

    private func markReified(_ owners: [(parameter: String, function: FuncDecl)]) {
        for (p, f) in owners where !(f.reifiedParameters ?? []).contains(p) {
            f.reifiedParameters = (f.reifiedParameters ?? []) + [p]
        }
    }

    /// `x as? T` inside `func f<T>`: allowed, and `f` gets `T` at run time. False when the
    /// target names a generic parameter that cannot be known so (a generic type's).
    func reifyCast(_ e: Expr, _ target: Ty) -> Bool {
        e.reified = nil
        guard let owners = owners(of: target) else { return false }
        if owners.isEmpty { return true }
        markReified(owners)
        reifiedSites.append(.use(e, owners: owners))
        return true
    }

    /// `case let y as T` inside `func f<T>`: the pattern records where `T` comes from (in
    /// `chosen`, which a cast pattern does not otherwise use).
    func reifyPatternCast(_ p: Pattern, _ target: Ty) -> Bool {
        guard let owners = owners(of: target) else { return false }
        if owners.isEmpty { return true }
        markReified(owners)
        p.chosen = ReifiedTypes(owners: owners)
        return true
    }

    /// `T.self` inside `func f<T>`: the type `T` stands for in the running call, as a value.
    func reifiedMetatypeValue(_ e: Expr, of base: Expr, expected: Ty?) -> Ty? {
        guard case .identifier(let name) = base.kind, genericNames.contains(where: { $0.contains(name) }),
              case .notFound = lookup(name), let owners = owners(of: .param(name)), !owners.isEmpty else {
            return metatypeArgument(e, of: base, expected: expected)
        }
        return reifiedMetatype(e, name, owners, expected: expected)
    }

    private func reifiedMetatype(_ e: Expr, _ name: String, _ owners: [(parameter: String, function: FuncDecl)],
                                 expected: Ty?) -> Ty {
        markReified(owners)
        e.kind = .stringLiteral("")
        e.castTarget = .parameter(name)
        reifiedSites.append(.use(e, owners: owners))
        // Typed `T.Type` only where one is expected: elsewhere it is an `Any.Type` like any other.
        if let expected, case let .con("Any.Type", args) = resolve(expected), args.count == 1 {
            return .con("Any.Type", [.param(name)])
        }
        return .con("Any.Type", [])
    }

    /// `T.zero` inside `func f<T: Summable>` where `Summable` requires `static var zero: Self`:
    /// read at run time on the type `T` stands for.
    func reifiedStaticProperty(_ e: Expr, of base: Expr, name: String) -> Ty? {
        guard case .identifier(let p) = base.kind, genericNames.contains(where: { $0.contains(p) }),
              case .notFound = lookup(p),
              let required = requiredStaticProperty(p, name),
              let owners = owners(of: .param(p)), !owners.isEmpty else { return nil }
        markReified(owners)
        record(base, .con("Any.Type", [.param(p)]))
        e.castTarget = .parameter(p)
        e.chosen = nil
        reifiedSites.append(.use(e, owners: owners))
        return required
    }

    /// The static property `name` a generic parameter has: one its protocols require, or one
    /// of the class it must inherit from (`T: Shape`, `class var sides`), with `Self` the parameter.
    func requiredStaticProperty(_ p: String, _ name: String) -> Ty? {
        if let required = (currentConstraints[p] ?? []).lazy
            .compactMap({ self.nominal(named: $0)?.requiredProperties[name] }).first(where: \.isStatic) {
            return required.type.substituting(["Self": .param(p)])
        }
        // `T.shout` where an extension of `T`'s protocol gives `static var shout`.
        if let given = (currentConstraints[p] ?? []).lazy
            .compactMap({ self.protocolExtensionStaticProperty($0, name, selfType: .param(p)) }).first {
            return given
        }
        guard let bound = superclassBound(p), let property = inheritedStaticProperty(bound, name) else { return nil }
        return property.type
    }

    /// The static functions and initializers named `name` that the protocols required of the
    /// generic parameter `p` declare, with `Self` the parameter.
    func requiredStatics(_ p: String, _ name: String) -> [CalleeSource] {
        (currentConstraints[p] ?? []).flatMap { proto -> [CalleeSource] in
            guard let info = nominal(named: proto), info.isProtocol else { return [] }
            return requiredStatics(of: info, name, selfType: .param(p))
        } + boundClassStatics(p, name)
    }

    /// The static functions and initializers named `name` the protocol requires, with `Self`
    /// the type given (a generic parameter, or the protocol itself for `k: P.Type`).
    func requiredStatics(of info: NominalInfo, _ name: String, selfType: Ty) -> [CalleeSource] {
        var out: [CalleeSource] = []
        do {
            var selfMap: [String: Ty] = ["Self": selfType]
            if case let .param(p) = selfType {
                for a in info.associatedTypes { selfMap[a] = sameTypeBinding(p + "." + a) ?? .param(p + "." + a) }
            }
            for var m in info.methods[name] ?? [] where m.decl.isStatic || name == "init" {
                // One an extension gives (`init(copyOf o: Self)`): its `Self` was written as the protocol.
                if isDefaultImplementation(m, of: info), !isRequirement(m.decl, of: info) {
                    m = selfSpecialised(m, protocols: [info.name], receiver: selfType)
                }
                if name == "init", case let .fn(ps, _, throwing) = m.scheme.type {
                    // A required `init` makes a `Self`: here the type `T` stands for.
                    m.scheme.type = .fn(ps, m.decl.isFailable ? .optional(.param("Self")) : .param("Self"), throwing: throwing)
                }
                out.append(.function(m, fixed: selfMap))
            }
        }
        return out
    }

    /// `T.make()`, `T.init()` inside `func f<T: P>` where `P` requires them: called at run time on
    /// the type `T` stands for. Nil when `base` is no such parameter or its protocols require
    /// no such member.
    func reifiedStaticCallee(_ base: Expr, name: String) -> [CalleeSource]? {
        guard case .identifier(let p) = base.kind, genericNames.contains(where: { $0.contains(p) }),
              case .notFound = lookup(p) else { return nil }
        let sources = requiredStatics(p, name)
        guard !sources.isEmpty, let owners = owners(of: .param(p)), !owners.isEmpty else { return nil }
        markReified(owners)
        record(base, .con("Any.Type", [.param(p)]))
        base.castTarget = .parameter(p)
        reifiedSites.append(.use(base, owners: owners))
        return sources
    }

    /// `T(n)` inside `func f<T: BinaryFloatingPoint>` (or `BinaryInteger`, `FloatingPoint`): the
    /// number converted, when it runs, to the type `T` stands for.
    func genericNumberConversion(_ e: Expr, callee: Expr, _ arguments: [Argument], _ trailingStart: Int?) -> Ty? {
        if let t = numberFromGeneric(e, callee: callee, arguments, trailingStart) { return t }
        guard case .identifier(let p) = callee.kind, genericNames.contains(where: { $0.contains(p) }),
              case .notFound = lookup(p), arguments.count == 1, arguments[0].label == nil, trailingStart == nil else { return nil }
        let integer = numericParameter(.param(p), "BinaryInteger"), binary = numericParameter(.param(p), "BinaryFloatingPoint")
        guard integer || numericParameter(.param(p), "FloatingPoint") else { return nil }
        // In a computed property or subscript of a generic type (`var mean: T { … / T(xs.count) }`)
        // `T` is not known when it runs: the number becomes an `Int` or a `Double`, which takes
        // the other operand's type in arithmetic, as a literal `T` does.
        let owners = owners(of: .param(p)) ?? []
        let a = defaultingLiteral(check(arguments[0].value))
        // `FloatingPoint` converts integers; `BinaryInteger` and `BinaryFloatingPoint` any number.
        let fits: Bool
        switch resolve(a) {
        case let .con(n, []):
            // A floating-point literal converts to any `T: FloatingPoint` (`T.pi` is `T(3.14159…)`).
            var literal = false
            if case .doubleLiteral = arguments[0].value.kind { literal = true }
            fits = Builtins.isIntegerName(n) || ((n == "Double" || n == "Float") && (integer || binary || literal))
        case .param: fits = numericParameter(a, "BinaryInteger") || ((integer || binary) && numericParameter(a, "BinaryFloatingPoint"))
        default: fits = false
        }
        if !fits {
            if !isUnsolved(a) {
                error("cannot convert a value of type \(describe(a)) to `\(p)`", at: arguments[0].value.range,
                      helps: ["`\(p)(_:)` converts \(integer || binary ? "a number" : "an integer")"])
            }
            return .param(p)
        }
        if owners.isEmpty {
            e.dynamicMember = "number:" + (integer ? "Int" : "Double")
            return .param(p)
        }
        markReified(owners)
        record(callee, .con("Any.Type", [.param(p)]))
        callee.castTarget = .parameter(p)
        reifiedSites.append(.use(callee, owners: owners))
        e.dynamicMember = "number:"
        return .param(p)
    }

    /// `Int(x)`, `Double(x)` with `x` of a generic parameter `T: BinaryInteger` (or
    /// `BinaryFloatingPoint`): the number converted when it runs.
    private func numberFromGeneric(_ e: Expr, callee: Expr, _ arguments: [Argument], _ trailingStart: Int?) -> Ty? {
        guard case .identifier(let name) = callee.kind, arguments.count == 1, arguments[0].label == nil, trailingStart == nil,
              Builtins.numberTypeNames.contains(name), !isValueName(name), nominal(named: name).map(\.isBuiltin) ?? true,
              // Only where generic numbers are in scope: elsewhere the argument is left to the overloads.
              currentConstraints.values.contains(where: { $0.contains { Self.numericProtocols[$0] != nil } }),
              !needsContext(arguments[0].value) else { return nil }
        let x = arguments[0].value
        let t = check(x)
        preChecked[ObjectIdentifier(x)] = t
        guard case .param = resolve(t), numericParameter(t, "BinaryInteger") || numericParameter(t, "BinaryFloatingPoint") else {
            return nil
        }
        e.dynamicMember = "number:" + name
        record(callee, .con("Any.Type", [.con(name, [])]))  // the type, called
        return .con(name, [])
    }

    /// `a + b` where `a` is a generic parameter whose protocols require `static func +`: that
    /// requirement, met when it runs by the operator of the value's type.
    func requiredOperator(_ e: Expr, _ op: String, _ l: Expr, _ r: Expr, opRange: SourceRange) -> Ty? {
        // Only where a generic parameter in scope has such a requirement: elsewhere the operand is
        // left to the operator's own checks (`x == nil` keeps an implicitly unwrapped optional).
        guard op != "==", op != "!=", !needsContext(l), currentConstraints.values.contains(where: { protocols in
            protocols.contains { self.nominal(named: $0)?.methods[op]?.contains(where: \.decl.isStatic) == true }
        }) else { return nil }
        let lt = check(l)
        preChecked[ObjectIdentifier(l)] = lt
        guard case let .param(p) = resolve(lt), let inst = requiredOperatorInstance(p, op) else { return nil }
        guard solver.unify(lt, inst.params[0]) else { return nil }
        let rt = check(r, expected: inst.params[1])
        if !solver.unify(rt, inst.params[1]), !isErrorNode(r) {
            error("binary operator `\(op)` cannot be applied to \(describe(lt)) and \(describe(rt))", at: l.range.union(r.range))
        }
        e.dynamicMember = "static:" + Compiler.staticKey(inst.chosen as! FuncDecl)
        return inst.result
    }

    /// `xs.reduce(T.zero, +)` where `T`'s protocols require `+`.
    func requiredOperatorRef(_ e: Expr, _ op: String, expected: Ty?) -> Ty? {
        guard let expected, case let .fn(ps, result, _) = resolve(expected), ps.count == 2 else { return nil }
        for t in ps + [result] {
            guard case let .param(p) = resolve(t), let inst = requiredOperatorInstance(p, op),
                  succeeds({ solver.unify(inst.type, expected) }) else { continue }
            solver.unify(inst.type, expected)
            e.dynamicMember = "static:" + Compiler.staticKey(inst.chosen as! FuncDecl)
            return inst.type
        }
        return nil
    }

    /// The operator `op` taking two operands that `p`'s protocols require, if one does.
    private func requiredOperatorInstance(_ p: String, _ op: String) -> CalleeInstance? {
        guard let first = op.unicodeScalars.first, !CharacterSet.letters.contains(first), first != "_" else { return nil }
        return requiredStatics(p, op).lazy.compactMap { self.instantiate($0) }.first { $0.params.count == 2 }
    }

    /// Whether `n` names a generic parameter whose protocols require an `init` (`T()` means `T.init()`).
    func callsRequiredInit(_ n: String) -> Bool {
        genericNames.contains(where: { $0.contains(n) }) && !requiredStatics(n, "init").isEmpty
    }

    /// `Int.self` passed where a `T.Type` is expected: the type decides `T`.
    private func metatypeArgument(_ e: Expr, of base: Expr, expected: Ty?) -> Ty? {
        guard let expected, case let .con("Any.Type", args) = resolve(expected), args.count == 1,
              let t = metatypeValue(e, of: base), case .con("Any.Type", _) = resolve(t),
              let described = typeFromExpression(base) else { return nil }
        // `let t: Base.Type = Sub.self`: a subclass's metatype is its superclass's.
        if case let .con(want, []) = resolve(args[0]), case let .con(have, []) = resolve(described),
           want != have, isSubclass(have, of: want) || (nominal(named: want)?.isProtocol == true
                                                         && typeConforms(described, to: want, currentConstraints) == true) {
            // `let k: Named.Type = Dog.self` too.
            return .con("Any.Type", [args[0]])
        }
        return .con("Any.Type", [described])
    }

    /// `T.Type` written in a generic function: the type of `T.self`, whose argument decides `T`.
    func genericMetatype(_ base: String) -> Ty? {
        guard genericFunctionStack.contains(where: { $0.genericParameters.contains(base) })
                || genericNames.last?.contains(base) == true else { return nil }
        return .con("Any.Type", [.param(base)])
    }

    /// At a use of a generic function: what it needs at run time, as requirements the call
    /// records (`reified:T`). Nothing for a function known to need nothing.
    func reifiedRequirements(_ f: FuncDecl, _ map: [String: Ty]) -> [Requirement] {
        if f.clauses.count != 1 || (f.genericParameters.isEmpty && (f.reifiedParameters ?? []).isEmpty) { return [] }
        if let known = f.reifiedParameters, known.isEmpty, !genericFunctionStack.contains(where: { $0 === f }) { return [] }
        return Checker.passedParameters(f).compactMap { p in
            // A protocol extension's `Self` the call does not give: the value's own type.
            if p == "Self", map[p] == nil, !f.genericParameters.contains(p) { return nil }
            // A type's parameter the receiver does not fix: `only()` inside the type itself,
            // where `T` is the caller's own.
            let t = map[p] ?? (f.genericParameters.contains(p) ? nil : Ty.param(p))
            return t.map { Requirement(parameter: p, type: $0, capability: "reified:" + p, concrete: nil) }
        }
    }

    func noteReifiedCall(_ e: Expr, _ inst: CalleeInstance, at range: SourceRange) {
        e.reified = nil
        guard let f = inst.chosen as? FuncDecl, inst.requirements.contains(where: { $0.capability.hasPrefix("reified:") }) else {
            return
        }
        var map: [String: Ty] = [:]
        for r in inst.requirements where r.capability.hasPrefix("reified:") { map[r.parameter] = r.type }
        reifiedSites.append(.call(e, callee: f, map: map, enclosing: genericFunctionStack, range: range))
    }

    /// `q.orDefault` where the getter of `extension Optional where Wrapped: Defaultable { var
    /// orDefault: Wrapped { … Wrapped.defaultValue } }` needs `Wrapped`: the receiver's type
    /// arguments, handed over as a call's are (nothing when the getter needs none).
    func noteReifiedRead(_ e: Expr, _ accessors: PropertyAccessors, receiver: Ty, at range: SourceRange) {
        e.reified = nil
        guard let getter = accessors.getter, !getter.isStatic, case let .con(owner, args) = resolve(receiver) else { return }
        if getter.extendedProtocol != nil {
            // A protocol extension's property on a class: its `Self` (see `protocolSelf`).
            let map = protocolSelfReceiver(receiver)
            if !map.isEmpty { reifiedSites.append(.call(e, callee: getter, map: map, enclosing: genericFunctionStack, range: range)) }
            return
        }
        guard !args.isEmpty, let info = memberInfo(named: owner), info.generics.count == args.count else { return }
        reifiedSites.append(.call(e, callee: getter, map: info.substitution(for: args), enclosing: genericFunctionStack, range: range))
    }

    func noteReifiedReference(_ inst: CalleeInstance, at range: SourceRange) {
        guard let f = inst.chosen as? FuncDecl, inst.requirements.contains(where: { $0.capability.hasPrefix("reified:") }) else {
            return
        }
        reifiedSites.append(.reference(callee: f, range: range))
    }

    /// At the end of the statement: each call of a function that needs type arguments gets
    /// them; a generic parameter of the caller passed on makes the caller need it too.
    func finalizeReifiedSites() {
        guard !reifiedSites.isEmpty else { return }
        var changed = true
        var rounds = 0
        // A caller that passes its own parameter on needs it too: repeat until nothing changes.
        while changed && rounds < 16 {
            changed = false
            rounds += 1
            for case let .call(_, callee, map, enclosing, _) in reifiedSites {
                for p in callee.reifiedParameters ?? [] {
                    guard let t = map[p] else { continue }
                    var names: [String] = []
                    solver.parameterNames(t, into: &names)
                    guard let owners = owners(of: names, in: enclosing) else { continue }
                    for (q, f) in owners where !(f.reifiedParameters ?? []).contains(q) {
                        f.reifiedParameters = (f.reifiedParameters ?? []) + [q]
                        changed = true
                    }
                }
            }
        }
        for site in reifiedSites {
            switch site {
            case let .use(e, owners):
                e.reified = ReifiedTypes(owners: owners)
            case let .call(e, callee, map, enclosing, range):
                // Every generic parameter, in order, once one is needed: an override reached by
                // dynamic dispatch finds its own by position.
                if (callee.reifiedParameters ?? []).isEmpty { continue }
                let needed = Checker.passedParameters(callee)
                var templates: [SType] = []
                var names: [String] = []
                var undecided: String?
                for p in needed {
                    let t = map[p] ?? .void
                    var vars: [Int] = []
                    solver.freeVariables(t, into: &vars)
                    if !vars.isEmpty, undecided == nil { undecided = p }
                    solver.parameterNames(t, into: &names)
                    templates.append(solver.export(t))
                }
                if let undecided {
                    error("generic parameter `\(undecided)` of `\(callee.name)` could not be inferred", at: range,
                          helps: ["say which type it is, e.g. `let x: Int = \(callee.name)(…)`"])
                    continue
                }
                guard let owners = owners(of: names, in: enclosing) else {
                    let shown = names.first { n in !enclosing.contains { $0.genericParameters.contains(n) } } ?? names[0]
                    error("`\(callee.name)` needs to know the type `\(needed[0])` stands for when it runs, and here it is "
                          + (shown.hasPrefix("$") ? "not decided" : "`\(shown)`, which is not known then"), at: range,
                          helps: [shown.hasPrefix("$") ? "give the value a type, e.g. with `as`"
                                  : "call it with a concrete type, or from a generic function that declares `\(shown)`"])
                    continue
                }
                e.reified = ReifiedTypes(owners: owners, callee: callee, parameters: needed, arguments: templates)
            case let .keyPath(getter, range):
                // A protocol extension's `Self` is then the value's own type.
                let needed = (getter.reifiedParameters ?? []).filter { $0 != "Self" || getter.extendedProtocol == nil }
                guard let first = needed.first else { continue }
                error("key path cannot refer to `\(getter.name)`: its getter needs to know the type `\(first)` "
                      + "stands for, which a key path does not hand over", at: range,
                      helps: ["use a closure instead, e.g. `{ $0.\(getter.name) }`"])
            case let .reference(callee, range):
                guard !(callee.reifiedParameters ?? []).isEmpty else { continue }
                error("`\(callee.name)` casts to its generic parameter, so it is only called, not used as a value", at: range,
                      helps: ["wrap the call in a closure: `{ \(callee.name)(…) }`"])
            }
        }
        reifiedSites = []
    }
}
