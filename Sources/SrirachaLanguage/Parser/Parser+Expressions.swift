/// Operator expressions by precedence climbing, prefix operators and postfix chains.
extension Parser {
    /// Precedence levels, lowest first (LANGUAGE.md §4).
    enum Precedence {
        static let assignment = 10
        static let ternary = 20
        static let logicalOr = 30
        static let logicalAnd = 40
        static let comparison = 50
        static let pipe = 60
        static let nilCoalescing = 70
        static let cast = 75
        static let composition = 80
        static let range = 90
        static let additive = 100
        static let multiplicative = 110
        static let bitwiseShift = 120
    }

    enum Associativity { case left, right, none }

    enum BinaryKind { case binary, assignment, ternary, cast, unknown }

    static let binaryOperators: [String: (Int, Associativity, BinaryKind)] = [
        "=": (Precedence.assignment, .right, .assignment), "+=": (Precedence.assignment, .right, .assignment),
        "-=": (Precedence.assignment, .right, .assignment), "*=": (Precedence.assignment, .right, .assignment),
        "/=": (Precedence.assignment, .right, .assignment), "%=": (Precedence.assignment, .right, .assignment),
        "->>": (Precedence.assignment, .right, .binary),
        "||": (Precedence.logicalOr, .left, .binary), "&&": (Precedence.logicalAnd, .left, .binary),
        "==": (Precedence.comparison, .none, .binary), "!=": (Precedence.comparison, .none, .binary),
        "===": (Precedence.comparison, .none, .binary), "!==": (Precedence.comparison, .none, .binary),
        "~=": (Precedence.comparison, .none, .binary),
        "<": (Precedence.comparison, .none, .binary), "<=": (Precedence.comparison, .none, .binary),
        ">": (Precedence.comparison, .none, .binary), ">=": (Precedence.comparison, .none, .binary),
        "|>": (Precedence.pipe, .left, .binary), "??": (Precedence.nilCoalescing, .right, .binary),
        ">>>": (Precedence.composition, .left, .binary), "<<<": (Precedence.composition, .left, .binary),
        "<>": (Precedence.composition, .left, .binary),
        "...": (Precedence.range, .none, .binary), "..<": (Precedence.range, .none, .binary),
        "+": (Precedence.additive, .left, .binary), "-": (Precedence.additive, .left, .binary),
        "*": (Precedence.multiplicative, .left, .binary), "/": (Precedence.multiplicative, .left, .binary),
        "%": (Precedence.multiplicative, .left, .binary),
        // Swift's bitwise and wrapping operators, at Swift's levels.
        "&": (Precedence.multiplicative, .left, .binary), "&*": (Precedence.multiplicative, .left, .binary),
        "|": (Precedence.additive, .left, .binary), "^": (Precedence.additive, .left, .binary),
        "&+": (Precedence.additive, .left, .binary), "&-": (Precedence.additive, .left, .binary),
        "<<": (Precedence.bitwiseShift, .none, .binary), ">>": (Precedence.bitwiseShift, .none, .binary),
        "&=": (Precedence.assignment, .right, .assignment), "|=": (Precedence.assignment, .right, .assignment),
        "^=": (Precedence.assignment, .right, .assignment), "<<=": (Precedence.assignment, .right, .assignment),
        ">>=": (Precedence.assignment, .right, .assignment), "&+=": (Precedence.assignment, .right, .assignment),
        "&-=": (Precedence.assignment, .right, .assignment), "&*=": (Precedence.assignment, .right, .assignment),
    ]

    func parseExpression() -> Expr {
        newOperatorSequence { parseBinary(minPrecedence: 0) }
    }

    /// Parses an expression that starts a new sequence of operators (inside brackets, a
    /// ternary's middle, a pattern), whose first operator has no operator to its left.
    func newOperatorSequence<T>(_ parse: () -> T) -> T {
        let saved = leftOperatorGroup
        leftOperatorGroup = nil
        defer { leftOperatorGroup = saved }
        return parse()
    }

