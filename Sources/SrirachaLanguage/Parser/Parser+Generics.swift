/// Generic parameter clauses and `where` clauses: `<T: Comparable, U>`, `where T: Shape & Named,
/// U == Int`.
extension Parser {
    /// `<A, B: Equatable & Hashable>`: the names, and the requirements written with them.
    func parseGenericParameterClause() -> (names: [String], requirements: [GenericRequirement]) {
        let open = current
        _ = consumeOperatorPrefix("<")
        var names: [String] = []
        var requirements: [GenericRequirement] = []
        while current.kind == .identifier {
            let name = advance()
            names.append(name.text)
            if consume(":") {
                let protocols = parseProtocolComposition()
                requirements.append(GenericRequirement(parameter: name.text, range: SourceRange(name.range.start, lastEnd),
                                                       kind: .conformance(protocols)))
            }
            if !consume(",") { break }
        }
        if !consumeOperatorPrefix(">") {
            error("expected `>` to close the generic parameters", errorPoint(),
                  notes: ["the `<` is at \(locationText(open.range.start))"])
        }
        return (names, requirements)
    }

    /// `P & Q & R`: the protocols, in order.
    func parseProtocolComposition() -> [TypeSyntax] {
        let first = parseType()
        if case let .composition(parts) = first.kind { return parts }
        var types = [first]
        while current.isOp("&") && types.count < Parser.maxNesting {
            advance()
            types.append(parseType())
        }
        return types
    }

    /// `where T: Equatable, U == Int`, with `where` current.
    func parseWhereClause() -> [GenericRequirement] {
        advance()
        var requirements: [GenericRequirement] = []
        repeat {
            guard current.kind == .identifier else {
                error("expected a generic parameter in the `where` clause", errorPoint(),
                      helps: ["write `where T: Equatable` or `where T == Int`"])
                break
            }
            let first = advance()
            var name = first.text
            // `T.Element`: a requirement on an associated type.
            while at(".") && peek().kind == .identifier {
                advance()
                name += "." + advance().text
            }
            // `S.Iterator.Element`, the older spelling of `S.Element`.
            if name.hasSuffix(".Iterator.Element") { name = String(name.dropLast(".Iterator.Element".count)) + ".Element" }
            if current.isOp("==") {
                advance()
                let type = parseType()
                requirements.append(GenericRequirement(parameter: name, range: SourceRange(first.range.start, lastEnd),
                                                       kind: .sameType(type)))
            } else if consume(":") {
                let protocols = parseProtocolComposition()
                requirements.append(GenericRequirement(parameter: name, range: SourceRange(first.range.start, lastEnd),
                                                       kind: .conformance(protocols)))
            } else {
                error("expected `:` or `==` after `\(name)` in the `where` clause", errorPoint(),
                      helps: ["write `where \(name): Equatable` or `where \(name) == Int`"])
                break
            }
        } while consume(",")
        return requirements
    }
}
