import Collections
import Foundation

/// Structural equality, as `==` sees it. Functions are never equal to anything: the checker
/// rejects `==` on types that contain functions, so this only matters for dictionary keys.
///
/// Both walk the values with a work list instead of recursion: a list of a million nodes
/// (`indirect enum List`) is as deep as it is long, and must not overflow the native stack.
///
/// Both charge their work (see `Work`) once it is large — an element per step, long strings by
/// the byte — and stop early when a limit is hit: the answer is then meaningless, and the
/// statement fails with the limit right after.
extension Value: Hashable {
    public static func == (a: Value, b: Value) -> Bool {
        var pending: [(Value, Value)] = []
        var (x, y) = (a, b)
        var visited = 0
        while true {
            visited &+= 1
            if visited & (Work.chunk - 1) == 0, Work.mustStop(after: Work.chunk) { return false }
            switch (x, y) {
            case let (.int(l), .int(r)): if l != r { return false }
            case let (.double(l), .double(r)): if l != r { return false }
            case let (.bool(l), .bool(r)): if l != r { return false }
            case let (.string(l), .string(r)): if !Value.sameText(l, r) { return false }
            case (.void, .void): break
            case let (.array(l), .array(r)):
                if !Value.schedule(l, r, &pending) { return false }
            // Slices are equal by their elements, whatever their indices, as in Swift.
            case let (.slice(l), .slice(r)):
                if !Value.schedule(l.elements, r.elements, &pending) { return false }
            case let (.slice(l), .array(r)):
                if !Value.schedule(l.elements, r, &pending) { return false }
            case let (.array(l), .slice(r)):
                if !Value.schedule(l, r.elements, &pending) { return false }
            case let (.dictionary(l), .dictionary(r)):
                // As in Swift, the order the pairs were added in does not matter: equal when
                // every key of one has an equal value in the other.
                if l.count != r.count { return false }
                for (key, value) in l {
                    guard let other = r[key] else { return false }
                    pending.append((value, other))
                }
            case let (.tuple(l), .tuple(r)):
                if !Value.schedule(l, r, &pending) { return false }
            case let (.set(l), .set(r)):
                // Unordered, as in Swift: the same elements.
                if l.count != r.count { return false }
                for x in l where !r.contains(x) { return false }
            case let (.structValue(l), .structValue(r)):
                if l.type !== r.type { return false }
                if let own = l.type.operators.equals {
                    if !Value.declaredTest(own, x, y) { return false }
                } else if !Value.schedule(l.type.compared(l.fields), r.type.compared(r.fields), &pending) { return false }
            case let (.enumCase(l), .enumCase(r)):
                if l.type !== r.type { return false }
                if let own = l.type.operators.equals {
                    if !Value.declaredTest(own, x, y) { return false }
                    break
                }
                if l.caseIndex != r.caseIndex { return false }
                if !Value.schedule(l.payload, r.payload, &pending) { return false }
            case let (.function(l), .function(r)): if l !== r { return false }
            case let (.range(l1, u1, c1), .range(l2, u2, c2)):
                if l1 != l2 || u1 != u2 || c1 != c2 { return false }
            case let (.interval(l1, u1, c1), .interval(l2, u2, c2)):
                if c1 != c2 { return false }
                pending.append((l1, l2))
                pending.append((u1, u2))
            case let (.box(l), .box(r)): pending.append((l.value, r.value))
            case let (.object(l), .object(r)):
                if let own = l.type.operators.equals {
                    if !Value.declaredTest(own, x, y) { return false }
                } else if l !== r { return false }
            case let (.keyPath(l), .keyPath(r)): if l.display != r.display { return false }
            case let (.fixed(l), .fixed(r)): if l != r { return false }
            case let (.float(l), .float(r)): if l != r { return false }
            case let (.existential(l), .existential(r)):
                if l.type != r.type { return false }
                pending.append((l.value, r.value))
            default: return false
            }
            guard let next = pending.popLast() else { return true }
            (x, y) = next
        }
    }

    /// The type's own `==` (or `<`) applied to two of its values. A failure inside it (an
    /// error, a limit) counts as "not equal"; the limit is reported by the statement after.
    static func declaredTest(_ f: Function, _ a: Value, _ b: Value) -> Bool {
        guard case .bool(let result)? = try? f.invoke([a, b]) else { return false }
        return result
    }

