/// Closures that outlive the call they are passed to. In a `mutating` method (or an `init`),
/// `self` is the caller's variable, lent for the call: a closure that escapes cannot keep it, so
/// Swift refuses "escaping closure captures mutating `self`" instead of quietly capturing a copy.
extension Checker {
    /// Whether the closure given for parameter `index` of a callee may be kept after the call.
    /// As in Swift, only a parameter declared with a function type (not optional, not generic,
    /// not `@escaping`) keeps its closure to the call; a struct's memberwise initializer and an
    /// enum case store theirs, and so may a native that returns a function.
    func parameterEscapes(_ chosen: AnyObject, _ index: Int, result: Ty) -> Bool {
        switch chosen {
        case let f as FuncDecl:
            guard let p = f.clauses.first.flatMap({ index < $0.count ? $0[index] : nil }), let t = p.type else { return true }
            guard case .function = t.kind else { return true }
            return t.attributes.contains("escaping")
        case let n as NativeFunction:
            guard let scheme = natives.scheme(of: n), case let .fn(ps, _, _) = scheme.type, index < ps.count,
                  case .fn = ps[index] else { return true }
            return containsFunction(result)
        default:
            return true
        }
    }

    /// Records a closure argument as one that does not escape.
    func noteNonEscaping(_ e: Expr) {
        switch e.kind {
        case .closure(let c): nonEscapingClosures.insert(ObjectIdentifier(c))
        case .paren(let x): noteNonEscaping(x)
        default: break
        }
    }

    /// Reports a use of `self` (explicit, or a bare field or method) from an escaping closure
    /// inside a method whose `self` is mutable.
    func checkSelfCapture(at range: SourceRange) {
        for ctx in contexts.reversed() {
            if ctx.hasMutableSelf { return }
            if ctx.escapes {
                flowError("escaping closure captures mutating `self` parameter", at: range,
                                    helps: ["copy what the closure needs into a local `let` first, and use that"])
                return
            }
        }
    }

    /// `@autoclosure` parameters: the argument written (`log(expensive())`) becomes a closure
    /// `{ expensive() }`, run only when the function calls it. Done once, when every candidate
    /// takes that argument as an autoclosure.
    func wrapAutoclosureArguments(_ viable: [(instance: CalleeInstance, mapping: [Int?])], _ arguments: [Argument]) {
        guard let first = viable.first else { return }
        for (p, a) in first.mapping.enumerated() {
            guard let a, a < arguments.count else { continue }
            let wraps = viable.allSatisfy { candidate in
                guard let d = candidate.instance.chosen as? FuncDecl, let clause = d.clauses.first,
                      p < clause.count, p < candidate.mapping.count, candidate.mapping[p] == a else { return false }
                return clause[p].type?.attributes.contains("autoclosure") == true
            }
            let value = arguments[a].value
            guard wraps, !autoclosureArguments.contains(ObjectIdentifier(value)) else { continue }
            let inner = Expr(value.kind, value.range)
            inner.promotions = value.promotions
            let text = "{ " + file.text(in: value.range) + " }"
            value.kind = .closure(ClosureExpr(parameters: [], returnType: nil, body: [Stmt(.expression(inner), value.range)],
                                              dollarCount: 0, sourceText: text))
            autoclosureArguments.insert(ObjectIdentifier(value))
        }
    }
}
