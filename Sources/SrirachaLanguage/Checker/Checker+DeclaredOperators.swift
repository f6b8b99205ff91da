/// Operators declared in Sriracha: global `func <> <A>(…)` and `static func +` members of
/// types (found whichever operand has the type, as in Swift). They are tried before the
/// built-in meaning of an operator and shadow it where they fit; operands are checked once.
extension Checker {
    static let builtinBinary: Set<String> = [
        "+", "-", "*", "/", "%", "<", "<=", ">", ">=", "==", "!=", "&&", "||", "??", "...", "..<",
        "|>", ">>>", "<<<", "<>", "->>", "&", "|", "^", "<<", ">>", "&+", "&-", "&*",
    ]

    /// Every declared function an operator may mean: globals (and locals) by that name, and
    /// static members of every type in scope.
    func operatorSources(_ op: String, arity: Int) -> [CalleeSource] {
        cachedOperatorSources(op, arity: arity) ?? uncachedOperatorSources(op, arity: arity).map(\.0)
    }

    /// `operatorSources`, each with the type whose static method it is.
    func uncachedOperatorSources(_ op: String, arity: Int) -> [(CalleeSource, NominalInfo?)] {
        var sources: [(CalleeSource, NominalInfo?)] = []
        if case let .functions(fs, _) = lookup(op) {
            for f in fs where (f.decl.clauses.first?.count ?? 0) == arity { sources.append((.function(f, fixed: [:]), nil)) }
        }
        var seen = Set<ObjectIdentifier>()
        var infos: [NominalInfo] = []
        for scope in scopes { for case .nominal(let info) in scope.types.values { infos.append(info) } }
        infos += env.typesWithMethod(named: op)
        // `extension Int { static func ** … }`: operators declared in extensions of built-in types.
        infos += env.builtinExtensions.values.filter { $0.methods[op] != nil }.sorted { $0.name < $1.name }
        for info in infos where seen.insert(ObjectIdentifier(info)).inserted {
            for m in info.methods[op] ?? [] where m.decl.isStatic && (m.decl.clauses.first?.count ?? 0) == arity {
                sources.append((.function(m, fixed: ownerGenerics(info, m)), info))
            }
        }
        return sources
    }

