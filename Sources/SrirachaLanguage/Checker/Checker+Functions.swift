/// `func` declarations: signatures (known before the body, for recursion and calls that come
/// first), overloads, bodies, and generalisation of what was inferred.
extension Checker {
    /// The declared types; parameters without a type get inference variables.
    func signature(of f: FuncDecl, owner: NominalInfo? = nil) -> FuncSignature {
        if let s = signatures[ObjectIdentifier(f)] { return s }
        solver.enterLevel()
        let sig = withFunctionGenerics(f) { () -> FuncSignature in
            let clauses = f.clauses.map { clause in clause.map { p in p.type.map(resolveType) ?? fresh() } }
            let result: Ty
            if f.name == "init", let owner {
                result = f.isFailable ? .optional(owner.selfType) : owner.selfType
            } else { result = f.returnType.map(resolveType) ?? .void }
            var signature = FuncSignature(clauses: clauses.isEmpty ? [[]] : clauses, result: result)
            signature.throwing = f.isThrowing
            return signature
        }
        solver.exitLevel()
        signatures[ObjectIdentifier(f)] = sig
        return sig
    }

    /// Makes a function visible in the current scope (at the top level: the environment).
    /// A new function replaces one with the same labels and parameter types, and otherwise
    /// overloads the name.
    func declareFunction(_ f: FuncDecl) {
        if !scopes.isEmpty, refusesLocalOperator(f) { return }
        let sig = signature(of: f)
        let entry = FuncEntry(decl: f, scheme: Scheme(sig.type, params: f.genericParameters))
        // Spelled out only when there are functions of the name to compare it with.
        if let scope = scopes.last {
            var list = scope.functions[f.name] ?? []
            if !list.isEmpty {
                let key = overloadKey(f, sig)
                list.removeAll { overloadKey($0.decl, signature(of: $0.decl)) == key }
            }
            list.append(entry)
            scope.functions[f.name] = list
            scope.values[f.name] = nil
        } else {
            var list: [FuncEntry] = []
            if case let .functions(existing)? = env.values[f.name] {
                let key = overloadKey(f, sig)
                list = existing.filter { !sameOverload($0, key) }
            }
            list.append(entry)
            env.values[f.name] = .functions(list)
            bindings.removeAll { $0.name == f.name }
        }
    }

    private func overloadKey(_ f: FuncDecl, _ sig: FuncSignature) -> String {
        f.fullName + (sig.clauses.first ?? []).map { solver.describe($0) }.joined(separator: ",")
    }

    /// Entries from earlier statements have no signature here; compare their exported types.
    private func sameOverload(_ entry: FuncEntry, _ key: String) -> Bool {
        if let sig = signatures[ObjectIdentifier(entry.decl)] { return overloadKey(entry.decl, sig) == key }
        guard case let .fn(ps, _, _) = entry.scheme.type else { return false }
        return entry.decl.fullName + ps.map { solver.describe($0) }.joined(separator: ",") == key
    }

