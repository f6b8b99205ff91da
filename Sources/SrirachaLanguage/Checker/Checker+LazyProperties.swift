/// `lazy var name: T = value` in a struct or a class: the value is computed at the first read,
/// once, and may use `self` and the other members. It becomes what Swift makes of it: a hidden
/// stored property `$__lazy_storage_$_name: T?` (`nil` until then; Swift's own name, which
/// `print` shows as Swift does) and a computed property `name` whose getter fills the storage
/// (a `mutating get` in a struct) and whose setter stores a value, so that a write before the
/// first read means the initial value is never computed.
extension Checker {
    static let lazyStoragePrefix = "$__lazy_storage_$_"

    /// The `lazy var` a stored property holds the value of, when it is such storage.
    static func lazyProperty(ofStorage field: String) -> String? {
        field.hasPrefix(lazyStoragePrefix) ? String(field.dropFirst(lazyStoragePrefix.count)) : nil
    }

    /// The label of a stored property in the memberwise initializer: a `lazy var`'s own name
    /// (`Big(base: 1, doubled: 2)`, the parameter an optional defaulting to `nil`, as in Swift).
    static func memberwiseLabel(_ field: String) -> String {
        lazyProperty(ofStorage: field) ?? field
    }

    /// Replaces the `lazy var`s of `d` by their storage and accessors (once per declaration).
    func deriveLazyProperties(_ d: StructDecl) {
        // Refusals first, every time the declaration is checked.
        for p in d.computedProperties where p.isLazy && p.accessors?.isLazy != true {
            error("`lazy` cannot be used on a computed property", at: p.pattern.range,
                  helps: ["a computed property runs its getter at every read: remove `lazy`, or give it an initial value instead of `{ … }`"])
        }
        for p in d.staticProperties where p.isLazy {
            error("`lazy` cannot be used on a `static` property", at: p.pattern.range,
                  helps: ["a static property is already computed at its first use: remove `lazy`"])
        }
        for p in d.properties where p.isLazy && !p.isVar {
            error("`lazy` cannot be used on a `let`", at: p.pattern.range, helps: ["write `lazy var \(p.simpleName ?? "name")`"])
        }
        guard !d.lazyPropertiesDerived else { return }
        d.lazyPropertiesDerived = true
        var properties: [VarDecl] = []
        for p in d.properties {
            guard p.isLazy, p.isVar, let initial = p.initializer, let name = p.simpleName else {
                properties.append(p)
                continue
            }
            let (storage, computed) = lazyParts(of: p, name: name, initial: initial, isClass: d.isClass)
            properties.append(storage)
            d.computedProperties.append(computed)
        }
        d.properties = properties
    }

    /// The storage and the computed property standing for `lazy var name = initial`.
    private func lazyParts(of p: VarDecl, name: String, initial: Expr, isClass: Bool) -> (VarDecl, VarDecl) {
        var annotation = p.typeAnnotation
        if annotation == nil, case let .typed(_, ts) = p.pattern.kind { annotation = ts }
        let span = p.pattern.range
        let storageName = Checker.lazyStoragePrefix + name
        let storage = VarDecl(isVar: true, pattern: Pattern(.binding(name: storageName, isVar: true), span),
                              typeAnnotation: annotation.map { TypeSyntax(.optional($0), $0.range) },
                              initializer: Expr(.nilLiteral, span))
        storage.lazyStorageOf = name
        // `self` as an implicit one (no text of its own), so errors point at what was written.
        let at = SourceRange(initial.range.start, initial.range.start)
        func stored() -> Expr { Expr(.member(Expr(.identifier("self"), at), name: storageName, nameRange: span), span) }
        let valueName = "$__lazy_value"
        func value() -> Expr { Expr(.identifier(valueName), span) }
        func some(_ e: Expr) -> Expr {
            Expr(.call(Expr(.implicitMember("some"), span), arguments: [Argument(label: nil, value: e)], trailingStart: nil), span)
        }
        // if let value = self.storage { return value }
        // let value: T = initial;  self.storage = .some(value);  return value
        let local = VarDecl(isVar: false, pattern: Pattern(.binding(name: valueName, isVar: false), span),
                            typeAnnotation: annotation, initializer: initial)
        let getBody = [
            Stmt(.ifStmt(conditions: [.optionalBinding(isVar: false, name: valueName, nameRange: span, value: stored())],
                         then: [Stmt(.returnStmt(value()), span)], elseBody: nil), span),
            Stmt(.variable(local), initial.range),
            Stmt(.expression(Expr(.assign(op: "=", target: stored(), value: some(value())), span)), span),
            Stmt(.returnStmt(value()), span),
        ]
        let accessors = PropertyAccessors(name: name)
        accessors.isLazy = true
        accessors.getter = FuncDecl(name: name, nameRange: span, genericParameters: [], clauses: [[]], returnType: annotation,
                                    body: getBody, isMutating: !isClass, isStatic: false, range: initial.range)
        let newValue = Parameter(label: nil, name: "newValue", type: annotation, defaultValue: nil, range: span)
        let setBody = lazySetterBody(p.accessors, store: Stmt(.expression(Expr(.assign(op: "=", target: stored(),
                                     value: some(Expr(.identifier("newValue"), span))), span)), span), name: name, at: span)
        accessors.setter = FuncDecl(name: name, nameRange: span, genericParameters: [], clauses: [[newValue]], returnType: nil,
                                    body: setBody, isMutating: !isClass, isStatic: false, range: span)
        let computed = VarDecl(isVar: true, pattern: p.pattern, typeAnnotation: annotation, initializer: nil)
        computed.isLazy = true
        computed.isOverride = p.isOverride
        computed.accessors = accessors
        return (storage, computed)
    }

