/// `switch`: cases with several patterns (whose bindings must agree), `where` guards, and the
/// requirement that every value be handled.
extension Checker {
    /// `checkBody` checks each case's body; by default as statements (a `switch` used as a value
    /// checks them as values).
    func checkSwitch(_ subject: Expr, _ cases: [SwitchCase], at range: SourceRange,
                     checkBody: (([Stmt]) -> Void)? = nil) {
        let st = check(subject)
        context?.switchDepth += 1
        var hasDefault = false
        // Each case starts from the state after the subject; afterwards, the cases that go on meet.
        let before = definiteState()
        var after: DefiniteState?
        var caseBindings: [[PatternBinding]] = []
        let jumped = jumpTarget(isLoop: false) {
            for c in cases {
                restoreDefinite(before)
                scopes.append(Scope())
                if c.isDefault { hasDefault = true }
                var first: [PatternBinding]?
                for p in c.patterns {
                    var bound: [PatternBinding] = []
                    checkPattern(p, st, refutable: true, into: &bound)
                    if let first {
                        agreeBindings(first, bound, at: p.range)
                    } else {
                        first = bound
                    }
                }
                caseBindings.append(first ?? [])
                for b in first ?? [] { declareValue(b.name, Scheme(b.type), origin: b.isVar ? .variable : .constant) }
                if let g = c.guardExpr { check(g, against: .bool, .condition) }
                if let checkBody { checkBody(c.body) } else { checkStatements(c.body) }
                scopes.removeLast()
                if !alwaysExits(c.body, breakExits: false) { after = after.map { $0.joined(definiteState()) } ?? definiteState() }
            }
        }
        if let jumped { after = after.map { $0.joined(jumped) } ?? jumped }
        restoreDefinite(after ?? before)
        context?.switchDepth -= 1
        checkFallthroughs(cases, caseBindings)
        if !hasDefault {
            let rows = cases.filter { $0.guardExpr == nil }.flatMap(\.patterns)
            checkExhaustive(st, rows, at: SourceRange(range.start, min(range.end, range.start + 6)))
        }
    }

    /// `fallthrough` needs a next case; the names that case binds take their values from the
    /// case that falls through, which must bind each of them with the same type (as in Swift).
    private func checkFallthroughs(_ cases: [SwitchCase], _ bindings: [[PatternBinding]]) {
        for (i, c) in cases.enumerated() {
            guard let s = c.body.first(where: { if case .fallthroughStmt = $0.kind { return true }; return false }) else {
                continue
            }
            guard i + 1 < cases.count else {
                error("`fallthrough` from the last case of a `switch`", at: s.range,
                      helps: ["there is no case after it to run"])
                continue
            }
            guard i + 1 < bindings.count, i < bindings.count else { continue }
            for b in bindings[i + 1] {
                guard let mine = bindings[i].first(where: { $0.name == b.name }) else {
                    error("`fallthrough` from a case which doesn't bind `\(b.name)`", at: s.range,
                          helps: ["the next case binds `\(b.name)`: bind it here too, or match with `_` there"])
                    continue
                }
                if !solver.unify(mine.type, b.type) {
                    error("`fallthrough` passes `\(b.name)` of type \(describe(mine.type)) to a case where it has type \(describe(b.type))",
                          at: s.range)
                }
            }
        }
    }

    /// `case .a(let x), .b(let x):` must bind the same names with the same types in each pattern.
    private func agreeBindings(_ first: [PatternBinding], _ other: [PatternBinding], at range: SourceRange) {
        for b in first {
            guard let o = other.first(where: { $0.name == b.name }) else {
                error("`\(b.name)` must be bound in every pattern of the case", at: range)
                continue
            }
            if !solver.unify(b.type, o.type) {
                error("`\(b.name)` has type \(describe(b.type)) in one pattern and \(describe(o.type)) in another", at: o.range)
            }
        }
        for o in other where !first.contains(where: { $0.name == o.name }) {
            error("`\(o.name)` must be bound in every pattern of the case", at: o.range)
        }
    }

    private func checkExhaustive(_ subject: Ty, _ patterns: [Pattern], at range: SourceRange) {
        let space = PatternSpace(checker: self)
        let rows = patterns.map { [space.pattern($0)] }
        let missing = space.missing(rows, [subject])
        guard !missing.isEmpty else { return }
        let shown = missing.prefix(8).map { "`" + space.display($0[0]) + "`" }
        if shown.count == 1, shown[0] == "`_`" {
            error("switch must be exhaustive", at: range, helps: ["add a `default:` case"])
            return
        }
        var help = "add the missing case\(shown.count == 1 ? "" : "s"): " + shown.joined(separator: ", ")
        if missing.count > shown.count { help += ", …" }
        error("switch must be exhaustive", at: range, helps: [help])
    }
}
