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
        var rt = check(r, expected: nil)
        if case .error = r.kind { return Self.bindingType }
        // `->> button.dynEnabled` and `->> button` write the field the widget's dynamic stands for.
        if let field = widgetField(r, rt) {
            let base: Expr
            if case .member(let b, _, _) = r.kind, r.chosen is NativeFunction { base = b } else { base = Expr(r.kind, r.range) }
            r.kind = .member(base, name: field, nameRange: SourceRange(r.range.end, r.range.end))
            r.chosen = nil
            rt = check(r)
            if case let .con("Optional", args) = resolve(rt), args.count == 1, solver.unify(args[0], element) {
                requireMutable(r, for: .assignment())
                return Self.bindingType
            }
        }
        // `d ->> source.value` means `d ->> source`.
        if isDynamicValue(r) {
            if !solver.unify(rt, element) {
                error("cannot bind \(describe(lt)) into a dynamic holding \(describe(rt))", at: opRange)
            }
            return Self.bindingType
        }
        // `formValid ->> signUpButton`: a value with one `Dynamic` field (its *designated*
        // dynamic, `dynEnabled` on a button) binds into that field.
        let before = diagnostics.count
        if let field = designatedDynamic(of: rt, element: element, at: r.range) {
            let base = Expr(r.kind, r.range)
            r.kind = .member(base, name: field, nameRange: SourceRange(r.range.end, r.range.end))
            let ft = check(r)
            _ = solver.unify(ft, .con("Dynamic", [element]))
            return Self.bindingType
        }
        if diagnostics.count > before { return Self.bindingType }
        if case let .con("Dynamic", args) = resolve(rt), args.count == 1 {
            if !solver.unify(args[0], element) {
                error("cannot bind \(describe(lt)) into \(describe(rt)): their values have different types", at: opRange)
            }
            return Self.bindingType
        }
        // A plain value into an optional place (`label.text`) is promoted, as in an assignment.
        var fits = false
        if case let .con("Optional", args) = resolve(rt), args.count == 1, case .con(let n, _) = resolve(element),
           n != "Optional" {
            fits = solver.unify(args[0], element)
        }
        guard fits || solver.unify(rt, element) else {
            error("cannot bind \(describe(lt)) into a place of type \(describe(rt))", at: r.range,
                  helps: ["the place must have the dynamic's value type, \(describe(element))"])
            return Self.bindingType
        }
        if let problem = bindTargetProblem(r) {
            error(problem, at: r.range,
                  helps: ["bind into a field of a top-level `var`, into a `Dynamic` source, or react with `.observe { … }`"])
            return Self.bindingType
        }
        requireMutable(r, for: .assignment())
        return Self.bindingType
    }

    /// The widget field a binding target stands for: `button.dynEnabled` or `button` itself
    /// means `button.isEnabled` (see Builtins+DynamicWidgets.swift).
    private func widgetField(_ r: Expr, _ rt: Ty) -> String? {
        if case .member(_, let name, _) = r.kind, let n = r.chosen as? NativeFunction, let owner = n.owner,
           let d = Builtins.widgetDynamics[owner], d.property == name {
            return d.field
        }
        if case let .con(name, _) = resolve(rt), let d = Builtins.widgetDynamics[name], nominal(named: name) != nil {
            return d.field
        }
        return nil
    }

    /// The field a binding into a value of type `t` writes: its only `Dynamic` field holding the
    /// bound value's type. Nil when `t` is not a struct with such a field.
    private func designatedDynamic(of t: Ty, element: Ty, at range: SourceRange) -> String? {
        guard let (info, args) = nominal(of: t), !info.isEnum else { return nil }
        let map = info.substitution(for: args)
        let dynamics = info.fields.filter {
            if case .con("Dynamic", let a) = $0.type.substituting(map), a.count == 1 { return true }
            return false
        }
        if dynamics.isEmpty { return nil }
        let fitting = dynamics.filter { f in
            trial { _ = solver.unify(f.type.substituting(map), .con("Dynamic", [element])) ? () : error("", at: range) }
        }
        if fitting.count == 1 { return fitting[0].name }
        if fitting.isEmpty { return nil }
        let names = fitting.map { "`\($0.name)`" }.joined(separator: ", ")
        error("cannot tell which dynamic of `\(info.name)` to bind into: \(names)", at: range,
              helps: ["name the one you mean, e.g. `->> \(file.text(in: range)).\(fitting[0].name)`"])
        return nil
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
                case let .local(v):
                    // A class instance (`self` in a view controller's method): the place lives in
                    // the object, which the binding keeps alive.
                    if let (info, _) = nominal(of: solver.instantiate(v.scheme)), info.isClass { return nil }
                    return "`->>` can only bind into a top-level variable, and `\(name)` is local"
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
