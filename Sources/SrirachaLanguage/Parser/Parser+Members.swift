/// The bodies of `struct` and `enum` declarations.
extension Parser {
    struct Members {
        var properties: [VarDecl] = []
        var statics: [VarDecl] = []
        var methods: [FuncDecl] = []
        var cases: [EnumCaseDecl] = []
        var computed: [ComputedProperty] = []
    }

    private static let modifiers: Set<String> = [
        "mutating", "nonmutating", "private", "fileprivate", "public", "internal", "final", "open", "indirect",
        "prefix", "postfix", "infix",
    ]

    /// `{ members }` of a `struct` or `enum` named `name`.
    func parseMembers(of kind: String, name: String) -> Members {
        var members = Members()
        guard at("{") else {
            error("expected `{` to start the body of `\(name)`", errorPoint())
            return members
        }
        let open = current
        nested({
            advance()
            withContext(newlinesMatter: true, trailingClosures: true) {
                while !atEOF && !at("}") {
                    if consume(";") { continue }
                    let start = pos
                    let errorsBefore = errorCount
                    parseMember(into: &members, kind: kind, typeName: name)
                    if pos == start {
                        advance()
                        synchronize()
                        continue
                    }
                    if consume(";") || atEOF || at("}") || current.newlineBefore { continue }
                    if errorCount == errorsBefore {
                        error("consecutive declarations on a line must be separated by `;`", current.range)
                    }
                    synchronize()
                }
            }
            if !consume("}") {
                error("expected `}` to close `{`", errorPoint(), notes: ["the `{` is at \(locationText(open.range.start))"])
            }
        }, tooDeep: {})
        return members
    }

    private func parseMember(into members: inout Members, kind: String, typeName: String) {
        var isStatic = false
        var isMutating = false
        var fixity = ""
        let attributes = parseDeclarationAttributes()
        let methodCount = members.methods.count
        defer {
            if attributes.contains("discardableResult") {
                for m in members.methods[methodCount...] { m.isDiscardableResult = true }
            }
        }
        while true {
            let token = current
            if token.isKeyword("static") {
                isStatic = true
                advance()
            } else if token.kind == .identifier && Parser.modifiers.contains(token.text)
                        && (peek().kind == .keyword || Parser.modifiers.contains(peek().text) || peek().text == "init") {
                if token.text == "mutating" { isMutating = true }
                if token.text == "prefix" || token.text == "postfix" { fixity = token.text }
                advance()
            } else {
                break
            }
        }
        let token = current
        if token.isKeyword("var"), let c = tryComputedProperty(isStatic: isStatic) {
            if let c = c { members.computed.append(c) }
        } else if token.isKeyword("let") || token.isKeyword("var") {
            guard let v = parseVariable(isStatic: isStatic) else { return }
            if isStatic {
                members.statics.append(v)
            } else if kind == "enum" {
                error("an `enum` cannot have stored properties", token.range, helps: ["use `static let`, or a method"])
            } else {
                members.properties.append(v)
            }
        } else if token.isKeyword("func") {
            if let f = parseFunction(isStatic: isStatic, isMutating: isMutating) {
                f.isPrefix = fixity == "prefix"
                f.isPostfix = fixity == "postfix"
                members.methods.append(f)
            }
        } else if token.kind == .identifier && token.text == "init" && (peek().isPunct("(") || peek().isOp("<")) {
            if let f = parseFunction(isStatic: false, isMutating: false) { members.methods.append(f) }
        } else if token.isKeyword("case") {
            if kind == "struct" {
                error("`case` declarations belong in an `enum`", token.range)
            }
            parseEnumCases(into: &members.cases)
        } else if token.isKeyword("struct") || token.isKeyword("enum") || token.isKeyword("typealias")
                    || token.isKeyword("class") || token.isKeyword("protocol") {
            error("nested type declarations are not supported yet", token.range,
                  helps: ["declare it at the top level, outside `\(typeName)`"])
            advance()
            while !atEOF && !at("{") && !current.newlineBefore { advance() }
            if at("{") { skipBalanced() }
        } else if token.kind == .identifier && token.text == "subscript" {
            error("`subscript` declarations are not supported yet", token.range, helps: ["write a method instead"])
            advance()
            while !atEOF && !at("{") && !current.newlineBefore { skipBalanced() }
            if at("{") { skipBalanced() }
        } else {
            let what = kind == "enum" ? "`case`s, `func`s and `static` members" : "`let`/`var` properties, `func`s and `static` members"
            error("expected a declaration inside `\(typeName)`, found \(token.display)", token.range,
                  helps: ["a `\(kind)` holds \(what)"])
            advance()
            synchronize()
        }
    }

