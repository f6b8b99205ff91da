import Foundation

extension Builtins {
    /// Members of the sized integers and `Float`: `magnitude`, `abs`, `squareRoot()`, parsing
    /// from a string, `isMultiple(of:)`.
    static let sizedNumbers: [NativeFunction] = {
        var out: [NativeFunction] = []
        for kind in IntKind.allCases {
            let name = kind.name
            let unsigned = kind.isSigned ? "U" + name : name
            out.append(.property(name, "magnitude", unsigned == "UInt64" && name == "Int64" ? "UInt64" : unsigned) { v in
                guard case .fixed(let x) = unboxed(v) else { throw internalError("magnitude", "expected \(name)") }
                return .fixed(x.magnitude)
            })
            let parse = NativeFunction.global(name, [nil], "(String) -> \(name)?") { args in
                let text = try string(args[0])
                guard let n = Int64(text) ?? UInt64(text).map({ Int64(bitPattern: $0) }) else { return .none }
                let w = text.hasPrefix("-") || UInt64(text) == nil ? Int128Lite(n) : Int128Lite(unsigned: UInt64(bitPattern: n))
                return .optional(FixedInt.from(w, kind: kind).map(Value.fixed))
            }
            parse.isListed = false
            out.append(parse)
            if kind.isSigned {
                let absolute = NativeFunction.global("abs", [nil], "(\(name)) -> \(name)") { args in
                    guard case .fixed(let x) = unboxed(args[0]) else { throw internalError("abs", "expected \(name)") }
                    if Int64(bitPattern: x.bits) < 0 { return .fixed(try x.negated()) }
                    return .fixed(x)
                }
                absolute.isListed = false
                out.append(absolute)
            }
            out.append(.method(name, "isMultiple", ["of"], "(\(name)) -> Bool") { args in
                guard case .fixed(let n) = unboxed(args[0]), case .fixed(let d) = unboxed(args[1]) else {
                    throw internalError("isMultiple", "expected \(name)")
                }
                if d.bits == 0 { return .bool(n.bits == 0) }
                return .bool((try? FixedInt.binary("%", n, d))?.bits ?? 0 == 0)
            })
        }
        out += [
            .property("Int", "magnitude", "UInt") { v in
                .fixed(FixedInt(bits: try int(v).magnitude.toUInt64, kind: .uint))
            },
            .property("Double", "magnitude", "Double") { .double(try double($0).magnitude) },
            .property("Float", "magnitude", "Float") { .float(try float($0).magnitude) },
            .global("abs", [nil], "(Float) -> Float") { .float(Swift.abs(try float($0[0]))) },
            .method("Float", "squareRoot", [], "() -> Float") { .float(try float($0[0]).squareRoot()) },
            .method("Float", "rounded", [], "() -> Float") { .float(try float($0[0]).rounded()) },
            .global("Float", [nil], "(String) -> Float?") { .optional(Float(try string($0[0])).map(Value.float)) },
            .global("sqrt", [nil], "(Float) -> Float") { .float(Foundation.sqrt(try float($0[0]))) },
        ]
        return out
    }()

    static func float(_ value: Value) throws -> Float {
        if case .float(let f) = unboxed(value) { return f }
        throw internalError("argument", "expected a `Float`")
    }
}

private extension UInt {
    var toUInt64: UInt64 { UInt64(self) }
}
