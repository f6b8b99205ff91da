/// The type arguments of running calls of functions that need them (see `ReifiedTypes`).
extension Machine {
    /// What `parameter` stands for in the innermost running call of `function`; nil when no
    /// call of it is running (a closure it made, called after it returned).
    func typeArgument(_ parameter: String, of function: FuncDecl) -> SType? {
        for entry in typeArguments.reversed() where entry.decl === function {
            if let i = entry.names.firstIndex(of: parameter), i < entry.types.count { return entry.types[i] }
        }
        // An override run by dynamic dispatch: the call named the method it overrides.
        for entry in typeArguments.reversed() where entry.decl.fullName == function.fullName {
            if let i = entry.names.firstIndex(of: parameter), i < entry.types.count { return entry.types[i] }
        }
        return nil
    }

    /// `t` with the generic parameters of `owners` replaced by what the running calls bind them to.
    func bindingTypeArguments(_ t: SType, _ owners: [(parameter: String, function: FuncDecl)], _ site: Site) throws -> SType {
        var map: [String: SType] = [:]
        for (p, f) in owners {
            guard let bound = typeArgument(p, of: f) else {
                throw site.error("the type `\(p)` stands for is not known here: the call of `\(f.name)` that gave it has returned")
            }
            map[p] = bound
        }
        return t.replacingParameters(map)
    }
}

extension SType {
    /// The type with the named parameters replaced.
    func replacingParameters(_ map: [String: SType]) -> SType {
        if map.isEmpty { return self }
        switch self {
        case let .parameter(n): return map[n] ?? self
        case let .nominal(n, args): return .nominal(n, args.map { $0.replacingParameters(map) })
        case let .function(ps, r, t): return .function(ps.map { $0.replacingParameters(map) }, r.replacingParameters(map), throwing: t)
        case let .tuple(es): return .tuple(es.map { ($0.label, $0.type.replacingParameters(map)) })
        }
    }
}

extension Compiler {
    /// A call of a function that needs its type arguments: they are pushed for the call's
    /// duration, with the caller's own parameters in them replaced by what they stand for.
    func reifiedCall(_ e: Expr, _ call: @escaping Code) throws -> Code {
        guard let r = e.reified, let callee = r.callee else { return call }
        let m = machine, owners = r.owners, templates = r.arguments, names = r.parameters
        let s = site(e.range)
        let open = templates.contains(where: Compiler.containsParameter)
        return { f in
            let types = open ? try templates.map { try m.bindingTypeArguments($0, owners, s) } : templates
            m.typeArguments.append((callee, names, types))
            defer { m.typeArguments.removeLast() }
            return try call(f)
        }
    }

    /// `Self` in a protocol extension's member `owner`: the class the running call handed over,
    /// or else the value's own type (`dynamic`, which is `type(of: self)`).
    func protocolSelf(_ owner: FuncDecl, _ dynamic: @escaping Code) -> Code {
        let m = machine
        return { f in
            if let t = m.typeArgument("Self", of: owner), !t.isVoid { return .string(Printer.swiftTypeName(t, qualified: false)) }
            return try dynamic(f)
        }
    }

    /// The target of a cast to a generic parameter (`x as? T`), as the running call binds it.
    func reifiedCastTarget(_ e: Expr, _ target: SType) -> ((Frame) throws -> SType)? {
        guard let r = e.reified, r.callee == nil else { return nil }
        let m = machine, owners = r.owners, s = site(e.range)
        return { _ in try m.bindingTypeArguments(target, owners, s) }
    }
}

extension Compiler {
    /// `x as? T` in a function that knows `T` when it runs.
    func reifiedTypeCast(_ e: Expr, _ kind: CastKind, _ c: @escaping Code, _ known: SType?,
                         _ target: @escaping (Frame) throws -> SType) -> Code {
        let s = site(e.range)
        switch kind {
        case .test:
            return { f in .bool(Compiler.cast(try c(f).unboxed, known: known, to: try target(f)) != nil) }
        case .conditional:
            return { f in Compiler.cast(try c(f).unboxed, known: known, to: try target(f)).map { .some($0) } ?? .none }
        case .forced:
            return { f in
                let v = try c(f).unboxed, t = try target(f)
                guard let cast = Compiler.cast(v, known: known, to: t) else {
                    throw s.error("could not cast value of type \(Compiler.runtimeTypeName(v)) to \(t)")
                }
                return cast
            }
        }
    }
}

extension Compiler {
    /// The elements of a sequence value, as an array (what `for x in v` visits).
    static func sequenceElements(_ value: Value, _ site: Site) throws -> Value {
        switch value.unboxed {
        case .array: return value.unboxed
        case let .range(lower, upper, closed):
            if closed ? upper < lower : upper <= lower { return .array([]) }
            return .array((lower...(closed ? upper : upper - 1)).map { .int($0) })
        case let .interval(.fixed(lower), .fixed(upper), closed):
            return .array(try Builtins.sizedRange(lower, upper, closed))
        case .set(let xs): return .array(Array(xs))
        case .dictionary(let d): return .array(d.map { .tuple([$0.key, $0.value]) })
        case .string(let s): return .array(s.map { .string(String($0)) })
        default: throw Compiler.internalError("a sequence argument that is not a sequence", site)
        }
    }
}
