/// Requirement inference, as Swift does it: a generic parameter used as the argument of a type
/// that constrains its own parameter takes that requirement without writing it. In
/// `func same<U>(_ a: Box<U>, _ b: Box<U>)` where `struct Box<T: Equatable>`, `U` is `Equatable`;
/// a dictionary's key (`[T: Int]`) and a set's element (`Set<T>`) are `Hashable`.
extension Checker {
    /// What the parameter and result types of `f` require of its generic parameters.
    func inferredRequirements(_ f: FuncDecl) -> GenericConstraints {
        var out: GenericConstraints = [:]
        var types = f.clauses.flatMap { $0.compactMap(\.type) }
        if let r = f.returnType { types.append(r) }
        for t in types { inferRequirements(from: t, f.genericParameters, &out, depth: 0) }
        return out
    }

    private func inferRequirements(from t: TypeSyntax, _ params: [String], _ out: inout GenericConstraints, depth: Int) {
        guard depth < 64 else { return }
        func require(_ arg: TypeSyntax, _ protos: [String]) {
            guard case let .named(p, inner) = arg.kind, inner.isEmpty, params.contains(p) else { return }
            for proto in protos where !(out[p] ?? []).contains(proto) { out[p, default: []].append(proto) }
        }
        switch t.kind {
        case let .named(name, args):
            if !args.isEmpty {
                for (arg, protos) in zip(args, requiredOfArguments(name, count: args.count)) { require(arg, protos) }
            }
            for a in args { inferRequirements(from: a, params, &out, depth: depth + 1) }
        case let .dictionary(k, v):
            require(k, ["Hashable"])
            inferRequirements(from: k, params, &out, depth: depth + 1)
            inferRequirements(from: v, params, &out, depth: depth + 1)
        case let .array(x), let .optional(x), let .inoutType(x):
            inferRequirements(from: x, params, &out, depth: depth + 1)
        case let .tuple(es):
            for e in es { inferRequirements(from: e.type, params, &out, depth: depth + 1) }
        case let .function(ps, r):
            for p in ps { inferRequirements(from: p, params, &out, depth: depth + 1) }
            inferRequirements(from: r, params, &out, depth: depth + 1)
        case let .composition(ps):
            for p in ps { inferRequirements(from: p, params, &out, depth: depth + 1) }
        }
    }

    /// What a generic type written with `count` arguments requires of each.
    private func requiredOfArguments(_ name: String, count: Int) -> [[String]] {
        switch name {
        case "Set": return [["Hashable"]]
        case "Dictionary": return [["Hashable"], []]
        default:
            guard case .nominal(let info)? = lookupType(name), info.generics.count == count,
                  !info.genericConstraints.isEmpty else { return [] }
            return info.generics.map { info.genericConstraints[$0] ?? [] }
        }
    }

    /// Adds what is inferred to what is written, leaving out what the written already implies.
    func mergingInferred(_ written: GenericConstraints, _ inferred: GenericConstraints) -> GenericConstraints {
        var out = written
        for (p, protos) in inferred {
            for proto in protos where !(out[p] ?? []).contains(where: { protocolImplies($0, proto) }) {
                out[p, default: []].append(proto)
            }
        }
        return out
    }
}
