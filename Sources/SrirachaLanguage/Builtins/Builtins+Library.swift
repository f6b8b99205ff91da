extension Builtins {
    /// More of Swift's everyday global functions: `stride`, `type(of:)`, `min`/`max` of any
    /// number of values, `assertionFailure` and `preconditionFailure`.
    static let library: [NativeFunction] = strides + failures + extremes + [typeOf] + doubleTests + [
        .global("Array", [nil], "<A>([A]) -> [A]") { args in .array(try array(of: args[0])) },
    ]

    /// `x.isNaN` and the other tests of a `Double`.
    static let doubleTests: [NativeFunction] = [
        .property("Double", "isNaN", "Bool") { .bool(try double($0).isNaN) },
        .property("Double", "isInfinite", "Bool") { .bool(try double($0).isInfinite) },
        .property("Double", "isFinite", "Bool") { .bool(try double($0).isFinite) },
        .property("Double", "isZero", "Bool") { .bool(try double($0).isZero) },
    ]

    /// `stride(from:to:by:)` and `stride(from:through:by:)`, as arrays (Swift's `StrideTo` is
    /// a lazy sequence; it is iterated, mapped and counted the same way).
    /// `stride` over `Int`s: `end` is "to" or "through".
    private static func intStride(_ args: [Value], end: String) throws -> Value {
        let (from, limit, step) = (try int(args[0]), try int(args[1]), try int(args[2]))
        guard step != 0 else { throw RuntimeError("`stride` needs a step other than 0") }
        var out: [Value] = []
        var x = from
        while step > 0 ? (end == "to" ? x < limit : x <= limit) : (end == "to" ? x > limit : x >= limit) {
            try checkArrayCount(out.count + 1, copied: 1)
            out.append(.int(x))
            let (next, overflow) = x.addingReportingOverflow(step)
            if overflow { break }
            x = next
        }
        return .array(out)
    }

    static let strides: [NativeFunction] = ["to", "through"].flatMap { end in
        [
            .global("stride", ["from", end, "by"], "(Int, Int, Int) -> [Int]") { args in
                try intStride(args, end: end)
            },
            .global("stride", ["from", end, "by"], "<A>(A, A, Int) -> [A]", constraints: ["A": "BinaryInteger"]) { args in
                // Sized integers (`stride(from: UInt8(0), to: 10, by: 3)`): the step is an `Int`,
                // as Swift's `Stride` of every integer type is. In generic code (`T: BinaryInteger`)
                // the values may be `Int`s.
                // A literal bound may come as an `Int` there too (`stride(from: n, to: 0, by: -1)`).
                let kind: IntKind
                switch (unboxed(args[0]), unboxed(args[1])) {
                case (.int, .int): return try intStride(args, end: end)
                case (.fixed(let f), _): kind = f.kind
                case (_, .fixed(let l)): kind = l.kind
                default: throw internalError("stride", "expected integers")
                }
                func sized(_ v: Value) throws -> FixedInt {
                    switch unboxed(v) {
                    case .fixed(let f): return f
                    case .int(let i):
                        guard let f = FixedInt.from(Int128Lite(negative: i < 0, magnitude: UInt64(i.magnitude)), kind: kind) else {
                            throw RuntimeError("\(i) does not fit in a `\(kind.name)`")
                        }
                        return f
                    default: throw internalError("stride", "expected integers")
                    }
                }
                let (from, limit) = (try sized(args[0]), try sized(args[1]))
                let step = try int(args[2])
                guard step != 0 else { throw RuntimeError("`stride` needs a step other than 0") }
                func wide(_ v: Int128Lite) -> Int128 { v.negative ? -Int128(v.magnitude) : Int128(v.magnitude) }
                var out: [Value] = []
                var x = wide(from.wide)
                let last = wide(limit.wide)
                while step > 0 ? (end == "to" ? x < last : x <= last) : (end == "to" ? x > last : x >= last) {
                    guard let magnitude = UInt64(exactly: x.magnitude),
                          let value = FixedInt.from(Int128Lite(negative: x < 0, magnitude: magnitude), kind: from.kind) else { break }
                    try checkArrayCount(out.count + 1, copied: 1)
                    out.append(.fixed(value))
                    x += Int128(step)
                }
                return .array(out)
            },
            .global("stride", ["from", end, "by"], "(Double, Double, Double) -> [Double]") { args in
                let (from, limit, step) = (try double(args[0]), try double(args[1]), try double(args[2]))
                guard step != 0, step.isFinite else { throw RuntimeError("`stride` needs a finite step other than 0") }
                var out: [Value] = []
                // As Swift does: each value is `from + i * step`, so errors do not accumulate.
                var i = 0.0
                while true {
                    let x = from + i * step
                    let inside = step > 0 ? (end == "to" ? x < limit : x <= limit) : (end == "to" ? x > limit : x >= limit)
                    if !inside { break }
                    try checkArrayCount(out.count + 1, copied: 1)
                    out.append(.double(x))
                    i += 1
                }
                return .array(out)
            },
        ]
    }

    /// Failures that fit wherever a value is expected, like `fatalError`.
    static let failures: [NativeFunction] = [
        .global("assertionFailure", [], "() -> Void") { _ in throw RuntimeError("assertion failed") },
        .global("assertionFailure", [nil], "(String) -> Void") { args in
            throw RuntimeError("assertion failed: \(try string(args[0]))")
        },
        .global("preconditionFailure", [], "<A>() -> A") { _ in throw RuntimeError("precondition failed") },
        .global("preconditionFailure", [nil], "<A>(String) -> A") { args in
            throw RuntimeError("precondition failed: \(try string(args[0]))")
        },
    ]

    /// `min` and `max` of four to eight values (two and three are in `Builtins+Core`).
    static let extremes: [NativeFunction] = (4...8).flatMap { count -> [NativeFunction] in
        let labels = [String?](repeating: nil, count: count)
        let signature = "<A>(" + Array(repeating: "A", count: count).joined(separator: ", ") + ") -> A"
        let mn = NativeFunction.global("min", labels, signature, constraints: ["A": "Comparable"]) { try minimum($0) }
        let mx = NativeFunction.global("max", labels, signature, constraints: ["A": "Comparable"]) { try maximum($0) }
        mn.isListed = false
        mx.isListed = false
        return [mn, mx]
    }

    /// `type(of: x)`: the value's type, which prints as Swift prints it (`Int`, `Array<Int>`).
    static let typeOf: NativeFunction = .typedGlobal("type", ["of"], "<A>(A) -> Any.Type") { args, types in
        if case .existential(let x) = unboxed(args[0]) {
            return .string(Printer.swiftTypeName(x.type, qualified: false))
        }
        if case .nominal("Any.Type", _)? = types.first ?? nil, case .string(let name) = unboxed(args[0]) {
            // `type(of: Int.self)`, `type(of: t)` with `t: Any.Type` or `t: P.Type`: the metatype's own type, of the type it holds.
            return .string(name + ".Type")
        }
        if let t = types.first ?? nil, !containsParameter(t), t != .nominal("Any", []) {
            // A value of a protocol or class type has a dynamic type of its own: `Circle` for a
            // `Shape`, `Manager` for an `Employee`.
            if case .nominal(let name, let targs) = t, targs.isEmpty {
                switch unboxed(args[0]) {
                case .structValue, .object, .enumCase: return .string(runtimeTypeName(unboxed(args[0])))
                // A number or a Boolean seen as a protocol (`extension Int: P`) has its own type.
                case .int, .double, .fixed, .float, .bool:
                    if let own = Printer.runtimeType(of: unboxed(args[0])) { return .string(Printer.swiftTypeName(own, qualified: false)) }
                case .string where !["String", "Character", "Substring"].contains(name): return .string("String")
                default: break
                }
            }
            return .string(Printer.swiftTypeName(t, qualified: false, inherited: inheritedGenerics(unboxed(args[0]), t)))
        }
        let value = unboxed(args[0])
        if let t = Printer.runtimeType(of: value) { return .string(Printer.swiftTypeName(t, qualified: false)) }
        return .string(runtimeTypeName(value))
    }

    private static func containsParameter(_ t: SType) -> Bool { Compiler.containsParameter(t) }

    /// How many of the arguments of `t`, the value's own type, are those of the type its type is
    /// nested in (`Stack<Int>.Cell` shows as `Cell`).
    private static func inheritedGenerics(_ v: Value, _ t: SType) -> Int {
        guard case let .nominal(name, _) = t else { return 0 }
        switch v {
        case .structValue(let s) where s.type.name == name: return s.type.inheritedGenerics
        case .object(let o) where o.type.name == name: return o.type.inheritedGenerics
        case .enumCase(let e) where e.type.name == name: return e.type.inheritedGenerics
        default: return 0
        }
    }

    /// A type name from the value alone, for a value whose static type is generic.
    private static func runtimeTypeName(_ v: Value) -> String {
        switch v {
        case .tuple, .function, .interval, .keyPath: return "Any"
        default: return Printer.innermost(Compiler.runtimeTypeName(v))
        }
    }
}
