extension Builtins {
    /// Array members, shared by ranges (`Element` = `Int`): every body takes an array or a range
    /// as `self`. Mutating members and the `Array(…)` initializers are in
    /// `Builtins+ArrayMutation.swift`.
    static let collections: [NativeFunction] = arrayProperties + arrayTransforms + arrayQueries
        + arraySlices + arrayOrdering

    private static let owner = "Array"

    static let arrayProperties: [NativeFunction] = [
        .property(owner, "count", "Int") { .int(try elements(of: $0).count) },
        .property(owner, "isEmpty", "Bool") { .bool(try elements(of: $0).isEmpty) },
        .property(owner, "first", "Element?") { .optional(try elements(of: $0).first) },
        .property(owner, "last", "Element?") { .optional(try elements(of: $0).last) },
        // A slice's indices are those it had in its base array (see `SliceValue`).
        .property(owner, "startIndex", "Int") { .int(sliceStart(of: $0)) },
        .property(owner, "endIndex", "Int") { .int(sliceStart(of: $0) + (try elements(of: $0).count)) },
        .property(owner, "indices", "Range<Int>") {
            .range(lower: sliceStart(of: $0), upper: sliceStart(of: $0) + (try elements(of: $0).count), closed: false)
        },
        .method(owner, "index", ["after"], "(Int) -> Int") { args in .int(try step(args[1], by: 1)) },
        .method(owner, "index", ["before"], "(Int) -> Int") { args in .int(try step(args[1], by: -1)) },
        .method(owner, "index", [nil, "offsetBy"], "(Int, Int) -> Int") { args in .int(try step(args[1], by: try int(args[2]))) },
        .method(owner, "index", [nil, "offsetBy", "limitedBy"], "(Int, Int, Int) -> Int?") { args in
            guard let j = try limitedIndex(try int(args[1]), try int(args[2]), try int(args[3])) else { return .none }
            return .optional(.int(j))
        },
        .method(owner, "distance", ["from", "to"], "(Int, Int) -> Int") { args in
            .int(try step(args[2], by: 0) - (try int(args[1])))
        },
    ]

    /// `i + n` for an index, as an error where it overflows.
    private static func step(_ index: Value, by n: Int) throws -> Int {
        let (next, overflow) = try int(index).addingReportingOverflow(n)
        if overflow { throw RuntimeError("arithmetic overflow: the index does not fit in `Int`") }
        return next
    }

    static let arrayTransforms: [NativeFunction] = [
        .method(owner, "map", [nil], "<U>((Element) -> U) -> [U]") { args in
            let (list, f) = (try elements(of: args[0]), try function(args[1]))
            var out = [Value]()
            out.reserveCapacity(Swift.min(list.count, 1 << 20))
            for e in list { out.append(try call(f, with: e)) }
            return .array(out)
        },
        .method(owner, "filter", [nil], "((Element) -> Bool) -> [Element]") { args in
            let (list, f) = (try elements(of: args[0]), try function(args[1]))
            var out = [Value]()
            for e in list where try test(f, e) { out.append(e) }
            return .array(out)
        },
        .method(owner, "compactMap", [nil], "<U>((Element) -> U?) -> [U]") { args in
            let (list, f) = (try elements(of: args[0]), try function(args[1]))
            var out = [Value]()
            for e in list {
                if let kept = try call(f, with: e).optionalPayload { out.append(kept) }
            }
            return .array(out)
        },
        .method(owner, "flatMap", [nil], "<U>((Element) -> [U]) -> [U]") { try flattened($0) },
        // Swift's older spelling of `compactMap`, still accepted: a closure giving an optional.
        .method(owner, "flatMap", [nil], "<U>((Element) -> U?) -> [U]") { args in
            let (list, f) = (try elements(of: args[0]), try function(args[1]))
            var out = [Value]()
            for e in list {
                if let kept = try call(f, with: e).optionalPayload { out.append(kept) }
            }
            return .array(out)
        }.fallback(),
        .method(owner, "reduce", [nil, nil], "<R>(R, (R, Element) -> R) -> R") { args in
            let (list, f) = (try elements(of: args[0]), try function(args[2]))
            var acc = args[1]
            for e in list { acc = try f.call(acc, e) }
            return acc
        },
        .method(owner, "reduce", ["into", nil], "<R>(R, (inout R, Element) -> Void) -> R") { args in
            let (list, f) = (try elements(of: args[0]), try function(args[2]))
            let acc = Box(unboxed(args[1]))
            for e in list { _ = try f.invoke([.box(acc), e]) }
            return acc.value
        },
        .method(owner, "forEach", [nil], "((Element) -> Void) -> Void") { args in
            let (list, f) = (try elements(of: args[0]), try function(args[1]))
            for e in list { _ = try call(f, with: e) }
            return .void
        },
        .method(owner, "enumerated", [], "() -> [(offset: Int, element: Element)]") { args in
            let list = try elements(of: args[0])
            try checkArrayCount(list.count)
            return .array(list.enumerated().map { .tuple([.int($0.offset), $0.element]) })
        },
        .method(owner, "joined", ["separator"], "(String) -> String",
                constraints: ["Element": "String"]) { args in
            let (parts, separator) = (try strings(args[0]), try string(args[1]))
            try checkJoinedLength(parts, separator: separator)
            return .string(parts.joined(separator: separator))
        },
        .method(owner, "joined", [], "() -> String", constraints: ["Element": "String"]) { args in
            let parts = try strings(args[0])
            try checkJoinedLength(parts, separator: "")
            return .string(parts.joined())
        },
        .method(owner, "sum", [], "() -> Int", constraints: ["Element": "Int"]) { args in
            try intSum(elements(of: args[0]))
        },
        .method(owner, "sum", [], "() -> Double", constraints: ["Element": "Double"]) { args in
            let list = try elements(of: args[0])
            try Work.charge(list.count)
            return .double(try list.reduce(0.0) { $0 + (try double($1)) })
        },
    ]