    /// `var name: Type { … }` with `var` current: a computed property (the outer optional is
    /// nil, with nothing consumed, when this is a stored property).
    func tryComputedProperty(isStatic: Bool) -> ComputedProperty?? {
        // `var`, name, `:`, a type, then `{` on the same line.
        guard peek().kind == .identifier, peek(2).isPunct(":") else { return nil }
        var i = pos + 3
        var depth = 0
        while i < tokens.count {
            let t = tokens[i]
            if t.kind == .eof || (t.newlineBefore && depth == 0) { return nil }
            if (t.isOp("=") || t.isPunct(";") || t.isPunct("}")) && depth == 0 { return nil }
            if t.isPunct("{") && depth == 0 { break }
            if t.isPunct("(") || t.isPunct("[") { depth += 1 }
            if t.isPunct(")") || t.isPunct("]") { depth -= 1 }
            i += 1
        }
        guard i < tokens.count, tokens[i].isPunct("{") else { return nil }
        let start = advance().range.start
        let name = advance()
        advance()
        let type = parseType()
        let open = current
        var getterBody: [Stmt] = []
        var setterBody: [Stmt]?
        var setterName = "newValue"
        var setterRange = name.range
        var mutatingGet = false
        let accessors = (peek().kind == .identifier && ["get", "set", "mutating", "nonmutating"].contains(peek().text)
                         && (peek(2).isPunct("{") || peek(2).isPunct("(") || peek(2).kind == .identifier))
        if accessors {
            nested({
                advance()
                withContext(newlinesMatter: true, trailingClosures: true) {
                    while !atEOF && !at("}") {
                        var isMutating = false
                        if current.kind == .identifier && (current.text == "mutating" || current.text == "nonmutating") {
                            isMutating = current.text == "mutating"
                            advance()
                        }
                        let accessor = current
                        guard accessor.kind == .identifier, accessor.text == "get" || accessor.text == "set" else {
                            error("expected `get` or `set` in the computed property `\(name.text)`", current.range)
                            skipBalanced()
                            continue
                        }
                        advance()
                        if accessor.text == "get" {
                            mutatingGet = isMutating
                            getterBody = parseBlock(after: "`get`")
                        } else {
                            if consume("(") {
                                if current.kind == .identifier { setterName = advance().text }
                                if !consume(")") { error("expected `)` after the setter's parameter name", errorPoint()) }
                            }
                            setterRange = accessor.range
                            setterBody = parseBlock(after: "`set`")
                        }
                    }
                    if !consume("}") {
                        error("expected `}` to close `{`", errorPoint(), notes: ["the `{` is at \(locationText(open.range.start))"])
                    }
                }
            }, tooDeep: {})
        } else {
            getterBody = parseBlock(after: "the type of `\(name.text)`")
        }
        let range = SourceRange(start, lastEnd)
        let getter = FuncDecl(name: name.text, nameRange: name.range, genericParameters: [], clauses: [[]], returnType: type,
                              body: getterBody, isMutating: mutatingGet, isStatic: isStatic, range: range)
        var setter: FuncDecl?
        if let setterBody {
            let parameter = Parameter(label: nil, name: setterName, type: type, defaultValue: nil, range: setterRange)
            setter = FuncDecl(name: name.text, nameRange: setterRange, genericParameters: [], clauses: [[parameter]],
                              returnType: nil, body: setterBody, isMutating: true, isStatic: isStatic, range: range)
        }
        return .some(ComputedProperty(name: name.text, nameRange: name.range, type: type, isStatic: isStatic,
                                      getter: getter, setter: setter))
    }

    /// `extension Name where T == X { members }`, with `extension` current.
    func parseExtension() -> ExtensionDecl? {
        let start = advance().range.start
        guard current.kind == .identifier else {
            error("expected a type name after `extension`", errorPoint())
            return nil
        }
        let name = advance()
        if current.kind == .op && current.text.hasPrefix("<") {
            error("write the extended type without generic arguments", current.range,
                  helps: ["use a `where` clause: `extension \(name.text) where T == Int`"])
            _ = parseGenericArguments()
        }
        if consume(":") {
            repeat { _ = parseType() } while consume(",")
        }
        var constraints: [(name: String, type: TypeSyntax)] = []
        if consumeKeyword("where") {
            repeat {
                guard current.kind == .identifier else {
                    error("expected a generic parameter in the `where` clause", errorPoint())
                    break
                }
                let parameter = advance()
                if current.isOp("==") {
                    advance()
                    constraints.append((parameter.text, parseType()))
                } else if consume(":") {
                    // Conformance requirements (`T: Equatable`) are accepted and ignored.
                    repeat { _ = parseType() } while current.isOp("&") && advance().kind == .op
                } else {
                    error("expected `==` or `:` after `\(parameter.text)` in the `where` clause", errorPoint(),
                          helps: ["write `where \(parameter.text) == SomeType`"])
                    break
                }
            } while consume(",")
        }
        let members = parseMembers(of: "extension", name: name.text)
        if !members.properties.isEmpty {
            error("extensions cannot contain stored properties", members.properties[0].pattern.range,
                  helps: ["make it a computed property, `var name: Type { … }`, or a `static let`"])
        }
        if !members.cases.isEmpty {
            error("`case` declarations belong in the `enum` itself", members.cases[0].nameRange)
        }
        return ExtensionDecl(typeName: name.text, nameRange: name.range, constraints: constraints,
                             staticProperties: members.statics, methods: members.methods, computed: members.computed,
                             range: SourceRange(start, lastEnd))
    }

    /// `case a, b(Int), c(label: T)` with `case` current.
    private func parseEnumCases(into cases: inout [EnumCaseDecl]) {
        advance()
        repeat {
            guard current.kind == .identifier else {
                error("expected a case name after `case`", errorPoint())
                return
            }
            let name = advance()
            var associated: [(label: String?, type: TypeSyntax)]?
            if at("(") && !current.newlineBefore {
                associated = parseTupleTypeElements().map { ($0.label, $0.type) }
            }
            if current.isOp("=") {
                error("raw values for enum cases are not supported yet", current.range)
                advance()
                _ = parseExpression()
            }
            cases.append(EnumCaseDecl(name: name.text, nameRange: name.range, associatedValues: associated))
        } while consume(",")
    }
}
