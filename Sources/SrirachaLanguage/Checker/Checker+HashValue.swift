/// `x.hashValue` on any `Hashable` value: the native `Builtins.hashValue`, called with `x`.
extension Checker {
    func hashValueMember(_ e: Expr, base: Expr, _ bt: Ty, name: String) -> Ty? {
        guard name == "hashValue", typeConforms(bt, to: "Hashable", currentConstraints) == true else { return nil }
        let original = Expr(base.kind, base.range)
        e.kind = .call(Expr(.identifier(Builtins.hashValueName), e.range), arguments: [Argument(label: nil, value: original)],
                       trailingStart: nil)
        e.memberIndex = nil
        e.chosen = nil
        return check(e)
    }
}