    /// The precedence group an infix operator belongs to, for telling whether two operators
    /// side by side are ordered.
    private func operatorGroup(_ token: Token, level: Int, kind: BinaryKind) -> String? {
        if let declared = operators.infix[token.text] { return declared.group }
        switch kind {
        case .ternary: return "TernaryPrecedence"
        case .cast: return "CastingPrecedence"
        case .unknown: return nil
        default: return OperatorTable.standardGroup(level: level / 1000)
        }
    }

    /// How `token` continues an expression as an infix operator, if it does.
    private func binaryInfo(_ token: Token) -> (Int, Associativity, BinaryKind)? {
        if token.isKeyword("as"), patternCastNesting == nesting, !(peek().kind == .op && (peek().text == "?" || peek().text == "!")
                                                                     && peek().range.start == token.range.end) {
            return nil
        }
        if token.isKeyword("as") || token.isKeyword("is") { return (Precedence.cast * 1000, .left, .cast) }
        guard token.kind == .op else { return nil }
        if token.text == "?" {
            return token.position == .postfix ? nil : (Precedence.ternary * 1000, .right, .ternary)
        }
        var known = Parser.binaryOperators[token.text]
        if let declared = operators.infix[token.text] {
            // Levels between the built-in ones are fractional; the built-in ones are multiples of 10.
            known = (Int((declared.precedence * 1000).rounded()), declared.associativity, .binary)
        } else if let k = known {
            known = (k.0 * 1000, k.1, k.2)
        }
        switch token.position {
        case .prefix:
            // `-x` at the start of a line begins a new statement; inside brackets it continues.
            if token.newlineBefore && newlinesMatter { return nil }
            return known
        case .postfix:
            if token.text.allSatisfy({ $0 == "!" || $0 == "?" }) { return nil }
            return known
        case .binary:
            return known ?? (Precedence.additive * 1000, .left, .unknown)
        }
    }

