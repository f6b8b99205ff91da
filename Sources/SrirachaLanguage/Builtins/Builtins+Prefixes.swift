extension Builtins {
    /// Whether a sequence begins with another (`starts(with:)`), and the sequence with such a
    /// beginning removed (`trimmingPrefix`), on strings and arrays as in Swift.
    static let prefixes: [NativeFunction] = [
        .method("String", "starts", ["with"], "(String) -> Bool") { args in
            let (s, part) = (try string(args[0]), try string(args[1]))
            try Work.chargeText(part.utf8.count)
            return .bool(s.starts(with: part))
        },
        .method("Array", "starts", ["with"], "([Element]) -> Bool", constraints: ["Element": "Equatable"]) { args in
            let (list, part) = (try elements(of: args[0]), try elements(of: args[1]))
            try Work.charge(part.count)
            return .bool(list.count >= part.count && zip(list, part).allSatisfy { unboxed($0) == unboxed($1) })
        },
        .method("String", "trimmingPrefix", [nil], "(String) -> String") { args in
            let (s, part) = (try copiedText(args[0]), try string(args[1]))
            try Work.chargeText(part.utf8.count)
            return .string(s.starts(with: part) ? String(s.dropFirst(part.count)) : s)
        },
        .method("String", "trimmingPrefix", ["while"], "((Character) -> Bool) -> String") { args in
            let (text, f) = (try copiedText(args[0]), try function(args[1]))
            var start = text.startIndex
            while start < text.endIndex, try test(f, .string(String(text[start]))) { start = text.index(after: start) }
            return .string(String(text[start...]))
        },
        .method("Array", "trimmingPrefix", [nil], "([Element]) -> ArraySlice<Element>",
                constraints: ["Element": "Equatable"]) { args in
            let (list, part) = (try elements(of: args[0]), try elements(of: args[1]))
            try Work.charge(part.count)
            let matches = list.count >= part.count && zip(list, part).allSatisfy { unboxed($0) == unboxed($1) }
            return try cut(args[0], list, (matches ? part.count : 0)..<list.count)
        },
        .method("Array", "trimmingPrefix", ["while"], "((Element) -> Bool) -> ArraySlice<Element>") { args in
            let (list, f) = (try elements(of: args[0]), try function(args[1]))
            var k = 0
            while k < list.count, try test(f, list[k]) { k += 1 }
            return try cut(args[0], list, k..<list.count)
        },
    ]
}

extension Builtins {
    /// `_elements`: a built-in sequence's elements as an array, which is how a string, a range,
    /// a set or a slice reaches the members of `extension Sequence` (those are `Array`'s; see
    /// `Checker.sequenceExtensionBase`). Not for programs to write.
    static let sequenceElements: [NativeFunction] = [
        ("String", "[Character]"), ("Set", "[Element]"), ("ArraySlice", "[Element]"),
        ("Range", "[Bound]"), ("ClosedRange", "[Bound]"),
    ].map { owner, type in
        .property(owner, "_elements", type) { value in
            let list = try elements(of: value)
            try Work.charge(list.count)
            // A range of integers is indexed by its own values (`(5..<10).startIndex` is 5), and
            // a slice by its base array's indices: its elements keep them.
            switch unboxed(value) {
            case let .range(lower, _, _): return .slice(SliceValue(start: lower, elements: Array(list)))
            case let .slice(s): return .slice(SliceValue(start: s.start, elements: Array(list)))
            default: return .array(Array(list))
            }
        }
    }
}
