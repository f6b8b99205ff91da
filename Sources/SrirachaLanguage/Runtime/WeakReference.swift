/// `weak var parent: Node?` and `unowned let owner: Person` in a class: the property holds a
/// reference that does not keep the instance alive, so two instances that point at each other
/// through one are freed (and their `deinit` runs) when nothing else holds them, as in Swift.
///
/// The field stores a function value whose closure holds the instance weakly; reading the
/// field gives the instance (as an optional for `weak`), or `nil` once it is freed. Only the
/// class's field reads and writes know this: `StructType.weakFields` says which fields.
enum WeakReference {
    /// What a weak field stores for `value` (an instance, an optional one, or `nil`).
    static func stored(_ value: Value) -> Value {
        var v = value
        if case .box(let b) = v { v = b.value }
        if let payload = v.optionalPayload { v = payload }
        guard case .object(let instance) = v else { return value }
        return .function(Function(arity: 0, display: .named("weak reference")) { [weak instance] _ in
            instance.map { .object($0) } ?? .none
        })
    }

    /// The value a weak field gives when read: the instance as an optional (`weak`) or itself
    /// (`unowned`, an error once freed).
    static func read(_ stored: Value, unowned: Bool) throws -> Value {
        guard case .function(let f) = stored, case .named("weak reference") = f.display else {
            if unowned { return stored.optionalPayload ?? stored }
            if case .object = stored { return .some(stored) }
            return stored
        }
        let v = try f.invoke([])
        if unowned {
            guard case .object = v else {
                throw RuntimeError("attempted to read an unowned reference but the instance was already freed")
            }
            return v
        }
        if case .object = v { return .some(v) }
        return .none
    }
}
