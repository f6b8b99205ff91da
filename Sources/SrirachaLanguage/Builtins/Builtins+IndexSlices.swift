extension Builtins {
    /// Slices bounded by an index rather than a count (`xs.prefix(upTo: 2)`, `xs.suffix(from: 1)`),
    /// and the `split` overloads that keep empty pieces or stop after some splits.
    static let indexSlices: [NativeFunction] = arrayIndexSlices + stringSplits

    /// Unlike `prefix(_:)`, an index outside the array stops the program, as in Swift.
    static let arrayIndexSlices: [NativeFunction] = [
        .method("Array", "prefix", ["upTo"], "(Int) -> [Element]") { args in
            let (list, end) = (try elements(of: args[0]), try int(args[1]))
            guard end >= 0 && end <= list.count else { throw indexError(end, count: list.count) }
            return try copy(list, 0..<end)
        },
        .method("Array", "prefix", ["through"], "(Int) -> [Element]") { args in
            let (list, last) = (try elements(of: args[0]), try int(args[1]))
            guard last >= 0 && last < list.count else { throw indexError(last, count: list.count) }
            return try copy(list, 0..<(last + 1))
        },
        .method("Array", "suffix", ["from"], "(Int) -> [Element]") { args in
            let (list, start) = (try elements(of: args[0]), try int(args[1]))
            guard start >= 0 && start <= list.count else { throw indexError(start, count: list.count) }
            return try copy(list, start..<list.count)
        },
    ]

    static let stringSplits: [NativeFunction] = [
        .method("String", "split", ["separator", "omittingEmptySubsequences"], "(String, Bool) -> [String]") { args in
            let (s, separator, omitting) = (try string(args[0]), try string(args[1]), try bool(args[2]))
            return .array(try pieces(of: s, separatedBy: separator, keepingEmpty: !omitting).map(Value.string))
        },
        .method("String", "split", ["separator", "maxSplits"], "(String, Int) -> [String]") { args in
            let (s, separator, most) = (try string(args[0]), try string(args[1]), try int(args[2]))
            return .array(try limitedPieces(s, separator, maxSplits: most, omittingEmpty: true).map(Value.string))
        },
        .method("String", "split", ["separator", "maxSplits", "omittingEmptySubsequences"],
                "(String, Int, Bool) -> [String]") { args in
            let (s, separator, most) = (try string(args[0]), try string(args[1]), try int(args[2]))
            return .array(try limitedPieces(s, separator, maxSplits: most, omittingEmpty: try bool(args[3]))
                .map(Value.string))
        },
    ]

    /// Swift's `split(separator:maxSplits:omittingEmptySubsequences:)`: after `maxSplits` splits
    /// the rest of the text is one last piece.
    private static func limitedPieces(_ s: String, _ separator: String, maxSplits: Int,
                                      omittingEmpty: Bool) throws -> [String] {
        guard maxSplits >= 0 else { throw RuntimeError("`maxSplits` must be zero or more, not \(maxSplits)") }
        guard !separator.isEmpty else { throw RuntimeError("the separator must not be empty") }
        try Work.chargeText(s.utf8.count)
        var parts: [String] = []
        var rest = Substring(s)
        while parts.count < maxSplits, let found = rest.range(of: separator) {
            let piece = String(rest[..<found.lowerBound])
            rest = rest[found.upperBound...]
            if omittingEmpty && piece.isEmpty { continue }
            parts.append(piece)
        }
        if !(omittingEmpty && rest.isEmpty) { parts.append(String(rest)) }
        return parts
    }
}