    func parseBinary(minPrecedence: Int) -> Expr {
        var lhs = parseUnary()
        var lastNonAssociative: Int?
        var folded = 0
        defer { treeDepth -= folded }
        while true {
            let token = current
            guard let (precedence, associativity, kind) = binaryInfo(token), precedence >= minPrecedence else { break }
            if treeDepth >= Parser.maxTreeDepth {
                reportTooDeep(token.range)
                break
            }
            if associativity == .none && lastNonAssociative == precedence {
                let group = precedence == Precedence.comparison * 1000 ? "comparison"
                    : precedence == Precedence.range * 1000 ? "range" : "non-associative"
                error("\(group) operators cannot be chained: `\(token.text)` follows another \(group == "non-associative" ? "operator of its group" : group)", token.range,
                      helps: precedence == Precedence.comparison * 1000 ? ["compare twice and join with `&&`: `a < b && b < c`"] : ["add parentheses"])
            }
            if kind == .unknown {
                error("unknown operator \(token.display)", token.range)
            }
            if token.text == "...", allowsOneSidedRange, peek().isPunct("]") {
                // `xs[2...]`: to the collection's end (filled in when the `]` is reached).
                advance()
                lhs = Expr(.binary(op: "...", lhs, Expr(.identifier(Parser.openEnd), token.range), opRange: token.range),
                           SourceRange(lhs.range.start, lastEnd))
                break
            }
            if token.text == "...", patternCastNesting == nesting,
               peek().isPunct(":") || peek().isPunct(",") || peek().isKeyword("where") || peek().isOp("=") {
                // `case 90...:`: every value from 90 on (see `checkExpressionPattern`).
                advance()
                lhs = Expr(.binary(op: "...", lhs, Expr(.identifier(Parser.openEnd), token.range), opRange: token.range),
                           SourceRange(lhs.range.start, lastEnd))
                break
            }
            if token.text == "...", token.position == .postfix, peek().isPunct("{"), !trailingClosuresAllowed {
                // `for n in 1... { … }`: counts up until the loop is left; `Int.max` ends it
                // where Swift's count would overflow.
                advance()
                let end = Expr(.member(Expr(.identifier("Int"), token.range), name: "max", nameRange: token.range), token.range)
                lhs = Expr(.binary(op: "...", lhs, end, opRange: token.range), SourceRange(lhs.range.start, lastEnd))
                break
            }
            if token.text == "...", token.position == .postfix, peek().isPunct(")") || peek().isPunct(",") && nesting > 0 {
                // `(1...)`: the integers from 1 up, as a value (`(1...).lazy.filter { … }`,
                // `zip(1..., names)`).
                advance()
                let callee = Expr(.identifier("PartialRangeFrom"), token.range)
                lhs = Expr(.call(callee, arguments: [Argument(label: "lowerBound", value: lhs)], trailingStart: nil),
                           SourceRange(lhs.range.start, lastEnd))
                break
            }
            if token.text == "...", token.position == .postfix,
               peek().kind == .eof || peek().newlineBefore || isCloser(peek()) || peek().isPunct(",") {
                advance()
                error("a one-sided range is supported only in a subscript (`xs[2...]`, `s[..<i]`)", token.range,
                      helps: ["write both ends: `0..<n`"])
                break
            }
            if let group = operatorGroup(token, level: precedence, kind: kind) {
                if let left = leftOperatorGroup, !operators.areOrdered(left, group) {
                    error("adjacent operators are in unordered precedence groups `\(left)` and `\(group)`", token.range,
                          helps: ["add parentheses, or declare one group `higherThan:` the other"])
                }
                leftOperatorGroup = group
            }
            advance()
            folded += 1
            treeDepth += 1
            let start = lhs.range.start
            switch kind {
            case .ternary:
                let middle = withContext(newlinesMatter: false, trailingClosures: trailingClosuresAllowed) {
                    newOperatorSequence { parseBinary(minPrecedence: Precedence.ternary * 1000) }
                }
                guard consume(":") else {
                    error("expected `:` after the `?` branch of a conditional expression", errorPoint(),
                          helps: ["write `condition ? valueIfTrue : valueIfFalse`"])
                    lhs = Expr(.ternary(lhs, middle, Expr(.error, errorPoint())), SourceRange(start, lastEnd))
                    continue
                }
                let rhs = parseBinary(minPrecedence: Precedence.ternary * 1000)
                lhs = Expr(.ternary(lhs, middle, rhs), SourceRange(start, lastEnd))
            case .cast:
                var kind: CastKind?
                if token.isKeyword("is") {
                    kind = .test
                } else if current.kind == .op, current.text == "?" || current.text == "!",
                          current.range.start == token.range.end {
                    kind = current.text == "?" ? .conditional : .forced
                    advance()
                }
                let type = parseType()
                if let kind {
                    lhs = Expr(.typeCast(kind, lhs, type), SourceRange(start, lastEnd))
                } else {
                    lhs = castExpression(lhs, to: type, asRange: token.range)
                }
            case .assignment:
                let rhs = parseBinary(minPrecedence: precedence)
                lhs = Expr(.assign(op: token.text, target: lhs, value: rhs), SourceRange(start, lastEnd))
            case .binary, .unknown:
                let rhs = parseBinary(minPrecedence: associativity == .right ? precedence : precedence + 1)
                lhs = Expr(.binary(op: token.text, lhs, rhs, opRange: token.range), SourceRange(start, lastEnd))
            }
            lastNonAssociative = associativity == .none ? precedence : nil
        }
        return lhs
    }

    /// `value as T`: a call of the identity closure `{ (value: T) -> T in value }`, which gives the
    /// value the type `T` (the tree has no cast node, and this needs none).
    private func castExpression(_ value: Expr, to type: TypeSyntax, asRange: SourceRange) -> Expr {
        let range = SourceRange(value.range.start, lastEnd)
        let typeText = file.text(in: type.range)
        let parameter = Parameter(label: nil, name: "value", type: type, defaultValue: nil, range: type.range)
        let body = [Stmt(.returnStmt(Expr(.identifier("value"), type.range)), type.range)]
        let closure = ClosureExpr(parameters: [parameter], returnType: type, body: body, dollarCount: 0,
                                  sourceText: "{ (value: \(typeText)) -> \(typeText) in value }")
        let callee = Expr(.closure(closure), asRange)
        return Expr(.call(callee, arguments: [Argument(label: nil, value: value)], trailingStart: nil), range)
    }

