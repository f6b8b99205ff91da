/// Superclass requirements: `<T: Vehicle>`, `where T: Vehicle`, `extension P where Self: Vehicle`.
///
/// The class is kept among the parameter's requirements by name, as protocols are. Inside the
/// declaration the parameter has the class's members (found on the instance's own class at run
/// time) and converts to the class; a use must choose the class or one of its subclasses.
extension Checker {
    /// The class a requirement names, when it names one (`Vehicle` in `T: Vehicle`).
    func requiredClass(_ name: String) -> NominalInfo? {
        if Self.derivable.contains(name) || name.contains(" & ") { return nil }
        guard let info = nominal(named: name), info.isClass else { return nil }
        return info
    }

    /// The class a generic parameter in scope is required to inherit from, if any.
    func superclassBound(_ parameter: String) -> NominalInfo? {
        currentConstraints[parameter]?.lazy.compactMap { self.requiredClass($0) }.first
    }

    /// Records `parameter: cls`. A parameter has at most one superclass: of two related classes
    /// the subclass is kept (it implies the other); two unrelated ones cannot both hold.
    func addSuperclassRequirement(_ cls: NominalInfo, to parameter: String, _ out: inout GenericConstraints,
                                  at range: SourceRange) {
        if !cls.generics.isEmpty {
            error("superclass requirements on a generic class (`\(parameter): \(cls.name)<…>`) are not supported",
                  at: range, helps: ["take the class itself as the parameter type"])
            return
        }
        var list = out[parameter] ?? []
        if let i = list.firstIndex(where: { requiredClass($0) != nil }), let other = requiredClass(list[i]) {
            if other.inherits(from: cls) { return }
            if !cls.inherits(from: other) {
                error("`\(parameter)` cannot be a subclass of both `\(other.name)` and `\(cls.name)`", at: range)
                return
            }
            list.remove(at: i)
        }
        list.append(cls.name)
        out[parameter] = list
    }

    /// `T: Box<Int>`: said by name rather than as an unknown non-protocol type. False when `t`
    /// does not name a generic class.
    func refuseGenericSuperclassRequirement(_ parameter: String, _ t: TypeSyntax) -> Bool {
        guard case let .named(name, args) = t.kind, !args.isEmpty, case .nominal(let info)? = lookupType(name),
              info.isClass else { return false }
        error("superclass requirements on a generic class (`\(parameter): \(name)<…>`) are not supported", at: t.range,
              helps: ["take the class itself as the parameter type: `_ x: \(name)<…>`"])
        return true
    }

    /// Whether values of `t` are instances of `cls` (or of a subclass): true, false, or nil
    /// when `t` is not decided yet.
    func inheritsClass(_ t: Ty, _ cls: NominalInfo, _ constraints: GenericConstraints) -> Bool? {
        switch resolve(t) {
        case let .variable(v):
            return solver.restriction(of: v) == nil ? nil : false
        case let .param(n):
            if n.hasPrefix("$") { return nil }
            if (constraints[n] ?? []).contains(where: { requiredClass($0)?.inherits(from: cls) == true }) { return true }
            return n == "Self" ? nil : false
        case let .con(name, _):
            if name == "Never" { return true }
            guard let info = nominal(named: name) else { return false }
            if info.isClass { return info.inherits(from: cls) }
            return (info.compositionParts ?? []).contains { $0.isClass && $0.inherits(from: cls) }
        default:
            return false
        }
    }

    /// A use whose chosen type is not a subclass of the class a parameter requires.
    func reportNotSubclass(_ c: ConformanceCheck, _ shown: String) {
        var helps = [c.reason]
        if case .param = resolve(c.type) {
            helps.append("add the requirement where `\(shown)` is declared: `<\(shown): \(c.proto)>`")
        } else if let (info, _) = nominal(of: c.type), info.isClass, info.superclass == nil {
            helps.append("make `\(info.name)` a subclass: `class \(info.name): \(c.proto)`")
        }
        error("type `\(shown)` does not inherit from `\(c.proto)`", at: c.range, helps: helps)
    }

    /// `let v: Vehicle = x` where `x: T` and `T: Vehicle`: the value seen as its required class,
    /// then fitted to `expected` as an instance of that class would be. Nil when `actual` is not
    /// such a parameter.
    func coerceThroughSuperclassBound(_ e: Expr, _ actual: Ty, to expected: Ty) -> Bool? {
        guard case let .con(target, _) = expected else { return nil }
        switch actual {
        case let .param(n):
            guard let bound = superclassBound(n) else { return nil }
            return coerce(e, .con(bound.name, []), to: expected)
        case let .con(name, []) where name != target:
            // `self` in `extension P where Self: Vehicle`, where a `Vehicle` is expected.
            guard let info = nominal(named: name), let bound = selfClassBound(in: info) else { return nil }
            let m = mark()
            if coerce(e, .con(bound.name, []), to: expected) { return true }
            rollback(to: m)
            return nil
        default:
            return nil
        }
    }
}

