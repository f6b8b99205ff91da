/// Operators, specialised by the operands' static types: `Int` arithmetic runs on unboxed
/// integers with overflow checks, comparisons produce unboxed `Bool`s for conditions, and only
/// generic code falls back to dispatching on run-time values.
extension Compiler {
    static let arithmeticOperators: Set<String> = ["+", "-", "*", "/", "%", "&", "|", "^", "<<", ">>", "&+", "&-", "&*"]
    static let comparisonOperators: Set<String> = ["==", "!=", "<", "<=", ">", ">="]

    func isInt(_ t: SType?) -> Bool { t == .int }
    func isDouble(_ t: SType?) -> Bool { t == .double }
    func isString(_ t: SType?) -> Bool { t == .string }

    // MARK: Values

    func compileBinary(_ e: Expr, _ op: String, _ l: Expr, _ r: Expr, _ opRange: SourceRange) throws -> Code {
        if let key = e.dynamicMember, key.hasPrefix("static:") {
            return try compileRequiredOperator(op, String(key.dropFirst(7)), l, r, site(opRange))
        }
        if let d = e.chosen as? FuncDecl { return try compileDeclaredOperator(e, op, d, [l, r], opRange) }
        let s = site(opRange)
        if op == "===" || op == "!==" {
            let a = try compile(l), b = try compile(r)
            let same = op == "==="
            return { f in .bool(Value.identical(try a(f).unboxed, try b(f).unboxed) == same) }
        }
        if Compiler.comparisonOperators.contains(op) || op == "&&" || op == "||" {
            let b = try boolBinary(op, l, r, opRange)
            return { f in .bool(try b(f)) }
        }
        if Compiler.arithmeticOperators.contains(op) {
            if isInt(l.type), isInt(r.type), l.promotions == 0, r.promotions == 0 {
                let c = try intBinary(op, l, r, opRange)
                return { f in .int(try c(f)) }
            }
            if isDouble(l.type), isDouble(r.type), l.promotions == 0, r.promotions == 0 {
                let c = try doubleBinary(op, l, r)
                return { f in .double(try c(f)) }
            }
            let a = try compile(l), b = try compile(r)
            if op == "+", isString(l.type), isString(r.type) {
                return { f in
                    guard case .string(let x) = try a(f), case .string(let y) = try b(f) else {
                        throw Compiler.internalError("`+` on non-strings", s)
                    }
                    do { try Builtins.checkConcatenation(x, y) } catch let e as RuntimeError { throw s.error(from: e) }
                    return .string(x + y)
                }
            }
            return { f in
                do { return try Operators.arithmetic(op, try a(f), try b(f)) } catch let e as RuntimeError { throw s.error(from: e) }
            }
        }
        switch op {
        case "??":
            let a = try compile(l), b = try compile(r)
            // `a ?? b` with `b` optional too is optional: `a` itself when it holds a value.
            let keepsOptional = l.promotions == 0 && e.type != nil && e.type == l.type
            return { f in
                let v = try a(f)
                if case .enumCase(let ev) = v, ev.type === EnumType.optional {
                    if ev.caseIndex == 1, let payload = ev.payload.first { return keepsOptional ? v : payload }
                    return try b(f)
                }
                return v
            }
        case "|>":
            return try compilePipe(e, l, r)
        case "->>":
            return try compileBind(l, r, opRange)
        case ">>>", "<<<", "<>":
            return try compileComposition(e, op, l, r)
        case "...", "..<":
            let closed = op == "..."
            if l.type != .int {
                let a = try compile(l), b = try compile(r)
                return { f in
                    let lower = try a(f)
                    do { return try Operators.interval(lower, try b(f), closed: closed) } catch let e as RuntimeError {
                        throw s.error(from: e)
                    }
                }
            }
            let a = try compileInt(l), b = try compileInt(r)
            return { f in
                do { return try Operators.range(try a(f), try b(f), closed: closed) } catch let e as RuntimeError { throw s.error(from: e) }
            }
        default:
            throw failure("the operator `\(op)` is not supported", at: opRange)
        }
    }

