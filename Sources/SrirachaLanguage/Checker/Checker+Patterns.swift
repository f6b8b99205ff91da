/// Patterns in `let`, `for`, `if case`, `guard case` and `switch`, with the names they bind.
struct PatternBinding {
    let name: String
    let type: Ty
    let isVar: Bool
    let range: SourceRange
}

extension Pattern {
    /// The names the pattern binds, in order.
    var boundNames: [String] {
        switch kind {
        case let .binding(name, _): return [name]
        case let .typed(p, _), let .optional(p), let .cast(p, _): return p.boundNames
        case let .tuple(es): return es.flatMap(\.pattern.boundNames)
        case let .enumCase(_, _, es): return (es ?? []).flatMap(\.pattern.boundNames)
        case .wildcard, .expression: return []
        }
    }
}

extension Checker {
    /// Checks that `p` can match values of type `t`; collects the names it binds.
    func checkPattern(_ p: Pattern, _ t: Ty, refutable: Bool, into out: inout [PatternBinding]) {
        record(p, t)
        p.chosen = nil
        switch p.kind {
        case .wildcard:
            break
        case let .binding(name, isVar):
            if out.contains(where: { $0.name == name }) {
                error("`\(name)` is bound more than once in the same pattern", at: p.range)
            }
            out.append(PatternBinding(name: name, type: t, isVar: isVar, range: p.range))
        case let .cast(inner, ts):
            // Any value may be tested, as in Swift (which only warns when a cast cannot succeed).
            let resolved = resolveType(ts)
            // `case is Int.Type`: the metatype of `Int` (see `metatypeCastTarget`).
            let target = metatypeCastTarget(ts, resolved) ?? resolved
            if !reifyPatternCast(p, target) { refuseGenericCast(to: target, at: ts.range) }
            checkPattern(inner, target, refutable: refutable, into: &out)
        case let .typed(inner, ts):
            let declared = resolveType(ts)
            if !solver.unify(t, declared) {
                error("pattern of type \(describe(declared)) cannot match values of type \(describe(t))", at: ts.range)
            }
            checkPattern(inner, declared, refutable: refutable, into: &out)
        case let .tuple(elements):
            checkTuplePattern(p, elements, t, refutable: refutable, into: &out)
        case let .optional(inner):
            let wrapped = optionalPayload(t, at: p.range)
            if let info = nominal(named: "Optional"), let i = info.caseIndex("some"), i < info.caseRefs.count {
                p.chosen = info.caseRefs[i]
            }
            checkPattern(inner, wrapped, refutable: refutable, into: &out)
        case let .enumCase(typeName, name, elements):
            if !refutable { error("an enum case pattern cannot be used here: it might not match", at: p.range) }
            if let typeName, elements == nil, !(nominal(named: typeName)?.isEnum ?? false) {
                // `case Int.max:`, `case Limits.top:`: a static value of a type that is not an
                // enum, compared with `==`.
                p.kind = .expression(Checker.memberPath(typeName, name, at: p.range))
                return checkPattern(p, t, refutable: refutable, into: &out)
            }
            if matchesThroughOptional(typeName, name, t) {
                // `case .fast:` on a `Mode?` matches `.some(.fast)`, as in Swift.
                p.kind = .optional(Pattern(.enumCase(type: typeName, name: name, elements: elements), p.range))
                return checkPattern(p, t, refutable: refutable, into: &out)
            }
            checkEnumCasePattern(p, typeName, name, elements, t, into: &out)
        case let .expression(e):
            if !refutable { error("a value pattern cannot be used here: it might not match", at: p.range) }
            checkExpressionPattern(e, t)
        }
    }

    /// `Outer.Inner.name` as the expression it spells.
    static func memberPath(_ typeName: String, _ name: String, at range: SourceRange) -> Expr {
        let segments = typeName.split(separator: ".").map(String.init)
        var e = Expr(.identifier(segments[0]), range)
        for segment in segments.dropFirst() + [name] {
            e = Expr(.member(e, name: segment, nameRange: range), range)
        }
        return e
    }

    /// Whether an enum case pattern names a case of the type an optional subject wraps rather
    /// than one of `Optional`'s own.
    private func matchesThroughOptional(_ typeName: String?, _ name: String, _ t: Ty) -> Bool {
        // Only the implicit form: Swift refuses `case Speed.fast:` on a `Speed?`.
        guard typeName == nil, name != "some", name != "none",
              case let .con("Optional", args) = resolve(t), args.count == 1,
              let (info, _) = nominal(of: resolve(args[0])), info.isEnum else { return false }
        return info.caseIndex(name) != nil
    }

    private func optionalPayload(_ t: Ty, at range: SourceRange) -> Ty {
        switch resolve(t) {
        case let .con("Optional", args) where args.count == 1: return args[0]
        case .variable:
            let w = fresh()
            solver.unify(t, .optional(w))
            return w
        default:
            error("`?` pattern cannot match values of non-optional type \(describe(t))", at: range)
            return fresh()
        }
    }

    private func checkTuplePattern(_ p: Pattern, _ elements: [PatternElement], _ t: Ty, refutable: Bool,
                                   into out: inout [PatternBinding]) {
        var types: [(label: String?, type: Ty)]
        switch resolve(t) {
        case let .tuple(es) where es.count == elements.count:
            types = es
        case .variable where solver.unify(t, .tuple(elements.map { ($0.label, fresh()) })):
            guard case let .tuple(es) = resolve(t) else { return }
            types = es
        default:
            error("tuple pattern of \(elements.count) elements cannot match values of type \(describe(t))", at: p.range)
            types = elements.map { ($0.label, fresh()) }
        }
        for (el, ty) in zip(elements, types) {
            if let l = el.label, let tl = ty.label, l != tl {
                error("tuple pattern element label `\(l)` does not match `\(tl)`", at: el.pattern.range)
            }
            checkPattern(el.pattern, ty.type, refutable: refutable, into: &out)
        }
    }

