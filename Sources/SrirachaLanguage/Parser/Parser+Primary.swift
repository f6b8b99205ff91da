/// Primary expressions: literals, names, parentheses and tuples, collections, implicit members,
/// generic type values, and string interpolation.
extension Parser {
    func parsePrimary() -> Expr {
        let token = current
        switch token.kind {
        case .integer:
            advance()
            guard let value = integerValue(of: token.text, negative: false) else {
                reportOverflow(token.text, token.range)
                return Expr(.error, token.range)
            }
            return Expr(.intLiteral(value), token.range)
        case .double:
            advance()
            return Expr(.doubleLiteral(Double(token.text.replacingOccurrences(of: "_", with: "")) ?? 0), token.range)
        case .string:
            advance()
            return stringExpression(token)
        case .dollar:
            advance()
            if let n = Int(token.text.dropFirst()), n < Parser.maxClosureParameters {
                if !closureDollarCounts.isEmpty {
                    closureDollarCounts[closureDollarCounts.count - 1] = max(closureDollarCounts[closureDollarCounts.count - 1], n + 1)
                }
            } else {
                // Each `$n` below the largest one used is a parameter of the closure: `{ $20000 }`
                // would take 20,001 arguments.
                error("`\(token.text.prefix(20))` is beyond the last anonymous closure parameter, `$\(Parser.maxClosureParameters - 1)`",
                      token.range, helps: ["name the parameters instead: `{ (a, b) in … }`"])
            }
            return Expr(.identifier(token.text), token.range)
        case .identifier where token.text.hasPrefix("#"):
            return parsePoundExpression(token)
        case .identifier:
            advance()
            // The token after is tested first: asking a name's first character whether it is
            // uppercase costs more than the rest of reading the name.
            if current.kind == .op, current.leftBound, current.text.hasPrefix("<"),
               let first = token.text.first, first.isUppercase, let specialized = trySpecializedType(token) {
                return specialized
            }
            if token.text == "Swift", let specialized = trySwiftQualifiedSpecializedType() { return specialized }
            return Expr(.identifier(token.text), token.range)
        case .keyword:
            switch token.text {
            case "true", "false":
                advance()
                return Expr(.boolLiteral(token.text == "true"), token.range)
            case "nil":
                advance()
                return Expr(.nilLiteral, token.range)
            case "self", "_":
                advance()
                return Expr(.identifier(token.text), token.range)
            case "if", "switch":
                // `let s = if x > 0 { "pos" } else { "neg" }`: the checker requires single-expression branches.
                let statement = token.text == "if" ? parseIf() : parseSwitch()
                return Expr(.statementExpr(statement), statement.range)
            default:
                return expectedExpression()
            }
        case .punct:
            switch token.text {
            case "(": return parseParenthesized()
            case "[": return parseCollection()
            case "{": return parseClosure()
            case "\\": return parseKeyPath()
            case ".":
                let name = peek()
                guard (name.kind == .identifier || name.kind == .keyword) && !name.newlineBefore else {
                    advance()
                    error("expected a member name after `.`", errorPoint(), helps: ["write an implicit member such as `.center`"])
                    return Expr(.error, token.range)
                }
                advance()
                advance()
                return Expr(.implicitMember(name.text), SourceRange(token.range.start, lastEnd))
            default:
                return expectedExpression()
            }
        case .op:
            let next = peek()
            if token.text == "...", next.isPunct("]"), allowsOneSidedRange {
                // `xs[...]`: every index, from the collection's start to its end.
                advance()
                return Expr(.binary(op: "...", Expr(.identifier(Parser.openStart), token.range),
                                    Expr(.identifier(Parser.openEnd), token.range), opRange: token.range), token.range)
            }
            if next.isPunct(")") || next.isPunct(",") || next.isPunct("]") {
                advance()
                return Expr(.operatorRef(token.text), token.range)
            }
            return expectedExpression()
        case .unknown:
            // Already reported by the lexer.
            advance()
            return Expr(.error, token.range)
        case .attribute:
            advance()
            error("`@\(token.text)` can only appear before a parameter type", token.range)
            return Expr(.error, token.range)
        case .eof:
            return expectedExpression()
        }
    }

    /// Reports a missing expression, naming what came before or what was found instead.
    func expectedExpression() -> Expr {
        let token = current
        let previous = pos > 0 ? tokens[pos - 1] : nil
        if let previous, previous.kind == .op || previous.isKeyword("return") || previous.isKeyword("in") || previous.isPunct(":")
            || previous.isPunct("->"), token.kind == .eof || token.newlineBefore || isCloser(token) || token.isPunct(",") {
            error("expected expression after \(previous.display)", errorPoint())
        } else if token.kind == .eof {
            error("expected expression", errorPoint())
        } else {
            error("expected expression, found \(token.display)", token.range)
        }
        return Expr(.error, errorPoint())
    }

    // MARK: - Brackets

