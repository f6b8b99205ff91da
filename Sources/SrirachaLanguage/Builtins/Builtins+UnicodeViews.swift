extension Builtins {
    /// A string's `unicodeScalars`, `utf8` and `utf16`, and `Unicode.Scalar` (also spelled
    /// `UnicodeScalar`). The views are arrays here: `[Unicode.Scalar]`, `[UInt8]`, `[UInt16]`, so that
    /// every array member works on them. A scalar is a one-scalar string at run time.
    static let unicodeViews: [NativeFunction] = views + scalarInitialisers("Unicode.Scalar")
        + scalarInitialisers("UnicodeScalar") + scalarProperties

    /// `scalar.properties.isAlphabetic`: the Unicode properties Swift programs ask most often.
    /// The properties value is the scalar itself at run time.
    private static let scalarProperties: [NativeFunction] = [
        .property("Unicode.Scalar", "properties", "Unicode.Scalar.Properties") { $0 },
    ] + [
        ("isAlphabetic", \Unicode.Scalar.Properties.isAlphabetic), ("isWhitespace", \.isWhitespace),
        ("isUppercase", \.isUppercase), ("isLowercase", \.isLowercase), ("isEmoji", \.isEmoji),
        ("isEmojiPresentation", \.isEmojiPresentation), ("isMath", \.isMath), ("isDiacritic", \.isDiacritic),
        ("changesWhenUppercased", \.changesWhenUppercased), ("changesWhenLowercased", \.changesWhenLowercased),
    ].map { name, path in
        .property("Unicode.Scalar.Properties", name, "Bool") { .bool(try scalar($0).properties[keyPath: path]) }
    } + [
        .property("Unicode.Scalar.Properties", "numericValue", "Double?") { v in
            .optional(try scalar(v).properties.numericValue.map { .double($0) })
        },
        .property("Unicode.Scalar.Properties", "name", "String?") { v in
            .optional(try scalar(v).properties.name.map { .string($0) })
        },
    ]

    private static let views: [NativeFunction] = [
        .property("String", "unicodeScalars", "[Unicode.Scalar]") { v in
            .array(try string(v).unicodeScalars.map { .string(String($0)) })
        },
        .property("String", "utf8", "[UInt8]") { v in
            let s = try string(v)
            try checkArrayCount(s.utf8.count)
            return .array(s.utf8.map { .fixed(FixedInt($0, kind: .uint8)) })
        },
        .property("String", "utf16", "[UInt16]") { v in
            let s = try string(v)
            try checkArrayCount(s.utf16.count)
            return .array(s.utf16.map { .fixed(FixedInt($0, kind: .uint16)) })
        },
        .property("Character", "unicodeScalars", "[Unicode.Scalar]") { v in
            .array(try string(v).unicodeScalars.map { .string(String($0)) })
        },
        .property("Unicode.Scalar", "value", "UInt32") { v in
            .fixed(FixedInt(try scalar(v).value, kind: .uint32))
        },
        .property("Unicode.Scalar", "isASCII", "Bool") { .bool(try scalar($0).isASCII) },
        .method("Unicode.Scalar", "escaped", ["asASCII"], "(Bool) -> String") { args in
            .string(try scalar(args[0]).escaped(asASCII: try bool(args[1])))
        },
        .global("Character", [nil], "(Unicode.Scalar) -> Character") { args in .string(try string(args[0])) },
        .global("String", [nil], "(Unicode.Scalar) -> String") { args in .string(try string(args[0])) },
    ]

    /// `Unicode.Scalar(65)`: from a `UInt8` always; from an `Int` or `UInt32` nil when no
    /// scalar has that value.
    private static func scalarInitialisers(_ name: String) -> [NativeFunction] {
        [
            .global(name, [nil], "(Unicode.Scalar) -> Unicode.Scalar") { args in args[0] },
            .global(name, [nil], "(UInt8) -> Unicode.Scalar") { args in
                .string(String(Unicode.Scalar(UInt8(truncatingIfNeeded: try fixedBits(args[0], "UInt8")))))
            },
            .global(name, [nil], "(UInt32) -> Unicode.Scalar?") { args in
                .optional(Unicode.Scalar(UInt32(truncatingIfNeeded: try fixedBits(args[0], "UInt32"))).map { .string(String($0)) })
            },
            .global(name, [nil], "(Int) -> Unicode.Scalar?") { args in
                let n = try int(args[0])
                guard let u = UInt32(exactly: n) else { return .none }
                return .optional(Unicode.Scalar(u).map { .string(String($0)) })
            },
        ]
    }

    static func scalar(_ v: Value) throws -> Unicode.Scalar {
        guard let u = try string(v).unicodeScalars.first else { throw internalError("Unicode.Scalar", "an empty scalar") }
        return u
    }

    /// A sized integer's bits (its value, for the unsigned types).
    static func fixedBits(_ v: Value, _ name: String) throws -> UInt64 {
        guard case .fixed(let x) = unboxed(v) else { throw internalError("argument", "expected a `\(name)`") }
        return x.bits
    }
}
