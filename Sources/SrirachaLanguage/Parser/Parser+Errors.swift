/// `do`–`catch` clauses.
extension Parser {
    /// `catch …` clauses after a `do { … }`, with the first `catch` current.
    func parseCatches(_ body: [Stmt], start: Int) -> Stmt {
        var catches: [CatchClause] = []
        while atKeyword("catch") {
            let clauseStart = advance().range.start
            var pattern: Pattern?
            var castType: TypeSyntax?
            var castName: String?
            if current.isKeyword("is") {
                advance()
                castType = parseType()
            } else if (current.isKeyword("let") || current.isKeyword("var")) && peek().kind == .identifier
                        && peek(2).isKeyword("as") {
                advance()
                castName = advance().text
                advance()  // `as`
                castType = parseType()
            } else if !at("{") && !atKeyword("where") {
                pattern = withContext(newlinesMatter: true, trailingClosures: false) {
                    parsePattern(binding: nil, inDeclaration: false)
                }
            }
            var guardExpr: Expr?
            if consumeKeyword("where") {
                guardExpr = withContext(newlinesMatter: true, trailingClosures: false) { parseExpression() }
            }
            let clauseBody = parseBlock(after: "`catch`")
            catches.append(CatchClause(pattern: pattern, castType: castType, castName: castName, guardExpr: guardExpr,
                                       body: clauseBody, range: SourceRange(clauseStart, lastEnd)))
        }
        return Stmt(.doCatch(body: body, catches: catches), SourceRange(start, lastEnd))
    }
}
