/// Assignment (`=`, `+=`, …) and what may be changed: `var`s, fields of mutable values,
/// `self` in `mutating` methods; `let` constants and parameters may not.
extension Checker {
    enum MutationUse {
        /// `=`, or with `compound` an operator that changes its left side (`+=`).
        case assignment(compound: Bool = false)
        case mutatingCall(String)
        case inoutArgument
        /// Reading a property whose getter is `mutating` (a `lazy var` of a struct).
        case mutatingGetter(String, isLazy: Bool)
    }

    enum Immutability {
        case letConstant(String)
        case parameter(String)
        case capture(String)
        case immutableSelf
        case letProperty(String)
        case getOnly(String)
        /// A computed variable outside a type with no setter.
        case getOnlyVariable(String)
        case readOnlyKeyPath
        case dictionaryPosition
        case notAssignable
    }

    func checkAssignment(_ e: Expr, op: String, target: Expr, value: Expr) -> Ty {
        if op == "=", let (storage, made) = wrapperInitialisation(target, value) {
            e.kind = .assign(op: "=", target: storage, value: made)
            return checkAssignment(e, op: op, target: storage, value: made)
        }
        let t = checkAssignmentStatement(e, op: op, target: target, value: value)
        var bare = target
        while case .paren(let inner) = bare.kind { bare = inner }
        // An assignment through an optional chain is `()?`: `nil` when the chain met `nil`.
        if case .optionalChain = bare.kind, case .assign = e.kind { return .optional(.void) }
        return t
    }

    private func checkAssignmentStatement(_ e: Expr, op: String, target: Expr, value: Expr) -> Ty {
        if op == "=", case .identifier("_") = target.kind {
            // `_ = f()`: runs `f()` and drops its result, as in Swift.
            record(target, check(value))
            return .void
        }
        var bare = target
        while case .paren(let inner) = bare.kind { bare = inner }
        if op == "=", case .tuple(let elements) = bare.kind {
            return checkTupleAssignment(bare, elements, value: value)
        }
        if let t = checkDeclaredSubscriptAssignment(e, op: op, target: bare, value: value) { return t }
        if let t = checkDeclaredCompoundAssignment(e, op: op, target: bare, value: value) { return t }
        let saved = assignmentTarget
        if op == "=" {
            assignmentTarget = target
            keepOptional(target)
        }
        let before = diagnostics.count
        let tt: Ty
        if case .optionalChain(let reached) = bare.kind {
            // `p.room?.name = "Hall"`, `scores["Bev"]?[0] += 1`: the value is stored (or changed)
            // when the chain reaches the place, so it has the place's own type.
            tt = check(reached)
            if case .con("Optional", _) = resolve(tt) { record(bare, tt) } else { record(bare, .optional(tt)) }
        } else {
            tt = check(target)
        }
        assignmentTarget = saved
        if diagnostics.count > before {
            // The target is already wrong: saying it cannot be assigned, or that `.member` on the
            // right has no context, would only repeat that.
            if isContextual(value) { _ = trial { check(value) } } else { check(value) }
            return .void
        }
        if op == "=" && mayInitialise(target) {
            check(value, against: tt, .assignment)
            noteAssignment(to: target)
            return .void
        }
        if !isDynamicValue(target) { requireMutable(target, for: .assignment(compound: op != "="), at: target.range) }
        if op == "=" {
            check(value, against: tt, .assignment)
            noteAssignment(to: target)
            return .void
        }
        let binop = String(op.dropLast())
        guard Self.arithmetic.contains(binop) else {
            check(value)
            error("unknown assignment operator `\(op)`", at: e.range)
            return .void
        }
        let allowed = Self.operandClass(binop)
        let vt = check(value, expected: tt)
        if binop == "+", joinsArrayAndSlice(tt, vt) {
            return .void
        } else if !solver.unify(tt, vt) {
            error("binary operator `\(op)` cannot be applied to \(describe(tt)) and \(describe(vt))", at: e.range,
                  helps: optionalCompoundHelp(target, tt, vt, op))
        } else if !restrict(tt, to: allowed), !numericParameter(tt, Self.requiredProtocol(binop)) {
            error("binary operator `\(op)` cannot be applied to two \(describe(tt)) operands", at: e.range)
        }
        return .void
    }

    /// `(a, b) = (b, a)`: each element is a target of its own; the value is read whole first.
    private func checkTupleAssignment(_ target: Expr, _ elements: [Argument], value: Expr) -> Ty {
        var types: [(label: String?, type: Ty)] = []
        var failed = false
        for element in elements {
            let t = element.value
            let saved = assignmentTarget
            assignmentTarget = t
            keepOptional(t)
            let before = diagnostics.count
            let tt = check(t)
            assignmentTarget = saved
            if diagnostics.count > before {
                failed = true
            } else if !mayInitialise(t) && !isDynamicValue(t) {
                requireMutable(t, for: .assignment(), at: t.range)
            }
            types.append((element.label, tt))
        }
        let tupleType = Ty.tuple(types)
        record(target, tupleType)
        if failed {
            if isContextual(value) { _ = trial { check(value) } } else { check(value) }
            return .void
        }
        check(value, against: tupleType, .assignment)
        for element in elements { noteAssignment(to: element.value) }
        return .void
    }

