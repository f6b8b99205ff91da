/// Declarations: `let`/`var`, `func`, `struct`, `enum`, `typealias`, and their parts.
extension Parser {
    /// `let`/`var` pattern [`:` type] [`=` value], with the keyword current.
    /// `let a = 1, b: Int = 2` declares several: the first is returned, the others are left in
    /// `moreDeclarations` for the caller to take.
    func parseVariable(isStatic: Bool) -> VarDecl? {
        let keyword = advance()
        moreDeclarations = []
        guard let first = parseDeclarator(keyword: keyword, isStatic: isStatic) else { return nil }
        var all = [first]
        while at(",") && !current.newlineBefore {
            advance()
            guard let d = parseDeclarator(keyword: keyword, isStatic: isStatic) else { break }
            all.append(d)
        }
        // `var x, y: Double`: a name with neither type nor value takes the type written after it.
        var type: TypeSyntax?
        for d in all.reversed() {
            if d.typeAnnotation == nil && d.initializer == nil && d.accessors == nil {
                d.typeAnnotation = type
            } else {
                type = d.typeAnnotation
            }
        }
        moreDeclarations = Array(all.dropFirst())
        return first
    }

    /// One `pattern [: type] [= value]` of a `let`/`var`, after the keyword or a comma.
    private func parseDeclarator(keyword: Token, isStatic: Bool) -> VarDecl? {
        let isVar = keyword.text == "var"
        guard startsPattern(current) else {
            error("expected a name after `\(keyword.text)`", errorPoint(), helps: ["write `\(keyword.text) name = value`"])
            return nil
        }
        let pattern = parsePattern(binding: isVar ? .var : .let, inDeclaration: true)
        var type: TypeSyntax?
        if consume(":") { type = parseType() }
        var initializer: Expr?
        var accessors: PropertyAccessors?
        if current.isOp("=") {
            advance()
            initializer = parseExpression()
        }
        if at("{") && !current.newlineBefore {
            guard let name = VarDecl(isVar: isVar, pattern: pattern, typeAnnotation: type, initializer: nil).simpleName else {
                error("a computed property must be a single name", current.range)
                skipBalanced()
                return nil
            }
            accessors = parseAccessors(name: name, type: type, hasInitializer: initializer != nil)
            if accessors == nil { return nil }
            if accessors?.isComputed == true, !isVar {
                error("a computed property must be declared with `var`", keyword.range, helps: ["write `var \(name)`"])
            }
            if accessors?.isComputed == true, type == nil {
                error("a computed property needs a type annotation", pattern.range, helps: ["write `var \(name): Type { … }`"])
                return nil
            }
        }
        if accessors != nil && at(",") && !current.newlineBefore {
            error("a property with accessors must be declared on its own", current.range)
            return nil
        }
        let d = VarDecl(isVar: isVar, isStatic: isStatic, pattern: pattern, typeAnnotation: type, initializer: initializer)
        d.accessors = accessors
        return d
    }

    /// Whether the current `{` opens accessors (`get`, `set`, `willSet`, `didSet`) rather than
    /// a closure.
    func startsAccessorBlock() -> Bool {
        guard at("{") else { return false }
        var next = peek()
        var offset = 2
        // `mutating get { … }`, `nonmutating set { … }`.
        if next.kind == .identifier, next.text == "mutating" || next.text == "nonmutating",
           peek(2).kind == .identifier, peek(2).text == "get" || peek(2).text == "set" {
            next = peek(2)
            offset = 3
        }
        guard next.kind == .identifier, ["get", "set", "willSet", "didSet"].contains(next.text) else { return false }
        var after = peek(offset)
        // `get async { … }`, `get throws { … }`, `get async throws { … }`.
        if next.text == "get", after.kind == .identifier, after.text == "async" { offset += 1; after = peek(offset) }
        if next.text == "get", after.isKeyword("throws") { offset += 1; after = peek(offset) }
        return after.isPunct("{") || after.isPunct("(") || after.isPunct("}") || after.newlineBefore
    }

