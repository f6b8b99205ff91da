/// The sized integer types (`Int8` … `Int64`, `UInt`, `UInt8` … `UInt64`). `Int` itself is
/// `Value.int`, kept apart so that its arithmetic stays on the fast paths.
public enum IntKind: UInt8, CaseIterable, Sendable {
    case int8, int16, int32, int64, uint, uint8, uint16, uint32, uint64

    /// The Swift type name.
    public var name: String {
        switch self {
        case .int8: return "Int8"
        case .int16: return "Int16"
        case .int32: return "Int32"
        case .int64: return "Int64"
        case .uint: return "UInt"
        case .uint8: return "UInt8"
        case .uint16: return "UInt16"
        case .uint32: return "UInt32"
        case .uint64: return "UInt64"
        }
    }

    public init?(name: String) {
        guard let k = IntKind.allCases.first(where: { $0.name == name }) else { return nil }
        self = k
    }

    public var bitWidth: Int {
        switch self {
        case .int8, .uint8: return 8
        case .int16, .uint16: return 16
        case .int32, .uint32: return 32
        case .int64, .uint, .uint64: return 64
        }
    }

    public var isSigned: Bool {
        switch self {
        case .int8, .int16, .int32, .int64: return true
        default: return false
        }
    }

    /// The smallest and largest values, as wide integers (`UInt64.max` does not fit an `Int`).
    var range: (min: Int128Lite, max: Int128Lite) {
        if isSigned {
            let max = Int64.max >> (64 - bitWidth)
            return (Int128Lite(Int64(-max - 1)), Int128Lite(max))
        }
        return (Int128Lite(Int64(0)), Int128Lite(unsigned: UInt64.max >> (64 - bitWidth)))
    }
}

/// A signed value wide enough for every sized integer: what conversions and literal checks
/// compare against the bounds.
struct Int128Lite: Comparable {
    /// Sign and magnitude.
    var negative: Bool
    var magnitude: UInt64
    init(_ v: Int64) { negative = v < 0; magnitude = v.magnitude }
    init(unsigned v: UInt64) { negative = false; magnitude = v }
    init(negative: Bool, magnitude: UInt64) { self.negative = negative; self.magnitude = magnitude }
    static func < (a: Int128Lite, b: Int128Lite) -> Bool {
        switch (a.negative, b.negative) {
        case (true, false): return a.magnitude != 0 || b.magnitude != 0
        case (false, true): return false
        case (false, false): return a.magnitude < b.magnitude
        case (true, true): return a.magnitude > b.magnitude
        }
    }
    var description: String { (negative && magnitude != 0 ? "-" : "") + String(magnitude) }
}

/// A value of a sized integer type: its bits (the value truncated to 64 bits, sign-extended for
/// the signed types) and its type. Two equal values have equal bits.
public struct FixedInt: Hashable, Sendable {
    public let bits: UInt64
    public let kind: IntKind

    init(bits: UInt64, kind: IntKind) {
        self.bits = bits
        self.kind = kind
    }

    /// The value `v` of a Swift integer type, stored as a `kind`; the caller has checked the range.
    init<T: BinaryInteger>(_ v: T, kind: IntKind) {
        self.kind = kind
        bits = UInt64(truncatingIfNeeded: v)
    }

    /// The value as the Swift type `T` (its own type's width).
    func get<T: FixedWidthInteger>(_: T.Type) -> T { T(truncatingIfNeeded: bits) }

    var wide: Int128Lite {
        kind.isSigned ? Int128Lite(Int64(bitPattern: bits)) : Int128Lite(unsigned: bits)
    }

    public var description: String {
        kind.isSigned ? String(Int64(bitPattern: bits)) : String(bits)
    }

    /// The value as an `Int`, or nil when it does not fit (a `UInt64` above `Int.max`).
    var asInt: Int? {
        if kind.isSigned { return Int(Int64(bitPattern: bits)) }
        return bits <= UInt64(Int.max) ? Int(bits) : nil
    }

    var asDouble: Double { kind.isSigned ? Double(Int64(bitPattern: bits)) : Double(bits) }

    /// A value known to be in `kind`'s range, from its wide form.
    static func from(_ w: Int128Lite, kind: IntKind) -> FixedInt? {
        let r = kind.range
        guard !(w < r.min), !(r.max < w) else { return nil }
        let bits = w.negative ? (~w.magnitude &+ 1) : w.magnitude
        return FixedInt(bits: bits, kind: kind)
    }

