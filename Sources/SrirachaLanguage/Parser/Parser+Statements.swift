/// Statements: the statement loop, termination and recovery, and control flow.
extension Parser {
    /// Parses statements up to the end of input, or up to the `}` of a block (not consumed), or
    /// up to the next `case`/`default` in a switch.
    func parseStatements(inBlock: Bool, inSwitch: Bool = false) -> [Stmt] {
        var statements: [Stmt] = []
        while true {
            let token = current
            if token.kind == .eof { break }
            if token.isPunct("}") {
                if inBlock { break }
                // A run of stray braces is one mistake, reported once.
                var last = token
                advance()
                while current.isPunct("}") { last = advance() }
                let several = last.range.start != token.range.start
                error("unexpected `}`", SourceRange(token.range.start, last.range.end),
                      helps: [several ? "there is no `{` for them to close" : "there is no `{` for it to close"])
                continue
            }
            if inSwitch && (token.isKeyword("case") || token.isKeyword("default")) { break }
            if token.isPunct(";") {
                advance()
                continue
            }
            let start = pos
            let errorsBefore = errorCount
            let statement = parseStatement()
            statements.append(statement)
            // `var a = 1, b = 2`: one statement per name, each printed as declared.
            for d in moreDeclarations {
                statements.append(Stmt(.variable(d), SourceRange(d.pattern.range.start, d.initializer?.range.end ?? d.pattern.range.end)))
            }
            moreDeclarations = []
            statements += moreStatements
            moreStatements = []
            if pos == start {
                advance()
                synchronize()
                continue
            }
            endStatement(errorsBefore: errorsBefore)
        }
        return statements
    }

    private func endStatement(errorsBefore: Int) {
        let token = current
        if token.isPunct(";") {
            advance()
            return
        }
        if token.kind == .eof || token.isPunct("}") || token.newlineBefore { return }
        // `case 1: "a" case 2: "b"`: the next case of a switch may follow on the same line.
        if token.isKeyword("case") || token.isKeyword("default") { return }
        if errorCount == errorsBefore && token.kind != .unknown {
            error("consecutive statements on a line must be separated by `;`", token.range)
        } else {
            synchronize()
        }
    }

    /// Skips the rest of a broken statement: to the end of its line, keeping brackets balanced.
    func synchronize() {
        var depth = 0
        var braces = 0
        while !atEOF {
            let token = current
            if depth == 0 && (token.newlineBefore || token.isPunct(";")) { return }
            if token.newlineBefore && braces == 0 && startsStatement(token) { return }
            if token.isPunct("}") && depth == 0 { return }
            if isOpener(token) {
                depth += 1
                if token.text == "{" { braces += 1 }
            } else if isCloser(token) {
                depth = max(0, depth - 1)
                if token.text == "}" { braces = max(0, braces - 1) }
            }
            advance()
        }
    }