    /// Reports an error if `e` cannot be changed in place.
    func requireMutable(_ e: Expr, for use: MutationUse, at site: SourceRange? = nil) {
        guard let problem = immutability(of: e) else { return }
        let isDirect: Bool
        if case .identifier = e.kind { isDirect = true } else { isDirect = false }
        // An implicit `self` has no text of its own: point at the member instead.
        let range = e.range.start == e.range.end ? (site ?? e.range) : e.range
        if case let .mutatingGetter(name, isLazy) = use {
            reportMutatingGetter(problem, property: name, isLazy: isLazy, at: site ?? range)
            return
        }
        // A mutating getter on the way already said the value cannot change.
        if let last = diagnostics.last, last.message.hasPrefix("cannot use mutating getter"),
           last.range.start >= e.range.start, last.range.end <= e.range.end { return }
        switch (problem, use) {
        case let (.letConstant(name), .assignment):
            if isDirect {
                error("cannot assign to `\(name)`: it is a `let` constant", at: range, helps: ["declare it with `var`"])
            } else if case .subscriptAccess = e.kind {
                // `xs[0] = 1`, `s.items[0] = 1`: Swift's wording.
                error("cannot assign through subscript: `\(name)` is a `let` constant", at: range, helps: ["declare it with `var`"])
            } else {
                error("cannot assign to property: `\(name)` is a `let` constant", at: range, helps: ["declare it with `var`"])
            }
        case let (.letConstant(name), .mutatingCall("subscript")):
            // The setter of a subscript an extension declares (`xs[wrapped: 4] = 9`).
            error("cannot assign through subscript: `\(name)` is a `let` constant", at: range, helps: ["declare it with `var`"])
        case let (.letConstant(name), .mutatingCall(member)):
            error("cannot use mutating member `\(member)` on immutable value: `\(name)` is a `let` constant", at: range,
                  helps: ["declare it with `var`"])
        case let (.letConstant(name), .inoutArgument):
            error("cannot pass immutable value as inout argument: `\(name)` is a `let` constant", at: range,
                  helps: ["declare it with `var`"])
        case let (.parameter(name), _):
            error("cannot change `\(name)`: function parameters are constants", at: range,
                  helps: ["copy it into a local variable first: `var \(name) = \(name)`"])
        case let (.capture(name), .assignment(compound)):
            error(compound ? "left side of mutating operator isn't mutable: `\(name)` is an immutable capture"
                           : "cannot assign to value: `\(name)` is an immutable capture", at: range,
                  helps: ["leave `\(name)` out of the capture list to change the variable itself"])
        case (.capture(let name), .mutatingCall(let member)):
            error("cannot use mutating member `\(member)` on immutable value: `\(name)` is an immutable capture", at: range,
                  helps: ["leave `\(name)` out of the capture list to change the variable itself"])
        case let (.capture(name), .inoutArgument):
            error("cannot pass immutable value as inout argument: `\(name)` is an immutable capture", at: range,
                  helps: ["leave `\(name)` out of the capture list to change the variable itself"])
        case (.immutableSelf, .mutatingCall(let member)):
            error("cannot use mutating member `\(member)` on immutable value: `self` is immutable", at: range,
                  helps: ["mark the method `mutating`"])
        case (.immutableSelf, _):
            error("cannot assign to property: `self` is immutable", at: range, helps: ["mark the method `mutating`"])
        case let (.getOnly(name), _):
            error("cannot assign to property: `\(name)` is a get-only property", at: range,
                  helps: ["give it a `set { … }` to make it assignable"])
        case let (.getOnlyVariable(name), _):
            error("cannot assign to value: `\(name)` is a get-only computed variable", at: range,
                  helps: ["give it a `set { … }` to make it assignable"])
        case let (.letProperty(name), _):
            error("cannot assign to property: `\(name)` is a `let` constant", at: range,
                  helps: ["declare the property with `var`"])
        case (.dictionaryPosition, _):
            error("cannot assign through subscript: a dictionary's subscript by index is get-only", at: range,
                  helps: ["assign by key instead: `dict[key] = value`"])
        case (.readOnlyKeyPath, _):
            error("cannot assign through subscript: the key path is read-only", at: range,
                  helps: ["only a `WritableKeyPath` (`var` properties, or ones with a setter, and no `?` links) can write"])
        case (.notAssignable, .assignment):
            error("cannot assign to this expression", at: range)
        case let (.notAssignable, .mutatingCall(member)):
            error("cannot use mutating member `\(member)` on an immutable value", at: range,
                  helps: ["store the value in a `var` first"])
        case (.notAssignable, .inoutArgument):
            error("cannot pass an immutable value as inout argument", at: range)
        case (_, .mutatingGetter):
            break
        }
    }

