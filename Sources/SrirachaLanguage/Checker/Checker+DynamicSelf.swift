/// `Self` where the type it stands for is known only when the code runs: in an instance member
/// of a class that may be subclassed, or of a protocol extension, it is the value's own type
/// (`type(of: self)`), as in Swift.
extension Checker {
    /// `Self.kind` in an instance method of a class that is not `final`: the instance's own
    /// class's member, which a subclass may override (`override class var kind`), as in Swift;
    /// the base becomes `type(of: self)`. Nothing changes for a nested type (`Self.Kind`), in a
    /// struct or an enum, or where no static member has the name.
    func rewriteDynamicSelf(_ base: Expr, member name: String) {
        rewriteStaticSuper(base, member: name)
        if case .identifier("Self") = base.kind, name != "init", let ctx = classMethodContext(),
           lookupType(ctx.info.name + "." + name) == nil {
            // In a class's type method: the class it was called on.
            base.kind = .identifier("self")
            return
        }
        if case .identifier("Self") = base.kind, name != "self", let ctx = scopes.reversed().lazy.compactMap(\.selfContext).first,
           ctx.info.isProtocol, !ctx.isStatic, lookupType(ctx.info.name + "." + name) == nil, case .local = lookup("self") {
            // In a protocol extension's instance member: the conforming type of the value at hand;
            // in its `init`, the type being made (`Self(name: …)`, see `protocolDelegationSources`).
            if name == "init", ctx.isInit {
                base.kind = .identifier("self")
                base.dynamicMember = Checker.protocolSelfMark
                return
            }
            base.kind = Checker.typeOfSelf(base.range)
            protocolSelf(base)
            return
        }
        guard case .identifier("Self") = base.kind, name != "init",
              let ctx = scopes.reversed().lazy.compactMap(\.selfContext).first,
              ctx.info.isClass, !ctx.isStatic, !ctx.isInit, ctx.info.structDecl?.isFinal == false,
              lookupType(ctx.info.name + "." + name) == nil else { return }
        guard inheritedStaticProperty(ctx.info, name) != nil || ctx.info.computedProperty(name, args: [])?.0.decl.isStatic == true
                || !staticMethods(ctx.info, name, args: []).isEmpty else { return }
        base.kind = Checker.typeOfSelf(base.range)
    }

    /// `type(of: self)`, written where `Self` was.
    static func typeOfSelf(_ r: SourceRange) -> ExprKind {
        .call(Expr(.identifier("type"), r), arguments: [Argument(label: "of", value: Expr(.identifier("self"), r))],
              trailingStart: nil)
    }

    /// `Self.self` in a protocol extension's instance member: the value's conforming type.
    func protocolSelfMetatype(_ e: Expr, base: Expr) -> Bool {
        guard case .identifier("Self") = base.kind, let ctx = scopes.reversed().lazy.compactMap(\.selfContext).first,
              ctx.info.isProtocol, !ctx.isStatic, case .local = lookup("self") else { return false }
        e.kind = Checker.typeOfSelf(e.range)
        protocolSelf(e)
        return true
    }

    /// `type(of: self)` written for `Self` in a protocol extension's instance member: called on a
    /// value whose static type is a class that may be subclassed, `Self` is that class, as in
    /// Swift (`a.describe()` with `let a: Animal = Dog()` sees `Animal`); the call hands it over
    /// (see `protocolSelfReceiver`). Elsewhere it is the value's own type.
    func protocolSelf(_ e: Expr) {
        guard let f = genericFunctionStack.last, methodTypeParameters[ObjectIdentifier(f)] == ["Self"],
              f.extendedProtocol != nil || scopes.reversed().lazy.compactMap(\.selfContext).first?.info.isProtocol == true else { return }
        let owners = [(parameter: "Self", function: f)]
        if !(f.reifiedParameters ?? []).contains("Self") { f.reifiedParameters = (f.reifiedParameters ?? []) + ["Self"] }
        e.castTarget = .parameter("Self")
        reifiedSites.append(.use(e, owners: owners))
    }

    /// What a protocol extension's member gets for `Self` when called on a value of type
    /// `receiver`: the class, when it may be subclassed (otherwise the value's type says it).
    func protocolSelfReceiver(_ receiver: Ty) -> [String: Ty] {
        guard case let .con(name, []) = resolve(receiver), let info = nominal(named: name), info.isClass,
              !info.isFinal, info.structDecl?.isFinal != true else { return [:] }
        return ["Self": receiver]
    }
}