    func parseUnary() -> Expr {
        let token = current
        if token.isKeyword("try") {
            // `try` covers everything to its right (up to an assignment): `try a() + b()`.
            advance()
            var kind = TryKind.plain
            if current.kind == .op, current.text == "?" || current.text == "!", current.leftBound {
                kind = current.text == "?" ? .optional : .forced
                advance()
            }
            let operand = nested({ parseBinary(minPrecedence: Precedence.ternary) },
                                 tooDeep: { Expr(.error, SourceRange(lastEnd, lastEnd)) })
            return Expr(.tryExpr(kind, operand), SourceRange(token.range.start, lastEnd))
        }
        if token.kind == .identifier && token.text == "await", !peek().newlineBefore,
           peek().kind == .identifier || peek().isKeyword("try") || peek().isKeyword("self") || peek().isKeyword("super")
            || peek().isPunct("(") || peek().isPunct("[") || (peek().kind == .op && peek().text == ".")
            || [.string, .dollar, .integer, .double].contains(peek().kind)
            || (peek().kind == .op && (peek().text == "!" || peek().text == "-") && peek().rightBound && !peek().leftBound) {
            // `await` covers everything to its right, as `try` does. Sriracha runs an `async`
            // call at once, to its end: the mark only tells the checker the call is awaited.
            advance()
            let operand = nested({ parseBinary(minPrecedence: Precedence.ternary) },
                                 tooDeep: { Expr(.error, SourceRange(lastEnd, lastEnd)) })
            let e = Expr(.paren(operand), SourceRange(token.range.start, lastEnd))
            e.isAwait = true
            return e
        }
        guard token.kind == .op else { return parsePostfixExpression() }
        let next = peek()
        // `(+)`, `reduce(0, +)`, `sorted(by: <)`: an operator used as a value.
        if next.isPunct(")") || next.isPunct(",") || next.isPunct("]") { return parsePostfixExpression() }
        switch token.text {
        case "-", "!", "+", "~":
            advance()
            if token.text == "-" && token.rightBound && (current.kind == .integer || current.kind == .double)
                && !continuesPostfix(peek()) {
                return negativeLiteral(minus: token)
            }
            let operand = nested({ parseUnary() }, tooDeep: { Expr(.error, SourceRange(lastEnd, lastEnd)) })
            return Expr(.prefix(op: token.text, operand), SourceRange(token.range.start, lastEnd))
        case _ where operators.prefix.contains(token.text):
            advance()
            let operand = nested({ parseUnary() }, tooDeep: { Expr(.error, SourceRange(lastEnd, lastEnd)) })
            return Expr(.prefix(op: token.text, operand), SourceRange(token.range.start, lastEnd))
        case "&":
            // `&x`: an `inout` argument; the checker accepts it only as one.
            advance()
            let operand = nested({ parsePostfixExpression() }, tooDeep: { Expr(.error, SourceRange(lastEnd, lastEnd)) })
            return Expr(.prefix(op: "&", operand), SourceRange(token.range.start, lastEnd))
        default:
            advance()
            let inPattern = patternCastNesting.map { nesting <= $0 + 1 } ?? false
            if (token.text == "..." || token.text == "..<") && (allowsOneSidedRange || inPattern) && !at("]") {
                // `xs[..<3]`: from the collection's start (filled in when the `]` is reached).
                let bound = nested({ parseBinary(minPrecedence: Precedence.range * 1000 + 1) },
                                   tooDeep: { Expr(.error, SourceRange(lastEnd, lastEnd)) })
                let start = Expr(.identifier(Parser.openStart), token.range)
                return Expr(.binary(op: token.text, start, bound, opRange: token.range), SourceRange(token.range.start, lastEnd))
            }
            if token.text == "..." || token.text == "..<" {
                error("a one-sided range is supported only in a subscript (`xs[2...]`, `s[..<i]`)", token.range, helps: ["write both ends: `0..<n`"])
            } else if token.text == "=" || Parser.binaryOperators[token.text] != nil || operators.infix[token.text] != nil {
                error("expected expression before \(token.display)", token.range)
            } else {
                error("unknown prefix operator \(token.display)", token.range)
            }
            if current.kind == .eof || current.newlineBefore || isCloser(current) || at(",") || at(";") {
                return Expr(.error, token.range)
            }
            _ = nested({ parseUnary() }, tooDeep: { Expr(.error, SourceRange(lastEnd, lastEnd)) })
            return Expr(.error, SourceRange(token.range.start, lastEnd))
        }
    }

