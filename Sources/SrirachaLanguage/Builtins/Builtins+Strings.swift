import Foundation

extension Builtins {
    /// String members and the conversions `String(x)`, `Int(s)`, `Double(s)`, `Bool(s)`.
    /// Where Swift gives a `Substring` (`prefix(2)`, `split`), Sriracha gives a `String`;
    /// `first`, `map` and the other collection members are Array's (see `Builtins+Characters`).
    static let strings: [NativeFunction] = stringMembers + stringSlices + conversions + stringGlobalForwards

    /// Swift's `String` has members `max(_:_:)` and `min(_:_:)` that call the global functions,
    /// so that a bare `max(a, b)` in `extension String` is not hidden by `Sequence.max()`.
    static let stringGlobalForwards: [NativeFunction] = [
        .method(owner, "max", [nil, nil], "<T>(T, T) -> T", constraints: ["T": "Comparable"]) { args in
            try maximum(Array(args.dropFirst()))
        },
        .method(owner, "min", [nil, nil], "<T>(T, T) -> T", constraints: ["T": "Comparable"]) { args in
            try minimum(Array(args.dropFirst()))
        },
    ]

    private static let owner = "String"

    /// The longest string `String(repeating:count:)` builds, in bytes.
    static let stringLengthLimit = 100_000_000

    static let stringMembers: [NativeFunction] = [
        .property(owner, "count", "Int") { .int(try characterCount(string($0))) },
        .property(owner, "isEmpty", "Bool") { .bool(try string($0).isEmpty) },
        .method(owner, "uppercased", [], "() -> String") { .string(try mapText(string($0[0])) { $0.uppercased() }) },
        .method(owner, "lowercased", [], "() -> String") { .string(try mapText(string($0[0])) { $0.lowercased() }) },
        // Foundation's: each word's first letter upper case, the rest lower case.
        .property(owner, "capitalized", "String") { .string(capitalizedWords(try copiedText($0))) },
        // Compares the characters, as `==` on strings does.
        .method(owner, "elementsEqual", [nil], "(String) -> Bool") { args in
            let (s, other) = (try string(args[0]), try string(args[1]))
            try Work.chargeText(min(s.utf8.count, other.utf8.count))
            return .bool(s.elementsEqual(other))
        },
        .method(owner, "elementsEqual", [nil], "([Character]) -> Bool") { args in
            let (s, other) = (try string(args[0]), try elements(of: args[1]))
            try Work.charge(other.count)
            return .bool(s.map { Value.string(String($0)) }.elementsEqual(other.map(unboxed)))
        },
        .method(owner, "hasPrefix", [nil], "(String) -> Bool") { args in
            let (s, part) = (try string(args[0]), try string(args[1]))
            try Work.chargeText(part.utf8.count)
            return .bool(s.hasPrefix(part))
        },
        .method(owner, "hasSuffix", [nil], "(String) -> Bool") { args in
            let (s, part) = (try string(args[0]), try string(args[1]))
            try Work.chargeText(part.utf8.count)
            return .bool(s.hasSuffix(part))
        },
        .method(owner, "contains", [nil], "(String) -> Bool") { args in
            let (s, part) = (try string(args[0]), try string(args[1]))
            try Work.chargeText(s.utf8.count)
            return .bool(part.isEmpty || s.range(of: part) != nil)
        },
        // `"aeiou".contains(ch)`: a string is a collection of its characters.
        .method(owner, "contains", [nil], "(Character) -> Bool") { args in
            let (s, c) = (try string(args[0]), try character(args[1]))
            try Work.chargeText(s.utf8.count)
            return .bool(s.contains(c))
        },
        .method(owner, "split", ["separator"], "(String) -> [String]") { args in
            let (s, separator) = (try string(args[0]), try string(args[1]))
            return .array(try pieces(of: s, separatedBy: separator, keepingEmpty: false).map(Value.string))
        },
        .method(owner, "split", ["whereSeparator"], "((Character) -> Bool) -> [String]") { args in
            let (s, isSeparator) = (try copiedText(args[0]), try function(args[1]))
            var pieces: [String] = []
            var current = ""
            for c in s {
                if try test(isSeparator, .string(String(c))) {
                    if !current.isEmpty { pieces.append(current) }
                    current = ""
                } else {
                    current.append(c)
                }
            }
            if !current.isEmpty { pieces.append(current) }
            return .array(pieces.map(Value.string))
        },
        .method(owner, "components", ["separatedBy"], "(String) -> [String]") { args in
            let (s, separator) = (try string(args[0]), try string(args[1]))
            return .array(try pieces(of: s, separatedBy: separator, keepingEmpty: true).map(Value.string))
        },
        // Foundation's: splits at every character of a `CharacterSet`, keeping empty pieces.
        .method(owner, "components", ["separatedBy"], "(CharacterSet) -> [String]") { args in
            let s = try string(args[0])
            guard let isMember = characterSetTest(args[1]) else {
                throw RuntimeError("components(separatedBy:) takes a string or one of CharacterSet's sets, such as `.newlines`")
            }
            try Work.chargeText(s.utf8.count)
            return .array(s.split(omittingEmptySubsequences: false, whereSeparator: isMember).map { .string(String($0)) })
        },
        .method(owner, "trimmed", [], "() -> String") { args in
            let s = try string(args[0])
            try Work.chargeText(s.utf8.count)
            guard let start = s.firstIndex(where: { !$0.isWhitespace }),
                  let end = s.lastIndex(where: { !$0.isWhitespace }) else { return .string("") }
            return .string(String(s[start...end]))
        },
        // Foundation's: strips the characters of a `CharacterSet` (the prelude's) from both ends.
        .method(owner, "trimmingCharacters", ["in"], "(CharacterSet) -> String") { args in
            let s = try string(args[0])
            guard let isMember = characterSetTest(args[1]) else {
                throw RuntimeError("trimmingCharacters(in:) takes one of CharacterSet's sets, such as `.whitespaces`")
            }
            try Work.chargeText(s.utf8.count)
            guard let start = s.firstIndex(where: { !isMember($0) }),
                  let end = s.lastIndex(where: { !isMember($0) }) else { return .string("") }
            return .string(String(s[start...end]))
        },
        .method(owner, "replacingOccurrences", ["of", "with"], "(String, String) -> String") { args in
            let (s, target, replacement) = (try string(args[0]), try string(args[1]), try string(args[2]))
            guard !target.isEmpty else { return .string(s) }
            try checkReplacementLength(s, target, replacement)
            try Work.chargeText(s.utf8.count)
            return .string(s.replacingOccurrences(of: target, with: replacement))
        },
        // Swift 5.7's spelling of the same, without Foundation.
        .method(owner, "replacing", [nil, "with"], "(String, String) -> String") { args in
            let (s, target, replacement) = (try string(args[0]), try string(args[1]), try string(args[2]))
            guard !target.isEmpty else { return .string(s) }
            try checkReplacementLength(s, target, replacement)
            try Work.chargeText(s.utf8.count)
            return .string(s.replacingOccurrences(of: target, with: replacement))
        },
        .method(owner, "reversed", [], "() -> String") { .string(try reversedText(string($0[0]))) },
    ]

