/// Operator functions where Swift allows them, and where they collide with Swift's own.
extension Checker {
    /// Swift's own binary operators, with the standard types each takes (both operands of the
    /// same type). Sriracha's own operators (`|>`, `<>`, …) are not here: a declaration of one
    /// replaces Sriracha's meaning where it fits.
    static let standardOperatorTypes: [String: Set<String>] = {
        let integers: Set<String> = ["Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64"]
        let numbers = integers.union(["Double", "Float"])
        let comparable = numbers.union(["String", "Character"])
        var table: [String: Set<String>] = [:]
        for op in ["-", "*", "/"] { table[op] = numbers }
        table["+"] = numbers.union(["String"])
        for op in ["%", "&", "|", "^", "<<", ">>", "&+", "&-", "&*"] { table[op] = integers }
        for op in ["<", "<=", ">", ">="] { table[op] = comparable }
        for op in ["==", "!="] { table[op] = comparable.union(["Bool"]) }
        for op in ["&&", "||"] { table[op] = ["Bool"] }
        return table
    }()

    /// A global `func +(a: Int, b: Int) -> Int` fits `x + 1` exactly as Swift's own `+` does:
    /// Swift calls such a use ambiguous (also with literals, which are `Int`s unless something
    /// says otherwise). The clashing declaration, if any.
    func standardOperatorClash(_ op: String, _ sources: some Collection<CalleeSource>,
                               operands makeOperands: @autoclosure () -> [Ty?]) -> FuncEntry? {
        // Most operators have no such declaration (the prelude's `+` is generic): nothing to
        // work out about the operands then.
        guard sources.contains(where: { source in
            guard case let .function(entry, _) = source, !entry.decl.isStatic, entry.scheme.params.isEmpty,
                  case let .fn(params, _, _) = entry.scheme.type, params.count == 2 else { return false }
            return true
        }), let standard = Self.standardOperatorTypes[op] else { return nil }
        let operands = makeOperands()
        // A literal takes the other operand's type (`d + 1` on a `Double`), or its default.
        let concrete: [String?] = operands.map { operand in
            guard let operand, case let .con(name, args) = resolve(operand), args.isEmpty else { return nil }
            return name
        }
        let names: [String?] = zip(operands, concrete).enumerated().map { index, pair in
            if let name = pair.1 { return name }
            guard let operand = pair.0, case let .variable(v) = resolve(operand), solver.restriction(of: v) != nil else { return nil }
            if let other = concrete[1 - index] { return other }
            if case let .con(name, [])? = solver.defaultType(of: v) { return name }
            return nil
        }
        guard let left = names[0], names[1] == left, standard.contains(left) else { return nil }
        for case let .function(entry, _) in sources where !entry.decl.isStatic && entry.scheme.params.isEmpty {
            guard case let .fn(params, _, _) = entry.scheme.type, params.count == 2 else { continue }
            if params.allSatisfy({ if case .con(left, []) = $0 { return true }; return false }) { return entry }
        }
        return nil
    }

    /// `"a" - "b"` with a declared `func - (String, String)`: literals whose default types
    /// Swift's own operator does not take are left to the declared ones.
    func literalsNeedDeclared(_ op: String, _ operands: [Ty?]) -> Bool {
        guard let standard = Self.standardOperatorTypes[op] else { return false }
        let defaults: [String?] = operands.map { operand in
            guard let operand, case let .variable(v) = resolve(operand), solver.restriction(of: v) != nil,
                  case let .con(name, [])? = solver.defaultType(of: v) else { return nil }
            return name
        }
        guard let left = defaults[0], defaults[1] == left else { return false }
        return !standard.contains(left)
    }

    func reportStandardOperatorClash(_ op: String, _ entry: FuncEntry, at range: SourceRange) {
        error("ambiguous use of operator `\(op)`", at: range,
              helps: ["the declared `\(op)`: `\(solver.describe(entry.scheme.type))` and Swift's own `\(op)` both take these operands",
                      "give the function another name, or declare the operator for a type of your own"])
    }

    /// `func + (…)` inside a function body: Swift declares operators only at the top level or
    /// in a type. Reported, and the function is not declared.
    func refusesLocalOperator(_ f: FuncDecl) -> Bool {
        guard let first = f.name.first, first != "_", !first.isLetter else { return false }
        error("operator functions can only be declared at global or in type scope", at: f.nameRange,
              helps: ["declare `\(f.name)` at the top level, or as a `static func` of a type"])
        return true
    }
}
