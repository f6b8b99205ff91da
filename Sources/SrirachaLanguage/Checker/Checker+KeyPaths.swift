/// Key paths: `\Label.text` is a `WritableKeyPath<Label, String>`; `\.text` takes its root from
/// the context; a key path literal stands for a function where one is expected
/// (`labels.map(\.text)`); `x[keyPath: kp]` reads and writes through one.
extension Checker {
    static let keyPathName = "KeyPath"
    static let writableKeyPathName = "WritableKeyPath"

    /// `KeyPath<R, V>` or `WritableKeyPath<R, V>`: its root and value types and whether it writes.
    func keyPathParts(_ t: Ty) -> (root: Ty, value: Ty, writable: Bool)? {
        guard case let .con(name, args) = resolve(t), args.count == 2,
              name == Checker.keyPathName || name == Checker.writableKeyPathName else { return nil }
        return (args[0], args[1], name == Checker.writableKeyPathName)
    }

    func checkKeyPath(_ e: Expr, _ kp: KeyPathExpr, expected: Ty?, rootHint: Ty? = nil) -> Ty {
        kp.isFunction = false
        var functionResult: Ty?
        var wantsKeyPath: (value: Ty, writable: Bool)?
        var contextRoot = rootHint
        if let expected {
            switch resolve(expected) {
            case let .fn(ps, r, _) where ps.count == 1:
                contextRoot = ps[0]
                functionResult = r
            default:
                if let parts = keyPathParts(expected) {
                    contextRoot = parts.root
                    wantsKeyPath = (parts.value, parts.writable)
                }
            }
        }
        let root: Ty
        if let written = kp.root {
            let before = diagnostics.count
            root = resolveType(written)
            if diagnostics.count > before { return fresh() }
            if let contextRoot, !solver.unify(root, contextRoot) {
                error("key path of root type \(describe(root)) cannot be used where the root \(describe(contextRoot)) is expected",
                      at: written.range)
                return fresh()
            }
        } else if let contextRoot, !isUnsolved(contextRoot) {
            root = contextRoot
        } else {
            error("cannot infer the root type of this key path", at: e.range,
                  helps: ["name the root type, e.g. `\\Label.text`"])
            return fresh()
        }
        guard let walked = walkKeyPath(kp, from: root) else { return fresh() }
        if let functionResult {
            kp.isFunction = true
            if !solver.unify(functionResult, walked.value) {
                error("key path value type \(describe(walked.value)) cannot be converted to the function's result type \(describe(functionResult))",
                      at: e.range)
                return .fn([root], functionResult)
            }
            return .fn([root], walked.value)
        }
        if let wantsKeyPath, wantsKeyPath.writable, let readOnly = walked.readOnlyBecause {
            let help = readOnly.contains("`?`")
                ? "write `!` instead of `?` to change what is inside the optional (it must not be nil then)"
                : "only `var` properties and properties with a setter, without `?` links, can be written through a key path"
            error("key path is read-only: \(readOnly)", at: e.range, helps: [help])
            return fresh()
        }
        let writable = walked.readOnlyBecause == nil && (wantsKeyPath?.writable ?? true)
        return .con(writable ? Checker.writableKeyPathName : Checker.keyPathName, [root, walked.value])
    }

    private struct WalkedKeyPath {
        var value: Ty
        /// Why the path cannot be written through, or nil when it can.
        var readOnlyBecause: String?
    }

