/// The types of native functions, read from their `signature` strings once and cached.
final class NativeSignatures {
    private var cache: [ObjectIdentifier: Scheme?] = [:]

    /// Generic parameter names of the owner types natives are declared on.
    static let ownerGenerics: [String: [String]] = [
        "Array": ["Element"], "ArraySlice": ["Element"], "Set": ["Element"], "Dictionary": ["Key", "Value"],
        "Optional": ["Wrapped"], "Result": ["Success", "Failure"],
        "Range": ["Bound"], "ClosedRange": ["Bound"], "Dynamic": ["T"],
        // The numeric protocols' members speak of the conforming type (see `Builtins.numericProtocols`).
        "FloatingPoint": ["Self"], "BinaryFloatingPoint": ["Self"], "BinaryInteger": ["Self"],
        "FixedWidthInteger": ["Self"], "SignedInteger": ["Self"], "UnsignedInteger": ["Self"],
    ]

    /// The native's type; quantified over its own generics and its owner's. Nil if the
    /// signature does not parse (a bug in a builtin table, not in user code).
    func scheme(of native: NativeFunction) -> Scheme? {
        let key = ObjectIdentifier(native)
        if let cached = cache[key] { return cached }
        var result: Scheme?
        if let (generics, syntax) = Parser.parseSignature(native.signature) {
            let owner = native.owner.flatMap { Self.ownerGenerics[$0] } ?? []
            // Range members may also speak of `Element`, as Array's do.
            let extra = native.owner == "Range" || native.owner == "ClosedRange" ? ["Element"] : []
            let names = Set(generics + owner + extra)
            result = Scheme(Self.convert(syntax, generics: names), params: generics + owner + extra)
        }
        cache[key] = result
        return result
    }

    /// The type a native's constraint names (`"String"`), or nil for a capability (`Equatable`).
    func constraintType(_ text: String) -> Ty? {
        if ["Equatable", "Hashable", "Comparable", "Numeric", "BinaryInteger"].contains(text) { return nil }
        if let cached = constraintCache[text] { return cached }
        let t = Parser.parseSignature(text).map { Self.convert($0.type, generics: []) }
        constraintCache[text] = t
        return t
    }
    private var constraintCache: [String: Ty?] = [:]

    /// The type a constraint names, where it may speak of the native's generic parameters
    /// (`Element` must be `[U]` for `joined()` on an array of arrays): those are replaced by
    /// what this use instantiated them to.
    func constraintType(_ text: String, generics map: [String: Ty]) -> Ty? {
        guard text.contains("[") || text.contains("<") else { return constraintType(text) }
        if ["Equatable", "Hashable", "Comparable", "Numeric", "BinaryInteger"].contains(text) { return nil }
        let parsed: Ty?
        if let cached = genericConstraintCache[text] {
            parsed = cached
        } else {
            parsed = Parser.parseSignature(text).map { Self.convert($0.type, generics: Set(map.keys)) }
            genericConstraintCache[text] = parsed
        }
        return parsed?.substituting(map)
    }
    private var genericConstraintCache: [String: Ty?] = [:]

    /// The owner's generic parameters bound to a receiver's type arguments.
    static func fixedParameters(owner: String, receiverArgs: [Ty], lookedUpAs: String) -> [String: Ty] {
        var map: [String: Ty] = [:]
        for (g, a) in zip(ownerGenerics[lookedUpAs] ?? [], receiverArgs) { map[g] = a }
        if owner == "String" { map["Element"] = .con("Character", []) }
        if lookedUpAs == "FloatingPoint", owner != lookedUpAs { map["Self"] = .con(owner, []) }
        // `KeyValuePairs` lends Array's members (a dictionary some), its elements being `(key:, value:)` pairs.
        if owner == "KeyValuePairs" || (owner == "Dictionary" && lookedUpAs == "Array"), receiverArgs.count == 2 {
            map = ["Element": .tuple([("key", receiverArgs[0]), ("value", receiverArgs[1])])]
        }
        if owner == "Range" || owner == "ClosedRange", let bound = receiverArgs.first {
            map["Element"] = bound
            map["Bound"] = bound
        }
        return map
    }

    private static func convert(_ s: TypeSyntax, generics: Set<String>) -> Ty {
        switch s.kind {
        case let .named(n, args):
            if generics.contains(n) && args.isEmpty { return .param(n) }
            if n == "Void" && args.isEmpty { return .void }
            // `Dictionary<Key, Value>.Index`: the container's arguments first.
            return .con(n, (s.outerArguments + args).map { convert($0, generics: generics) })
        case let .array(t): return .array(convert(t, generics: generics))
        case let .dictionary(k, v): return .dictionary(convert(k, generics: generics), convert(v, generics: generics))
        case let .optional(t): return .optional(convert(t, generics: generics))
        case let .tuple(es):
            if es.count == 1, es[0].label == nil { return convert(es[0].type, generics: generics) }
            return .tuple(es.map { ($0.label, convert($0.type, generics: generics)) })
        case let .function(ps, r): return .fn(ps.map { convert($0, generics: generics) }, convert(r, generics: generics))
        case let .inoutType(t): return .inout_(convert(t, generics: generics))
        case let .composition(ts): return convert(ts[0], generics: generics)
        }
    }
}