    /// `()`, `(e)`, `(a, b)`, `(x: 1, y: 2)`, `(+)`.
    private func parseParenthesized() -> Expr {
        let open = current
        return nested({
            advance()
            return withContext(newlinesMatter: false, trailingClosures: true) {
                if current.kind == .op && peek().isPunct(")") {
                    let op = advance()
                    advance()
                    return Expr(.operatorRef(op.text), SourceRange(open.range.start, lastEnd))
                }
                let elements = parseArgumentList(closer: ")")
                expectClose(")", opener: open, what: "a tuple")
                let range = SourceRange(open.range.start, lastEnd)
                if elements.count == 1 && elements[0].label == nil {
                    return Expr(.paren(elements[0].value), range)
                }
                return Expr(.tuple(elements), range)
            }
        }, tooDeep: { Expr(.error, SourceRange(open.range.start, lastEnd)) })
    }

    /// `[]`, `[a, b]`, `[:]`, `[k: v, …]`.
    private func parseCollection() -> Expr {
        let open = current
        return nested({
            advance()
            return withContext(newlinesMatter: false, trailingClosures: true) {
                if at(":") && peek().isPunct("]") {
                    advance()
                    advance()
                    return Expr(.dictionary([]), SourceRange(open.range.start, lastEnd))
                }
                var elements: [Expr] = []
                var pairs: [(key: Expr, value: Expr)] = []
                var isDictionary = false
                while !atEOF && !at("]") {
                    if at(",") {
                        error("expected expression before `,`", current.range)
                        advance()
                        continue
                    }
                    let before = pos
                    let element = parseExpression()
                    if elements.isEmpty && pairs.isEmpty && at(":") { isDictionary = true }
                    if isDictionary {
                        var value = Expr(.error, errorPoint())
                        if consume(":") {
                            value = parseExpression()
                        } else {
                            error("expected `:` and a value in the dictionary literal", errorPoint())
                        }
                        pairs.append((element, value))
                    } else {
                        if at(":") {
                            error("unexpected `:` in an array literal", current.range)
                            advance()
                            _ = parseExpression()
                        }
                        elements.append(element)
                    }
                    if pos == before && !at(",") { break }
                    if !consume(",") { break }
                }
                expectClose("]", opener: open, what: isDictionary ? "a dictionary literal" : "an array literal")
                let range = SourceRange(open.range.start, lastEnd)
                let literal = isDictionary ? Expr(.dictionary(pairs), range) : Expr(.array(elements), range)
                // `[Int]()`, `[String: Int]()`: a collection type called as an initializer.
                if at("(") && !current.newlineBefore, let type = typeWritten(as: literal) {
                    switch type.kind {
                    case .array(let element): return Expr(.specializedType("Array", [element]), range)
                    case .dictionary(let key, let value): return Expr(.specializedType("Dictionary", [key, value]), range)
                    default: break
                    }
                }
                return literal
            }
        }, tooDeep: { Expr(.error, SourceRange(open.range.start, lastEnd)) })
    }

    /// The type an expression spells, if it only names types (`Int`, `[String]`, `Pair<A, B>`).
    private func typeWritten(as expr: Expr) -> TypeSyntax? {
        switch expr.kind {
        case .identifier(let name):
            guard let first = name.first, first.isUppercase else { return nil }
            return TypeSyntax(.named(name, []), expr.range)
        case .specializedType(let name, let arguments):
            return TypeSyntax(.named(name, arguments), expr.range)
        case .optionalChain(let inner):
            // `Int?` in `[Int?](repeating: nil, count: 3)`.
            guard case .bindOptional(let wrapped) = inner.kind, let type = typeWritten(as: wrapped) else { return nil }
            return TypeSyntax(.optional(type), expr.range)
        case .array(let elements):
            guard elements.count == 1, let element = typeWritten(as: elements[0]) else { return nil }
            return TypeSyntax(.array(element), expr.range)
        case .dictionary(let pairs):
            guard pairs.count == 1, let key = typeWritten(as: pairs[0].key), let value = typeWritten(as: pairs[0].value) else { return nil }
            return TypeSyntax(.dictionary(key, value), expr.range)
        case .bindOptional(let inner):
            guard let wrapped = typeWritten(as: inner) else { return nil }
            return TypeSyntax(.optional(wrapped), expr.range)
        default:
            return nil
        }
    }

    // MARK: - Generic type values

    /// `Swift.Result<Int, Error> { 3 }`: a generic standard type named with its module, read as
    /// the type itself (with `Swift` current). Nothing is consumed unless it parses as one.
    private func trySwiftQualifiedSpecializedType() -> Expr? {
        let name = peek()
        guard current.isPunct("."), !current.newlineBefore, name.kind == .identifier,
              name.text.first?.isUppercase == true, pos + 2 < tokens.count else { return nil }
        let after = tokens[pos + 2]
        guard after.kind == .op, after.leftBound, after.text.hasPrefix("<") else { return nil }
        let saved = (pos, lastEnd)
        advance()
        advance()
        if let specialized = trySpecializedType(name) { return specialized }
        (pos, lastEnd) = saved
        return nil
    }

