extension Builtins {
    /// Mutating `String` members that take a string or a `String.Index` (Array's `append(_:)`,
    /// `removeLast()`, … also work on a string, one `Character` at a time).
    static let stringMutation: [NativeFunction] = [
        .method("String", "append", ["contentsOf"], "(String) -> Void", mutating: true) { args in
            let more = try string(args[1])
            try mutateText(args[0], "append") { $0 += more }
            return .void
        },
        // `s.append(other)`, with a string or a character.
        .method("String", "append", [nil], "(String) -> Void", mutating: true) { args in
            let more = try string(args[1])
            try mutateText(args[0], "append") { $0 += more }
            return .void
        },
        .method("String", "append", [nil], "(Character) -> Void", mutating: true) { args in
            let more = try string(args[1])
            try mutateText(args[0], "append") { $0 += more }
            return .void
        },
        .method("String", "insert", [nil, "at"], "(Character, String.Index) -> Void", mutating: true) { args in
            let (c, i) = (try string(args[1]), try int(args[2]))
            try mutateText(args[0], "insert") { s in try s.insert(contentsOf: c, at: index(i, in: s, allowingEnd: true)) }
            return .void
        },
        .method("String", "insert", ["contentsOf", "at"], "(String, String.Index) -> Void", mutating: true) { args in
            let (more, i) = (try string(args[1]), try int(args[2]))
            try mutateText(args[0], "insert") { s in try s.insert(contentsOf: more, at: index(i, in: s, allowingEnd: true)) }
            return .void
        },
        .method("String", "remove", ["at"], "(String.Index) -> Character", mutating: true) { args in
            let i = try int(args[1])
            return try mutateText(args[0], "remove") { s in .string(String(s.remove(at: try index(i, in: s, allowingEnd: false)))) }
        },
        // Foundation's `s.replacingCharacters(in: range, with: text)`, as with `s.range(of:)`'s range.
    ] + ["Range", "ClosedRange"].flatMap { range -> [NativeFunction] in
        [
            .method("String", "replacingCharacters", ["in", "with"], "(\(range)<String.Index>, String) -> String") { args in
                var s = try copiedText(args[0])
                try replace(&s, args[1], with: try string(args[2]))
                return .string(s)
            },
            .method("String", "replaceSubrange", [nil, "with"], "(\(range)<String.Index>, String) -> Void", mutating: true) { args in
                let text = try string(args[2])
                try mutateText(args[0], "replaceSubrange") { s in try replace(&s, args[1], with: text) }
                return .void
            },
            .method("String", "removeSubrange", [nil], "(\(range)<String.Index>) -> Void", mutating: true) { args in
                try mutateText(args[0], "removeSubrange") { s in try replace(&s, args[1], with: "") }
                return .void
            },
        ]
    }

    /// Replaces the characters a `Range<String.Index>` value covers.
    private static func replace(_ s: inout String, _ range: Value, with text: String) throws {
        let lower: Int, upper: Int, closed: Bool
        switch unboxed(range) {
        case let .range(l, u, c): (lower, upper, closed) = (l, u, c)
        case let .interval(l, u, c):
            // A range made of `String.Index` values (`s.startIndex..<s.index(after: i)`).
            (lower, upper, closed) = (try int(l), try int(u), c)
        default: throw internalError("replaceSubrange", "expected a range of string indices")
        }
        let end = closed ? upper + 1 : upper
        guard lower <= end else { throw RuntimeError("the range's lower bound is above its upper bound") }
        let from = try index(lower, in: s, allowingEnd: true), to = try index(end, in: s, allowingEnd: true)
        try checkStringLength(s.utf8.count + text.utf8.count)
        s.replaceSubrange(from..<to, with: text)
    }

    /// The `String.Index` of the `offset`th character of `s` (at run time an index is the number
    /// of characters before it); `endIndex` only when `allowingEnd`.
    private static func index(_ offset: Int, in s: String, allowingEnd: Bool) throws -> String.Index {
        guard offset >= 0, offset < s.count || (allowingEnd && offset == s.count) else {
            throw RuntimeError("string index \(offset) is out of bounds (the string has \(s.count) characters)")
        }
        return s.index(s.startIndex, offsetBy: offset)
    }

    /// Runs `change` on the string inside a mutating method's `self` box and stores it back.
    private static func mutateText<R>(_ me: Value, _ name: String, _ change: (inout String) throws -> R) throws -> R {
        guard case .box(let box) = me else { throw internalError(name, "`self` is not a variable") }
        if case .box = box.value { return try mutateText(box.value, name, change) }
        guard case .string(var s) = box.value else { throw internalError(name, "`self` is not a string") }
        try Work.chargeText(s.utf8.count)
        defer { box.value = .string(s) }
        return try change(&s)
    }
}