    func parseStatement() -> Stmt {
        let token = current
        let start = token.range.start
        if token.kind == .attribute { return parseAttributedDeclaration() }
        switch token.kind {
        case .keyword:
            switch token.text {
            case "let", "var":
                return declaration(start) { parseVariable(isStatic: false) .map { .variable($0) } }
            case "func":
                return declaration(start) { parseFunction(isStatic: false, isMutating: false).map { .function($0) } }
            case "struct":
                return declaration(start) { parseStruct().map { .structDecl($0) } }
            case "enum":
                return declaration(start) { parseEnum().map { .enumDecl($0) } }
            case "typealias":
                return declaration(start) { parseTypeAlias().map { .typeAlias($0) } }
            case "static":
                advance()
                error("`static` members belong inside a `struct` or an `enum`", token.range)
                return parseStatement()
            case "if": return parseIf()
            case "guard": return parseGuard()
            case "switch": return parseSwitch()
            case "for": return parseFor()
            case "while": return parseWhile()
            case "repeat": return parseRepeat()
            case "do":
                advance()
                let body = parseBlock(after: "`do`")
                if atKeyword("catch") { return parseCatches(body, start: start) }
                return Stmt(.block(body), SourceRange(start, lastEnd))
            case "throw":
                advance()
                let value = parseExpression()
                return Stmt(.throwStmt(value), SourceRange(start, lastEnd))
            case "break", "continue":
                advance()
                var label: String?
                if current.kind == .identifier && !current.newlineBefore {
                    label = advance().text
                }
                let kind: StmtKind = token.text == "break" ? .breakStmt(label: label) : .continueStmt(label: label)
                return Stmt(kind, SourceRange(start, lastEnd))
            case "defer":
                advance()
                let body = parseBlock(after: "`defer`")
                return Stmt(.deferStmt(body), SourceRange(start, lastEnd))
            case "return": return parseReturn()
            case "protocol" where peek().kind == .identifier:
                return declaration(start) { parseProtocol().map { .protocolDecl($0) } }
            case "class" where peek().kind == .identifier:
                return declaration(start) { parseStruct(isClass: true).map { .structDecl($0) } }
            case "import": return parseImport()
            case "extension":
                return declaration(start) { parseExtension().map { .extensionDecl($0) } }
            case "protocol", "class", "operator", "catch":
                return unsupported(token)
            case "fallthrough":
                advance()
                return Stmt(.fallthroughStmt, token.range)
            case "case", "default":
                advance()
                error("`\(token.text)` can only appear inside a `switch`", token.range)
                synchronize()
                return Stmt(.error, SourceRange(start, lastEnd))
            case "else":
                advance()
                error("`else` without an `if` before it", token.range)
                if at("{") { skipBalanced() }
                return Stmt(.error, SourceRange(start, lastEnd))
            default:
                break
            }
        case .identifier:
            let next = peek()
            if next.isPunct(":"), peek(2).kind == .keyword,
               ["for", "while", "repeat", "switch", "if", "do"].contains(peek(2).text) {
                // `outer: for …`: a labelled statement.
                advance()
                advance()
                let labelled = parseStatement()
                labelled.label = token.text
                return Stmt(labelled.kind, SourceRange(start, max(start, labelled.range.end)), label: token.text,
                            isCaseLoop: labelled.isCaseLoop)
            }
            if let refused = Parser.unsupportedDeclarations[token.text], next.kind == .identifier || next.kind == .keyword {
                return unsupportedDeclaration(token, help: refused)
            }
            switch token.text {
            case "mutating" where next.isKeyword("func"):
                advance()
                return declaration(start) { parseFunction(isStatic: false, isMutating: true).map { .function($0) } }
            case "indirect" where next.isKeyword("enum"):
                advance()
                return declaration(start) { parseEnum().map { .enumDecl($0) } }
            case "precedencegroup" where next.kind == .identifier:
                return parsePrecedenceGroup()
            case "infix", "prefix", "postfix":
                if next.isKeyword("operator") { return parseOperatorDeclaration() }
                // `prefix public func ~`: an access modifier after the fixity changes nothing.
                let modified = Parser.accessModifiers.contains(next.text) && peek(2).isKeyword("func")
                if next.isKeyword("func") || modified {
                    advance()
                    if modified { advance() }
                    return declaration(start) {
                        parseFunction(isStatic: false, isMutating: false).map { f in
                            f.isPrefix = token.text == "prefix"
                            f.isPostfix = token.text == "postfix"
                            return .function(f)
                        }
                    }
                }
            case "weak", "unowned", "lazy":
                // Accepted on any variable; `weak`/`unowned` references are kept as strong ones.
                if next.isKeyword("var") || next.isKeyword("let") {
                    advance()
                    let statement = parseStatement()
                    if token.text == "lazy", case let .variable(d) = statement.kind { d.isLazy = true }
                    return statement
                }
            case "actor" where next.kind == .identifier:
                // A reference type whose state only its own methods touch; with one thing running
                // at a time that is what a `final class` is.
                return declaration(start) {
                    parseStruct(isClass: true, isFinal: true, start: start).map { d in
                        d.isActor = true
                        for m in d.methods where !m.isStatic && !m.isNonisolated && m.name != "init" { m.isActorIsolated = true }
                        for p in d.computedProperties {
                            if let g = p.accessors?.getter, !g.isNonisolated { g.isActorIsolated = true }
                        }
                        return .structDecl(d)
                    }
                }
            case "nonisolated" where next.kind == .keyword || Parser.accessModifiers.contains(next.text):
                advance()
                return parseStatement()
            case "async" where next.isKeyword("let") || next.isKeyword("var"):
                // `async let x = f()`: evaluated at once (its call needs no `await`, and no `try`:
                // Swift asks for them where `x` is read, `try await x`); `await x` then reads it.
                advance()
                let statement = parseStatement()
                if case let .variable(d) = statement.kind, let value = d.initializer {
                    let tried: Expr
                    if case .tryExpr = value.kind { tried = value } else {
                        tried = Expr(.tryExpr(.plain, value), value.range)
                        tried.isImplicitTry = true
                    }
                    let awaited = Expr(.paren(tried), value.range)
                    awaited.isAwait = true
                    d.initializer = awaited
                }
                return statement
            case "final" where next.isKeyword("class"):
                advance()
                return declaration(start) { parseStruct(isClass: true, isFinal: true, start: start).map { .structDecl($0) } }
            case "private", "fileprivate", "public", "internal", "final", "open":
                // `public final class`, `public prefix func`: modifiers in any order.
                if next.kind == .keyword || ["mutating", "indirect", "final", "open", "prefix", "postfix", "infix"]
                    .contains(next.text) {
                    advance()
                    return parseStatement()
                }
            default:
                break
            }
        default:
            break
        }
        let expr = parseExpression()
        return Stmt(.expression(expr), expr.range)
    }

