extension Builtins {
    /// `xs.removeSubrange(1..<3)` and `xs.replaceSubrange(0...1, with: [9])` on arrays (and
    /// slices, whose indices are their own), with half-open or closed ranges of positions.
    static let arraySubranges: [NativeFunction] = ["Range", "ClosedRange"].flatMap { range -> [NativeFunction] in
        [
            .method("Array", "removeSubrange", [nil], "(\(range)<Int>) -> Void", mutating: true) { args in
                try changeSubrange(args[0], args[1], "removeSubrange", with: [])
                return .void
            },
            .method("Array", "replaceSubrange", [nil, "with"], "(\(range)<Int>, [Element]) -> Void", mutating: true) { args in
                try changeSubrange(args[0], args[1], "replaceSubrange", with: Array(try elements(of: args[2])))
                return .void
            },
        ]
    }

    /// The bounds of a range value, as a half-open pair.
    static func halfOpenBounds(_ range: Value) throws -> (lower: Int, upper: Int) {
        switch unboxed(range) {
        case let .range(l, u, closed): return (l, closed ? u + 1 : u)
        case let .interval(l, u, closed): return (try int(l), try int(u) + (closed ? 1 : 0))
        default: throw internalError("subrange", "expected a range")
        }
    }

    /// Replaces the elements of `me` (an array or slice variable) that `range` covers.
    private static func changeSubrange(_ me: Value, _ range: Value, _ name: String, with new: [Value]) throws {
        let (lower, upper) = try halfOpenBounds(range)
        let start = sliceStartIfSlice(of: me) ?? 0
        try mutateArray(me, name) { xs in
            let (l, u) = (lower - start, upper - start)
            guard l >= 0, u <= xs.count, l <= u else {
                throw RuntimeError("range \(lower)..<\(upper) is out of bounds for \(start == 0 ? "an array" : "a slice") of "
                                   + "\(xs.count) element\(xs.count == 1 ? "" : "s")")
            }
            try checkArrayCount(xs.count - (u - l) + new.count, copied: new.count)
            try Work.charge(xs.count / Work.bytesPerStep)
            xs.replaceSubrange(l..<u, with: new)
        }
    }
}
