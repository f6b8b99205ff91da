/// Built-in operators (LANGUAGE.md §4): arithmetic, comparison, equality, logic, `??`, ranges,
/// application and composition, and operators used as values (`(+)`, `xs.reduce(0, +)`).
extension Checker {
    static let arithmetic: Set<String> = ["+", "-", "*", "/", "%", "&", "|", "^", "<<", ">>", "&+", "&-", "&*"]
    static let comparisons: Set<String> = ["<", "<=", ">", ">="]

    func checkBinary(_ e: Expr, _ op: String, _ l: Expr, _ r: Expr, opRange: SourceRange, expected: Ty?) -> Ty {
        e.chosen = nil
        e.dynamicMember = nil
        if let t = requiredOperator(e, op, l, r, opRange: opRange) { return t }
        let sources = binaryOperatorSources(op)
        if !sources.isEmpty,
           let t = checkDeclaredBinary(e, op, l, r, opRange: opRange, expected: expected, sources: sources) {
            return t
        }
        return checkBuiltinBinary(e, op, l, r, opRange: opRange, expected: expected)
    }

    private func checkBuiltinBinary(_ e: Expr, _ op: String, _ l: Expr, _ r: Expr, opRange: SourceRange,
                                    expected: Ty?) -> Ty {
        switch op {
        case _ where Self.arithmetic.contains(op):
            return checkArithmetic(op, l, r, opRange: opRange, expected: expected)
        case _ where Self.comparisons.contains(op):
            _ = checkSameOperands(op, l, r, allowed: .comparable, opRange: opRange, hint: nil)
            return .bool
        case "==", "!=":
            checkEquality(op, l, r, opRange: opRange)
            return .bool
        case "===", "!==":
            checkIdentity(op, l, r, opRange: opRange)
            return .bool
        case "&&", "||":
            check(l, against: .bool, .argument)
            check(r, against: .bool, .argument)
            return .bool
        case "??":
            var anyContext = anyArguments.contains(ObjectIdentifier(e))
            if let expected, case .con("Any", []) = resolve(expected) { anyContext = true }
            return checkNilCoalescing(l, r, expected: expected, anyContext: anyContext)
        case "...", "..<":
            let t = checkSameOperands(op, l, r, allowed: .comparable, opRange: opRange, hint: nil)
            return .con(op == "..." ? "ClosedRange" : "Range", [t])
        case "|>": return checkPipe(l, r, opRange: opRange, expected: expected)
        case ">>>", "<<<", "<>": return checkComposition(op, l, r, opRange: opRange, expected: expected)
        case "->>": return checkBind(l, r, opRange: opRange)
        default:
            check(l)
            check(r)
            // Declared with `infix operator` (or the parser would have refused it), never defined.
            error("no function implements the operator `\(op)`", at: opRange,
                  helps: ["define it: `func \(op) (lhs: Int, rhs: Int) -> Int { … }`"])
            return fresh()
        }
    }

    private func checkArithmetic(_ op: String, _ l: Expr, _ r: Expr, opRange: SourceRange, expected: Ty?) -> Ty {
        let allowed = Self.operandClass(op)
        // `let x: Double = 1 + 2`: the expected type, when it is an operand type, decides literals.
        var hint: Ty?
        if let expected, case let .con(head, _) = resolve(expected),
           let c = LiteralClass.of(head: head), allowed.contains(c) {
            hint = expected
        }
        return checkSameOperands(op, l, r, allowed: allowed, opRange: opRange, hint: hint)
    }

