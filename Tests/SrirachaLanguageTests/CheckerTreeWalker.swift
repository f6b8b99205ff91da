@testable import SrirachaLanguage

/// Visits every expression and pattern of a statement, for invariants over checked trees.
struct TreeWalker {
    var expr: (Expr) -> Void = { _ in }
    var pattern: (Pattern) -> Void = { _ in }

    func walk(_ s: Stmt) {
        switch s.kind {
        case .expression(let e): walk(e)
        case .variable(let d): walk(d)
        case .function(let f): walk(f)
        case .structDecl(let d):
            d.properties.forEach(walk)
            d.staticProperties.forEach(walk)
            d.methods.forEach(walk)
        case .enumDecl(let d):
            d.staticProperties.forEach(walk)
            d.methods.forEach(walk)
        case .extensionDecl(let d):
            d.staticProperties.forEach(walk)
            d.methods.forEach(walk)
        case .typeAlias, .protocolDecl, .operatorDecl, .importDecl, .breakStmt, .continueStmt, .fallthroughStmt, .error: break
        case .deferStmt(let b): b.forEach(walk)
        case .ifStmt(let c, let t, let e):
            c.forEach(walk)
            t.forEach(walk)
            e?.forEach(walk)
        case .guardStmt(let c, let e):
            c.forEach(walk)
            e.forEach(walk)
        case .whileStmt(let c, let b):
            c.forEach(walk)
            b.forEach(walk)
        case .repeatWhile(let b, let c):
            b.forEach(walk)
            walk(c)
        case .forIn(let p, let s, let w, let b):
            walk(p)
            walk(s)
            w.map(walk)
            b.forEach(walk)
        case .switchStmt(let s, let cases):
            walk(s)
            for c in cases {
                c.patterns.forEach(walk)
                c.guardExpr.map(walk)
                c.body.forEach(walk)
            }
        case .returnStmt(let e): e.map(walk)
        case .block(let b): b.forEach(walk)
        case .throwStmt(let e): walk(e)
        case let .doCatch(body, catches):
            body.forEach(walk)
            for c in catches {
                c.pattern.map(walk)
                c.guardExpr.map(walk)
                c.body.forEach(walk)
            }
        }
    }

    func walk(_ c: Condition) {
        switch c {
        case .expression(let e): walk(e)
        case .optionalBinding(_, _, _, let e): walk(e)
        case .casePattern(let p, let e):
            walk(p)
            walk(e)
        }
    }

    func walk(_ d: VarDecl) {
        walk(d.pattern)
        d.initializer.map(walk)
    }

    func walk(_ f: FuncDecl) {
        for clause in f.clauses { for p in clause { p.defaultValue.map(walk) } }
        f.body.forEach(walk)
    }

    func walk(_ p: Pattern) {
        pattern(p)
        switch p.kind {
        case .wildcard, .binding: break
        case .expression(let e): walk(e)
        case .enumCase(_, _, let els): els?.forEach { walk($0.pattern) }
        case .tuple(let els): els.forEach { walk($0.pattern) }
        case .optional(let q), .typed(let q, _), .cast(let q, _): walk(q)
        }
    }

    func walk(_ e: Expr) {
        expr(e)
        switch e.kind {
        case .intLiteral, .doubleLiteral, .boolLiteral, .nilLiteral, .stringLiteral, .identifier,
             .specializedType, .operatorRef, .implicitMember, .keyPath, .error:
            break
        case .interpolatedString(let segs):
            for case .interpolation(let x) in segs { walk(x) }
        case .member(let b, _, _): walk(b)
        case .call(let c, let args, _):
            walk(c)
            args.forEach { walk($0.value) }
        case .subscriptAccess(let b, let args):
            walk(b)
            args.forEach { walk($0.value) }
        case .forceUnwrap(let x), .bindOptional(let x), .optionalChain(let x), .prefix(_, let x), .postfix(_, let x), .paren(let x),
             .tryExpr(_, let x), .typeCast(_, let x, _):
            walk(x)
        case .binary(_, let l, let r, _):
            walk(l)
            walk(r)
        case .ternary(let c, let a, let b):
            walk(c)
            walk(a)
            walk(b)
        case .assign(_, let t, let v):
            walk(t)
            walk(v)
        case .tuple(let args): args.forEach { walk($0.value) }
        case .array(let xs): xs.forEach(walk)
        case .dictionary(let pairs): pairs.forEach { walk($0.key); walk($0.value) }
        case .closure(let c): c.body.forEach(walk)
        case .statementExpr(let s): walk(s)
        }
    }
}