/// `extension Describable where Self: Vehicle`: inside, `self` is a `Vehicle` too. Its type
/// stays the protocol; the class's members are found where the protocol has none of that name,
/// and `self` converts to the class.
extension Checker {
    /// The class `Self` must inherit from, inside a method of an extension of the protocol `proto`.
    func selfClassBound(in proto: NominalInfo) -> NominalInfo? {
        guard proto.isProtocol, let ctx = scopes.reversed().lazy.compactMap(\.selfContext).first,
              ctx.info === proto else { return nil }
        return superclassBound("Self")
    }

    /// `wheels` written bare in such a method: a member of the class.
    func selfClassBoundHas(_ ctx: SelfContext, _ name: String) -> Bool {
        guard ctx.info.isProtocol, !ctx.isStatic, let cls = selfClassBound(in: ctx.info) else { return false }
        if case .notFound = lookupMember(.con(cls.name, []), name, forCall: false) { return false }
        return true
    }

    /// `self.wheels`: `self` seen as the class, when the protocol has no member of that name.
    func selfClassBoundBase(_ base: Expr, _ t: Ty, _ name: String) -> Ty {
        guard case .identifier("self") = base.kind, case let .con(owner, []) = resolve(t),
              let info = nominal(named: owner), let cls = selfClassBound(in: info),
              case .notFound = lookupMember(t, name, forCall: false) else { return t }
        return .con(cls.name, [])
    }
}

extension Checker {
    /// The type whose stored properties a member of `t` reaches: its own, or inside
    /// `extension P where Self: Vehicle`, for `self`, the class's.
    func storageOwner(_ t: Ty) -> NominalInfo? {
        guard let (info, _) = nominal(of: t) else { return nil }
        if info.compositionParts != nil, let cls = info.superclass { return cls }
        return selfClassBound(in: info) ?? info
    }

    /// A default from `extension P where Self: Vehicle` meets a requirement only for a subclass
    /// of `Vehicle`.
    func defaultAppliesToClass(_ m: FuncEntry, of proto: NominalInfo, in info: NominalInfo) -> Bool {
        for required in proto.selfRequirements[ObjectIdentifier(m.decl)] ?? [] {
            guard let cls = requiredClass(required) else { continue }
            if !info.inherits(from: cls) { return false }
        }
        return true
    }
}

extension Checker {
    /// A method a protocol extension adds that no declaration of the protocol (or of one it
    /// refines) requires: nothing a conforming type must supply.
    func isExtensionOnly(_ m: FuncEntry, of proto: NominalInfo) -> Bool {
        isDefaultImplementation(m, of: proto) && !isRequirement(m.decl, of: proto)
    }

    /// Whether `proto` (or a protocol it refines) declares a requirement with this method's full name.
    func isRequirement(_ m: FuncDecl, of proto: NominalInfo) -> Bool {
        let declares = { (p: NominalInfo) in
            p.protocolDecl?.methods.contains { $0.fullName == m.fullName && $0.isStatic == m.isStatic } ?? false
        }
        return declares(proto) || proto.refines.contains(where: declares)
            || proto.conformances.contains { nominal(named: $0).map(declares) ?? false }
    }
}

extension NominalInfo {
    /// A composition with a class part (`Vehicle & Printable`): its values are instances.
    var isClassComposition: Bool { compositionParts != nil && superclass != nil }
}

extension Checker {
    /// `func copy() -> Self` in a class, called on a subclass (`Sub().copy()`) or on a `T: Base`:
    /// the result is the receiver's type, as in Swift, not the class that declares the method.
    func classSelfResults(_ list: [CalleeSource], receiver: Ty) -> [CalleeSource] {
        let r = resolve(receiver)
        switch r {
        case .param: break
        case let .con(n, _) where nominal(named: n)?.isClass == true: break
        default: return list
        }
        return list.map { source in
            guard case let .function(m, fixed) = source, let written = m.decl.returnType, Checker.isSelfResult(written),
                  let t = replacingClassResult(m.scheme.type, with: r) else { return source }
            return .function(FuncEntry(decl: m.decl, scheme: Scheme(t, params: m.scheme.params)), fixed: fixed)
        }
    }

    /// `Self` or `Self?`, as a method's result is written.
    private static func isSelfResult(_ t: TypeSyntax) -> Bool {
        switch t.kind {
        case let .named(n, args): return n == "Self" && args.isEmpty
        case let .optional(inner): return isSelfResult(inner)
        default: return false
        }
    }

    /// The function type with its final result's class (alone or in an optional) replaced by
    /// `receiver`; nil when it is the receiver's type already.
    private func replacingClassResult(_ t: Ty, with receiver: Ty) -> Ty? {
        switch t {
        case let .fn(ps, r, throwing):
            return replacingClassResult(r, with: receiver).map { .fn(ps, $0, throwing: throwing) }
        case let .con("Optional", args) where args.count == 1:
            return replacingClassResult(args[0], with: receiver).map { .optional($0) }
        case let .con(n, _):
            guard nominal(named: n)?.isClass == true else { return nil }
            if case let .con(m, _) = receiver, m == n { return nil }
            return receiver
        default:
            return nil
        }
    }
}
