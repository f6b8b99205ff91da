/// Classes: single inheritance (fields and methods of the superclass), `override` and `final`,
/// initializers (designated, `convenience`, inherited), upcasts to a superclass, `super`, and
/// which method calls must be dispatched on the run-time class.
extension Checker {
    /// Finds the superclass among the inherited types and takes over its fields.
    func inheritSuperclass(_ info: NominalInfo, _ d: StructDecl) {
        // `class Cat: Animal` inside `enum Zoo`: a sibling nested type, as any written type.
        guard let first = d.inherited.first, case let .named(name, args) = first.kind,
              case .nominal(let sup)? = lookupType(name) ?? lookupType(beside: info.name, name) else { return }
        guard case .structType(let supDecl) = sup.kind, sup.isClass else {
            if case .structType = sup.kind {
                error("a class cannot inherit from the struct `\(name)`", at: first.range,
                      helps: ["only classes can be inherited from; make `\(name)` a `class`"])
            } else if sup.isEnum {
                error("a class cannot inherit from the enum `\(name)`", at: first.range)
            }
            return
        }
        if sup === info {
            error("class `\(info.name)` cannot inherit from itself", at: first.range)
            return
        }
        if sup.isFinal || supDecl.isFinal {
            error("class `\(info.name)` cannot inherit from the final class `\(name)`", at: first.range,
                  helps: ["remove `final` from `\(name)` to allow subclasses"])
        }
        fillNominal(sup)
        if sup.inherits(from: info) {
            error("class `\(info.name)` inherits from itself through `\(name)`", at: first.range)
            return
        }
        let supArgs = args.map(resolveType)
        guard supArgs.count == sup.generics.count else {
            error("type `\(name)` takes \(sup.generics.count) type argument\(sup.generics.count == 1 ? "" : "s")",
                  at: first.range)
            return
        }
        info.superclass = sup
        info.superclassArgs = supArgs
        d.superclassDecl = supDecl
        let map = sup.substitution(for: supArgs)
        info.fields = sup.fields.map { f in
            var f = f
            f.type = f.type.substituting(map)
            return f
        }
    }

    /// A type declared beside the nested type `owner` (`Zoo.Animal` for `Animal` written in
    /// `Zoo.Cat`'s inheritance clause), or in a type enclosing it.
    func lookupType(beside owner: String, _ name: String) -> TypeEntry? {
        var prefix = owner
        while let dot = prefix.lastIndex(of: ".") {
            prefix = String(prefix[..<dot])
            if let t = lookupType(prefix + "." + name) { return t }
        }
        return nil
    }

    /// `override`/`final` rules, `mutating` refused, and the initializers a class ends up with.
    func checkClassMembers(_ info: NominalInfo, _ d: StructDecl) {
        let inherited: (String) -> [(FuncEntry, [String: Ty])] = { name in
            guard let sup = info.superclass else { return [] }
            return sup.instanceMethods(name, args: info.superclassArgs)
        }
        for m in d.methods {
            if m.isMutating {
                error("`mutating` is not valid on methods in classes", at: m.nameRange,
                      helps: ["a class method may change the instance's `var` properties without it"])
            }
            if m.name == "init" || m.name == "deinit" || m.isStatic {
                if m.isStatic, m.isOverride, !overridesTypeMethod(info, m) {
                    error("method does not override any method from its superclass", at: m.nameRange,
                          helps: ["a `class func` of a superclass may be overridden; a `static func` may not"])
                }
                continue
            }
            let overridden = inherited(m.name).first { $0.0.decl.fullName == m.fullName }
            if let (base, map) = overridden {
                if !m.isOverride {
                    error("overriding declaration requires an `override` keyword", at: m.nameRange,
                          helps: ["write `override func \(m.name)…`: `\(base.decl.fullName)` is inherited from a superclass"])
                } else if base.decl.isFinal {
                    error("instance method overrides a `final` instance method", at: m.nameRange)
                } else {
                    let mine = signature(of: m, owner: info).type
                    let theirs = base.scheme.type.substituting(map)
                    if !succeeds({ solver.unify(mine, theirs) }) {
                        error("method `\(m.fullName)` does not have the type of the method it overrides, "
                              + describe(solver.zonk(theirs)), at: m.nameRange)
                    }
                }
            } else if m.isOverride {
                error("method does not override any method from its superclass", at: m.nameRange,
                      helps: info.superclass == nil ? ["`\(info.name)` has no superclass"] : [])
            }
        }
        for p in d.properties where p.isOverride {
            error("stored properties cannot be overridden", at: p.pattern.range)
        }
        inheritInitializers(info, d)
    }