    /// Membership in a prelude `CharacterSet`: a named one (`.whitespaces`), or one made with
    /// `CharacterSet(charactersIn:)`, whose name is its characters after a U+0001 mark.
    static func characterSetTest(_ value: Value) -> ((Character) -> Bool)? {
        guard case .structValue(let set) = unboxed(value), case .string(let name)? = set.fields.first else { return nil }
        if name.first == "\u{1}" {
            let scalars = Set(name.unicodeScalars.dropFirst())
            return { $0.unicodeScalars.allSatisfy(scalars.contains) }
        }
        return characterSetMembership[name]
    }

    /// What each of the prelude's `CharacterSet`s holds, as Foundation's sets do.
    static let characterSetMembership: [String: (Character) -> Bool] = [
        "whitespaces": { $0.isWhitespace && !$0.isNewline },
        "whitespacesAndNewlines": { $0.isWhitespace },
        "newlines": { $0.isNewline },
        "decimalDigits": { $0.unicodeScalars.allSatisfy { CharacterSet.decimalDigits.contains($0) } },
        "letters": { $0.unicodeScalars.allSatisfy { CharacterSet.letters.contains($0) } },
        "alphanumerics": { $0.unicodeScalars.allSatisfy { CharacterSet.alphanumerics.contains($0) } },
        "punctuationCharacters": { $0.unicodeScalars.allSatisfy { CharacterSet.punctuationCharacters.contains($0) } },
    ]

