/// The rewriting of a body made by a result builder into ordinary statements, as Swift does it:
/// each expression statement becomes a component (through `buildExpression` when the builder
/// has one), declarations stay statements, and the block's components go to `buildBlock`. An
/// `if` becomes `buildOptional` (without `else`) or `buildEither(first:)`/`buildEither(second:)`
/// over a balanced tree of its branches, as does a `switch`; a `for`-`in` collects each pass's
/// block for `buildArray`. The statements are then checked and run as any others.
struct ResultBuilderRewrite {
    /// Which static `build…` methods the builder type offers.
    struct Methods {
        var expression = false
        var optional = false
        var either = false
        var array = false
        var finalResult = false
        /// `buildPartialBlock(first:)` and `buildPartialBlock(accumulated:next:)`: Swift then
        /// folds a block's components with them instead of calling `buildBlock`.
        var partialBlock = false
    }

    /// The name of a type the rewritten code's variables leave to be inferred from what they are
    /// given (the builder's methods may be generic), which no program can write.
    static let inferredTypeName = "(inferred)"

    /// A statement Swift's builder cannot take: the message, where, and a note on the builder. The
    /// statement is left out of the rewritten body, so that it brings no errors of its own.
    struct Problem {
        var message: String
        var range: SourceRange
        var helps: [String]
    }

    let builder: String
    let methods: Methods
    /// Names the rewritten code's variables start with; unique to the body rewritten.
    let prefix: String
    private var counter = 0
    private(set) var problems: [Problem] = []

    init(builder: String, methods: Methods, prefix: String) {
        self.builder = builder
        self.methods = methods
        self.prefix = prefix
    }

    /// The whole body: its statements, then `return` of the built value.
    mutating func body(_ statements: [Stmt], range: SourceRange) -> [Stmt] {
        var (out, value) = block(statements, range: range)
        if methods.finalResult { value = call("buildFinalResult", [value], range) }
        out.append(Stmt(.returnStmt(value), range))
        return out
    }

    /// Whether a body has a `return` of its own (not in a nested function or closure): Swift
    /// then leaves it as written, without the builder.
    static func hasReturn(_ statements: [Stmt]) -> Bool {
        statements.contains { s in
            switch s.kind {
            case .returnStmt: return true
            case let .ifStmt(_, then, elseBody): return hasReturn(then) || hasReturn(elseBody ?? [])
            case let .switchStmt(_, cases): return cases.contains { hasReturn($0.body) }
            case let .forIn(_, _, _, body), let .whileStmt(_, body), let .repeatWhile(body, _), let .block(body),
                 let .guardStmt(_, body):
                return hasReturn(body)
            default: return false
            }
        }
    }