    /// `a op b` where declared functions named `op` exist. Nil when none applies and the
    /// built-in operator should check it (the operands' types are then already known).
    func checkDeclaredBinary(_ e: Expr, _ op: String, _ l: Expr, _ r: Expr, opRange: SourceRange,
                             expected: Ty?, sources: OperatorSources) -> Ty? {
        let lc = operandNeedsContext(l)
        let lt: Ty? = lc ? nil : checkOperand(l)
        let rc = operandNeedsContext(r)
        let rt: Ty? = rc ? nil : checkOperand(r)
        // What the built-in check will see: these operands, already checked.
        if let lt { preChecked[ObjectIdentifier(l)] = lt }
        if let rt { preChecked[ObjectIdentifier(r)] = rt }
        let isBuiltin = Self.builtinBinary.contains(op)
        if let clash = standardOperatorClash(op, sources, operands: [lt, rt]) {
            reportStandardOperatorClash(op, clash, at: opRange)
            return fresh()
        }
        // Operands of unknown type (`{ $0 + $1 }`) are left to the built-in operator.
        let solvedOperand = lt.map { !isUnsolved($0) } == true || rt.map { !isUnsolved($0) } == true
        if isBuiltin && !(lc && rc) && !solvedOperand
            && !literalsNeedDeclared(op, [lt, rt]) { return nil }
        var fitting: [CalleeInstance] = []
        let resolvedOperands = [lt.map(resolve), rt.map(resolve)]
        for (i, s) in sources.enumerated() {
            // A declaration whose parameter is plainly another type cannot fit: skipped without
            // instantiating it (`Mod`'s `+` for `x + 1` on `Int`s).
            if Self.cannotTake(s, resolvedOperands) { continue }
            guard let inst = instantiate(source(sources, at: i)), inst.params.count == 2 else { continue }
            let fits = succeeds {
                if let lt, !solver.unify(lt, inst.params[0]) { return false }
                if let rt, !solver.unify(rt, inst.params[1]) { return false }
                if lc && rc, let expected, !solver.unify(inst.result, expected) { return false }
                return true
            }
            if fits { fitting.append(inst) }
        }
        // When both sides need context, only a declared operator can give it: one candidate is
        // taken without a trial, so that long chains (`Mod { … } + Mod { … } + …`) stay linear.
        if lc || rc, fitting.count > 1 || (isBuiltin && !(lc && rc)) {
            // A contextual operand (`.centered`, a closure) decides by checking against each.
            let typed = fitting
            // A trial leaves its choice on the node: put it back, or a candidate that failed the
            // trial would still run (`"ab" |> { $0 + "!" }` must not run the `Mod` operator).
            let chosen = e.chosen
            fitting = fitting.filter { inst in trial { apply(inst) } }
            e.chosen = chosen
            // An implicit member only a declared operator could take (`Button() |> .centered`):
            // its own error says what is wrong.
            if fitting.isEmpty, let only = typed.first, isImplicitMember(lc ? l : r) || isContextualCall(lc ? l : r) {
                preChecked[ObjectIdentifier(l)] = nil
                preChecked[ObjectIdentifier(r)] = nil
                apply(only)
                return only.result
            }
        }
        guard !fitting.isEmpty else {
            if isBuiltin { return nil }
            let shown = [lt, rt].map { $0.map(describe) ?? "_" }
            error("no `\(op)` operator takes operands of type \(shown[0]) and \(shown[1])", at: l.range.union(r.range),
                  helps: [candidateList(sources.indices.compactMap { instantiate(source(sources, at: $0)) })])
            return fresh()
        }
        // As in Swift, integer literals prefer to stay `Int` (`2 ** 10` with `Int` and `Double` overloads).
        if fitting.count > 1 {
            func penalty(_ inst: CalleeInstance) -> Int {
                zip([lt, rt], inst.params).filter { known, p in
                    guard let known, case let .variable(v) = resolve(known), solver.restriction(of: v) != nil else { return false }
                    if case .con("Double", []) = resolve(p) { return true }
                    return false
                }.count
            }
            let least = fitting.map(penalty).min() ?? 0
            fitting = fitting.filter { penalty($0) == least }
        }
        var pick = fitting[0]
        if fitting.count > 1 {
            guard let best = mostSpecific(fitting) else {
                reportAmbiguous(op, fitting, at: opRange)
                return fresh()
            }
            pick = fitting[best]
        }
        preChecked[ObjectIdentifier(l)] = nil
        preChecked[ObjectIdentifier(r)] = nil
        apply(pick)
        return pick.result

        func apply(_ inst: CalleeInstance) {
            // A contextual operand learns from the expected result first (`set(\.text, "Hi") +
            // .centered` where a `Mod<Label>` is expected: the key path's root).
            if let expected, lc || rc, succeeds({ solver.unify(inst.result, expected) }) { solver.unify(inst.result, expected) }
            if let lt { if !coerce(l, lt, to: inst.params[0]) { reportMismatch(l, lt, inst.params[0], .argument) } } else {
                check(l, against: inst.params[0], .argument)
            }
            if let rt { if !coerce(r, rt, to: inst.params[1]) { reportMismatch(r, rt, inst.params[1], .argument) } } else {
                check(r, against: inst.params[1], .argument)
            }
            e.chosen = inst.chosen
        }
    }

    /// Whether a declared operator plainly cannot take operands of these (resolved) types: a
    /// parameter declared as one named type (`Mod<T>`) never unifies with another named type, a
    /// function or a tuple. Unknown operands and generic parameters are never ruled out.
    static func cannotTake(_ source: CalleeSource, _ operands: [Ty?]) -> Bool {
        guard case let .function(entry, _) = source, case let .fn(params, _, _) = entry.scheme.type,
              params.count == operands.count else { return false }
        for (operand, param) in zip(operands, params) {
            guard let operand, case let .con(declared, _) = param, declared != "Never" else { continue }
            switch operand {
            case .variable, .param: continue
            case let .con(name, _): if name != declared && name != "Never" { return true }
            case .fn, .tuple: return true
            }
        }
        return false
    }

    /// `needsContext` for an operand checked right after: a name is looked up once, and its
    /// meaning kept for `checkOperand` (`v + 1` looked `v` up twice, a tenth of checking it).
    private func operandNeedsContext(_ e: Expr) -> Bool {
        guard case let .identifier(name) = e.kind else { return needsContext(e) }
        let meaning = lookup(name)
        // As `isContextual` says of a name: an overloaded function's.
        if case let .functions(fs, natives) = meaning, fs.count + natives.count > 1 { return true }
        operandMeaning = (ObjectIdentifier(e), name, meaning)
        return false
    }

    /// `check(e)`, for an operand `operandNeedsContext` has just looked at; what it kept is
    /// used by that check or dropped.
    private func checkOperand(_ e: Expr) -> Ty {
        let t = check(e)
        operandMeaning = nil
        return t
    }