    private func continuesPostfix(_ token: Token) -> Bool {
        token.isPunct(".") || (token.kind == .op && token.leftBound && token.position == .postfix)
            || ((token.isPunct("(") || token.isPunct("[")) && !token.newlineBefore)
    }

    private func negativeLiteral(minus: Token) -> Expr {
        let literal = advance()
        let range = SourceRange(minus.range.start, literal.range.end)
        if literal.kind == .double {
            return Expr(.doubleLiteral(-(Double(literal.text.replacingOccurrences(of: "_", with: "")) ?? 0)), range)
        }
        guard let value = integerValue(of: literal.text, negative: true) else {
            reportOverflow("-" + literal.text, range)
            return Expr(.error, range)
        }
        return Expr(.intLiteral(value), range)
    }

    func reportOverflow(_ text: String, _ range: SourceRange) {
        let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
        error("integer literal `\(shown)` overflows `Int`", range,
              helps: ["`Int` holds values from -9223372036854775808 to 9223372036854775807"])
    }

    // MARK: - Postfix chains

    func parsePostfixExpression() -> Expr {
        var expr = parsePrimary()
        var sawOptional = false
        var links = 0
        var justCalled = false
        defer { treeDepth -= links }
        while true {
            let token = current
            let start = expr.range.start
            let wasCall = justCalled
            justCalled = false
            if token.isPunct(".") {
                advance()
                let name = current
                guard name.kind == .identifier || name.kind == .keyword || name.kind == .integer else {
                    error("expected a member name after `.`", errorPoint())
                    break
                }
                advance()
                if case let .specializedType(outerName, outerArgs) = expr.kind, name.kind == .identifier,
                   name.text.first?.isUppercase == true, current.kind == .op, current.text.hasPrefix("<"),
                   !current.newlineBefore, let inner = trySpecializedType(name),
                   case let .specializedType(_, innerArgs) = inner.kind {
                    // `A<Int>.B<String>(…)`: a generic type nested in a generic type.
                    expr = Expr(.specializedType(outerName + "." + name.text, outerArgs + innerArgs), SourceRange(start, lastEnd))
                    continue
                }
                expr = Expr(.member(expr, name: name.text, nameRange: name.range), SourceRange(start, lastEnd))
            } else if token.isPunct("(") && !(token.newlineBefore && newlinesMatter), let labels = compoundLabels() {
                // `string(from:)`, `greet(name:)`: a function named with its argument labels.
                switch expr.kind {
                case .identifier(let n):
                    expr = Expr(.identifier(n + labels), SourceRange(start, lastEnd))
                case let .member(base, n, nameRange):
                    expr = Expr(.member(base, name: n + labels, nameRange: SourceRange(nameRange.start, lastEnd)),
                                SourceRange(start, lastEnd))
                default:
                    error("only a function or method can be named with its argument labels", SourceRange(token.range.start, lastEnd))
                }
            } else if token.isPunct("(") && !(token.newlineBefore && newlinesMatter) {
                let arguments = parseArguments(closer: ")", what: "an argument list")
                expr = Expr(.call(expr, arguments: arguments, trailingStart: nil), SourceRange(start, lastEnd))
                justCalled = true
            } else if token.isPunct("[") && !(token.newlineBefore && newlinesMatter) {
                let outer = oneSidedSubscriptBase
                oneSidedSubscriptBase = expr
                var arguments = parseArguments(closer: "]", what: "a subscript")
                oneSidedSubscriptBase = outer
                let simple = isSimpleSubscriptBase(expr)
                if simple { arguments = fillOneSidedRanges(arguments, base: expr) }
                // `[1, 2, 3][1...]`, `f()[1...]`: a base that cannot be named twice slices by its methods.
                if !simple, let sliced = sliceOfLiteral(expr, arguments, SourceRange(start, lastEnd)) {
                    expr = sliced
                } else {
                    expr = Expr(.subscriptAccess(expr, arguments: arguments), SourceRange(start, lastEnd))
                }
            } else if token.kind == .op && token.position == .postfix && operators.postfix.contains(token.text) {
                advance()
                expr = Expr(.postfix(op: token.text, expr), SourceRange(start, lastEnd))
            } else if token.kind == .op && token.position == .postfix && token.text.allSatisfy({ $0 == "!" || $0 == "?" }) {
                advance()
                for ch in token.text {
                    if ch == "!" {
                        expr = Expr(.forceUnwrap(expr), SourceRange(start, lastEnd))
                    } else {
                        expr = Expr(.bindOptional(expr), SourceRange(start, lastEnd))
                        sawOptional = true
                    }
                }
            } else if token.isPunct("{") && trailingClosuresAllowed && !token.newlineBefore && takesTrailingClosure(expr)
                        && !startsAccessorBlock() {
                expr = parseTrailingClosures(after: expr, wasCall: wasCall)
            } else {
                break
            }
            links += 1
            treeDepth += 1
            if treeDepth >= Parser.maxTreeDepth {
                reportTooDeep(token.range)
                break
            }
        }
        if sawOptional { expr = Expr(.optionalChain(expr), expr.range) }
        return expr
    }