    /// `{ get { … } set { … } }`, `{ willSet { … } didSet { … } }` or a getter's body `{ … }`.
    private func parseAccessors(name: String, type: TypeSyntax?, hasInitializer: Bool) -> PropertyAccessors? {
        let accessors = PropertyAccessors(name: name)
        let start = current.range.start
        func method(_ kind: String, _ params: [Parameter], body: [Stmt], range: SourceRange) -> FuncDecl {
            let f = FuncDecl(name: name, nameRange: range, genericParameters: [], clauses: [params],
                             returnType: kind == "get" ? type : nil, body: body, isMutating: kind != "get",
                             isStatic: false, range: range)
            return f
        }
        if !startsAccessorBlock() {
            if hasInitializer {
                error("a property with an initial value cannot also be computed", current.range,
                      helps: ["use `didSet { … }` to run code when it changes"])
                skipBalanced()
                return nil
            }
            let open = current.range
            let body = parseBlock(after: "the declaration of `\(name)`")
            accessors.getter = method("get", [], body: body, range: SourceRange(open.start, lastEnd))
            return accessors
        }
        let open = advance()
        while !atEOF && !at("}") {
            if consume(";") { continue }
            // `mutating get`: reading the property changes the value holding it (a struct's
            // getter that caches); `nonmutating set`: setting it does not.
            var mutation: Token?
            if current.kind == .identifier, current.text == "mutating" || current.text == "nonmutating",
               peek().kind == .identifier, peek().text == "get" || peek().text == "set" {
                mutation = advance()
            }
            let token = current
            guard token.kind == .identifier, ["get", "set", "willSet", "didSet"].contains(token.text) else {
                error("expected `get`, `set`, `willSet` or `didSet`, found \(token.display)", token.range)
                skipBalanced()
                continue
            }
            advance()
            let (parameterName, parameterRange) = parseAccessorValueName(token.text == "didSet" ? "oldValue" : "newValue",
                                                                         keyword: token)
            let effects = token.text == "get" ? parseGetterEffects() : (isAsync: false, isThrowing: false)
            let body = at("{") ? parseBlock(after: "`\(token.text)`") : []
            let range = SourceRange(token.range.start, lastEnd)
            let param = Parameter(label: nil, name: parameterName, type: type, defaultValue: nil, range: parameterRange)
            switch token.text {
            case "get":
                accessors.getter = method("get", [], body: body, range: range)
                accessors.getter?.isAsync = effects.isAsync
                accessors.getter?.isThrowing = effects.isThrowing
            case "set": accessors.setter = method("set", [param], body: body, range: range)
            case "willSet": accessors.willSet = method("willSet", [param], body: body, range: range)
            default: accessors.didSet = method("didSet", [param], body: body, range: range)
            }
            if let mutation {
                let f = token.text == "get" ? accessors.getter : accessors.setter
                f?.isMutating = mutation.text == "mutating"
            }
        }
        if !consume("}") {
            error("expected `}` to close `{`", errorPoint(), notes: ["the `{` is at \(locationText(open.range.start))"])
        }
        if accessors.isComputed, accessors.willSet != nil || accessors.didSet != nil {
            error("`willSet`/`didSet` cannot be combined with `get`", SourceRange(start, lastEnd),
                  helps: ["put the code in `set` instead"])
        }
        if let getter = accessors.getter, getter.isAsync || getter.isThrowing, let setter = accessors.setter {
            error("`set` is not allowed on a property whose `get` is `async` or `throws`", setter.nameRange,
                  helps: ["remove the setter, or give the property a method that changes it"])
        }
        if !accessors.isComputed, accessors.setter != nil {
            error("a property with `set` also needs `get`", SourceRange(start, lastEnd))
            return nil
        }
        return accessors
    }

    /// `async` and `throws` after `get`: reading the property (or subscript) needs `await` and
    /// `try`, as calling such a function does.
    func parseGetterEffects() -> (isAsync: Bool, isThrowing: Bool) {
        var effects = (isAsync: false, isThrowing: false)
        if current.kind == .identifier && current.text == "async" { advance(); effects.isAsync = true }
        if atKeyword("throws") { advance(); effects.isThrowing = true }
        return effects
    }

