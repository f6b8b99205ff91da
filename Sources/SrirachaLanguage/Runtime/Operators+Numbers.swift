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
        case (.int, _), (.double, _), (_, .int), (_, .double):
            // The generic zero, or a literal in generic code, meeting a number of another type.
            if let converted = convertLiteral(a, like: b) { return try arithmetic(op, converted, b) }
            if let converted = convertLiteral(b, like: a) { return try arithmetic(op, a, converted) }
            return nil
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

    /// A literal of generic code (an `Int` or a `Double`) as a value of `other`'s type, when
    /// `other` is another number type.
    static func convertLiteral(_ v: Value, like other: Value) -> Value? {
        switch (v, other) {
        case (.int(let x), .double): return .double(Double(x))
        case (.int(let x), .float): return .float(Float(x))
        case (.int(let x), .fixed(let f)): return FixedInt.from(Int128Lite(Int64(x)), kind: f.kind).map(Value.fixed)
        case (.double(let x), .float): return .float(Float(x))
        default: return nil
        }
    }

    /// `<` on sized integers and `Float`s (and the generic zero against them).
    static func numericLess(_ a: Value, _ b: Value) -> Bool? {
        switch (a, b) {
        case let (.fixed(x), .fixed(y)): return FixedInt.less(x, y)
        case let (.float(x), .float(y)): return x < y
        case (.int, _), (.double, _), (_, .int), (_, .double):
            if let converted = convertLiteral(a, like: b) { return try? less(converted, b) }
            if let converted = convertLiteral(b, like: a) { return try? less(a, converted) }
            return nil
        default: return nil
        }
    }

    /// `==` in generic code, where the generic zero may meet a number of another type.
    static func genericEquals(_ a: Value, _ b: Value) -> Bool {
        let (x, y) = (a.unboxed, b.unboxed)
        if let c = convertLiteral(x, like: y) { return c == y }
        if let c = convertLiteral(y, like: x) { return x == c }
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
    /// returned untouched (`sum([] as [Double])`), shown as that type shows zero; or a `Hasher`.
    static func genericZero(_ i: Int, type: SType?) -> String? {
        guard case .nominal(let name, let args)? = type, args.isEmpty, name != "Int" else { return nil }
        switch name {
        case "Double": return Double(i).description
        case "Float": return Float(i).description
        // A `Hasher` is its running hash at run time (see `Builtins.hasher`); Swift shows its
        // randomly seeded state. A new one shows as made, a used one without its state.
        case "Hasher": return i == 0 ? "Hasher()" : "Hasher(…)"
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
