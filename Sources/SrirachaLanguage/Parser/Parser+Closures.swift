/// Closure expressions: `{ x in … }`, `{ (a: Int, b: Int) -> Int in … }`, `{ $0 + 1 }`.
extension Parser {
    func parseClosure() -> Expr {
        let open = current
        return nested({
            advance()
            closureDollarCounts.append(0)
            var captures: [Capture] = []
            var declaresThrows = false
            let (parameters, returnType, body) = withContext(newlinesMatter: true, trailingClosures: true) {
                () -> ([Parameter]?, TypeSyntax?, [Stmt]) in
                var parameters: [Parameter]?
                var returnType: TypeSyntax?
                // `Task { @MainActor in … }`, `{ @Sendable (x: Int) in … }`: attributes of the
                // concurrency model, accepted and ignored as on declarations.
                var attributed = false
                while current.kind == .attribute && (current.text == "MainActor" || current.text == "Sendable") {
                    advance()
                    attributed = true
                }
                if attributed && atKeyword("in") {
                    advance()
                } else if closureSignatureFollows() {
                    if at("[") { captures = parseCaptureList() }
                    (parameters, returnType) = parseClosureSignature(&declaresThrows)
                    // `{ [x] in x + $0 }`: a capture list alone names no parameters.
                    if !captures.isEmpty, parameters?.isEmpty == true, returnType == nil { parameters = nil }
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
            if dollarCount == 0 && parameters == nil && !captures.isEmpty {
                return capturing(captures, Expr(.closure(ClosureExpr(parameters: [], returnType: returnType, body: body,
                                                                      dollarCount: 0, sourceText: file.text(in: range))), range))
            }
            let closure = ClosureExpr(parameters: parameters, returnType: returnType, body: body,
                                      dollarCount: dollarCount, sourceText: file.text(in: range))
            closure.declaresThrows = declaresThrows
            if !captures.isEmpty { return capturing(captures, Expr(.closure(closure), range)) }
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
            skipThrows(&i)
            // `{ (a: Int) -> Int a }`: a signature missing its `in`.
            if token(i).isPunct("->") { return true }
        } else if first.kind == .identifier || first.isKeyword("_") {
            i += 1
            while token(i).isPunct(",") && (token(i + 1).kind == .identifier || token(i + 1).isKeyword("_")) { i += 2 }
            skipThrows(&i)
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

    /// Steps over `async`, `throws` or `throws(E)` in a closure's signature.
    private func skipThrows(_ i: inout Int) {
        let async = tokens[min(i, tokens.count - 1)]
        if async.kind == .identifier && async.text == "async" { i += 1 }
        guard tokens[min(i, tokens.count - 1)].isKeyword("throws") else { return }
        i += 1
        if tokens[min(i, tokens.count - 1)].isPunct("("), let after = matching(from: i) { i = after }
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

    /// One entry of a capture list: `x`, `y = expr`, `weak self`, `unowned self`.
    struct Capture {
        let name: String
        let value: Expr
        let range: SourceRange
        /// `weak` (true) or `unowned` (false); nil for a plain copy.
        var isWeak: Bool? = nil
    }

    /// `[x, total = a + b, weak self]`, with `[` current.
    private func parseCaptureList() -> [Capture] {
        let open = advance()
        var captures: [Capture] = []
        while !atEOF && !at("]") {
            let start = current.range.start
            var ownership: Bool?
            if current.kind == .identifier && ["weak", "unowned"].contains(current.text)
                && (peek().kind == .identifier || peek().isKeyword("self") || peek().isPunct("(")) {
                // `weak`: inside the closure the name is optional (the checker makes it so), and the
                // closure holds the instance weakly, as `unowned` does (see `Compiler+WeakCaptures`).
                ownership = advance().text == "weak"
                if at("(") { skipBalanced() }  // `unowned(unsafe)`
            }
            let nameToken = current
            guard nameToken.kind == .identifier || nameToken.isKeyword("self") else {
                error("expected a name to capture, found \(nameToken.display)", errorPoint(),
                      helps: ["write `[x]`, `[weak self]` or `[total = a + b]`"])
                while !atEOF && !at("]") && !atKeyword("in") { advance() }
                break
            }
            advance()
            var value = Expr(.identifier(nameToken.text), nameToken.range)
            if current.isOp("=") {
                advance()
                value = parseExpression()
            }
            captures.append(Capture(name: nameToken.text, value: value, range: SourceRange(start, lastEnd),
                                    isWeak: ownership))
            if !consume(",") { break }
        }
        if !consume("]") {
            error("expected `]` to close the capture list", errorPoint(), notes: ["the `[` is at \(locationText(open.range.start))"])
        }
        return captures
    }

    /// `{ [x] in body }` is `{ (x) in { in body } }(x)`: the outer closure, called at once,
    /// takes the captured values as they are now, and the closure it returns keeps those copies.
    private func capturing(_ captures: [Capture], _ closure: Expr) -> Expr {
        let parameters = captures.map { capture -> Parameter in
            let p = Parameter(label: nil, name: capture.name, type: nil, defaultValue: nil, range: capture.range)
            p.isCapture = true
            p.isWeakCapture = capture.isWeak
            return p
        }
        let body = [Stmt(.returnStmt(closure), closure.range)]
        let sourceText: String
        if case let .closure(c) = closure.kind { sourceText = c.sourceText } else { sourceText = "" }
        let outer = ClosureExpr(parameters: parameters, returnType: nil, body: body, dollarCount: 0, sourceText: sourceText)
        let arguments = captures.map { Argument(label: nil, value: $0.value) }
        return Expr(.call(Expr(.closure(outer), closure.range), arguments: arguments, trailingStart: nil), closure.range)
    }

    private func parseClosureSignature(_ declaresThrows: inout Bool) -> ([Parameter]?, TypeSyntax?) {
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
        if current.kind == .identifier && current.text == "async" { advance() }  // run at once when called
        // `throws` (or typed `throws(E)`): a closure that throws, shown so in its type.
        if atKeyword("throws") {
            advance()
            declaresThrows = true
            if at("(") && !current.newlineBefore { skipBalanced() }
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
