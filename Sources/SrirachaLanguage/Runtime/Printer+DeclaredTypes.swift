/// The declared types of a value's parts (a case's associated values, a struct's stored
/// properties), with the type arguments its static type gives: `Tree<Int>.node(.leaf, 1, .leaf)`
/// prints its payload's `Tree<Int>.leaf` with them, as Swift does.
extension Printer {
    /// `declared` with `parameters` bound from `type` (`Tree<Int>` for `Tree<T>`); nil when
    /// `type` does not give them.
    static func declaredTypes(_ declared: [SType]?, parameters: [String], name: String, type: SType?) -> [SType]? {
        guard let declared else { return nil }
        if parameters.isEmpty { return declared }
        guard case let .nominal(n, args)? = type, n == name, args.count == parameters.count else { return nil }
        let map = Dictionary(zip(parameters, args), uniquingKeysWith: { a, _ in a })
        return declared.map { substituting($0, map) }
    }

    /// A declared type that says what its value is: nil for one with a generic parameter left,
    /// or `Any` (the value tells).
    static func known(_ t: SType) -> SType? {
        if Compiler.containsParameter(t) { return nil }
        if case .nominal("Any", []) = t { return nil }
        return t
    }

    static func substituting(_ t: SType, _ map: [String: SType]) -> SType {
        switch t {
        case let .parameter(p): return map[p] ?? t
        case let .nominal(n, args): return .nominal(n, args.map { substituting($0, map) })
        case let .function(ps, r, throwing):
            return .function(ps.map { substituting($0, map) }, substituting(r, map), throwing: throwing)
        case let .tuple(es): return .tuple(es.map { (label: $0.label, type: substituting($0.type, map)) })
        }
    }
}

extension EnumType {
    /// The declared types of a case's associated values; nil when not known.
    func caseIndexTypes(_ i: Int) -> [SType]? {
        i >= 0 && i < payloadTypes.count ? payloadTypes[i] : nil
    }
}
