import Foundation

extension Builtins {
    /// Members of the numeric protocols, for values of a generic parameter (`x.squareRoot()`
    /// with `x: T`, `T: FloatingPoint`): each works on the number the value is when it runs, a
    /// `Double` or a `Float` (or an integer of any width), and gives one of the same type.
    static let numericProtocols: [NativeFunction] = floatingPointMembers + binaryIntegerMembers

    static let floatingPointOwners = ["FloatingPoint", "BinaryFloatingPoint"]
    static let binaryIntegerOwners = ["BinaryInteger", "FixedWidthInteger", "SignedInteger", "UnsignedInteger"]

    private static var floatingPointMembers: [NativeFunction] {
        floatingPointOwners.flatMap { owner -> [NativeFunction] in
            [
                .method(owner, "squareRoot", [], "() -> Self") { try sameFloat($0[0]) { $0.squareRoot() } },
                .method(owner, "rounded", [], "() -> Self") { try sameFloat($0[0]) { $0.rounded() } },
                .method(owner, "rounded", [nil], "(FloatingPointRoundingRule) -> Self") { args in
                    let rule = try roundingRule(args[1])
                    return try sameFloat(args[0]) { $0.rounded(rule) }
                },
                .method(owner, "truncatingRemainder", ["dividingBy"], "(Self) -> Self") { args in
                    let d = try floating(args[1]).value
                    return try sameFloat(args[0]) { $0.truncatingRemainder(dividingBy: d) }
                },
                .method(owner, "remainder", ["dividingBy"], "(Self) -> Self") { args in
                    let d = try floating(args[1]).value
                    return try sameFloat(args[0]) { $0.remainder(dividingBy: d) }
                },
                .property(owner, "magnitude", "Self") { try sameFloat($0) { $0.magnitude } },
                .property(owner, "ulp", "Self") { v in
                    let (x, isFloat) = try floating(v)
                    return isFloat ? .float(Float(x).ulp) : .double(x.ulp)
                },
                .property(owner, "nextUp", "Self") { v in
                    let (x, isFloat) = try floating(v)
                    return isFloat ? .float(Float(x).nextUp) : .double(x.nextUp)
                },
                .property(owner, "nextDown", "Self") { v in
                    let (x, isFloat) = try floating(v)
                    return isFloat ? .float(Float(x).nextDown) : .double(x.nextDown)
                },
                .property(owner, "isNormal", "Bool") { v in
                    let (x, isFloat) = try floating(v)
                    return .bool(isFloat ? Float(x).isNormal : x.isNormal)
                },
                .property(owner, "isSubnormal", "Bool") { v in
                    let (x, isFloat) = try floating(v)
                    return .bool(isFloat ? Float(x).isSubnormal : x.isSubnormal)
                },
                .method(owner, "addingProduct", [nil, nil], "(Self, Self) -> Self") { args in
                    let (x, isFloat) = try floating(args[0])
                    let (b, c) = (try floating(args[1]).value, try floating(args[2]).value)
                    return isFloat ? .float(Float(x).addingProduct(Float(b), Float(c))) : .double(x.addingProduct(b, c))
                },
                // A `Float` widens to a `Double` exactly, so comparing the `Double`s is the same.
                .method(owner, "isLess", ["than"], "(Self) -> Bool") { args in
                    .bool(try floating(args[0]).value.isLess(than: try floating(args[1]).value))
                },
                .method(owner, "isLessThanOrEqualTo", [nil], "(Self) -> Bool") { args in
                    .bool(try floating(args[0]).value.isLessThanOrEqualTo(try floating(args[1]).value))
                },
                .method(owner, "isEqual", ["to"], "(Self) -> Bool") { args in
                    .bool(try floating(args[0]).value.isEqual(to: try floating(args[1]).value))
                },
                .property(owner, "isNaN", "Bool") { .bool(try floating($0).value.isNaN) },
                .property(owner, "isInfinite", "Bool") { .bool(try floating($0).value.isInfinite) },
                .property(owner, "isFinite", "Bool") { .bool(try floating($0).value.isFinite) },
                .property(owner, "isZero", "Bool") { .bool(try floating($0).value.isZero) },
            ]
        }
    }

    private static var binaryIntegerMembers: [NativeFunction] {
        binaryIntegerOwners.flatMap { owner -> [NativeFunction] in
            [
                .method(owner, "isMultiple", ["of"], "(Self) -> Bool") { try ownNative("isMultiple", ["of"], $0) },
                .method(owner, "signum", [], "() -> Self") { try ownNative("signum", [], $0) },
                .method(owner, "quotientAndRemainder", ["dividingBy"], "(Self) -> (quotient: Self, remainder: Self)") { args in
                    let (x, d) = (unboxed(args[0]), unboxed(args[1]))
                    return .tuple([try Operators.arithmetic("/", x, d), try Operators.arithmetic("%", x, d)])
                },
                .property(owner, "trailingZeroBitCount", "Int") { try ownNative("trailingZeroBitCount", [], [$0]) },
            ]
        } + [
            .property("FixedWidthInteger", "nonzeroBitCount", "Int") { try ownNative("nonzeroBitCount", [], [$0]) },
            .property("FixedWidthInteger", "leadingZeroBitCount", "Int") { try ownNative("leadingZeroBitCount", [], [$0]) },
        ]
    }

    /// A floating-point value (an integer is the generic zero, see `Operators.numeric`) and
    /// whether it is a `Float`.
    private static func floating(_ value: Value) throws -> (value: Double, isFloat: Bool) {
        switch unboxed(value) {
        case .double(let d): return (d, false)
        case .float(let f): return (Double(f), true)
        case .int(let i): return (Double(i), false)
        default: throw internalError("argument", "expected a floating-point number")
        }
    }

    /// `f` on the value, as a number of its own type.
    /// `abs(x)` with `x` of a generic parameter: the absolute value of the number it is.
    static func absoluteValue(_ value: Value) throws -> Value {
        switch unboxed(value) {
        case .int(let n):
            guard n != .min else { throw RuntimeError("arithmetic overflow in `abs`") }
            return .int(Swift.abs(n))
        case .double(let d): return .double(Swift.abs(d))
        case .float(let f): return .float(Swift.abs(f))
        case .fixed(let x): return x.kind.isSigned && Int64(bitPattern: x.bits) < 0 ? .fixed(try x.negated()) : .fixed(x)
        default: throw internalError("abs", "expected a number")
        }
    }

    private static func sameFloat(_ value: Value, _ f: (Double) -> Double) throws -> Value {
        let (x, isFloat) = try floating(value)
        return isFloat ? .float(Float(f(x))) : .double(f(x))
    }

    /// The integer type's own member `name` on the receiver (`Int`, `UInt8`, …).
    private static func ownNative(_ name: String, _ labels: [String?], _ args: [Value]) throws -> Value {
        let owner: String
        switch unboxed(args[0]) {
        case .int: owner = "Int"
        case .fixed(let x): owner = x.kind.name
        default: throw internalError(name, "expected an integer")
        }
        guard let native = members[owner]?[name]?.first(where: { $0.labels == labels }) else {
            throw RuntimeError("`\(name)` is not available on `\(owner)`")
        }
        // A literal argument is an `Int` when it runs (see `Operators.numeric`): the receiver's type.
        var values = args.map(unboxed)
        for i in values.indices.dropFirst() where owner != "Int" {
            if case .int = values[i] { values[i] = try convert(values[i], to: owner) }
        }
        return try native.body(values)
    }
}
