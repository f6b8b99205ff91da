/// Property wrappers, as Swift makes them: `@propertyWrapper struct TwelveOrLess { var
/// wrappedValue: Int { … } }` is an ordinary type, and `@TwelveOrLess var height: Int = 1` in a
/// struct or class becomes a hidden stored property `_height = TwelveOrLess(wrappedValue: 1)`
/// (Swift's own name, which `print` shows as Swift does) and a computed property `height` that
/// reads and writes `_height.wrappedValue`. Arguments written with the wrapper follow the
/// initial value (`@SmallNumber(maximum: 9) var width: Int = 2` is
/// `SmallNumber(wrappedValue: 2, maximum: 9)`); without an initial value the wrapper is made
/// from its arguments alone (`SmallNumber()`). A wrapper with a `projectedValue` gives `$height`.
extension Checker {
    /// Replaces the wrapped properties of `d` by their storage and accessors (once).
    func derivePropertyWrappers(_ d: StructDecl) {
        guard !d.propertyWrappersDerived else { return }
        d.propertyWrappersDerived = true
        guard d.properties.contains(where: { $0.wrapper != nil }) else { return }
        var properties: [VarDecl] = []
        for p in d.properties {
            guard let wrapper = p.wrapper, let name = p.simpleName else {
                properties.append(p)
                continue
            }
            guard let parts = wrapperParts(of: p, name: name, wrapper: wrapper, isClass: d.isClass) else { continue }
            parts.storage.wrapper = wrapper
            properties.append(parts.storage)
            d.computedProperties.append(parts.computed)
            if let projected = parts.projected { d.computedProperties.append(projected) }
        }
        d.properties = properties
    }

    private func wrapperParts(of p: VarDecl, name: String, wrapper: PropertyWrapperUse, isClass: Bool)
        -> (storage: VarDecl, computed: VarDecl, projected: VarDecl?)? {
        let span = p.pattern.range
        guard case .nominal(let info)? = lookupType(wrapper.typeName), !info.isProtocol, !info.isEnum || true else {
            error("cannot find the property wrapper `\(wrapper.typeName)` in scope", at: wrapper.range,
                  helps: ["declare it: `@propertyWrapper struct \(wrapper.typeName) { var wrappedValue: … }`"])
            return nil
        }
        if p.accessors != nil {
            error("a wrapped property cannot have `willSet` or `didSet` here", at: span,
                  helps: ["observe the value in the wrapper's `wrappedValue` instead"])
        }
        var annotation = p.typeAnnotation
        if annotation == nil, case let .typed(_, ts) = p.pattern.kind { annotation = ts }
        if annotation == nil, let initial = p.initializer { annotation = literalTypeSyntax(initial) }
        guard let type = annotation else {
            error("write the type of the wrapped property `\(name)`", at: span,
                  helps: ["e.g. `@\(wrapper.typeName) var \(name): Int = …`"])
            return nil
        }
        // _name = Wrapper(wrappedValue: initial, arguments…)
        var arguments: [Argument] = []
        if let initial = p.initializer { arguments.append(Argument(label: "wrappedValue", value: initial)) }
        arguments += wrapper.arguments ?? []
        // `@Clamped var level: Int`, with no value, of a wrapper that can only be made from one:
        // the storage has no initial value, so the memberwise initializer asks for `level`, as
        // in Swift (`Settings(level: 50)`).
        let inits = info.methods["init"] ?? []
        let needsValue = p.initializer == nil && wrapper.arguments == nil
            && inits.contains(where: { $0.labels.first == "wrappedValue" })
            && !inits.contains(where: { $0.defaults.allSatisfy { $0 } })
        let make = Expr(.call(Expr(.identifier(wrapper.typeName), wrapper.range), arguments: arguments, trailingStart: nil),
                        p.initializer.map { wrapper.range.union($0.range) } ?? wrapper.range)
        let storageName = "_" + name
        let storage = VarDecl(isVar: true, pattern: Pattern(.binding(name: storageName, isVar: true), span),
                              typeAnnotation: storageType(info, wrapper, valueType: type, needsValue: needsValue),
                              initializer: needsValue ? nil : make)
        let at = SourceRange(span.start, span.start)
        func wrapped(_ member: String) -> Expr {
            Expr(.member(Expr(.member(Expr(.identifier("self"), at), name: storageName, nameRange: span), span),
                         name: member, nameRange: span), span)
        }
        func accessors(_ property: String, _ member: String, type: TypeSyntax, settable: Bool) -> VarDecl {
            let a = PropertyAccessors(name: property)
            a.getter = FuncDecl(name: property, nameRange: span, genericParameters: [], clauses: [[]], returnType: type,
                                body: [Stmt(.returnStmt(wrapped(member)), span)], isMutating: false, isStatic: false, range: span)
            if settable {
                let newValue = Parameter(label: nil, name: "newValue", type: type, defaultValue: nil, range: span)
                let store = Expr(.assign(op: "=", target: wrapped(member), value: Expr(.identifier("newValue"), span)), span)
                a.setter = FuncDecl(name: property, nameRange: span, genericParameters: [], clauses: [[newValue]],
                                    returnType: nil, body: [Stmt(.expression(store), span)], isMutating: !isClass,
                                    isStatic: false, range: span)
            }
            let v = VarDecl(isVar: true, pattern: Pattern(.binding(name: property, isVar: true), span), typeAnnotation: type,
                            initializer: nil)
            v.accessors = a
            return v
        }
        let computed = accessors(name, "wrappedValue", type: type, settable: true)
        computed.isOverride = p.isOverride
        // `$name`: the wrapper's `projectedValue`, when it declares one with a written type (or
        // a literal initial value).
        var projected: VarDecl?
        if let decl = info.structDecl,
           let member = (decl.properties + decl.computedProperties).first(where: { $0.simpleName == "projectedValue" }),
           let projectedType = member.typeAnnotation ?? member.initializer.flatMap(literalTypeSyntax) {
            projected = accessors("$" + name, "projectedValue", type: projectedType,
                                  settable: member.isVar && member.accessors?.isComputed != true)
        }
        return (storage, computed, projected)
    }

