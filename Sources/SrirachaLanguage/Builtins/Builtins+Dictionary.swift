import Collections

extension Builtins {
    /// Dictionary members (subscripts and `for (k, v) in d` are the evaluator's) and the
    /// `Dictionary(…)` initializers. Elements are `(key: Key, value: Value)` tuples, in
    /// insertion order.
    static let dictionaries: [NativeFunction] = dictionaryMembers + dictionaryMutation + dictionaryInitializers
        + dictionaryIndices

    private static let owner = "Dictionary"
    private static let element = "(key: Key, value: Value)"

    static let dictionaryMembers: [NativeFunction] = [
        .property(owner, "keys", "[Key]") { .array(Array(try chargedDictionary($0).keys)) },
        .property(owner, "values", "[Value]") { .array(Array(try chargedDictionary($0).values)) },
        .property(owner, "count", "Int") { .int(try dictionary($0).count) },
        .property(owner, "isEmpty", "Bool") { .bool(try dictionary($0).isEmpty) },
        // The first pair in the dictionary's order (insertion order here; Swift's is its hashing's).
        .property(owner, "first", "(key: Key, value: Value)?") { v in
            let d = try dictionary(v)
            guard let key = d.keys.first, let value = d[key] else { return .none }
            return .some(.tuple([key, value]))
        },
        .method(owner, "mapValues", [nil], "<U>((Value) -> U) -> [Key: U]") { args in
            let (d, f) = (try dictionary(args[0]), try function(args[1]))
            var out = OrderedDictionary<Value, Value>()
            out.reserveCapacity(d.count)
            for (k, v) in d { out[k] = try f.invoke([v]) }
            return .dictionary(out)
        },
        .method(owner, "compactMapValues", [nil], "<U>((Value) -> U?) -> [Key: U]") { args in
            let (d, f) = (try dictionary(args[0]), try function(args[1]))
            var out = OrderedDictionary<Value, Value>()
            for (k, v) in d {
                if let kept = try f.invoke([v]).optionalPayload { out[k] = kept }
            }
            return .dictionary(out)
        },
        .method(owner, "filter", [nil], "((\(element)) -> Bool) -> [Key: Value]") { args in
            let (d, f) = (try dictionary(args[0]), try function(args[1]))
            var out = OrderedDictionary<Value, Value>()
            for (k, v) in d where try test(f, .tuple([k, v])) { out[k] = v }
            return .dictionary(out)
        },
        .method(owner, "map", [nil], "<U>((\(element)) -> U) -> [U]") { args in
            let (d, f) = (try dictionary(args[0]), try function(args[1]))
            return .array(try d.map { try call(f, with: .tuple([$0.key, $0.value])) })
        },
        .method(owner, "forEach", [nil], "((\(element)) -> Void) -> Void") { args in
            let (d, f) = (try dictionary(args[0]), try function(args[1]))
            for (k, v) in d { _ = try call(f, with: .tuple([k, v])) }
            return .void
        },
        .method(owner, "reduce", [nil, nil], "<R>(R, (R, \(element)) -> R) -> R") { args in
            let (d, f) = (try dictionary(args[0]), try function(args[2]))
            var acc = args[1]
            for (k, v) in d { acc = try f.invoke([acc, .tuple([k, v])]) }
            return acc
        },
        // `Array(d)`: the `(key:, value:)` pairs, in the dictionary's order.
        .global("Array", [nil], "<K, V>([K: V]) -> [(key: K, value: V)]") { args in
            .array(try dictionary(args[0]).map { .tuple([$0.key, $0.value]) })
        },
        .method(owner, "reduce", ["into", nil], "<R>(R, (inout R, \(element)) -> Void) -> R") { args in
            let (d, f) = (try dictionary(args[0]), try function(args[2]))
            let acc = Box(unboxed(args[1]))
            for (k, v) in d { _ = try f.invoke([.box(acc), .tuple([k, v])]) }
            return acc.value
        },
        .method(owner, "first", ["where"], "((\(element)) -> Bool) -> \(element)?") { args in
            let (d, f) = (try dictionary(args[0]), try function(args[1]))
            for (k, v) in d where try test(f, .tuple([k, v])) { return .some(.tuple([k, v])) }
            return .none
        },
        .method(owner, "contains", ["where"], "((\(element)) -> Bool) -> Bool") { args in
            let (d, f) = (try dictionary(args[0]), try function(args[1]))
            for (k, v) in d where try test(f, .tuple([k, v])) { return .bool(true) }
            return .bool(false)
        },
        .method(owner, "sorted", ["by"], "((\(element), \(element)) -> Bool) -> [\(element)]") { args in
            let (d, f) = (try dictionary(args[0]), try function(args[1]))
            try Work.charge(d.count)
            let pairs = d.map { Value.tuple([$0.key, $0.value]) }
            return .array(try pairs.sorted(by: ordered(by: f)))
        },
        .method(owner, "max", ["by"], "((\(element), \(element)) -> Bool) -> \(element)?") { args in
            let (d, f) = (try dictionary(args[0]), try function(args[1]))
            try Work.charge(d.count)
            return .optional(try d.map { Value.tuple([$0.key, $0.value]) }.max(by: ordered(by: f)))
        },
        .method(owner, "min", ["by"], "((\(element), \(element)) -> Bool) -> \(element)?") { args in
            let (d, f) = (try dictionary(args[0]), try function(args[1]))
            try Work.charge(d.count)
            return .optional(try d.map { Value.tuple([$0.key, $0.value]) }.min(by: ordered(by: f)))
        },
    ]