    /// Both operands must have one type from `allowed`; returns it.
    func checkSameOperands(_ op: String, _ l: Expr, _ r: Expr, allowed: LiteralClass, opRange: SourceRange,
                           hint: Ty?) -> Ty {
        let lt: Ty, rt: Ty
        if hint == nil, case .implicitMember = l.kind, !isContextual(r) {
            // `.pi * x`: the member's type comes from the other operand.
            rt = check(r)
            lt = check(l, expected: rt)
        } else {
            lt = check(l, expected: hint)
            rt = check(r, expected: hint ?? lt)
        }
        if case .error = l.kind { return rt }
        if case .error = r.kind { return lt }
        guard solver.unify(lt, rt) else {
            // `xs + slice`: the left side's type, as in Swift.
            if op == "+", joinsArrayAndSlice(lt, rt) { return lt }
            error("binary operator `\(op)` cannot be applied to \(describe(lt)) and \(describe(rt))",
                  at: l.range.union(r.range), helps: helpForMixedOperands(lt, rt))
            return lt
        }
        if !restrict(lt, to: allowed) {
            // `a < b` on a generic parameter required to be `Comparable`, or a type declaring it.
            if allowed == .comparable, typeConforms(lt, to: "Comparable", currentConstraints) == true { return lt }
            // `a + b` on a `T: Numeric`.
            if numericParameter(lt, Self.requiredProtocol(op)) { return lt }
            var helps: [String] = []
            if allowed == .comparable, case let .param(n) = resolve(lt) {
                helps.append("require it where `\(n)` is declared: `<\(n): Comparable>`")
            }
            error("binary operator `\(op)` cannot be applied to two \(describe(lt)) operands", at: l.range.union(r.range),
                  helps: helps)
        }
        return lt
    }

    private func helpForMixedOperands(_ a: Ty, _ b: Ty) -> [String] {
        let x = solver.describe(a), y = solver.describe(b)
        if x == y + "?" || y == x + "?" {
            return ["a value of type `\(x.count > y.count ? x : y)` may be `nil`: unwrap it first with `if let`, `??` or `!`"]
        }
        if Set([x, y]) == ["Int", "Double"] {
            return ["convert one side explicitly, e.g. `Double(n)`: numbers are never converted implicitly"]
        }
        if x == "String" || y == "String" { return ["to put a value in a string, use interpolation: `\"\\(value)\"`"] }
        return []
    }

    /// Requires a type to be one of `allowed` (Int, Double, String, arrays), now or once solved.
    func restrict(_ t: Ty, to allowed: LiteralClass) -> Bool {
        switch resolve(t) {
        case let .variable(v): return solver.restrict(v, to: allowed)
        case let .con(head, _): return head == "Never" || LiteralClass.of(head: head).map(allowed.contains) == true
        case let .tuple(es) where allowed == .comparable:
            // `(1, "a") < (2, "b")`: tuples of comparable values compare in order, as in Swift.
            return !es.isEmpty && es.allSatisfy { restrict($0.type, to: allowed) }
        default: return false
        }
    }

    private func checkEquality(_ op: String, _ l: Expr, _ r: Expr, opRange: SourceRange) {
        // An implicitly unwrapped optional is compared as the optional it is (`x == nil`).
        keepOptional(l)
        keepOptional(r)
        // `.center == alignment`: the side that needs context is checked second.
        let lt: Ty, rt: Ty
        if isContextual(l) && !isContextual(r) {
            rt = check(r)
            lt = check(l, expected: rt)
        } else {
            lt = check(l)
            rt = check(r, expected: lt)
        }
        var operand = lt
        if !solver.unify(lt, rt) {
            // `maybe == 3`, `3 == maybe`: the non-optional side is promoted.
            if case .con("Any.Type", _) = resolve(lt), case .con("Any.Type", _) = resolve(rt) {
                // `t == Dog.self`: any two metatypes compare, as in Swift.
                operand = .con("Any.Type", [])
            } else if case .con("Optional", _) = resolve(lt), coerce(r, rt, to: lt) {
                operand = lt
            } else if case .con("Optional", _) = resolve(rt), coerce(l, lt, to: rt) {
                operand = rt
            } else {
                error("binary operator `\(op)` cannot be applied to \(describe(lt)) and \(describe(rt))",
                      at: l.range.union(r.range), helps: helpForMixedOperands(lt, rt))
                return
            }
        }
        // Any optional may be compared with the `nil` literal, even one holding a function.
        if case .nilLiteral = l.kind { return }
        if case .nilLiteral = r.kind { return }
        requireEquatable(operand, at: l.range.union(r.range), op: op)
    }