    /// Resolves each link from the root, filling `kp.steps`.
    private func walkKeyPath(_ kp: KeyPathExpr, from root: Ty) -> WalkedKeyPath? {
        var steps: [KeyPathStep] = []
        var t = root
        var chained = false
        var readOnly: String?
        for component in kp.components {
            switch component {
            case let .property(name, range):
                if name == "self" { continue }
                switch lookupMember(t, name) {
                case let .field(info, i, ft):
                    if let observers = info.fields[i].decl.accessors {
                        steps.append(.accessors(observers, index: i))
                    } else {
                        steps.append(.field(i))
                    }
                    if !info.fields[i].isVar, readOnly == nil { readOnly = "`\(name)` is a `let` property" }
                    t = ft
                case let .tupleElement(i, et):
                    steps.append(.field(i))
                    t = et
                case let .nativeProperty(n, fixed):
                    guard let inst = instantiate(.native(n, fixed: fixed)) else { return nil }
                    enforce(inst.requirements, of: n.name, at: range)
                    steps.append(.property(n))
                    if readOnly == nil { readOnly = "`\(name)` is a read-only property" }
                    t = inst.type
                case let .computed(p, ct):
                    if let g = p.accessors.getter, g.isMutating, !g.isStatic {
                        error("key path cannot refer to `\(name)`, which has a mutating getter", at: range,
                              helps: ["reading it changes the value: read `\(name)` from a `var` instead"])
                        return nil
                    }
                    if let g = p.accessors.getter, !g.isStatic { reifiedSites.append(.keyPath(getter: g, range: range)) }
                    steps.append(.accessors(p.accessors, index: nil))
                    if p.accessors.setter == nil, readOnly == nil { readOnly = "`\(name)` is a get-only property" }
                    t = ct
                case .methods:
                    error("key path cannot refer to the method `\(name)`", at: range,
                          helps: ["use a closure instead, e.g. `{ $0.\(name)() }`"])
                    return nil
                case .notFound:
                    let base = Expr(.identifier(name), range)
                    reportNoMember(t, name, at: range, base: base)
                    return nil
                }
            case let .optional(range), let .force(range):
                guard case let .con("Optional", args) = resolve(t), args.count == 1 else {
                    error("cannot use `\(isForce(component) ? "!" : "?")` on non-optional value of type \(describe(t)) in a key path",
                          at: range, helps: ["remove it"])
                    return nil
                }
                if isForce(component) {
                    steps.append(.force)
                } else {
                    steps.append(.chain)
                    chained = true
                    if readOnly == nil { readOnly = "a key path with `?` only reads" }
                }
                t = args[0]
            }
        }
        kp.steps = steps
        kp.wrapsResult = false
        if chained {
            if case .con("Optional", _) = resolve(t) {
                // `\.titleLabel?.text` with `text: String?` reads `String?`, not `String??`.
            } else {
                kp.wrapsResult = true
                t = .optional(t)
            }
        }
        return WalkedKeyPath(value: t, readOnlyBecause: readOnly)
    }

    private func isForce(_ c: KeyPathExpr.Component) -> Bool {
        if case .force = c { return true }
        return false
    }

    /// `x[keyPath: kp]`: the value at the path. Writing also needs a `WritableKeyPath` (see
    /// `requireMutable`).
    func checkKeyPathSubscript(_ e: Expr, baseType bt: Ty, index: Expr) -> Ty {
        var inner = index
        while case .paren(let x) = inner.kind { inner = x }
        let it: Ty
        if case .keyPath(let kp) = inner.kind {
            it = checkKeyPath(inner, kp, expected: nil, rootHint: bt)
            record(inner, it)
            if inner !== index { record(index, it) }
        } else {
            it = defaultingLiteral(check(index))
        }
        if case .variable = resolve(it) {
            // Unknown so far (a closure's parameter): the most permissive kind, which also writes.
            let v = fresh()
            solver.unify(it, .con(Checker.writableKeyPathName, [bt, v]))
            return v
        }
        guard let parts = keyPathParts(it) else {
            if case .error = index.kind { return fresh() }
            error("cannot use a value of type \(describe(it)) as a key path", at: index.range,
                  helps: ["key paths look like `\\Label.text`"])
            return fresh()
        }
        // A subclass's instance has its superclass's properties: `\Shape.sides` applies to a `Square`.
        var fits = false
        if case let .con(a, _) = resolve(bt), case let .con(b, _) = resolve(parts.root), a != b,
           nominal(named: b)?.isClass == true {
            fits = upcast(bt, to: parts.root)
        }
        if !fits, !solver.unify(parts.root, bt) {
            error("key path of root type \(describe(parts.root)) cannot be applied to a value of type \(describe(bt))",
                  at: index.range)
            return fresh()
        }
        return parts.value
    }
}
