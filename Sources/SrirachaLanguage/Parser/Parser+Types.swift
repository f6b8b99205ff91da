/// Types as written: `Int`, `[T]`, `[K: V]`, `T?`, `(A, B)`, `(A) -> B`, `inout T`, `Mod<Label>`.
extension Parser {
    func parseType() -> TypeSyntax {
        nested({ parseTypeUnlimited() }, tooDeep: { TypeSyntax(.named("<error>", []), SourceRange(lastEnd, lastEnd)) })
    }

    private func parseTypeUnlimited() -> TypeSyntax {
        var attributes: [String] = []
        while current.kind == .attribute {
            attributes.append(current.text)
            advance()
        }
        var type = parseAttributedType()
        // `A & B`: a protocol composition (`any A & B` too).
        if current.isOp("&") && !current.newlineBefore && peek().kind == .identifier {
            var parts = [type]
            while current.isOp("&") && !current.newlineBefore && peek().kind == .identifier && parts.count < Parser.maxNesting {
                advance()
                parts.append(parseAttributedType())
            }
            type = TypeSyntax(.composition(parts), SourceRange(type.range.start, lastEnd))
        }
        type.attributes = attributes
        return type
    }

    private func parseAttributedType() -> TypeSyntax {
        let start = current.range.start
        if consumeKeyword("inout") {
            let inner = parseType()
            return TypeSyntax(.inoutType(inner), SourceRange(start, lastEnd))
        }
        if current.kind == .identifier && (current.text == "some" || current.text == "any") && peek().kind == .identifier {
            if advance().text == "some" {
                let inner = parseAttributedType()
                inner.isOpaque = true
                return inner
            }
        }
        var base: TypeSyntax
        if at("(") {
            let elements = parseTupleTypeElements()
            let labels = tupleTypeLabelRanges
            // `() throws -> T`: shown in the type; calls through it are not required to be `try`.
            var throwing = false
            skipAsync()
            if atKeyword("throws") && peek().isPunct("->") { advance(); throwing = true }
            if at("->") {
                for (e, range) in zip(elements, labels) where !labelledFunctionTypes {
                    guard let label = e.label, let range else { continue }
                    // Swift's rule: only parameter names, after `_`, may be written in a function type.
                    error("function types cannot have argument labels; use `_` before `\(label)`", range,
                          helps: ["write `(_ \(label): \(file.text(in: e.type.range)))`"])
                }
                return parseFunctionResult(parameters: elements.map(\.type), start: start, throwing: throwing)
            }
            if elements.count == 1 && elements[0].label == nil {
                base = TypeSyntax(elements[0].type.kind, SourceRange(start, lastEnd))
            } else {
                base = TypeSyntax(.tuple(elements), SourceRange(start, lastEnd))
            }
        } else {
            base = parseTypeAtom()
        }
        base = parseOptionalSuffix(base)
        var throwing = false
        skipAsync()
        if atKeyword("throws") && peek().isPunct("->") { advance(); throwing = true }
        if at("->") { return parseFunctionResult(parameters: [base], start: start, throwing: throwing) }
        return base
    }

    /// `() async -> T`, `() async throws -> T`: `async` is an effect Sriracha accepts and
    /// drops (a call runs at once), so the type is the function type without it.
    private func skipAsync() {
        if current.kind == .identifier && current.text == "async" && (peek().isPunct("->") || peek().isKeyword("throws")) {
            advance()
        }
    }

    private func parseFunctionResult(parameters: [TypeSyntax], start: Int, throwing: Bool) -> TypeSyntax {
        advance()
        if atKeyword("throws") { advance() }
        let result = parseType()
        let function = TypeSyntax(.function(parameters, result), SourceRange(start, lastEnd))
        function.isThrowing = throwing
        return function
    }

    /// `T?`, `T!`, `T??`: each `?` or `!` glued to the type wraps it in an optional.
    private func parseOptionalSuffix(_ type: TypeSyntax) -> TypeSyntax {
        var type = type
        while current.kind == .op && current.leftBound && !current.newlineBefore,
              let first = current.text.first, first == "?" || first == "!" {
            _ = consumeOperatorPrefix(first)
            type = TypeSyntax(.optional(type), SourceRange(type.range.start, lastEnd))
            type.isImplicitlyUnwrapped = first == "!"
        }
        return type
    }

