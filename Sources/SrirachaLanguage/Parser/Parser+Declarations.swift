/// Declarations: `let`/`var`, `func`, `struct`, `enum`, `typealias`, and their parts.
extension Parser {
    /// `let`/`var` pattern [`:` type] [`=` value], with the keyword current.
    func parseVariable(isStatic: Bool) -> VarDecl? {
        let keyword = advance()
        let isVar = keyword.text == "var"
        guard startsPattern(current) else {
            error("expected a name after `\(keyword.text)`", errorPoint(), helps: ["write `\(keyword.text) name = value`"])
            return nil
        }
        let pattern = parsePattern(binding: isVar ? .var : .let, inDeclaration: true)
        var type: TypeSyntax?
        if consume(":") { type = parseType() }
        var initializer: Expr?
        if current.isOp("=") {
            advance()
            initializer = parseExpression()
        } else if at("{") && !current.newlineBefore {
            error("computed properties are not supported yet", current.range,
                  helps: ["write a method instead: `func name() -> Type { … }`"])
            skipBalanced()
            return nil
        }
        if at(",") && !current.newlineBefore {
            error("declare one name per `\(keyword.text)`", current.range,
                  helps: ["write each on its own line: `\(keyword.text) a = 1` then `\(keyword.text) b = 2`"])
            return nil
        }
        return VarDecl(isVar: isVar, isStatic: isStatic, pattern: pattern, typeAnnotation: type, initializer: initializer)
    }

    /// `func name<T>(clause)(clause) -> Type { body }`, with `func` (or `init`) current.
    func parseFunction(isStatic: Bool, isMutating: Bool) -> FuncDecl? {
        let start = current.range.start
        var name = "init"
        var nameRange = current.range
        var failed = false
        if current.isKeyword("func") {
            advance()
            let token = current
            if token.kind == .identifier || (token.kind == .op && !token.newlineBefore) {
                advance()
                name = token.text
                nameRange = token.range
            } else {
                error("expected a function name after `func`", errorPoint(), helps: ["write `func name(parameters) { … }`"])
                name = ""
                nameRange = errorPoint()
                failed = true
            }
        } else {
            advance()  // `init`
        }
        var generics: [String] = []
        if current.kind == .op && current.text.hasPrefix("<") { generics = parseGenericParameters() }
        var clauses: [[Parameter]] = []
        while at("(") && clauses.count < Parser.maxNesting {
            clauses.append(parseParameterClause(forClosure: false))
        }
        if clauses.isEmpty {
            error("expected `(` to start the parameters of `\(name)`", errorPoint(), helps: ["write `func \(name)() { … }`"])
            failed = true
        }
        var returnType: TypeSyntax?
        if atKeyword("throws") || (current.kind == .identifier && current.text == "rethrows") { advance() }
        if consume("->") { returnType = parseType() }
        if atKeyword("where") {
            while !atEOF && !at("{") && !(current.newlineBefore && startsStatement(current)) { skipBalanced() }
        }
        var body: [Stmt] = []
        if at("{") {
            body = parseBlock(after: "the signature of `\(name)`")
        } else {
            error("expected `{` to start the body of `\(name)`", errorPoint())
            failed = true
        }
        if failed { return nil }
        return FuncDecl(name: name, nameRange: nameRange, genericParameters: generics, clauses: clauses,
                        returnType: returnType, body: body, isMutating: isMutating, isStatic: isStatic,
                        range: SourceRange(start, lastEnd))
    }

    /// `(label name: Type = default, …)`. Closures' parameters have no labels, and may omit types.
    func parseParameterClause(forClosure: Bool) -> [Parameter] {
        let open = current
        return nested({
            advance()
            return withContext(newlinesMatter: false, trailingClosures: true) {
                var parameters: [Parameter] = []
                while !atEOF && !at(")") {
                    guard let p = parseParameter(forClosure: forClosure) else { break }
                    parameters.append(p)
                    if !consume(",") { break }
                }
                expectClose(")", opener: open, what: "a parameter list")
                return parameters
            }
        }, tooDeep: { [] })
    }

