extension Builtins {
    /// `Dictionary.Index`: a position in the dictionary's order (insertion order here), made by
    /// `startIndex`, `index(forKey:)`, `firstIndex(where:)` and `index(after:)`; `d[i]` is the
    /// `(key:, value:)` pair there (see `Compiler.compileSubscript`). At run time an index is
    /// its offset, an `Int`.
    static let dictionaryIndices: [NativeFunction] = [
        .property("Dictionary", "startIndex", "Dictionary<Key, Value>.Index") { _ in .int(0) },
        .property("Dictionary", "endIndex", "Dictionary<Key, Value>.Index") { .int(try dictionary($0).count) },
        .method("Dictionary", "index", ["forKey"], "(Key) -> Dictionary<Key, Value>.Index?") { args in
            let d = try dictionary(args[0])
            return .optional(d.index(forKey: unboxed(args[1])).map { .int($0) })
        },
        .method("Dictionary", "firstIndex", ["where"], "(((key: Key, value: Value)) -> Bool) -> Dictionary<Key, Value>.Index?") { args in
            let (d, f) = (try dictionary(args[0]), try function(args[1]))
            for (offset, pair) in d.enumerated() where try test(f, .tuple([pair.key, pair.value])) {
                return .some(.int(offset))
            }
            return .none
        },
        .method("Dictionary", "index", ["after"], "(Dictionary<Key, Value>.Index) -> Dictionary<Key, Value>.Index") { args in
            let d = try dictionary(args[0])
            guard case .int(let i) = unboxed(args[1]), i < d.count else {
                throw RuntimeError("cannot advance past the end index of a dictionary")
            }
            return .int(i + 1)
        },
        .method("Dictionary", "remove", ["at"], "(Dictionary<Key, Value>.Index) -> (key: Key, value: Value)", mutating: true) { args in
            try mutateDictionary(args[0], "remove") { d in
                guard case .int(let i) = unboxed(args[1]), i >= 0, i < d.count else {
                    throw RuntimeError("dictionary index out of range")
                }
                let removed = d.remove(at: i)
                return .tuple([removed.key, removed.value])
            }
        },
    ]

    /// `d[i]` with a `Dictionary.Index`: the pair at that position.
    static func dictionaryElement(_ container: Value, at index: Value) throws -> Value {
        let d = try dictionary(container)
        guard case .int(let i) = unboxed(index), i >= 0, i < d.count else {
            throw RuntimeError("dictionary index out of range")
        }
        return .tuple([d.keys[i], d.values[i]])
    }
}