    /// The written type of a wrapper's storage: its name, or for a wrapper generic over the
    /// type of its `wrappedValue` given no value (`@Logged var name: String`), `Logged<String>`;
    /// otherwise nil, and the initial value decides it.
    private func storageType(_ info: NominalInfo, _ wrapper: PropertyWrapperUse, valueType: TypeSyntax,
                             needsValue: Bool) -> TypeSyntax? {
        if info.generics.isEmpty { return TypeSyntax(.named(wrapper.typeName, []), wrapper.range) }
        guard needsValue, info.generics.count == 1, let decl = info.structDecl,
              let member = (decl.properties + decl.computedProperties).first(where: { $0.simpleName == "wrappedValue" }),
              case .named(let name, let args)? = member.typeAnnotation?.kind, args.isEmpty,
              name == info.generics[0] else { return nil }
        return TypeSyntax(.named(wrapper.typeName, [valueType]), wrapper.range)
    }

    /// The type a literal initial value gives (`@Wrapper var count = 0`).
    private func literalTypeSyntax(_ e: Expr) -> TypeSyntax? {
        let name: String
        switch e.kind {
        case .intLiteral: name = "Int"
        case .doubleLiteral: name = "Double"
        case .stringLiteral: name = "String"
        case .boolLiteral: name = "Bool"
        default: return nil
        }
        return TypeSyntax(.named(name, []), e.range)
    }

    /// `Settings(name: "c")` where `@Capped var level: Int` has no value and `Capped` is made
    /// only from one: the memberwise initializer needs `level:`. Said with the property's own
    /// name (its storage `_level` is what the initializer takes underneath). True when reported.
    func reportMissingWrappedValue(_ call: Expr, _ callee: Expr, _ arguments: [Argument]) -> Bool {
        guard case let .identifier(name) = callee.kind, !isValueName(name),
              case .nominal(let info)? = lookupWrittenType(name), let d = info.structDecl, !d.isClass,
              d.properties.contains(where: { $0.wrapper != nil }), (info.methods["init"] ?? []).isEmpty else { return false }
        fillNominal(info)
        let given = Set(arguments.compactMap(\.label))
        for storage in d.properties where storage.wrapper != nil && storage.initializer == nil {
            guard let storageName = storage.simpleName, storageName.hasPrefix("_") else { continue }
            let property = String(storageName.dropFirst())
            if given.contains(property) || given.contains(storageName) { continue }
            error("missing argument for parameter `\(property):` in call", at: call.range,
                  helps: ["`@\(storage.wrapper!.typeName) var \(property)` has no initial value: give it one in the call"])
            return true
        }
        return false
    }

    /// `SmallRectangle(height: 3, width: 4)`: the memberwise initializer takes a wrapped
    /// property's value, as in Swift, and makes its wrapper with it
    /// (`_height: TwelveOrLess(wrappedValue: 3)`). Nil when no argument names one.
    func wrappedMemberwiseArguments(_ callee: Expr, _ arguments: [Argument]) -> [Argument]? {
        guard case let .identifier(name) = callee.kind, !arguments.isEmpty,
              arguments.contains(where: { $0.label != nil }), !isValueName(name),
              case .nominal(let info)? = lookupWrittenType(name), let d = info.structDecl, !d.isClass,
              d.properties.contains(where: { $0.wrapper != nil }), (info.methods["init"] ?? []).isEmpty else { return nil }
        fillNominal(info)
        var changed = false
        let rewritten = arguments.map { a -> Argument in
            guard let label = a.label,
                  let storage = d.properties.first(where: { $0.simpleName == "_" + label && $0.wrapper != nil }),
                  let wrapper = storage.wrapper,
                  // Only a wrapper made from a value takes one here; otherwise the parameter is the wrapper.
                  case .nominal(let w)? = lookupType(wrapper.typeName),
                  (w.methods["init"] ?? []).contains(where: { $0.labels.first == "wrappedValue" }) else { return a }
            changed = true
            let args = [Argument(label: "wrappedValue", value: a.value)] + (wrapper.arguments ?? [])
            let make = Expr(.call(Expr(.identifier(wrapper.typeName), a.value.range), arguments: args, trailingStart: nil),
                            a.value.range)
            return Argument(label: "_" + label, value: make)
        }
        return changed ? rewritten : nil
    }
}
