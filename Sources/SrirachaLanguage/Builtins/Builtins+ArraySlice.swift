/// `ArraySlice`: what `xs[1...]`, `xs.dropFirst()` and `xs.suffix(2)` give. A slice has every
/// Array member (the checker lends them, as to strings and sets) and keeps the indices its
/// elements had in the array it was cut from: `[1, 2, 3][1...].startIndex` is 1, and index 0
/// of it is out of range. The index-aware Array members read a slice's start through
/// `sliceStart(of:)`, so they serve both.
extension Builtins {
    static let arraySliceMembers: [NativeFunction] = sliceInitializers + sliceAppends + sliceZips + sequenceFlatMaps

    /// `rows.flatMap { $0[0..<3] }`, `words.flatMap { $0 }`: a closure giving a slice, a set or a
    /// string is flattened as one giving an array is.
    static let sequenceFlatMaps: [NativeFunction] = [
        "<U>((Element) -> ArraySlice<U>) -> [U]", "<U>((Element) -> Set<U>) -> [U]", "((Element) -> String) -> [Character]",
    ].map { signature in
        NativeFunction.method("Array", "flatMap", [nil], signature) { try flattened($0) }
    }

    /// `xs.flatMap(f)`: the elements of each sequence `f` gives, one after another.
    static func flattened(_ args: [Value]) throws -> Value {
            let (list, f) = (try elements(of: args[0]), try function(args[1]))
            var out = [Value]()
            for e in list {
                let more = try elements(of: call(f, with: e))
                try checkArrayCount(out.count + more.count, copied: more.count)
                out.append(contentsOf: more)
            }
            return .array(out)
    }

    /// `zip(xs, xs.dropFirst())`: slices pair as arrays do (fallbacks, so array literals stay arrays).
    static let sliceZips: [NativeFunction] = [
        "<A, B>([A], ArraySlice<B>) -> [(A, B)]", "<A, B>(ArraySlice<A>, [B]) -> [(A, B)]",
        "<A, B>(ArraySlice<A>, ArraySlice<B>) -> [(A, B)]",
    ].map { signature in
        NativeFunction.global("zip", [nil, nil], signature) { args in
            let (xs, ys) = (try elements(of: args[0]), try elements(of: args[1]))
            try checkArrayCount(Swift.min(xs.count, ys.count))
            return .array(zip(xs, ys).map { .tuple([$0, $1]) })
        }.fallback()
    }

    /// `Array(slice)` copies the elements into an array indexed from 0; `ArraySlice(xs)` makes
    /// a slice of a whole array.
    static let sliceInitializers: [NativeFunction] = [
        // Fallbacks: an array literal argument (`Array([1, 2])`) is an array, not a slice.
        .global("Array", [nil], "<A>(ArraySlice<A>) -> [A]") { args in .array(try array(of: args[0])) }.fallback(),
        .global("ArraySlice", [nil], "<A>([A]) -> ArraySlice<A>") { args in
            .slice(SliceValue(start: 0, elements: try array(of: args[0])))
        },
        .global("ArraySlice", [nil], "<A>(ArraySlice<A>) -> ArraySlice<A>") { args in unboxed(args[0]) }.fallback(),
        .global("ArraySlice", [], "<A>() -> ArraySlice<A>") { _ in .slice(SliceValue(start: 0, elements: [])) },
    ]

    /// `result.append(contentsOf: left[i...])`, as merge sorts write it.
    static let sliceAppends: [NativeFunction] = [
        .method("Array", "append", ["contentsOf"], "(ArraySlice<Element>) -> Void", mutating: true) { args in
            let more = try elements(of: args[1])
            try mutateArray(args[0], "append") { xs in
                try checkArrayCount(xs.count + more.count, copied: more.count)
                xs.append(contentsOf: more)
            }
            return .void
        }.fallback(),
    ]

    /// The index of a collection's first element: a slice's own, a range's lower bound, 0 for anything else.
    static func sliceStart(of value: Value) -> Int {
        switch unboxed(value) {
        case .slice(let s): return s.start
        // A range of integers is indexed by its own values, as in Swift: `(5..<10).startIndex` is 5.
        case .range(let lower, _, _): return lower
        default: return 0
        }
    }

    /// A slice's first index; nil for anything else.
    static func sliceStartIfSlice(of value: Value) -> Int? {
        if case .slice(let s) = unboxed(value) { return s.start }
        return nil
    }

    /// Where index `index` of `collection` falls among its elements (counted from 0).
    static func position(_ index: Value, in collection: Value) throws -> Int {
        let (p, overflow) = try int(index).subtractingReportingOverflow(sliceStart(of: collection))
        return overflow ? Int.min : p
    }

    /// The standard out-of-range message; a slice's names its indices, which need not start at 0.
    static func indexError(_ collection: Value, _ index: Value) -> RuntimeError {
        let count = (try? elements(of: collection).count) ?? 0
        return indexError(index, start: sliceStartIfSlice(of: collection), count: count)
    }

    /// The same, for a collection of `count` elements whose first index is `start` (a mutating
    /// member's, whose `self` is taken out of its variable while it changes).
    static func indexError(_ index: Value, start: Int?, count: Int) -> RuntimeError {
        let i = (try? int(index)) ?? 0
        if let start {
            return RuntimeError(Operators.sliceIndexMessage(i, SliceValue(start: start, elements: Array(repeating: .void, count: count))))
        }
        return indexError(i, count: count)
    }
}

extension Operators {
    /// `s[0]` on a slice whose indices are `1..<3`.
    static func sliceIndexMessage(_ index: Int, _ s: SliceValue) -> String {
        if s.elements.isEmpty { return "index \(index) out of range for an empty slice (its indices are \(s.start)..<\(s.start))" }
        return "index \(index) out of range for a slice with indices \(s.start)..<\(s.end)"
    }
}
