/// Walking a place's path in place. Each level moves its part out of the enclosing value
/// before descending (leaving `()` behind for a moment) so that the part is uniquely
/// referenced and copy-on-write never copies, then puts it back, also when a step fails.
///
/// The parts are taken with `if case`, never `switch`: a `switch` keeps its own reference to
/// the subject for the whole statement, and the part would then be copied on every write.
extension Compiler {
    static func apply(_ m: Machine, _ steps: [PathStep], _ i: Int, _ v: inout Value,
                      _ body: (inout Value) throws -> Void) throws {
        if i == steps.count {
            try body(&v)
            return
        }
        if case .box(let b) = v {
            m.willWrite(b)
            try apply(m, steps, i, &b.value, body)
            return
        }
        switch steps[i] {
        case .field(let k): try field(m, steps, i, k, &v, body)
        case .stored(let k): try field(m, steps, i, k, &v, body, storage: true)
        case let .subscriptKey(key, site): try subscriptKey(m, steps, i, key, site, &v, body)
        case let .subscriptDefault(key, fallback): try subscriptDefault(m, steps, i, key, fallback, &v, body)
        case .unwrap(let site):
            try unwrapping(m, steps, i, &v, body) { site.error("unexpectedly found nil while unwrapping an optional") }
        case .chain:
            try unwrapping(m, steps, i, &v, body) { OptionalChainNil() }
        case let .accessor(get, set, key, mutatingGet):
            try accessor(m, steps, i, get, set, key, mutatingGet, &v, body)
        case let .observed(k, willSet, didSet):
            try observed(m, steps, i, k, willSet, didSet, &v, body)
        case .requirement(let name):
            try requirement(m, steps, i, name, &v, body)
        }
    }

    /// A `{ get set }` requirement on a value whose type is known only now: its stored property
    /// (with its observers), or its computed one.
    private static func requirement(_ m: Machine, _ steps: [PathStep], _ i: Int, _ name: String, _ v: inout Value,
                                    _ body: (inout Value) throws -> Void) throws {
        let fieldNames: [String], table: [String: FunctionEntry]
        switch v {
        case .structValue(let s): (fieldNames, table) = (s.type.fieldNames, s.type.methodTable)
        case .object(let o): (fieldNames, table) = (o.type.fieldNames, o.type.methodTable)
        case .enumCase(let e): (fieldNames, table) = ([], e.type.methodTable)
        default: throw RuntimeError("internal error: no property `\(name)` to change on this value")
        }
        if let k = fieldNames.firstIndex(of: name) {
            let willSet = table["willSet:" + name]?.value, didSet = table["didSet:" + name]?.value
            if willSet == nil && didSet == nil { return try field(m, steps, i, k, &v, body) }
            return try observed(m, steps, i, k, willSet, didSet, &v, body)
        }
        guard let get = table["get:" + name]?.value, let set = table["set:" + name]?.value else {
            throw RuntimeError("internal error: no settable property `\(name)` on this value")
        }
        try accessor(m, steps, i, get, set, nil, false, &v, body)
    }

    /// Runs a method on `v` as `self`: a class instance as it is, a value in a cell that
    /// mutating accessors write through.
    private static func withSelf(_ m: Machine, _ v: inout Value, _ body: (Value) throws -> Void) throws {
        if case .object = v {
            try body(v)
            return
        }
        let cell = Box(v, epoch: m.state.pointee.epoch)
        v = .void
        defer { v = cell.value }
        try body(.box(cell))
    }

    /// `v.name = value` through a computed property: its setter alone, found on the run-time
    /// class when `key` is set.
    static func setThroughAccessor(_ m: Machine, _ set: Function, _ key: String?, _ v: inout Value,
                                   _ value: Value) throws {
        var setter = set
        if let key, case .object(let o) = v, let s = o.type.methodTable["set:" + key]?.value { setter = s }
        try withSelf(m, &v) { me in _ = try setter.invoke([me, value]) }
    }

    private static func accessor(_ m: Machine, _ steps: [PathStep], _ i: Int, _ get: Function, _ set: Function, _ key: String?,
                                 _ mutatingGet: Bool, _ v: inout Value, _ body: (inout Value) throws -> Void) throws {
        var getter = get, setter = set
        if let key, case .object(let o) = v {
            if let g = o.type.methodTable["get:" + key]?.value { getter = g }
            if let s = o.type.methodTable["set:" + key]?.value { setter = s }
        }
        // The getter is the user's code: what it changes, it changes for real.
        let reading = m.readingPlace
        m.readingPlace = false
        var x: Value = .void
        do {
            if mutatingGet {
                try withSelf(m, &v) { me in x = try getter.invoke([me]) }
            } else {
                x = try getter.invoke([v])
            }
        } catch { m.readingPlace = reading; throw error }
        m.readingPlace = reading
        try apply(m, steps, i + 1, &x, body)
        if reading { return }
        let newValue = x
        try withSelf(m, &v) { me in _ = try setter.invoke([me, newValue]) }
    }

