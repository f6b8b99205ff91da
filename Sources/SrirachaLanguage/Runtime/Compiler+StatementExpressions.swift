/// `if` and `switch` used as values: each branch's expression ends the statement with
/// `.returned(value)`, which becomes the expression's value.
extension Compiler {
    func compileStatementExpression(_ s: Stmt) throws -> Code {
        let code = try compileValueStatement(s)
        let site = self.site(s.range)
        return { f in
            if case .returned(let v) = try code(f) { return v }
            throw Compiler.internalError("a branch of `if` or `switch` used as a value gave no value", site)
        }
    }

    private func compileValueStatement(_ s: Stmt) throws -> StmtCode {
        switch s.kind {
        case let .ifStmt(conditions, then, elseBody):
            context.push()
            let test = try compileConditions(conditions)
            let yes = try compileValueBranch(then)
            context.pop()
            let no = try elseBody.map(compileValueBranch) ?? { _ in .next }
            return { f in try test(f) ? try yes(f) : try no(f) }
        case let .switchStmt(subject, cases):
            return try compileSwitch(s, subject, cases, compileBody: compileValueBranch)
        default:
            return try compileStatement(s)
        }
    }

    private func compileValueBranch(_ body: [Stmt]) throws -> StmtCode {
        if body.count == 1 {
            switch body[0].kind {
            case .expression(let x):
                let c = try compile(x)
                return { f in .returned(try c(f)) }
            case .ifStmt, .switchStmt:
                return try compileValueStatement(body[0])
            default:
                break
            }
        }
        return try compileStatements(body)
    }
}
