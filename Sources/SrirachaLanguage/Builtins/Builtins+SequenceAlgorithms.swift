extension Builtins {
    /// Comparing one sequence with another and partitioning in place:
    /// `lexicographicallyPrecedes(_:)`, `partition(by:)`, as Swift's standard library has them;
    /// and `Bool`'s `toggle()` (`starts(with:)` is in `Builtins+Prefixes.swift`).
    static let sequenceAlgorithms: [NativeFunction] = [
        .method("Array", "lexicographicallyPrecedes", [nil], "([Element]) -> Bool",
                constraints: ["Element": "Comparable"]) { args in
            .bool(try precedes(args[0], args[1], by: less))
        },
        .method("Array", "lexicographicallyPrecedes", [nil, "by"], "([Element], (Element, Element) -> Bool) -> Bool") { args in
            .bool(try precedes(args[0], args[1], by: ordered(by: try function(args[2]))))
        },
        .method("String", "lexicographicallyPrecedes", [nil], "(String) -> Bool") { args in
            .bool(try copiedText(args[0]).lexicographicallyPrecedes(try string(args[1])))
        },
        // Swift's own algorithm (not a stable one), so the order left in each part is Swift's.
        .method("Array", "partition", ["by"], "((Element) -> Bool) -> Int", mutating: true) { args in
            let f = try function(args[1])
            let start = sliceStartIfSlice(of: args[0]) ?? 0
            return .int(start + (try mutateArray(args[0], "partition") { xs in
                try Work.charge(xs.count)
                return try partition(&xs) { try test(f, $0) }
            }))
        },
        // `flag.toggle()`: `flag = !flag`.
        .method("Bool", "toggle", [], "() -> Void", mutating: true) { args in
            try toggle(args[0])
            return .void
        },
    ]

    private static func toggle(_ me: Value) throws {
        guard case .box(let box) = me else { throw internalError("toggle", "`self` is not a variable") }
        if case .box = box.value { return try toggle(box.value) }
        box.value = .bool(!(try bool(box.value)))
    }

    private static func precedes(_ a: Value, _ b: Value, by less: (Value, Value) throws -> Bool) throws -> Bool {
        let (xs, ys) = (try elements(of: a), try elements(of: b))
        try Work.charge(min(xs.count, ys.count))
        return try xs.lexicographicallyPrecedes(ys, by: less)
    }

    /// The standard library's `MutableCollection.partition(by:)` for bidirectional collections.
    private static func partition(_ xs: inout [Value], by second: (Value) throws -> Bool) throws -> Int {
        var lo = 0, hi = xs.count
        while true {
            while true {
                guard lo < hi else { return lo }
                if try second(xs[lo]) { break }
                lo += 1
            }
            while true {
                hi -= 1
                guard lo < hi else { return lo }
                if try !second(xs[hi]) { break }
            }
            xs.swapAt(lo, hi)
            lo += 1
        }
    }
}
