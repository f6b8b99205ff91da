extension Builtins {
    /// Function tools that must be native: `partial` (its results print what they captured),
    /// `swap` (its arguments are `inout` cells) and `zip`.
    static let functionTools: [NativeFunction] = partials + [
        // `swap(&a, &b)`: both arguments arrive as cells.
        .global("swap", [nil, nil], "<A>(inout A, inout A) -> Void") { args in
            guard case .box(let a) = args[0], case .box(let b) = args[1] else {
                throw RuntimeError("internal error: `swap` needs two `inout` arguments")
            }
            let first = a.value
            a.value = b.value
            b.value = first
            return .void
        },
    ] + zips

    /// `zip` of two arrays, or of a range or a string and an array (`zip(1...3, names)`).
    static let zips: [NativeFunction] = [
        "<A, B>([A], [B]) -> [(A, B)]",
        "<B>(Range<Int>, [B]) -> [(Int, B)]", "<B>(ClosedRange<Int>, [B]) -> [(Int, B)]",
        "<A>([A], Range<Int>) -> [(A, Int)]", "<A>([A], ClosedRange<Int>) -> [(A, Int)]",
        // A string is a sequence of its characters (`zip("abc", 1...3)`).
        "<B>(String, [B]) -> [(Character, B)]", "<A>([A], String) -> [(A, Character)]",
        "(String, Range<Int>) -> [(Character, Int)]", "(String, ClosedRange<Int>) -> [(Character, Int)]",
        "(String, String) -> [(Character, Character)]",
    ].map { signature in
        .global("zip", [nil, nil], signature) { args in
            let (xs, ys) = (try elements(of: args[0]), try elements(of: args[1]))
            try checkArrayCount(Swift.min(xs.count, ys.count))
            return .array(zip(xs, ys).map { .tuple([$0, $1]) })
        }
    } + [
        // `zip(1..., names)`: numbering from 1, as long as the array.
        .global("zip", [nil, nil], "<B>(PartialRangeFrom, [B]) -> [(Int, B)]") { args in
            let ys = try elements(of: args[1])
            return .array(try counted(from: args[0], ys.count).map { .tuple([$0, ys[$1]]) })
        },
        .global("zip", [nil, nil], "<A>([A], PartialRangeFrom) -> [(A, Int)]") { args in
            let xs = try elements(of: args[0])
            return .array(try counted(from: args[1], xs.count).map { .tuple([xs[$1], $0]) })
        },
    ]

    /// The first `count` integers of a `PartialRangeFrom` (`n...`), each with its position.
    private static func counted(from range: Value, _ count: Int) throws -> [(Value, Int)] {
        guard case .structValue(let r) = unboxed(range), case .int(let start)? = r.fields.first.map(unboxed) else {
            throw internalError("zip", "expected a `PartialRangeFrom`")
        }
        try checkArrayCount(count)
        guard start <= Int.max - Swift.max(count - 1, 0) else { throw RuntimeError("arithmetic overflow: `zip` counted past `Int.max`") }
        return (0..<count).map { (.int(start + $0), $0) }
    }

    /// `partial(f, arg1: x)`, `partial(f, arg2: y)`, … for functions of one to four arguments
    /// (seed 001's API), so `partial(dumbFunction, arg1: "Param1")` prints as
    /// `dumbFunction("Param1", _)`.
    static let partials: [NativeFunction] = (1...4).flatMap { arity in
        (1...arity).map { fixed in partial(arity: arity, fixing: fixed) }
    }

    /// `partial(_:argK:)` for a function of `arity` arguments.
    static func partial(arity: Int, fixing fixed: Int) -> NativeFunction {
        let names = ["A", "B", "C", "D", "E"]
        let params = Array(names.prefix(arity))
        let result = names[arity]
        let remaining = params.enumerated().filter { $0.offset != fixed - 1 }.map(\.element)
        let signature = "<\((params + [result]).joined(separator: ", "))>"
            + "((\(params.joined(separator: ", "))) -> \(result), \(params[fixed - 1]))"
            + " -> (\(remaining.joined(separator: ", "))) -> \(result)"
        return .global("partial", [nil, "arg\(fixed)"], signature) { args in
            let f = try function(args[0])
            let captured = args[1]
            var shown = [String?](repeating: nil, count: arity)
            shown[fixed - 1] = Printer.literal(captured)
            return .function(Function(arity: arity - 1, display: .applied(f.display, shown)) { rest in
                var all = rest
                all.insert(captured, at: Swift.min(fixed - 1, all.count))
                return try f.invoke(all)
            })
        }
    }
}
