/// Finds the names that closures and nested functions mention, so that the variables they may
/// capture are put in cells from the start. Over-approximates (any mention in any nested
/// function counts), which only costs a cell.
struct CaptureAnalysis {
    private(set) var names: Set<String> = []
    private var nesting = 0

    /// Names mentioned inside closures and nested functions of a body.
    static func names(in body: [Stmt]) -> Set<String> {
        var a = CaptureAnalysis()
        for s in body { a.visit(s) }
        return a.names
    }

    /// The same for a single expression (a top-level expression statement).
    static func names(in expr: Expr) -> Set<String> {
        var a = CaptureAnalysis()
        a.visit(expr)
        return a.names
    }

    /// Every name a body mentions, nested or not, members (`x.name`) included.
    static func allMentions(in body: [Stmt]) -> Set<String> {
        var a = CaptureAnalysis()
        a.everything = true
        for s in body { a.visit(s) }
        return a.names
    }

    private var everything = false

    private mutating func mention(_ name: String) {
        if nesting > 0 || everything { names.insert(name) }
    }

    mutating func visit(_ s: Stmt) {
        switch s.kind {
        case .expression(let e): visit(e)
        case .variable(let d): visitVar(d)
        case .function(let d): visitFunc(d)
        case .structDecl(let d):
            for p in d.properties { visitVar(p) }
            for p in d.staticProperties { visitVar(p) }
            for m in d.methods + Compiler.accessors(d) { visitFunc(m) }
        case .enumDecl(let d):
            for p in d.staticProperties { visitVar(p) }
            for m in d.methods + Compiler.accessors(d) { visitFunc(m) }
        case .extensionDecl(let d):
            for p in d.staticProperties + d.computed { visitVar(p) }
            for m in d.methods { visitFunc(m) }
        case .throwStmt(let e): visit(e)
        case let .doCatch(body, catches):
            visit(body)
            for c in catches {
                if let p = c.pattern { visit(p) }
                if let g = c.guardExpr { visit(g) }
                visit(c.body)
            }
        case .typeAlias, .protocolDecl, .operatorDecl, .importDecl, .breakStmt, .continueStmt, .fallthroughStmt, .error: break
        case .deferStmt(let body): visit(body)
        case let .ifStmt(conditions, then, elseBody):
            visit(conditions)
            visit(then)
            if let elseBody { visit(elseBody) }
        case let .guardStmt(conditions, elseBody):
            visit(conditions)
            visit(elseBody)
        case let .whileStmt(conditions, body):
            visit(conditions)
            visit(body)
        case let .repeatWhile(body, condition):
            visit(body)
            visit(condition)
        case let .forIn(pattern, sequence, whereClause, body):
            visit(pattern)
            visit(sequence)
            if let whereClause { visit(whereClause) }
            visit(body)
        case let .switchStmt(subject, cases):
            visit(subject)
            for c in cases {
                for p in c.patterns { visit(p) }
                if let g = c.guardExpr { visit(g) }
                visit(c.body)
            }
        case .returnStmt(let e): if let e { visit(e) }
        case .block(let body): visit(body)
        }
    }

    private mutating func visit(_ body: [Stmt]) {
        for s in body { visit(s) }
    }

    private mutating func visit(_ conditions: [Condition]) {
        for c in conditions {
            switch c {
            case .expression(let e): visit(e)
            case let .optionalBinding(_, _, _, value): visit(value)
            case let .casePattern(p, e):
                visit(p)
                visit(e)
            }
        }
    }

    private mutating func visitVar(_ d: VarDecl) {
        visit(d.pattern)
        if let e = d.initializer { visit(e) }
    }

    private mutating func visitFunc(_ d: FuncDecl) {
        // A nested function mentions its own name when it recurses: that is a capture too.
        nesting += 1
        for clause in d.clauses {
            for p in clause { if let e = p.defaultValue { visit(e) } }
        }
        visit(d.body)
        nesting -= 1
    }

    private mutating func visit(_ p: Pattern) {
        switch p.kind {
        case .wildcard, .binding: break
        case .expression(let e): visit(e)
        case .enumCase(_, _, let elements): for el in elements ?? [] { visit(el.pattern) }
        case .tuple(let elements): for el in elements { visit(el.pattern) }
        case .optional(let inner): visit(inner)
        case .typed(let inner, _), .cast(let inner, _): visit(inner)
        }
    }

    mutating func visit(_ e: Expr) {
        switch e.kind {
        case .intLiteral, .doubleLiteral, .boolLiteral, .nilLiteral, .stringLiteral, .specializedType,
             .operatorRef, .implicitMember, .keyPath, .error:
            break
        case .interpolatedString(let segments):
            for case .interpolation(let x) in segments { visit(x) }
        case .identifier(let name): mention(name)
        case let .member(base, name, _):
            if everything { names.insert(name) }
            visit(base)
        case let .call(callee, arguments, _):
            visit(callee)
            for a in arguments { visit(a.value) }
        case let .subscriptAccess(base, arguments):
            visit(base)
            for a in arguments { visit(a.value) }
        case .forceUnwrap(let x), .bindOptional(let x), .optionalChain(let x), .paren(let x):
            visit(x)
        case let .prefix(_, x), let .postfix(_, x): visit(x)
        case let .tryExpr(_, x): visit(x)
        case let .statementExpr(s): visit(s)
        case let .typeCast(_, x, _): visit(x)
        case let .binary(_, l, r, _):
            visit(l)
            visit(r)
        case let .ternary(c, a, b):
            visit(c)
            visit(a)
            visit(b)
        case let .assign(_, target, value):
            visit(target)
            visit(value)
        case .tuple(let elements): for a in elements { visit(a.value) }
        case .array(let xs): for x in xs { visit(x) }
        case .dictionary(let pairs):
            for p in pairs {
                visit(p.key)
                visit(p.value)
            }
        case .closure(let c):
            nesting += 1
            for p in c.parameters ?? [] { if let d = p.defaultValue { visit(d) } }
            visit(c.body)
            nesting -= 1
        }
    }
}
