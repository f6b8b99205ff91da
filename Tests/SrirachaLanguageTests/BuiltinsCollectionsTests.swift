import Testing
@testable import SrirachaLanguage

@Suite struct BuiltinsCollectionsTests {
    let xs = ints(3, 1, 4, 1, 5)

    @Test func properties() throws {
        #expect(try property("Array", "count", of: xs) == .int(5))
        #expect(try property("Array", "isEmpty", of: ints()) == .bool(true))
        #expect(try property("Array", "first", of: xs) == .some(.int(3)))
        #expect(try property("Array", "last", of: ints()) == .none)
        #expect(try property("Array", "indices", of: xs) == .range(lower: 0, upper: 5, closed: false))
    }

    @Test func transforms() throws {
        #expect(try call("Array", "map", [nil], xs, double) == ints(6, 2, 8, 2, 10))
        #expect(try call("Array", "filter", [nil], xs, isEven) == ints(4))
        #expect(try call("Array", "reduce", [nil, nil], xs, .int(0), plus) == .int(14))
        let half = fn("half") { $0[0].int % 2 == 0 ? .some(.int($0[0].int / 2)) : .none }
        #expect(try call("Array", "compactMap", [nil], xs, half) == ints(2))
        let twice = fn("twice") { .array([$0[0], $0[0]]) }
        #expect(try call("Array", "flatMap", [nil], signature: "<U>((Element) -> [U]) -> [U]", ints(1, 2), twice)
                == ints(1, 1, 2, 2))
        #expect(try call("Array", "flatMap", [nil], signature: "<U>((Element) -> U?) -> [U]", xs, half) == ints(2))
        #expect(try call("Array", "enumerated", [], strs("a", "b"))
                == .array([tuple(.int(0), .string("a")), tuple(.int(1), .string("b"))]))
        #expect(try call("Array", "joined", ["separator"], signature: "(String) -> String", strs("a", "b", "c"), .string(", "))
                == .string("a, b, c"))
        #expect(try call("Array", "joined", [], signature: "() -> String", strs("a", "b")) == .string("ab"))
        #expect(try call("Array", "joined", [], signature: "<U>() -> [U]", .array([ints(1, 2), ints(3)])) == ints(1, 2, 3))
        #expect(try call("Array", "joined", ["separator"], signature: "<U>([U]) -> [U]", .array([ints(1), ints(2)]), ints(0))
                == ints(1, 0, 2))
    }

    @Test func reduceIntoUsesAnInoutAccumulator() throws {
        let appendDouble = fn("appendDouble", arity: 2) { args in
            guard case .box(let box) = args[0], case .array(let acc) = box.value else { return .void }
            box.value = .array(acc + [.int(args[1].int * 2)])
            return .void
        }
        #expect(try call("Array", "reduce", ["into", nil], ints(1, 2), ints(), appendDouble) == ints(2, 4))
    }

    @Test func forEachCallsInOrder() throws {
        var seen: [Int] = []
        let record = fn("record") { seen.append($0[0].int); return .void }
        #expect(try call("Array", "forEach", [nil], xs, record) == .void)
        #expect(seen == [3, 1, 4, 1, 5])
    }

    @Test func closuresWithSeveralParametersReceiveTupleParts() throws {
        let pairs = try call("Array", "enumerated", [], strs("a", "b"))
        let describe = fn("describe", arity: 2) { args in
            guard case .string(let s) = args[1] else { return .void }
            return .string("\(args[0].int):\(s)")
        }
        #expect(try call("Array", "map", [nil], pairs, describe) == strs("0:a", "1:b"))
    }

    @Test func queries() throws {
        #expect(try call("Array", "contains", [nil], xs, .int(4)) == .bool(true))
        #expect(try call("Array", "contains", [nil], xs, .int(7)) == .bool(false))
        #expect(try call("Array", "contains", ["where"], xs, isEven) == .bool(true))
        #expect(try call("Array", "allSatisfy", [nil], xs, isEven) == .bool(false))
        #expect(try call("Array", "count", ["where"], xs, isEven) == .int(1))
        #expect(try call("Array", "first", ["where"], xs, isEven) == .some(.int(4)))
        #expect(try call("Array", "last", ["where"], ints(1, 3), isEven) == .none)
        #expect(try call("Array", "firstIndex", ["of"], xs, .int(1)) == .some(.int(1)))
        #expect(try call("Array", "firstIndex", ["where"], xs, isEven) == .some(.int(2)))
    }

    @Test func slices() throws {
        #expect(try call("Array", "prefix", [nil], xs, .int(2)) == ints(3, 1))
        #expect(try call("Array", "prefix", [nil], xs, .int(99)) == xs)
        #expect(try call("Array", "suffix", [nil], xs, .int(2)) == ints(1, 5))
        #expect(try call("Array", "dropFirst", [], xs) == ints(1, 4, 1, 5))
        #expect(try call("Array", "dropFirst", [], ints()) == ints())
        #expect(try call("Array", "dropFirst", [nil], xs, .int(3)) == ints(1, 5))
        #expect(try call("Array", "dropLast", [], xs) == ints(3, 1, 4, 1))
        #expect(try call("Array", "dropLast", [nil], xs, .int(9)) == ints())
        #expect(try call("Array", "reversed", [], xs) == ints(5, 1, 4, 1, 3))
        expectError("`prefix` needs a count of zero or more, not -1") {
            try call("Array", "prefix", [nil], xs, .int(-1))
        }
    }

    @Test func ordering() throws {
        #expect(try call("Array", "sorted", [], xs) == ints(1, 1, 3, 4, 5))
        #expect(try call("Array", "sorted", [], strs("pear", "apple")) == strs("apple", "pear"))
        #expect(try call("Array", "sorted", ["by"], xs, greaterThan) == ints(5, 4, 3, 1, 1))
        #expect(try call("Array", "min", [], xs) == .some(.int(1)))
        #expect(try call("Array", "max", [], xs) == .some(.int(5)))
        #expect(try call("Array", "max", [], ints()) == .none)
        #expect(try call("Array", "min", ["by"], xs, greaterThan) == .some(.int(5)))
        #expect(try call("Array", "sum", [], signature: "() -> Int", xs) == .int(14))
        #expect(try call("Array", "sum", [], signature: "() -> Double", .array([.double(0.5), .double(1)]))
                == .double(1.5))
        #expect(try call("Array", "sum", [], signature: "() -> Double", ints()) == .double(0))
        expectError("arithmetic overflow in `sum()`") {
            try call("Array", "sum", [], signature: "() -> Int", ints(.max, 1))
        }
    }

    @Test func errorsFromClosuresPropagate() {
        #expect(throws: RuntimeError.self) { try call("Array", "map", [nil], xs, failing) }
        #expect(throws: RuntimeError.self) { try call("Array", "sorted", ["by"], xs, fn("bad", arity: 2) { _ in throw RuntimeError("bad") }) }
    }

    // MARK: Ranges

    let closed = Value.range(lower: 1, upper: 4, closed: true)
    let halfOpen = Value.range(lower: 1, upper: 5, closed: false)

    /// Arguments to call each non-mutating `Array` member with, by full name and signature.
    var samples: [String: [Value]] {
        let isSmall = fn("isSmall") { .bool($0[0].int < 3) }
        return [
            "count": [], "isEmpty": [], "lazy": [], "first": [], "last": [], "indices": [], "startIndex": [], "endIndex": [],
            "map(_:)": [double], "filter(_:)": [isEven], "compactMap(_:)": [fn("some") { .some($0[0]) }],
            "flatMap(_:)": [fn("pair") { .array([$0[0], $0[0]]) }], "reduce(_:_:)": [.int(0), plus],
            "reduce(into:_:)": [.int(0), fn("add", arity: 2) { args in
                if case .box(let b) = args[0] { b.value = .int(b.value.int + args[1].int) }
                return .void
            }],
            "forEach(_:)": [fn("ignore") { _ in .void }], "enumerated()": [],
            "sum()": [], "contains(_:)": [.int(3)], "elementsEqual(_:)": [ints(1, 2, 3, 4)],
            "lexicographicallyPrecedes(_:)": [ints(1, 3)],
            "lexicographicallyPrecedes(_:by:)": [ints(1, 3), lessThan], "contains(where:)": [isEven], "allSatisfy(_:)": [isSmall],
            "count(where:)": [isEven], "first(where:)": [isEven], "last(where:)": [isSmall],
            "firstIndex(of:)": [.int(3)], "firstIndex(where:)": [isEven],
            "split(separator:)": [.int(2)], "split(whereSeparator:)": [isEven],
            "split(separator:maxSplits:)": [.int(2), .int(1)], "split(separator:omittingEmptySubsequences:)": [.int(2), .bool(false)],
            "split(separator:maxSplits:omittingEmptySubsequences:)": [.int(2), .int(1), .bool(false)],
            "split(maxSplits:whereSeparator:)": [.int(1), isEven], "split(omittingEmptySubsequences:whereSeparator:)": [.bool(false), isEven],
            "split(maxSplits:omittingEmptySubsequences:whereSeparator:)": [.int(0), .bool(false), isEven],
            "lastIndex(of:)": [.int(3)], "lastIndex(where:)": [isEven],
            "index(after:)": [.int(1)], "index(before:)": [.int(2)], "index(_:offsetBy:)": [.int(0), .int(2)],
            "index(_:offsetBy:limitedBy:)": [.int(0), .int(2), .int(3)],
            "distance(from:to:)": [.int(0), .int(3)],
            "prefix(_:)": [.int(2)], "suffix(_:)": [.int(2)], "dropFirst()": [], "dropFirst(_:)": [.int(2)],
            "prefix(while:)": [isSmall], "drop(while:)": [isSmall],
            "starts(with:)": [ints(1, 2)], "trimmingPrefix(_:)": [ints(1, 2)], "trimmingPrefix(while:)": [isSmall],
            "prefix(upTo:)": [.int(2)], "prefix(through:)": [.int(2)], "suffix(from:)": [.int(1)], "capacity": [],
            "dropLast()": [], "dropLast(_:)": [.int(3)], "reversed()": [], "sorted()": [],
            "sorted(by:)": [greaterThan], "min()": [], "max()": [], "min(by:)": [lessThan], "max(by:)": [lessThan],
        ]
    }

    @Test func everyArrayMemberAcceptsARange() throws {
        let members = Builtins.all.filter {
            $0.owner == "Array" && !$0.isMutating && $0.constraints["Element"] != "String"
                && $0.constraints["Element"] != "Double"
                // Members of arrays of arrays (`joined()`): a range's elements are not arrays.
                && $0.constraints["Element"]?.hasPrefix("[") != true
                // Each call draws new random numbers: two calls differ by design.
                && $0.name != "randomElement" && $0.name != "shuffled"
        }
        // A range of `Int`s is indexed by its own values, as in Swift (`(1...4).startIndex` is 1):
        // what takes or gives an index answers as a slice of `[1, 2, 3, 4]` whose indices start at 1.
        let indexed: Set<String> = ["startIndex", "endIndex", "indices", "firstIndex(of:)", "firstIndex(where:)",
                                    "lastIndex(of:)", "lastIndex(where:)", "prefix(upTo:)", "prefix(through:)",
                                    "suffix(from:)"]
        for member in members {
            let args = try #require(samples[member.fullName], "no sample arguments for \(member.fullName)")
            let base = indexed.contains(member.fullName) ? Value.slice(SliceValue(start: 1, elements: [1, 2, 3, 4].map { .int($0) }))
                : ints(1, 2, 3, 4)
            let expected = try member.body([base] + args)
            #expect(try member.body([closed] + args) == expected, "\(member.fullName) on 1...4")
            #expect(try member.body([halfOpen] + args) == expected, "\(member.fullName) on 1..<5")
        }
    }

    @Test func rangeCountsAndLookupsAreConstantTime() throws {
        let huge = Value.range(lower: 0, upper: Int.max, closed: false)
        #expect(try property("Array", "count", of: huge) == .int(Int.max))
        #expect(try call("Array", "contains", [nil], huge, .int(1 << 60)) == .bool(true))
        #expect(try call("Array", "contains", [nil], huge, .int(-1)) == .bool(false))
        #expect(try call("Array", "firstIndex", ["of"], .range(lower: -5, upper: 5, closed: true), .int(0))
                == .some(.int(0)))
        #expect(try call("Array", "max", [], huge) == .some(.int(Int.max - 1)))
        #expect(try property("Array", "last", of: huge) == .some(.int(Int.max - 1)))
        #expect(try call("Array", "prefix", [nil], huge, .int(2)) == ints(0, 1))
        #expect(try call("Array", "sum", [], signature: "() -> Int", .range(lower: 1, upper: 1_000_000_000, closed: true))
                == .int(500_000_000_500_000_000))
        expectError("arithmetic overflow in `sum()`") {
            try call("Array", "sum", [], signature: "() -> Int", .range(lower: Int.max - 1, upper: Int.max, closed: true))
        }
    }

    @Test func emptyAndOversizedRanges() throws {
        #expect(try property("Array", "isEmpty", of: .range(lower: 3, upper: 3, closed: false)) == .bool(true))
        #expect(try property("Array", "count", of: .range(lower: 3, upper: 3, closed: true)) == .int(1))
        #expect(try property("Array", "count", of: .range(lower: 5, upper: 1, closed: false)) == .int(0))
        expectError("the range `-9223372036854775808...9223372036854775807` has too many elements to count") {
            try property("Array", "count", of: .range(lower: .min, upper: .max, closed: true))
        }
        #expect(throws: RuntimeError.self) {
            try call("Array", "sorted", [], .range(lower: 0, upper: 1 << 40, closed: false))
        }
    }

    @Test func rangeBounds() throws {
        #expect(try property("Range", "lowerBound", of: halfOpen) == .int(1))
        #expect(try property("ClosedRange", "upperBound", of: closed) == .int(4))
    }

    @Test func arrayInitializers() throws {
        #expect(try call(nil, "Array", [nil], signature: "(ClosedRange<Int>) -> [Int]", closed) == ints(1, 2, 3, 4))
        #expect(try call(nil, "Array", ["repeating", "count"], .string("a"), .int(2)) == strs("a", "a"))
        expectError("cannot repeat a value a negative number of times (-1)") {
            try call(nil, "Array", ["repeating", "count"], .int(0), .int(-1))
        }
    }
}
