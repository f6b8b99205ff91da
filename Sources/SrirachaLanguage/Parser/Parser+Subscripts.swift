/// `subscript(i: Int) -> T { … }` in a type: a getter method named `subscript`, and with `set`
/// a method taking the new value as `newValue:`. The checker turns `x[i]` and `x[i] = v` into
/// calls of them.
extension Parser {
    /// The subscript's methods, with `subscript` current.
    func parseSubscript(mutatesSelf: Bool) -> [FuncDecl] {
        let keyword = advance()
        let parameters = parseParameterClause(forClosure: false)
        // As in Swift, a subscript's parameters have no argument labels unless two names are written.
        for p in parameters where p.label == p.name { p.label = nil }
        guard consume("->") else {
            error("expected `->` and the element type after the parameters of `subscript`", errorPoint(),
                  helps: ["write `subscript(index: Int) -> Element { … }`"])
            if at("{") { skipBalanced() }
            return []
        }
        let type = parseType()
        func method(_ params: [Parameter], returns: TypeSyntax?, body: [Stmt], isMutating: Bool, range: SourceRange) -> FuncDecl {
            FuncDecl(name: "subscript", nameRange: keyword.range, genericParameters: [], clauses: [params],
                     returnType: returns, body: body, isMutating: isMutating, isStatic: false, range: range)
        }
        if !startsAccessorBlock() {
            let body = parseBlock(after: "the parameters of `subscript`")
            return [method(parameters, returns: type, body: body, isMutating: false,
                           range: SourceRange(keyword.range.start, lastEnd))]
        }
        let open = advance()
        var methods: [FuncDecl] = []
        var hasGetter = false
        while !atEOF && !at("}") {
            if consume(";") { continue }
            let token = current
            guard token.kind == .identifier, token.text == "get" || token.text == "set" else {
                error("expected `get` or `set` in a subscript, found \(token.display)", token.range)
                skipBalanced()
                continue
            }
            advance()
            var valueName = "newValue"
            var valueRange = token.range
            if token.text == "set" && at("(") {
                advance()
                if current.kind == .identifier {
                    valueRange = current.range
                    valueName = advance().text
                }
                _ = consume(")")
            }
            let body = at("{") ? parseBlock(after: "`\(token.text)`") : []
            let range = SourceRange(token.range.start, lastEnd)
            if token.text == "get" {
                hasGetter = true
                methods.append(method(parameters, returns: type, body: body, isMutating: false, range: range))
            } else {
                let value = Parameter(label: "newValue", name: valueName, type: type, defaultValue: nil, range: valueRange)
                methods.append(method(parameters + [value], returns: nil, body: body, isMutating: mutatesSelf, range: range))
            }
        }
        if !consume("}") {
            error("expected `}` to close `{`", errorPoint(), notes: ["the `{` is at \(locationText(open.range.start))"])
        }
        if !hasGetter {
            error("a subscript with `set` also needs `get`", keyword.range)
            return []
        }
        return methods
    }
}
