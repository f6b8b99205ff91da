// Shared pieces of the native tables: table builders, reading arguments, walking arrays and
// ranges alike, ordering values, calling function values.

import Collections

extension NativeFunction {
    /// A global function. The body is checked to receive as many arguments as it has labels:
    /// a mismatch with the evaluator is a bug to report, never a trap.
    static func global(_ name: String, _ labels: [String?], _ signature: String,
                       constraints: [String: String] = [:],
                       _ body: @escaping ([Value]) throws -> Value) -> NativeFunction {
        NativeFunction(name: name, labels: labels, signature: signature, constraints: constraints,
                       body: checked(name, count: labels.count, body))
    }

    /// A global whose body also gets the arguments' static types (see `typedBody`).
    static func typedGlobal(_ name: String, _ labels: [String?], _ signature: String,
                            _ body: @escaping ([Value], [SType?]) throws -> Value) -> NativeFunction {
        NativeFunction(name: name, labels: labels, signature: signature,
                       typedBody: { values, types in try body(values, types) },
                       body: checked(name, count: labels.count) { try body($0, []) })
    }

    /// A method of `owner`; the body gets `self` first (a `.box` when `mutating`).
    static func method(_ owner: String, _ name: String, _ labels: [String?], _ signature: String,
                       mutating: Bool = false, constraints: [String: String] = [:],
                       _ body: @escaping ([Value]) throws -> Value) -> NativeFunction {
        NativeFunction(owner: owner, name: name, labels: labels, isMutating: mutating,
                       signature: signature, constraints: constraints,
                       body: checked(name, count: labels.count + 1, body))
    }

    /// A read-only property of `owner`, computed from `self`.
    static func property(_ owner: String, _ name: String, _ type: String,
                         constraints: [String: String] = [:],
                         _ body: @escaping (Value) throws -> Value) -> NativeFunction {
        NativeFunction(owner: owner, name: name, isProperty: true, signature: type,
                       constraints: constraints, body: { args in
                           guard let me = args.first else { throw Builtins.internalError(name, "no `self`") }
                           return try body(me)
                       })
    }

    private static func checked(_ name: String, count: Int,
                                _ body: @escaping ([Value]) throws -> Value) -> ([Value]) throws -> Value {
        { args in
            guard args.count == count else {
                throw Builtins.internalError(name, "expected \(count) arguments, got \(args.count)")
            }
            return try body(args)
        }
    }
}

extension Builtins {
    /// The most elements a range may have to be copied into an array (`sorted()`, `reversed()`,
    /// `Array(r)`); walking a range (`map`, `reduce`, `contains`) has no such limit.
    static let rangeCopyLimit = 10_000_000

    /// Fails unless one operation may build an array of `count` elements (`+`, `flatMap`,
    /// `append(contentsOf:)`, …): doubling an array in a loop must end in an error, not in a
    /// failed allocation. Charges the `copied` elements, and reserves the memory when the
    /// array is large and likely to be reallocated.
    static func checkArrayCount(_ count: Int, copied: Int? = nil) throws {
        guard count <= rangeCopyLimit else {
            throw RuntimeError("an array of \(count) elements is too large", helps: ["at most \(rangeCopyLimit) elements"])
        }
        let growth = copied ?? count
        try Work.charge(growth)
        if Work.mayReallocate(old: count - growth, new: count, stride: MemoryLayout<Value>.stride) {
            try Work.reserve(elements: count)
        }
    }

    /// Fails unless one operation may build a string of `bytes` UTF-8 bytes (`+`,
    /// interpolation, `joined`, `replacingOccurrences`); `overflow` when the size itself
    /// overflowed.
    static func checkStringLength(_ bytes: Int, overflow: Bool = false) throws {
        guard !overflow, bytes <= stringLengthLimit else {
            let size = overflow ? "" : " of \(bytes) bytes"
            throw RuntimeError("a string\(size) is too long", helps: ["at most \(stringLengthLimit) bytes"])
        }
    }

    /// `checkStringLength` for the concatenation of `a` and `b`; charges the bytes copied (only
    /// `b`'s when `a` grows in place) and reserves memory when a large string is likely to be
    /// reallocated.
    static func checkConcatenation(_ a: String, _ b: String, inPlace: Bool = false) throws {
        let (old, new) = (a.utf8.count, b.utf8.count)
        let (bytes, overflow) = old.addingReportingOverflow(new)
        try checkStringLength(bytes, overflow: overflow)
        try Work.chargeText(inPlace ? new : bytes)
        if Work.mayReallocate(old: old, new: bytes, stride: 1) { try Work.reserve(bytes: bytes) }
    }

    /// A failure that means the checker and a native disagree, not that the user erred.
    static func internalError(_ name: String, _ detail: String) -> RuntimeError {
        RuntimeError("internal error in `\(name)`: \(detail)")
    }

