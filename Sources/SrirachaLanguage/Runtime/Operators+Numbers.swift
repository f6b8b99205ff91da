/// Operators on the sized integers and `Float`, the bitwise and wrapping operators, and the
/// zero of a generic numeric parameter.
///
/// `T.zero` (and `.zero` where a `T: Numeric` is expected) is `.int(0)` at run time: a generic
/// function does not know which type `T` is. The checker guarantees that both operands of an
/// operator have one type, so an `Int` meeting another number here can only be that zero, and
/// takes the other operand's type.
extension Operators {
    static func overflow(_ op: String, type: String) -> RuntimeError {
        RuntimeError("arithmetic overflow in `\(op)`: the result does not fit in `\(type)`")
    }

    /// The operators that only integers have.
    static let integerOnly: Set<String> = ["&", "|", "^", "<<", ">>", "&+", "&-", "&*"]

    /// `a op b` on two sized integers, two `Float`s, or an `Int` operator only integers have
    /// (`&`, `<<`, `&+` …); nil when the operands are none of these.
    static func numeric(_ op: String, _ a: Value, _ b: Value) throws -> Value? {
        switch (a, b) {
        case let (.fixed(x), .fixed(y)): return .fixed(try FixedInt.binary(op, x, y))
        case let (.float(x), .float(y)):
            switch op {
            case "+": return .float(x + y)
            case "-": return .float(x - y)
            case "*": return .float(x * y)
            case "/": return .float(x / y)
            default: return nil
            }
        case let (.int(x), .int(y)): return try intOnly(op, x, y).map(Value.int)
        case let (.double(x), .double(y)) where op == "%": return .double(x.truncatingRemainder(dividingBy: y))
        case (.int(let x), _) where !b.isInt:
            guard let converted = convertLiteral(x, like: b) else { return nil }
            return try arithmetic(op, converted, b)
        case (_, .int(let y)) where !a.isInt:
            guard let converted = convertLiteral(y, like: a) else { return nil }
            return try arithmetic(op, a, converted)
        default: return nil
        }
    }

    /// The `Int`-only operators: bitwise, shifts and the wrapping arithmetic.
    @inline(__always)
    static func intOnly(_ op: String, _ x: Int, _ y: Int) throws -> Int? {
        switch op {
        case "&": return x & y
        case "|": return x | y
        case "^": return x ^ y
        case "<<": return x << y
        case ">>": return x >> y
        case "&+": return x &+ y
        case "&-": return x &- y
        case "&*": return x &* y
        default: return nil
        }
    }

    /// The generic zero (an `Int` in generic code) as a value of `other`'s type.
    static func convertLiteral(_ x: Int, like other: Value) -> Value? {
        switch other {
        case .double: return .double(Double(x))
        case .float: return .float(Float(x))
        case .fixed(let f): return FixedInt.from(Int128Lite(Int64(x)), kind: f.kind).map(Value.fixed)
        default: return nil
        }
    }

    /// `<` on sized integers and `Float`s (and the generic zero against them).
    static func numericLess(_ a: Value, _ b: Value) -> Bool? {
        switch (a, b) {
        case let (.fixed(x), .fixed(y)): return FixedInt.less(x, y)
        case let (.float(x), .float(y)): return x < y
        case (.int(let x), _) where !b.isInt: return convertLiteral(x, like: b).flatMap { numericLess($0, b) ?? (try? less($0, b)) }
        case (_, .int(let y)) where !a.isInt: return convertLiteral(y, like: a).flatMap { numericLess(a, $0) ?? (try? less(a, $0)) }
        default: return nil
        }
    }

    /// `==` in generic code, where the generic zero may meet a number of another type.
    static func genericEquals(_ a: Value, _ b: Value) -> Bool {
        let (x, y) = (a.unboxed, b.unboxed)
        if case .int(let i) = x, !y.isInt, let c = convertLiteral(i, like: y) { return c == y }
        if case .int(let i) = y, !x.isInt, let c = convertLiteral(i, like: x) { return x == c }
        return x == y
    }

    /// `-x` on a sized integer or a `Float`.
    static func numericNegate(_ a: Value) throws -> Value? {
        switch a {
        case .fixed(let x): return .fixed(try x.negated())
        case .float(let x): return .float(-x)
        default: return nil
        }
    }

    /// `~x`.
    static func invert(_ a: Value) throws -> Value {
        switch a.unboxed {
        case .int(let x): return .int(~x)
        case .fixed(let x): return .fixed(x.inverted)
        default: throw RuntimeError("`~` applies to integers")
        }
    }
}

extension Value {
    var isInt: Bool { if case .int = self { return true }; return false }
}

extension Printer {
    /// An `Int` whose static type is another number: the generic zero a generic function
    /// returned untouched (`sum([] as [Double])`), shown as that type shows zero.
    static func genericZero(_ i: Int, type: SType?) -> String? {
        guard case .nominal(let name, let args)? = type, args.isEmpty, name != "Int" else { return nil }
        switch name {
        case "Double": return Double(i).description
        case "Float": return Float(i).description
        default: return nil
        }
    }
}

extension Compiler {
    /// An integer literal typed as a sized integer or a `Float` by the checker (which has checked
    /// its range): its value. The bits of `UInt64.max` arrive as the `Int` `-1`.
    static func sizedLiteral(_ i: Int, type: SType?) -> Value? {
        guard case .nominal(let name, let args)? = type, args.isEmpty else { return nil }
        if name == "Float" { return .float(Float(i)) }
        if name == "Double" { return .double(Double(i)) }
        guard let kind = IntKind(name: name) else { return nil }
        return .fixed(FixedInt.truncating(UInt64(bitPattern: Int64(i)), kind: kind))
    }
}