    /// `Mod<Label>(…)`, `Array<Int>.init`: tried first, abandoned (nothing consumed) unless type
    /// arguments parse and a call, a member or a trailing closure follows.
    func trySpecializedType(_ name: Token) -> Expr? {
        guard genericArgumentsMayFollow() else { return nil }
        let saved = (pos, lastEnd, splits.count)
        speculating += 1
        speculationFailed = false
        let arguments = parseGenericArguments()
        speculating -= 1
        let next = current
        var follows = (next.isPunct("(") || next.isPunct(".") || (next.isPunct("{") && trailingClosuresAllowed)) && !next.newlineBefore
        // `[Graph<Int>]()`, `[String: Box<Int>]()`: a type's name inside brackets, followed by
        // what closes or separates it (Swift reads `<…>` as generic arguments before these).
        if !follows, name.text.first?.isUppercase == true,
           next.isPunct("]") || next.isPunct(")") || next.isPunct(",") || next.isPunct(":") {
            follows = true
        }
        if !speculationFailed && follows {
            return Expr(.specializedType(name.text, arguments), SourceRange(name.range.start, lastEnd))
        }
        while splits.count > saved.2 {
            let (index, token) = splits.removeLast()
            tokens[index] = token
        }
        pos = saved.0
        lastEnd = saved.1
        speculationFailed = false
        return nil
    }

    /// A cheap scan for a `>` closing the `<` at the cursor within a few type-like tokens, so that
    /// `a < b` never costs a full attempt.
    private func genericArgumentsMayFollow() -> Bool {
        var depth = 0
        for i in pos..<min(tokens.count, pos + 64) {
            let t = tokens[i]
            switch t.kind {
            case .op:
                for ch in t.text {
                    switch ch {
                    case "<": depth += 1
                    case ">":
                        depth -= 1
                        if depth == 0 { return true }
                    case "?", "!": continue
                    default: return false
                    }
                }
            case .identifier, .attribute:
                continue
            case .punct:
                if t.text == "{" || t.text == "}" || t.text == ";" { return false }
            case .keyword:
                if t.text != "inout" && t.text != "_" { return false }
            default:
                return false
            }
        }
        return false
    }

    // MARK: - Strings

    private func stringExpression(_ token: Token) -> Expr {
        var segments: [StringSegment] = []
        var hasInterpolation = false
        for piece in token.pieces {
            switch piece {
            case .text(let text):
                segments.append(.text(text))
            case .interpolation(let inner, let range):
                hasInterpolation = true
                segments.append(.interpolation(parseInterpolation(inner, range)))
            }
        }
        if !hasInterpolation {
            let text = segments.map { segment -> String in
                if case .text(let t) = segment { return t }
                return ""
            }.joined()
            return Expr(.stringLiteral(text), token.range)
        }
        return Expr(.interpolatedString(segments), token.range)
    }

    /// Parses the tokens of one `\( … )` as an expression, in place of the current tokens.
    private func parseInterpolation(_ inner: [Token], _ range: SourceRange) -> Expr {
        guard !inner.isEmpty else {
            error("expected an expression inside `\\( )`", SourceRange(range.start - 2, range.end + 1))
            return Expr(.error, range)
        }
        let saved = (tokens, pos, lastEnd, splits)
        tokens = inner + [Token(.eof, "", SourceRange(range.end, range.end))]
        pos = 0
        splits = []
        lastEnd = range.start
        let expr = nested({
            withContext(newlinesMatter: false, trailingClosures: true) {
                let expr = parseExpression()
                if !atEOF {
                    error("unexpected \(current.display) in the interpolation", current.range,
                          helps: ["an interpolation holds one expression: `\\(value)`"])
                }
                return expr
            }
        }, tooDeep: { Expr(.error, range) })
        (tokens, pos, lastEnd, splits) = saved
        return expr
    }
}

extension Parser {
    /// `#available(iOS 15, macOS 12, *)` is true and `#unavailable(…)` false: a Sriracha program
    /// runs the same everywhere, which is what the `*` stands for. Other `#` names are refused
    /// by name.
    func parsePoundExpression(_ token: Token) -> Expr {
        advance()
        switch token.text {
        case "#available", "#unavailable":
            guard at("(") else {
                error("expected `(` after `\(token.text)`", current.range, helps: ["write `\(token.text)(iOS 15, *)`"])
                return Expr(.error, token.range)
            }
            var depth = 0
            repeat {
                if current.kind == .eof { break }
                if at("(") { depth += 1 } else if at(")") { depth -= 1 }
                advance()
            } while depth > 0
            return Expr(.boolLiteral(token.text == "#available"), SourceRange(token.range.start, lastEnd))
        default:
            error("`\(token.text)` is not supported", token.range,
                  helps: ["Sriracha takes `#available(…)` and `#unavailable(…)` (true and false), and raw strings `#\"…\"#`"])
            return Expr(.error, token.range)
        }
    }
}
