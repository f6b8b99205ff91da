/// `for x in s` where `s` is a type of the program that is a sequence: it has `makeIterator()`,
/// or is its own iterator with a `mutating func next() -> Element?`. The loop becomes what
/// Swift runs for it:
///
///     do { var iterator = s.makeIterator(); while case let x? = iterator.next() { … } }
extension Checker {
    /// Rewrites the loop `s` in place and checks it; false (nothing done) when the sequence is
    /// not such a type.
    func checkCustomSequenceLoop(_ s: Stmt, _ pattern: Pattern, _ sequence: Expr, _ whereClause: Expr?,
                                 _ body: [Stmt]) -> Bool {
        guard !s.isCaseLoop else { return false }
        var st: Ty = .void
        _ = trial { st = defaultingLiteral(check(sequence)) }
        guard case let .con(name, _) = resolve(st), nominal(named: name) != nil else { return false }
        var makesIterator = "makeIterator"
        if case .methods = lookupMember(st, "makeAsyncIterator", forCall: true) {
            // An `AsyncSequence`: its `next()` is awaited, as `for await` says.
            guard s.awaitsElements else {
                error("`\(solver.describe(st))` is an `AsyncSequence`: loop over it with `for await`", at: sequence.range,
                      helps: ["write `for await x in …` (`for try await` when its `next()` throws)"])
                return true
            }
            makesIterator = "makeAsyncIterator"
        } else if case .methods = lookupMember(st, "makeIterator", forCall: true) {
        } else if case .methods = lookupMember(st, "next", forCall: true) {
            makesIterator = ""
        } else {
            return false
        }
        let r = sequence.range
        // A name no program can write, so it never meets one of the program's.
        let iterator = "iterator of the loop at \(r.start)"
        func call(_ base: Expr, _ method: String) -> Expr {
            Expr(.call(Expr(.member(base, name: method, nameRange: r), r), arguments: [], trailingStart: nil), r)
        }
        let initial = makesIterator.isEmpty ? sequence : call(sequence, makesIterator)
        let declaration = Stmt(.variable(VarDecl(isVar: true, pattern: Pattern(.binding(name: iterator, isVar: true), r),
                                                 typeAnnotation: nil, initializer: initial)), r)
        var loopBody = body
        if let w = whereClause {
            // `where` skips an element: `continue` asks the iterator for the next one.
            let skip = Stmt(.ifStmt(conditions: [.expression(Expr(.prefix(op: "!", Expr(.paren(w), w.range)), w.range))],
                                    then: [Stmt(.continueStmt(label: nil), w.range)], elseBody: nil), w.range)
            loopBody = [skip] + body
        }
        var next = call(Expr(.identifier(iterator), r), "next")
        if let t = s.triesElements { next = Expr(.tryExpr(.plain, next), SourceRange(t.start, r.end)) }
        if s.awaitsElements {
            next = Expr(.paren(next), r)
            next.isAwait = true
        }
        let loop = Stmt(.whileStmt(conditions: [.casePattern(Pattern(.optional(pattern), pattern.range), next)],
                                   body: loopBody), s.range)
        s.kind = .block([declaration, loop])
        checkStatement(Stmt(s.kind, s.range))
        // `break outer` and `continue outer` name the loop, which is now the `while`.
        loop.label = s.label
        s.label = nil
        return true
    }
}