    // MARK: Reading arguments

    /// Looks through `.box` cells, so natives never care how a variable was captured.
    static func unboxed(_ value: Value) -> Value {
        var value = value
        while case .box(let box) = value { value = box.value }
        return value
    }

    static func int(_ value: Value) throws -> Int {
        if case .int(let i) = unboxed(value) { return i }
        throw internalError("argument", "expected an `Int`")
    }

    static func double(_ value: Value) throws -> Double {
        if case .double(let d) = unboxed(value) { return d }
        throw internalError("argument", "expected a `Double`")
    }

    static func bool(_ value: Value) throws -> Bool {
        if case .bool(let b) = unboxed(value) { return b }
        throw internalError("argument", "expected a `Bool`")
    }

    static func string(_ value: Value) throws -> String {
        if case .string(let s) = unboxed(value) { return s }
        throw internalError("argument", "expected a `String`")
    }

    static func function(_ value: Value) throws -> Function {
        if case .function(let f) = unboxed(value) { return f }
        throw internalError("argument", "expected a function")
    }

    static func dictionary(_ value: Value) throws -> OrderedDictionary<Value, Value> {
        if case .dictionary(let d) = unboxed(value) { return d }
        throw internalError("argument", "expected a dictionary")
    }

    /// The `[String]` elements of an array, for `joined(separator:)`.
    static func strings(_ value: Value) throws -> [String] {
        try elements(of: value).map(string)
    }

    // MARK: Arrays and ranges

    /// The elements of an array or a range, as a collection read in place: ranges share every
    /// Array member, and are never copied just to be walked.
    static func elements(of value: Value) throws -> ElementList {
        switch unboxed(value) {
        case .array(let xs):
            return ElementList(array: xs, lower: 0, count: xs.count)
        case .slice(let s):
            return ElementList(array: s.elements, lower: 0, count: s.elements.count)
        case let .range(lower, upper, closed):
            return ElementList(array: nil, lower: lower, count: try rangeCount(lower, upper, closed))
        case .set(let xs):
            return ElementList(array: Array(xs), lower: 0, count: xs.count)
        case let .interval(.fixed(lower), .fixed(upper), closed):
            // A range of sized integers (`0..<n` with `n: UInt8`): its elements, in an array.
            let xs = try sizedRange(lower, upper, closed)
            return ElementList(array: xs, lower: 0, count: xs.count)
        case .string(let s):
            // A string shares Array's members as a collection of `Character`s.
            try Work.chargeText(s.utf8.count)
            let characters = s.map { Value.string(String($0)) }
            return ElementList(array: characters, lower: 0, count: characters.count)
        case .dictionary(let d):
            // A dictionary's `(key:, value:)` pairs, for a sequence whose type is known only at
            // run time (`associatedtype Row: Sequence`).
            let pairs = d.map { Value.tuple([$0.key, $0.value]) }
            return ElementList(array: pairs, lower: 0, count: pairs.count)
        default:
            throw internalError("collection", "expected an array or a range")
        }
    }

    /// The values of a range of sized integers, as sized integers of the bounds' type.
    static func sizedRange(_ lower: FixedInt, _ upper: FixedInt, _ closed: Bool) throws -> [Value] {
        let kind = lower.kind
        guard !FixedInt.less(upper, lower), closed || FixedInt.less(lower, upper) else { return [] }
        var out: [Value] = []
        var x = lower
        while true {
            if !closed && !FixedInt.less(x, upper) { break }
            try checkArrayCount(out.count + 1, copied: 1)
            out.append(.fixed(x))
            if closed && !FixedInt.less(x, upper) { break }
            x = FixedInt.truncating(x.bits &+ 1, kind: kind)
        }
        return out
    }

    /// The number of integers in `lower..<upper` or `lower...upper`, in O(1).
    static func rangeCount(_ lower: Int, _ upper: Int, _ closed: Bool) throws -> Int {
        if upper < lower || (!closed && upper == lower) { return 0 }
        let (width, overflow) = upper.subtractingReportingOverflow(lower)
        if !closed, !overflow { return width }
        let (count, overflow2) = width.addingReportingOverflow(1)
        if overflow || overflow2 {
            throw RuntimeError("the range `\(lower)\(closed ? "..." : "..<")\(upper)` has too many elements to count")
        }
        return count
    }

    /// The elements as a real array: free for arrays, bounded for ranges.
    static func array(of value: Value) throws -> [Value] {
        let list = try elements(of: value)
        if let xs = list.array { return xs }
        guard list.count <= rangeCopyLimit else {
            throw RuntimeError("this range has \(list.count) elements, too many to copy into an array",
                               helps: ["at most \(rangeCopyLimit) elements can be copied"])
        }
        return try materialize(list)
    }

