/// `var count = 0 { willSet { … } didSet { … } }` outside a type (at the top level or in a
/// function): as in Swift, the observers run when the variable is assigned, and an assignment
/// from one of them stores without observing again. The declaration becomes a hidden constant
/// holding the prelude's `_ObservedVariable` (its observers made closures that get the holder
/// under the hidden name, so that the variable's name means the holder's `value` inside them
/// too), and every use of the name becomes a use of its `value`, which reads, assigns and
/// mutates as a variable does.
extension Checker {
    static let observedStoragePrefix = "$__observed_"

    /// Checks a variable with observers outside a type; false when it is not one this handles
    /// (a computed variable, a `let`, a pattern, no initial value), which is then reported.
    func checkObservedVariable(_ d: VarDecl) -> Bool {
        guard let accessors = d.accessors, !accessors.isComputed, d.isVar, let name = d.simpleName,
              let initial = d.initializer else { return false }
        var annotation = d.typeAnnotation
        if annotation == nil, case let .typed(_, ts) = d.pattern.kind { annotation = ts }
        let span = d.pattern.range
        let storage = Checker.observedStoragePrefix + name
        func observer(_ f: FuncDecl?, _ defaultName: String) -> Expr {
            let valueName = f?.clauses.first?.first?.name ?? defaultName
            let parameters = [Parameter(label: nil, name: storage, type: nil, defaultValue: nil, range: span),
                              Parameter(label: nil, name: valueName, type: annotation, defaultValue: nil, range: span)]
            let body = f?.body ?? []
            let closure = ClosureExpr(parameters: parameters, returnType: nil, body: body, dollarCount: 0,
                                      sourceText: f.map { file.text(in: $0.range) } ?? "{ }")
            return Expr(.closure(closure), f?.range ?? span)
        }
        let maker = annotation.map { Expr(.specializedType("_ObservedVariable", [$0]), span) }
            ?? Expr(.identifier("_ObservedVariable"), span)
        let make = Expr(.call(maker, arguments: [
            Argument(label: nil, value: initial),
            Argument(label: "willSet", value: observer(accessors.willSet, "newValue")),
            Argument(label: "didSet", value: observer(accessors.didSet, "oldValue")),
        ], trailingStart: nil), initial.range)
        // Uses of the name in the observers are found while the initial value is checked, and
        // the name means the holder's `value` again once the hidden constant is declared.
        let local = scopes.last
        bindHeldName(name, storage: storage, in: local)
        d.accessors = nil
        checkAsHiddenConstant(d, storage: storage, made: make)
        bindHeldName(name, storage: storage, in: local)
        return true
    }

    /// The declaration itself becomes the hidden constant `storage` holding `made` (the compiler
    /// sees only that), and is checked as such; shared with local `lazy var`s.
    func checkAsHiddenConstant(_ d: VarDecl, storage: String, made: Expr) {
        d.isVar = false
        d.pattern = Pattern(.binding(name: storage, isVar: false), d.pattern.range)
        d.typeAnnotation = nil
        d.initializer = made
        checkVariable(d)
    }

    /// Makes `name` stand for the value the hidden constant `storage` holds: in the scope `local`
    /// when the variable is local, among the session's globals otherwise.
    func bindHeldName(_ name: String, storage: String, in local: Scope?) {
        if let local {
            var v = LocalValue(scheme: Scheme(fresh()), origin: .variable)
            v.lazyStorage = storage
            local.values[name] = v
            local.functions[name] = nil
        } else {
            env.observedGlobals[name] = storage
        }
    }
}
