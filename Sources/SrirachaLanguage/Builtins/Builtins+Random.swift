extension Builtins {
    /// Random numbers, shuffles and random elements, as Swift's `Int.random(in:)`,
    /// `Double.random(in:)`, `Bool.random()`, `randomElement()`, `shuffled()` and `shuffle()`.
    /// Each session draws the same sequence (see `Machine.randomState`): a lesson that rolls dice
    /// replays. The checker turns `Int.random(in: r)` into a call of the hidden `Int.random`.
    static let random: [NativeFunction] = {
        var natives: [NativeFunction] = [
            .global("Int.random", ["in"], "(Range<Int>) -> Int") { args in .int(try randomInt(in: args[0])) },
            .global("Int.random", ["in"], "(ClosedRange<Int>) -> Int") { args in .int(try randomInt(in: args[0])) },
            .global("Double.random", ["in"], "(Range<Double>) -> Double") { args in .double(try randomDouble(in: args[0])) },
            .global("Double.random", ["in"], "(ClosedRange<Double>) -> Double") { args in
                .double(try randomDouble(in: args[0]))
            },
            .global("Bool.random", [], "() -> Bool") { _ in .bool(nextRandom() & 1 == 1) },
        ]
        for n in natives { n.isListed = false }
        natives += [
            .method("Array", "randomElement", [], "() -> Element?") { args in
                let list = try elements(of: args[0])
                guard !list.isEmpty else { return .none }
                return .some(list[Int(bounded(UInt64(list.count)))])
            },
            .method("Array", "shuffled", [], "() -> [Element]") { args in
                var list = Array(try elements(of: args[0]))
                try Work.charge(list.count)
                shuffle(&list)
                return .array(list)
            },
            .method("Array", "shuffle", [], "() -> Void", mutating: true) { args in
                try mutateArray(args[0], "shuffle") { list in
                    try Work.charge(list.count)
                    shuffle(&list)
                }
                return .void
            },
        ]
        return natives
    }()

    /// The next 64 random bits of the running session (SplitMix64).
    static func nextRandom() -> UInt64 {
        var state = Machine.current?.randomState ?? fallbackRandomState
        state &+= 0x9E37_79B9_7F4A_7C15
        if let machine = Machine.current { machine.randomState = state } else { fallbackRandomState = state }
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Natives run without a session only in unit tests.
    nonisolated(unsafe) private static var fallbackRandomState: UInt64 = 0x853C_49E6_748F_EA9B

    /// A number in `0..<bound` with every value equally likely (`bound` > 0).
    private static func bounded(_ bound: UInt64) -> UInt64 {
        let limit = UInt64.max - UInt64.max % bound
        while true {
            let r = nextRandom()
            if r < limit || limit == 0 { return r % bound }
        }
    }

    private static func randomInt(in range: Value) throws -> Int {
        guard case let .range(lower, upper, closed) = unboxed(range) else { throw internalError("random", "expected a range") }
        let last = closed ? upper : upper &- 1
        guard closed ? lower <= upper : lower < upper else { throw RuntimeError("`random(in:)` needs a range that is not empty") }
        // The count of values may not fit in an `Int` (`Int.min...Int.max`): counted in `UInt64`.
        let span = UInt64(bitPattern: Int64(last)) &- UInt64(bitPattern: Int64(lower)) &+ 1
        let offset = span == 0 ? nextRandom() : bounded(span)
        return Int(bitPattern: UInt(UInt64(bitPattern: Int64(lower)) &+ offset))
    }

    private static func randomDouble(in range: Value) throws -> Double {
        guard case let .interval(lowerValue, upperValue, closed) = unboxed(range) else {
            throw internalError("random", "expected a range of numbers")
        }
        let (lower, upper) = (try double(lowerValue), try double(upperValue))
        guard lower.isFinite, upper.isFinite, closed ? lower <= upper : lower < upper else {
            throw RuntimeError("`random(in:)` needs a finite range that is not empty")
        }
        let unit = Double(nextRandom() >> 11) / Double(1 << 53)
        let x = lower + (upper - lower) * unit
        return closed ? Swift.min(x, upper) : (x < upper ? x : lower)
    }

    private static func shuffle(_ list: inout [Value]) {
        guard list.count > 1 else { return }
        for i in stride(from: list.count - 1, to: 0, by: -1) {
            list.swapAt(i, Int(bounded(UInt64(i + 1))))
        }
    }
}
