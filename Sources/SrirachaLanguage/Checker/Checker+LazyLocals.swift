/// `lazy var name: T = value` in a function: as in Swift, the value is computed at the first
/// read, once, and a write before that means it is never computed. The declaration becomes a
/// hidden constant holding the prelude's `_LazyVariable` (made from a closure of the value), and
/// every use of the name becomes a use of its `value`, which reads, assigns and mutates as a
/// variable does.
extension Checker {
    /// Checks a local `lazy` declaration; false when it is not one this handles (`lazy let`
    /// and the like are reported here and then checked as an ordinary variable).
    func checkLazyLocal(_ d: VarDecl) -> Bool {
        guard let name = d.simpleName else { return false }
        guard d.isVar else {
            error("`lazy` cannot be used on a `let`", at: d.pattern.range, helps: ["write `lazy var \(name)`"])
            return false
        }
        guard let initial = d.initializer, d.accessors == nil else {
            error("a `lazy var` needs an initial value", at: d.pattern.range,
                  helps: ["e.g. `lazy var \(name) = makeValue()`"])
            return false
        }
        var annotation = d.typeAnnotation
        if annotation == nil, case let .typed(_, ts) = d.pattern.kind { annotation = ts }
        let span = d.pattern.range
        let storage = "$__lazy_" + name
        // `{ let value: T = initial; return value }`: a mismatch is reported as for any variable.
        var body = [Stmt(.returnStmt(initial), initial.range)]
        if let annotation {
            let value = "$__lazy_value"
            let local = VarDecl(isVar: false, pattern: Pattern(.binding(name: value, isVar: false), span),
                                typeAnnotation: annotation, initializer: initial)
            body = [Stmt(.variable(local), initial.range), Stmt(.returnStmt(Expr(.identifier(value), span)), span)]
        }
        let closure = ClosureExpr(parameters: [], returnType: annotation, body: body, dollarCount: 0,
                                  sourceText: file.text(in: initial.range))
        let maker = annotation.map { Expr(.specializedType("_LazyVariable", [$0]), span) } ?? Expr(.identifier("_LazyVariable"), span)
        let make = Expr(.call(maker, arguments: [Argument(label: nil, value: Expr(.closure(closure), initial.range))],
                              trailingStart: nil), initial.range)
        d.isLazy = false
        checkAsHiddenConstant(d, storage: storage, made: make)
        guard case let .local(box)? = Optional(lookup(storage)), case let .con(_, args) = resolve(box.scheme.type),
              let t = args.first else { return true }
        var v = LocalValue(scheme: Scheme(t), origin: .variable)
        v.lazyStorage = storage
        scopes.last?.values[name] = v
        scopes.last?.functions[name] = nil
        return true
    }

    /// A use of a local `lazy var`: its storage's `value`.
    func checkLazyLocalUse(_ e: Expr, _ storage: String, expected: Ty?) -> Ty {
        e.kind = .member(Expr(.identifier(storage), e.range), name: "value", nameRange: e.range)
        return check(e, expected: expected)
    }
}
