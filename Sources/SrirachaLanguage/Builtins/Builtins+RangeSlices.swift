extension Builtins {
    /// `(0..<5).dropFirst()`, `prefix(2)`, `suffix(2)`, `dropLast()` on a half-open range of
    /// integers: a `Range` again (`1..<5`), as in Swift, where an array's give an `ArraySlice`.
    static let rangeSlices: [NativeFunction] = [
        .method("Range", "prefix", [nil], "(Int) -> Range<Bound>") { args in
            let k = try sliceCount(args[1], "prefix")
            return try subrange(args[0]) { n in 0..<Swift.min(k, n) }
        },
        .method("Range", "suffix", [nil], "(Int) -> Range<Bound>") { args in
            let k = try sliceCount(args[1], "suffix")
            return try subrange(args[0]) { n in Swift.max(0, n - k)..<n }
        },
        .method("Range", "dropFirst", [], "() -> Range<Bound>") { args in
            try subrange(args[0]) { n in Swift.min(1, n)..<n }
        },
        .method("Range", "dropFirst", [nil], "(Int) -> Range<Bound>") { args in
            let k = try sliceCount(args[1], "dropFirst")
            return try subrange(args[0]) { n in Swift.min(k, n)..<n }
        },
        .method("Range", "dropLast", [], "() -> Range<Bound>") { args in
            try subrange(args[0]) { n in 0..<Swift.max(0, n - 1) }
        },
        .method("Range", "dropLast", [nil], "(Int) -> Range<Bound>") { args in
            let k = try sliceCount(args[1], "dropLast")
            return try subrange(args[0]) { n in 0..<Swift.max(0, n - k) }
        },
    ]

    /// The part of a half-open range at the positions `part(count)` gives (from 0).
    private static func subrange(_ value: Value, _ part: (Int) -> Swift.Range<Int>) throws -> Value {
        switch unboxed(value) {
        case let .range(lower, upper, _):
            let r = part(try rangeCount(lower, upper, false))
            return .range(lower: lower + r.lowerBound, upper: lower + r.upperBound, closed: false)
        case let .interval(.fixed(lower), .fixed(upper), _):
            // Sized integers: the new bounds are elements of the range, or its end.
            let xs = try sizedRange(lower, upper, false)
            let r = part(xs.count)
            func bound(_ i: Int) -> Value { i < xs.count ? xs[i] : .fixed(upper) }
            return .interval(lower: bound(r.lowerBound), upper: bound(r.upperBound), closed: false)
        default:
            throw internalError("range", "expected a range of integers")
        }
    }
}
