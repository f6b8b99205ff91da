/// `KeyValuePairs<Key, Value>`: a dictionary literal kept as written, in order, duplicates
/// allowed (`let k: KeyValuePairs = ["a": 1, "a": 2]`). Its value is an array of
/// `(key:, value:)` pairs, so it has Array's members with those elements.
extension Checker {
    /// A dictionary literal where a `KeyValuePairs` is expected; nil otherwise.
    func checkKeyValuePairsLiteral(_ pairs: [(key: Expr, value: Expr)], expected: Ty?) -> Ty? {
        guard let expected, case let .con("KeyValuePairs", args) = resolve(strippingOptionals(expected)),
              args.count == 2 else { return nil }
        var (key, value) = (args[0], args[1])
        for (i, p) in pairs.enumerated() {
            if i == 0, case .variable = resolve(key) {
                solver.unify(key, defaultingLiteral(check(p.key)))
                solver.unify(value, check(p.value, expected: value))
                (key, value) = (resolve(key), resolve(value))
            } else {
                check(p.key, against: key, .element)
                check(p.value, against: value, .element)
            }
        }
        return .con("KeyValuePairs", [key, value])
    }
}
