extension Builtins {
    /// Less common collection members Swift programs reach for: slices bounded by an index
    /// (`xs.prefix(upTo: 2)`, `xs.suffix(from: 1)`), removing several elements at once, capacity
    /// (a no-op here), and the `split` overloads that keep empty pieces or stop after some splits.
    static let collectionExtras: [NativeFunction] = arrayIndexSlices + stringIndexSlices + arrayCountedRemovals
        + stringSplits + stringIndexOffsets

    /// `i.utf16Offset(in: s)`: where a `String.Index` (a count of characters here) falls in the
    /// string's UTF-16 code units.
    static let stringIndexOffsets: [NativeFunction] = [
        .method("String.Index", "utf16Offset", ["in"], "(String) -> Int") { args in
            let (i, s) = (try int(args[0]), try copiedText(args[1]))
            guard i >= 0 && i <= s.count else { throw RuntimeError("the index is not in the string") }
            return .int(s.prefix(i).utf16.count)
        },
        // Swift's older `i.encodedOffset` (the UTF-16 offset): an index here knows no string,
        // so this counts characters, which is the same wherever the text before it is ASCII.
        .property("String.Index", "encodedOffset", "Int") { .int(try int($0)) },
    ]

    /// Unlike `prefix(_:)`, an index outside the array stops the program, as in Swift. The
    /// index is the receiver's own: a slice's start at `startIndex`.
    static let arrayIndexSlices: [NativeFunction] = [
        .method("Array", "prefix", ["upTo"], "(Int) -> ArraySlice<Element>") { args in
            let (list, end) = (try elements(of: args[0]), try position(args[1], in: args[0]))
            guard end >= 0 && end <= list.count else { throw indexError(args[0], args[1]) }
            return try cut(args[0], list, 0..<end)
        },
        .method("Array", "prefix", ["through"], "(Int) -> ArraySlice<Element>") { args in
            let (list, last) = (try elements(of: args[0]), try position(args[1], in: args[0]))
            guard last >= 0 && last < list.count else { throw indexError(args[0], args[1]) }
            return try cut(args[0], list, 0..<(last + 1))
        },
        .method("Array", "suffix", ["from"], "(Int) -> ArraySlice<Element>") { args in
            let (list, start) = (try elements(of: args[0]), try position(args[1], in: args[0]))
            guard start >= 0 && start <= list.count else { throw indexError(args[0], args[1]) }
            return try cut(args[0], list, start..<list.count)
        },
    ]

    /// The same on a string, by `String.Index` (a count of characters here): what `g()[i...]`
    /// means when the string cannot be named twice. A `String` where Swift gives a `Substring`.
    static let stringIndexSlices: [NativeFunction] = [
        .method("String", "prefix", ["upTo"], "(String.Index) -> String") { args in
            let (s, end) = (try copiedText(args[0]), try int(args[1]))
            guard (0...s.count).contains(end) else { throw outOfBounds(end, in: s) }
            return .string(String(s.prefix(end)))
        },
        .method("String", "prefix", ["through"], "(String.Index) -> String") { args in
            let (s, last) = (try copiedText(args[0]), try int(args[1]))
            guard (0..<s.count).contains(last) else { throw outOfBounds(last, in: s) }
            return .string(String(s.prefix(last + 1)))
        },
        .method("String", "suffix", ["from"], "(String.Index) -> String") { args in
            let (s, start) = (try copiedText(args[0]), try int(args[1]))
            guard (0...s.count).contains(start) else { throw outOfBounds(start, in: s) }
            return .string(String(s.dropFirst(start)))
        },
    ]

    static let arrayCountedRemovals: [NativeFunction] = [
        .method("Array", "removeFirst", [nil], "(Int) -> Void", mutating: true) { args in
            let k = try int(args[1])
            try mutateArray(args[0], "removeFirst") { xs in
                guard k >= 0 && k <= xs.count else {
                    throw RuntimeError("cannot remove \(k) elements from an array of \(xs.count)")
                }
                try Work.charge(xs.count / Work.bytesPerStep + 1)
                xs.removeFirst(k)
            }
            return .void
        },
        .method("Array", "removeLast", [nil], "(Int) -> Void", mutating: true) { args in
            let k = try int(args[1])
            try mutateArray(args[0], "removeLast") { xs in
                guard k >= 0 && k <= xs.count else {
                    throw RuntimeError("cannot remove \(k) elements from an array of \(xs.count)")
                }
                xs.removeLast(k)
            }
            return .void
        },
        // Storage is managed for the program: reserving changes nothing, and the capacity is the count.
        .method("Array", "reserveCapacity", [nil], "(Int) -> Void", mutating: true) { args in
            _ = try int(args[1])
            return .void
        },
        .property("Array", "capacity", "Int") { .int(try elements(of: $0).count) },
    ]

    static let stringSplits: [NativeFunction] = [
        // Foundation's `padding(toLength:withPad:startingAt:)`: cut to `toLength` characters, or
        // filled up with the pad repeated, starting at its character `startingAt`.
        .method("String", "padding", ["toLength", "withPad", "startingAt"], "(Int, String, Int) -> String") { args in
            let (s, length, pad, start) = (try copiedText(args[0]), try int(args[1]), try copiedText(args[2]),
                                           try int(args[3]))
            guard length >= 0 else { throw RuntimeError("`toLength` must be zero or more, not \(length)") }
            if length <= s.count { return .string(String(s.prefix(length))) }
            let padding = Array(pad)
            guard !padding.isEmpty, start >= 0, start < padding.count else {
                throw RuntimeError("`startingAt` must be an index into the pad (\(padding.count) characters), not \(start)")
            }
            try Work.chargeText(length)
            try checkArrayCount(length)
            var out = s
            var i = start
            for _ in s.count..<length {
                out.append(padding[i])
                i = (i + 1) % padding.count
            }
            return .string(out)
        },
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
