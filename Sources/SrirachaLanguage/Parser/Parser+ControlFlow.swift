/// Control flow: `if`, `guard`, `while`, `repeat`, `for`, `return`, `switch` and their conditions.
extension Parser {
    func parseIf() -> Stmt {
        let start = advance().range.start
        let conditions = parseConditions(what: "`if`")
        let then = parseBlock(after: "the `if` condition")
        var elseBody: [Stmt]?
        if consumeKeyword("else") {
            if atKeyword("if") {
                let nestedIf = nested({ parseIf() }, tooDeep: { Stmt(.error, SourceRange(lastEnd, lastEnd)) })
                elseBody = [nestedIf]
            } else {
                elseBody = parseBlock(after: "`else`")
            }
        }
        return Stmt(.ifStmt(conditions: conditions, then: then, elseBody: elseBody), SourceRange(start, lastEnd))
    }

    func parseGuard() -> Stmt {
        let start = advance().range.start
        let conditions = parseConditions(what: "`guard`")
        if !consumeKeyword("else") {
            error("expected `else` after the `guard` condition", errorPoint(),
                  helps: ["write `guard condition else { return }`"])
        }
        let body = parseBlock(after: "`else`")
        return Stmt(.guardStmt(conditions: conditions, elseBody: body), SourceRange(start, lastEnd))
    }

    func parseWhile() -> Stmt {
        let start = advance().range.start
        let conditions = parseConditions(what: "`while`")
        let body = parseBlock(after: "the `while` condition")
        return Stmt(.whileStmt(conditions: conditions, body: body), SourceRange(start, lastEnd))
    }

    func parseRepeat() -> Stmt {
        let start = advance().range.start
        let body = parseBlock(after: "`repeat`")
        var condition = Expr(.error, SourceRange(lastEnd, lastEnd))
        if consumeKeyword("while") {
            condition = withContext(newlinesMatter: true, trailingClosures: false) { parseExpression() }
        } else {
            error("expected `while` after the body of `repeat`", errorPoint())
        }
        return Stmt(.repeatWhile(body: body, condition: condition), SourceRange(start, lastEnd))
    }

    func parseFor() -> Stmt {
        let start = advance().range.start
        // `for await x in group`, `for try await x in stream`: the elements are there at once
        // (children of a task group ran when they were added), so the loop is an ordinary one.
        var tries: SourceRange?, awaits = false
        if current.isKeyword("try") && peek().kind == .identifier && peek().text == "await" { tries = advance().range }
        if current.kind == .identifier && current.text == "await" && !peek().isKeyword("in") { advance(); awaits = true }
        let isCase = consumeKeyword("case")
        // `for var x in xs`: each element is bound to a variable the body may change.
        let loopBinding: Binding = !isCase && current.isKeyword("var") ? .var : .let
        if loopBinding == .var { advance() }
        var pattern = isCase ? parsePattern(binding: nil) : parsePattern(binding: loopBinding)
        if !isCase, consume(":") {
            // `for x: Int in xs`: the element type, written out.
            let type = parseType()
            pattern = Pattern(.typed(pattern, type), SourceRange(pattern.range.start, lastEnd))
        }
        var sequence = Expr(.error, SourceRange(lastEnd, lastEnd))
        var whereClause: Expr?
        if consumeKeyword("in") {
            sequence = withContext(newlinesMatter: true, trailingClosures: false) { parseExpression() }
            if consumeKeyword("where") {
                whereClause = withContext(newlinesMatter: true, trailingClosures: false) { parseExpression() }
            }
        } else {
            error("expected `in` after the pattern of `for`", errorPoint(), helps: ["write `for item in items { … }`"])
        }
        let body = parseBlock(after: "the `for` sequence")
        let loop = Stmt(.forIn(pattern: pattern, sequence: sequence, whereClause: whereClause, body: body),
                        SourceRange(start, lastEnd), isCaseLoop: isCase)
        loop.awaitsElements = awaits
        loop.triesElements = tries
        return loop
    }

    func parseReturn() -> Stmt {
        let token = advance()
        let next = current
        if next.kind == .eof || next.isPunct("}") || next.isPunct(";")
            || next.isKeyword("case") || next.isKeyword("default") {
            return Stmt(.returnStmt(nil), token.range)
        }
        // As in Swift, the value may start on the next line (`return` then an indented
        // expression), unless that line starts a statement or a declaration.
        if next.newlineBefore && startsStatementAfterReturn(next) {
            return Stmt(.returnStmt(nil), token.range)
        }
        let value = parseExpression()
        return Stmt(.returnStmt(value), SourceRange(token.range.start, lastEnd))
    }

    /// Whether `token`, first on the line after a bare `return`, begins a statement of its own.
    func startsStatementAfterReturn(_ token: Token) -> Bool {
        if token.kind == .keyword { return !["true", "false", "nil", "self", "try"].contains(token.text) }
        if token.kind == .attribute || token.text.hasPrefix("#") { return true }
        if token.kind == .identifier, Parser.declarationWords.contains(token.text) {
            let after = peek()
            return after.kind == .keyword || after.kind == .identifier
        }
        return false
    }

    private static let declarationWords: Set<String> = [
        "mutating", "nonmutating", "indirect", "final", "open", "public", "private", "fileprivate", "internal",
        "override", "convenience", "required", "prefix", "postfix", "infix", "precedencegroup", "weak",
        "unowned", "lazy", "init", "deinit", "subscript",
    ]