    /// `anyContext`: the value is wanted as an `Any` (`let v: Any = …`, an argument of `print`),
    /// where Swift's `??` may take `T` to be `Any` when the two sides have different types:
    /// `print(count ?? 2.5)` with `count: Int?` prints `2.5` (or the count).
    private func checkNilCoalescing(_ l: Expr, _ r: Expr, expected: Ty?, anyContext: Bool) -> Ty {
        // An expectation still unknown (`print(x ?? 0)`'s argument) says nothing: handed down as
        // `T?`, it would let the left side's own optional fill `T`, and wrap it once more.
        let hint: Ty? = expected.flatMap { if case .variable = resolve($0) { return nil }; return .optional($0) }
        let lt = check(l, expected: hint)
        var wrapped: Ty
        switch resolve(lt) {
        case let .con("Optional", args) where args.count == 1:
            wrapped = args[0]
        case .variable:
            wrapped = fresh()
            solver.unify(lt, .optional(wrapped))
        default:
            // Not optional: `??` has nothing to do; treat the left side as a value that is there.
            l.promotions += 1
            wrapped = lt
        }
        let beforeRight = mark()
        if anyContext {
            // Tried first: an array literal of other elements is refused inside its own check.
            var fits = false
            let clean = trial {
                let t = check(r, expected: wrapped)
                fits = coerce(r, t, to: wrapped) || solver.unify(t, .optional(wrapped))
            }
            if !(clean && fits) || floatingTryWithIntegerLiteral(l, wrapped, r),
               let t = coalescedAsAny(l, lt, r, since: beforeRight) {
                return t
            }
        }
        let rt = check(r, expected: wrapped)
        if coerce(r, rt, to: wrapped) { return wrapped }
        if solver.unify(rt, .optional(wrapped)) { return rt }
        reportMismatch(r, rt, wrapped, .argument)
        return wrapped
    }

    /// `print((try? r.get()) ?? -1)` with `r` a `Result<Double, Error>`: Swift's ranking of
    /// solutions takes `T` to be `Any` there, keeping the literal an `Int` (it prints `-1`), where
    /// `print(d ?? -1)` with `d: Double?` prints `-1.0`.
    private func floatingTryWithIntegerLiteral(_ l: Expr, _ wrapped: Ty, _ r: Expr) -> Bool {
        var left = l
        while case let .paren(x) = left.kind { left = x }
        guard case .tryExpr(.optional, _) = left.kind, case let .con(name, []) = resolve(wrapped),
              name == "Double" || name == "Float" else { return false }
        var right = r
        if case let .prefix("-", x) = right.kind { right = x }
        if case .intLiteral = right.kind { return true }
        return false
    }

    /// `print(count ?? 2.5)`: both sides as `Any` (the left's payload stored in one as it is
    /// unwrapped). Nil, with the right side checked as before, when that does not fit either.
    private func coalescedAsAny(_ l: Expr, _ lt: Ty, _ r: Expr, since m: Mark) -> Ty? {
        guard case let .con("Optional", args) = resolve(lt), args.count == 1 else { return nil }
        if case .variable = resolve(args[0]) { return nil }
        let any: Ty = .con("Any", [])
        rollback(to: m)
        let rt = defaultingLiteral(check(r))
        guard coerce(l, lt, to: .optional(any)), coerce(r, rt, to: any) else {
            rollback(to: m)
            (l.elementsStoredInAny, r.storedInAny) = (false, false)
            return nil
        }
        return any
    }

    private func checkPipe(_ l: Expr, _ r: Expr, opRange: SourceRange, expected: Ty?) -> Ty {
        let lt = check(l)
        let result = fresh()
        // `let n: Int = x |> f`: what the result must be helps infer the function's closures.
        if let expected, case .fn = resolve(expected) { solver.unify(result, expected) }
        let ft = check(r, expected: .fn([lt], result))
        switch resolve(ft) {
        case let .fn(ps, res, _) where ps.count == 1:
            if !coerce(l, lt, to: ps[0]) {
                error("cannot pipe a value of type \(describe(lt)) into a function taking \(describe(ps[0]))",
                      at: l.range.union(r.range))
            }
            return res
        case .variable:
            solver.unify(ft, .fn([lt], result))
            return result
        default:
            if case .error = r.kind { return result }
            error("the right side of `|>` must be a function taking one argument, not \(describe(ft))", at: r.range)
            return result
        }
    }

