/// `var total: Int { items.count }` outside a type (at the top level or in a function): as in
/// Swift, every read runs the getter and an assignment the setter. The declaration becomes a
/// hidden constant holding the prelude's `_ComputedVariable` (or `_SettableComputedVariable`)
/// with the accessors made closures, and every use of the name becomes a use of its `value`,
/// as for an observed variable (see `Checker+ObservedVariables`).
extension Checker {
    /// Checks a computed variable outside a type; false when it is not one (it has observers).
    func checkComputedVariable(_ d: VarDecl) -> Bool {
        guard let accessors = d.accessors, accessors.isComputed, let getter = accessors.getter else { return false }
        var annotation = d.typeAnnotation
        if annotation == nil, case let .typed(_, ts) = d.pattern.kind { annotation = ts }
        let span = d.pattern.range
        guard d.isVar, let name = d.simpleName, let type = annotation else {
            error(d.isVar ? "a computed variable must be a single name with its type: `var name: Type { … }`"
                          : "a computed variable is declared with `var`, not `let`", at: span)
            return true
        }
        let storage = Checker.observedStoragePrefix + name
        applyResultBuilder(to: getter)
        func closure(_ f: FuncDecl, _ parameters: [Parameter], returns: TypeSyntax?) -> Expr {
            Expr(.closure(ClosureExpr(parameters: parameters, returnType: returns, body: f.body, dollarCount: 0,
                                      sourceText: file.text(in: f.range))), f.range)
        }
        var arguments = [Argument(label: "get", value: closure(getter, [], returns: type))]
        var maker = "_ComputedVariable"
        if let setter = accessors.setter {
            let valueName = setter.clauses.first?.first?.name ?? "newValue"
            let parameter = Parameter(label: nil, name: valueName, type: type, defaultValue: nil, range: span)
            arguments.append(Argument(label: "set", value: closure(setter, [parameter], returns: nil)))
            maker = "_SettableComputedVariable"
        }
        let make = Expr(.call(Expr(.specializedType(maker, [type]), span), arguments: arguments, trailingStart: nil), span)
        let local = scopes.last
        d.accessors = nil
        checkAsHiddenConstant(d, storage: storage, made: make)
        bindHeldName(name, storage: storage, in: local)
        return true
    }
}