    /// `override class func`: a superclass up the chain has a type method of that full name.
    private func overridesTypeMethod(_ info: NominalInfo, _ m: FuncDecl) -> Bool {
        var sup = info.superclass
        while let s = sup {
            if (s.methods[m.name] ?? []).contains(where: { $0.decl.isStatic && $0.decl.fullName == m.fullName }) { return true }
            sup = s.superclass
        }
        return false
    }

    /// The initializers a class ends up with, by Swift's rules: with no designated `init` of
    /// its own (and defaults for its own properties) it inherits its superclass's designated
    /// ones; once it has all of those (inherited or overridden) it inherits the convenience ones.
    /// A class with neither an `init` nor a superclass gets `init()`.
    private func inheritInitializers(_ info: NominalInfo, _ d: StructDecl) {
        let ownInits = info.methods["init"] ?? []
        let ownStart = info.superclass?.fields.count ?? 0
        let ownFields = info.fields[ownStart...]
        guard let sup = info.superclass else {
            if ownInits.isEmpty, let missing = info.fields.first(where: { !$0.hasDefault }) {
                error("class `\(info.name)` has no initializers", at: d.nameRange,
                      helps: ["give `\(missing.name)` a default value, or write an `init` that sets it"])
            }
            return
        }
        let supInits = sup.methods["init"] ?? []
        let ownNames = Set(ownInits.map(\.decl.fullName))
        var inits = ownInits
        let ownDesignated = ownInits.contains { !$0.decl.isConvenience }
        if !ownDesignated && ownFields.allSatisfy(\.hasDefault) {
            // Rule 1: every designated initializer of the superclass.
            inits += supInits.filter { !$0.decl.isConvenience && !ownNames.contains($0.decl.fullName) }
        } else if ownInits.isEmpty, let missing = ownFields.first(where: { !$0.hasDefault }) {
            error("class `\(info.name)` has no initializers", at: d.nameRange,
                  helps: ["give `\(missing.name)` a default value, or write an `init` that sets it"])
        }
        let have = Set(inits.map(\.decl.fullName))
        if supInits.filter({ !$0.decl.isConvenience }).allSatisfy({ have.contains($0.decl.fullName) }) {
            // Rule 2: with all of them, the convenience initializers too.
            inits += supInits.filter { $0.decl.isConvenience && !have.contains($0.decl.fullName) }
        }
        for r in supInits where r.decl.isRequired && !inits.contains(where: { $0.decl.fullName == r.decl.fullName }) {
            error("`required` initializer `\(r.decl.fullName)` must be provided by subclass of `\(SType.displayName(sup.name))`",
                  at: d.nameRange, helps: ["write `required \(initializerHead(r)) { … }` in `\(d.name)`"])
        }
        for m in ownInits where m.decl.isRequired == false {
            if supInits.contains(where: { $0.decl.isRequired && $0.decl.fullName == m.decl.fullName }) {
                error("`required` modifier must be present on all overrides of a required initializer", at: m.decl.nameRange,
                      helps: ["write `required init…`"])
            }
        }
        info.methods["init"] = inits
    }

    /// `init(legs: Int)`, as a declaration would be written.
    private func initializerHead(_ entry: FuncEntry) -> String {
        var types: [Ty] = []
        if case let .fn(ps, _, _) = entry.scheme.type { types = ps }
        let params = zip(entry.decl.clauses.first ?? [], types).map { p, t in
            (p.label == p.name ? p.name : (p.label ?? "_") + " " + p.name) + ": " + solver.describe(t)
        }
        return "init(\(params.joined(separator: ", ")))"
    }

    /// A class or one of its superclasses, as the given class: the arguments the superclass
    /// gets in `t` (`Dog` seen as an `Animal`), or nil when `t` is not a subclass of `target`.
    func superclassArguments(of t: Ty, as target: NominalInfo) -> [Ty]? {
        guard case let .con(name, args) = resolve(t), var info = nominal(named: name),
              info.isClass || info.compositionParts != nil else { return nil }
        var current = args
        var depth = 0
        while info !== target {
            guard let sup = info.superclass, depth < 64 else { return nil }
            let map = info.substitution(for: current)
            current = info.superclassArgs.map { $0.substituting(map) }
            info = sup
            depth += 1
        }
        return current
    }

