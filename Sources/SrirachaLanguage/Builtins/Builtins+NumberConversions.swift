/// Conversions between the number types: `Int(x)`, `UInt8(x)`, `Double(n)`, `Float(d)` from any
/// number, `T(exactly:)`, and between integers `T(truncatingIfNeeded:)` and `T(clamping:)`.
/// A value that does not fit is a run-time error, where Swift would stop the program.
extension Builtins {
    /// Every number type, `Int` and `Double` first.
    static let numberTypeNames = ["Int", "Double", "Float"] + IntKind.allCases.map(\.name)

    static let numberConversions: [NativeFunction] = {
        var out: [NativeFunction] = []
        for target in numberTypeNames {
            for source in numberTypeNames {
                let plain = NativeFunction.global(target, [nil], "(\(source)) -> \(target)") { args in
                    try convert(args[0], to: target)
                }
                plain.isListed = source == "Int" || source == "Double"
                let exactly = NativeFunction.global(target, ["exactly"], "(\(source)) -> \(target)?") { args in
                    .optional(try? convert(args[0], to: target, exactly: true))
                }
                exactly.isListed = source == "Int"
                out += [plain, exactly]
                if isIntegerName(target), isIntegerName(source) {
                    let truncating = NativeFunction.global(target, ["truncatingIfNeeded"], "(\(source)) -> \(target)") { args in
                        truncate(args[0], to: target)
                    }
                    let clamping = NativeFunction.global(target, ["clamping"], "(\(source)) -> \(target)") { args in
                        clamp(args[0], to: target)
                    }
                    truncating.isListed = source == "Int"
                    clamping.isListed = source == "Int"
                    out += [truncating, clamping]
                }
            }
        }
        // `UInt8(bitPattern: -1 as Int8)`: the same bits read as the other type of that width.
        for (signed, unsigned) in [("Int", "UInt"), ("Int8", "UInt8"), ("Int16", "UInt16"), ("Int32", "UInt32"), ("Int64", "UInt64")] {
            for (target, source) in [(signed, unsigned), (unsigned, signed)] {
                out.append(.global(target, ["bitPattern"], "(\(source)) -> \(target)") { args in truncate(args[0], to: target) })
            }
        }
        // `String(x, radix: 2)` of every integer type.
        out += [
            .global("String", [nil, "radix"], "<A>(A, Int) -> String", constraints: ["A": "BinaryInteger"]) { args in
                .string(try digits(args[0], radix: args[1], uppercase: false))
            },
            .global("String", [nil, "radix", "uppercase"], "<A>(A, Int, Bool) -> String", constraints: ["A": "BinaryInteger"]) { args in
                .string(try digits(args[0], radix: args[1], uppercase: try bool(args[2])))
            },
        ]
        return out
    }()

    /// A sized integer's digits in `radix`, with a `-` when it is negative.
    private static func digits(_ v: Value, radix: Value, uppercase: Bool) throws -> String {
        guard let w = wideInteger(v) else { throw internalError("String(_:radix:)", "expected an integer") }
        return (w.negative ? "-" : "") + String(w.magnitude, radix: try radixArgument(radix), uppercase: uppercase)
    }

    static func isIntegerName(_ name: String) -> Bool { name == "Int" || IntKind(name: name) != nil }

    /// A number as a wide integer, or nil for a floating-point one.
    static func wideInteger(_ v: Value) -> Int128Lite? {
        switch unboxed(v) {
        case .int(let i): return Int128Lite(Int64(i))
        case .fixed(let x): return x.wide
        default: return nil
        }
    }

    static func floating(_ v: Value) -> Double? {
        switch unboxed(v) {
        case .double(let d): return d
        case .float(let f): return Double(f)
        default: return nil
        }
    }

    /// The number `v` as a value of the type `target`.
    static func convert(_ v: Value, to target: String, exactly: Bool = false) throws -> Value {
        if let w = wideInteger(v) {
            let asDouble = w.negative ? -Double(w.magnitude) : Double(w.magnitude)
            switch target {
            case "Double":
                if exactly, Double(exactly: w.magnitude) == nil { throw RuntimeError("inexact") }
                return .double(asDouble)
            case "Float":
                if exactly, Float(exactly: w.magnitude) == nil { throw RuntimeError("inexact") }
                return .float(Float(asDouble))
            default:
                return try integer(w, to: target)
            }
        }
        guard let d = floating(v) else { throw internalError("argument", "expected a number") }
        switch target {
        case "Double": return .double(d)
        case "Float":
            if exactly, Double(Float(d)) != d, !d.isNaN { throw RuntimeError("inexact") }
            return .float(Float(d))
        default:
            let shown = Printer.literal(unboxed(v))
            guard d.isFinite else {
                throw RuntimeError("cannot convert \(d.isNaN ? "nan" : shown) to `\(target)`: it is not a finite number")
            }
            if exactly, d.rounded(.towardZero) != d { throw RuntimeError("inexact") }
            let t = d.rounded(.towardZero)
            guard let m = UInt64(exactly: t.magnitude) else {
                throw RuntimeError("cannot convert \(shown) to `\(target)`: it is out of range")
            }
            let w = t < 0 ? Int128Lite(negative: true, magnitude: m) : Int128Lite(unsigned: m)
            return try integer(w, to: target, shown: shown)
        }
    }

    /// An integer as a value of the integer type `target`, or an error when it does not fit.
    private static func integer(_ w: Int128Lite, to target: String, shown: String? = nil) throws -> Value {
        let kind = IntKind(name: target)
        let (min, max) = kind?.range ?? (Int128Lite(Int64.min), Int128Lite(Int64.max))
        guard !(w < min), !(max < w) else {
            if let shown { throw RuntimeError("cannot convert \(shown) to `\(target)`: it is out of range") }
            throw RuntimeError("`\(target)(\(w.description))`: \(w.description) does not fit in `\(target)`, which holds "
                + "\(min.description) through \(max.description)")
        }
        guard let kind else { return .int(Int(w.negative ? 0 &- Int64(truncatingIfNeeded: w.magnitude) : Int64(truncatingIfNeeded: w.magnitude))) }
        return .fixed(FixedInt.from(w, kind: kind)!)
    }

    private static func bits(_ w: Int128Lite) -> UInt64 { w.negative ? (~w.magnitude &+ 1) : w.magnitude }

    static func truncate(_ v: Value, to target: String) -> Value {
        let b = bits(wideInteger(v) ?? Int128Lite(Int64(0)))
        guard let kind = IntKind(name: target) else { return .int(Int(truncatingIfNeeded: b)) }
        return .fixed(FixedInt.truncating(b, kind: kind))
    }

    static func clamp(_ v: Value, to target: String) -> Value {
        var w = wideInteger(v) ?? Int128Lite(Int64(0))
        let kind = IntKind(name: target)
        let (min, max) = kind?.range ?? (Int128Lite(Int64.min), Int128Lite(Int64.max))
        if w < min { w = min }
        if max < w { w = max }
        guard let kind else { return .int(Int(truncatingIfNeeded: bits(w))) }
        return .fixed(FixedInt.from(w, kind: kind)!)
    }
}

extension Value {
    var isFloat: Bool { if case .float = self { return true }; return false }
}
