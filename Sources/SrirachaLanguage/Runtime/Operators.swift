/// Built-in operators on run-time values: what `(+)`, `<` in `sorted(by: <)` and generic code
/// use. Compiled code uses specialised versions where the static types are known; these
/// throw `RuntimeError`s that the caller locates.
enum Operators {
    static func overflow(_ op: String) -> RuntimeError { RuntimeError("arithmetic overflow in `\(op)`") }
    static let divisionByZero = RuntimeError("division by zero")

    @inline(__always)
    static func int(_ op: String, _ a: Int, _ b: Int) throws -> Int {
        let r: (partialValue: Int, overflow: Bool)
        switch op {
        case "+": r = a.addingReportingOverflow(b)
        case "-": r = a.subtractingReportingOverflow(b)
        case "*": r = a.multipliedReportingOverflow(by: b)
        case "/":
            if b == 0 { throw divisionByZero }
            r = a.dividedReportingOverflow(by: b)
        case "%":
            if b == 0 { throw divisionByZero }
            r = a.remainderReportingOverflow(dividingBy: b)
        default:
            if let r = try intOnly(op, a, b) { return r }
            throw RuntimeError("the operator `\(op)` does not apply to `Int`")
        }
        if r.overflow { throw overflow(op) }
        return r.partialValue
    }

    @inline(__always)
    static func double(_ op: String, _ a: Double, _ b: Double) throws -> Double {
        switch op {
        case "+": return a + b
        case "-": return a - b
        case "*": return a * b
        case "/": return a / b
        case "%": return a.truncatingRemainder(dividingBy: b)
        default: throw RuntimeError("the operator `\(op)` does not apply to `Double`")
        }
    }

    /// The two-argument body of an arithmetic or comparison operator used as a value (`+` in
    /// `reduce(0, +)`), with the `Int` case first; nil for the others.
    static func binaryFunction(_ op: String) -> ((Value, Value) throws -> Value)? {
        switch op {
        case "+":
            return { a, b in
                if case .int(let x) = a, case .int(let y) = b {
                    let (r, o) = x.addingReportingOverflow(y)
                    if o { throw overflow("+") }
                    return .int(r)
                }
                return try arithmetic("+", a, b)
            }
        case "*":
            return { a, b in
                if case .int(let x) = a, case .int(let y) = b {
                    let (r, o) = x.multipliedReportingOverflow(by: y)
                    if o { throw overflow("*") }
                    return .int(r)
                }
                return try arithmetic("*", a, b)
            }
        case "-", "/", "%":
            return { a, b in try arithmetic(op, a, b) }
        case "==", "!=", "<", "<=", ">", ">=":
            return { a, b in .bool(try compare(op, a, b)) }
        default:
            return nil
        }
    }

    /// `+ - * / %` on any values the checker allows them on.
    static func arithmetic(_ op: String, _ a: Value, _ b: Value) throws -> Value {
        switch (a, b) {
        case let (.int(x), .int(y)): return .int(try int(op, x, y))
        case let (.double(x), .double(y)): return .double(try double(op, x, y))
        case let (.string(x), .string(y)) where op == "+":
            try Builtins.checkConcatenation(x, y)
            return .string(x + y)
        case let (.array(x), .array(y)) where op == "+":
            try Builtins.checkArrayCount(x.count + y.count)
            return .array(x + y)
        // An array and a slice: the left side's kind (a slice keeps its start).
        case let (.array(x), .slice(y)) where op == "+":
            try Builtins.checkArrayCount(x.count + y.elements.count)
            return .array(x + y.elements)
        case let (.slice(x), .array(y)) where op == "+":
            try Builtins.checkArrayCount(x.elements.count + y.count)
            return .slice(SliceValue(start: x.start, elements: x.elements + y))
        case let (.slice(x), .slice(y)) where op == "+":
            try Builtins.checkArrayCount(x.elements.count + y.elements.count)
            return .slice(SliceValue(start: x.start, elements: x.elements + y.elements))
        case (.box(let x), _): return try arithmetic(op, x.value, b)
        case (_, .box(let y)): return try arithmetic(op, a, y.value)
        default:
            if let r = try numeric(op, a, b) { return r }
            throw RuntimeError("the operator `\(op)` does not apply to these values")
        }
    }

