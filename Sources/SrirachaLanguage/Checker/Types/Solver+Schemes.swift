/// Instantiation, generalisation and conversion of inference types to checked `SType`s.
extension Solver {
    /// A fresh copy of a scheme's type: each quantified parameter becomes a new variable.
    func instantiate(_ s: Scheme) -> Ty {
        if s.params.isEmpty { return s.type }
        var map: [String: Ty] = [:]
        for p in s.params { map[p] = fresh() }
        return zonk(s.type).substituting(map)
    }

    /// Same as `instantiate`, also returning the variables chosen for each parameter.
    func instantiate(_ s: Scheme, fixing fixed: [String: Ty]) -> (Ty, [String: Ty]) {
        var map = fixed
        for p in s.params where map[p] == nil { map[p] = fresh() }
        return (zonk(s.type).substituting(map), map)
    }

    /// Unsolved variables created deeper than the current level: the ones a `let` may generalise.
    func generalisableVariables(_ t: Ty) -> [Int] {
        var vars: [Int] = []
        freeVariables(t, into: &vars)
        return vars.filter { level(of: $0) > currentLevel }
    }

    /// Turns the generalisable variables of `t` into quantified parameters. Restricted variables
    /// (literals, undecided operators) are never generic: they take their default type first.
    func generalise(_ t: Ty, declared: [String] = []) -> Scheme {
        for v in generalisableVariables(t) {
            if let d = defaultType(of: v) { assign(v, d) }
        }
        var names = declared
        for v in generalisableVariables(t) {
            let name = nextGeneralisedName()
            assign(v, .param(name))
            names.append(name)
        }
        return Scheme(zonk(t), params: names)
    }

    /// Binds every unsolved variable of `t` that has a restriction to its default type.
    func applyDefaults(_ t: Ty) {
        var vars: [Int] = []
        freeVariables(t, into: &vars)
        for v in vars { if let d = defaultType(of: v) { assign(v, d) } }
    }

    /// The checked type. Unsolved variables should not remain; if one does, it becomes its
    /// restriction's default or a parameter named `_` rather than failing.
    func export(_ t: Ty, rename: [String: String] = [:]) -> SType {
        guard spend() else { return .parameter("_") }
        switch resolve(t) {
        case let .variable(v):
            if let d = defaultType(of: v) { return export(d) }
            return .parameter("_")
        case let .param(n): return .parameter(rename[n] ?? n)
        case let .con(n, args):
            if args.isEmpty, let shared = Solver.sharedNominal(n) { return shared }
            return .nominal(n, args.map { export($0, rename: rename) })
        case let .fn(ps, r, t): return .function(ps.map { export($0, rename: rename) }, export(r, rename: rename), throwing: t)
        case let .tuple(es): return .tuple(es.map { ($0.label, export($0.type, rename: rename)) })
        }
    }

    /// The most common types, built once: every expression's type is exported onto its node,
    /// and a fresh `Int` for each was an allocation (and a free) of its own.
    static func sharedNominal(_ name: String) -> SType? {
        switch name {
        case "Int": return .int
        case "String": return .string
        case "Bool": return .bool
        case "Double": return .double
        default: return nil
        }
    }

    /// How a type is named in an error message: `Int`, `[String]`, `(Int) -> _`.
    func describe(_ t: Ty) -> String {
        var names: [String] = []
        zonk(t).parameterNames(into: &names)
        var rename: [String: String] = [:]
        var next = 0
        for n in names where n.hasPrefix("$") {
            rename[n] = Solver.letterName(next, avoiding: Set(names))
            next += 1
        }
        return export(t, rename: rename).description
    }

    /// `A`, `B`, … `Z`, then `T1`, `T2`, …, skipping names already taken.
    static func letterName(_ index: Int, avoiding taken: Set<String>) -> String {
        var i = 0, produced = -1
        while true {
            let name = i < 26 ? String(UnicodeScalar(UInt8(65 + i))) : "T\(i - 25)"
            i += 1
            if taken.contains(name) { continue }
            produced += 1
            if produced == index { return name }
        }
    }

    /// The public scheme: quantified variables are named `A`, `B`, `C` in order of appearance;
    /// declared generic parameter names (`T`) are kept.
    func exportScheme(_ s: Scheme) -> TypeScheme {
        let t = zonk(s.type)
        var appearing: [String] = []
        t.parameterNames(into: &appearing)
        // Nothing generic (`Int`, `(Int) -> Int`, most of what statements bind): nothing to name.
        if appearing.isEmpty { return TypeScheme(parameters: [], type: export(t)) }
        let taken = Set(appearing.filter { !$0.hasPrefix("$") } + s.params.filter { !$0.hasPrefix("$") })
        var rename: [String: String] = [:]
        var next = 0
        for n in appearing where n.hasPrefix("$") && rename[n] == nil {
            rename[n] = Solver.letterName(next, avoiding: taken)
            next += 1
        }
        let declared = s.params.filter { !$0.hasPrefix("$") }
        // Quantified parameters in order: declared ones as declared, then inferred ones as they appear.
        var params = declared.filter { appearing.contains($0) }
        for n in appearing where n.hasPrefix("$") { if let r = rename[n] { params.append(r) } }
        // `C.Item` is named through `C`, not a parameter of its own.
        for n in appearing where !n.hasPrefix("$") && !n.contains(".") && !params.contains(n) { params.append(n) }
        var scheme = TypeScheme(parameters: params, type: export(t, rename: rename))
        scheme.requirements = s.requirements.filter { params.contains($0.key) }
        return scheme
    }
}

extension Solver {
    /// Generalises every unsolved variable, whatever its level: for a type shown on its own
    /// (an expression's result, `:type`).
    func generaliseAll(_ t: Ty) -> Scheme {
        applyDefaults(t)
        var vars: [Int] = []
        freeVariables(t, into: &vars)
        var names: [String] = []
        for v in vars {
            let name = nextGeneralisedName()
            assign(v, .param(name))
            names.append(name)
        }
        return Scheme(zonk(t), params: names)
    }
}
