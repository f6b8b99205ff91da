/// `Int?.none`, `String?.some("a")`, `[Int]?(nil)`: an optional type written where an
/// expression is expected. The parser reads the `?` as optional chaining on the type's name;
/// before the chain is checked, it becomes `Optional<Int>`, as Swift reads it.
extension Checker {
    /// Rewrites `chain` (the inside of an `.optionalChain`) when its first link is `T?` with
    /// `T` a type, and says whether it did.
    func rewriteOptionalTypeChain(_ chain: Expr) -> Bool {
        guard let (link, written) = firstOptionalLink(chain), typeFromExpression(written) != nil,
              let syntax = typeSyntax(of: written) else { return false }
        link.kind = .specializedType("Optional", [syntax])
        return true
    }

    /// The leftmost `x?` of a postfix chain, and the `x`.
    private func firstOptionalLink(_ e: Expr) -> (Expr, Expr)? {
        switch e.kind {
        case let .bindOptional(inner):
            return firstOptionalLink(inner) ?? (e, inner)
        case let .member(base, _, _), let .call(base, _, _), let .subscriptAccess(base, _), let .forceUnwrap(base):
            return firstOptionalLink(base)
        default:
            return nil
        }
    }

    /// The written type an expression spells (`Int`, `[Int]`, `Pair<A, B>`, `Card.Rank`).
    private func typeSyntax(of e: Expr) -> TypeSyntax? {
        switch e.kind {
        case let .identifier(name): return TypeSyntax(.named(name, []), e.range)
        case let .specializedType(name, args): return TypeSyntax(.named(name, args), e.range)
        case let .array(xs) where xs.count == 1:
            return typeSyntax(of: xs[0]).map { TypeSyntax(.array($0), e.range) }
        case let .dictionary(pairs) where pairs.count == 1:
            guard let k = typeSyntax(of: pairs[0].key), let v = typeSyntax(of: pairs[0].value) else { return nil }
            return TypeSyntax(.dictionary(k, v), e.range)
        case let .member(base, name, _):
            guard case let .named(head, args)? = typeSyntax(of: base)?.kind, args.isEmpty else { return nil }
            return TypeSyntax(.named(head + "." + name, []), e.range)
        case let .paren(inner): return typeSyntax(of: inner)
        case let .bindOptional(inner): return typeSyntax(of: inner).map { TypeSyntax(.optional($0), e.range) }
        default: return nil
        }
    }
}