    /// Checks a function's body (and default values), then generalises its type.
    func checkFunction(_ f: FuncDecl, selfContext: SelfContext? = nil) {
        applyResultBuilder(to: f)
        let sig = signature(of: f, owner: selfContext?.info)
        if selfContext == nil, lookupDeclared(f) == nil { declareFunction(f) }
        // A generic function, or a method or computed property of a generic type: it may cast to
        // its parameters, and read their static members (`Wrapped.defaultValue`). (Not an
        // initializer or a setter: they are reached by other paths than a call or a read.)
        let getter = currentAccessors != nil && currentAccessors?.getter === f && !f.isStatic
        // A protocol extension's instance member may be handed `Self`: the static type of the
        // class it is called on (see `protocolSelf`).
        let typeParameters = f.name == "init" || (currentAccessors != nil && !getter) ? []
            : selfContext.map { ctx in
                ctx.info.isProtocol ? (ctx.isStatic ? [] : ["Self"]) : ctx.info.generics.filter { ctx.fixedGenerics[$0] == nil }
            } ?? []
        let reifiable = !f.genericParameters.isEmpty || !typeParameters.isEmpty
        if reifiable {
            if f.reifiedParameters == nil { f.reifiedParameters = [] }
            genericFunctionStack.append(f)
            if !typeParameters.isEmpty { methodTypeParameters[ObjectIdentifier(f)] = typeParameters }
        }
        defer { if reifiable { genericFunctionStack.removeLast() } }
        solver.enterLevel()
        if !f.genericRequirements.isEmpty {
            // Reported once, with the declaration; uses take them from `requirements(of:)`.
            _ = resolveRequirements(f.genericRequirements, params: f.genericParameters)
        }
        withFunctionGenerics(f) {
            let scope = Scope(selfContext: selfContext)
            for (ci, clause) in f.clauses.enumerated() {
                for (pi, p) in clause.enumerated() {
                    let t = ci < sig.clauses.count && pi < sig.clauses[ci].count ? sig.clauses[ci][pi] : fresh()
                    parameterTypes.append((p, t))
                    if let d = p.defaultValue { check(d, against: t, .argument) }
                    if case let .con("inout", inner) = resolve(t), inner.count == 1 {
                        scope.values[p.name] = LocalValue(scheme: Scheme(inner[0]), origin: .inoutParameter)
                    } else if p.name != "_" {
                        scope.values[p.name] = LocalValue(scheme: Scheme(t), origin: .parameter,
                                                          isImplicitlyUnwrapped: p.type?.isImplicitlyUnwrapped == true)
                    }
                }
            }
            if let ctx = selfContext, !ctx.isStatic {
                scope.values["self"] = LocalValue(scheme: Scheme(ctx.selfType), origin: ctx.isMutable ? .mutableSelf : .selfValue)
            } else if let ctx = selfContext, f.receivesClass != nil {
                // A class's type method: `self` is the class it was called on (see `receivesClass`).
                scope.values["self"] = LocalValue(scheme: Scheme(.con("Any.Type", [.con(ctx.info.name, [])])), origin: .constant)
            }
            scopes.append(scope)
            let kind: FunctionContext.Kind = selfContext == nil ? .function(f.name) : .method(f.name)
            let isInit = f.name == "init" && selfContext != nil && !f.isStatic
            let ctx = FunctionContext(kind: kind, returnType: isInit ? .void : sig.result)
            ctx.isFailableInit = f.isFailable && isInit
            ctx.hasMutableSelf = selfContext?.isMutable == true && selfContext?.isStatic == false
                && selfContext?.info.isClass != true
            ctx.canThrow = f.isThrowing
            ctx.canAwait = f.isAsync
            ctx.thrownType = f.thrownType.map(resolveType)
            contexts.append(ctx)
            if let selfContext, selfContext.isInit, selfContext.info.isEnum || selfContext.info.isBuiltin || selfContext.info.isProtocol {
                // An enum's `init` assigns `self` itself (`self = .a`) on every path, and so does
                // one an extension gives a built-in type (`self = 0`, `self.init(…)`) or a
                // protocol (`self.init(…)`).
                scope.definite[Checker.wholeSelfKey] = Definite(isLet: false, depth: contexts.count)
            } else if let selfContext, selfContext.isInit {
                // Stored properties without a default value must be set before `self` is used.
                for field in selfContext.info.fields where !field.hasDefault {
                    scope.definite["self." + field.name] = Definite(isLet: !field.isVar, depth: contexts.count)
                }
                if selfContext.info.isClass, f.isConvenience || selfContext.info.superclass != nil {
                    scope.definite[Checker.delegationKey] = Definite(isLet: false, depth: contexts.count)
                }
            }
            checkBody(f.body, ctx, closingAt: f.range)
            if selfContext?.isInit == true, !alwaysExits(f.body) {
                checkInitComplete(at: SourceRange(max(f.range.start, f.range.end - 1), f.range.end))
            }
            contexts.removeLast()
            scopes.removeLast()
        }
        solver.exitLevel()
        var scheme = solver.generalise(sig.type, declared: f.genericParameters)
        scheme.requirements = requirements(of: f)
        funcSchemes.append((f, scheme))
        updateDeclared(f, scheme, in: selfContext?.info)
    }

    private func lookupDeclared(_ f: FuncDecl) -> FuncEntry? {
        if let scope = scopes.last { return scope.functions[f.name]?.first { $0.decl === f } }
        if case let .functions(list)? = env.values[f.name] { return list.first { $0.decl === f } }
        return nil
    }

    private func updateDeclared(_ f: FuncDecl, _ scheme: Scheme, in owner: NominalInfo?) {
        func update(_ list: [FuncEntry]) -> [FuncEntry] {
            list.map { $0.decl === f ? FuncEntry(decl: f, scheme: scheme) : $0 }
        }
        if let owner {
            if let list = owner.methods[f.name] { owner.methods[f.name] = update(list) }
        } else if let scope = scopes.last {
            if let list = scope.functions[f.name] { scope.functions[f.name] = update(list) }
        } else if case let .functions(list)? = env.values[f.name] {
            env.values[f.name] = .functions(update(list))
            bindings.removeAll { $0.name == f.name }
            bindings.append((f.name, scheme))
        }
    }
}