    /// For an array literal whose elements so far are of the class `element`: checks `x` and
    /// gives the nearest class both are instances of. Nil (and `x` unchecked) when `element` is
    /// not a class.
    func commonClass(_ element: Ty, of x: Expr) -> Ty? {
        if case let .con("Any.Type", args) = resolve(element), args.count == 1 { return commonMetatype(args[0], of: x) }
        guard case let .con(name, _) = resolve(element), let info = nominal(named: name), info.isClass else { return nil }
        let t = check(x)
        guard case let .con(other, _) = resolve(t), other != name else {
            if !solver.unify(t, element) {
                error("cannot convert value of type \(describe(t)) to expected element type \(describe(element))", at: x.range)
            }
            return element
        }
        if superclassArguments(of: t, as: info) != nil { return element }
        var ancestor: NominalInfo? = info.superclass
        while let a = ancestor {
            if a.generics.isEmpty, superclassArguments(of: t, as: a) != nil { return .con(a.name, []) }
            ancestor = a.superclass
        }
        error("cannot convert value of type \(describe(t)) to expected element type \(describe(element))", at: x.range,
              helps: ["the elements' classes have no common superclass: write the array's type, e.g. `[Any]`"])
        return element
    }

    /// `let a: Animal = Dog()`: a subclass instance where its superclass is expected. The value
    /// is unchanged; only its static type widens.
    func upcast(_ actual: Ty, to expected: Ty) -> Bool {
        if case let .con("Any.Type", have) = resolve(actual), case let .con("Any.Type", want) = resolve(expected),
           have.count == 1, want.count == 1, case let .con(sub, []) = resolve(have[0]), case let .con(sup, []) = resolve(want[0]) {
            // `let t = Cat.self; f(t)` with `f(_: Animal.Type)`: a subclass's metatype is its superclass's.
            return sub != sup && (isSubclass(sub, of: sup)
                                  || (nominal(named: sup)?.isProtocol == true && typeConforms(have[0], to: sup, currentConstraints) == true))
        }
        guard case let .con(target, targetArgs) = resolve(expected), let targetInfo = nominal(named: target),
              targetInfo.isClass, case let .con(source, _) = resolve(actual), source != target,
              let args = superclassArguments(of: actual, as: targetInfo) else { return false }
        return solver.unify(.con(target, args), .con(target, targetArgs))
    }

    /// Whether a method call on a value of this type must find the method on the value's
    /// run-time class (a subclass may override it).
    func dispatchesDynamically(_ receiver: Ty, _ method: FuncDecl) -> Bool {
        if method.isStatic || method.name == "init" || method.isFinal { return false }
        // A protocol extension's method that no protocol requires: the one the static type finds
        // (`let p: P = S(); p.extra()` calls the extension's even when `S` has its own `extra`).
        if let p = method.extendedProtocol, let proto = nominal(named: p), !isRequirement(method, of: proto) { return false }
        // On a generic parameter: a protocol requirement, found on the value's own type.
        if case .param = resolve(receiver) { return true }
        guard let (info, _) = nominal(of: receiver) else { return false }
        return (info.isClass && !info.isFinal) || info.isProtocol
    }

    /// `super` inside a class's method: `self`, seen as the superclass.
    func checkSuper(_ e: Expr) -> Ty {
        guard let ctx = scopes.reversed().lazy.compactMap(\.selfContext).first, !ctx.isStatic, ctx.info.isClass else {
            error("`super` is only available in the methods of a class", at: e.range)
            return fresh()
        }
        guard let sup = ctx.info.superclass else {
            error("`super` cannot be used in class `\(ctx.info.name)`: it has no superclass", at: e.range)
            return fresh()
        }
        return .con(sup.name, ctx.info.superclassArgs)
    }

    /// `===` and `!==`: the same instance (both sides classes, or optionals of them).
    func checkIdentity(_ op: String, _ l: Expr, _ r: Expr, opRange: SourceRange) {
        let lt = defaultingLiteral(check(l))
        let rt = defaultingLiteral(check(r, expected: lt))
        for (e, t) in [(l, lt), (r, rt)] {
            let inner = strippingOptionals(t)
            if case .nilLiteral = e.kind { continue }
            if let (info, _) = nominal(of: inner), info.isClass || info.isClassComposition || info.isClassBound { continue }
            if isUnsolved(inner) || isErrorNode(e) { continue }
            error("`\(op)` compares class instances; \(describe(t)) is not a class", at: e.range,
                  helps: ["use `==` to compare values"])
            return
        }
    }

