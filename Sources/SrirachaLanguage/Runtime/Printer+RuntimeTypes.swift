/// A value's type found from the value alone, for where its static type does not say it: a
/// generic parameter (`type(of: x)` with `x: T`) or `Any` (`print(Optional(Box(v: 1)) as Any)`).
/// Values carry no generic arguments, so they are read off the contents: an array's elements,
/// a generic struct's stored properties.
extension Printer {
    /// Whether the static type names `runtimeName` with its generic arguments.
    static func hasArguments(_ type: SType?, _ runtimeName: String) -> Bool {
        if case let .nominal(name, args)? = type, name == runtimeName, !args.isEmpty { return true }
        return false
    }

    /// Nil when the value does not tell (an empty array, elements of different types).
    static func runtimeType(of value: Value) -> SType? {
        runtimeType(of: value, depth: 0)
    }

    private static func runtimeType(of value: Value, depth: Int) -> SType? {
        // Deeper than any value a person writes: guessing stops rather than recursing further.
        guard depth < Printer.maxNesting else { return nil }
        let next = depth + 1
        switch value {
        case .int: return .int
        case .double: return .double
        case .fixed(let x): return .nominal(x.kind.name, [])
        case .float: return .nominal("Float", [])
        case .bool: return .bool
        case .string: return .string
        case .void: return .void
        case .array(let xs):
            return common(xs, depth: next).map { .array($0) }
        case .slice(let s):
            return common(s.elements, depth: next).map { .nominal("ArraySlice", [$0]) }
        case .set(let xs):
            return common(Array(xs), depth: next).map { .nominal("Set", [$0]) }
        case .dictionary(let d):
            guard let k = common(Array(d.keys), depth: next), let v = common(Array(d.values), depth: next) else { return nil }
            return .dictionary(k, v)
        case let .range(_, _, closed):
            return .nominal(closed ? "ClosedRange" : "Range", [.int])
        case .box(let b):
            return runtimeType(of: b.value, depth: next)
        case .object(let o):
            return .nominal(o.type.name, [])
        case .structValue(let s):
            return structType(s, depth: next)
        case .enumCase(let e):
            if e.type === EnumType.optional {
                guard e.caseIndex == 1, let payload = e.payload.first else { return nil }
                return runtimeType(of: payload, depth: next).map { .optional($0) }
            }
            return nil
        case .existential(let x):
            return x.type
        case .tuple, .function, .interval, .keyPath:
            return nil
        }
    }

    /// The one type all the values have; nil for none or several.
    private static func common(_ values: [Value], depth: Int) -> SType? {
        guard let first = values.first, let t = runtimeType(of: first, depth: depth) else { return nil }
        for v in values.dropFirst() where runtimeType(of: v, depth: depth) != t { return nil }
        return t
    }

    /// `Box<Int>` for a `Box<T>` whose `v: T` holds an `Int`: each generic parameter is bound
    /// from a stored property declared with it.
    private static func structType(_ s: StructValue, depth: Int) -> SType? {
        let parameters = s.type.genericParameters
        if parameters.isEmpty { return .nominal(s.type.name, []) }
        var bindings: [String: SType] = [:]
        for (field, declared) in zip(s.fields, s.type.fieldTypes) {
            guard let declared, let actual = runtimeType(of: field, depth: depth) else { continue }
            bind(declared, to: actual, &bindings)
        }
        let args = parameters.compactMap { bindings[$0] }
        return args.count == parameters.count ? .nominal(s.type.name, args) : nil
    }

    private static func bind(_ declared: SType, to actual: SType, _ bindings: inout [String: SType]) {
        switch (declared, actual) {
        case let (.parameter(p), _):
            if bindings[p] == nil { bindings[p] = actual }
        case let (.nominal(n1, a1), .nominal(n2, a2)) where n1 == n2 && a1.count == a2.count:
            for (d, a) in zip(a1, a2) { bind(d, to: a, &bindings) }
        default:
            break
        }
    }
}