    static let arrayQueries: [NativeFunction] = [
        .method(owner, "contains", [nil], "(Element) -> Bool", constraints: ["Element": "Equatable"]) { args in
            .bool(try index(of: args[1], in: args[0]) != nil)
        },
        .method(owner, "elementsEqual", [nil], "([Element]) -> Bool", constraints: ["Element": "Equatable"]) { args in
            let (a, b) = (try elements(of: args[0]), try elements(of: args[1]))
            try Work.charge(min(a.count, b.count))
            return .bool(a.count == b.count && zip(a, b).allSatisfy { unboxed($0) == unboxed($1) })
        },
        .method(owner, "contains", ["where"], "((Element) -> Bool) -> Bool") { args in
            let (list, f) = (try elements(of: args[0]), try function(args[1]))
            for e in list where try test(f, e) { return .bool(true) }
            return .bool(false)
        },
        .method(owner, "allSatisfy", [nil], "((Element) -> Bool) -> Bool") { args in
            let (list, f) = (try elements(of: args[0]), try function(args[1]))
            for e in list where try !test(f, e) { return .bool(false) }
            return .bool(true)
        },
        .method(owner, "count", ["where"], "((Element) -> Bool) -> Int") { args in
            let (list, f) = (try elements(of: args[0]), try function(args[1]))
            var n = 0
            for e in list where try test(f, e) { n += 1 }
            return .int(n)
        },
        .method(owner, "first", ["where"], "((Element) -> Bool) -> Element?") { args in
            let (list, f) = (try elements(of: args[0]), try function(args[1]))
            for e in list where try test(f, e) { return .some(e) }
            return .none
        },
        .method(owner, "last", ["where"], "((Element) -> Bool) -> Element?") { args in
            let (list, f) = (try elements(of: args[0]), try function(args[1]))
            for e in list.reversed() where try test(f, e) { return .some(e) }
            return .none
        },
        .method(owner, "firstIndex", ["of"], "(Element) -> Int?",
                constraints: ["Element": "Equatable"]) { args in
            .optional(try index(of: args[1], in: args[0]).map { .int($0 + sliceStart(of: args[0])) })
        },
        .method(owner, "firstIndex", ["where"], "((Element) -> Bool) -> Int?") { args in
            let (list, f) = (try elements(of: args[0]), try function(args[1]))
            for (i, e) in list.enumerated() where try test(f, e) { return .some(.int(i + sliceStart(of: args[0]))) }
            return .none
        },
        .method(owner, "lastIndex", ["of"], "(Element) -> Int?", constraints: ["Element": "Equatable"]) { args in
            let list = try elements(of: args[0])
            try Work.charge(list.count)
            return .optional(list.lastIndex(of: unboxed(args[1])).map { Value.int($0 + sliceStart(of: args[0])) })
        },
        .method(owner, "lastIndex", ["where"], "((Element) -> Bool) -> Int?") { args in
            let (list, f) = (try elements(of: args[0]), try function(args[1]))
            for i in list.indices.reversed() where try test(f, list[i]) { return .some(.int(i + sliceStart(of: args[0]))) }
            return .none
        },
    ]