    /// `@discardableResult func …`: attributes before a declaration. `@discardableResult` is
    /// kept; attributes that only tune Swift's compiler are accepted and ignored.
    private func parseAttributedDeclaration() -> Stmt {
        let start = current.range.start
        let attributes = parseDeclarationAttributes()
        let wrapper = pendingWrapper
        pendingWrapper = nil
        let statement = parseStatement()
        if let wrapper, applyResultBuilder(wrapper, to: statement) {
        } else if let wrapper {
            error("a property wrapper here is not supported: only the stored properties of a struct or class may have one",
                  wrapper.range, helps: ["declare the variable inside a `struct` with `@\(wrapper.typeName) var …`, or use a plain variable"])
        }
        if attributes.contains("main") {
            switch statement.kind {
            case .structDecl(let d): d.isMain = true
            case .enumDecl(let d): d.isMain = true
            case .error: break
            default: error("`@main` can only be applied to a type with a `static func main()`", SourceRange(start, start + 5))
            }
        }
        if attributes.contains("discardableResult") {
            if case .function(let f) = statement.kind {
                f.isDiscardableResult = true
            } else if case .error = statement.kind {
            } else {
                error("`@discardableResult` can only be applied to a `func`", SourceRange(start, start + 18))
            }
        }
        return Stmt(statement.kind, SourceRange(start, max(start, statement.range.end)))
    }

    /// Swift attributes refused by name.
    static let unsupportedAttributes: [String: String] = {
        let wrappers = "SwiftUI's and Combine's property wrappers are not supported: declare a plain `var`"
        var table: [String: String] = [:]
        for name in ["State", "Binding", "Published", "ObservedObject", "StateObject", "EnvironmentObject", "Environment",
                     "AppStorage", "SceneStorage", "FocusState", "GestureState", "Bindable", "Query"] {
            table[name] = wrappers
        }
        table["Observable"] = "observation is not supported: use `didSet` to react to changes"
        table["dynamicMemberLookup"] = "dynamic member lookup is not supported"
        return table
    }()

    static let ignoredAttributes: Set<String> = [
        // `@propertyWrapper struct Clamped { var wrappedValue: … }`: an ordinary type, which
        // `@Clamped var x` then uses (see `Checker+PropertyWrappers`).
        "propertyWrapper",
        // `@resultBuilder struct HTML { static func buildBlock(…) … }`: an ordinary type, whose
        // static `build…` methods `@HTML func …` then calls (see `Checker+ResultBuilders`).
        "resultBuilder",
        "inlinable", "inline", "usableFromInline", "frozen", "available", "objc",
        // Swift concurrency's isolation: Sriracha runs one thing at a time, so there is nothing to isolate.
        "MainActor", "Sendable", "preconcurrency", "warn_unqualified_access",
        // Interface Builder's markers: code pasted from an iOS view controller keeps them.
        "IBOutlet", "IBAction", "IBInspectable", "IBDesignable", "IBSegueAction", "objcMembers", "nonobjc",
    ]