    /// `v` truncated to `kind`'s width, as `Int8(truncatingIfNeeded:)` does.
    static func truncating(_ bits: UInt64, kind: IntKind) -> FixedInt {
        let value: FixedInt
        switch kind {
        case .int8: value = FixedInt(Int8(truncatingIfNeeded: bits), kind: kind)
        case .int16: value = FixedInt(Int16(truncatingIfNeeded: bits), kind: kind)
        case .int32: value = FixedInt(Int32(truncatingIfNeeded: bits), kind: kind)
        case .int64: value = FixedInt(Int64(truncatingIfNeeded: bits), kind: kind)
        case .uint, .uint64: value = FixedInt(bits, kind: kind)
        case .uint8: value = FixedInt(UInt8(truncatingIfNeeded: bits), kind: kind)
        case .uint16: value = FixedInt(UInt16(truncatingIfNeeded: bits), kind: kind)
        case .uint32: value = FixedInt(UInt32(truncatingIfNeeded: bits), kind: kind)
        }
        return value
    }

    static func max(_ kind: IntKind) -> FixedInt { from(kind.range.max, kind: kind)! }
    static func min(_ kind: IntKind) -> FixedInt { from(kind.range.min, kind: kind)! }
}

/// The arithmetic of the sized integers, done in the Swift type itself so that overflow is
/// exactly Swift's.
extension FixedInt {
    /// `a op b` for two values of the same kind: `+ - * / %`, the wrapping `&+ &- &*`, the
    /// bitwise `& | ^` and the shifts `<< >>`.
    static func binary(_ op: String, _ a: FixedInt, _ b: FixedInt) throws -> FixedInt {
        let r = try reportingOverflow(op, a, b)
        if r.overflow { throw Operators.overflow(op, type: a.kind.name) }
        return r.partialValue
    }

    /// `a.addingReportingOverflow(b)` and its kin (`op` is `+ - * / %`): the wrapped result and
    /// whether it overflowed, as Swift gives them; dividing by zero is still an error.
    static func reportingOverflow(_ op: String, _ a: FixedInt, _ b: FixedInt) throws -> (partialValue: FixedInt, overflow: Bool) {
        switch a.kind {
        case .int8: return try reporting(op, Int8.self, a, b)
        case .int16: return try reporting(op, Int16.self, a, b)
        case .int32: return try reporting(op, Int32.self, a, b)
        case .int64: return try reporting(op, Int64.self, a, b)
        case .uint: return try reporting(op, UInt.self, a, b)
        case .uint8: return try reporting(op, UInt8.self, a, b)
        case .uint16: return try reporting(op, UInt16.self, a, b)
        case .uint32: return try reporting(op, UInt32.self, a, b)
        case .uint64: return try reporting(op, UInt64.self, a, b)
        }
    }

    private static func reporting<T: FixedWidthInteger>(_ op: String, _: T.Type, _ a: FixedInt,
                                                         _ b: FixedInt) throws -> (partialValue: FixedInt, overflow: Bool) {
        let x = a.get(T.self), y = b.get(T.self)
        let r: (partialValue: T, overflow: Bool)
        switch op {
        case "+": r = x.addingReportingOverflow(y)
        case "-": r = x.subtractingReportingOverflow(y)
        case "*": r = x.multipliedReportingOverflow(by: y)
        case "/":
            if y == 0 { throw Operators.divisionByZero }
            r = x.dividedReportingOverflow(by: y)
        case "%":
            if y == 0 { throw Operators.divisionByZero }
            r = x.remainderReportingOverflow(dividingBy: y)
        case "&+": r = (x &+ y, false)
        case "&-": r = (x &- y, false)
        case "&*": r = (x &* y, false)
        case "&": r = (x & y, false)
        case "|": r = (x | y, false)
        case "^": r = (x ^ y, false)
        case "<<": r = (x << y, false)
        case ">>": r = (x >> y, false)
        default: throw RuntimeError("the operator `\(op)` does not apply to `\(a.kind.name)`")
        }
        return (FixedInt(r.partialValue, kind: a.kind), r.overflow)
    }

    static func less(_ a: FixedInt, _ b: FixedInt) -> Bool {
        a.kind.isSigned ? Int64(bitPattern: a.bits) < Int64(bitPattern: b.bits) : a.bits < b.bits
    }

    func negated() throws -> FixedInt {
        guard kind.isSigned else { throw RuntimeError("`-` does not apply to the unsigned `\(kind.name)`") }
        if self == FixedInt.min(kind) { throw Operators.overflow("-", type: kind.name) }
        return FixedInt(0 &- Int64(bitPattern: bits), kind: kind)
    }

    /// `~x`: every bit flipped, within the type's width.
    var inverted: FixedInt { FixedInt.truncating(~bits, kind: kind) }

    /// `x.magnitude`: the absolute value, as the unsigned type of the same width.
    var magnitude: FixedInt {
        let unsigned: IntKind
        switch kind {
        case .int8: unsigned = .uint8
        case .int16: unsigned = .uint16
        case .int32: unsigned = .uint32
        case .int64: unsigned = .uint64
        default: return self
        }
        return FixedInt(bits: Int64(bitPattern: bits).magnitude, kind: unsigned)
    }
}
