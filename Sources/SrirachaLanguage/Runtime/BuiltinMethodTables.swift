/// The methods extensions added to built-in types (`extension Int: Describable { … }`), found
/// by a value's run-time representation when a call goes through a protocol type or a generic
/// parameter. Calls on a value whose type is known statically call the method directly.
final class BuiltinMethodTables {
    /// Method keys (as in `StructType.methodTable`) by built-in type name.
    var methods: [String: [String: FunctionEntry]] = [:]
    /// The protocols extensions made each built-in type conform to.
    var protocols: [String: Set<String>] = [:]

    /// The entry for `key` on a value of a built-in type. A `Character` is stored as a one
    /// character string, so a string value looks in `String`'s table, then in `Character`'s.
    func entry(_ key: String, of v: Value) -> FunctionEntry? {
        if methods.isEmpty { return nil }
        for name in BuiltinMethodTables.typeNames(of: v) {
            if let e = methods[name]?[key] { return e }
        }
        return nil
    }

    static func typeNames(of v: Value) -> [String] {
        switch v {
        case .int: return ["Int"]
        case .double: return ["Double"]
        case .bool: return ["Bool"]
        case .string: return ["String", "Character"]
        case .array: return ["Array"]
        case .slice: return ["ArraySlice", "Array"]
        case .dictionary: return ["Dictionary"]
        case .set: return ["Set"]
        case .range(_, _, let closed): return [closed ? "ClosedRange" : "Range"]
        case .interval(_, _, let closed): return [closed ? "ClosedRange" : "Range"]
        case .box(let b): return typeNames(of: b.value)
        default: return []
        }
    }
}