    private static func observed(_ m: Machine, _ steps: [PathStep], _ i: Int, _ k: Int, _ willSet: Function?, _ didSet: Function?,
                                 _ v: inout Value, _ body: (inout Value) throws -> Void) throws {
        var willSet = willSet, didSet = didSet
        if case .object(let o) = v {
            // The instance's own class says which observers run (a subclass may add some).
            let key = ObjectIdentifier(o)
            if m.observing.contains(where: { $0.instance == key && $0.field == k }) {
                return try field(m, steps, i, k, &v, body)
            }
            if let own = o.type.fieldObservers[k] { (willSet, didSet) = (own.willSet, own.didSet) }
            m.observing.append((key, k))
            defer { m.observing.removeLast() }
            return try observedChange(m, steps, i, k, willSet, didSet, &v, body)
        }
        try observedChange(m, steps, i, k, willSet, didSet, &v, body)
    }

    private static func observedChange(_ m: Machine, _ steps: [PathStep], _ i: Int, _ k: Int, _ willSet: Function?,
                                       _ didSet: Function?, _ v: inout Value,
                                       _ body: (inout Value) throws -> Void) throws {
        let old: Value
        switch v {
        case .structValue(let s) where k < s.fields.count: old = s.fields[k]
        case .object(let o) where k < o.fields.count:
            old = try o.type.weakFields[k].map { try WeakReference.read(o.fields[k], unowned: $0) } ?? o.fields[k]
        default: throw RuntimeError("internal error: no field \(k)")
        }
        var x = old
        try apply(m, steps, i + 1, &x, body)
        if m.readingPlace { return }
        let newValue = x
        try withSelf(m, &v) { me in
            if let willSet { _ = try willSet.invoke([me, newValue]) }
            var target = me
            try apply(m, [.field(k)], 0, &target) { $0 = newValue }
            if let didSet { _ = try didSet.invoke([me, old]) }
        }
    }

    private static func field(_ m: Machine, _ steps: [PathStep], _ i: Int, _ k: Int, _ v: inout Value,
                              _ body: (inout Value) throws -> Void, storage: Bool = false) throws {
        if case .structValue(var s) = v {
            guard k >= 0, k < s.fields.count else { throw RuntimeError("internal error: no field \(k)") }
            v = .void
            defer { v = .structValue(s) }
            try apply(m, steps, i + 1, &s.fields[k], body)
        } else if case .object(let o) = v {
            // Through the reference: every holder of the instance sees the change. The field is
            // moved out while it changes, so no access to the instance stays open meanwhile.
            guard k >= 0, k < o.fields.count else { throw RuntimeError("internal error: no field \(k)") }
            // Observed by the instance's class, though not by the type it is reached through.
            if !o.type.weakFields.isEmpty, let unowned = o.type.weakFields[k],
               !(!storage && o.type.fieldAccessors[k] != nil), !(!storage && o.type.fieldObservers[k] != nil
                 && !m.observing.contains(where: { $0.instance == ObjectIdentifier(o) && $0.field == k })) {
                // A `weak` or `unowned` property: changed as the instance it reads as, kept weakly.
                m.willWrite(o)
                var x = try WeakReference.read(o.fields[k], unowned: unowned)
                try apply(m, steps, i + 1, &x, body)
                o.fields[k] = WeakReference.stored(x)
                return
            }
            if !storage, !o.type.fieldAccessors.isEmpty, let a = o.type.fieldAccessors[k], let set = a.set {
                return try accessor(m, steps, i, a.get, set, nil, false, &v, body)
            }
            if !storage, !o.type.fieldObservers.isEmpty, let own = o.type.fieldObservers[k],
               !m.observing.contains(where: { $0.instance == ObjectIdentifier(o) && $0.field == k }) {
                return try observed(m, steps, i, k, own.willSet, own.didSet, &v, body)
            }
            // Shared beyond the statement: a failure must put the property back.
            m.willWrite(o)
            var x = o.fields[k]
            o.fields[k] = .void
            defer { o.fields[k] = x }
            try apply(m, steps, i + 1, &x, body)
        } else if case .tuple(var xs) = v {
            guard k >= 0, k < xs.count else { throw RuntimeError("internal error: no element \(k)") }
            v = .void
            defer { v = .tuple(xs) }
            try apply(m, steps, i + 1, &xs[k], body)
        } else {
            throw RuntimeError("internal error: assigning to a field of a value without fields")
        }
    }

