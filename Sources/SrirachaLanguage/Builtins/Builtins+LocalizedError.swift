extension Builtins {
    /// `error.localizedDescription` (the checker calls this for any `Error`): the error's own
    /// `errorDescription` when its type gives one (Foundation's `LocalizedError`), else the
    /// text Foundation makes from the type's name and the case's number.
    static let localizedDescription: NativeFunction = {
        let n = NativeFunction.global(localizedDescriptionName, [nil], "<A>(A) -> String") { args in
            let v = unboxed(args[0])
            let table: [String: FunctionEntry]
            let typeName: String
            var code = 1
            switch v {
            case .enumCase(let e): (table, typeName, code) = (e.type.methodTable, e.type.name, e.caseIndex)
            case .structValue(let s): (table, typeName) = (s.type.methodTable, s.type.name)
            case .object(let o): (table, typeName) = (o.type.methodTable, o.type.name)
            default: return .string("The operation could not be completed.")
            }
            if let getter = table["get:errorDescription"]?.value, case .string(let s)? = try getter.invoke([v]).optionalPayload {
                return .string(s)
            }
            return .string("The operation could not be completed. (\(Printer.qualifiedTypeName(typeName)) error \(code).)")
        }
        n.isListed = false
        return n
    }()

    static let localizedDescriptionName = "localized description of"
}