    static let arraySlices: [NativeFunction] = [
        .method(owner, "prefix", ["while"], "((Element) -> Bool) -> ArraySlice<Element>") { args in
            let (list, f) = (try elements(of: args[0]), try function(args[1]))
            var k = 0
            while k < list.count, try test(f, list[k]) { k += 1 }
            return try cut(args[0], list, 0..<k)
        },
        .method(owner, "drop", ["while"], "((Element) -> Bool) -> ArraySlice<Element>") { args in
            let (list, f) = (try elements(of: args[0]), try function(args[1]))
            var k = 0
            while k < list.count, try test(f, list[k]) { k += 1 }
            return try cut(args[0], list, k..<list.count)
        },
        .method(owner, "prefix", [nil], "(Int) -> ArraySlice<Element>") { args in
            let (list, k) = (try elements(of: args[0]), try sliceCount(args[1], "prefix"))
            return try cut(args[0], list, 0..<Swift.min(k, list.count))
        },
        .method(owner, "suffix", [nil], "(Int) -> ArraySlice<Element>") { args in
            let (list, k) = (try elements(of: args[0]), try sliceCount(args[1], "suffix"))
            return try cut(args[0], list, Swift.max(0, list.count - k)..<list.count)
        },
        .method(owner, "dropFirst", [], "() -> ArraySlice<Element>") { args in
            let list = try elements(of: args[0])
            return try cut(args[0], list, Swift.min(1, list.count)..<list.count)
        },
        .method(owner, "dropFirst", [nil], "(Int) -> ArraySlice<Element>") { args in
            let (list, k) = (try elements(of: args[0]), try sliceCount(args[1], "dropFirst"))
            return try cut(args[0], list, Swift.min(k, list.count)..<list.count)
        },
        .method(owner, "dropLast", [], "() -> ArraySlice<Element>") { args in
            let list = try elements(of: args[0])
            return try cut(args[0], list, 0..<Swift.max(0, list.count - 1))
        },
        .method(owner, "dropLast", [nil], "(Int) -> ArraySlice<Element>") { args in
            let (list, k) = (try elements(of: args[0]), try sliceCount(args[1], "dropLast"))
            return try cut(args[0], list, 0..<Swift.max(0, list.count - k))
        },
        .method(owner, "reversed", [], "() -> [Element]") { args in
            let xs = try array(of: args[0])
            try Work.charge(xs.count)
            try Work.reserve(elements: xs.count)
            return .array(xs.reversed())
        },
    ]

    static let arrayOrdering: [NativeFunction] = [
        .method(owner, "sorted", [], "() -> [Element]", constraints: ["Element": "Comparable"]) { args in
            .array(try array(of: args[0]).sorted(by: charging(less)))
        },
        .method(owner, "sorted", ["by"], "((Element, Element) -> Bool) -> [Element]") { args in
            .array(try array(of: args[0]).sorted(by: ordered(by: function(args[1]))))
        },
        .method(owner, "min", [], "() -> Element?", constraints: ["Element": "Comparable"]) { args in
            let list = try elements(of: args[0])
            if !list.isRange { try Work.charge(list.count) }
            return list.isRange ? .optional(list.first) : .optional(try list.min(by: less))
        },
        .method(owner, "max", [], "() -> Element?", constraints: ["Element": "Comparable"]) { args in
            let list = try elements(of: args[0])
            if !list.isRange { try Work.charge(list.count) }
            return list.isRange ? .optional(list.last) : .optional(try list.max(by: less))
        },
        .method(owner, "min", ["by"], "((Element, Element) -> Bool) -> Element?") { args in
            .optional(try elements(of: args[0]).min(by: ordered(by: function(args[1]))))
        },
        .method(owner, "max", ["by"], "((Element, Element) -> Bool) -> Element?") { args in
            .optional(try elements(of: args[0]).max(by: ordered(by: function(args[1]))))
        },
    ]