    static let dictionaryMutation: [NativeFunction] = [
        .method(owner, "updateValue", [nil, "forKey"], "(Value, Key) -> Value?", mutating: true) { args in
            .optional(try mutateDictionary(args[0], "updateValue") { $0.updateValue(args[1], forKey: args[2]) })
        },
        .method(owner, "removeValue", ["forKey"], "(Key) -> Value?", mutating: true) { args in
            .optional(try mutateDictionary(args[0], "removeValue") { $0.removeValue(forKey: args[1]) })
        },
        .method(owner, "removeAll", [], "() -> Void", mutating: true) { args in
            try mutateDictionary(args[0], "removeAll") { $0.removeAll() }
            return .void
        },
        .method(owner, "merging", [nil, "uniquingKeysWith"], "([Key: Value], (Value, Value) -> Value) -> [Key: Value]") { args in
            var d = try chargedDictionary(args[0])
            try merge(&d, try chargedDictionary(args[1]), try function(args[2]))
            return .dictionary(d)
        },
        .method(owner, "merge", [nil, "uniquingKeysWith"], "([Key: Value], (Value, Value) -> Value) -> Void", mutating: true) { args in
            let other = try chargedDictionary(args[1]), f = try function(args[2])
            var d = try mutateDictionary(args[0], "merge") { $0 }
            try merge(&d, other, f)
            try mutateDictionary(args[0], "merge") { $0 = d }
            return .void
        },
    ]

    /// `merging`/`merge`: `other`'s entries added, `combine(old, new)` deciding for a key in both.
    private static func merge(_ d: inout OrderedDictionary<Value, Value>, _ other: OrderedDictionary<Value, Value>,
                              _ combine: Function) throws {
        for (k, v) in other {
            if let old = d[k] { d[k] = try combine.invoke([old, v]) } else { d[k] = v }
        }
    }

    /// A dictionary argument whose entries the native copies, charged one step each.
    static func chargedDictionary(_ value: Value) throws -> OrderedDictionary<Value, Value> {
        let d = try dictionary(value)
        try Work.charge(d.count)
        try Work.reserve(elements: d.count)
        return d
    }

    /// `Dictionary(uniqueKeysWithValues:)`, `Dictionary(_:uniquingKeysWith:)` and `Dictionary(grouping:by:)`.
    static let dictionaryInitializers: [NativeFunction] = [
        .global("Dictionary", ["uniqueKeysWithValues"], "<K, V>([(K, V)]) -> [K: V]",
                constraints: ["K": "Equatable"]) { args in
            var out = OrderedDictionary<Value, Value>()
            let pairs = try elements(of: args[0])
            try Work.charge(pairs.count)
            for pair in pairs {
                guard case .tuple(let kv) = unboxed(pair), kv.count == 2 else {
                    throw internalError("Dictionary", "expected (key, value) pairs")
                }
                guard out.updateValue(kv[1], forKey: kv[0]) == nil else {
                    throw RuntimeError("duplicate key \(Printer.literal(kv[0])) in `Dictionary(uniqueKeysWithValues:)`")
                }
            }
            return .dictionary(out)
        },
        // `Dictionary(pairs, uniquingKeysWith: +)`: a repeated key's values combined, in order.
        .global("Dictionary", [nil, "uniquingKeysWith"], "<K, V>([(K, V)], (V, V) -> V) -> [K: V]",
                constraints: ["K": "Equatable"]) { args in
            var out = OrderedDictionary<Value, Value>()
            let (pairs, combine) = (try elements(of: args[0]), try function(args[1]))
            try Work.charge(pairs.count)
            for pair in pairs {
                guard case .tuple(let kv) = unboxed(pair), kv.count == 2 else {
                    throw internalError("Dictionary", "expected (key, value) pairs")
                }
                if let old = out[kv[0]] { out[kv[0]] = try combine.invoke([old, kv[1]]) } else { out[kv[0]] = kv[1] }
            }
            return .dictionary(out)
        },
        grouping("[V]", element: "V"),
        grouping("String", element: "Character"),
        grouping("Range<Int>", element: "Int"),
        grouping("ClosedRange<Int>", element: "Int"),
        grouping("Set<V>", element: "V"),
        grouping("ArraySlice<V>", element: "V"),
    ]

    /// `Dictionary(grouping: elements, by: key)` over an array, a set, a slice, a string's characters
    /// or a range.
    private static func grouping(_ collection: String, element: String) -> NativeFunction {
        let generics = element == "V" ? "<K, V>" : "<K>"
        return .global("Dictionary", ["grouping", "by"], "\(generics)(\(collection), (\(element)) -> K) -> [K: [\(element)]]",
                       constraints: ["K": "Equatable"]) { args in
            let (list, f) = (try elements(of: args[0]), try function(args[1]))
            try Work.charge(list.count)
            var groups = OrderedDictionary<Value, [Value]>()
            for e in list { groups[try call(f, with: e), default: []].append(e) }
            return .dictionary(groups.mapValues(Value.array))
        }
    }
}
