/// Which values a set of patterns fails to match (Maranget's usefulness algorithm, computing
/// witnesses). Enums (Optional included) and Bool have finitely many constructors; tuples one;
/// other types (Int, String) infinitely many, so only a catch-all covers them.
struct PatternSpace {
    indirect enum Space {
        case any
        case constructor(String, [Space])
        case tuple([Space])
        /// A value compared with `==` (or a range): covers no constructor by itself.
        case value
    }

    let checker: Checker
    /// A cap on the witnesses computed, so that wide tuples of enums stay cheap.
    private let limit = 32
    /// A cap on the work done: past it, the switch is taken as exhaustive rather than
    /// letting a pathological pattern matrix hold up checking.
    private let budget = Budget(steps: 200_000)

    final class Budget {
        var steps: Int
        init(steps: Int) { self.steps = steps }
    }

    init(checker: Checker) { self.checker = checker }

    func pattern(_ p: Pattern) -> Space {
        switch p.kind {
        case .wildcard, .binding: return .any
        case let .typed(inner, _): return pattern(inner)
        // A type test covers only the values of that type.
        case .cast: return .value
        case let .tuple(es): return .tuple(es.map { pattern($0.pattern) })
        case let .optional(inner): return .constructor("some", [pattern(inner)])
        case let .enumCase(_, name, elements):
            guard let ref = p.chosen as? EnumCaseRef, ref.index < ref.decl.cases.count else { return .value }
            let arity = ref.decl.cases[ref.index].associatedValues?.count ?? 0
            guard let elements else { return .constructor(name, Array(repeating: .any, count: arity)) }
            if elements.count == arity { return .constructor(name, elements.map { pattern($0.pattern) }) }
            // One pattern for a whole multi-value payload.
            if elements.count == 1, checker.isIrrefutable(elements[0].pattern) {
                return .constructor(name, Array(repeating: .any, count: arity))
            }
            return .value
        case let .expression(e):
            switch e.kind {
            case let .boolLiteral(b): return .constructor(b ? "true" : "false", [])
            case .nilLiteral: return .constructor("none", [])
            default: return .value
            }
        }
    }

    /// The constructors of a type with their argument types; nil when there are infinitely many.
    private func constructors(of t: Ty) -> [(name: String, args: [Ty])]? {
        let t = checker.resolve(t)
        if case .con("Bool", []) = t { return [("true", []), ("false", [])] }
        guard let (info, args) = checker.nominal(of: t), info.isEnum else { return nil }
        let map = info.substitution(for: args)
        return info.cases.map { c in (c.name, (c.payload ?? []).map { $0.type.substituting(map) }) }
    }

    /// Value vectors matched by no row, as patterns.
    func missing(_ rows: [[Space]], _ types: [Ty]) -> [[Space]] {
        budget.steps -= 1 + rows.count
        if budget.steps < 0 { return [] }
        guard let first = types.first else { return rows.isEmpty ? [[]] : [] }
        let rest = Array(types.dropFirst())
        if case let .tuple(elements) = checker.resolve(first) {
            let n = elements.count
            let expanded = rows.compactMap { row -> [Space]? in
                switch row[0] {
                case let .tuple(ps) where ps.count == n: return ps + row.dropFirst()
                case .any: return Array(repeating: .any, count: n) + row.dropFirst()
                default: return nil
                }
            }
            return missing(expanded, elements.map(\.type) + rest).map { w in
                [.tuple(Array(w.prefix(n)))] + w.dropFirst(n)
            }
        }
        let defaults = rows.filter { if case .any = $0[0] { return true }; return false }.map { Array($0.dropFirst()) }
        guard let ctors = constructors(of: first) else {
            return missing(defaults, rest).map { [.any] + $0 }
        }
        let heads = Set(rows.compactMap { row -> String? in
            if case let .constructor(name, _) = row[0] { return name }
            return nil
        })
        if ctors.allSatisfy({ heads.contains($0.name) }) {
            var out: [[Space]] = []
            for c in ctors {
                let specialised = rows.compactMap { row -> [Space]? in
                    switch row[0] {
                    case let .constructor(name, args) where name == c.name && args.count == c.args.count:
                        return args + row.dropFirst()
                    case .any: return Array(repeating: .any, count: c.args.count) + row.dropFirst()
                    default: return nil
                    }
                }
                for w in missing(specialised, c.args + rest) {
                    out.append([.constructor(c.name, Array(w.prefix(c.args.count)))] + w.dropFirst(c.args.count))
                    if out.count >= limit { return out }
                }
            }
            return out
        }
        let tails = missing(defaults, rest)
        if tails.isEmpty { return [] }
        var out: [[Space]] = []
        for w in tails {
            for c in ctors where !heads.contains(c.name) {
                out.append([.constructor(c.name, Array(repeating: .any, count: c.args.count))] + w)
                if out.count >= limit { return out }
            }
        }
        return out
    }

    /// Swift-like text: `.left`, `.some(_)`, `(true, _)`, `false`, `_`.
    func display(_ s: Space) -> String {
        switch s {
        case .any, .value: return "_"
        case let .tuple(es): return "(" + es.map(display).joined(separator: ", ") + ")"
        case let .constructor(name, args):
            if name == "true" || name == "false" { return name }
            return "." + name + (args.isEmpty ? "" : "(" + args.map(display).joined(separator: ", ") + ")")
        }
    }
}
