/// `Int`'s bitwise, shift and wrapping operators, compiled like `+` (see `IntArithmetic`):
/// none of them can overflow.
enum IntAnd: IntArithmetic {
    static let checksZero = false
    @inline(__always) static func apply(_ a: Int, _ b: Int) -> (partialValue: Int, overflow: Bool) { (a & b, false) }
}

enum IntOr: IntArithmetic {
    static let checksZero = false
    @inline(__always) static func apply(_ a: Int, _ b: Int) -> (partialValue: Int, overflow: Bool) { (a | b, false) }
}

enum IntXor: IntArithmetic {
    static let checksZero = false
    @inline(__always) static func apply(_ a: Int, _ b: Int) -> (partialValue: Int, overflow: Bool) { (a ^ b, false) }
}

/// Swift's "smart" shift: a negative count shifts the other way, an oversized one gives 0 (or -1).
enum IntShiftLeft: IntArithmetic {
    static let checksZero = false
    @inline(__always) static func apply(_ a: Int, _ b: Int) -> (partialValue: Int, overflow: Bool) { (a << b, false) }
}

enum IntShiftRight: IntArithmetic {
    static let checksZero = false
    @inline(__always) static func apply(_ a: Int, _ b: Int) -> (partialValue: Int, overflow: Bool) { (a >> b, false) }
}

enum IntWrappingAdd: IntArithmetic {
    static let checksZero = false
    @inline(__always) static func apply(_ a: Int, _ b: Int) -> (partialValue: Int, overflow: Bool) { (a &+ b, false) }
}

enum IntWrappingSubtract: IntArithmetic {
    static let checksZero = false
    @inline(__always) static func apply(_ a: Int, _ b: Int) -> (partialValue: Int, overflow: Bool) { (a &- b, false) }
}

enum IntWrappingMultiply: IntArithmetic {
    static let checksZero = false
    @inline(__always) static func apply(_ a: Int, _ b: Int) -> (partialValue: Int, overflow: Bool) { (a &* b, false) }
}