    private func checkEnumCasePattern(_ p: Pattern, _ typeName: String?, _ name: String, _ elements: [PatternElement]?,
                                      _ t: Ty, into out: inout [PatternBinding]) {
        var subject = resolve(t)
        if let typeName {
            guard let info = nominal(named: typeName), info.isEnum else {
                error("`\(typeName)` is not an enum", at: p.range)
                return bindAll(elements, into: &out)
            }
            let args = info.generics.map { _ in fresh() }
            let written = Ty.con(info.name, args)
            if !solver.unify(subject, written) {
                error("pattern of type \(describe(written)) cannot match values of type \(describe(subject))", at: p.range)
                return bindAll(elements, into: &out)
            }
            subject = resolve(written)
        }
        guard let (info, args) = nominal(of: subject), info.isEnum else {
            if !isUnsolved(subject) {
                error("enum case pattern `.\(name)` cannot match values of the non-enum type \(describe(subject))", at: p.range)
            } else {
                error("cannot infer the enum type of the pattern `.\(name)`", at: p.range)
            }
            return bindAll(elements, into: &out)
        }
        guard let index = info.caseIndex(name), index < info.caseRefs.count else {
            let helps = Suggestions.closest(to: name, among: info.cases.map(\.name)).map { ["did you mean `.\($0)`?"] } ?? []
            error("type `\(info.displayName)` has no case `\(name)`", at: p.range, helps: helps + info.redeclarationHelp)
            return bindAll(elements, into: &out)
        }
        p.chosen = info.caseRefs[index]
        guard let elements else { return }
        let map = info.substitution(for: args)
        guard let payload = info.cases[index].payload?.map({ (label: $0.label, type: $0.type.substituting(map)) }) else {
            error("enum case `\(name)` has no associated values", at: p.range)
            return bindAll(elements, into: &out)
        }
        if elements.count == payload.count {
            for (el, pv) in zip(elements, payload) {
                if let l = el.label, l != pv.label {
                    error("enum case `\(name)` has no associated value labelled `\(l)`", at: el.pattern.range,
                          helps: pv.label.map { ["did you mean `\($0):`?"] } ?? [])
                }
                checkPattern(el.pattern, pv.type, refutable: true, into: &out)
            }
        } else if elements.count == 1, payload.count > 1, isIrrefutable(elements[0].pattern) {
            // `case .pair(let both)`: one name for the whole payload, as a tuple.
            checkPattern(elements[0].pattern, .tuple(payload), refutable: true, into: &out)
        } else {
            error("pattern has \(elements.count) element\(elements.count == 1 ? "" : "s"), but case `\(name)` has "
                  + "\(payload.count) associated value\(payload.count == 1 ? "" : "s")", at: p.range)
            bindAll(elements, into: &out)
        }
    }

    /// After an error, still binds the names a pattern introduces, so later uses do not cascade.
    private func bindAll(_ elements: [PatternElement]?, into out: inout [PatternBinding]) {
        for el in elements ?? [] {
            var inner: [PatternBinding] = []
            _ = trial { checkPattern(el.pattern, fresh(), refutable: true, into: &inner) }
            for b in inner { out.append(PatternBinding(name: b.name, type: fresh(), isVar: b.isVar, range: b.range)) }
        }
    }

    private func checkExpressionPattern(_ e: Expr, _ t: Ty) {
        if let (bound, _, _) = Checker.oneSidedPatternRange(e) {
            // `case 90...:`, `case ..<0:`: compared with the bound, which has the subject's type.
            check(bound, against: t, .plain)
            if !restrict(t, to: .comparable) && typeConforms(t, to: "Comparable", currentConstraints) == false {
                error("a one-sided range needs values that can be ordered, not \(describe(t))", at: e.range)
            }
            // The missing end stands for the subject's type (every node of a checked tree has a type).
            if case let .binary(_, l, r, _) = e.kind { record(bound === l ? r : l, t) }
            record(e, .con("Range", [t]))
            return
        }
        let et = check(e, expected: t)
        // `case 1...9:` matches the values inside a range.
        if case let .con(n, args) = resolve(et), (n == "Range" || n == "ClosedRange"), args.count == 1 {
            if case .con(let s, _) = resolve(t), s == n { } else {
                if !solver.unify(args[0], t) {
                    error("a range of \(describe(args[0])) cannot match values of type \(describe(t))", at: e.range)
                }
                return
            }
        }
        if !coerce(e, et, to: t) {
            error("expression pattern of type \(describe(et)) cannot match values of type \(describe(t))", at: e.range)
            return
        }
        requireEquatable(t, at: e.range, op: "==")
    }

    /// `90...` (`upTo` nil), `..<0` or `...5` written as a `case` pattern: the bound, whether
    /// it is the upper one, and whether that upper bound is included.
    static func oneSidedPatternRange(_ e: Expr) -> (bound: Expr, isUpper: Bool, closed: Bool)? {
        guard case let .binary(op, l, r, _) = e.kind, op == "..." || op == "..<" else { return nil }
        if case .identifier(Parser.openEnd) = r.kind { return (l, false, true) }
        if case .identifier(Parser.openStart) = l.kind { return (r, true, op == "...") }
        return nil
    }

    /// Matches every value of its type.
    func isIrrefutable(_ p: Pattern) -> Bool {
        switch p.kind {
        case .wildcard, .binding: return true
        case let .typed(inner, _): return isIrrefutable(inner)
        case let .tuple(es): return es.allSatisfy { isIrrefutable($0.pattern) }
        default: return false
        }
    }
}