    private func checkComposition(_ op: String, _ l: Expr, _ r: Expr, opRange: SourceRange, expected: Ty?) -> Ty {
        let a = fresh(), b = fresh(), c = fresh()
        // `let f: (String) -> Int = { $0.count } >>> …`, or the right side of `x |> …`: the
        // function wanted gives the first closure its parameter type (as Swift infers it).
        if let expected, case let .fn(ps, res, _) = resolve(expected), ps.count == 1 {
            solver.unify(a, ps[0])
            if op != "<>" { solver.unify(c, res) }
        }
        // `f >>> g` runs f then g; `g <<< f` the same; `f <> g` composes two `(A) -> A`.
        let (first, second) = op == "<<<" ? (r, l) : (l, r)
        let firstType: Ty = .fn([a], b)
        let secondType: Ty = op == "<>" ? .fn([a], a) : .fn([b], c)
        // The first function is checked first: its output tells the second what it takes
        // (`inc >>> String.init` picks the initializer taking an `Int`).
        let ft = check(first, expected: firstType)
        if op == "<>" { solver.unify(b, a) }
        guard solver.unify(ft, firstType) else {
            _ = check(second, expected: secondType)
            error("`\(op)` composes functions of one argument; \(describe(ft)) is not one", at: first.range)
            return fresh()
        }
        let st = check(second, expected: secondType)
        guard solver.unify(st, secondType) else {
            let help = op == "<>" ? "both sides of `<>` must have the same type `(A) -> A`"
                : "the output of the first function (\(describe(b))) must be the input of the second"
            error("cannot compose \(describe(ft)) with \(describe(st))", at: second.range, helps: [help])
            return fresh()
        }
        return op == "<>" ? .fn([a], a) : .fn([a], c)
    }

    // MARK: Prefix operators

    func checkPrefix(_ e: Expr, _ op: String, _ x: Expr, expected: Ty?) -> Ty {
        e.chosen = nil
        if op != "&", let t = checkDeclaredPrefix(e, op, x, expected: expected) { return t }
        switch op {
        case "+", "-":
            var hint: Ty?
            if let expected, case let .con(head, _) = resolve(expected),
               let c = LiteralClass.of(head: head), LiteralClass.numeric.contains(c) { hint = expected }
            let t = check(x, expected: hint)
            if !restrict(t, to: op == "-" ? .signed : .numeric), !isErrorNode(x), !numericParameter(t, "SignedNumeric") {
                error("unary operator `\(op)` cannot be applied to an operand of type \(describe(t))", at: e.range)
            }
            // `+x` is `x`; `-5` is one literal, so that `let x: Int8 = -128` fits.
            if op == "+" { e.kind = .paren(x) }
            if op == "-" { foldNegativeLiteral(e, x, t) }
            return t
        case "~":
            let t = check(x, expected: expected)
            if !restrict(t, to: .integers), !isErrorNode(x), !numericParameter(t, "BinaryInteger") {
                error("unary operator `~` cannot be applied to an operand of type \(describe(t))", at: e.range)
            }
            return t
        case "!":
            check(x, against: .bool, .argument)
            return .bool
        case "&":
            let t = check(x)
            error("`&` can only be used to pass an argument to an `inout` parameter", at: e.range,
                  helps: ["remove the `&` to use the value itself"])
            return t
        default:
            check(x)
            error("unknown prefix operator `\(op)`", at: e.range)
            return fresh()
        }
    }

    func isErrorNode(_ e: Expr) -> Bool { if case .error = e.kind { return true }; return false }

    // MARK: Operators as values

