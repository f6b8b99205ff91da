extension Builtins {
    /// Swift's `Hasher`, for a `hash(into:)` written by hand: `hasher.combine(x)` for each part,
    /// `finalize()` for the result. Sets and dictionaries find their elements by `==` (a type
    /// with its own `==` hashes all its values alike), so a hand-written `hash(into:)` is run
    /// only where it is called. At run time a hasher is its running hash, an `Int`.
    static let hasher: [NativeFunction] = [
        .global("Hasher", [], "() -> Hasher") { _ in .int(0) },
        .method("Hasher", "combine", [nil], "<A>(A) -> Void", mutating: true, constraints: ["A": "Hashable"]) { args in
            guard case .box(let box) = args[0] else { throw internalError("combine", "`self` is not a variable") }
            var h = Hasher()
            h.combine(box.value)
            h.combine(args[1])
            box.value = .int(h.finalize())
            return .void
        },
        .method("Hasher", "finalize", [], "() -> Int") { args in
            var h = Hasher()
            h.combine(unboxed(args[0]))
            return .int(h.finalize())
        },
        hashValue, localizedDescription,
    ]

    /// `x.hashValue` of a `Hashable` value (the checker calls this for it): what a new
    /// `Hasher` that combines `x` finalizes to, as in Swift.
    static let hashValue: NativeFunction = {
        let n = NativeFunction.global(hashValueName, [nil], "<A>(A) -> Int", constraints: ["A": "Hashable"]) { args in
            var combined = Hasher()
            combined.combine(Value.int(0))
            combined.combine(unboxed(args[0]))
            var h = Hasher()
            h.combine(Value.int(combined.finalize()))
            return .int(h.finalize())
        }
        n.isListed = false
        return n
    }()

    /// A name no program can write.
    static let hashValueName = "hash value of"
}
