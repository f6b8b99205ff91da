extension Builtins {
    /// Mutating Array members (they get `self` as a `.box`), the `Array(…)` initializers and
    /// the bounds of ranges.
    static let arrayMutation: [NativeFunction] = mutatingMembers + arrayInitializers + rangeMembers + rangeSlices

    private static let owner = "Array"

    /// `xs.insert(contentsOf: ys, at: i)`: the elements of `ys`, in order, before position `i`.
    private static func insertContents(_ args: [Value]) throws -> Value {
        let (more, i, start) = (try elements(of: args[1]), try position(args[2], in: args[0]), sliceStartIfSlice(of: args[0]))
        try mutateArray(args[0], "insert") { xs in
            guard i >= 0, i <= xs.count else { throw indexError(args[2], start: start, count: xs.count) }
            try checkArrayCount(xs.count + more.count, copied: more.count)
            try Work.charge((xs.count - i) / Work.bytesPerStep)
            xs.insert(contentsOf: more, at: i)
        }
        return .void
    }

    static let mutatingMembers: [NativeFunction] = [
        .method(owner, "append", [nil], "(Element) -> Void", mutating: true) { args in
            try mutateArray(args[0], "append") { $0.append(args[1]) }
            return .void
        },
    ] + ["[Element]", "Range<Element>", "ClosedRange<Element>", "Set<Element>"].map { contents in
        // `xs.append(contentsOf: 1...3)`: any sequence of elements (a slice's is in ArraySlice's
        // file); the array's overload first, the others where it does not fit.
        let append = NativeFunction.method(owner, "append", ["contentsOf"], "(\(contents)) -> Void", mutating: true) { args in
            let more = try elements(of: args[1])
            try mutateArray(args[0], "append") { xs in
                try checkArrayCount(xs.count + more.count, copied: more.count)
                xs.append(contentsOf: more)
            }
            return .void
        }
        return contents == "[Element]" ? append : append.fallback()
    } + [
        .method(owner, "insert", ["contentsOf", "at"], "([Element], Int) -> Void", mutating: true) { args in
            try insertContents(args)
        },
        .method(owner, "insert", ["contentsOf", "at"], "(ArraySlice<Element>, Int) -> Void", mutating: true) { args in
            try insertContents(args)
        },
        .method(owner, "insert", [nil, "at"], "(Element, Int) -> Void", mutating: true) { args in
            let (i, start) = (try position(args[2], in: args[0]), sliceStartIfSlice(of: args[0]))
            try mutateArray(args[0], "insert") { xs in
                guard i >= 0, i <= xs.count else { throw indexError(args[2], start: start, count: xs.count) }
                try Work.charge((xs.count - i) / Work.bytesPerStep)
                xs.insert(args[1], at: i)
            }
            return .void
        },
        .method(owner, "remove", ["at"], "(Int) -> Element", mutating: true) { args in
            let (i, start) = (try position(args[1], in: args[0]), sliceStartIfSlice(of: args[0]))
            return try mutateArray(args[0], "remove") { xs in
                guard xs.indices.contains(i) else { throw indexError(args[1], start: start, count: xs.count) }
                try Work.charge((xs.count - i) / Work.bytesPerStep)
                return xs.remove(at: i)
            }
        },
        .method(owner, "removeFirst", [], "() -> Element", mutating: true) { args in
            try mutateArray(args[0], "removeFirst") { xs in
                guard !xs.isEmpty else { throw RuntimeError("cannot remove the first element of an empty array") }
                try Work.charge(xs.count / Work.bytesPerStep)
                return xs.removeFirst()
            }
        },
        .method(owner, "removeLast", [], "() -> Element", mutating: true) { args in
            try mutateArray(args[0], "removeLast") { xs in
                guard let last = xs.popLast() else {
                    throw RuntimeError("cannot remove the last element of an empty array")
                }
                return last
            }
        },
        .method(owner, "popLast", [], "() -> Element?", mutating: true) { args in
            .optional(try mutateArray(args[0], "popLast") { $0.popLast() })
        },
        .method(owner, "removeAll", [], "() -> Void", mutating: true) { args in
            try mutateArray(args[0], "removeAll") { $0.removeAll() }
            return .void
        },
        .method(owner, "removeAll", ["where"], "((Element) -> Bool) -> Void", mutating: true) { args in
            let f = try function(args[1])
            try mutateArray(args[0], "removeAll") { xs in try xs.removeAll { try test(f, $0) } }
            return .void
        },
        .method(owner, "sort", [], "() -> Void", mutating: true,
                constraints: ["Element": "Comparable"]) { args in
            try mutateArray(args[0], "sort") { try $0.sort(by: charging(less)) }
            return .void
        },
        .method(owner, "sort", ["by"], "((Element, Element) -> Bool) -> Void", mutating: true) { args in
            let areInOrder = ordered(by: try function(args[1]))
            try mutateArray(args[0], "sort") { try $0.sort(by: areInOrder) }
            return .void
        },
        .method(owner, "swapAt", [nil, nil], "(Int, Int) -> Void", mutating: true) { args in
            let (i, j) = (try position(args[1], in: args[0]), try position(args[2], in: args[0]))
            let start = sliceStartIfSlice(of: args[0])
            try mutateArray(args[0], "swapAt") { xs in
                guard xs.indices.contains(i) else { throw indexError(args[1], start: start, count: xs.count) }
                guard xs.indices.contains(j) else { throw indexError(args[2], start: start, count: xs.count) }
                xs.swapAt(i, j)
            }
            return .void
        },
        .method(owner, "reverse", [], "() -> Void", mutating: true) { args in
            try mutateArray(args[0], "reverse") { xs in
                try Work.charge(xs.count)
                xs.reverse()
            }
            return .void
        },
    ]

    /// `Array(1...5)`, `Array(repeating: 0, count: 3)`.
    static let arrayInitializers: [NativeFunction] = [
        .global("Array", [nil], "(Range<Int>) -> [Int]") { args in .array(try array(of: args[0])) },
        .global("Array", [nil], "(ClosedRange<Int>) -> [Int]") { args in .array(try array(of: args[0])) },
        .global("Array", ["repeating", "count"], "<A>(A, Int) -> [A]") { args in
            let n = try int(args[1])
            guard n >= 0 else { throw RuntimeError("cannot repeat a value a negative number of times (\(n))") }
            guard n <= rangeCopyLimit else {
                throw RuntimeError("an array of \(n) elements is too large",
                                   helps: ["at most \(rangeCopyLimit) elements"])
            }
            return .array(try repeated(args[0], count: n))
        },
    ]

    /// `lowerBound`, `upperBound` and `contains` for ranges of any bounds; a range of `Int`s
    /// also has every Array member.
    static let rangeMembers: [NativeFunction] = ["Range", "ClosedRange"].flatMap { owner in
        [
            NativeFunction.property(owner, "lowerBound", "Bound") { me in
                switch unboxed(me) {
                case .range(let lower, _, _): return .int(lower)
                case .interval(let lower, _, _): return lower
                default: throw internalError("lowerBound", "not a range")
                }
            },
            NativeFunction.property(owner, "upperBound", "Bound") { me in
                switch unboxed(me) {
                case .range(_, let upper, _): return .int(upper)
                case .interval(_, let upper, _): return upper
                default: throw internalError("upperBound", "not a range")
                }
            },
            NativeFunction.method(owner, "contains", [nil], "(Bound) -> Bool") { args in
                .bool(try Operators.rangeContains(args[0], args[1]))
            },
            NativeFunction.method(owner, "overlaps", [nil], "(\(owner)<Bound>) -> Bool") { args in
                let (a, b) = (try bounds(args[0]), try bounds(args[1]))
                if a.closed {
                    return .bool(!(try Operators.less(b.upper, a.lower) || Operators.less(a.upper, b.lower)))
                }
                let empty = try !Operators.less(a.lower, a.upper) || !Operators.less(b.lower, b.upper)
                return .bool(!(try empty || !Operators.less(a.lower, b.upper) || !Operators.less(b.lower, a.upper)))
            },
            NativeFunction.method(owner, "clamped", ["to"], "(\(owner)<Bound>) -> \(owner)<Bound>") { args in
                let (me, limits) = (try bounds(args[0]), try bounds(args[1]))
                var lower = try Operators.less(me.lower, limits.lower) ? limits.lower : me.lower
                if try Operators.less(limits.upper, lower) { lower = limits.upper }
                var upper = try Operators.less(limits.upper, me.upper) ? limits.upper : me.upper
                if try Operators.less(upper, limits.lower) { upper = limits.lower }
                if case .int(let l) = lower, case .int(let u) = upper, case .range = unboxed(args[0]) {
                    return .range(lower: l, upper: u, closed: me.closed)
                }
                return .interval(lower: lower, upper: upper, closed: me.closed)
            },
        ]
    }

    /// A range's bounds as values, whatever the type of its bounds.
    private static func bounds(_ range: Value) throws -> (lower: Value, upper: Value, closed: Bool) {
        switch unboxed(range) {
        case let .range(lower, upper, closed): return (.int(lower), .int(upper), closed)
        case let .interval(lower, upper, closed): return (lower, upper, closed)
        default: throw internalError("range", "not a range")
        }
    }
}