    /// `<` on numbers, strings and tuples of them.
    static func less(_ a: Value, _ b: Value) throws -> Bool {
        switch (a, b) {
        case let (.int(x), .int(y)): return x < y
        case let (.double(x), .double(y)): return x < y
        case let (.string(x), .string(y)): return x < y
        case let (.bool(x), .bool(y)): return !x && y
        case let (.tuple(xs), .tuple(ys)):
            for (x, y) in zip(xs, ys) {
                if try less(x, y) { return true }
                if try less(y, x) { return false }
            }
            return xs.count < ys.count
        case let (.structValue(x), .structValue(y)) where x.type === y.type:
            guard let own = x.type.operators.less else { throw RuntimeError("these values cannot be ordered") }
            return try declaredLess(own, a, b)
        case let (.object(x), .object(_)):
            guard let own = x.type.operators.less else { throw RuntimeError("these values cannot be ordered") }
            return try declaredLess(own, a, b)
        case let (.enumCase(x), .enumCase(y)) where x.type === y.type:
            if let own = x.type.operators.less { return try declaredLess(own, a, b) }
            // Swift's synthesised order: by case, in declaration order, then by associated values.
            if x.caseIndex != y.caseIndex { return x.caseIndex < y.caseIndex }
            for (p, q) in zip(x.payload, y.payload) {
                if try less(p, q) { return true }
                if try less(q, p) { return false }
            }
            return false
        case (.box(let x), _): return try less(x.value, b)
        case (_, .box(let y)): return try less(a, y.value)
        default:
            if let r = numericLess(a, b) { return r }
            throw RuntimeError("these values cannot be ordered")
        }
    }

    private static func declaredLess(_ f: Function, _ a: Value, _ b: Value) throws -> Bool {
        guard case .bool(let result) = try f.invoke([a, b]) else { throw RuntimeError("`<` did not give a Bool") }
        return result
    }

    /// `== != < <= > >=`.
    static func compare(_ op: String, _ a: Value, _ b: Value) throws -> Bool {
        switch op {
        case "==": return a.unboxed == b.unboxed
        case "!=": return a.unboxed != b.unboxed
        case "<": return try less(a, b)
        case ">": return try less(b, a)
        case "<=": return try !less(b, a)
        case ">=": return try !less(a, b)
        default: throw RuntimeError("the operator `\(op)` is not a comparison")
        }
    }

    static func negate(_ a: Value) throws -> Value {
        switch a {
        case .int(let x):
            if x == .min { throw overflow("-") }
            return .int(-x)
        case .double(let x): return .double(-x)
        case .box(let b): return try negate(b.value)
        default:
            if let r = try numericNegate(a) { return r }
            throw RuntimeError("`-` does not apply to this value")
        }
    }

    /// `lower..<upper` or `lower...upper`, refusing an upper bound below the lower one.
    static func range(_ lower: Int, _ upper: Int, closed: Bool) throws -> Value {
        if upper < lower {
            throw RuntimeError("cannot form the range `\(lower)\(closed ? "..." : "..<")\(upper)`: "
                + "its upper bound is less than its lower bound")
        }
        return .range(lower: lower, upper: upper, closed: closed)
    }

    /// A range of `Double`s or `String`s, refusing an upper bound below the lower one (and NaN).
    static func interval(_ lower: Value, _ upper: Value, closed: Bool) throws -> Value {
        let (l, u) = (lower.unboxed, upper.unboxed)
        if try less(u, l) || l != l || u != u {
            throw RuntimeError("cannot form the range `\(Printer.literal(l, limit: 40))\(closed ? "..." : "..<")"
                + "\(Printer.literal(u, limit: 40))`: its upper bound is less than its lower bound")
        }
        return .interval(lower: l, upper: u, closed: closed)
    }

    /// Whether a range (of any bounds) holds a value.
    static func rangeContains(_ range: Value, _ x: Value) throws -> Bool {
        switch (range.unboxed, x.unboxed) {
        case let (.range(lower, upper, closed), .int(i)):
            return lower <= i && (closed ? i <= upper : i < upper)
        case let (.interval(lower, upper, closed), x):
            return try !less(x, lower) && (closed ? !less(upper, x) : less(x, upper))
        default:
            throw RuntimeError("this value is not a range")
        }
    }