    /// Runs `change` on the array inside a mutating method's `self` box and stores it back.
    /// The box is emptied meanwhile so the array is uniquely referenced (no copy per `append`).
    static func mutateArray<R>(_ me: Value, _ name: String,
                               _ change: (inout [Value]) throws -> R) throws -> R {
        guard case .box(let box) = me else { throw internalError(name, "`self` is not a variable") }
        if case .box = box.value { return try mutateArray(box.value, name, change) }
        if case .string(let text) = box.value {
            // A string borrows Array's mutating members (`append`, `insert`, `remove(at:)`,
            // `removeLast`, …) with `Character` elements: work on its characters, join them back.
            var xs = text.map { Value.string(String($0)) }
            defer { box.value = .string(xs.map { if case .string(let c) = $0 { c } else { "" } }.joined()) }
            return try change(&xs)
        }
        if case .slice(var s) = box.value {
            // A slice keeps its start index; what it holds changes as an array's would.
            box.value = .void
            defer { box.value = .slice(s) }
            return try change(&s.elements)
        }
        guard case .array(var xs) = box.value else {
            if case .range = box.value {
                throw RuntimeError("`\(name)` cannot change a range", helps: ["make an array first: `Array(range)`"])
            }
            throw internalError(name, "`self` is not an array")
        }
        box.value = .void
        defer { box.value = .array(xs) }
        return try change(&xs)
    }

    /// Runs `change` on the dictionary inside a mutating method's `self` box and stores it back.
    static func mutateDictionary<R>(_ me: Value, _ name: String,
                                    _ change: (inout OrderedDictionary<Value, Value>) throws -> R) throws -> R {
        guard case .box(let box) = me else { throw internalError(name, "`self` is not a variable") }
        if case .box = box.value { return try mutateDictionary(box.value, name, change) }
        guard case .dictionary(var d) = box.value else { throw internalError(name, "`self` is not a dictionary") }
        box.value = .void
        defer { box.value = .dictionary(d) }
        return try change(&d)
    }

    /// The message for a bad index, in the standard wording.
    static func indexError(_ index: Int, count: Int) -> RuntimeError {
        RuntimeError("index \(index) out of range for an array of \(count) element\(count == 1 ? "" : "s")")
    }

    // MARK: Calling function values

    /// Calls `f` with one element. A closure written with several parameters receives the
    /// parts of a tuple element, as Swift allows: `zip(a, b).map { x, y in … }`,
    /// `xs.enumerated().map { i, x in … }`, `dict.filter { k, v in … }`.
    @inline(__always)
    static func call(_ f: Function, with element: Value) throws -> Value {
        if f.arity > 1, case .tuple(let parts) = element, parts.count == f.arity {
            return try f.invoke(parts)
        }
        return try f.call(element)
    }

    /// Calls a predicate with one element.
    @inline(__always)
    static func test(_ f: Function, _ element: Value) throws -> Bool {
        try bool(call(f, with: element))
    }

    // MARK: Ordering

    /// `a < b` for the types the checker lets `sorted()`, `min()` and `max()` order: `Int`,
    /// `Double`, `String`, tuples of them (lexicographically, as Swift does) and `Comparable`
    /// user types.
    static func less(_ a: Value, _ b: Value) throws -> Bool {
        switch (a, b) {
        case let (.int(x), .int(y)): return x < y
        case let (.double(x), .double(y)): return x < y
        case let (.string(x), .string(y)): return x < y
        case let (.tuple(xs), .tuple(ys)):
            for (x, y) in zip(xs, ys) {
                if try less(x, y) { return true }
                if try less(y, x) { return false }
            }
            return xs.count < ys.count
        case (.box, _), (_, .box):
            return try less(unboxed(a), unboxed(b))
        case (.structValue, _), (.enumCase, _), (.object, _):
            // A `Comparable` type: its own `<`, or an enum's order of cases.
            return try Operators.less(a, b)
        default:
            // The sized integers and `Float`.
            if let r = Operators.numericLess(a, b) { return r }
            throw RuntimeError("cannot order these values", helps: ["`<` works on `Int`, `Double` and `String`"])
        }
    }

    /// Calls a user `areInIncreasingOrder` closure.
    static func ordered(by f: Function) -> (Value, Value) throws -> Bool {
        { a, b in try bool(f.invoke([a, b])) }
    }
}

/// The elements of an array, or of a range without storing them: element `i` of a range is
/// `lower + i`.
struct ElementList: RandomAccessCollection {
    let array: [Value]?
    let lower: Int
    let count: Int

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(i: Int) -> Value {
        if let array { return array[i] }
        return .int(lower &+ i)
    }

    /// True when this walks a range rather than an array.
    var isRange: Bool { array == nil }
}
