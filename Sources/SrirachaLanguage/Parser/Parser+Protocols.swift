/// What a protocol's `associatedtype` lines say, gathered while its body is read.
struct AssociatedTypeDecls {
    var names: [String] = []
    var constraints: [String: [TypeSyntax]] = [:]
    var defaults: [String: TypeSyntax] = [:]
    var requirements: [GenericRequirement] = []
}

/// `protocol` declarations: method, initializer and property requirements.
extension Parser {
    func parseProtocol() -> ProtocolDecl? {
        let start = advance().range.start
        guard let nameToken = parseDeclaredName(after: "protocol") else { return nil }
        if current.kind == .op && current.text.hasPrefix("<") {
            error("a protocol cannot have generic parameters", current.range,
                  helps: ["declare an associated type inside instead: `associatedtype Item`"])
            _ = parseGenericParameters()
        }
        let inherited = parseInheritanceClause()
        if atKeyword("where") {
            while !atEOF && !at("{") && !(current.newlineBefore && startsStatement(current)) { skipBalanced() }
        }
        var methods: [FuncDecl] = []
        var properties: [ProtocolProperty] = []
        var associated = AssociatedTypeDecls()
        let opened = parseDeclarationBody(of: nameToken.text) {
            while !atEOF && !at("}") {
                if consume(";") { continue }
                let before = pos
                parseRequirement(into: &methods, &properties, &associated, protocolName: nameToken.text)
                if pos == before {
                    advance()
                    synchronize()
                }
            }
        }
        guard opened else { return nil }
        let d = ProtocolDecl(name: nameToken.text, nameRange: nameToken.range, inherited: inherited, methods: methods,
                             properties: properties, range: SourceRange(start, lastEnd))
        d.associatedTypes = associated.names
        d.associatedConstraints = associated.constraints
        d.associatedDefaults = associated.defaults
        d.associatedRequirements = associated.requirements
        return d
    }

    private func parseRequirement(into methods: inout [FuncDecl], _ properties: inout [ProtocolProperty],
                                  _ associated: inout AssociatedTypeDecls,
                                  protocolName: String) {
        var isStatic = false
        var isMutating = false
        var builder: PropertyWrapperUse?
        if current.kind == .attribute, current.text.first?.isUppercase == true {
            // `@ViewBuilder var body: View { get }`: the result builder of the conforming types' property.
            let token = advance()
            builder = PropertyWrapperUse(typeName: token.text, range: token.range, arguments: nil)
            if !current.isKeyword("var") {
                error("a result builder on a protocol requirement is supported before a `var` only", token.range,
                      helps: ["write the attribute on each conforming type's method"])
                builder = nil
            }
        }
        while true {
            if current.isKeyword("static") || (current.isKeyword("class") && peek().kind == .keyword) {
                isStatic = true
                advance()
            } else if current.kind == .identifier,
                      ["mutating", "nonmutating", "public", "private", "fileprivate", "internal", "optional", "@objc"]
                        .contains(current.text), peek().kind == .keyword || peek().text == "init" {
                if current.text == "mutating" { isMutating = true }
                advance()
            } else if current.kind == .identifier, current.text == "lazy", peek().isKeyword("var") {
                // Refused by name, then read as the requirement it would be without it.
                error("`lazy` cannot be used on a protocol requirement", current.range,
                      helps: ["write `var name: Type { get }`: the conforming type may declare it `lazy`"])
                advance()
            } else {
                break
            }
        }
        let token = current
        if token.isKeyword("func") {
            if let f = parseFunction(isStatic: isStatic, isMutating: isMutating, requirement: true) { methods.append(f) }
        } else if token.kind == .identifier && token.text == "init" {
            if let f = parseFunction(isStatic: false, isMutating: false, requirement: true) { methods.append(f) }
        } else if token.isKeyword("var") || token.isKeyword("let") {
            advance()
            guard current.kind == .identifier else {
                error("expected a property name", errorPoint())
                return
            }
            let name = advance()
            guard consume(":") else {
                error("a property requirement needs a type", errorPoint(), helps: ["write `var \(name.text): Type { get }`"])
                return
            }
            let type = parseType()
            var settable = false
            if at("{") && !current.newlineBefore {
                let open = advance()
                var sawGet = false
                while current.kind == .identifier && ["get", "set", "mutating", "nonmutating"].contains(current.text) {
                    if current.text == "set" { settable = true }
                    if current.text == "get" {
                        sawGet = true
                        advance()
                        // `{ get async throws }`: accepted; what a conforming type's getter
                        // declares is what reading it needs.
                        _ = parseGetterEffects()
                        continue
                    }
                    advance()
                }
                if !consume("}") {
                    error("expected `get` or `set` in a property requirement", errorPoint(),
                          notes: ["the `{` is at \(locationText(open.range.start))"])
                    while !atEOF && !at("}") && !current.newlineBefore { advance() }
                    _ = consume("}")
                } else if !sawGet {
                    error("a property requirement needs `get`", open.range, helps: ["write `{ get }` or `{ get set }`"])
                }
            } else {
                error("a property requirement says how it is used: `{ get }` or `{ get set }`", errorPoint(),
                      helps: ["write `var \(name.text): \(file.text(in: type.range)) { get }`"])
            }
            properties.append(ProtocolProperty(name: name.text, nameRange: name.range, type: type, isSettable: settable,
                                               isStatic: isStatic, resultBuilder: builder))
        } else if token.kind == .identifier && token.text == "associatedtype" {
            advance()
            guard current.kind == .identifier else {
                error("expected a name after `associatedtype`", errorPoint())
                return
            }
            let name = advance().text
            associated.names.append(name)
            if consume(":") {
                // `associatedtype Item: Equatable`, `: Hashable & Comparable`.
                let t = parseType()
                if case let .composition(parts) = t.kind { associated.constraints[name] = parts } else { associated.constraints[name] = [t] }
            }
            if current.isOp("=") {
                // `associatedtype Item = Int`: what a conforming type that says nothing chooses.
                advance()
                associated.defaults[name] = parseType()
            }
            if atKeyword("where") {
                // `where Suffix.Item == Item`, `where Item: Equatable`: checked at each conformance.
                for r in parseWhereClause() {
                    let bare = r.parameter.hasPrefix("Self.") ? String(r.parameter.dropFirst(5)) : r.parameter
                    if case let .conformance(types) = r.kind, !bare.contains(".") {
                        associated.constraints[bare, default: []] += types
                    } else {
                        associated.requirements.append(GenericRequirement(parameter: bare, range: r.range, kind: r.kind))
                    }
                }
            }
        } else if token.kind == .identifier && token.text == "subscript" {
            methods += parseSubscriptRequirement()
        } else {
            error("expected a requirement inside `\(protocolName)`, found \(token.display)", token.range,
                  helps: ["a protocol holds `func`, `init` and `var name: Type { get }` requirements"])
            advance()
            synchronize()
        }
    }
}