    func parseSwitch() -> Stmt {
        let start = advance().range.start
        let subject = withContext(newlinesMatter: true, trailingClosures: false) { parseExpression() }
        var cases: [SwitchCase] = []
        guard at("{") else {
            error("expected `{` after the `switch` subject", errorPoint())
            return Stmt(.switchStmt(subject: subject, cases: []), SourceRange(start, lastEnd))
        }
        let open = current
        nested({
            advance()
            withContext(newlinesMatter: true, trailingClosures: true) {
                while !atEOF && !at("}") {
                    if let c = parseSwitchCase() {
                        cases += c
                    } else {
                        error("expected `case` or `default` in a `switch`, found \(current.display)", current.range)
                        advance()
                        synchronize()
                    }
                }
            }
            if !consume("}") {
                error("expected `}` to close `{`", errorPoint(), notes: ["the `{` is at \(locationText(open.range.start))"])
            }
        }, tooDeep: {})
        return Stmt(.switchStmt(subject: subject, cases: cases), SourceRange(start, lastEnd))
    }

    /// One `case` or `default`: usually one `SwitchCase`, but a `where` belongs to the pattern
    /// it follows (`case 1...9 where a, 100 where b:`), so a list whose patterns are guarded
    /// differently becomes one case per guard, each falling through to the last, which has the body.
    func parseSwitchCase() -> [SwitchCase]? {
        let token = current
        var patterns: [Pattern] = []
        var guardExpr: Expr?
        var guardedGroups: [(patterns: [Pattern], guardExpr: Expr?)] = []
        let isDefault: Bool
        if token.isKeyword("default") {
            advance()
            isDefault = true
        } else if token.isKeyword("case") {
            advance()
            isDefault = false
            repeat {
                patterns.append(parsePattern(binding: nil))
                if consumeKeyword("where") {
                    guardExpr = parseExpression()
                    if at(",") {
                        guardedGroups.append((patterns, guardExpr))
                        patterns = []
                        guardExpr = nil
                    }
                }
            } while consume(",")
            if guardExpr != nil, patterns.count > 1 {
                // `case 1, 2 where c:`: as in Swift, the `where` guards only `2`.
                guardedGroups.append((Array(patterns.dropLast()), nil))
                patterns = [patterns[patterns.count - 1]]
            }
        } else {
            return nil
        }
        if !consume(":") {
            error("expected `:` after the \(isDefault ? "`default`" : "case pattern")", errorPoint())
            synchronize()
        }
        let body = parseStatements(inBlock: true, inSwitch: true)
        if body.isEmpty {
            error("a `\(isDefault ? "default" : "case")` must contain at least one statement", token.range,
                  helps: ["write `break` to do nothing"])
        }
        let range = SourceRange(token.range.start, lastEnd)
        let fallthroughBody = [Stmt(.fallthroughStmt, token.range)]
        return guardedGroups.map { SwitchCase(patterns: $0.patterns, guardExpr: $0.guardExpr, body: fallthroughBody,
                                              isDefault: false, range: range) }
            + [SwitchCase(patterns: patterns, guardExpr: guardExpr, body: body, isDefault: isDefault, range: range)]
    }

    /// `cond, let x = e, case .p = e` — heads of `if`, `guard`, `while`.
    func parseConditions(what: String) -> [Condition] {
        withContext(newlinesMatter: true, trailingClosures: false) {
            var conditions: [Condition] = []
            repeat {
                let token = current
                if token.isKeyword("let") || token.isKeyword("var") {
                    advance()
                    let nameToken = current
                    if nameToken.isPunct("(") {
                        // `if let (a, b) = pair`: an optional tuple, unwrapped and taken apart.
                        let tuple = parsePattern(binding: token.text == "var" ? .var : .let)
                        let pattern = Pattern(.optional(tuple), tuple.range)
                        var value = Expr(.error, errorPoint())
                        if current.isOp("=") {
                            advance()
                            value = parseExpression()
                        } else {
                            error("expected `=` and a value after the pattern of `\(token.text)`", errorPoint())
                        }
                        conditions.append(.casePattern(pattern, value))
                        continue
                    }
                    if nameToken.text == "_", peek().isOp("=") {
                        // `if let _ = dict[key]`: only whether there is a value.
                        advance()
                        advance()
                        conditions.append(.optionalBinding(isVar: token.text == "var", name: "_", nameRange: nameToken.range,
                                                           value: parseExpression()))
                        continue
                    }
                    // `guard let self else { return }` after `[weak self]`.
                    guard nameToken.kind == .identifier || nameToken.isKeyword("self") else {
                        error("expected a name after `\(token.text)` in the \(what) condition", errorPoint(),
                              helps: ["to match a pattern, write `if case let (a, b) = value`"])
                        let expr = Expr(.error, errorPoint())
                        conditions.append(.expression(expr))
                        break
                    }
                    advance()
                    var value = Expr(.identifier(nameToken.text), nameToken.range)
                    if current.isOp("=") {
                        advance()
                        value = parseExpression()
                    } else if at(":") {
                        error("a type annotation is not supported in an optional binding", current.range)
                    }
                    conditions.append(.optionalBinding(isVar: token.text == "var", name: nameToken.text,
                                                       nameRange: nameToken.range, value: value))
                } else if token.isKeyword("case") {
                    advance()
                    let pattern = parsePattern(binding: nil)
                    var value = Expr(.error, errorPoint())
                    if current.isOp("=") {
                        advance()
                        value = parseExpression()
                    } else {
                        error("expected `=` and a value after the pattern of `case`", errorPoint())
                    }
                    conditions.append(.casePattern(pattern, value))
                } else {
                    if at("{") {
                        error("expected a condition after \(what)", token.range)
                        break
                    }
                    conditions.append(.expression(parseExpression()))
                }
            } while consume(",")
            return conditions
        }
    }
}
