/// Errors that teach: what a student most often gets wrong about calls, said in their terms
/// (a curried function called with all its arguments at once, arguments out of order, a
/// property called like a method) and without the cascade of follow-on errors one unknown
/// name would otherwise cause.
extension Checker {
    /// `sum(1, 2, 3)` on `sum(_:)(_:)(_:)`: how to call it one argument list at a time, when
    /// the arguments fit the curried clauses exactly.
    func curriedCallHelp(_ inst: CalleeInstance, _ arguments: [Argument], call: Expr) -> String? {
        guard case let .call(callee, _, _) = call.kind, case .fn = resolve(inst.result) else { return nil }
        var groups: [[Argument]] = [Array(arguments.prefix(inst.labels.count))]
        var rest = arguments.dropFirst(inst.labels.count)
        var type = resolve(inst.result)
        while !rest.isEmpty, case let .fn(ps, r, _) = type, !ps.isEmpty, ps.count <= rest.count {
            groups.append(Array(rest.prefix(ps.count)))
            rest = rest.dropFirst(ps.count)
            type = resolve(r)
        }
        guard rest.isEmpty, groups.count > 1 else { return nil }
        let name = file.text(in: callee.range)
        let written = groups.map { group in
            "(" + group.map { ($0.label.map { $0 + ": " } ?? "") + file.text(in: $0.value.range) }.joined(separator: ", ") + ")"
        }.joined()
        return "`\(name)` is curried: it takes its arguments one list at a time, `\(name)\(written)`"
    }

    /// Arguments written in another order than the parameters: which must come first.
    func outOfOrderProblem(have: String, want: String, arguments: [Argument], labels: [String?],
                           range: SourceRange, fullName: String) -> LabelProblem? {
        guard labels.contains(have), arguments.contains(where: { $0.label == want }) else { return nil }
        return LabelProblem(message: "argument `\(want):` must come before `\(have):`", range: range,
                            helps: ["write the arguments in the order `\(fullName)` declares them"])
    }

    /// `"abc".count()`: a property called like a method.
    func propertyCalledProblem(_ call: Expr) -> (message: String, helps: [String])? {
        guard case let .call(callee, arguments, _) = call.kind, arguments.isEmpty,
              case let .member(base, name, _) = callee.kind else { return nil }
        return ("`\(name)` is a property, not a method",
                ["leave out the parentheses: `\(file.text(in: base.range)).\(name)`"])
    }

    /// An identifier (outside closures) in the arguments that names nothing: the error that
    /// explains why no overload fits.
    func unknownName(in arguments: [Argument]) -> (name: String, range: SourceRange)? {
        for a in arguments {
            if let found = unknownName(in: a.value) { return found }
        }
        return nil
    }

    private func unknownName(in e: Expr) -> (name: String, range: SourceRange)? {
        switch e.kind {
        case .identifier(let name):
            if case .notFound = lookup(name) { return (name, e.range) }
            return nil
        case let .member(base, _, _), let .forceUnwrap(base), let .bindOptional(base), let .optionalChain(base),
             let .prefix(_, base), let .paren(base), let .subscriptAccess(base, _):
            return unknownName(in: base)
        case let .call(callee, arguments, _):
            return unknownName(in: callee) ?? unknownName(in: arguments)
        case let .binary(_, l, r, _):
            return unknownName(in: l) ?? unknownName(in: r)
        case let .tuple(elements):
            return unknownName(in: elements)
        case let .array(elements):
            for x in elements { if let found = unknownName(in: x) { return found } }
            return nil
        default:
            return nil
        }
    }

    /// Is `e` a name that is not in scope (already reported)? Then what it is used for says
    /// nothing new.
    func isUnknownName(_ e: Expr) -> Bool {
        guard reportedUnknownName, case .identifier(let name) = e.kind, case .notFound = lookup(name) else { return false }
        return diagnostics.contains {
            $0.message == "cannot find `\(name)` in scope" || $0.message == "`\(name)` is used before its declaration"
                || $0.message.hasPrefix("the static members of a generic parameter (`\(name).member`)")
        }
    }

    /// Reports an unknown name among the arguments instead of a vaguer call error; true if it did.
    func reportUnknownArgument(_ arguments: [Argument]) -> Bool {
        guard let unknown = unknownName(in: arguments) else { return false }
        reportNotFound(unknown.name, at: unknown.range)
        return true
    }
}

extension TypeChecker {
    /// "cannot find `x` in scope", or "`x` is used before its declaration".
    static func isUnknownNameMessage(_ message: String) -> Bool {
        message.hasPrefix("cannot find `") || message.hasSuffix("` is used before its declaration")
    }

    /// One error per unknown name, however often the statement uses it.
    static func withoutRepeats(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var unknown = Set<String>()
        return diagnostics.filter { d in
            guard isUnknownNameMessage(d.message) else { return true }
            return unknown.insert(d.message).inserted
        }
    }
}