    /// The message for a bad array index, in the standard wording.
    static func indexMessage(_ index: Int, count: Int) -> String {
        "index \(index) out of range for an array of \(count) element\(count == 1 ? "" : "s")"
    }

    /// `container[index]` for arrays, ranges and dictionaries.
    static func subscriptValue(_ container: Value, _ index: Value) throws -> Value {
        switch (container, index) {
        case let (.array(xs), .int(i)):
            guard i >= 0, i < xs.count else { throw RuntimeError(indexMessage(i, count: xs.count)) }
            return xs[i]
        case let (.array(xs), .range(lower, upper, closed)):
            let end = closed ? upper.addingReportingOverflow(1) : (partialValue: upper, overflow: false)
            guard lower >= 0, !end.overflow, end.partialValue <= xs.count, lower <= end.partialValue else {
                throw RuntimeError("range `\(lower)\(closed ? "..." : "..<")\(upper)` out of bounds for an array of \(xs.count) element\(xs.count == 1 ? "" : "s")")
            }
            return .slice(SliceValue(start: lower, elements: Array(xs[lower..<end.partialValue])))
        case let (.slice(s), .int(i)):
            // A slice keeps its base array's indices.
            guard i >= s.start, i < s.end else { throw RuntimeError(sliceIndexMessage(i, s)) }
            return s.elements[i - s.start]
        case let (.slice(s), .range(lower, upper, closed)):
            let end = closed ? upper.addingReportingOverflow(1) : (partialValue: upper, overflow: false)
            guard lower >= s.start, !end.overflow, end.partialValue <= s.end, lower <= end.partialValue else {
                throw RuntimeError("range `\(lower)\(closed ? "..." : "..<")\(upper)` out of bounds for a slice with indices \(s.start)..<\(s.end)")
            }
            return .slice(SliceValue(start: lower, elements: Array(s.elements[(lower - s.start)..<(end.partialValue - s.start)])))
        case let (.range(lower, upper, closed), .int(i)):
            // A range of integers is indexed by its own values, as in Swift: `(5..<10)[6]` is 6.
            guard i >= lower, closed ? i <= upper : i < upper else {
                throw RuntimeError("index \(i) out of range for `\(lower)\(closed ? "..." : "..<")\(upper)`")
            }
            return .int(i)
        case let (.range(lower, upper, closed), .range(from, to, toClosed)):
            // `(0..<10)[2..<5]` is the range `2..<5`, inside the range's own bounds.
            let end = closed ? upper &+ 1 : upper, slice = toClosed ? to &+ 1 : to
            guard from >= lower, from <= slice, slice <= end else {
                throw RuntimeError("range `\(from)\(toClosed ? "..." : "..<")\(to)` out of bounds for `\(lower)\(closed ? "..." : "..<")\(upper)`")
            }
            return .range(lower: from, upper: slice, closed: false)
        case let (.dictionary(d), key):
            return .optional(d[key.unboxed])
        case let (.string(s), .int(i)):
            // `s[i]` with a `String.Index`, which counts characters.
            guard i >= 0, i < s.count, let c = s.dropFirst(i).first else {
                throw Builtins.outOfBounds(i, in: s)
            }
            return .string(String(c))
        case let (.string(s), .range(lower, upper, closed)):
            let end = closed ? upper + 1 : upper
            guard lower >= 0, lower <= end, end <= s.count else { throw Builtins.outOfBounds(end, in: s) }
            return .string(String(s.dropFirst(lower).prefix(end - lower)))
        case let (.string, .interval(.int(lower), .int(upper), closed)):
            // A range of `String.Index`es.
            return try subscriptValue(container, .range(lower: lower, upper: upper, closed: closed))
        case (.box(let b), _): return try subscriptValue(b.value, index)
        case (_, .box(let b)): return try subscriptValue(container, b.value)
        default: throw RuntimeError("this value cannot be subscripted")
        }
    }
}
