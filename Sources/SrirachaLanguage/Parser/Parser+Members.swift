/// The bodies of `struct` and `enum` declarations.
extension Parser {
    struct Members {
        var properties: [VarDecl] = []
        var statics: [VarDecl] = []
        var methods: [FuncDecl] = []
        var cases: [EnumCaseDecl] = []
        var computed: [VarDecl] = []
        /// `override var x: Double { didSet { … } }`: observers a subclass adds to an inherited property.
        var observerOverrides: [VarDecl] = []
        /// `struct`/`enum`/`class` declarations inside, already named `Outer.Inner`.
        var nestedTypes: [Stmt] = []
        /// `typealias Style = TextStyle` inside a type: usable from outside as `Font.Style`.
        var typeAliases: [TypeAliasDecl] = []
    }

    private static let modifiers: Set<String> = [
        "mutating", "nonmutating", "private", "fileprivate", "public", "internal", "final", "open", "indirect",
        "override", "convenience", "required", "weak", "unowned", "dynamic", "optional", "lazy",
        "prefix", "postfix", "infix", "nonisolated",
    ]

    static let accessModifiers: Set<String> = ["private", "fileprivate", "internal", "public", "open"]

    /// `{ members }` of a `struct` or `enum` named `name`.
    func parseMembers(of kind: String, name: String) -> Members {
        var members = Members()
        _ = parseDeclarationBody(of: name) {
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
        return members
    }

    private func parseMember(into members: inout Members, kind: String, typeName: String) {
        var isStatic = false
        var isMutating = false
        var modifiers: Set<String> = []
        let attributes = parseDeclarationAttributes()
        let wrapper = pendingWrapper
        pendingWrapper = nil
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
            } else if token.isKeyword("class") && kind == "class"
                        && (peek().isKeyword("func") || peek().isKeyword("var") || peek().isKeyword("let")
                            || Parser.modifiers.contains(peek().text)) {
                // `class func` / `class var`: a type member, as `static` (without overriding).
                isStatic = true
                advance()
            } else if Parser.accessModifiers.contains(token.text) && peek().isPunct("(") && peek(2).text == "set"
                        && peek(3).isPunct(")") {
                // `private(set) var`: who may write the property. A session has one file and one
                // module, so, as the other access modifiers, it is accepted and has no effect.
                for _ in 0..<4 { advance() }
            } else if token.kind == .identifier && Parser.modifiers.contains(token.text)
                        && (peek().kind == .keyword || Parser.modifiers.contains(peek().text) || peek().text == "init"
                            || peek().text == "deinit" || peek().text == "subscript") {
                if token.text == "mutating" { isMutating = true }
                modifiers.insert(token.text)
                advance()
            } else {
                break
            }
        }
        let token = current
        if let wrapper, !(token.isKeyword("var") || token.isKeyword("let") || token.isKeyword("func")) {
            error("a property wrapper applies to a stored `var`", wrapper.range,
                  helps: ["write `@\(wrapper.typeName) var name: Type`"])
        }
        if token.kind == .identifier && token.text == "deinit" && (peek().isPunct("{") || peek().isPunct("(")) {
            advance()
            guard kind == "class", at("{") else {
                error(kind == "class" ? "expected `{` after `deinit`" : "`deinit` may only be declared in a class",
                      token.range, helps: ["a struct or enum value is never freed on its own: it has no `deinit`"])
                while !atEOF && !at("{") && !current.newlineBefore { advance() }
                if at("{") { skipBalanced() }
                return
            }
            // Runs when the last reference to an instance goes away (see `Instance`).
            let body = parseBlock(after: "`deinit`")
            members.methods.append(FuncDecl(name: "deinit", nameRange: token.range, genericParameters: [], clauses: [[]],
                                            returnType: nil, body: body, isMutating: false, isStatic: false,
                                            range: SourceRange(token.range.start, lastEnd)))
            return
        }
        if token.isKeyword("let") || token.isKeyword("var") {
            guard let first = parseVariable(isStatic: isStatic) else { return }
            let declared = [first] + moreDeclarations
            moreDeclarations = []
            if let wrapper, declared.count == 1, first.accessors?.isComputed == true, let getter = first.accessors?.getter {
                // `@HTML var body: String { … }`: a result builder makes the getter's body.
                getter.resultBuilder = wrapper
            } else if let wrapper {
                if isStatic || declared.count > 1 || first.accessors?.isComputed == true || !first.isVar {
                    error("a property wrapper applies to one stored `var` of an instance", wrapper.range,
                          helps: ["write `@\(wrapper.typeName) var name: Type` on its own line"])
                } else {
                    first.wrapper = wrapper
                }
            }
            for v in declared {
                v.isWeak = modifiers.contains("weak") || modifiers.contains("unowned")
                v.isUnowned = modifiers.contains("unowned")
                v.isOverride = modifiers.contains("override")
                v.isLazy = modifiers.contains("lazy")
                if modifiers.contains("nonisolated") { v.accessors?.getter?.isNonisolated = true }
                if v.accessors?.isComputed == true {
                    if isStatic {
                        members.statics.append(v)
                    } else {
                        members.computed.append(v)
                    }
                } else if isStatic {
                    members.statics.append(v)
                } else if v.isOverride, v.initializer == nil, v.accessors != nil, kind != "enum" {
                    members.observerOverrides.append(v)
                } else if kind == "enum" {
                    error("an `enum` cannot have stored properties", token.range, helps: ["use `static let`, or a method"])
                } else {
                    members.properties.append(v)
                }
            }
        } else if token.isKeyword("func") {
            if let f = parseFunction(isStatic: isStatic, isMutating: isMutating) {
                f.isOverride = modifiers.contains("override")
                f.isFinal = modifiers.contains("final")
                f.isNonisolated = modifiers.contains("nonisolated")
                f.isPrefix = modifiers.contains("prefix")
                f.isPostfix = modifiers.contains("postfix")
                f.resultBuilder = wrapper
                members.methods.append(f)
            }
        } else if token.kind == .identifier && token.text == "init"
                    && (peek().isPunct("(") || peek().isOp("<") || peek().isOp("?") || peek().isOp("!")) {
            if let f = parseFunction(isStatic: false, isMutating: false) {
                f.isOverride = modifiers.contains("override")
                f.isConvenience = modifiers.contains("convenience")
                f.isRequired = modifiers.contains("required")
                members.methods.append(f)
            }
        } else if token.isKeyword("case") {
            if kind == "struct" {
                error("`case` declarations belong in an `enum`", token.range)
            }
            parseEnumCases(into: &members.cases)
        } else if token.isKeyword("typealias") {
            if let alias = parseTypeAlias() { members.typeAliases.append(alias) }
        } else if (token.isKeyword("struct") || token.isKeyword("enum") || token.isKeyword("class"))
                    && peek().kind == .identifier {
            // A nested type is named after its container: `Users.Error`.
            let start = token.range.start
            var nested: Stmt?
            if token.isKeyword("enum") {
                if let d = parseEnum() {
                    d.name = typeName + "." + d.name
                    Parser.qualifyNested(d.nestedTypes, with: typeName)
                    nested = Stmt(.enumDecl(d), SourceRange(start, lastEnd))
                }
            } else if let d = parseStruct(isClass: token.isKeyword("class"), isFinal: modifiers.contains("final")) {
                d.name = typeName + "." + d.name
                Parser.qualifyNested(d.nestedTypes, with: typeName)
                nested = Stmt(.structDecl(d), SourceRange(start, lastEnd))
            }
            if let nested { members.nestedTypes.append(nested) }
        } else if token.isKeyword("struct") || token.isKeyword("enum")
                    || token.isKeyword("class") || token.isKeyword("protocol") {
            error("nested type declarations are not supported yet", token.range,
                  helps: ["declare it at the top level, outside `\(typeName)`"])
            advance()
            while !atEOF && !at("{") && !current.newlineBefore { advance() }
            if at("{") { skipBalanced() }
        } else if token.kind == .identifier && token.text == "subscript" {
            let next = peek()
            if !(next.isPunct("(") || (next.kind == .op && next.text.hasPrefix("<"))) {
                error("expected `(` and the parameters of `subscript`", token.range,
                      helps: ["write `subscript(i: Int) -> Element { … }`"])
                advance()
                while !atEOF && !at("{") && !current.newlineBefore { skipBalanced() }
                if at("{") { skipBalanced() }
            } else if isStatic {
                // `static subscript(n: Int) -> Int`: read as `Type[n]`; a setter is refused.
                let methods = parseSubscript(mutatesSelf: false)
                for m in methods { m.isStatic = true }
                if methods.count > 1 {
                    error("a `static subscript` with `set` is not supported", token.range,
                          helps: ["write a `static func` to change the type's state"])
                } else {
                    members.methods += methods
                }
            } else {
                members.methods += parseSubscript(mutatesSelf: kind != "class")
            }
        } else {
            let what = kind == "enum" ? "`case`s, `func`s and `static` members" : "`let`/`var` properties, `init`s, `func`s and `static` members"
            error("expected a declaration inside `\(typeName)`, found \(token.display)", token.range,
                  helps: ["a `\(kind)` holds \(what)"])
            advance()
            synchronize()
        }
    }

    /// `extension Name where T == X { members }`, with `extension` current.
    func parseExtension(as copyName: String? = nil) -> ExtensionDecl? {
        let keyword = pos, errorsBefore = errorCount
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
        let inherited = parseInheritanceClause()
        var constraints: [(name: String, type: TypeSyntax)] = []
        var requirements: [GenericRequirement] = []
        if atKeyword("where") {
            for r in parseWhereClause() {
                switch r.kind {
                case let .sameType(t): constraints.append((r.parameter, t))
                case .conformance: requirements.append(r)
                }
            }
        }
        let members = parseMembers(of: "extension", name: name.text)
        if !members.properties.isEmpty {
            error("extensions must not contain stored properties", members.properties[0].pattern.range,
                  helps: ["make it a computed property, `var name: Type { … }`, or a `static let`"])
        }
        if !members.cases.isEmpty {
            error("`case` declarations belong in the `enum` itself", members.cases[0].nameRange)
        }
        let decl = ExtensionDecl(typeName: copyName ?? name.text, nameRange: name.range, constraints: constraints,
                             staticProperties: members.statics, methods: members.methods, computed: members.computed,
                             range: SourceRange(start, lastEnd))
        decl.inherited = inherited
        decl.genericRequirements = requirements
        decl.nestedTypes = members.nestedTypes
        splitContextualWhere(decl)
        if copyName == nil, name.text == "FloatingPoint" || name.text == "BinaryFloatingPoint", errorCount == errorsBefore {
            // `extension FloatingPoint` gives its members to `Double` (see `Checker.numberProtocolTargets`)
            // and to `Float`: the members are read again, as an `extension Float` that follows.
            let (end, endOffset) = (pos, lastEnd)
            pos = keyword
            if let copy = parseExtension(as: "Float") { moreStatements.append(Stmt(.extensionDecl(copy), copy.range)) }
            (pos, lastEnd) = (end, endOffset)
        }
        return decl
    }

    /// `extension Container { func average() -> Double where Item == Int { … } }`: a method whose
    /// `where` clause constrains the extended type's parameters (not its own) is the same as one
    /// in `extension Container where Item == Int`; it is moved into such an extension, which
    /// follows this one as its own statement.
    private func splitContextualWhere(_ decl: ExtensionDecl) {
        var kept: [FuncDecl] = []
        for method in decl.methods {
            // A sequence parameter's `I.Element` stands for `I` (see `viewSequenceGenerics`).
            let own = Set(method.genericParameters.map { String($0.prefix { $0 != "." }) })
            let (mine, outer) = method.genericRequirements.reduce(into: ([GenericRequirement](), [GenericRequirement]())) {
                let head = String($1.parameter.prefix { $0 != "." })
                if own.contains(head) { $0.0.append($1) } else { $0.1.append($1) }
            }
            guard !outer.isEmpty else {
                kept.append(method)
                continue
            }
            method.genericRequirements = mine
            var constraints = decl.constraints
            var requirements = decl.genericRequirements
            for r in outer {
                switch r.kind {
                case let .sameType(t): constraints.append((r.parameter, t))
                case .conformance: requirements.append(r)
                }
            }
            let split = ExtensionDecl(typeName: decl.typeName, nameRange: decl.nameRange, constraints: constraints,
                                      staticProperties: [], methods: [method], computed: [], range: method.range)
            split.genericRequirements = requirements
            moreStatements.append(Stmt(.extensionDecl(split), method.range))
        }
        decl.methods = kept
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
            var rawValue: Expr?
            if current.isOp("=") {
                advance()
                rawValue = parseExpression()
            }
            let c = EnumCaseDecl(name: name.text, nameRange: name.range, associatedValues: associated)
            c.rawValue = rawValue
            cases.append(c)
        } while consume(",")
    }
}

extension Parser {
    /// Types nested in a nested type were named after their direct container (`Rank.Values`):
    /// they get the outer container's name too (`Card.Rank.Values`), at every depth.
    static func qualifyNested(_ stmts: [Stmt], with outer: String, depth: Int = 0) {
        guard depth < 32 else { return }
        for s in stmts {
            switch s.kind {
            case let .enumDecl(d):
                d.name = outer + "." + d.name
                qualifyNested(d.nestedTypes, with: outer, depth: depth + 1)
            case let .structDecl(d):
                d.name = outer + "." + d.name
                qualifyNested(d.nestedTypes, with: outer, depth: depth + 1)
            default: break
            }
        }
    }
}
