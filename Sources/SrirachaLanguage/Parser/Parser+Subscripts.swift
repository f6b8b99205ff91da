/// `subscript(i: Int) -> T { … }` in a type: a getter method named `subscript`, and with `set`
/// a method taking the new value as `newValue:`. The checker turns `x[i]` and `x[i] = v` into
/// calls of them.
extension Parser {
    /// The subscript's methods, with `subscript` current.
    func parseSubscript(mutatesSelf: Bool) -> [FuncDecl] {
        guard let head = parseSubscriptHead() else { return [] }
        let (keyword, parameters, type) = (head.keyword, head.parameters, head.type)
        func method(_ params: [Parameter], returns: TypeSyntax?, body: [Stmt], isMutating: Bool, range: SourceRange) -> FuncDecl {
            head.method(params, returns: returns, body: body, isMutating: isMutating, range: range)
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
            let (valueName, valueRange) = token.text == "set" ? parseAccessorValueName("newValue", keyword: token)
                : ("newValue", token.range)
            let effects = token.text == "get" ? parseGetterEffects() : (isAsync: false, isThrowing: false)
            let body = at("{") ? parseBlock(after: "`\(token.text)`") : []
            let range = SourceRange(token.range.start, lastEnd)
            if token.text == "get" {
                hasGetter = true
                let getter = method(parameters, returns: type, body: body, isMutating: false, range: range)
                getter.isAsync = effects.isAsync
                getter.isThrowing = effects.isThrowing
                methods.append(getter)
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
        if methods.contains(where: { $0.isAsync || $0.isThrowing }), methods.count > 1, let setter = methods.last {
            error("`set` is not allowed on a subscript whose `get` is `async` or `throws`", setter.range,
                  helps: ["remove the setter, or give the type a method that changes it"])
        }
        return methods
    }

    /// What comes before a subscript's body: `subscript<T>(key: String) -> T? where T: P`.
    struct SubscriptHead {
        let keyword: Token
        let generics: [String]
        let requirements: [GenericRequirement]
        let parameters: [Parameter]
        let type: TypeSyntax

        /// The getter (or, with `newValue` among `params`, the setter) as a method.
        func method(_ params: [Parameter], returns: TypeSyntax?, body: [Stmt], isMutating: Bool,
                    range: SourceRange) -> FuncDecl {
            let f = FuncDecl(name: "subscript", nameRange: keyword.range, genericParameters: generics, clauses: [params],
                             returnType: returns, body: body, isMutating: isMutating, isStatic: false, range: range)
            f.genericRequirements = requirements
            return f
        }
    }

    /// The head of a subscript, with `subscript` current; nil (after an error) when it has no `->`.
    func parseSubscriptHead() -> SubscriptHead? {
        let keyword = advance()
        var generics: [String] = []
        var requirements: [GenericRequirement] = []
        if current.kind == .op && current.text.hasPrefix("<") { (generics, requirements) = parseGenericParameterClause() }
        let parameters = parseParameterClause(forClosure: false)
        // As in Swift, a subscript's parameters have no argument labels unless two names are written.
        // (`subscript(row row: Int)` is called `m[row: 1]`.)
        for p in parameters where p.label == p.name && !writesTwoNames(p) { p.label = nil }
        guard consume("->") else {
            error("expected `->` and the element type after the parameters of `subscript`", errorPoint(),
                  helps: ["write `subscript(index: Int) -> Element { … }`"])
            if at("{") { skipBalanced() }
            return nil
        }
        let type = parseType()
        if atKeyword("where") { requirements += parseWhereClause() }
        // `subscript<I: Sequence>(indices: I) -> [Item] where I.Element == Int`: as for a `func`.
        viewSequenceGenerics([parameters], type, &generics, &requirements)
        return SubscriptHead(keyword: keyword, generics: generics, requirements: requirements, parameters: parameters,
                             type: type)
    }

    /// `subscript(i: Int) -> Element { get }` in a protocol: a getter requirement, and with
    /// `set` a setter requirement.
    func parseSubscriptRequirement() -> [FuncDecl] {
        guard let head = parseSubscriptHead() else { return [] }
        var settable = false
        guard at("{") else {
            error("a subscript requirement says how it is used: `{ get }` or `{ get set }`", errorPoint())
            return []
        }
        let open = advance()
        while current.kind == .identifier && ["get", "set", "mutating", "nonmutating"].contains(current.text) {
            if current.text == "set" { settable = true }
            advance()
        }
        if !consume("}") {
            error("expected `get` or `set` in a subscript requirement", errorPoint(),
                  notes: ["the `{` is at \(locationText(open.range.start))"])
            while !atEOF && !at("}") && !current.newlineBefore { advance() }
            _ = consume("}")
        }
        let range = SourceRange(head.keyword.range.start, lastEnd)
        var methods = [head.method(head.parameters, returns: head.type, body: [], isMutating: false, range: range)]
        if settable {
            let value = Parameter(label: "newValue", name: "newValue", type: head.type, defaultValue: nil, range: range)
            methods.append(head.method(head.parameters + [value], returns: nil, body: [], isMutating: true, range: range))
        }
        return methods
    }

    /// Whether a parameter is written with a label and a name (`row row: Int`), not one name.
    private func writesTwoNames(_ p: Parameter) -> Bool {
        let bytes = file.utf8
        var i = min(p.range.start, bytes.count)
        func skipWord() { while i < bytes.count, bytes[i] == UInt8(ascii: "_") || (bytes[i] >= 0x80) ||
                                (bytes[i] | 0x20 >= UInt8(ascii: "a") && bytes[i] | 0x20 <= UInt8(ascii: "z")) ||
                                (bytes[i] >= UInt8(ascii: "0") && bytes[i] <= UInt8(ascii: "9")) { i += 1 } }
        skipWord()
        while i < bytes.count, bytes[i] == UInt8(ascii: " ") || bytes[i] == UInt8(ascii: "\t") { i += 1 }
        return i < bytes.count && bytes[i] != UInt8(ascii: ":")
    }
}
