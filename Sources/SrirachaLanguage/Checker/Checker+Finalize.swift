/// The end of a statement: undecided literals take their defaults, what cannot be inferred is
/// reported, and the solved types are written onto the tree and into the environment.
extension Checker {
    func finalize() {
        for (_, t) in intLiterals { solver.applyDefaults(t) }
        for (_, t) in exprTypes { solver.applyDefaults(t) }
        checkOpaqueRequirements()
        reportAmbiguities()
        if diagnostics.isEmpty { reportUninferredBindings() }
        reportEquatableChecks()
        reportConformanceChecks()
        finalizeReifiedSites()
        for (e, t) in intLiterals {
            if case .con("Double", []) = resolve(t), case let .intLiteral(v) = e.kind { e.kind = .doubleLiteral(Double(v)) }
            if case .con(let name, []) = resolve(t), name != "Int" && name != "Double",
               name == "Float" || IntKind(name: name) != nil {
                finalizeSizedLiteral(e, name)
            }
        }
        for (e, kind) in numberConstants { e.kind = kind }
        numberConstants = []
        let rename = parameterNames()
        for (e, t) in exprTypes { e.type = solver.export(t, rename: rename) }
        for (p, t) in patternTypes { p.type = solver.export(t, rename: rename) }
        for (p, t) in parameterTypes { p.resolvedType = solver.export(t, rename: rename) }
        for (f, s) in funcSchemes { f.resolvedType = solver.exportScheme(s).type }
        if diagnostics.isEmpty { rewriteDestructuringClosures(rename: rename) }
        closeEnvironment()
    }

    private func reportAmbiguities() {
        // What an unknown name left open is a consequence of it, already reported.
        if reportedUnknownName && !diagnostics.isEmpty { return }
        var reported = Set<Int>()
        for a in ambiguities {
            var vars: [Int] = []
            solver.freeVariables(a.type, into: &vars)
            // A `let` of a closure is generalised: what the literal left open became a generic
            // parameter (`let e = { [] }` is not `<A>() -> [A]`; Swift asks for the type too).
            var names: [String] = []
            solver.zonk(a.type).parameterNames(into: &names)
            let generalised = names.contains { $0.hasPrefix("$g") }
            guard !vars.isEmpty || generalised, reported.insert(a.range.start).inserted else { continue }
            let keyword = a.isVar ? "var" : "let"
            let name = a.bindingName ?? (a.kind == .nilLiteral ? "nothing" : "empty")
            switch a.kind {
            case .emptyArray:
                error("empty collection literal needs a type annotation, e.g. `\(keyword) \(name): [Int] = []`",
                      at: a.range, helps: ["say what the array holds: `[Int]`, `[String]`, …"])
            case .emptyDictionary:
                error("empty collection literal needs a type annotation, e.g. `\(keyword) \(name): [String: Int] = [:]`",
                      at: a.range, helps: ["say what the dictionary maps: `[String: Int]`, …"])
            case .nilLiteral:
                error("`nil` needs a type annotation, e.g. `\(keyword) \(name): Int? = nil`", at: a.range,
                      helps: ["say which optional type it is: `Int?`, `String?`, …"])
            }
        }
    }

    /// Top-level `let`/`var` bindings whose type still has unknowns (`let x = Optional.none`).
    private func reportUninferredBindings() {
        for b in bindings {
            // `let r = Result { throw E.x }`: what a closure that never returns leaves open is `Void`.
            solver.applyDefaults(b.scheme.type)
            var vars: [Int] = []
            solver.freeVariables(b.scheme.type, into: &vars)
            if vars.isEmpty { continue }
            // The example fills what is unknown with `Int`: `var f: (Int) -> Int = …`.
            let shape = substitutingVariables(b.scheme.type, with: .int)
            let keyword = bindingRanges[b.name]?.isVar == true ? "var" : "let"
            error("cannot infer the type of `\(b.name)`", at: bindingRanges[b.name]?.range ?? .none,
                  helps: ["add a type annotation, e.g. `\(keyword) \(b.name): \(solver.describe(shape)) = …`"])
        }
    }

    private func substitutingVariables(_ t: Ty, with replacement: Ty) -> Ty {
        switch resolve(t) {
        case .variable: return replacement
        case let .param(n): return .param(n)
        case let .con(n, args): return .con(n, args.map { substitutingVariables($0, with: replacement) })
        case let .fn(ps, r, t): return .fn(ps.map { substitutingVariables($0, with: replacement) },
                                       substitutingVariables(r, with: replacement), throwing: t)
        case let .tuple(es): return .tuple(es.map { ($0.label, substitutingVariables($0.type, with: replacement)) })
        }
    }

