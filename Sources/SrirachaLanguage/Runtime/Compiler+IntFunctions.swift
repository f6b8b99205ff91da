/// The recipes of closures' unboxed `Int` forms (`IntFunctions.swift`): what a one-expression
/// body is made of, when every part of it is something the form can compute from plain `Int`s.
/// Whether the captured values fit is only known when the closure is made, so the recipe
/// names them; the types of the arithmetic are known now and checked here.
extension Compiler {
    /// The recipe for a body `e` of a function taking `paramCount` parameters (one or two, none
    /// `inout`), or nil. Call it after compiling `e`: it looks up only names the body uses.
    func intTemplate(_ e: Expr, paramCount: Int) -> IntTemplate? {
        guard (1...2).contains(paramCount) else { return nil }
        return intTemplatePart(e, paramCount)
    }

    private func intTemplatePart(_ e: Expr, _ paramCount: Int) -> IntTemplate? {
        // A declared operator (`e.chosen`) is a call, never the built-in arithmetic.
        guard e.promotions == 0, !(e.chosen is FuncDecl), e.dynamicMember == nil else { return nil }
        switch e.kind {
        case .intLiteral(let n):
            return isInt(e.type) ? .literal(n) : nil
        case .paren(let x) where e.chosen == nil:
            return intTemplatePart(x, paramCount)
        case .identifier(let name) where e.chosen == nil:
            guard let local = context.lookup(name), !local.boxed else { return nil }
            switch local.place {
            case .slot(let i): return i < paramCount ? .parameter(i) : nil
            case .capture(let i): return .capture(i)
            }
        case let .binary(op, l, r, _) where isInt(l.type) && isInt(r.type) && isInt(e.type):
            let o: IntExprBinary.Op
            switch op {
            case "+": o = .add
            case "-": o = .subtract
            case "*": o = .multiply
            case "/": o = .divide
            case "%": o = .remainder
            default: return nil
            }
            guard let a = intTemplatePart(l, paramCount),
                  let b = intTemplatePart(r, paramCount) else { return nil }
            return .binary(o, a, b)
        case let .prefix(op, x) where op == "-" && isInt(x.type) && isInt(e.type):
            return intTemplatePart(x, paramCount).map { .negate($0) }
        case let .call(callee, arguments, _):
            var target = callee
            while case .paren(let inner) = target.kind, target.promotions == 0, target.chosen == nil { target = inner }
            guard e.argumentMapping == nil, (1...2).contains(arguments.count), target.chosen == nil,
                  target.promotions == 0, target.dynamicMember == nil, target.type?.isFunction == true,
                  case .identifier(let name) = target.kind,
                  let local = context.lookup(name), !local.boxed, case .capture(let i) = local.place else { return nil }
            var args: [IntTemplate] = []
            for a in arguments {
                if case .prefix("&", _) = a.value.kind { return nil }
                guard let t = intTemplatePart(a.value, paramCount) else { return nil }
                args.append(t)
            }
            return .call(capture: i, args)
        default:
            return nil
        }
    }
}