    /// An operand whose type only the operator can tell: an implicit member, a closure, a
    /// generic type made from a closure, or an operation on such operands.
    func needsContext(_ e: Expr) -> Bool {
        if isContextual(e) || isGenericConstruction(e) { return true }
        switch e.kind {
        case let .paren(x): return needsContext(x)
        // `{ $0.split(…) } >>> f`: the first function's input comes from the context.
        case let .binary(">>>", l, _, _): return needsContext(l)
        case let .binary("<<<", _, r, _): return needsContext(r)
        case let .binary(_, l, r, _): return needsContext(l) && needsContext(r)
        // `f >>> String.init`: which initializer is meant depends on the type the operator gives it.
        case .member(_, "init", _): return true
        // `… >>> map { $0.count }`: a generic function given a closure, whose parameter type
        // only the operator's other side can tell.
        case let .call(callee, arguments, _):
            guard case let .identifier(name) = callee.kind,
                  arguments.contains(where: { if case .closure = $0.value.kind { return true }; return false }),
                  case let .functions(fs, natives) = lookup(name), !(fs.isEmpty && natives.isEmpty) else { return false }
            return fs.allSatisfy { !$0.scheme.params.isEmpty }
        default: return false
        }
    }

    /// `Mod { $0.size = 30 }`: a generic type made from a closure, whose type argument only the
    /// operator's other side can tell.
    func isGenericConstruction(_ e: Expr) -> Bool {
        guard case let .call(callee, arguments, _) = e.kind, case let .identifier(name) = callee.kind,
              arguments.contains(where: { if case .closure = $0.value.kind { return true }; return false }),
              !isValueName(name), let info = nominal(named: name) else { return false }
        return !info.generics.isEmpty
    }

    /// `-x`, `!x`, `√x`: a declared prefix operator, if one fits.
    func checkDeclaredPrefix(_ e: Expr, _ op: String, _ x: Expr, expected: Ty?) -> Ty? {
        let sources = operatorSources(op, arity: 1).filter {
            if case let .function(entry, _) = $0 { return !entry.decl.isPostfix }
            return true
        }
        if sources.isEmpty { return nil }
        let xt = check(x)
        preChecked[ObjectIdentifier(x)] = xt
        // A declaration for a program's own type (`prefix func ~ (x: BitSet)`) leaves the
        // built-in meaning for numbers and `Bool`s.
        let builtin = ["-", "!", "~", "+"].contains(op)
        if builtin && isUnsolved(xt) { return nil }
        let fitting = sources.compactMap(instantiate).filter { inst in
            inst.params.count == 1 && succeeds { solver.unify(xt, inst.params[0]) }
        }
        if fitting.isEmpty, let t = checkInoutUnary(e, op, x, sources, xt) { return t }
        guard let inst = fitting.first else { return builtin ? nil : reportNoPrefix(op, xt, at: e.range) }
        preChecked[ObjectIdentifier(x)] = nil
        solver.unify(xt, inst.params[0])
        e.chosen = inst.chosen
        return inst.result
    }

    /// `x++`: a declared postfix operator; the parser makes these only for declared ones.
    func checkDeclaredPostfix(_ e: Expr, _ op: String, _ x: Expr) -> Ty {
        e.chosen = nil
        let sources = operatorSources(op, arity: 1).filter {
            if case let .function(entry, _) = $0 { return entry.decl.isPostfix }
            return false
        }
        let xt = check(x)
        let fitting = sources.compactMap(instantiate).filter { inst in
            inst.params.count == 1 && succeeds { solver.unify(xt, inst.params[0]) }
        }
        if fitting.isEmpty, let t = checkInoutUnary(e, op, x, sources, xt) { return t }
        guard let inst = fitting.first else {
            if isErrorNode(x) { return fresh() }
            if sources.isEmpty {
                error("postfix operator `\(op)` is declared but no `postfix func \(op)` implements it", at: e.range,
                      helps: ["declare it, e.g. `postfix func \(op)(x: Int) -> Int { … }`"])
            } else {
                error("no postfix operator `\(op)` takes an operand of type \(describe(xt))", at: e.range)
            }
            return fresh()
        }
        solver.unify(xt, inst.params[0])
        e.chosen = inst.chosen
        return inst.result
    }

    private func reportNoPrefix(_ op: String, _ t: Ty, at range: SourceRange) -> Ty {
        error("no prefix operator `\(op)` takes an operand of type \(describe(t))", at: range)
        return fresh()
    }
}
