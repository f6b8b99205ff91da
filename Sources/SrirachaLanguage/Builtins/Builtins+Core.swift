extension Builtins {
    /// Output, assertions and the most basic global functions.
    static let core: [NativeFunction] = output + input + checks + arithmetic + [
        .global("Optional", [nil], "<A>(A) -> A?") { .optional($0[0]) },
    ]

    /// The most values one `print` or `debugPrint` call takes (Swift's are variadic).
    static let maxPrinted = 16

    /// `print` and `debugPrint` with up to `maxPrinted` values, each with or without
    /// `separator:` and `terminator:`, as Swift's `print(_:separator:terminator:)`.
    static let output: [NativeFunction] = ["print", "debugPrint"].flatMap { name in
        (0...maxPrinted).flatMap { count in
            [(false, false), (true, false), (false, true), (true, true)].map { separator, terminator in
                printer(name, count: count, separator: separator, terminator: terminator)
            }
        }
    }

    /// One overload: `count` values of any types, then the optional labelled strings.
    private static func printer(_ name: String, count: Int, separator: Bool, terminator: Bool) -> NativeFunction {
        var labels: [String?] = Array(repeating: nil, count: count)
        if separator { labels.append("separator") }
        if terminator { labels.append("terminator") }
        // `<A, B>(A, B, String) -> Void`, written byte by byte: the 136 overloads are made at
        // every start, and building each from arrays of strings and `joined` was a tenth of it.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(8 * count + 40)
        func list(_ items: Int, _ item: (Int) -> Void) {
            for i in 0..<items {
                if i > 0 { bytes.append(UInt8(ascii: ",")); bytes.append(UInt8(ascii: " ")) }
                item(i)
            }
        }
        if count > 0 {
            bytes.append(UInt8(ascii: "<"))
            list(count) { bytes.append(65 + UInt8($0)) }
            bytes.append(UInt8(ascii: ">"))
        }
        bytes.append(UInt8(ascii: "("))
        let strings = (separator ? 1 : 0) + (terminator ? 1 : 0)
        list(count + strings) { i in
            if i < count { bytes.append(65 + UInt8(i)) } else { bytes.append(contentsOf: "String".utf8) }
        }
        bytes.append(contentsOf: ") -> Void".utf8)
        let signature = String(decoding: bytes, as: UTF8.self)
        let reflecting = name == "debugPrint"
        let native = NativeFunction.typedGlobal(name, labels, signature) { args, types in
            let items = Array(args.prefix(count))
            let sep = separator ? try string(args[count]) : " "
            let end = terminator ? try string(args[args.count - 1]) : "\n"
            var text = ""
            for (i, item) in items.enumerated() {
                if i > 0 { text += sep }
                let type = i < types.count ? types[i] : nil
                text += reflecting ? Printer.reflected(unboxed(item), type: type)
                    : Printer.described(unboxed(item), type: type)
            }
            RuntimeContext.emit(text + end)
            return .void
        }
        native.isListed = count <= 3 && !separator && !terminator
        return native
    }

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

    /// The first of the smallest values, as Swift's `min(_:_:…)` chooses.
    static func minimum(_ values: [Value]) throws -> Value {
        var best = values[0]
        for v in values.dropFirst() { if try less(v, best) { best = v } }
        return best
    }

    /// The last of the largest values, as Swift's `max(_:_:…)` chooses: it takes a value when
    /// `value >= best`, which a NaN on either side is not (`max(.nan, 1)` is NaN, `max(1, .nan)` 1).
    static func maximum(_ values: [Value]) throws -> Value {
        var best = values[0]
        for v in values.dropFirst() where !isNaN(v) && !isNaN(best) {
            if try !less(v, best) { best = v }
        }
        return best
    }

    private static func isNaN(_ v: Value) -> Bool {
        switch unboxed(v) {
        case .double(let d): return d.isNaN
        case .float(let f): return f.isNaN
        default: return false
        }
    }
}