    private func parseParameter(forClosure: Bool) -> Parameter? {
        let first = current
        guard first.kind == .identifier || first.kind == .keyword else {
            error("expected a parameter name, found \(first.display)", errorPoint())
            return nil
        }
        advance()
        var label: String? = first.text == "_" ? nil : first.text
        var name = first.text
        if current.kind == .identifier || current.kind == .keyword, !at(":") {
            let second = advance()
            name = second.text
        }
        if forClosure { label = nil }
        var type: TypeSyntax?
        if consume(":") {
            type = parseType()
            if current.isOp("...") {
                error("variadic parameters are not supported yet", current.range, helps: ["take an array: `[\(file.text(in: type?.range ?? .none))]`"])
                advance()
            }
        } else if !forClosure {
            if name != first.text, let initial = name.first, initial.isUppercase {
                // `func f(x Int)`: the type was taken for the parameter's name.
                error("expected `:` between the parameter `\(first.text)` and its type", SourceRange(first.range.end, first.range.end),
                      helps: ["write `\(first.text): \(name)`"])
            } else {
                error("expected `:` and a type after the parameter `\(name)`", errorPoint(), helps: ["write `\(name): Int`"])
            }
        }
        var defaultValue: Expr?
        if current.isOp("=") {
            advance()
            defaultValue = parseExpression()
            if forClosure { error("closure parameters cannot have default values", defaultValue?.range ?? current.range) }
        }
        return Parameter(label: label, name: name, type: type, defaultValue: defaultValue,
                         range: SourceRange(first.range.start, lastEnd))
    }

    /// `<A, B: Equatable>`: the names; constraints are accepted and ignored.
    func parseGenericParameters() -> [String] {
        let open = current
        _ = consumeOperatorPrefix("<")
        var names: [String] = []
        while current.kind == .identifier {
            names.append(advance().text)
            if consume(":") {
                _ = parseType()
                while current.isOp("&") {
                    advance()
                    _ = parseType()
                }
            }
            if !consume(",") { break }
        }
        if !consumeOperatorPrefix(">") {
            error("expected `>` to close the generic parameters", errorPoint(),
                  notes: ["the `<` is at \(locationText(open.range.start))"])
        }
        return names
    }

    private func parseTypeName(after keyword: String) -> (String, SourceRange, [String])? {
        guard current.kind == .identifier else {
            error("expected a name after `\(keyword)`", errorPoint())
            return nil
        }
        let token = advance()
        var generics: [String] = []
        if current.kind == .op && current.text.hasPrefix("<") { generics = parseGenericParameters() }
        // Conformances (`: Equatable`) are accepted and ignored.
        if consume(":") {
            repeat { _ = parseType() } while consume(",")
        }
        if atKeyword("where") {
            while !atEOF && !at("{") && !(current.newlineBefore && startsStatement(current)) { skipBalanced() }
        }
        return (token.text, token.range, generics)
    }

    func parseTypeAlias() -> TypeAliasDecl? {
        advance()
        guard current.kind == .identifier else {
            error("expected a name after `typealias`", errorPoint())
            return nil
        }
        let token = advance()
        var generics: [String] = []
        if current.kind == .op && current.text.hasPrefix("<") { generics = parseGenericParameters() }
        guard current.isOp("=") else {
            error("expected `=` and a type after `typealias \(token.text)`", errorPoint())
            return nil
        }
        advance()
        let target = parseType()
        return TypeAliasDecl(name: token.text, nameRange: token.range, genericParameters: generics, target: target)
    }

    func parseStruct() -> StructDecl? {
        let start = advance().range.start
        guard let (name, nameRange, generics) = parseTypeName(after: "struct") else { return nil }
        let members = parseMembers(of: "struct", name: name)
        let decl = StructDecl(name: name, nameRange: nameRange, genericParameters: generics,
                              properties: members.properties, staticProperties: members.statics,
                              methods: members.methods, range: SourceRange(start, lastEnd))
        decl.typeAliases = members.typeAliases
        return decl
    }

    func parseEnum() -> EnumDecl? {
        let start = advance().range.start
        guard let (name, nameRange, generics) = parseTypeName(after: "enum") else { return nil }
        let members = parseMembers(of: "enum", name: name)
        let decl = EnumDecl(name: name, nameRange: nameRange, genericParameters: generics, cases: members.cases,
                            staticProperties: members.statics, methods: members.methods, range: SourceRange(start, lastEnd))
        decl.typeAliases = members.typeAliases
        return decl
    }
}
