/// Initializers a protocol extension declares (`extension P { init(copyOf o: Self) {
/// self.init(name: o.name) } }`): every conforming type has them, as in Swift. Their body
/// delegates to an initializer the protocol requires (or another one of its extensions), found
/// when it runs on the type being made: a call passes that type in the new value's cell, and
/// `self.init(…)` replaces it with the value the type's own initializer makes.
extension Checker {
    /// The `init`s extensions of `info`'s protocols give it, with `Self` the type (those with
    /// the labels of one of the type's own are left out: the type's own is found instead).
    func protocolExtensionInitializers(_ info: NominalInfo, args: [Ty]?, besides own: [FuncEntry]) -> [CalleeSource] {
        guard !info.isProtocol, !info.conformances.isEmpty else { return [] }
        var taken = Set(own.map { labelKey($0.labels) })
        let gargs = args ?? info.generics.map { _ in fresh() }
        let receiver = Ty.con(info.name, gargs)
        var out: [CalleeSource] = []
        for p in info.conformances.sorted() {
            guard let proto = nominal(named: p), proto.isProtocol else { continue }
            for m in proto.methods["init"] ?? [] where !m.decl.isStatic && isDefaultImplementation(m, of: proto)
                && !isRequirement(m.decl, of: proto) && !taken.contains(labelKey(m.labels)) {
                taken.insert(labelKey(m.labels))
                out.append(.initializer(selfSpecialised(m, protocols: [proto.name], receiver: receiver), info, args: gargs))
            }
        }
        return out
    }

    /// `self.init(…)` in an `init` of a protocol extension: the initializers the protocol
    /// requires (and its extensions give), called on the type the running call makes. Nil
    /// elsewhere.
    func protocolDelegationSources(_ base: Expr) -> [CalleeSource]? {
        guard case .identifier("self") = base.kind, let i = initScopeIndex(), let ctx = scopes[i].selfContext,
              ctx.info.isProtocol, !ctx.isStatic else { return nil }
        record(base, .con("Any.Type", [ctx.selfType]))
        // Read by the compiler: the type comes from the cell of the value being made. `Self(…)`
        // (marked so by `rewriteDynamicSelf`) makes another value; `self.init(…)` makes `self`.
        if base.dynamicMember != Checker.protocolSelfMark {
            markAllStoredPropertiesSet()
            base.dynamicMember = Checker.protocolDelegationMark
        }
        return requiredStatics(of: ctx.info, "init", selfType: ctx.selfType).filter { source in
            if case let .function(m, _) = source { return !m.decl.isStatic }
            return true
        }
    }

    static let protocolDelegationMark = "self.init"
    static let protocolSelfMark = "Self.init"
}
