/// Walking a place's path in place. Each level moves its part out of the enclosing value
/// before descending (leaving `()` behind for a moment) so that the part is uniquely
/// referenced and copy-on-write never copies, then puts it back, also when a step fails.
extension Compiler {
    static func apply(_ steps: [PathStep], _ i: Int, _ v: inout Value,
                      _ body: (inout Value) throws -> Void) throws {
        if i == steps.count {
            try body(&v)
            return
        }
        switch steps[i] {
        case .field(let k):
            switch v {
            case .structValue(var s):
                guard k >= 0, k < s.fields.count else { throw RuntimeError("internal error: no field \(k)") }
                v = .void
                defer { v = .structValue(s) }
                try apply(steps, i + 1, &s.fields[k], body)
            case .tuple(var xs):
                guard k >= 0, k < xs.count else { throw RuntimeError("internal error: no element \(k)") }
                v = .void
                defer { v = .tuple(xs) }
                try apply(steps, i + 1, &xs[k], body)
            case .box(let b):
                try apply(steps, i, &b.value, body)
            default:
                throw RuntimeError("internal error: assigning to a field of a value without fields")
            }
        case let .subscriptKey(key, site):
            switch v {
            case .array(var xs):
                guard case .int(let n) = key else { throw site.error("internal error: array index is not an `Int`") }
                guard n >= 0, n < xs.count else { throw site.error(Operators.indexMessage(n, count: xs.count)) }
                v = .void
                defer { v = .array(xs) }
                try apply(steps, i + 1, &xs[n], body)
            case .dictionary(var d):
                v = .void
                defer { v = .dictionary(d) }
                if let index = d.index(forKey: key) {
                    var element = Value.some(d.values[index])
                    d.values[index] = .void
                    defer {
                        if let payload = element.optionalPayload { d.values[index] = payload } else { d.remove(at: index) }
                    }
                    try apply(steps, i + 1, &element, body)
                } else {
                    var element = Value.none
                    defer { if let payload = element.optionalPayload { d[key] = payload } }
                    try apply(steps, i + 1, &element, body)
                }
            case .box(let b):
                try apply(steps, i, &b.value, body)
            default:
                throw site.error("internal error: this value cannot be subscripted")
            }
        case let .subscriptDefault(key, fallback):
            switch v {
            case .dictionary(var d):
                v = .void
                defer { v = .dictionary(d) }
                var element: Value
                if let index = d.index(forKey: key) {
                    element = d.values[index]
                    d.values[index] = .void
                } else {
                    element = fallback
                }
                defer { d[key] = element }
                try apply(steps, i + 1, &element, body)
            case .box(let b):
                try apply(steps, i, &b.value, body)
            default:
                throw RuntimeError("internal error: `default:` subscript on a value that is not a dictionary")
            }
        case .unwrap(let site):
            try unwrapping(steps, i, &v, body) { site.error("unexpectedly found nil while unwrapping an optional") }
        case .chain:
            try unwrapping(steps, i, &v, body) { OptionalChainNil() }
        }
    }

    private static func unwrapping(_ steps: [PathStep], _ i: Int, _ v: inout Value,
                                   _ body: (inout Value) throws -> Void, onNil: () -> Error) throws {
        switch v {
        case .enumCase(var e) where e.type === EnumType.optional:
            guard e.caseIndex == 1, !e.payload.isEmpty else { throw onNil() }
            v = .void
            defer { v = .enumCase(e) }
            try apply(steps, i + 1, &e.payload[0], body)
        case .box(let b):
            try unwrapping(steps, i, &b.value, body, onNil: onNil)
        default:
            try apply(steps, i + 1, &v, body)
        }
    }
}
