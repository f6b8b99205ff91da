/// `pairs.map { key, value in … }`: a closure with several parameters where its type takes one
/// tuple. The tree is rewritten into what the evaluator already knows, a closure of one
/// parameter whose body starts by taking it apart:
/// `{ $tuple in let (key, value) = $tuple; return … }`.
extension Checker {
    func rewriteDestructuringClosures(rename: [String: String]) {
        for (c, tuple, result, range) in destructuringClosures {
            guard c.parameters?.count != 1 else { continue }
            let tupleType = solver.export(tuple, rename: rename)
            guard case let .tuple(elements) = tupleType else { continue }
            let names = c.parameters?.map(\.name) ?? (0..<c.dollarCount).map { "$\($0)" }
            guard names.count == elements.count else { continue }
            let start = SourceRange(range.start, range.start)
            let parameter = Parameter(label: nil, name: "$tuple", type: nil, defaultValue: nil, range: start)
            parameter.resolvedType = tupleType
            let parts = zip(names, elements).map { name, element -> PatternElement in
                let p = Pattern(name == "_" ? .wildcard : .binding(name: name, isVar: false), start)
                p.type = element.type
                return PatternElement(label: nil, pattern: p)
            }
            let pattern = Pattern(.tuple(parts), start)
            pattern.type = tupleType
            let value = Expr(.identifier("$tuple"), start)
            value.type = tupleType
            let binding = Stmt(.variable(VarDecl(isVar: false, pattern: pattern, typeAnnotation: nil, initializer: value)), start)
            var body = c.body
            if body.count == 1, case let .expression(x) = body[0].kind, !resolve(result).isVoid {
                body = [Stmt(.returnStmt(x), body[0].range)]
            }
            c.parameters = [parameter]
            c.dollarCount = 0
            c.body = [binding] + body
        }
    }
}