    func immutability(of e: Expr) -> Immutability? {
        switch e.kind {
        case let .identifier(name):
            switch lookup(name) {
            case let .local(v):
                if v.isMutable { return nil }
                switch v.origin {
                case .parameter: return .parameter(name)
                case .capture: return .capture(name)
                case .selfValue: return .immutableSelf
                default: return .letConstant(name)
                }
            case let .global(_, isVar): return isVar ? nil : .letConstant(name)
            default: return .notAssignable
            }
        case let .member(base, name, _):
            if let decl = e.chosen as? VarDecl { return decl.isVar ? nil : .letConstant(name) }
            if let a = e.chosen as? PropertyAccessors, let settable = a.requirementIsSettable {
                // A protocol's requirement, through `self` in a protocol extension, a `T: P` or a
                // value of the protocol type: `{ get set }` changes as the value holding it may.
                if !settable { return .getOnly(name) }
                return a.requirementIsClassBound ? nil : immutability(of: base)
            }
            if let a = e.chosen as? PropertyAccessors, a.isComputed {
                if a.setter == nil, case .identifier(let b) = base.kind, b.hasPrefix(Checker.observedStoragePrefix) {
                    return .getOnlyVariable(String(b.dropFirst(Checker.observedStoragePrefix.count)))
                }
                if a.setter == nil { return .getOnly(name) }
                if let (info, _) = nominal(of: typeOfRecorded(base)), info.isClass { return nil }
                // `nonmutating set`: setting it leaves the value holding it as it is.
                if a.setter?.isMutating == false, a.setter?.isStatic == false { return nil }
                return immutability(of: base)
            }
            guard e.memberIndex != nil else { return .notAssignable }
            if let info = storageOwner(typeOfRecorded(base)), let i = info.fieldIndex(name) {
                if !info.fields[i].isVar {
                    // An initializer sets its own `let` properties.
                    if isSelfInInitializer(base), !info.fields[i].hasDefault { return nil }
                    return .letProperty(name)
                }
                // A class instance is a reference: its `var` properties change wherever it is held.
                if info.isClass { return nil }
            }
            return immutability(of: base)
        case let .subscriptAccess(base, arguments):
            if arguments.count == 1, arguments[0].label == "keyPath",
               let parts = keyPathParts(typeOfRecorded(arguments[0].value)), !parts.writable {
                return .readOnlyKeyPath
            }
            if arguments.count == 1, case .con("Dictionary.Index", _) = resolve(typeOfRecorded(arguments[0].value)) {
                return .dictionaryPosition
            }
            return immutability(of: base)
        case let .paren(x), let .forceUnwrap(x), let .bindOptional(x), let .optionalChain(x):
            return immutability(of: x)
        case .error: return nil
        default: return .notAssignable
        }
    }

    /// `self` (written or implied) inside an `init`.
    private func isSelfInInitializer(_ e: Expr) -> Bool {
        guard case .identifier("self") = e.kind else { return false }
        return scopes.reversed().lazy.compactMap(\.selfContext).first?.isInit == true
    }

    /// The type most recently recorded for a node checked earlier.
    /// `counts[word] += 1` on a dictionary: its subscript gives an optional, as the key may be
    /// missing; `counts[word, default: 0] += 1` starts a missing key at 0.
    private func optionalCompoundHelp(_ target: Expr, _ tt: Ty, _ vt: Ty, _ op: String) -> [String] {
        guard case let .con("Optional", args) = resolve(tt), args.count == 1, solver.describe(args[0]) == solver.describe(vt)
        else { return [] }
        var bare = target
        while case let .paren(x) = bare.kind { bare = x }
        if case let .subscriptAccess(base, arguments) = bare.kind, arguments.count == 1, arguments[0].label == nil,
           case .con("Dictionary", _) = resolve(typeOfRecorded(base)) {
            return ["a dictionary's `d[key]` is an optional, as the key may be missing: `d[key, default: …] \(op) …` "
                + "starts a missing key at the default"]
        }
        return ["a value of type \(describe(tt)) may be `nil`: unwrap it first with `if let`, `??` or `!`"]
    }

    func typeOfRecorded(_ e: Expr) -> Ty {
        for (x, t) in exprTypes.reversed() where x === e { return t }
        return fresh()
    }

    /// `self.name = name` in an `init`, for `@Trimmed var name: String` not yet set: as in
    /// Swift, it makes the wrapper, `self._name = Trimmed(wrappedValue: name)` (once it is
    /// set, an assignment goes through the wrapper's `wrappedValue`).
    private func wrapperInitialisation(_ target: Expr, _ value: Expr) -> (Expr, Expr)? {
        guard case let .member(base, name, nameRange) = target.kind, case .identifier("self") = base.kind,
              let i = initScopeIndex(), let decl = scopes[i].selfContext?.info.structDecl,
              let storage = decl.properties.first(where: { $0.simpleName == "_" + name }),
              let wrapper = storage.wrapper,
              let (_, _, state) = definiteSelfField("_" + name), state.maybeUnassigned else { return nil }
        let made = Expr(.call(Expr(.identifier(wrapper.typeName), value.range),
                              arguments: [Argument(label: "wrappedValue", value: value)] + (wrapper.arguments ?? []),
                              trailingStart: nil), value.range)
        let place = Expr(.member(base, name: "_" + name, nameRange: nameRange), target.range)
        return (place, made)
    }
}