    /// Attribute names before a declaration (their arguments, `@inline(__always)`, skipped).
    func parseDeclarationAttributes() -> [String] {
        var names: [String] = []
        while current.kind == .attribute {
            let token = advance()
            let wrapperFollows = token.text.first?.isUppercase == true && Parser.unsupportedAttributes[token.text] == nil
                && !Parser.ignoredAttributes.contains(token.text)
            if at("(") && !current.newlineBefore && !wrapperFollows { skipBalanced() }
            if token.text == "discardableResult" || token.text == "main" || Parser.ignoredAttributes.contains(token.text) {
                names.append(token.text)
            } else if token.text == "escaping" || token.text == "autoclosure" {
                error("`@\(token.text)` can only appear before a parameter type", token.range)
            } else if let help = Parser.unsupportedAttributes[token.text] {
                error("`@\(token.text)` is not supported", token.range, helps: [help])
            } else if token.text.first?.isUppercase == true, current.isKeyword("var") || current.isKeyword("let")
                        || current.isKeyword("func") || current.isKeyword("static")
                        || current.kind == .attribute || Parser.accessModifiers.contains(current.text)
                        || (at("(") && !current.newlineBefore) {
                // `@Clamped var x: Int`, `@Clamped(max: 9) var x = 2`: a property wrapper; before a
                // `func` or a computed `var`, a result builder (`@HTML func page() -> String`).
                var arguments: [Argument]?
                if at("(") && !current.newlineBefore {
                    arguments = parseArguments(closer: ")", what: "the property wrapper's arguments")
                }
                pendingWrapper = PropertyWrapperUse(typeName: token.text, range: SourceRange(token.range.start, lastEnd),
                                                    arguments: arguments)
            } else if token.text.first?.isUppercase == true {
                error("unknown attribute `@\(token.text)`", token.range,
                      helps: ["a property wrapper applies to a stored property: `@\(token.text) var name: Type`"])
            } else {
                error("unknown attribute `@\(token.text)`", token.range,
                      helps: ["Sriracha understands `@discardableResult` before a `func`"])
            }
        }
        return names
    }

    /// Wraps a declaration's node in a statement covering it, or an error statement.
    private func declaration(_ start: Int, _ parse: () -> StmtKind?) -> Stmt {
        let kind = parse() ?? .error
        return Stmt(kind, SourceRange(start, max(start, lastEnd)))
    }

    /// Swift declarations and modifiers that Sriracha refuses by name, with what to do instead.
    static let unsupportedDeclarations: [String: String] = [
        "macro": "write a function instead",
        "isolated": "remove it: Sriracha has no actors",
        "distributed": "remove it: Sriracha has no actors",
        "consuming": "remove it: values are copied or shared as Swift does without it",
        "borrowing": "remove it: values are copied or shared as Swift does without it",
        "associatedtype": "`associatedtype` belongs in a `protocol`, which does not support it yet either",
    ]

    /// `actor Bank { … }`, `nonisolated func …`: an error naming the word; a modifier is then
    /// skipped and the declaration after it parsed as usual.
    private func unsupportedDeclaration(_ token: Token, help: String) -> Stmt {
        if ["actor", "macro", "associatedtype"].contains(token.text) { return unsupported(token, helps: [help]) }
        error("`\(token.text)` is not supported", token.range, helps: [help])
        advance()
        return parseStatement()
    }

    /// Reports a construct Sriracha does not have yet, and skips it (including a `{ … }` body).
    func unsupported(_ token: Token, helps given: [String]? = nil) -> Stmt {
        let start = token.range.start
        let helps: [String]
        switch token.text {
        case _ where given != nil: helps = given ?? []
        case "extension": helps = ["declare the members inside the `struct` or `enum` itself"]
        case "class", "protocol": helps = ["use a `struct` or an `enum`"]
        default: helps = []
        }
        error("`\(token.text)` is not supported\(given == nil ? " yet" : "")", token.range, helps: helps)
        advance()
        while !atEOF {
            let t = current
            if t.newlineBefore || t.isPunct(";") || t.isPunct("}") { break }
            if t.isPunct("{") {
                skipBalanced()
                break
            }
            skipBalanced()
        }
        return Stmt(.error, SourceRange(start, lastEnd))
    }

    /// `{ statements }`; `after` names what the block belongs to, for the error message.
    func parseBlock(after what: String) -> [Stmt] {
        guard at("{") else {
            error("expected `{` after \(what)", errorPoint())
            return []
        }
        return nested({
            let open = advance()
            let body = withContext(newlinesMatter: true, trailingClosures: true) {
                parseStatements(inBlock: true)
            }
            if !consume("}") {
                error("expected `}` to close `{`", errorPoint(), notes: ["the `{` is at \(locationText(open.range.start))"])
            }
            return body
        }, tooDeep: { [] })
    }
}
