/// A dictionary in two layers: a shared base holding what the session has committed, and a
/// small per-statement delta holding what the statement being checked changed.
///
/// Checking a statement works on a copy of the session's environment. With plain dictionaries
/// the first write of every statement copied every name the session had declared, so replaying
/// n statements cost n² (a 40,000-statement file never finished). Here a copy shares the base,
/// writes go to the delta, and `commit` folds the delta into the base in place: a statement
/// costs what it declares, not what the session holds. A statement that fails is simply never
/// committed, so it changes nothing.
///
/// The base is shared by every copy: after `commit` any older copy sees the committed entries
/// too. That is safe because the only copies are the statement being checked (discarded once
/// committed or failed) and the session's own environment.
struct LayeredDictionary<Key: Hashable, Value>: Sequence {
    /// The committed entries, shared by every copy of the dictionary.
    final class Base {
        var entries: [Key: Value]
        /// Asked for a key held nowhere: may add it to `entries` (the prelude's declarations are
        /// loaded the first time one of their names is looked up; see `LazyPrelude`), and says
        /// whether it did.
        var resolveMissing: ((Key) -> Bool)?
        /// Asked before every entry is listed: adds whatever `resolveMissing` could add.
        var resolveEverything: (() -> Void)?
        init(_ entries: [Key: Value]) { self.entries = entries }
    }

    private(set) var base: Base
    /// Entries changed since the last commit; `.some(nil)` marks a removal.
    private(set) var delta: [Key: Value?] = [:]

    init(_ entries: [Key: Value] = [:]) {
        base = Base(entries)
    }

    subscript(key: Key) -> Value? {
        get {
            if !delta.isEmpty, let changed = delta[key] { return changed }
            if let value = base.entries[key] { return value }
            if let resolve = base.resolveMissing, resolve(key) { return base.entries[key] }
            return nil
        }
        set {
            if newValue == nil && base.entries[key] == nil {
                delta.removeValue(forKey: key)
            } else {
                delta[key] = .some(newValue)
            }
        }
    }

    /// Folds the delta into the shared base.
    mutating func commit() {
        guard !delta.isEmpty else { return }
        for (key, value) in delta { base.entries[key] = value }
        delta.removeAll()
    }

    /// Sets an entry of the base at once, when no change is pending; returns false otherwise.
    mutating func commitEntry(_ value: Value, forKey key: Key) -> Bool {
        guard delta.isEmpty else { return false }
        base.entries[key] = value
        return true
    }

    /// Keys changed (set or removed) since the last commit.
    var changedKeys: Dictionary<Key, Value?>.Keys { delta.keys }

    /// Every entry, committed or not (in no particular order).
    func makeIterator() -> Array<(key: Key, value: Value)>.Iterator {
        base.resolveEverything?()
        guard !delta.isEmpty else { return base.entries.map { (key: $0.key, value: $0.value) }.makeIterator() }
        var out: [(key: Key, value: Value)] = []
        out.reserveCapacity(base.entries.count + delta.count)
        for (key, value) in base.entries where delta[key] == nil { out.append((key, value)) }
        for (key, value) in delta { if let value { out.append((key, value)) } }
        return out.makeIterator()
    }

    /// Every entry held now, without asking for more (see `Base.resolveEverything`).
    var committedAndChanged: [(key: Key, value: Value)] {
        var out: [(key: Key, value: Value)] = []
        out.reserveCapacity(base.entries.count + delta.count)
        for (key, value) in base.entries where delta.isEmpty || delta[key] == nil { out.append((key, value)) }
        for (key, value) in delta { if let value { out.append((key, value)) } }
        return out
    }

    var keys: [Key] { map(\.key) }
    var values: [Value] { map(\.value) }
}