    private static func subscriptKey(_ m: Machine, _ steps: [PathStep], _ i: Int, _ key: Value, _ site: Site, _ v: inout Value,
                                     _ body: (inout Value) throws -> Void) throws {
        if case .slice(var s) = v {
            // A slice's indices are its base array's: shifted to positions, then as an array's.
            var inner = Value.array(s.elements)
            var shifted = key
            if case .int(let n) = key {
                guard n >= s.start, n < s.end else { throw site.error(Operators.sliceIndexMessage(n, s)) }
                shifted = .int(n - s.start)
            } else if case let .range(lower, upper, closed) = key {
                let end = closed ? upper + 1 : upper
                guard lower >= s.start, lower <= end, end <= s.end else {
                    throw site.error("range \(lower)\(closed ? "..." : "..<")\(upper) is out of bounds for a slice with indices \(s.start)..<\(s.end)")
                }
                shifted = .range(lower: lower - s.start, upper: upper - s.start, closed: closed)
            }
            v = .void
            defer {
                if case .array(let xs) = inner { s.elements = xs }
                v = .slice(s)
            }
            try subscriptKey(m, steps, i, shifted, site, &inner, body)
        } else if case .array(var xs) = v, case let .range(lower, upper, closed) = key {
            // `xs[4...6] = ["a", "b"]`: the elements in the range are replaced (the count may change).
            let end = closed ? upper + 1 : upper
            guard lower >= 0, lower <= end, end <= xs.count else {
                throw site.error("range \(lower)\(closed ? "..." : "..<")\(upper) is out of bounds for an array of \(xs.count) elements")
            }
            v = .void
            defer { v = .array(xs) }
            var slice = Value.slice(SliceValue(start: lower, elements: Array(xs[lower..<end])))
            try apply(m, steps, i + 1, &slice, body)
            let replacement: [Value]
            switch slice {
            case .slice(let s): replacement = s.elements
            case .array(let ys): replacement = ys
            default: throw site.error("internal error: an array slice became another value")
            }
            xs.replaceSubrange(lower..<end, with: replacement)
        } else if case .array(var xs) = v {
            guard case .int(let n) = key else { throw site.error("internal error: array index is not an `Int`") }
            guard n >= 0, n < xs.count else { throw site.error(Operators.indexMessage(n, count: xs.count)) }
            v = .void
            defer { v = .array(xs) }
            try apply(m, steps, i + 1, &xs[n], body)
        } else if case .dictionary(var d) = v {
            v = .void
            defer { v = .dictionary(d) }
            if let index = d.index(forKey: key) {
                var element = Value.some(d.values[index])
                d.values[index] = .void
                defer {
                    if let payload = element.optionalPayload { d.values[index] = payload } else { d.remove(at: index) }
                }
                try apply(m, steps, i + 1, &element, body)
            } else {
                var element = Value.none
                defer { if let payload = element.optionalPayload { d[key] = payload } }
                try apply(m, steps, i + 1, &element, body)
            }
        } else {
            throw site.error("internal error: this value cannot be subscripted")
        }
    }

    private static func subscriptDefault(_ m: Machine, _ steps: [PathStep], _ i: Int, _ key: Value, _ fallback: Value,
                                         _ v: inout Value, _ body: (inout Value) throws -> Void) throws {
        guard case .dictionary(var d) = v else {
            throw RuntimeError("internal error: `default:` subscript on a value that is not a dictionary")
        }
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
        try apply(m, steps, i + 1, &element, body)
    }

    private static func unwrapping(_ m: Machine, _ steps: [PathStep], _ i: Int, _ v: inout Value,
                                   _ body: (inout Value) throws -> Void, onNil: () -> Error) throws {
        if case .enumCase(var e) = v, e.type === EnumType.optional {
            guard e.caseIndex == 1, !e.payload.isEmpty else { throw onNil() }
            v = .void
            defer { v = .enumCase(e) }
            try apply(m, steps, i + 1, &e.payload[0], body)
        } else {
            try apply(m, steps, i + 1, &v, body)
        }
    }
}
