/// A class's type methods (`class func`, `static func`) run with the class they are called on,
/// as in Swift: `Sub.make()` with `class func make() -> Self { Self() }` declared in `Base`
/// makes a `Sub`, and `self`, `Self` and the type members it names bare are `Sub`'s. The
/// method takes that class as `self`, a metatype value; what it reaches through it is found
/// on the class when it runs (see `markDispatch`, `metatypeMembers`).
extension Checker {
    /// The class a type method of `info` is declared in, as its metatype prints, when the method
    /// takes the class it is called on: a named type method of a non-generic class (an
    /// operator is called by the operator's own machinery, with no class at hand).
    /// A protocol extension's type method takes the conforming type it is called on the same
    /// way (`B.describe()`, `type(of: x).describe()`), so its `Self` and `self` are that type.
    func receivedClass(_ m: FuncDecl, _ info: NominalInfo) -> String? {
        guard m.isStatic, info.isClass || info.isProtocol, info.generics.isEmpty, let first = m.name.unicodeScalars.first,
              first == "_" || first.properties.isAlphabetic else { return nil }
        return Printer.swiftTypeName(solver.export(.con(info.name, [])), qualified: false)
    }

    /// Inside a type method that takes its class (or, in a protocol extension, the conforming
    /// type): the context, where `self` is that type.
    func classMethodContext() -> SelfContext? {
        guard let ctx = scopes.reversed().lazy.compactMap(\.selfContext).first, ctx.isStatic, ctx.info.isClass || ctx.info.isProtocol,
              case let .local(v) = lookup("self"), v.origin == .constant else { return nil }
        return ctx
    }

    /// `self`, the class a type method was called on, as the base of a member.
    func classMethodSelf(at range: SourceRange, _ ctx: SelfContext) -> Expr {
        let base = Expr(.identifier("self"), range)
        record(base, .con("Any.Type", [.con(ctx.info.name, [])]))
        return base
    }

    /// `t.init()` with `t: Base.Type`: the initializers of `Base` its subclasses have too
    /// (`required` ones, or all of them in a `final` class).
    func metatypeInitializers(_ info: NominalInfo) -> [FuncEntry] {
        (info.methods["init"] ?? []).filter { $0.decl.isRequired || info.isFinal || info.structDecl?.isFinal == true }
    }

    /// `Self()` in a class's type method: `self.init()`, on the class it was called on.
    func classMethodInitializer(_ callee: Expr, _ ctx: SelfContext) {
        if ctx.info.isProtocol {
            // In a protocol extension: the `init` the protocol requires, on the type called on.
            callee.kind = .member(classMethodSelf(at: callee.range, ctx), name: "init", nameRange: callee.range)
            return
        }
        if metatypeInitializers(ctx.info).isEmpty {
            error("constructing an object of class type `Self` with a metatype value must use a `required` initializer",
                  at: callee.range, helps: ["mark the `init` of `\(ctx.info.displayName)` `required`"])
            callee.kind = .identifier(ctx.info.name)
            return
        }
        callee.kind = .member(classMethodSelf(at: callee.range, ctx), name: "init", nameRange: callee.range)
    }

    /// `super.describe()` in a class's type method: the superclass's type method, run with the
    /// class this one was called on.
    func superclassTypeMethods(_ base: Expr, name: String) -> [CalleeSource]? {
        guard case .identifier("super") = base.kind, let ctx = classMethodContext(), let sup = ctx.info.superclass else { return nil }
        let found = staticMethods(sup, name, args: [])
        guard !found.isEmpty else { return nil }
        record(base, .con("Any.Type", [.con(sup.name, [])]))
        return found.map { .function($0, fixed: [:]) }
    }

    /// `[Cat.self, Dog.self]`: the metatype of the nearest class both name (`Animal.Type`), or
    /// `Any.Type` when they share none.
    func commonMetatype(_ element: Ty, of x: Expr) -> Ty {
        let t = check(x)
        let typed = Ty.con("Any.Type", [element])
        guard case let .con("Any.Type", args) = resolve(t) else {
            if !solver.unify(t, typed) {
                error("cannot convert value of type \(describe(t)) to expected element type \(describe(typed))", at: x.range)
            }
            return typed
        }
        guard args.count == 1, case let .con(have, []) = resolve(args[0]), case let .con(want, []) = resolve(element) else {
            return .con("Any.Type", [])
        }
        var ancestor = nominal(named: want)
        while let a = ancestor, a.isClass {
            if isSubclass(have, of: a.name) { return .con("Any.Type", [.con(a.name, [])]) }
            ancestor = a.superclass
        }
        return have == want ? typed : .con("Any.Type", [])
    }

    /// `t.make()`, `T.make()`, `T()` with `T: Shape`: the type methods and `required` initializers
    /// of the class `T` must inherit from, found when they run on the class `T` stands for; a
    /// result written `Self` is a `T`.
    func boundClassStatics(_ p: String, _ name: String) -> [CalleeSource] {
        guard let bound = superclassBound(p) else { return [] }
        let selfMap: [String: Ty] = ["Self": .param(p)]
        if name == "init" {
            return metatypeInitializers(bound).map { entry in
                var m = entry
                if case let .fn(ps, _, throwing) = m.scheme.type {
                    m.scheme.type = .fn(ps, m.decl.isFailable ? .optional(.param("Self")) : .param("Self"), throwing: throwing)
                }
                return .function(m, fixed: selfMap)
            }
        }
        let sources: [CalleeSource] = staticMethods(bound, name, args: []).map { .function($0, fixed: selfMap) }
        return classSelfResults(sources, receiver: .param(p))
    }

    /// `super.level` in a class's `class var` or type method: the superclass's static member,
    /// named by the superclass (a type method called on `super` keeps it, see
    /// `superclassTypeMethods`, to run with the class this one was called on).
    func rewriteStaticSuper(_ base: Expr, member name: String) {
        guard case .identifier("super") = base.kind, let ctx = scopes.reversed().lazy.compactMap(\.selfContext).first,
              ctx.isStatic, ctx.info.isClass, let sup = ctx.info.superclass, sup.generics.isEmpty,
              !sup.name.contains(".") else { return }
        if classMethodContext() != nil, !staticMethods(sup, name, args: []).isEmpty { return }
        base.kind = .identifier(sup.name)
    }
}
