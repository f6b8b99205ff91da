/// Key path literals: `\Label.text`, `\.text`, `\.titleLabel?.font`, `\Box<Int>.value`.
extension Parser {
    /// With the backslash current. The path's links are written without spaces between them,
    /// as in Swift, so `\.text == other` ends the path before `==`.
    func parseKeyPath() -> Expr {
        let slash = advance()
        var root: TypeSyntax?
        if current.kind == .identifier && current.leftBound {
            let name = advance()
            var arguments: [TypeSyntax] = []
            if current.kind == .op && current.leftBound && current.text.hasPrefix("<") {
                arguments = parseGenericArguments()
            }
            root = TypeSyntax(.named(name.text, arguments), SourceRange(name.range.start, lastEnd))
        }
        var components: [KeyPathExpr.Component] = []
        while current.leftBound && !current.newlineBefore {
            let token = current
            if token.isPunct(".") {
                let name = peek()
                // `\.0`: a tuple's element by its position.
                guard (name.kind == .identifier || name.kind == .keyword || name.kind == .integer) && name.leftBound else {
                    advance()
                    error("expected a property name after `.` in a key path", errorPoint(),
                          helps: ["key paths look like `\\Label.text` or `\\.text`"])
                    return Expr(.error, SourceRange(slash.range.start, lastEnd))
                }
                advance()
                advance()
                components.append(.property(name.text, name.range))
            } else if token.kind == .op, !components.isEmpty, token.text.allSatisfy({ $0 == "?" || $0 == "!" }) {
                advance()
                for (i, ch) in token.text.enumerated() {
                    let r = SourceRange(token.range.start + i, token.range.start + i + 1)
                    components.append(ch == "?" ? .optional(r) : .force(r))
                }
            } else if token.isPunct("[") {
                error("subscripts in key paths are not supported", token.range,
                      helps: ["use a closure instead, e.g. `{ $0[0] }`"])
                skipBalanced()
                return Expr(.error, SourceRange(slash.range.start, lastEnd))
            } else {
                break
            }
        }
        let range = SourceRange(slash.range.start, lastEnd)
        guard case .property? = components.first else {
            error("a key path needs at least one property, as in `\\Label.text` or `\\.text`", range)
            return Expr(.error, range)
        }
        return Expr(.keyPath(KeyPathExpr(root: root, components: components)), range)
    }
}
