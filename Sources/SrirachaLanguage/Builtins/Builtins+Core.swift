extension Builtins {
    /// Output, assertions and the most basic global functions.
    static let core: [NativeFunction] = output + checks + arithmetic

    /// `print` with zero to three values, separated by spaces as in Swift.
    static let output: [NativeFunction] = [
        .global("print", [], "() -> Void") { _ in printLine([]) },
        .global("print", [nil], "<A>(A) -> Void") { printLine($0) },
        .global("print", [nil, nil], "<A, B>(A, B) -> Void") { printLine($0) },
        .global("print", [nil, nil, nil], "<A, B, C>(A, B, C) -> Void") { printLine($0) },
    ]

    /// `assert`, `precondition` and `fatalError`: failures are ordinary runtime errors.
    static let checks: [NativeFunction] = [
        .global("assert", [nil], "(Bool) -> Void") { args in
            if try !bool(args[0]) { throw RuntimeError("assertion failed") }
            return .void
        },
        .global("assert", [nil, nil], "(Bool, String) -> Void") { args in
            if try !bool(args[0]) { throw RuntimeError("assertion failed: \(try string(args[1]))") }
            return .void
        },
        .global("precondition", [nil], "(Bool) -> Void") { args in
            if try !bool(args[0]) { throw RuntimeError("precondition failed") }
            return .void
        },
        .global("precondition", [nil, nil], "(Bool, String) -> Void") { args in
            if try !bool(args[0]) { throw RuntimeError("precondition failed: \(try string(args[1]))") }
            return .void
        },
        // Generic result: like Swift's `Never`, a call fits wherever a value is expected
        // (`guard … else { fatalError("…") }`, `default: fatalError("…")` in a `-> Int` func).
        .global("fatalError", [], "<A>() -> A") { _ in throw RuntimeError("fatal error") },
        .global("fatalError", [nil], "<A>(String) -> A") { args in
            throw RuntimeError("fatal error: \(try string(args[0]))")
        },
    ]

    /// `min`, `max` (two or three values) and `abs`.
    static let arithmetic: [NativeFunction] = [
        .global("min", [nil, nil], "<A>(A, A) -> A", constraints: ["A": "Comparable"]) { args in
            try minimum(args)
        },
        .global("min", [nil, nil, nil], "<A>(A, A, A) -> A", constraints: ["A": "Comparable"]) { args in
            try minimum(args)
        },
        .global("max", [nil, nil], "<A>(A, A) -> A", constraints: ["A": "Comparable"]) { args in
            try maximum(args)
        },
        .global("max", [nil, nil, nil], "<A>(A, A, A) -> A", constraints: ["A": "Comparable"]) { args in
            try maximum(args)
        },
        .global("abs", [nil], "(Int) -> Int") { args in
            let n = try int(args[0])
            guard n != .min else { throw RuntimeError("arithmetic overflow in `abs`") }
            return .int(Swift.abs(n))
        },
        .global("abs", [nil], "(Double) -> Double") { args in .double(Swift.abs(try double(args[0]))) },
    ]

    /// Writes the values' plain forms (strings without quotes) on one line.
    private static func printLine(_ values: [Value]) -> Value {
        RuntimeContext.emit(values.map { Printer.plain(unboxed($0)) }.joined(separator: " ") + "\n")
        return .void
    }

    /// The first of the smallest values, as Swift's `min(_:_:…)` chooses.
    static func minimum(_ values: [Value]) throws -> Value {
        var best = values[0]
        for v in values.dropFirst() { if try less(v, best) { best = v } }
        return best
    }

    /// The last of the largest values, as Swift's `max(_:_:…)` chooses.
    static func maximum(_ values: [Value]) throws -> Value {
        var best = values[0]
        for v in values.dropFirst() { if try !less(v, best) { best = v } }
        return best
    }
}
