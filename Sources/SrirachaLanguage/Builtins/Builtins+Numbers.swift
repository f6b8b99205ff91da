import Foundation

extension Builtins {
    /// Number members and the usual maths functions on `Double`.
    static let numbers: [NativeFunction] = [
        .method("Int", "isMultiple", ["of"], "(Int) -> Bool") { args in
            let (n, d) = (try int(args[0]), try int(args[1]))
            // Swift: only 0 is a multiple of 0; `Int.min % -1` would trap, and is 0.
            if d == 0 { return .bool(n == 0) }
            if d == -1 { return .bool(true) }
            return .bool(n % d == 0)
        },
        .method("Int", "quotientAndRemainder", ["dividingBy"], "(Int) -> (quotient: Int, remainder: Int)") { args in
            let (n, d) = (try int(args[0]), try int(args[1]))
            if d == 0 { throw Operators.divisionByZero }
            if n == .min && d == -1 { throw Operators.overflow("quotientAndRemainder(dividingBy:)") }
            let (q, r) = n.quotientAndRemainder(dividingBy: d)
            return .tuple([.int(q), .int(r)])
        },
        .method("Double", "rounded", [], "() -> Double") { .double(try double($0[0]).rounded()) },
        .method("Double", "rounded", [nil], "(FloatingPointRoundingRule) -> Double") { args in
            .double(try double(args[0]).rounded(try roundingRule(args[1])))
        },
        .method("Float", "rounded", [nil], "(FloatingPointRoundingRule) -> Float") { args in
            .float(try float(args[0]).rounded(try roundingRule(args[1])))
        },
        .method("Double", "squareRoot", [], "() -> Double") { .double(try double($0[0]).squareRoot()) },
        .method("Double", "truncatingRemainder", ["dividingBy"], "(Double) -> Double") { args in
            .double(try double(args[0]).truncatingRemainder(dividingBy: try double(args[1])))
        },
        .global("sqrt", [nil], "(Double) -> Double") { .double(Foundation.sqrt(try double($0[0]))) },
        .global("pow", [nil, nil], "(Double, Double) -> Double") { args in
            .double(Foundation.pow(try double(args[0]), try double(args[1])))
        },
        .global("floor", [nil], "(Double) -> Double") { .double(Foundation.floor(try double($0[0]))) },
        .global("ceil", [nil], "(Double) -> Double") { .double(Foundation.ceil(try double($0[0]))) },
        .global("round", [nil], "(Double) -> Double") { .double(Foundation.round(try double($0[0]))) },
    ]

    /// The prelude's `FloatingPointRoundingRule` case, as Swift's.
    static func roundingRule(_ value: Value) throws -> FloatingPointRoundingRule {
        guard case .enumCase(let e) = unboxed(value) else { throw internalError("rounded", "expected a rounding rule") }
        switch e.caseName {
        case "toNearestOrAwayFromZero": return .toNearestOrAwayFromZero
        case "toNearestOrEven": return .toNearestOrEven
        case "up": return .up
        case "down": return .down
        case "towardZero": return .towardZero
        default: return .awayFromZero
        }
    }
}
