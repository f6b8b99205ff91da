import Foundation

extension Builtins {
    /// Foundation's math functions on `Double` and `Float`: `sin`, `cos`, `atan2`, `log`, `exp`,
    /// `hypot`, `fmod` … (`sqrt`, `pow`, `floor`, `ceil` and `round` are with the numbers).
    static let mathFunctions: [NativeFunction] = {
        var out: [NativeFunction] = []
        for (name, d, f) in unaryMath {
            out.append(.global(name, [nil], "(Double) -> Double") { .double(d(try double($0[0]))) })
            out.append(.global(name, [nil], "(Float) -> Float") { .float(f(try float($0[0]))) })
        }
        for (name, d, f) in binaryMath {
            out.append(.global(name, [nil, nil], "(Double, Double) -> Double") { args in
                .double(d(try double(args[0]), try double(args[1])))
            })
            out.append(.global(name, [nil, nil], "(Float, Float) -> Float") { args in
                .float(f(try float(args[0]), try float(args[1])))
            })
        }
        return out
    }()

    private static let unaryMath: [(String, (Double) -> Double, (Float) -> Float)] = [
        ("sin", Foundation.sin, Foundation.sin), ("cos", Foundation.cos, Foundation.cos), ("tan", Foundation.tan, Foundation.tan),
        ("asin", Foundation.asin, Foundation.asin), ("acos", Foundation.acos, Foundation.acos),
        ("atan", Foundation.atan, Foundation.atan), ("sinh", Foundation.sinh, Foundation.sinh),
        ("cosh", Foundation.cosh, Foundation.cosh), ("tanh", Foundation.tanh, Foundation.tanh),
        ("exp", Foundation.exp, Foundation.exp), ("exp2", Foundation.exp2, Foundation.exp2),
        ("log", Foundation.log, Foundation.log), ("log2", Foundation.log2, Foundation.log2),
        ("log10", Foundation.log10, Foundation.log10), ("log1p", Foundation.log1p, Foundation.log1p),
        ("expm1", Foundation.expm1, Foundation.expm1), ("cbrt", Foundation.cbrt, Foundation.cbrt),
        ("trunc", Foundation.trunc, Foundation.trunc), ("fabs", Foundation.fabs, Foundation.fabs),
    ]

    private static let binaryMath: [(String, (Double, Double) -> Double, (Float, Float) -> Float)] = [
        ("atan2", Foundation.atan2, Foundation.atan2), ("hypot", Foundation.hypot, Foundation.hypot),
        ("fmod", Foundation.fmod, Foundation.fmod), ("remainder", Foundation.remainder, Foundation.remainder),
        ("copysign", Foundation.copysign, Foundation.copysign), ("fmin", Foundation.fmin, Foundation.fmin),
        ("fmax", Foundation.fmax, Foundation.fmax),
    ]
}
