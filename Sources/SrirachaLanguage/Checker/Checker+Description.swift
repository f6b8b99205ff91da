/// `x.description` and `x.debugDescription` on the standard library's values (`3.description`,
/// `[1, 2].description`): what `String(describing:)` and `String(reflecting:)` give, as in Swift.
/// A program's own types answer with their own `description` (found before this is asked).
extension Checker {
    private static let describedTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "Bool", "String", "Character", "Unicode.Scalar",
        "Array", "ArraySlice", "Dictionary", "Set", "Range", "ClosedRange",
    ]

    func descriptionMember(_ e: Expr, base: Expr, _ bt: Ty, name: String) -> Ty? {
        guard name == "description" || name == "debugDescription",
              case let .con(head, _) = resolve(bt), Self.describedTypes.contains(head) else { return nil }
        let original = Expr(base.kind, base.range)
        let label = name == "description" ? "describing" : "reflecting"
        e.kind = .call(Expr(.identifier("String"), e.range), arguments: [Argument(label: label, value: original)],
                       trailingStart: nil)
        e.memberIndex = nil
        e.chosen = nil
        return check(e)
    }
}

/// `error.localizedDescription` on any `Error`: the native `Builtins.localizedDescription`.
extension Checker {
    func localizedDescriptionMember(_ e: Expr, base: Expr, _ bt: Ty, name: String) -> Ty? {
        guard name == "localizedDescription", typeConforms(bt, to: "Error", currentConstraints) == true else { return nil }
        let original = Expr(base.kind, base.range)
        e.kind = .call(Expr(.identifier(Builtins.localizedDescriptionName), e.range),
                       arguments: [Argument(label: nil, value: original)], trailingStart: nil)
        e.memberIndex = nil
        e.chosen = nil
        return check(e)
    }
}