    /// With `(` current: when it opens only labels, `(from:)` or `(_:with:)`, consumes them and
    /// returns them as written without spaces; otherwise nil and nothing is consumed.
    private func compoundLabels() -> String? {
        var i = 1
        var text = "("
        while true {
            let t = peek(i)
            if t.isPunct(")") { break }
            guard t.kind == .identifier || t.kind == .keyword, peek(i + 1).isPunct(":") else { return nil }
            text += t.text + ":"
            i += 2
        }
        guard i > 1 else { return nil }
        for _ in 0...i { advance() }
        return text + ")"
    }

    private func takesTrailingClosure(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .identifier, .member, .call, .specializedType, .implicitMember, .forceUnwrap, .bindOptional, .subscriptAccess:
            return true
        default:
            return false
        }
    }

    /// `f { … }`, `f(x) { … }`, `f { … } label: { … }`: closures appended to the arguments.
    private func parseTrailingClosures(after expr: Expr, wasCall: Bool) -> Expr {
        var callee = expr
        var arguments: [Argument] = []
        if wasCall, case .call(let c, let existing, nil) = expr.kind {
            callee = c
            arguments = existing
        }
        let trailingStart = arguments.count
        arguments.append(Argument(label: nil, value: parseClosure()))
        while current.kind == .identifier && peek().isPunct(":") && peek(2).isPunct("{") {
            let label = advance()
            advance()
            arguments.append(Argument(label: label.text, labelRange: label.range, value: parseClosure()))
        }
        return Expr(.call(callee, arguments: arguments, trailingStart: trailingStart), SourceRange(expr.range.start, lastEnd))
    }

    /// `(label: value, value, +)` or `[i]`, with the opener current.
    func parseArguments(closer: String, what: String) -> [Argument] {
        let open = current
        return nested({
            advance()
            return withContext(newlinesMatter: false, trailingClosures: true) {
                let arguments = parseArgumentList(closer: closer)
                expectClose(closer, opener: open, what: what)
                return arguments
            }
        }, tooDeep: { [] })
    }

    /// Comma-separated, optionally labelled values up to `closer` (not consumed).
    func parseArgumentList(closer: String) -> [Argument] {
        var arguments: [Argument] = []
        while !atEOF && !at(closer) {
            if at(",") {
                error("expected expression before `,`", current.range)
                advance()
                continue
            }
            var label: String?
            var labelRange: SourceRange?
            if (current.kind == .identifier || current.kind == .keyword) && peek().isPunct(":") && !current.isKeyword("_") {
                let token = advance()
                label = token.text
                labelRange = token.range
                advance()
            }
            let before = pos
            let value = parseExpression()
            arguments.append(Argument(label: label, labelRange: labelRange, value: value))
            if pos == before && !at(",") { break }
            if !consume(",") { break }
        }
        return arguments
    }
}