    /// Queues the element pairs of two arrays (the first element last, so it is compared
    /// first); false when their counts differ. Arrays sharing their storage are equal at once.
    private static func schedule(_ l: [Value], _ r: [Value], _ pending: inout [(Value, Value)]) -> Bool {
        if l.count != r.count { return false }
        let shared = l.withUnsafeBufferPointer { lb in r.withUnsafeBufferPointer { rb in lb.baseAddress == rb.baseAddress } }
        if shared { return true }
        var i = l.count
        while i > 0 {
            i -= 1
            pending.append((l[i], r[i]))
        }
        return true
    }

    public func hash(into h: inout Hasher) {
        var pending: [Value] = []
        var v = self
        var visited = 0
        while true {
            visited &+= 1
            if visited & (Work.chunk - 1) == 0, Work.mustStop(after: Work.chunk) { return }
            switch v {
            case .int(let x): h.combine(x)
            case .double(let x): h.combine(x)
            case .bool(let x): h.combine(x)
            case .string(let x):
                // One library call: charged before, and not stopped midway.
                let bytes = x.utf8.count
                if bytes >= Work.chunk, Work.mustStop(after: bytes / Work.bytesPerStep) { return }
                h.combine(x)
            case .void: h.combine(0)
            case .array(let x): h.combine(x.count); pending.append(contentsOf: x.reversed())
            case .slice(let x): h.combine(x.elements.count); pending.append(contentsOf: x.elements.reversed())
            case .dictionary(let x): h.combine(x.count)
            case .set(let x): h.combine(x.count)
            case .tuple(let x): h.combine(x.count); pending.append(contentsOf: x.reversed())
            case .structValue(let x):
                // With its own `==`, equal values may differ in any field: only the type is hashed.
                if x.type.operators.equals != nil { h.combine(ObjectIdentifier(x.type)); break }
                let fields = x.type.compared(x.fields)
                h.combine(fields.count); pending.append(contentsOf: fields.reversed())
            case .enumCase(let x):
                if x.type.operators.equals != nil { h.combine(ObjectIdentifier(x.type)); break }
                h.combine(x.caseIndex)
                h.combine(x.payload.count)
                pending.append(contentsOf: x.payload.reversed())
            case .function(let f): h.combine(ObjectIdentifier(f))
            case .range(let l, let u, let c): h.combine(l); h.combine(u); h.combine(c)
            case .interval(let l, let u, let c): h.combine(c); pending.append(u); pending.append(l)
            case .box(let b): pending.append(b.value)
            case .object(let o):
                if o.type.operators.equals != nil { h.combine(ObjectIdentifier(o.type)) } else { h.combine(ObjectIdentifier(o)) }
            case .keyPath(let k): h.combine(k.display)
            case .fixed(let x): h.combine(x)
            case .float(let x): h.combine(x)
            case .existential(let x): pending.append(x.value)
            }
            guard let next = pending.popLast() else { return }
            v = next
        }
    }
}

extension Value {
    /// `l == r` for strings. Long ones are compared byte by byte a chunk at a time (identical
    /// bytes are equal text; different bytes are different text when both are ASCII). Only
    /// non-ASCII text whose bytes differ needs Swift's comparison by canonical equivalence,
    /// which is one library call.
    static func sameText(_ l: String, _ r: String) -> Bool {
        if l.utf8.count < Work.chunk && r.utf8.count < Work.chunk { return l == r }
        var (x, y) = (l, r)
        let quick: Bool? = x.withUTF8 { a in
            y.withUTF8 { b in
                if a.count == b.count, let pa = a.baseAddress, let pb = b.baseAddress {
                    var i = 0
                    while i < a.count {
                        let n = Swift.min(Work.chunk, a.count - i)
                        if memcmp(pa + i, pb + i, n) != 0 { break }
                        i += n
                        if Work.mustStop(after: n / Work.bytesPerStep) { return false }
                    }
                    if i >= a.count { return true }
                }
                if Work.mustStop(after: (a.count + b.count) / Work.bytesPerStep) { return false }
                if a.allSatisfy({ $0 < 0x80 }) && b.allSatisfy({ $0 < 0x80 }) { return false }
                return nil
            }
        }
        return quick ?? (l == r)
    }
}
