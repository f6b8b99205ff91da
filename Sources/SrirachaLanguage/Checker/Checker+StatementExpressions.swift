/// `if` and `switch` used as values, as in Swift 5.9: `let s = if x > 0 { "pos" } else { "neg" }`,
/// and a function body that is a single `if` or `switch` whose branches are values. Each branch
/// is one expression (or leaves by `throw` or a call such as `fatalError`); all have one type.
extension Checker {
    func checkStatementExpression(_ s: Stmt, expected: Ty?) -> Ty {
        let result = expected ?? fresh()
        checkValueBranches(s, result)
        return result
    }

    private func checkValueBranches(_ s: Stmt, _ result: Ty) {
        switch s.kind {
        case let .ifStmt(conditions, then, elseBody):
            scopes.append(Scope())
            checkConditions(conditions)
            checkValueBranch(then, result, in: "if")
            scopes.removeLast()
            guard let elseBody else {
                error("`if` used as a value must have an `else`", at: SourceRange(s.range.start, s.range.start + 2),
                      helps: ["add `else { … }` with the value when the condition is false"])
                return
            }
            if elseBody.count == 1, case .ifStmt = elseBody[0].kind {
                checkValueBranches(elseBody[0], result)
            } else {
                scopes.append(Scope())
                checkValueBranch(elseBody, result, in: "if")
                scopes.removeLast()
            }
        case let .switchStmt(subject, cases):
            checkSwitch(subject, cases, at: s.range) { body in self.checkValueBranch(body, result, in: "switch") }
        default:
            checkStatement(s)
        }
    }

    private func checkValueBranch(_ body: [Stmt], _ result: Ty, in what: String) {
        if body.count == 1, case let .expression(x) = body[0].kind {
            let t = check(x, expected: result)
            if neverCalls.contains(ObjectIdentifier(x)) { return }
            if !coerce(x, t, to: result) { reportMismatch(x, t, result, .plain) }
            return
        }
        if body.count == 1, isValueStatement(body[0]) {
            checkValueBranches(body[0], result)
            return
        }
        checkStatements(body)
        // Only `throw` or a call that never returns may end a branch that gives no value.
        let leaves: Bool
        switch body.last?.kind {
        case .throwStmt: leaves = true
        case .expression(let x): leaves = neverCalls.contains(ObjectIdentifier(x))
        default: leaves = false
        }
        if !leaves {
            let range = body.first.map { SourceRange($0.range.start, body.last?.range.end ?? $0.range.end) }
            error("each branch of `\(what)` used as a value must be a single expression", at: range ?? .none,
                  helps: ["compute the value before the `\(what)`, or use a statement and assign a variable in each branch"])
        }
    }

    /// Whether a function body's only statement is an `if` (with `else`) or `switch` whose
    /// branches are all single expressions or `throw`: then it is the body's value.
    func isValueStatement(_ s: Stmt) -> Bool {
        func isValueBranch(_ body: [Stmt]) -> Bool {
            guard body.count == 1 else { return false }
            switch body[0].kind {
            case .expression, .throwStmt: return true
            case .ifStmt, .switchStmt: return isValueStatement(body[0])
            default: return false
            }
        }
        switch s.kind {
        case let .ifStmt(_, then, elseBody?): return isValueBranch(then) && isValueBranch(elseBody)
        case let .switchStmt(_, cases): return !cases.isEmpty && cases.allSatisfy { isValueBranch($0.body) }
        default: return false
        }
    }
}
