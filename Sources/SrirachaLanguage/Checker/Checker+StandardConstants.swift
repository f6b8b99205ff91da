/// The constants of the standard number types: `Int.max`, `Int.min`, `Double.pi`,
/// `Double.infinity`, …. Each is checked as the literal it stands for.
extension Checker {
    static let standardConstants: [String: ExprKind] = [
        "Int.max": .intLiteral(Int.max), "Int.min": .intLiteral(Int.min),
        "Double.pi": .doubleLiteral(Double.pi), "Double.infinity": .doubleLiteral(Double.infinity),
        "Double.nan": .doubleLiteral(Double.nan),
        "Double.greatestFiniteMagnitude": .doubleLiteral(Double.greatestFiniteMagnitude),
        "Double.leastNonzeroMagnitude": .doubleLiteral(Double.leastNonzeroMagnitude),
        "Double.ulpOfOne": .doubleLiteral(Double.ulpOfOne),
    ]

    /// `Int.max` and the like: the member expression becomes the literal, typed as its owner.
    func standardConstant(_ e: Expr, owner: String, name: String) -> Ty? {
        if let t = numberConstant(e, owner: owner, name: name) { return t }
        guard let kind = Checker.standardConstants[owner + "." + name] else { return nil }
        e.kind = kind
        return .con(owner, [])
    }
}
