/// Compiles calls of function values and the single-expression bodies of closures to value
/// nodes (`ValueNodes.swift`). Only forms whose meaning is plain are taken: no promotion, no
/// `Mod` retagging, no `inout` or defaulted argument; anything else is compiled as before and
/// wrapped, so a tree is always complete.
extension Compiler {
    func compileValueNode(_ e: Expr) throws -> ValueNode {
        // A value put into an `Any` keeps its type there (see `compile`): not read as a node.
        if e.promotions == 0, !e.storedInAny, !e.elementsStoredInAny, !e.splatsTuple, !ModValues.isConcreteMod(e.type) {
            switch e.kind {
            case .identifier(let name) where e.chosen == nil:
                if let local = context.lookup(name) {
                    if !local.boxed {
                        switch local.place {
                        case .slot(let i): return SlotValueNode(i)
                        case .capture(let i): return CaptureValueNode(i)
                        }
                    }
                } else if name != "super", let slot = global(named: name) {
                    return GlobalValueNode(slot, site(e.range))
                }
            case .paren(let x) where e.chosen == nil:
                return try compileValueNode(x)
            case let .call(callee, arguments, _):
                if let node = try valueCallNode(e, callee, arguments) { return node }
            default:
                // Arithmetic on variables and literals only (`x * 2`) is one closure reading its
                // operands inline, cheaper than a node per operand.
                if e.type == .int, Compiler.isArithmetic(e), !Compiler.isLeafArithmetic(e) {
                    return IntValueNode(try compileIntNode(e))
                }
            }
        }
        return CodeValueNode(try compile(e))
    }

    /// `f(x)` or `f(x, y)` where `f` is a variable or expression holding a function (not a
    /// declared function, an initializer or a curried application, which have paths of their
    /// own): nil for any other call.
    func valueCallNode(_ e: Expr, _ callee: Expr, _ arguments: [Argument]) throws -> ValueNode? {
        var target = callee
        while case .paren(let inner) = target.kind, target.promotions == 0, target.chosen == nil { target = inner }
        guard target.chosen == nil, target.promotions == 0, target.type?.isFunction == true,
              e.argumentMapping == nil, (1...2).contains(arguments.count) else { return nil }
        if case .call = target.kind { return nil }
        for a in arguments {
            if case .prefix("&", _) = a.value.kind { return nil }
        }
        let calleeNode = try compileValueNode(target)
        let capture = (calleeNode as? CaptureValueNode)?.index ?? -1
        let s = site(e.range)
        let args = try arguments.map { try compileValueNode($0.value) }
        if args.count == 1 {
            return ValueCall1Node(machine, capture: capture, callee: calleeNode, args[0], s)
        }
        return ValueCall2Node(machine, capture: capture, callee: calleeNode, args[0], args[1], s)
    }

    /// `x * 2`, `a + b`: an operator applied to plain variables or literals.
    static func isLeafArithmetic(_ e: Expr) -> Bool {
        func leaf(_ x: Expr) -> Bool {
            switch x.kind {
            case .identifier, .intLiteral: return x.chosen == nil && x.promotions == 0
            default: return false
            }
        }
        if case let .binary(_, l, r, _) = e.kind { return leaf(l) && leaf(r) }
        return false
    }
}