    /// Records on a call of a class's initializer which class it makes (none for `super.init`).
    func markAllocation(_ e: Expr, callee: Expr, _ inst: CalleeInstance) {
        e.allocates = nil
        if case let .member(base, "init", _) = callee.kind, case .identifier(let n) = base.kind,
           n == "super" || n == "self" { return }
        let isInit = (inst.chosen as? FuncDecl)?.name == "init" || inst.chosen is StructDecl
        guard isInit, case let .con(name, _) = strippingOptionals(inst.result), let info = nominal(named: name),
              info.isClass else { return }
        e.allocates = info.structDecl
    }

    /// Records on a method reference whether it is found on the receiver's run-time class.
    func markDispatch(_ e: Expr, base: Expr, receiver: Ty) {
        e.dynamicMember = nil
        guard let d = e.chosen as? FuncDecl else { return }
        if case .identifier("super") = base.kind { return }
        if dispatchesDynamically(receiver, d) { e.dynamicMember = d.dispatchKey ?? d.fullName }
        // `T.make()`, `t.init()` with `T: P`: what meets the requirement on the type `T` stands for.
        if d.isStatic || d.name == "init", case let .con("Any.Type", args) = resolve(receiver), args.count == 1,
           isRequirementOwner(args[0]) || (d.name == "init" && nominal(of: args[0])?.0.isClass == true), !isExtensionOnlyStatic(d) {
            e.dynamicMember = "static:" + Compiler.staticKey(d)
            return
        }
        // `t.make()` with `t: Base.Type`: the type method of the class `t` names at run time.
        if d.isStatic, case let .con("Any.Type", args) = resolve(receiver), args.count == 1,
           let (info, _) = nominal(of: args[0]), info.isClass {
            e.dynamicMember = "type:" + (d.dispatchKey ?? d.fullName)
            // A type method runs with its own class's type methods (see `staticMethods`): one
            // that reaches another, or `self`, would miss the overrides of the class at hand.
            var names: Set<String> = []
            var c: NominalInfo? = info
            while let k = c, names.count < 4096 {
                names.formUnion(k.methods.filter { $0.value.contains(where: \.decl.isStatic) }.keys)
                c = k.superclass
            }
            names.remove(d.name)
            if d.receivesClass == nil, reachesAny(names, from: d, in: info) {
                error("calling the type method `\(d.name)` through a metatype is not supported when it reaches other type methods (or `self`): "
                      + "it would run with `\(info.displayName)`'s, not those of the class the metatype names", at: e.range,
                      helps: ["call it on the class itself, or on an instance through an instance method"])
            }
        }
        // `self.init(…)` in a class: the initializer of the instance's own class (a subclass that
        // inherits this convenience initializer may override the one it delegates to).
        if d.name == "init", case .identifier("self") = base.kind, let (info, _) = nominal(of: receiver),
           info.isClass, !info.isFinal {
            e.dynamicMember = "init " + d.fullName
        }
    }

    /// `super.init(…)` and `self.init(…)` inside an initializer: the initializers of the
    /// superclass or of the type itself, run on the instance being initialized.
    func delegatingInitializers(_ base: Expr) -> [CalleeSource]? {
        guard case .identifier(let name) = base.kind, name == "super" || name == "self" else { return nil }
        guard let ctx = scopes.reversed().lazy.compactMap(\.selfContext).first, ctx.isInit else {
            return nil
        }
        let bt = check(base)
        guard let (info, args) = nominal(of: bt) else { return [] }
        let inits = info.methods["init"] ?? []
        if inits.isEmpty, info.isClass { return [.memberwise(info, args: args)] }
        return inits.map { .initializer($0, info, args: args) } + (keepsMemberwise(info) ? [.memberwise(info, args: args)] : [])
    }

    /// A struct whose every `init` is declared in extensions keeps its memberwise initializer,
    /// as in Swift (an `init` in the declaration itself replaces it).
    func keepsMemberwise(_ info: NominalInfo) -> Bool {
        guard !info.isClass, let d = info.structDecl else { return false }
        return !d.methods.contains { $0.name == "init" && !$0.isDerived }
    }

    /// The generic parameters of an `init` called on `info<args>`: its own, or, for one
    /// inherited, those of the superclass that declares it.
    func initializerSubstitution(_ entry: FuncEntry, _ info: NominalInfo, _ args: [Ty]) -> [String: Ty] {
        var owner: NominalInfo? = info
        var depth = 0
        while let current = owner, depth < 64 {
            if let d = current.structDecl, d.methods.contains(where: { $0 === entry.decl }) {
                if current === info { return info.substitution(for: args) }
                let supArgs = superclassArguments(of: .con(info.name, args), as: current) ?? []
                return current.substitution(for: supArgs)
            }
            owner = current.superclass
            depth += 1
        }
        return info.substitution(for: args)
    }
}
