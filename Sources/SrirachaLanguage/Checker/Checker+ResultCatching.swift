/// `Result(catching: body)` and `Result { … }`: Swift's initializer that runs a throwing closure,
/// written in terms of the prelude's `Result` as the closure
/// `{ do { return Result.success(try body()) } catch { return Result.failure(error) } }()`.
extension Checker {
    /// The call rewritten in place (its kind becomes the closure's call), or nil when it is not
    /// `Result(catching:)`.
    func resultCatching(_ e: Expr, callee: Expr, arguments: [Argument], trailingStart: Int?) -> Expr? {
        // `Result<Int, Error>(catching:)` names the type arguments; its cases are then made
        // from the same specialised type.
        var named = false
        switch callee.kind {
        case .identifier("Result"): named = true
        case .specializedType("Result", let args): named = args.count == 2
        default: break
        }
        guard named, arguments.count == 1,
              arguments[0].label == "catching" || trailingStart == 0,
              let info = nominal(named: "Result"), info.caseIndex("success") != nil, info.caseIndex("failure") != nil
        else { return nil }
        let r = e.range
        func resultCase(_ name: String, _ value: Expr) -> Expr {
            let member = Expr(.member(Expr(callee.kind, callee.range), name: name, nameRange: callee.range), r)
            return Expr(.call(member, arguments: [Argument(label: nil, value: value)], trailingStart: nil), r)
        }
        let run = Expr(.tryExpr(.plain, Expr(.call(arguments[0].value, arguments: [], trailingStart: nil), r)), r)
        let success = Stmt(.returnStmt(resultCase("success", run)), r)
        let failure = Stmt(.returnStmt(resultCase("failure", Expr(.identifier("error"), r))), r)
        let handler = CatchClause(pattern: nil, castType: nil, castName: nil, guardExpr: nil, body: [failure], range: r)
        let body = [Stmt(.doCatch(body: [success], catches: [handler]), r)]
        let closure = ClosureExpr(parameters: [], returnType: nil, body: body, dollarCount: 0, sourceText: "Result(catching:)")
        e.kind = .call(Expr(.closure(closure), r), arguments: [], trailingStart: nil)
        return e
    }
}