    /// A block's statements rewritten, and the expression of its value (`buildBlock(…)`).
    private mutating func block(_ statements: [Stmt], range: SourceRange) -> ([Stmt], Expr) {
        var out: [Stmt] = []
        var components: [Expr] = []
        for s in statements {
            switch s.kind {
            case .expression(let e):
                let value = methods.expression ? call("buildExpression", [e], e.range) : e
                components.append(bind(value, into: &out, at: e.range))
            case .variable, .function, .structDecl, .enumDecl, .typeAlias, .protocolDecl, .throwStmt, .operatorDecl,
                 .error:
                out.append(s)
            case let .ifStmt(conditions, then, elseBody):
                if let value = ifStatement(s, conditions, then, elseBody, into: &out) { components.append(value) }
            case let .switchStmt(subject, cases):
                if let value = switchStatement(s, subject, cases, into: &out) { components.append(value) }
            case let .forIn(pattern, sequence, whereClause, body):
                guard methods.array else {
                    refuse(s, note: "add `buildArray(_:)` to the result builder `\(builder)` to add support for `for`..`in` loops")
                    continue
                }
                let collected = temporary()
                out.append(variable(collected, TypeSyntax(.array(inferred(s.range)), s.range), initial: Expr(.array([]), s.range),
                                    at: s.range))
                let (inner, value) = block(body, range: s.range)
                let append = Expr(.call(Expr(.member(name(collected, s.range), name: "append", nameRange: s.range), s.range),
                                        arguments: [Argument(label: nil, value: value)], trailingStart: nil), s.range)
                out.append(Stmt(.forIn(pattern: pattern, sequence: sequence, whereClause: whereClause,
                                       body: inner + [Stmt(.expression(append), s.range)]),
                                s.range, label: s.label, isCaseLoop: s.isCaseLoop))
                components.append(bind(call("buildArray", [name(collected, s.range)], s.range), into: &out, at: s.range))
            case let .block(inner):
                // `do { … }`: its own block, a component of the enclosing one.
                let result = temporary()
                out.append(variable(result, TypeSyntax(.optional(inferred(s.range)), s.range), initial: Expr(.nilLiteral, s.range),
                                    at: s.range))
                let (statements, value) = block(inner, range: s.range)
                out.append(Stmt(.block(statements + [assign(result, value, at: s.range)]), s.range, label: s.label))
                components.append(bind(Expr(.forceUnwrap(name(result, s.range)), s.range), into: &out, at: s.range))
            default:
                refuse(s, note: nil)
            }
        }
        if methods.partialBlock, let first = components.first {
            let folded = components.dropFirst().reduce(call("buildPartialBlock", [("first", first)], range)) { sum, next in
                call("buildPartialBlock", [("accumulated", sum), ("next", next)], range)
            }
            return (out, folded)
        }
        return (out, call("buildBlock", components, range))
    }

    /// `if … { } else if … { } else { }`: one branch of a balanced tree of `buildEither` calls per
    /// block, all under `buildOptional` when there is no final `else`.
    private mutating func ifStatement(_ s: Stmt, _ conditions: [Condition], _ then: [Stmt], _ elseBody: [Stmt]?,
                                      into out: inout [Stmt]) -> Expr? {
        var branches: [(conditions: [Condition], body: [Stmt], range: SourceRange)] = [(conditions, then, s.range)]
        var last = elseBody
        while let rest = last, rest.count == 1, case let .ifStmt(c, t, e) = rest[0].kind {
            branches.append((c, t, rest[0].range))
            last = e
        }
        let count = branches.count + (last == nil ? 0 : 1)
        if last == nil && !methods.optional {
            refuse(s, note: "add `buildOptional(_:)` to the result builder `\(builder)` to add support for `if` statements without an `else`")
            return nil
        }
        if count > 1 && !methods.either {
            refuse(s, note: eitherNote)
            return nil
        }
        let result = temporary()
        out.append(variable(result, TypeSyntax(.optional(inferred(s.range)), s.range), initial: Expr(.nilLiteral, s.range),
                            at: s.range))
        let paths = Self.eitherPaths(count)
        var blocks: [[Stmt]] = []
        for (i, body) in (branches.map(\.body) + (last.map { [$0] } ?? [])).enumerated() {
            let (inner, value) = block(body, range: s.range)
            blocks.append(inner + [assign(result, wrap(value, paths[i]), at: s.range)])
        }
        var chain: [Stmt]? = last == nil ? nil : blocks[branches.count]
        for (i, branch) in branches.enumerated().reversed() {
            let statement = Stmt(.ifStmt(conditions: branch.conditions, then: blocks[i], elseBody: chain), branch.range,
                                 label: i == 0 ? s.label : nil)
            chain = [statement]
        }
        out += chain ?? []
        let value = last == nil ? call("buildOptional", [name(result, s.range)], s.range)
                                : Expr(.forceUnwrap(name(result, s.range)), s.range)
        return bind(value, into: &out, at: s.range)
    }