    /// The setter of a `lazy var`: the store, with its `willSet` before and its `didSet` after,
    /// as in Swift (a `didSet` naming `oldValue` reads the property first, computing it if
    /// needed).
    private func lazySetterBody(_ observers: PropertyAccessors?, store: Stmt, name: String, at span: SourceRange) -> [Stmt] {
        var body: [Stmt] = []
        let oldName = "$__lazy_old_value"
        var didSetBlock: [Stmt] = []
        if let didSet = observers?.didSet {
            if let param = didSet.clauses.first?.first, file.text(in: didSet.range).contains(param.name) {
                let old = VarDecl(isVar: false, pattern: Pattern(.binding(name: oldName, isVar: false), span),
                                  typeAnnotation: nil, initializer: Expr(.member(Expr(.identifier("self"), SourceRange(span.start, span.start)),
                                                                                 name: name, nameRange: span), span))
                body.append(Stmt(.variable(old), span))
                let named = VarDecl(isVar: false, pattern: Pattern(.binding(name: param.name, isVar: false), param.range),
                                    typeAnnotation: nil, initializer: Expr(.identifier(oldName), span))
                didSetBlock.append(Stmt(.variable(named), span))
            }
            didSetBlock += didSet.body
        }
        if let willSet = observers?.willSet {
            var block: [Stmt] = []
            if let param = willSet.clauses.first?.first, param.name != "newValue" {
                let named = VarDecl(isVar: false, pattern: Pattern(.binding(name: param.name, isVar: false), param.range),
                                    typeAnnotation: nil, initializer: Expr(.identifier("newValue"), span))
                block.append(Stmt(.variable(named), span))
            }
            body.append(Stmt(.block(block + willSet.body), willSet.range))
        }
        body.append(store)
        if observers?.didSet != nil { body.append(Stmt(.block(didSetBlock), observers?.didSet?.range ?? span)) }
        return body
    }

    /// The type of a `lazy var` written without one: its storage's, to be inferred from its
    /// initial value when the getter is checked (lazy getters are checked first).
    func lazyInferredType(_ p: VarDecl, _ a: PropertyAccessors, in info: NominalInfo) -> Ty? {
        guard a.isLazy, p.typeAnnotation == nil, let name = p.simpleName,
              let i = info.fieldIndex(Checker.lazyStoragePrefix + name),
              case let .con("Optional", args) = resolve(info.fields[i].type), args.count == 1 else { return nil }
        let t = args[0]
        if let g = a.getter { signatures[ObjectIdentifier(g)] = FuncSignature(clauses: [[]], result: t) }
        if let s = a.setter { signatures[ObjectIdentifier(s)] = FuncSignature(clauses: [[t]], result: .void) }
        return t
    }

    /// Methods and accessors in the order their bodies are checked: `lazy` getters first, so
    /// that an inferred type is known where the others read the property.
    static func lazyGettersFirst(_ methods: [FuncDecl], _ properties: [VarDecl]) -> [FuncDecl] {
        let lazy = properties.compactMap { $0.accessors?.isLazy == true ? $0.accessors?.getter : nil }
        let rest = methods + accessorMethods(properties)
        return lazy + rest.filter { m in !lazy.contains { $0 === m } }
    }
}
