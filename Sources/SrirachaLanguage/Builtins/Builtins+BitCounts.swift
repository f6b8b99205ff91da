extension Builtins {
    /// `nonzeroBitCount`, `leadingZeroBitCount`, `trailingZeroBitCount` on every integer type, and
    /// `signum()` on the signed ones: counted on the value's own width, as Swift does.
    static let bitCounts: [NativeFunction] = {
        var out: [NativeFunction] = [
            .property("Int", "nonzeroBitCount", "Int") { .int(try int($0).nonzeroBitCount) },
            .property("Int", "leadingZeroBitCount", "Int") { .int(try int($0).leadingZeroBitCount) },
            .property("Int", "trailingZeroBitCount", "Int") { .int(try int($0).trailingZeroBitCount) },
            .method("Int", "signum", [], "() -> Int") { .int(try int($0[0]).signum()) },
        ]
        for kind in IntKind.allCases {
            let name = kind.name
            /// The value's bits, kept to its width (the signed ones are stored sign-extended).
            func bits(_ v: Value) throws -> UInt64 {
                guard case .fixed(let x) = unboxed(v) else { throw internalError("bit count", "expected \(name)") }
                return kind.bitWidth == 64 ? x.bits : x.bits & ((1 << UInt64(kind.bitWidth)) - 1)
            }
            let width = kind.bitWidth
            out += [
                .property(name, "nonzeroBitCount", "Int") { .int(try bits($0).nonzeroBitCount) },
                .property(name, "leadingZeroBitCount", "Int") { .int(try bits($0).leadingZeroBitCount - (64 - width)) },
                .property(name, "trailingZeroBitCount", "Int") { v in
                    let b = try bits(v)
                    return .int(b == 0 ? width : b.trailingZeroBitCount)
                },
            ]
            if kind.isSigned {
                out.append(.method(name, "signum", [], "() -> \(name)") { args in
                    guard case .fixed(let x) = unboxed(args[0]) else { throw internalError("signum", "expected \(name)") }
                    return .fixed(FixedInt(Int64(bitPattern: x.bits).signum(), kind: kind))
                })
            }
        }
        return out
    }()
}