    /// A declared operator function, called like any function (`static func +`, `func <>`).
    func compileDeclaredOperator(_ e: Expr, _ op: String, _ d: FuncDecl, _ operands: [Expr],
                                         _ opRange: SourceRange) throws -> Code {
        if operands.count == 2, case .nominal("Mod", _)? = e.type, context.lookup(d) == nil {
            // `a + b` on Mods: the result shows both sides.
            let fn: Function = try functionEntry(d, at: opRange).value
            let a = try compile(operands[0]), b = try compile(operands[1])
            let m = machine, s = site(opRange)
            return { f in
                let x = try a(f), y = try b(f)
                let result = try m.call(fn, x, y, f, s)
                return ModValues.relabel(result, .infix(.source(ModValues.argumentText(x)), op,
                                                        .source(ModValues.argumentText(y))))
            }
        }
        let target = Expr(.identifier(op), opRange)
        target.chosen = d
        target.type = d.resolvedType
        let call = Expr(.call(target, arguments: operands.map { Argument(label: nil, value: $0) }, trailingStart: nil), e.range)
        call.type = e.type
        return try compileCall(call, target, operands.map { Argument(label: nil, value: $0) })
    }

    func compilePrefix(_ e: Expr, _ op: String, _ x: Expr) throws -> Code {
        if let d = e.chosen as? FuncDecl { return try compileDeclaredOperator(e, op, d, [x], e.range) }
        let s = site(SourceRange(e.range.start, min(e.range.end, e.range.start + op.utf8.count)))
        switch op {
        case "-":
            if isInt(x.type), x.promotions == 0 {
                let c = try compileInt(x)
                return { f in
                    let v = try c(f)
                    if v == .min { throw s.error("arithmetic overflow in `-`") }
                    return .int(-v)
                }
            }
            let c = try compile(x)
            return { f in
                do { return try Operators.negate(try c(f)) } catch let e as RuntimeError { throw s.error(from: e) }
            }
        case "+": return try compile(x)
        case "!":
            let c = try compileBool(x)
            return { f in .bool(!(try c(f))) }
        case "&": return try compile(x)
        case "~":
            let c = try compile(x)
            return { f in
                do { return try Operators.invert(try c(f)) } catch let e as RuntimeError { throw s.error(from: e) }
            }
        default: throw failure("the prefix operator `\(op)` is not supported", at: e.range)
        }
    }

    // MARK: Unboxed Int

    /// An `Int` expression computed without boxing intermediate results.
    func compileInt(_ e: Expr) throws -> IntCode {
        // A declared operator (`e.chosen`) is a call, never the built-in arithmetic.
        if e.promotions == 0, !(e.chosen is FuncDecl) {
            switch e.kind {
            case .intLiteral(let i): return { _ in i }
            case .paren(let x): return try compileInt(x)
            case .identifier(let name) where e.chosen == nil:
                if let local = context.lookup(name), !local.boxed, case .slot(let i) = local.place {
                    let s = site(e.range)
                    return { f in
                        if case .int(let n) = f.base[i] { return n }
                        throw Compiler.internalError("`\(name)` is not an `Int`", s)
                    }
                }
            case let .binary(op, l, r, opRange) where Compiler.arithmeticOperators.contains(op)
                && isInt(l.type) && isInt(r.type) && l.promotions == 0 && r.promotions == 0:
                return try intBinary(op, l, r, opRange)
            case let .call(callee, arguments, _) where isInt(e.type):
                if let node = try intCallNode(e, callee, arguments) {
                    let child = IntChild(node)
                    return { f in try child.run(f) }
                }
                if let c = try compileIntCall(e, callee, arguments) { return c }
                // A function value returning `Int` (`pipeline(i)`).
                if callee.chosen == nil, let node = try valueCallNode(e, callee, arguments) {
                    let child = ValueChild(node), s = site(e.range)
                    return { f in
                        if case .int(let n) = try child.run(f) { return n }
                        throw Compiler.internalError("expected an `Int`", s)
                    }
                }
            case let .ternary(c, a, b) where isInt(a.type) && isInt(b.type) && a.promotions == 0 && b.promotions == 0:
                let cond = try compileBool(c), yes = try compileInt(a), no = try compileInt(b)
                return { f in try cond(f) ? yes(f) : no(f) }
            case let .prefix(op, x) where op == "-" && isInt(x.type) && x.promotions == 0:
                let c = try compileInt(x)
                let s = site(SourceRange(e.range.start, e.range.start + 1))
                return { f in
                    let v = try c(f)
                    if v == .min { throw s.error("arithmetic overflow in `-`") }
                    return -v
                }
            default: break
            }
        }
        let c = try compile(e)
        let s = site(e.range)
        return { f in
            if case .int(let n) = try c(f) { return n }
            throw Compiler.internalError("expected an `Int`", s)
        }
    }