    /// `switch`: each case's block is one branch of the `buildEither` tree.
    private mutating func switchStatement(_ s: Stmt, _ subject: Expr, _ cases: [SwitchCase], into out: inout [Stmt]) -> Expr? {
        guard methods.either || cases.count == 1 else {
            refuse(s, note: eitherNote)
            return nil
        }
        let result = temporary()
        out.append(variable(result, TypeSyntax(.optional(inferred(s.range)), s.range), initial: Expr(.nilLiteral, s.range),
                            at: s.range))
        let paths = Self.eitherPaths(cases.count)
        let rewritten = cases.enumerated().map { i, c in
            let (inner, value) = block(c.body, range: c.range)
            return SwitchCase(patterns: c.patterns, guardExpr: c.guardExpr,
                              body: inner + [assign(result, wrap(value, paths[i]), at: c.range)],
                              isDefault: c.isDefault, range: c.range)
        }
        out.append(Stmt(.switchStmt(subject: subject, cases: rewritten), s.range, label: s.label))
        return bind(Expr(.forceUnwrap(name(result, s.range)), s.range), into: &out, at: s.range)
    }

    private var eitherNote: String {
        "add `buildEither(first:)` and `buildEither(second:)` to the result builder `\(builder)` to add support for `if`-`else` and `switch`"
    }

    /// The path to each of `count` leaves of Swift's tree of `buildEither` calls: `true` for
    /// `first:`, outermost first. The left subtree holds the largest power of two below `count`.
    static func eitherPaths(_ count: Int) -> [[Bool]] {
        guard count > 1 else { return [[]] }
        var left = 1
        while left * 2 < count { left *= 2 }
        return eitherPaths(left).map { [true] + $0 } + eitherPaths(count - left).map { [false] + $0 }
    }

    private func wrap(_ value: Expr, _ path: [Bool]) -> Expr {
        path.reversed().reduce(value) { inner, first in
            Expr(.call(member("buildEither", inner.range), arguments: [Argument(label: first ? "first" : "second", value: inner)],
                       trailingStart: nil), inner.range)
        }
    }

    private mutating func refuse(_ s: Stmt, note: String?) {
        problems.append(Problem(message: "closure containing control flow statement cannot be used with result builder `\(builder)`",
                                range: s.range, helps: note.map { [$0] } ?? []))
    }

    // MARK: - Building syntax

    private mutating func temporary() -> String {
        counter += 1
        return "\(prefix)\(counter)"
    }

    /// `let _vN = value`; the name, read back, stands at the value's place for errors.
    private mutating func bind(_ value: Expr, into out: inout [Stmt], at range: SourceRange) -> Expr {
        let n = temporary()
        let d = VarDecl(isVar: false, pattern: Pattern(.binding(name: n, isVar: false), range), typeAnnotation: nil,
                        initializer: value)
        out.append(Stmt(.variable(d), range))
        return name(n, range)
    }

    private func variable(_ n: String, _ type: TypeSyntax, initial: Expr, at range: SourceRange) -> Stmt {
        let d = VarDecl(isVar: true, pattern: Pattern(.binding(name: n, isVar: true), range), typeAnnotation: type,
                        initializer: initial)
        return Stmt(.variable(d), range)
    }

    private func assign(_ n: String, _ value: Expr, at range: SourceRange) -> Stmt {
        Stmt(.expression(Expr(.assign(op: "=", target: name(n, range), value: value), range)), range)
    }

    private func name(_ n: String, _ range: SourceRange) -> Expr { Expr(.identifier(n), range) }

    private func inferred(_ range: SourceRange) -> TypeSyntax { TypeSyntax(.named(Self.inferredTypeName, []), range) }

    private func member(_ method: String, _ range: SourceRange) -> Expr {
        Expr(.member(Expr(.identifier(builder), range), name: method, nameRange: range), range)
    }

    private func call(_ method: String, _ arguments: [Expr], _ range: SourceRange) -> Expr {
        call(method, arguments.map { (nil, $0) }, range)
    }

    private func call(_ method: String, _ arguments: [(String?, Expr)], _ range: SourceRange) -> Expr {
        Expr(.call(member(method, range), arguments: arguments.map { Argument(label: $0.0, value: $0.1) }, trailingStart: nil),
             range)
    }
}
