/// A built-in binary operator passed where a function of one pair is expected:
/// `zip(a, b).map(*)` multiplies each pair, as Swift allows.
extension Checker {
    func checkSplatOperatorRef(_ e: Expr, _ op: String, expected: Ty?) -> Ty? {
        guard let expected, case let .fn(ps, result, _) = resolve(expected), ps.count == 1,
              case let .tuple(elements) = resolve(ps[0]), elements.count == 2,
              elements.allSatisfy({ $0.label == nil }), Self.builtinBinary.contains(op) else { return nil }
        let m = mark()
        let t = builtinOperatorType(e, op)
        guard case let .fn(operands, r, _) = resolve(t), operands.count == 2,
              solver.unify(operands[0], elements[0].type), solver.unify(operands[1], elements[1].type),
              solver.unify(r, result) else {
            rollback(to: m)
            // Two built-in types the operator does not join (`zip([1], ["a"]).map(+)`).
            let (a, b) = (resolve(elements[0].type), resolve(elements[1].type))
            guard case let .con(x, []) = a, case let .con(y, []) = b, x != y,
                  LiteralClass.of(head: x) != nil, LiteralClass.of(head: y) != nil else { return nil }
            error("binary operator `\(op)` cannot be applied to a pair of \(describe(a)) and \(describe(b))",
                  at: e.range)
            return fresh()
        }
        return .fn([.tuple([(nil, operands[0]), (nil, operands[1])])], r)
    }
}

extension Compiler {
    /// What a built-in binary operator does to its two arguments, for `map(*)` over pairs.
    static func binaryBody(_ op: String, at range: SourceRange, _ c: Compiler) throws -> ([Value]) throws -> Value {
        if arithmeticOperators.contains(op) { return { args in try Operators.arithmetic(op, args[0], args[1]) } }
        if comparisonOperators.contains(op) { return { args in .bool(try Operators.compare(op, args[0], args[1])) } }
        if op == "&&" || op == "||" {
            return { args in
                guard case .bool(let a) = args[0].unboxed, case .bool(let b) = args[1].unboxed else {
                    throw RuntimeError("`\(op)` needs `Bool`s")
                }
                return .bool(op == "&&" ? a && b : a || b)
            }
        }
        if let composing = functionOperator(op) { return composing }
        throw c.failure("the operator `\(op)` cannot be used as a function here", at: range)
    }
}