    private func parseTypeAtom() -> TypeSyntax {
        let token = current
        if token.isPunct("[") {
            return nested({
                advance()
                return withContext(newlinesMatter: false, trailingClosures: true) {
                    let key = parseType()
                    var kind = TypeSyntaxKind.array(key)
                    if consume(":") { kind = .dictionary(key, parseType()) }
                    expectClose("]", opener: token, what: "a collection type")
                    if at("."), !current.newlineBefore, peek().kind == .identifier, peek().text != "self" {
                        // `[String: Int].Index`, `[Int].Element`: a member of the sugared type,
                        // named as `Dictionary<String, Int>.Index` would be.
                        advance()
                        var outer = [key]
                        var name = "Array." + advance().text
                        if case .dictionary(_, let value) = kind {
                            outer.append(value)
                            name = "Dictionary" + name.dropFirst("Array".count)
                        }
                        let type = TypeSyntax(.named(name, []), SourceRange(token.range.start, lastEnd))
                        type.outerArguments = outer
                        return type
                    }
                    return TypeSyntax(kind, SourceRange(token.range.start, lastEnd))
                }
            }, tooDeep: { TypeSyntax(.named("<error>", []), token.range) })
        }
        guard token.kind == .identifier else {
            error("expected a type, found \(token.display)", errorPoint(), helps: ["types look like `Int`, `[String]`, `(Int) -> Bool`"])
            return TypeSyntax(.named("<error>", []), errorPoint())
        }
        advance()
        var name = token.text
        // `Outer.Inner` names a nested type.
        while at(".") && !current.newlineBefore && peek().kind == .identifier {
            advance()
            name += "." + advance().text
        }
        var arguments: [TypeSyntax] = []
        if current.kind == .op && current.text.hasPrefix("<") && !current.newlineBefore {
            arguments = parseGenericArguments()
        }
        // `A<Int>.B<String>`: a type nested in a generic type, named with the container's arguments.
        var outer: [TypeSyntax] = []
        while !arguments.isEmpty || !outer.isEmpty, at("."), !current.newlineBefore, peek().kind == .identifier,
              peek().text != "self", outer.count < Parser.maxNesting {
            advance()
            name += "." + advance().text
            outer += arguments
            arguments = []
            if current.kind == .op && current.text.hasPrefix("<") && !current.newlineBefore {
                arguments = parseGenericArguments()
            }
        }
        let type = TypeSyntax(.named(name, arguments), SourceRange(token.range.start, lastEnd))
        type.outerArguments = outer
        return type
    }

    /// `<A, B>` after a type name; the current token starts with `<`.
    func parseGenericArguments() -> [TypeSyntax] {
        let open = current
        _ = consumeOperatorPrefix("<")
        var arguments: [TypeSyntax] = []
        nested({
            repeat {
                let before = pos
                arguments.append(parseType())
                if pos == before { break }
            } while consume(",")
        }, tooDeep: {})
        if !consumeOperatorPrefix(">") {
            error("expected `>` to close the generic arguments", errorPoint(),
                  notes: ["the `<` is at \(locationText(open.range.start))"])
        }
        return arguments
    }

    /// `(label: Type, Type)`: tuple elements, function parameter types, enum associated values.
    func parseTupleTypeElements() -> [(label: String?, type: TypeSyntax)] {
        let open = current
        return nested({
            advance()
            return withContext(newlinesMatter: false, trailingClosures: true) {
                var elements: [(label: String?, type: TypeSyntax)] = []
                var labelRanges: [SourceRange?] = []
                defer { tupleTypeLabelRanges = labelRanges }
                while !atEOF && !at(")") {
                    var label: String?
                    var labelRange: SourceRange?
                    let token = current
                    if (token.kind == .identifier || token.kind == .keyword) && peek().isPunct(":") {
                        label = token.text == "_" ? nil : token.text
                        labelRange = token.range
                        advance()
                        advance()
                    } else if (token.kind == .identifier || token.isKeyword("_")) && peek().kind == .identifier && peek(2).isPunct(":") {
                        // `(_ x: Int) -> Int`: parameter names in function types are dropped.
                        advance()
                        advance()
                        advance()
                    }
                    let before = pos
                    let type = parseType()
                    if current.isOp("=") {
                        error("default values are not supported here", current.range)
                        advance()
                        _ = parseExpression()
                    }
                    if pos == before { break }
                    elements.append((label, type))
                    labelRanges.append(labelRange)
                    if !consume(",") { break }
                }
                expectClose(")", opener: open, what: "a tuple type")
                return elements
            }
        }, tooDeep: { [] })
    }
}