    /// `prefix(_:)`, `dropFirst()`, … — each a `String` (Swift's `Substring` prints the same).
    static let stringSlices: [NativeFunction] = [
        .method(owner, "prefix", [nil], "(Int) -> String") { args in
            .string(String(try copiedText(args[0]).prefix(sliceCount(args[1], "prefix"))))
        },
        .method(owner, "suffix", [nil], "(Int) -> String") { args in
            .string(String(try copiedText(args[0]).suffix(sliceCount(args[1], "suffix"))))
        },
        .method(owner, "dropFirst", [], "() -> String") { .string(String(try copiedText($0[0]).dropFirst())) },
        .method(owner, "dropFirst", [nil], "(Int) -> String") { args in
            .string(String(try copiedText(args[0]).dropFirst(sliceCount(args[1], "dropFirst"))))
        },
        .method(owner, "prefix", ["while"], "((Character) -> Bool) -> String") { args in
            let (text, f) = (try copiedText(args[0]), try function(args[1]))
            var end = text.startIndex
            while end < text.endIndex, try test(f, .string(String(text[end]))) { end = text.index(after: end) }
            return .string(String(text[..<end]))
        },
        .method(owner, "drop", ["while"], "((Character) -> Bool) -> String") { args in
            let (text, f) = (try copiedText(args[0]), try function(args[1]))
            var start = text.startIndex
            while start < text.endIndex, try test(f, .string(String(text[start]))) { start = text.index(after: start) }
            return .string(String(text[start...]))
        },
        .method(owner, "dropLast", [], "() -> String") { .string(String(try copiedText($0[0]).dropLast())) },
        .method(owner, "dropLast", [nil], "(Int) -> String") { args in
            .string(String(try copiedText(args[0]).dropLast(sliceCount(args[1], "dropLast"))))
        },
    ]

    /// `String(x)` and the parsing and numeric conversions.
    static let conversions: [NativeFunction] = [
        .typedGlobal("String", [nil], "<A>(A) -> String") { .string(Printer.described(unboxed($0[0]), type: $1.first ?? nil)) },
        .typedGlobal("String", ["describing"], "<A>(A) -> String") { .string(Printer.described(unboxed($0[0]), type: $1.first ?? nil)) },
        .typedGlobal("String", ["reflecting"], "<A>(A) -> String") { .string(Printer.reflected(unboxed($0[0]), type: $1.first ?? nil)) },
        .global("String", ["repeating", "count"], "(String, Int) -> String") { args in
            let (s, n) = (try string(args[0]), try int(args[1]))
            guard n >= 0 else { throw RuntimeError("cannot repeat a string a negative number of times (\(n))") }
            return .string(try repeated(s, count: n))
        },
        .global("String", ["repeating", "count"], "(Character, Int) -> String") { args in
            let (s, n) = (try string(args[0]), try int(args[1]))
            guard n >= 0 else { throw RuntimeError("cannot repeat a character a negative number of times (\(n))") }
            return .string(try repeated(s, count: n))
        },
        .global("Int", [nil], "(String) -> Int?") { .optional(Int(try string($0[0])).map(Value.int)) },
        .global("Int", [nil, "radix"], "(String, Int) -> Int?") { args in
            let radix = try int(args[1])
            guard (2...36).contains(radix) else { throw RuntimeError("radix \(radix) must be between 2 and 36") }
            return .optional(Int(try string(args[0]), radix: radix).map(Value.int))
        },
        .global("Double", [nil], "(String) -> Double?") { .optional(Double(try string($0[0])).map(Value.double)) },
        .global("Bool", [nil], "(String) -> Bool?") { .optional(Bool(try string($0[0])).map(Value.bool)) },
    ]

    // MARK: Helpers

    /// `capitalized`: a word starts after white space (or at the start), as Foundation splits.
    static func capitalizedWords(_ s: String) -> String {
        var out = ""
        var startsWord = true
        for c in s {
            out += startsWord ? c.uppercased() : c.lowercased()
            startsWord = c.isWhitespace || c.isNewline
        }
        return out
    }

    /// A radix for `String(_:radix:)`: 2 to 36, as Swift requires.
    static func radixArgument(_ value: Value) throws -> Int {
        let radix = try int(value)
        guard (2...36).contains(radix) else { throw RuntimeError("radix \(radix) must be between 2 and 36") }
        return radix
    }

    /// A string argument whose bytes the native copies (a slice of it), charged as such.
    static func copiedText(_ value: Value) throws -> String {
        let s = try string(value)
        try Work.chargeText(s.utf8.count)
        return s
    }

    /// Fails unless replacing every `target` in `s` with `replacement` fits in a string; the
    /// occurrences are counted only when the quick upper bound is too large.
    static func checkReplacementLength(_ s: String, _ target: String, _ replacement: String) throws {
        let (length, targetLength, replacementLength) = (s.utf8.count, target.utf8.count, replacement.utf8.count)
        guard replacementLength > targetLength else { return }
        let growth = replacementLength - targetLength
        let (extra, o1) = (length / targetLength).multipliedReportingOverflow(by: growth)
        let (bound, o2) = length.addingReportingOverflow(extra)
        if !o1, !o2, bound <= stringLengthLimit { return }
        let occurrences = try pieces(of: s, separatedBy: target, keepingEmpty: true).count - 1
        let (exactExtra, o3) = occurrences.multipliedReportingOverflow(by: growth)
        let (exact, o4) = length.addingReportingOverflow(exactExtra)
        try checkStringLength(exact, overflow: o3 || o4)
    }
}