    // MARK: Helpers

    /// Fails unless `parts` joined with `separator` fit in a string.
    static func checkJoinedLength(_ parts: [String], separator: String) throws {
        try Work.charge(parts.count)
        var (bytes, overflow) = separator.utf8.count.multipliedReportingOverflow(by: Swift.max(0, parts.count - 1))
        for part in parts where !overflow {
            (bytes, overflow) = bytes.addingReportingOverflow(part.utf8.count)
        }
        try checkStringLength(bytes, overflow: overflow)
        try Work.chargeText(bytes)
        try Work.reserve(bytes: bytes)
    }

    /// The position of `target`, in O(1) for a range (even one too long to count, such as
    /// `0...Int.max`).
    static func index(of target: Value, in collection: Value) throws -> Int? {
        if case let .range(lower, upper, closed) = unboxed(collection) {
            guard case .int(let x) = unboxed(target) else { return nil }
            guard x >= lower, closed ? x <= upper : x < upper else { return nil }
            let (offset, overflow) = x.subtractingReportingOverflow(lower)
            return overflow ? nil : offset
        }
        let list = try elements(of: collection)
        try Work.charge(list.count)
        return list.firstIndex(of: unboxed(target))
    }

    /// The sum of `Int`s: O(1) for a range, overflow an error.
    static func intSum(_ list: ElementList) throws -> Value {
        if !list.isRange { try Work.charge(list.count) }
        if list.isRange, list.count > 0 {
            // n * (first + last) / 2, halving whichever factor is even; any overflow falls back
            // to the loop, which reports it precisely.
            let n = list.count, first = list.lower, last = list.lower &+ (n - 1)
            let (ends, o1) = first.addingReportingOverflow(last)
            if !o1 {
                let (total, o2) = n % 2 == 0
                    ? (n / 2).multipliedReportingOverflow(by: ends)
                    : n.multipliedReportingOverflow(by: ends / 2)
                if !o2 { return .int(total) }
            }
        }
        var total = 0
        for e in list {
            let (next, overflow) = total.addingReportingOverflow(try int(e))
            guard !overflow else { throw RuntimeError("arithmetic overflow in `sum()`") }
            total = next
        }
        return .int(total)
    }

    /// A slice length argument, which Swift requires to be zero or more.
    static func sliceCount(_ value: Value, _ name: String) throws -> Int {
        let k = try int(value)
        guard k >= 0 else { throw RuntimeError("`\(name)` needs a count of zero or more, not \(k)") }
        return k
    }

    /// Elements `bounds` as a new array, bounded when they come from a range.
    /// The elements at `bounds` (positions from 0) of `receiver`, as an `ArraySlice` keeping
    /// the receiver's indices (see `SliceValue`).
    static func cut(_ receiver: Value, _ list: ElementList, _ bounds: Range<Int>) throws -> Value {
        let start = sliceStart(of: receiver) + bounds.lowerBound
        if let xs = list.array {
            try Work.charge(bounds.count)
            try Work.reserve(elements: bounds.count)
            return .slice(SliceValue(start: start, elements: Array(xs[bounds])))
        }
        guard bounds.count <= rangeCopyLimit else {
            throw RuntimeError("this range slice has \(bounds.count) elements, too many to copy into an array",
                               helps: ["at most \(rangeCopyLimit) elements can be copied"])
        }
        return .slice(SliceValue(start: start, elements: try materialize(ElementList(array: nil, lower: list.lower + bounds.lowerBound, count: bounds.count))))
    }

    /// An ordering that charges one step per comparison, a chunk at a time.
    static func charging(_ areInOrder: @escaping (Value, Value) throws -> Bool) -> (Value, Value) throws -> Bool {
        var n = 0
        return { a, b in
            n += 1
            if n == Work.chunk {
                try Work.charge(n)
                n = 0
            }
            return try areInOrder(a, b)
        }
    }
}
