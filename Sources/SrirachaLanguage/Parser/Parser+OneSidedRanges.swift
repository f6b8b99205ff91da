/// One-sided ranges in a subscript: `xs[2...]`, `xs[..<3]`, `s[...i]`. Swift's partial ranges
/// are read here as the range to the collection's end or from its start, so
/// `xs[2...]` is `xs[2..<xs.endIndex]` and `s[..<i]` is `s[s.startIndex..<i]`. The collection is
/// named again when it is a name or a chain of member names (`self.items`); any other base
/// (`f()[1...]`) is sliced by `suffix(from:)`, `prefix(upTo:)` or `prefix(through:)`.
extension Parser {
    /// The marker written for the missing end while a subscript's arguments are parsed.
    static let openEnd = "$oneSidedEnd"
    static let openStart = "$oneSidedStart"

    /// Whether a one-sided range may be written here (inside `base[…]` with a simple base).
    var allowsOneSidedRange: Bool { oneSidedSubscriptBase != nil }

    /// `base[…]` with one-sided ranges filled in from `base`; the arguments as written otherwise.
    func fillOneSidedRanges(_ arguments: [Argument], base: Expr) -> [Argument] {
        arguments.map { a in
            guard case let .binary(op, l, r, opRange) = a.value.kind, op == "..." || op == "..<" else { return a }
            var lhs = l, rhs = r
            if case .identifier(Parser.openStart) = l.kind { lhs = Expr(.member(copy(base), name: "startIndex", nameRange: l.range), l.range) }
            if case .identifier(Parser.openEnd) = r.kind { rhs = Expr(.member(copy(base), name: "endIndex", nameRange: r.range), r.range) }
            guard lhs !== l || rhs !== r else { return a }
            // `xs[2...]` runs to the end: a half-open range up to `endIndex`.
            let shownOp = rhs !== r ? "..<" : op
            return Argument(label: a.label, value: Expr(.binary(op: shownOp, lhs, rhs, opRange: opRange), a.value.range))
        }
    }

    /// A base that can be named twice: a name, `self`, or member names after one.
    func isSimpleSubscriptBase(_ e: Expr) -> Bool {
        switch e.kind {
        case .identifier: return true
        case .member(let base, _, _): return isSimpleSubscriptBase(base)
        default: return false
        }
    }

    /// A fresh copy of a simple base (each use is checked on its own).
    private func copy(_ e: Expr) -> Expr {
        switch e.kind {
        case .identifier(let n): return Expr(.identifier(n), e.range)
        case let .member(base, name, nameRange): return Expr(.member(copy(base), name: name, nameRange: nameRange), e.range)
        default: return e
        }
    }

    /// An array literal, which a one-sided range may slice though it cannot be named twice.
    func isArrayLiteral(_ e: Expr) -> Bool {
        if case .array = e.kind { return true }
        return false
    }

    /// `[1, 2, 3][1...]`, `f()[..<2]`, `[1, 2, 3][...1]`: the collection's own slicing
    /// methods, which mean the same (`suffix(from:)`, `prefix(upTo:)`, `prefix(through:)`), for a
    /// base that cannot be named twice (an array literal, a call).
    /// Nil when the subscript is not one such range (the markers are then reported).
    func sliceOfLiteral(_ base: Expr, _ arguments: [Argument], _ range: SourceRange) -> Expr? {
        guard arguments.count == 1, arguments[0].label == nil,
              case let .binary(op, l, r, _) = arguments[0].value.kind else { return nil }
        let openStart: Bool, openEnd: Bool
        if case .identifier(Parser.openStart) = l.kind { openStart = true } else { openStart = false }
        if case .identifier(Parser.openEnd) = r.kind { openEnd = true } else { openEnd = false }
        let name: String, label: String, bound: Expr
        switch (openStart, openEnd) {
        case (false, true): (name, label, bound) = ("suffix", "from", l)
        case (true, false) where op == "..<": (name, label, bound) = ("prefix", "upTo", r)
        case (true, false): (name, label, bound) = ("prefix", "through", r)
        case (true, true):
            // `f()[...]`: every element, as the collection's slice.
            let everything = Expr(.member(Expr(.identifier("Int"), l.range), name: "max", nameRange: l.range), l.range)
            let callee = Expr(.member(base, name: "prefix", nameRange: arguments[0].value.range), range)
            return Expr(.call(callee, arguments: [Argument(label: nil, value: everything)], trailingStart: nil), range)
        default: return nil
        }
        let callee = Expr(.member(base, name: name, nameRange: arguments[0].value.range), range)
        return Expr(.call(callee, arguments: [Argument(label: label, value: bound)], trailingStart: nil), range)
    }
}