    private func intBinary(_ op: String, _ l: Expr, _ r: Expr, _ opRange: SourceRange) throws -> IntCode {
        let a = try intOperand(l), b = try intOperand(r)
        guard let code = intArithmetic(op, a, b, site(opRange)) else {
            throw failure("the operator `\(op)` does not apply to `Int`", at: opRange)
        }
        return code
    }

    /// An `Int` operand: variables, globals and literals are read inline.
    func intOperand(_ e: Expr) throws -> IntOperand {
        if e.promotions == 0, isInt(e.type) {
            switch e.kind {
            case .intLiteral(let i): return .constant(i)
            case .paren(let x): return try intOperand(x)
            case .identifier(let name) where e.chosen == nil:
                if let local = context.lookup(name) {
                    if !local.boxed {
                        switch local.place {
                        case .slot(let i): return .slot(i)
                        case .capture(let i): return .env(i)
                        }
                    }
                } else if let g = global(named: name) {
                    return .global(g)
                }
            default: break
            }
        }
        return .code(try compileInt(e))
    }

    // MARK: Unboxed Double

    func compileDouble(_ e: Expr) throws -> DoubleCode {
        // A declared operator (`e.chosen`) is a call, never the built-in arithmetic.
        if e.promotions == 0, !(e.chosen is FuncDecl) {
            switch e.kind {
            case .doubleLiteral(let d): return { _ in d }
            case .paren(let x): return try compileDouble(x)
            case let .binary(op, l, r, _) where Compiler.arithmeticOperators.contains(op)
                && isDouble(l.type) && isDouble(r.type) && l.promotions == 0 && r.promotions == 0:
                return try doubleBinary(op, l, r)
            case let .prefix(op, x) where op == "-" && isDouble(x.type) && x.promotions == 0:
                let c = try compileDouble(x)
                return { f in -(try c(f)) }
            default: break
            }
        }
        let c = try compile(e)
        let s = site(e.range)
        return { f in
            if case .double(let d) = try c(f) { return d }
            throw Compiler.internalError("expected a `Double`", s)
        }
    }

    private func doubleBinary(_ op: String, _ l: Expr, _ r: Expr) throws -> DoubleCode {
        let a = try compileDouble(l), b = try compileDouble(r)
        switch op {
        case "+": return { f in try a(f) + b(f) }
        case "-": return { f in try a(f) - b(f) }
        case "*": return { f in try a(f) * b(f) }
        case "/": return { f in try a(f) / b(f) }
        default: return { f in try a(f).truncatingRemainder(dividingBy: try b(f)) }
        }
    }

    // MARK: Unboxed Bool

