/// Patterns: `_`, `let x`, `(a, b)`, `.c(let v, _)`, `Type.c`, `x?`, `nil`, and expressions.
extension Parser {
    enum Binding { case `let`, `var` }

    /// Whether `token` can start the pattern of a `let`/`var` declaration.
    func startsPattern(_ token: Token) -> Bool {
        token.kind == .identifier || token.isKeyword("_") || token.isPunct("(")
    }

    /// A pattern; under `binding` (after `let`/`var`, or in `for`) bare names bind new values.
    func parsePattern(binding: Binding?, inDeclaration: Bool = false) -> Pattern {
        nested({ parsePatternUnlimited(binding: binding, inDeclaration: inDeclaration) },
               tooDeep: { Pattern(.wildcard, SourceRange(lastEnd, lastEnd)) })
    }

    private func parsePatternUnlimited(binding: Binding?, inDeclaration: Bool) -> Pattern {
        let token = current
        let start = token.range.start
        var pattern: Pattern
        if token.isKeyword("_") {
            advance()
            pattern = Pattern(.wildcard, token.range)
        } else if token.isKeyword("is") && !inDeclaration {
            // `case is Int:`
            advance()
            let type = parseType()
            return Pattern(.cast(Pattern(.wildcard, token.range), type), SourceRange(start, lastEnd))
        } else if token.isKeyword("let") || token.isKeyword("var") {
            advance()
            if binding != nil {
                error("`\(token.text)` cannot appear inside another `let` or `var` pattern", token.range)
            }
            let inner = parsePattern(binding: token.text == "var" ? .var : .let, inDeclaration: inDeclaration)
            return Pattern(inner.kind, SourceRange(start, lastEnd))
        } else if token.isPunct("(") {
            let elements = parsePatternElements(binding: binding, inDeclaration: inDeclaration)
            if elements.count == 1 && elements[0].label == nil {
                pattern = Pattern(elements[0].pattern.kind, SourceRange(start, lastEnd))
            } else {
                pattern = Pattern(.tuple(elements), SourceRange(start, lastEnd))
            }
        } else if token.isPunct(".") && (peek().kind == .identifier || peek().kind == .keyword) && !inDeclaration {
            advance()
            let name = advance().text
            pattern = enumCasePattern(type: nil, name: name, binding: binding, start: start)
        } else if token.isKeyword("nil") && !inDeclaration {
            advance()
            pattern = Pattern(.enumCase(type: nil, name: "none", elements: nil), token.range)
        } else if token.kind == .identifier && !inDeclaration, let segments = enumCaseReferenceSegments() {
            // `Type.name`, or `Outer.Inner.name` for a nested type: the type's segments, then the case.
            var typeName = advance().text
            for _ in 1..<segments {
                advance()
                typeName += "." + advance().text
            }
            advance()
            let name = advance().text
            pattern = enumCasePattern(type: typeName, name: name, binding: binding, start: start)
        } else if token.kind == .identifier && binding != nil {
            advance()
            pattern = Pattern(.binding(name: token.text, isVar: binding == .var), token.range)
        } else if inDeclaration {
            error("expected a name, found \(token.display)", errorPoint())
            return Pattern(.wildcard, errorPoint())
        } else {
            let savedCast = patternCastNesting
            patternCastNesting = nesting
            let expr = withContext(newlinesMatter: newlinesMatter, trailingClosures: false) {
                newOperatorSequence { parseBinary(minPrecedence: Precedence.logicalOr * 1000) }
            }
            patternCastNesting = savedCast
            pattern = Pattern(.expression(expr), expr.range)
        }
        // `x?`, and `x??` (lexed as one operator) for an optional of an optional.
        while !inDeclaration && current.kind == .op && current.leftBound && !current.text.isEmpty
                && current.text.allSatisfy({ $0 == "?" }) {
            let marks = advance().text.count
            for _ in 0..<marks { pattern = Pattern(.optional(pattern), SourceRange(start, lastEnd)) }
        }
        if !inDeclaration && atKeyword("as") && !current.newlineBefore {
            // `case let n as Int:`
            advance()
            let type = parseType()
            pattern = Pattern(.cast(pattern, type), SourceRange(start, lastEnd))
        }
        return pattern
    }

    /// `Type.name` (or `Outer.Inner.name`, the type's names capitalised) followed by what ends or
    /// continues an enum-case pattern (not more members or an operator, which make it an
    /// expression such as `Int.max` or `Limits.low...Limits.high`): how many names the type has.
    private func enumCaseReferenceSegments() -> Int? {
        // The dot after the name is tested first: it is rare, and cheaper to test than a case.
        guard tokens[min(pos + 1, tokens.count - 1)].isPunct("."), let first = current.text.first, first.isUppercase
        else { return nil }
        var segments = 1
        while true {
            let name = peek(2 * segments)
            guard name.kind == .identifier || name.kind == .keyword else { return nil }
            let after = peek(2 * segments + 1)
            if after.isPunct("."), name.kind == .identifier, name.text.first?.isUppercase == true, segments < 8 {
                segments += 1
                continue
            }
            if after.isPunct(".") || after.isPunct("[") { return nil }
            if after.kind == .op && !(after.text == "=" || (after.text == "?" && after.leftBound)) { return nil }
            return segments
        }
    }

    private func enumCasePattern(type: String?, name: String, binding: Binding?, start: Int) -> Pattern {
        var elements: [PatternElement]?
        if at("(") && !current.newlineBefore {
            elements = parsePatternElements(binding: binding, inDeclaration: false)
        }
        return Pattern(.enumCase(type: type, name: name, elements: elements), SourceRange(start, lastEnd))
    }

    /// `(label: pattern, pattern)`, with `(` current.
    private func parsePatternElements(binding: Binding?, inDeclaration: Bool) -> [PatternElement] {
        let open = current
        return nested({
            advance()
            return withContext(newlinesMatter: false, trailingClosures: true) {
                var elements: [PatternElement] = []
                while !atEOF && !at(")") {
                    var label: String?
                    if (current.kind == .identifier || current.kind == .keyword) && peek().isPunct(":") && !current.isKeyword("_") {
                        label = advance().text
                        advance()
                    }
                    let before = pos
                    let pattern = parsePattern(binding: binding, inDeclaration: inDeclaration)
                    if pos == before { break }
                    elements.append(PatternElement(label: label, pattern: pattern))
                    if !consume(",") { break }
                }
                expectClose(")", opener: open, what: "a pattern")
                return elements
            }
        }, tooDeep: { [] })
    }
}