    /// Generalised variables on nodes are named `A`, `B`, … per statement.
    private func parameterNames() -> [String: String] {
        var names: [String] = []
        for (_, t) in exprTypes { solver.parameterNames(t, into: &names) }
        if names.isEmpty { return [:] }  // most statements: nothing generic to name
        var rename: [String: String] = [:]
        var next = 0
        let taken = Set(names.filter { !$0.hasPrefix("$") })
        for n in names where n.hasPrefix("$") {
            rename[n] = Solver.letterName(next, avoiding: taken)
            next += 1
        }
        return rename
    }

    /// What this statement put in the environment must not mention its inference variables.
    private func closeEnvironment() {
        // What is already closed (a binding's type is often solved as it is made, earlier
        // overloads of a function always are) is left in place rather than written again.
        for b in bindings {
            switch env.values[b.name] {
            case let .variable(s, isVar)?:
                if let closed = closedIfChanged(s) { env.values[b.name] = .variable(closed, isVar: isVar) }
            case let .functions(fs)?:
                var list = fs
                var changed = false
                for i in list.indices {
                    if let closed = closedIfChanged(list[i].scheme) {
                        list[i] = FuncEntry(decl: list[i].decl, scheme: closed)
                        changed = true
                    }
                }
                if changed { env.values[b.name] = .functions(list) }
            case nil: break
            }
        }
        for i in bindings.indices { if let closed = closedIfChanged(bindings[i].scheme) { bindings[i].scheme = closed } }
        for info in declaredNominals {
            for i in info.fields.indices { info.fields[i].type = closeType(info.fields[i].type) }
            for i in info.cases.indices {
                info.cases[i].payload = info.cases[i].payload?.map { ($0.label, closeType($0.type)) }
            }
            for (name, list) in info.methods {
                info.methods[name] = list.map { FuncEntry(decl: $0.decl, scheme: close($0.scheme)) }
            }
            for (name, p) in info.staticProperties {
                info.staticProperties[name] = .init(decl: p.decl, type: closeType(p.type),
                                                    constraint: p.constraint.mapValues { closeType($0) })
            }
            for (name, c) in info.computed {
                info.computed[name] = .init(decl: c.decl, accessors: c.accessors, type: closeType(c.type),
                                            constraint: c.constraint.mapValues { closeType($0) })
            }
            for (key, c) in info.methodConstraints { info.methodConstraints[key] = c.mapValues { closeType($0) } }
        }
        // Only this statement's aliases can mention its variables: committed ones are closed.
        for name in env.types.changedKeys.isEmpty ? [] : Array(env.types.changedKeys) {
            if case let .alias(g, target)? = env.types[name] { env.types[name] = .alias(generics: g, target: closeType(target)) }
        }
    }

    private func close(_ s: Scheme) -> Scheme { closedIfChanged(s) ?? s }

    /// `close(s)`, or nil when that is `s` itself: nothing in its type is an inference
    /// variable, solved or not.
    private func closedIfChanged(_ s: Scheme) -> Scheme? {
        var extra: [String] = []
        var vars: [Int] = []
        solver.freeVariables(s.type, into: &vars)
        let t: Ty
        if vars.isEmpty {
            guard let zonked = solver.zonkedIfChanged(s.type) else { return nil }
            t = zonked
        } else {
            t = closeType(s.type, generalised: &extra)
        }
        var closed = Scheme(t, params: s.params + extra)
        closed.requirements = s.requirements
        return closed
    }

    private func closeType(_ t: Ty) -> Ty {
        var ignored: [String] = []
        return closeType(t, generalised: &ignored)
    }

    /// Solved variables substituted; any left (only after an error) become parameters.
    private func closeType(_ t: Ty, generalised: inout [String]) -> Ty {
        var vars: [Int] = []
        solver.freeVariables(t, into: &vars)
        for v in vars {
            if let d = solver.restriction(of: v)?.defaultType { solver.assign(v, d); continue }
            let name = solver.nextGeneralisedName()
            solver.assign(v, .param(name))
            generalised.append(name)
        }
        return solver.zonk(t)
    }
}
