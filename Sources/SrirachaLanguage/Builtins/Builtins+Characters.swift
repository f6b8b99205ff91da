extension Builtins {
    /// `Character` members, a string's indices, and what makes strings from characters. A
    /// `Character` is a one-character string at run time; a `String.Index` is the number of
    /// characters before it. A string also has every `Array` member it does not define itself
    /// (`map`, `reduce`, `sorted`, `contains(where:)`, …), with `Character` elements.
    static let characters: [NativeFunction] = characterMembers + stringIndices + characterConversions

    static let characterMembers: [NativeFunction] = [
        property("isLetter") { $0.isLetter },
        property("isNumber") { $0.isNumber },
        property("isUppercase") { $0.isUppercase },
        property("isLowercase") { $0.isLowercase },
        property("isWhitespace") { $0.isWhitespace },
        property("isPunctuation") { $0.isPunctuation },
        property("isSymbol") { $0.isSymbol },
        property("isASCII") { $0.isASCII },
        property("isHexDigit") { $0.isHexDigit },
        property("isWholeNumber") { $0.isWholeNumber },
        .property("Character", "asciiValue", "UInt8?") {
            .optional(try character($0).asciiValue.map { .fixed(FixedInt($0, kind: .uint8)) })
        },
        .property("Character", "wholeNumberValue", "Int?") { .optional(try character($0).wholeNumberValue.map(Value.int)) },
        .property("Character", "hexDigitValue", "Int?") { .optional(try character($0).hexDigitValue.map(Value.int)) },
        .method("Character", "uppercased", [], "() -> String") { .string(try character($0[0]).uppercased()) },
        .method("Character", "lowercased", [], "() -> String") { .string(try character($0[0]).lowercased()) },
        // Swift's `filter` on a string keeps a string.
        .method("String", "filter", [nil], "((Character) -> Bool) -> String") { args in
            let (s, f) = (try copiedText(args[0]), try function(args[1]))
            var out = ""
            for c in s where try test(f, .string(String(c))) { out.append(c) }
            return .string(out)
        },
    ]

    /// `i` moved by `n`, or nil when that passes `limit` on the way (Swift's
    /// `index(_:offsetBy:limitedBy:)`: a limit behind the direction of travel does not count).
    static func limitedIndex(_ i: Int, _ n: Int, _ limit: Int) throws -> Int? {
        let (j, overflow) = i.addingReportingOverflow(n)
        if overflow { throw RuntimeError("arithmetic overflow: the index does not fit in `Int`") }
        if n >= 0, limit >= i, j > limit { return nil }
        if n < 0, limit <= i, j < limit { return nil }
        return j
    }

    /// `startIndex`, `index(_:offsetBy:)`, `firstIndex(of:)`, …: indices are character counts.
    static let stringIndices: [NativeFunction] = [
        .property("String", "startIndex", "String.Index") { _ in .int(0) },
        .property("String", "endIndex", "String.Index") { .int(try string($0).count) },
        // `for i in s.indices { s[i] }`: the string's own indices (Swift's `DefaultIndices<String>`).
        .property("String", "indices", "[String.Index]") { value in
            let n = try string(value).count
            try Work.charge(n)
            return .array((0..<n).map { .int($0) })
        },
        .method("String", "index", [nil, "offsetBy"], "(String.Index, Int) -> String.Index") { args in
            let (s, i, n) = (try copiedText(args[0]), try int(args[1]), try int(args[2]))
            let (j, overflow) = i.addingReportingOverflow(n)
            guard !overflow, (0...s.count).contains(j) else { throw outOfBounds(j, in: s) }
            return .int(j)
        },
        .method("String", "index", [nil, "offsetBy", "limitedBy"], "(String.Index, Int, String.Index) -> String.Index?") { args in
            let (s, i, n, limit) = (try copiedText(args[0]), try int(args[1]), try int(args[2]), try int(args[3]))
            guard let j = try limitedIndex(i, n, limit) else { return .none }
            guard (0...s.count).contains(j) else { throw outOfBounds(j, in: s) }
            return .optional(.int(j))
        },
        .method("String", "index", ["after"], "(String.Index) -> String.Index") { args in
            let (s, i) = (try copiedText(args[0]), try int(args[1]))
            guard i < s.count else { throw outOfBounds(i + 1, in: s) }
            return .int(i + 1)
        },
        .method("String", "index", ["before"], "(String.Index) -> String.Index") { args in
            let (s, i) = (try copiedText(args[0]), try int(args[1]))
            guard i > 0 else { throw outOfBounds(i - 1, in: s) }
            return .int(i - 1)
        },
        .method("String", "distance", ["from", "to"], "(String.Index, String.Index) -> Int") { args in
            .int(try int(args[2]) - int(args[1]))
        },
        .method("String", "firstIndex", ["of"], "(Character) -> String.Index?") { args in
            let (s, c) = (try copiedText(args[0]), try string(args[1]))
            return .optional(s.firstIndex { String($0) == c }.map { .int(s.distance(from: s.startIndex, to: $0)) })
        },
        .method("String", "lastIndex", ["of"], "(Character) -> String.Index?") { args in
            let (s, c) = (try copiedText(args[0]), try string(args[1]))
            return .optional(s.lastIndex { String($0) == c }.map { .int(s.distance(from: s.startIndex, to: $0)) })
        },
        // Foundation's: where `part` first occurs, as a range of character positions.
        .method("String", "range", ["of"], "(String) -> Range<String.Index>?") { args in
            .optional(try characterRange(of: string(args[1]), in: copiedText(args[0]), ignoringCase: false))
        },
        .method("String", "range", ["of", "options"], "(String, CompareOptions) -> Range<String.Index>?") { args in
            guard case .structValue(let options) = unboxed(args[2]), case .int(let bits)? = options.fields.first?.unboxed else {
                throw RuntimeError("range(of:options:) takes `.caseInsensitive` or `.literal`")
            }
            return .optional(try characterRange(of: string(args[1]), in: copiedText(args[0]),
                                                ignoringCase: bits & 1 != 0))
        },
        .method("String", "firstIndex", ["where"], "((Character) -> Bool) -> String.Index?") { args in
            let (s, f) = (try copiedText(args[0]), try function(args[1]))
            for (i, c) in s.enumerated() where try test(f, .string(String(c))) { return .optional(.int(i)) }
            return .optional(nil)
        },
    ]

    /// `Character("a")`, `String(characters)`.
    static let characterConversions: [NativeFunction] = [
        .global("Character", [nil], "(String) -> Character") { args in
            let s = try string(args[0])
            guard s.count == 1 else {
                throw RuntimeError("`Character(\(Printer.quoted(s)))` needs exactly one character; this has \(s.count)")
            }
            return .string(s)
        },
        .global("String", [nil], "([Character]) -> String") { args in
            let parts = try strings(args[0])
            try checkStringLength(parts.reduce(0) { $0 + $1.utf8.count })
            return .string(parts.joined())
        },
        .global("String", [nil], "(ArraySlice<Character>) -> String") { args in
            let parts = try strings(args[0])
            try checkStringLength(parts.reduce(0) { $0 + $1.utf8.count })
            return .string(parts.joined())
        },
        .global("Array", [nil], "(String) -> [Character]") { args in .array(try array(of: args[0])) },
        .global("String", [nil], "(Character) -> String") { args in .string(try string(args[0])) },
    ]

    /// A `Character` test as a property.
    private static func property(_ name: String, _ test: @escaping (Character) -> Bool) -> NativeFunction {
        .property("Character", name, "Bool") { .bool(test(try character($0))) }
    }

    static func character(_ value: Value) throws -> Character {
        let s = try string(value)
        guard let c = s.first else { throw internalError("Character", "an empty character") }
        return c
    }

    /// Swift's message for an index past either end of a string.
    static func outOfBounds(_ index: Int, in s: String) -> RuntimeError {
        RuntimeError("String index \(index) is out of bounds for a string of \(s.count) character\(s.count == 1 ? "" : "s")")
    }

    /// Where `part` first occurs in `s`, as a range of character positions (nil when it does not,
    /// or when it is empty, as Foundation answers).
    static func characterRange(of part: String, in s: String, ignoringCase: Bool) throws -> Value? {
        try Work.chargeText(s.utf8.count)
        guard !part.isEmpty else { return nil }
        let hay = Array(s), needle = Array(part)
        guard needle.count <= hay.count else { return nil }
        func same(_ a: Character, _ b: Character) -> Bool { ignoringCase ? a.lowercased() == b.lowercased() : a == b }
        for start in 0...(hay.count - needle.count)
        where needle.indices.allSatisfy({ same(hay[start + $0], needle[$0]) }) {
            return .range(lower: start, upper: start + needle.count, closed: false)
        }
        return nil
    }
}
