/// `override var width: Double { didSet { … } }`: a subclass observing a property it inherits.
/// The property stays the superclass's storage; the subclass's observers run around the
/// superclass's own (see `StructType.fieldObservers`).
extension Checker {
    /// `f()` inside a method, where `f` is a superclass's method or one a protocol extension
    /// gives the type: `self.f()`.
    func inheritsSelfMethod(_ ctx: SelfContext, _ name: String) -> Bool {
        guard !ctx.isStatic, name != "init", !ctx.info.isBuiltin, !ctx.info.isProtocol else { return false }
        let args = ctx.info.generics.map { Ty.param($0) }
        if ctx.info.superclass != nil, !ctx.info.instanceMethods(name, args: args).isEmpty { return true }
        return !ctx.info.conformances.isEmpty && !defaultMethods(ctx.info, name, args: args).isEmpty
    }

    func overrideObservers(_ info: NominalInfo, _ d: StructDecl) {
        let inheritedCount = info.superclass?.fields.count ?? 0
        for p in d.overriddenObservers {
            for f in p.accessors?.all ?? [] { f.isMutating = false }
            guard let name = p.simpleName else {
                error("a property must be a single name", at: p.pattern.range)
                continue
            }
            guard let i = info.fieldIndex(name), i < inheritedCount else {
                if info.superclass?.computedProperty(name, args: info.superclassArgs) != nil {
                    error("`willSet`/`didSet` cannot be added to the computed property `\(name)`", at: p.pattern.range,
                          helps: ["override it with a getter and a setter, reaching the original through `super.\(name)`"])
                } else {
                    error("property does not override any property from its superclass", at: p.pattern.range,
                          helps: info.superclass == nil ? ["`\(info.name)` has no superclass"] : [])
                }
                continue
            }
            let field = info.fields[i]
            if !field.isVar {
                error("cannot observe the `let` property `\(name)`: it never changes", at: p.pattern.range)
                continue
            }
            if let ts = p.typeAnnotation {
                let t = resolveType(ts)
                if !succeeds({ solver.unify(t, field.type) }) {
                    error("property `\(name)` has type \(describe(field.type)) in the superclass, not \(describe(t))",
                          at: ts.range)
                }
            }
            record(p.pattern, field.type)
            info.fields[i] = .init(name: name, type: field.type, isVar: true, hasDefault: field.hasDefault, decl: p,
                                   isImplicitlyUnwrapped: field.isImplicitlyUnwrapped)
        }
    }
}

/// `override var sides: Int { get { … } set { … } }` over a stored property the class inherits:
/// the property stays the superclass's storage (reached inside as `super.sides`), and every
/// access to it on an instance of the subclass runs the subclass's getter and setter, whatever
/// the type the instance is reached through (see `StructType.fieldAccessors`).
extension Checker {
    /// Checks such an override; false when the property is not an inherited stored one.
    func overridesStoredProperty(_ p: VarDecl, name: String, _ a: PropertyAccessors, _ ts: TypeSyntax,
                                 in info: NominalInfo) -> Bool {
        guard info.isClass, let i = info.fieldIndex(name), i < (info.superclass?.fields.count ?? 0) else { return false }
        let field = info.fields[i]
        let t = resolveType(ts)
        record(p.pattern, t)
        recordInnerPattern(p.pattern, t)
        if !succeeds({ solver.unify(t, field.type) }) {
            error("property `\(name)` has type \(describe(field.type)) in the superclass, not \(describe(t))", at: ts.range)
        } else if !field.isVar {
            error("cannot override the `let` property `\(name)`: it never changes", at: p.pattern.range)
        } else if a.setter == nil {
            error("cannot override the mutable property `\(name)` with a read-only one", at: p.pattern.range,
                  helps: ["add a setter: `set { super.\(name) = newValue }`"])
        }
        for f in a.all { f.isMutating = false }
        return true
    }
}