    /// A condition computed without boxing: comparisons, `&&`, `||`, `!`.
    func compileBool(_ e: Expr) throws -> BoolCode {
        // A declared operator (`e.chosen`) is a call, never the built-in arithmetic.
        if e.promotions == 0, !(e.chosen is FuncDecl) {
            switch e.kind {
            case .boolLiteral(let b): return { _ in b }
            case .paren(let x): return try compileBool(x)
            case let .prefix(op, x) where op == "!":
                let c = try compileBool(x)
                return { f in !(try c(f)) }
            case let .binary(op, l, r, opRange)
                where Compiler.comparisonOperators.contains(op) || op == "&&" || op == "||":
                return try boolBinary(op, l, r, opRange)
            default: break
            }
        }
        let c = try compile(e)
        let s = site(e.range)
        return { f in
            if case .bool(let b) = try c(f) { return b }
            throw Compiler.internalError("expected a `Bool`", s)
        }
    }

    private func boolBinary(_ op: String, _ l: Expr, _ r: Expr, _ opRange: SourceRange) throws -> BoolCode {
        switch op {
        case "&&":
            let a = try compileBool(l), b = try compileBool(r)
            return { f in try a(f) && b(f) }
        case "||":
            let a = try compileBool(l), b = try compileBool(r)
            return { f in try a(f) || b(f) }
        default: break
        }
        let plain = l.promotions == 0 && r.promotions == 0
        if plain, isInt(l.type), isInt(r.type) {
            let a = try intOperand(l), b = try intOperand(r)
            if let code = intComparison(op, a, b, site(opRange)) { return code }
        }
        if plain, isDouble(l.type), isDouble(r.type) {
            let a = try compileDouble(l), b = try compileDouble(r)
            switch op {
            case "==": return { f in try a(f) == b(f) }
            case "!=": return { f in try a(f) != b(f) }
            case "<": return { f in try a(f) < b(f) }
            case "<=": return { f in try a(f) <= b(f) }
            case ">": return { f in try a(f) > b(f) }
            default: return { f in try a(f) >= b(f) }
            }
        }
        let a = try compile(l), b = try compile(r)
        let s = site(opRange), m = machine
        // A type's own `==` or `<` may run below: it gets its frame above this one (`leave`).
        if case .parameter? = l.type, op == "==" || op == "!=" {
            // Generic code: a literal (`x == .zero`) may meet a number of another type.
            let same = op == "=="
            return { f in
                let x = try a(f), y = try b(f)
                m.leave(f)
                return Operators.genericEquals(x, y) == same
            }
        }
        switch op {
        case "==", "!=":
            let same = op == "=="
            return { f in
                let x = try a(f), y = try b(f)
                m.leave(f)
                return (x.unboxed == y.unboxed) == same
            }
        default:
            return { f in
                let x = try a(f), y = try b(f)
                m.leave(f)
                do { return try Operators.compare(op, x, y) } catch let e as RuntimeError { throw s.error(from: e) }
            }
        }
    }

    // MARK: Operators as values