    func checkOperatorRef(_ e: Expr, _ op: String, expected: Ty?) -> Ty {
        e.chosen = nil
        e.dynamicMember = nil
        if let t = requiredOperatorRef(e, op, expected: expected) { return t }
        if let t = checkSplatOperatorRef(e, op, expected: expected) { return t }
        // A declared operator where the built-in one does not fit (`mods.reduce(.identity, +)`).
        let sources = operatorSources(op, arity: 2)
        // An operator only declared (`infix operator <+>`) has no built-in meaning to fall back on.
        if !sources.isEmpty, !Self.builtinBinary.contains(op) {
            return reference(e, sources, name: op, expected: expected)
        }
        if !sources.isEmpty, let expected,
           !succeeds({ solver.unify(builtinOperatorType(e, op, hint: expected), expected) }),
           // When no declaration fits either, the error speaks of the operator, not of one of them.
           sources.contains(where: { s in succeeds { instantiate(s).map { solver.unify($0.type, expected) } ?? false } }) {
            return reference(e, sources, name: op, expected: expected)
        }
        return builtinOperatorType(e, op, expected: expected)
    }

    func builtinOperatorType(_ e: Expr, _ op: String, expected: Ty? = nil, hint: Ty? = nil) -> Ty {
        let t: Ty
        switch op {
        case "+", "-", "*", "/", "%", "<", "<=", ">", ">=", "&", "|", "^", "<<", ">>", "&+", "&-", "&*":
            let allowed = Self.comparisons.contains(op) ? .comparable : Self.operandClass(op)
            let v = numericParameterOperand(op, expected ?? hint) ?? comparableOperand(op, expected ?? hint)
                ?? solver.fresh(allowed)
            t = .fn([v, v], Self.comparisons.contains(op) ? .bool : v)
        case "==", "!=":
            let v = fresh()
            requireEquatable(v, at: e.range, op: op)
            t = .fn([v, v], .bool)
        case "&&", "||": t = .fn([.bool, .bool], .bool)
        case "??":
            let v = fresh()
            t = .fn([.optional(v), v], v)
        case "|>":
            let a = fresh(), b = fresh()
            t = .fn([a, .fn([a], b)], b)
        case ">>>", "<<<":
            let a = fresh(), b = fresh(), c = fresh()
            t = op == ">>>" ? .fn([.fn([a], b), .fn([b], c)], .fn([a], c)) : .fn([.fn([b], c), .fn([a], b)], .fn([a], c))
        case "<>":
            let a = fresh()
            t = .fn([.fn([a], a), .fn([a], a)], .fn([a], a))
        case "...", "..<":
            let v = solver.fresh(.comparable)
            t = .fn([v, v], .con(op == "..." ? "ClosedRange" : "Range", [v]))
        default:
            error("unknown operator `\(op)`", at: e.range)
            return fresh()
        }
        if let expected, !solver.unify(t, expected) {
            var helps: [String] = []
            if case let .fn(ps, _, _) = resolve(expected), ps.count == 1, case let .tuple(es) = resolve(ps[0]), es.count == 2 {
                // `zip(xs, ys).map(+)`: each element is one pair.
                if succeeds({ solver.unify(es[0].type, es[1].type) }) {
                    helps.append("the function is given one pair \(describe(ps[0])); write a closure: `{ $0.0 \(op) $0.1 }`")
                } else {
                    helps.append("the function is given one pair \(describe(ps[0])), and `\(op)` takes two operands of one type")
                }
            } else if Self.comparisons.contains(op), case let .fn(ps, _, _) = resolve(expected), ps.count == 2 {
                let example: String
                if case .tuple = resolve(ps[0]) { example = ": `{ $0.0 \(op) $1.0 }`" } else { example = "" }
                helps.append("`\(op)` orders numbers, strings, characters and tuples of them; "
                             + "say how to order \(describe(ps[0])) with a closure\(example)")
            } else if case let .fn(ps, _, _) = resolve(t), ps.count == 2 {
                helps.append("`\(op)` takes two operands")
            }
            error("operator `\(op)` does not have the type \(describe(expected))", at: e.range, helps: helps)
            // Said once: the place it is passed to need not say it again.
            return expected
        }
        return t
    }
}
