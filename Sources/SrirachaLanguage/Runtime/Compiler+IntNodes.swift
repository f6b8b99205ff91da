/// Compiles `Int` expressions and conditions to nodes (`IntNodes.swift`): the bodies of
/// functions returning `Int`, and calls of top-level functions taking and returning `Int`s.
/// The checker proved the types, so nothing on these paths is boxed; what the nodes do not
/// cover is compiled as before and wrapped.
extension Compiler {
    func compileIntNode(_ e: Expr) throws -> IntNode {
        // A declared operator (`e.chosen`) is a call, never the built-in arithmetic.
        if e.promotions == 0, !(e.chosen is FuncDecl) {
            switch e.kind {
            case .intLiteral(let i): return IntConstantNode(i)
            case .paren(let x): return try compileIntNode(x)
            case .identifier(let name) where e.chosen == nil:
                if let local = context.lookup(name), !local.boxed {
                    // Never shown unless the checker is wrong: one fixed message, located at
                    // the name, rather than a message spelt out for every variable compiled.
                    let notInt = site(e.range).error(Compiler.notIntMessage)
                    switch local.place {
                    case .slot(let i): return IntSlotNode(i, notInt)
                    case .capture(let i): return IntCaptureNode(i, notInt)
                    }
                }
            // The bitwise operators (`>>`, `^` …) take the general path below.
            case let .binary(op, l, r, opRange) where Compiler.nodeArithmeticOperators.contains(op)
                && isInt(l.type) && isInt(r.type) && l.promotions == 0 && r.promotions == 0:
                return try intArithmeticNode(op, l, r, site(opRange))
            case let .call(callee, arguments, _) where isInt(e.type):
                if let node = try intCallNode(e, callee, arguments) { return node }
            case let .ternary(c, a, b) where isInt(a.type) && isInt(b.type) && a.promotions == 0 && b.promotions == 0:
                let test = try compileBoolNode(c), yes = try compileIntNode(a), no = try compileIntNode(b)
                if let slotTest = test as? IntSlotCompareNode { return IntSlotTestTernaryNode(slotTest, yes, no) }
                return IntTernaryNode(test, yes, no)
            case let .prefix(op, x) where op == "-" && isInt(x.type) && x.promotions == 0:
                let s = site(SourceRange(e.range.start, e.range.start + 1))
                return IntNegateNode(try compileIntNode(x), s.error("arithmetic overflow in `-`"))
            default: break
            }
        }
        return IntCodeNode(try compileInt(e))
    }

    static let notIntMessage = "internal error: expected an `Int`"

    /// The operators `intArithmeticNode` makes nodes for.
    static let nodeArithmeticOperators: Set<String> = ["+", "-", "*", "/", "%"]

    private func intArithmeticNode(_ op: String, _ l: Expr, _ r: Expr, _ s: Site) throws -> IntNode {
        let overflow = s.error(Compiler.overflowMessage(op))
        let a = try compileIntNode(l), b = try compileIntNode(r)
        if let slot = a as? IntSlotNode, let k = b as? IntConstantNode {
            if op == "+" { return IntSlotOffsetNode(slot.index, k.value, slot.notInt, overflow) }
            if op == "-", k.value != .min { return IntSlotOffsetNode(slot.index, -k.value, slot.notInt, overflow) }
        }
        switch op {
        case "+": return IntAddNode(a, b, overflow)
        case "-": return IntSubtractNode(a, b, overflow)
        case "*": return IntMultiplyNode(a, b, overflow)
        case "/", "%": return IntDivideNode(a, b, remainder: op == "%", overflow, s.error("division by zero"))
        default: throw failure("the operator `\(op)` does not apply to `Int`", at: s.range)
        }
    }

    func compileBoolNode(_ e: Expr) throws -> BoolNode {
        if e.promotions == 0, !(e.chosen is FuncDecl) {
            switch e.kind {
            case .boolLiteral(let b): return BoolConstantNode(b)
            case .paren(let x): return try compileBoolNode(x)
            case let .prefix(op, x) where op == "!":
                return BoolNotNode(try compileBoolNode(x))
            case let .binary(op, l, r, _) where op == "&&":
                return BoolAndNode(try compileBoolNode(l), try compileBoolNode(r))
            case let .binary(op, l, r, _) where op == "||":
                return BoolOrNode(try compileBoolNode(l), try compileBoolNode(r))
            case let .binary(op, l, r, _) where isInt(l.type) && isInt(r.type) && l.promotions == 0
                && r.promotions == 0:
                guard let mask = IntOrdering.mask(op) else { break }
                let a = try compileIntNode(l), b = try compileIntNode(r)
                if let slot = a as? IntSlotNode, let k = b as? IntConstantNode {
                    return IntSlotCompareNode(slot.index, k.value, mask: mask, slot.notInt)
                }
                return IntCompareNode(a, b, mask: mask)
            default: break
            }
        }
        return BoolCodeNode(try compileBool(e))
    }

    /// `f(x, y)` where `f` is a top-level function of `Int`s returning `Int`, every argument
    /// given in order: nil for any other call.
    func intCallNode(_ e: Expr, _ callee: Expr, _ arguments: [Argument]) throws -> IntNode? {
        guard e.promotions == 0, e.reified == nil, let d = callee.chosen as? FuncDecl, callee.dynamicMember == nil,
              context.lookup(d) == nil, d.clauses.count == 1,
              let entry = program.functions[ObjectIdentifier(d)], case .global = entry.kind,
              resultType(of: d) == .int else { return nil }
        let params = d.clauses[0]
        guard params.count == arguments.count, params.allSatisfy({ $0.resolvedType == .int }) else { return nil }
        if let mapping = e.argumentMapping {
            for (k, m) in mapping.enumerated() where m != k { return nil }
        }
        var nodes: [IntNode] = []
        for a in arguments {
            let x = a.value
            guard x.type == .int, x.promotions == 0 else { return nil }
            if case .prefix("&", _) = x.kind { return nil }
            nodes.append(try compileIntNode(x))
        }
        switch nodes.count {
        case 1:
            if let step = nodes[0] as? IntSlotOffsetNode {
                return IntCallSlotOffsetNode(entry.block, machine, step, site(e.range))
            }
            return IntCall1Node(entry.block, machine, nodes[0], site(e.range))
        case 2: return IntCall2Node(entry.block, machine, nodes[0], nodes[1], site(e.range))
        default: return IntCallNode(entry.block, machine, nodes, site(e.range))
        }
    }
}
