/// Closure expressions: `{ x in … }`, `{ (a: Int, b: Int) -> Int in … }`, `{ $0 + 1 }`.
extension Parser {
    func parseClosure() -> Expr {
        let open = current
        return nested({
            advance()
            closureDollarCounts.append(0)
            let (parameters, returnType, body) = withContext(newlinesMatter: true, trailingClosures: true) {
                () -> ([Parameter]?, TypeSyntax?, [Stmt]) in
                var parameters: [Parameter]?
                var returnType: TypeSyntax?
                if closureSignatureFollows() {
                    (parameters, returnType) = parseClosureSignature()
                }
                return (parameters, returnType, parseStatements(inBlock: true))
            }
            if !consume("}") {
                error("expected `}` to close the closure", errorPoint(),
                      notes: ["the closure's `{` is at \(locationText(open.range.start))"])
            }
            let dollarCount = closureDollarCounts.popLast() ?? 0
            if dollarCount > 0, let parameters {
                let names = parameters.map(\.name).joined(separator: ", ")
                error("`$0`, `$1`, … cannot be used in a closure that names its parameters", open.range,
                      helps: [parameters.isEmpty ? "remove `in`, or use named parameters" : "use the names (\(names)) instead"])
            }
            let range = SourceRange(open.range.start, lastEnd)
            let closure = ClosureExpr(parameters: parameters, returnType: returnType, body: body,
                                      dollarCount: dollarCount, sourceText: file.text(in: range))
            return Expr(.closure(closure), range)
        }, tooDeep: { Expr(.error, SourceRange(open.range.start, lastEnd)) })
    }

    /// Looks ahead (without consuming) for `params in` after the `{`. The scan stops at the next
    /// brace so that nested closures are not scanned again and again.
    private func closureSignatureFollows() -> Bool {
        var i = pos
        func token(_ k: Int) -> Token { tokens[min(k, tokens.count - 1)] }
        if token(i).isPunct("[") {
            guard let after = matching(from: i) else { return false }
            i = after
        }
        let first = token(i)
        if first.isPunct("(") {
            guard let after = matching(from: i) else { return false }
            i = after
            // `{ (a: Int) -> Int a }`: a signature missing its `in`.
            if token(i).isPunct("->") { return true }
        } else if first.kind == .identifier || first.isKeyword("_") {
            i += 1
            while token(i).isPunct(",") && (token(i + 1).kind == .identifier || token(i + 1).isKeyword("_")) { i += 2 }
        } else {
            return token(i).isKeyword("in") && i > pos
        }
        if token(i).isPunct("->") {
            i += 1
            while true {
                let t = token(i)
                if t.kind == .eof || t.isPunct("{") || t.isPunct("}") { return false }
                if t.isKeyword("in") { return true }
                i += 1
            }
        }
        return token(i).isKeyword("in")
    }

    /// The index after the bracket group starting at `start`, or nil if a brace or the end of
    /// input comes first.
    private func matching(from start: Int) -> Int? {
        var depth = 0
        var i = start
        while i < tokens.count {
            let t = tokens[i]
            if t.kind == .eof || t.isPunct("{") || t.isPunct("}") { return nil }
            if t.isPunct("(") || t.isPunct("[") { depth += 1 }
            if t.isPunct(")") || t.isPunct("]") {
                depth -= 1
                if depth == 0 { return i + 1 }
            }
            i += 1
        }
        return nil
    }

    private func parseClosureSignature() -> ([Parameter]?, TypeSyntax?) {
        if at("[") {
            error("capture lists are not supported", current.range, helps: ["closures capture variables by reference; remove `[…]`"])
            skipBalanced()
        }
        var parameters: [Parameter] = []
        if at("(") {
            parameters = parseParameterClause(forClosure: true)
        } else {
            while current.kind == .identifier || current.isKeyword("_") {
                let token = advance()
                parameters.append(Parameter(label: nil, name: token.text, type: nil, defaultValue: nil, range: token.range))
                if !consume(",") { break }
            }
        }
        if parameters.count > Parser.maxClosureParameters {
            error("a closure may have at most \(Parser.maxClosureParameters) parameters; this one has \(parameters.count)",
                  parameters[Parser.maxClosureParameters].range, helps: ["pass a tuple, an array or a struct instead"])
        }
        var returnType: TypeSyntax?
        if consume("->") { returnType = parseType() }
        if !consumeKeyword("in") {
            error("expected `in` after the closure's parameters", errorPoint())
            while !atEOF && !atKeyword("in") && !at("}") && !current.newlineBefore { advance() }
            _ = consumeKeyword("in")
        }
        return (parameters, returnType)
    }
}
