/// `Character`: a string literal is a `String` unless its context asks for a `Character`
/// (`let c: Character = "a"`, `ch == "a"`, `case "a":` on a `Character`), as in Swift. At run
/// time a `Character` is a one-character string.
extension Checker {
    func checkStringLiteral(_ e: Expr, expected: Ty?) -> Ty {
        guard case .stringLiteral(let text) = e.kind, text.count == 1 else { return .string }
        // Only a one-character literal may be a `Character`; it stays open until the context
        // decides, defaulting to `String`.
        let v = solver.fresh(.text)
        intLiterals.append((e, v))
        if let expected {
            let target = resolve(strippingOptionals(expected))
            switch target {
            case .con("String", []), .con("Character", []), .con("Unicode.Scalar", []): solver.unify(v, target)
            default: break
            }
        }
        return v
    }

    /// `s[i]` with a `String.Index` is a `Character`; `s[i..<j]` a `String`.
    func checkStringSubscript(_ index: Expr) -> Ty {
        let stringIndex = Ty.con("String.Index", [])
        let it = check(index, expected: stringIndex)
        if case let .con(range, bounds) = resolve(it), range == "Range" || range == "ClosedRange", bounds.count == 1 {
            if !solver.unify(bounds[0], stringIndex) { reportMismatch(index, it, .con(range, [stringIndex]), .argument) }
            return .string
        }
        if !solver.unify(it, stringIndex) {
            error("a string is subscripted with a `String.Index`, not \(describe(it))", at: index.range,
                  helps: ["make one with `s.index(s.startIndex, offsetBy: n)`, or use `Array(s)[n]`"])
        }
        return .con("Character", [])
    }
}
