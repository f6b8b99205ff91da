/// Structural equality, as `==` sees it. Functions are never equal to anything: the checker
/// rejects `==` on types that contain functions, so this only matters for dictionary keys.
extension Value: Hashable {
    public static func == (a: Value, b: Value) -> Bool {
        switch (a, b) {
        case let (.int(x), .int(y)): return x == y
        case let (.double(x), .double(y)): return x == y
        case let (.bool(x), .bool(y)): return x == y
        case let (.string(x), .string(y)): return x == y
        case (.void, .void): return true
        case let (.array(x), .array(y)): return x == y
        case let (.dictionary(x), .dictionary(y)): return x == y
        case let (.tuple(x), .tuple(y)): return x == y
        case let (.structValue(x), .structValue(y)): return x.type === y.type && x.fields == y.fields
        case let (.enumCase(x), .enumCase(y)):
            return x.type === y.type && x.caseIndex == y.caseIndex && x.payload == y.payload
        case let (.function(x), .function(y)): return x === y
        case let (.range(l1, u1, c1), .range(l2, u2, c2)): return l1 == l2 && u1 == u2 && c1 == c2
        case let (.box(x), .box(y)): return x.value == y.value
        default: return false
        }
    }

    public func hash(into h: inout Hasher) {
        switch self {
        case .int(let x): h.combine(x)
        case .double(let x): h.combine(x)
        case .bool(let x): h.combine(x)
        case .string(let x): h.combine(x)
        case .void: h.combine(0)
        case .array(let x): h.combine(x)
        case .dictionary(let x): h.combine(x.count)
        case .tuple(let x): h.combine(x)
        case .structValue(let x): h.combine(x.fields)
        case .enumCase(let x): h.combine(x.caseIndex); h.combine(x.payload)
        case .function(let f): h.combine(ObjectIdentifier(f))
        case .range(let l, let u, let c): h.combine(l); h.combine(u); h.combine(c)
        case .box(let b): h.combine(b.value)
        }
    }
}
