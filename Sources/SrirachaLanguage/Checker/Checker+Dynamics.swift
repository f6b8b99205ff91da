/// `Dynamic<T>` in the checker: the binding operator `->>` and assigning a dynamic's `.value`.
/// Everything else about dynamics is ordinary natives (Builtins+Dynamics.swift).
extension Checker {
    static let bindingType = Ty.con("Binding", [])

    /// `d ->> target`: `target` is another `Dynamic` of the same type (a source, checked when it
    /// runs) or a place of the value's type rooted in a top-level `var` (`signUp.isEnabled`,
    /// `form.buttons[0].isEnabled`). Evaluates to a `Binding` token for `unbind`.
    func checkBind(_ l: Expr, _ r: Expr, opRange: SourceRange) -> Ty {
        let lt = check(l)
        let element = fresh()
        guard solver.unify(lt, .con("Dynamic", [element])) else {
            if case .error = l.kind {} else {
                error("the left side of `->>` must be a `Dynamic`, not \(describe(lt))", at: l.range,
                      helps: ["make one with `Dynamic(value)`, or derive one with `.map { … }`"])
            }
            check(r)
            return Self.bindingType
        }
        let rt = check(r, expected: nil)
        if case .error = r.kind { return Self.bindingType }
        // `d ->> source.value` means `d ->> source`.
        if isDynamicValue(r) {
            if !solver.unify(rt, element) {
                error("cannot bind \(describe(lt)) into a dynamic holding \(describe(rt))", at: opRange)
            }
            return Self.bindingType
        }
        if case let .con("Dynamic", args) = resolve(rt), args.count == 1 {
            if !solver.unify(args[0], element) {
                error("cannot bind \(describe(lt)) into \(describe(rt)): their values have different types", at: opRange)
            }
            return Self.bindingType
        }
        guard solver.unify(rt, element) else {
            error("cannot bind \(describe(lt)) into a place of type \(describe(rt))", at: r.range,
                  helps: ["the place must have the dynamic's value type, \(describe(element))"])
            return Self.bindingType
        }
        if let problem = bindTargetProblem(r) {
            error(problem, at: r.range,
                  helps: ["bind into a field of a top-level `var`, into a `Dynamic` source, or react with `.observe { … }`"])
            return Self.bindingType
        }
        requireMutable(r, for: .assignment)
        return Self.bindingType
    }

    /// Why `e` cannot receive a binding, if it cannot: a binding outlives the statement, so it
    /// may only write places that do too.
    private func bindTargetProblem(_ e: Expr) -> String? {
        var root = e
        while true {
            switch root.kind {
            case .member(let base, _, _):
                if root.chosen is NativeFunction { return "`->>` cannot bind into a computed property" }
                root = base
            case .subscriptAccess(let base, _), .paren(let base), .forceUnwrap(let base): root = base
            case .identifier(let name):
                switch lookup(name) {
                case .global: return nil
                case .local: return "`->>` can only bind into a top-level variable, and `\(name)` is local"
                default: return "`->>` cannot bind into `\(name)`"
                }
            default:
                return "`->>` can only bind into a variable or one of its fields"
            }
        }
    }

    /// True when `target` is `d.value` for a `Dynamic` `d`: assigning it sets a source (checked
    /// when it runs), so the dynamic itself need not be a `var`.
    func isDynamicValue(_ target: Expr) -> Bool {
        guard case .member(_, "value", _) = target.kind, let n = target.chosen as? NativeFunction else { return false }
        return n.owner == "Dynamic"
    }
}