    /// `func name<T>(clause)(clause) -> Type { body }`, with `func` (or `init`) current.
    func parseFunction(isStatic: Bool, isMutating: Bool, requirement: Bool = false) -> FuncDecl? {
        let start = current.range.start
        var name = "init"
        var nameRange = current.range
        var failed = false
        if current.isKeyword("func") {
            advance()
            let token = current
            if token.kind == .op, !token.newlineBefore, token.text.count > 1, token.text.hasSuffix("<"),
               token.rightBound, peek().kind == .identifier {
                // `static func ==<T>(…)`: the operator, then its generic clause, written together.
                splits.append((pos, token))
                name = String(token.text.dropLast())
                nameRange = SourceRange(token.range.start, token.range.end - 1)
                var open = Token(.op, "<", SourceRange(token.range.end - 1, token.range.end))
                open.leftBound = true
                open.rightBound = true
                tokens[pos] = open
                lastEnd = token.range.end - 1
            } else if token.kind == .identifier || (token.kind == .op && !token.newlineBefore) {
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
        var isFailable = false
        if name == "init", current.kind == .op, current.text == "?" || current.text == "!", current.leftBound {
            // `init?` (and `init!`, treated the same): the initializer may give `nil`.
            isFailable = true
            advance()
        }
        var generics: [String] = []
        var requirements: [GenericRequirement] = []
        if current.kind == .op && current.text.hasPrefix("<") { (generics, requirements) = parseGenericParameterClause() }
        var clauses: [[Parameter]] = []
        while at("(") && clauses.count < Parser.maxNesting {
            clauses.append(parseParameterClause(forClosure: false))
        }
        nameOpaqueParameters(clauses, &generics, &requirements)
        if clauses.isEmpty {
            error("expected `(` to start the parameters of `\(name)`", errorPoint(), helps: ["write `func \(name)() { … }`"])
            failed = true
        }
        var returnType: TypeSyntax?
        var isThrowing = false
        var isRethrowing = false
        var thrownType: TypeSyntax?
        var isAsync = false
        if current.kind == .identifier && (current.text == "async" || current.text == "reasync") {
            // Accepted as an effect: the body runs when called, to its end (see `await`).
            isAsync = true
            advance()
        }
        if atKeyword("throws") || (current.kind == .identifier && current.text == "rethrows") {
            isThrowing = true
            isRethrowing = current.text == "rethrows"
            advance()
            if at("(") && !current.newlineBefore {  // typed throws: `throws(E)`
                advance()
                thrownType = parseType()
                if !consume(")") { error("expected `)` after the error type of `throws(…)`", errorPoint()) }
            }
        }
        if consume("->") { returnType = parseType() }
        if atKeyword("where") { requirements += parseWhereClause() }
        if !requirement { viewSequenceGenerics(clauses, returnType, &generics, &requirements) }
        var body: [Stmt] = []
        if requirement {
            if at("{") {
                error("a protocol requirement has no body", current.range,
                      helps: ["give default implementations in an `extension` of the protocol"])
                skipBalanced()
            }
        } else if at("{") {
            body = parseBlock(after: "the signature of `\(name)`")
        } else {
            error("expected `{` to start the body of `\(name)`", errorPoint())
            failed = true
        }
        if failed { return nil }
        let f = FuncDecl(name: name, nameRange: nameRange, genericParameters: generics, clauses: clauses,
                         returnType: returnType, body: body, isMutating: isMutating, isStatic: isStatic,
                         range: SourceRange(start, lastEnd))
        f.genericRequirements = requirements
        f.isFailable = isFailable
        f.isThrowing = isThrowing
        f.isAsync = isAsync
        f.isRethrowing = isRethrowing
        f.thrownType = thrownType
        return f
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
        var builder: PropertyWrapperUse?
        if current.kind == .attribute {
            // `@ListBuilder _ make: () -> [String]`: a result builder's attribute, before the name.
            let token = advance()
            if forClosure || token.text.first?.isUppercase != true {
                error("`@\(token.text)` on a parameter is not supported", token.range,
                      helps: ["only a result builder's attribute may come before a parameter's name"])
            } else {
                builder = PropertyWrapperUse(typeName: token.text, range: token.range, arguments: nil)
            }
        }
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
        var isVariadic = false
        if consume(":") {
            type = parseType()
            if current.isOp("...") {
                // `_ xs: Int...`: inside the body an array; a call lists the elements.
                if forClosure {
                    error("closure parameters cannot be variadic", current.range,
                          helps: ["take an array: `[\(file.text(in: type?.range ?? .none))]`"])
                } else if let element = type, case .inoutType = element.kind {
                    error("a variadic parameter cannot be `inout`", current.range)
                } else if let element = type {
                    type = TypeSyntax(.array(element), SourceRange(element.range.start, current.range.end))
                    isVariadic = true
                }
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
        let parameter = Parameter(label: label, name: name, type: type, defaultValue: defaultValue,
                                  range: SourceRange(first.range.start, lastEnd))
        parameter.isVariadic = isVariadic
        parameter.resultBuilder = builder
        return parameter
    }

    /// `<A, B: Equatable>`: the names only (for declarations that keep no requirements).
    func parseGenericParameters() -> [String] { parseGenericParameterClause().names }

    private func parseTypeName(after keyword: String)
        -> (String, SourceRange, [String], [TypeSyntax], [GenericRequirement])? {
        guard let token = parseDeclaredName(after: keyword) else { return nil }
        var generics: [String] = []
        var requirements: [GenericRequirement] = []
        if current.kind == .op && current.text.hasPrefix("<") { (generics, requirements) = parseGenericParameterClause() }
        let inherited = parseInheritanceClause()
        if atKeyword("where") { requirements += parseWhereClause() }
        return (token.text, token.range, generics, inherited, requirements)
    }

    /// The name a declaration introduces, after its keyword; nil (after an error) when there is none.
    func parseDeclaredName(after keyword: String) -> Token? {
        guard current.kind == .identifier else {
            error("expected a name after `\(keyword)`", errorPoint())
            return nil
        }
        return advance()
    }

    /// A superclass and conformances (`: Base, Equatable`), if written.
    func parseInheritanceClause() -> [TypeSyntax] {
        var inherited: [TypeSyntax] = []
        if consume(":") {
            repeat {
                // `struct S: A & B` conforms to both.
                let t = parseType()
                if case let .composition(parts) = t.kind { inherited += parts } else { inherited.append(t) }
            } while consume(",")
        }
        return inherited
    }

    /// The `{ … }` body of a type, extension or protocol named `name`, where newlines end
    /// declarations: `entries` parses what is inside. False (after an error) when no `{` opens it.
    func parseDeclarationBody(of name: String, _ entries: () -> Void) -> Bool {
        guard at("{") else {
            error("expected `{` to start the body of `\(name)`", errorPoint())
            return false
        }
        let open = current
        nested({
            advance()
            withContext(newlinesMatter: true, trailingClosures: true, entries)
            if !consume("}") {
                error("expected `}` to close `{`", errorPoint(), notes: ["the `{` is at \(locationText(open.range.start))"])
            }
        }, tooDeep: {})
        return true
    }

    /// `set(value)` or `didSet(old)`: the name an accessor gives its value (written in
    /// parentheses after it, or `defaultName`) and where that name is.
    func parseAccessorValueName(_ defaultName: String, keyword: Token) -> (name: String, range: SourceRange) {
        var name = defaultName
        var range = keyword.range
        if at("(") {
            advance()
            if current.kind == .identifier {
                range = current.range
                name = advance().text
            }
            _ = consume(")")
        }
        return (name, range)
    }

    func parseTypeAlias() -> TypeAliasDecl? {
        advance()
        guard let token = parseDeclaredName(after: "typealias") else { return nil }
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

    /// `struct Name<T>: P { … }`, or with `isClass`, `class Name: Base, P { … }`.
    func parseStruct(isClass: Bool = false, isFinal: Bool = false, start explicitStart: Int? = nil) -> StructDecl? {
        let start = explicitStart ?? current.range.start
        let keyword = isClass ? "class" : "struct"
        advance()
        guard case (let name, let nameRange, var generics, let inherited, var requirements)? = parseTypeName(after: keyword) else {
            return nil
        }
        let members = parseMembers(of: keyword, name: name)
        let views = viewCollectionGenerics(&generics, &requirements, methods: members.methods, properties: members.properties,
                                           at: nameRange)
        let d = StructDecl(name: name, nameRange: nameRange, genericParameters: generics,
                           properties: members.properties, staticProperties: members.statics,
                           methods: members.methods, range: SourceRange(start, lastEnd))
        d.isClass = isClass
        d.isFinal = isFinal
        d.inherited = inherited
        d.genericRequirements = requirements
        d.computedProperties = members.computed
        d.overriddenObservers = members.observerOverrides
        d.typeAliases = views.aliases + members.typeAliases
        d.sequenceViewFields = views.viewedFields
        d.nestedTypes = members.nestedTypes
        shareGenerics(generics, requirements, with: d.nestedTypes)
        return d
    }

    func parseEnum() -> EnumDecl? {
        let start = advance().range.start
        guard case (let name, let nameRange, var generics, let inherited, var requirements)? = parseTypeName(after: "enum") else {
            return nil
        }
        let members = parseMembers(of: "enum", name: name)
        let views = viewCollectionGenerics(&generics, &requirements, methods: members.methods, properties: [], at: nameRange)
        let d = EnumDecl(name: name, nameRange: nameRange, genericParameters: generics, cases: members.cases,
                         staticProperties: members.statics, methods: members.methods, range: SourceRange(start, lastEnd))
        d.inherited = inherited
        d.genericRequirements = requirements
        d.computedProperties = members.computed
        d.typeAliases = views.aliases + members.typeAliases
        d.nestedTypes = members.nestedTypes
        shareGenerics(generics, requirements, with: d.nestedTypes)
        return d
    }
}