    /// `(+)`, or `<` in `sorted(by: <)`: a function typed by the context.
    func compileOperatorRef(_ e: Expr, _ op: String) throws -> Code {
        if let key = e.dynamicMember, key.hasPrefix("static:") { return requiredOperatorValue(op, String(key.dropFirst(7))) }
        if let chosen = e.chosen {
            let code = try compileDeclReference(e, chosen, base: nil)
            guard case .function(let ps, .nominal("Mod", _), _)? = e.type, ps.count == 2 else { return code }
            // `mods.reduce(.identity, +)`: each Mod it makes shows both sides, as `a + b` does.
            return { f in
                guard case .function(let fn) = try code(f) else { return try code(f) }
                return .function(Function(arity: 2, display: fn.display) { args in
                    ModValues.relabel(try fn.invoke(args), .infix(.source(ModValues.argumentText(args[0])), op,
                                                                 .source(ModValues.argumentText(args[1]))))
                })
            }
        }
        let m = machine
        var arity = 2
        if case .function(let params, _, _)? = e.type { arity = params.count }
        let body: ([Value]) throws -> Value
        if arity == 1, case .function(let params, _, _)? = e.type, case .tuple(let pair) = params[0], pair.count == 2 {
            // `zip(a, b).map(*)`: the operator applied to each pair.
            let binary = try Compiler.binaryBody(op, at: e.range, self)
            body = { args in
                guard case .tuple(let xs) = args[0].unboxed, xs.count == 2 else { throw RuntimeError("`\(op)` needs a pair") }
                return try binary(xs)
            }
        } else if arity == 1 {
            switch op {
            case "-": body = { args in try Operators.negate(args[0]) }
            case "!":
                body = { args in
                    guard case .bool(let b) = args[0].unboxed else { throw RuntimeError("`!` needs a `Bool`") }
                    return .bool(!b)
                }
            default: throw failure("the operator `\(op)` cannot be used as a one-argument function", at: e.range)
            }
        } else if arity == 2, Compiler.arithmeticOperators.contains(op) {
            body = { args in try Operators.arithmetic(op, args[0], args[1]) }
        } else if arity == 2, Compiler.comparisonOperators.contains(op) {
            body = { args in .bool(try Operators.compare(op, args[0], args[1])) }
        } else if arity == 2, op == "&&" || op == "||" {
            body = { args in
                guard case .bool(let a) = args[0].unboxed, case .bool(let b) = args[1].unboxed else {
                    throw RuntimeError("`\(op)` needs `Bool`s")
                }
                return .bool(op == "&&" ? a && b : a || b)
            }
        } else if arity == 2, let composing = Compiler.functionOperator(op) {
            body = composing
        } else {
            throw failure("the operator `\(op)` cannot be used as a function here", at: e.range)
        }
        let count = arity
        let invoke: ([Value]) throws -> Value = { args in
            guard args.count == count else { throw RuntimeError("`\(op)` takes \(count) arguments, got \(args.count)") }
            if m.tick(), let message = m.checkLimits() { throw RuntimeError(message) }
            return try body(args)
        }
        // `reduce(0, +)`: the operator is chosen here, once, not by its name on every call.
        if arity == 2, let binary = Operators.binaryFunction(op) {
            let fn = Function(display: .named("(\(op))"), binary: { a, b in
                if m.tick(), let message = m.checkLimits() { throw RuntimeError(message) }
                return try binary(a, b)
            }, invoke: invoke)
            return constant(.function(fn))
        }
        return constant(.function(Function(arity: arity, display: .named("(\(op))"), invoke: invoke)))
    }

    /// `>>>`, `<<<`, `<>`, `|>` and `??` passed as functions (`fs.reduce(id, >>>)`): what they
    /// do to two values. A composition prints as its operands do (`inc >>> double`).
    static func functionOperator(_ op: String) -> (([Value]) throws -> Value)? {
        switch op {
        case ">>>", "<<<", "<>":
            return { args in
                guard case .function(let l) = args[0].unboxed, case .function(let r) = args[1].unboxed else {
                    throw RuntimeError("`\(op)` composes functions")
                }
                let (first, second) = op == "<<<" ? (r, l) : (l, r)
                return .function(Function(arity: 1, display: .infix(l.display, op, r.display)) { xs in
                    try second.invoke([try first.invoke(xs)])
                })
            }
        case "|>":
            return { args in
                guard case .function(let f) = args[1].unboxed else { throw RuntimeError("`|>` applies a function") }
                return try f.invoke([args[0]])
            }
        case "??":
            return { args in
                if case .enumCase(let ev) = args[0], ev.type === EnumType.optional {
                    if ev.caseIndex == 1, let payload = ev.payload.first { return payload }
                    return args[1]
                }
                return args[0]
            }
        default:
            return nil
        }
    }
}
