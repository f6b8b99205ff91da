/// The declarations each operator may mean, kept from one statement to the next.
///
/// Finding them asks the environment for functions named by the operator, the prelude for the
/// types with a static method of that name, and every extension of a built-in type: about
/// 12,000 instructions an operator, most of a short statement's checking. What they are changes
/// only when a statement declares or redeclares a function of that name, a type or an extension
/// (`GlobalEnvironment.commit` then starts afresh), or when the prelude loads a declaration
/// (each list remembers how much of the prelude had loaded). A statement that changes any of
/// these itself finds them anew, without the cache: what it declares is not committed yet.
final class OperatorCandidates {
    /// One declaration an operator may mean: a global function, or a static method of `owner`.
    struct Candidate {
        let entry: FuncEntry
        let owner: NominalInfo?
    }
    struct List {
        let candidates: [Candidate]
        /// How many prelude declarations were left to load when the list was made.
        let preludeRemaining: Int
    }
    /// By operator, then by arity.
    var byOperator: [String: [Int: List]] = [:]

    /// Whether the cache may hold `name`: not when it starts as no operator can (an ASCII
    /// letter, a digit, `_` or `$`), which spares hashing every name a statement binds (`v0`,
    /// `f0`, `$R0`) to look for it.
    func mayHold(_ name: String) -> Bool {
        guard !byOperator.isEmpty else { return false }
        guard let first = name.utf8.first else { return true }
        switch first {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"):
            return false
        default:
            return byOperator[name] != nil
        }
    }
}

/// What the operator cache gives: the candidates it keeps, or the sources found when they
/// cannot be kept (see `Checker.cachedOperatorCandidates`).
enum CachedOperator {
    case found([CalleeSource])
    case kept([OperatorCandidates.Candidate])
}

/// The declarations a binary operator may mean, for trying each in turn: the cache's own list,
/// read in place. A static method of a generic type (the prelude's `+` of `Mod<T>`) is given
/// without its type's parameters, which `Checker.source(_:at:)` makes when the candidate is
/// tried: most uses pass it over (`v + 1` on `Int`s), and making an array of sources and a
/// dictionary of fresh variables for it on every `+` was wasted.
struct OperatorSources: RandomAccessCollection {
    private let storage: CachedOperator

    init(_ storage: CachedOperator) { self.storage = storage }

    var startIndex: Int { 0 }
    var endIndex: Int {
        switch storage {
        case let .found(sources): return sources.count
        case let .kept(candidates): return candidates.count
        }
    }

    /// The source at `index`, without its type's generic parameters when they are left to make.
    subscript(index: Int) -> CalleeSource {
        switch storage {
        case let .found(sources): return sources[index]
        case let .kept(candidates): return .function(candidates[index].entry, fixed: [:])
        }
    }

    /// The generic type whose parameters the source at `index` still needs.
    func genericOwner(at index: Int) -> NominalInfo? {
        guard case let .kept(candidates) = storage, let owner = candidates[index].owner,
              !owner.generics.isEmpty else { return nil }
        return owner
    }
}

extension GlobalEnvironment {
    /// Whether what this statement changed so far could change what `op` means.
    func changesOperator(_ op: String) -> Bool {
        !types.changedKeys.isEmpty || builtinExtensionsChanged || values.changedKeys.contains(op)
    }

    /// Whether a commit of these changes leaves every operator's candidates as they were.
    var keepsOperatorCandidates: Bool {
        if !types.changedKeys.isEmpty || builtinExtensionsChanged { return false }
        let cache = operatorCandidates
        if cache.byOperator.isEmpty { return true }
        return !values.changedKeys.contains { cache.mayHold($0) }
    }
}

extension Checker {
    /// `operatorSources` from the cache, when nothing in scope or in this statement can change
    /// the answer; nil otherwise.
    func cachedOperatorSources(_ op: String, arity: Int) -> [CalleeSource]? {
        switch cachedOperatorCandidates(op, arity: arity) {
        case nil: return nil
        case let .found(sources)?: return sources
        case let .kept(candidates)?:
            if candidates.isEmpty { return [] }
            return candidates.map { c in
                guard let owner = c.owner, !owner.generics.isEmpty else { return .function(c.entry, fixed: [:]) }
                return .function(c.entry, fixed: ownerGenerics(owner, c.entry))
            }
        }
    }

    /// `operatorSources` for a binary operator, leaving a generic type's parameters to be made
    /// when its static method is tried (see `OperatorSources`).
    func binaryOperatorSources(_ op: String) -> OperatorSources {
        guard case let .kept(candidates)? = cachedOperatorCandidates(op, arity: 2) else {
            return OperatorSources(.found(operatorSources(op, arity: 2)))
        }
        return OperatorSources(.kept(candidates))
    }

    /// The candidate at `index`, ready to instantiate: a generic type's parameters are made now.
    func source(_ sources: OperatorSources, at index: Int) -> CalleeSource {
        guard let owner = sources.genericOwner(at: index), case let .function(entry, _) = sources[index] else {
            return sources[index]
        }
        return .function(entry, fixed: ownerGenerics(owner, entry))
    }

    /// What the cache holds for an operator: the candidates kept, or the sources found when
    /// they cannot be kept; nil when the cache cannot answer (see `cachedOperatorSources`).
    private func cachedOperatorCandidates(_ op: String, arity: Int) -> CachedOperator? {
        // Local scopes: a method's bare names and local types take part; operators are never
        // local values (a local `func +` is refused).
        for scope in scopes {
            if !scope.types.isEmpty || (scope.selfContext != nil && !scope.typesOnly) { return nil }
            if scope.values[op] != nil || scope.functions[op] != nil { return nil }
        }
        if env.changesOperator(op) { return nil }
        let remaining = env.prelude?.remaining ?? 0
        let cache = env.operatorCandidates
        let list: OperatorCandidates.List
        if let known = cache.byOperator[op]?[arity], known.preludeRemaining == remaining {
            list = known
        } else {
            let found = uncachedOperatorSources(op, arity: arity)
            var candidates: [OperatorCandidates.Candidate] = []
            candidates.reserveCapacity(found.count)
            for (source, owner) in found {
                guard case let .function(entry, _) = source else { return .found(found.map(\.0)) }
                candidates.append(.init(entry: entry, owner: owner))
            }
            // Finding them may have loaded the prelude: the list stands for what is loaded now.
            list = .init(candidates: candidates, preludeRemaining: env.prelude?.remaining ?? 0)
            cache.byOperator[op, default: [:]][arity] = list
            return .found(found.map(\.0))
        }
        return .kept(list.candidates)
    }

    /// A static method's owner's generic parameters: fixed by a constrained extension, or fresh.
    func ownerGenerics(_ info: NominalInfo, _ entry: FuncEntry) -> [String: Ty] {
        // Most owners have no constrained extension: nothing to look up then.
        let constraint = info.methodConstraints.isEmpty ? [:] : methodConstraint(info, entry)
        // One parameter (`Mod<T>`) is the common case: made at its size rather than grown.
        if info.generics.count == 1, let g = info.generics.first { return [g: constraint[g] ?? fresh()] }
        var fixed: [String: Ty] = [:]
        for g in info.generics { fixed[g] = constraint[g] ?? fresh() }
        return fixed
    }
}
