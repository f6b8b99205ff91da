/// Definite initialisation, as Swift checks it: a `let`/`var` declared without a value must be
/// assigned on every path before it is read; a `let` so declared is assigned once; an `init`
/// sets every stored property before it returns or uses `self`. The state follows the
/// statements: branches are checked from the same state and joined afterwards.
struct Definite {
    let isLet: Bool
    /// `contexts.count` where it was declared: a use from a deeper body is a capture.
    let depth: Int
    /// Some path reaching this point has not assigned it.
    var maybeUnassigned = true
    /// Some path reaching this point has assigned it (a `let` may not be assigned again).
    var maybeAssigned = false

    init(isLet: Bool, depth: Int) {
        self.isLet = isLet
        self.depth = depth
    }

    func joined(_ other: Definite) -> Definite {
        var d = self
        d.maybeUnassigned = maybeUnassigned || other.maybeUnassigned
        d.maybeAssigned = maybeAssigned || other.maybeAssigned
        return d
    }
}

/// The initialisation state of every tracked name visible at one point.
struct DefiniteState {
    var scopes: [[String: Definite]]
    var globals: [String: Definite]

    func joined(_ other: DefiniteState) -> DefiniteState {
        var out = self
        for i in out.scopes.indices where i < other.scopes.count {
            for (k, v) in out.scopes[i] { if let w = other.scopes[i][k] { out.scopes[i][k] = v.joined(w) } }
        }
        for (k, v) in out.globals { if let w = other.globals[k] { out.globals[k] = v.joined(w) } }
        return out
    }
}

/// A loop or `switch` that `break` leaves: the states of the paths that jump to its end.
struct JumpTarget {
    let isLoop: Bool
    /// The label of a labelled statement (which `break label` leaves); nil for the target of
    /// an unlabelled `break`/`continue`.
    var label: String?
    var jumped: DefiniteState?
}

extension Checker {
    /// Where a tracked name lives: a scope (by index) or the globals.
    enum DefiniteSlot { case scope(Int), global }

    func definiteState() -> DefiniteState {
        DefiniteState(scopes: scopes.map(\.definite), globals: env.definite)
    }

    func restoreDefinite(_ s: DefiniteState) {
        for (i, d) in s.scopes.enumerated() where i < scopes.count { scopes[i].definite = d }
        env.definite = s.globals
    }

    /// The state after two paths: taken from the one that goes on when the other always exits.
    func joinDefinite(_ a: DefiniteState, exits aExits: Bool, _ b: DefiniteState, exits bExits: Bool) {
        if aExits && !bExits { restoreDefinite(b) } else if bExits && !aExits { restoreDefinite(a) } else {
            restoreDefinite(a.joined(b))
        }
    }

    /// Starts tracking a name declared without a value (none for `var x: T?`, which starts `nil`).
    func trackUninitialised(_ name: String, isLet: Bool) {
        let d = Definite(isLet: isLet, depth: contexts.count)
        if let scope = scopes.last { scope.definite[name] = d } else { env.definite[name] = d }
    }

    func forgetUninitialised(_ name: String) {
        // A global is written only when tracked: a write copies what the environment shares.
        if let scope = scopes.last { scope.definite[name] = nil } else if env.definite[name] != nil { env.definite[name] = nil }
    }

    /// The tracked state of a bare name, if it is a variable declared without a value (or, in an
    /// `init`, a stored property of `self`, tracked as `self.name`).
    func definiteSlot(_ name: String) -> (slot: DefiniteSlot, key: String, state: Definite)? {
        for i in scopes.indices.reversed() {
            let s = scopes[i]
            if s.values[name] != nil { return s.definite[name].map { (.scope(i), name, $0) } }
            if s.functions[name] != nil { return nil }
            if let ctx = s.selfContext, !ctx.isStatic, ctx.info.fieldIndex(name) != nil {
                let key = "self." + name
                return s.definite[key].map { (.scope(i), key, $0) }
            }
        }
        if case .variable? = env.values[name] { return env.definite[name].map { (.global, name, $0) } }
        return nil
    }

    /// The tracked stored property `self.name` of the `init` being checked.
    func definiteSelfField(_ name: String) -> (slot: DefiniteSlot, key: String, state: Definite)? {
        for i in scopes.indices.reversed() where scopes[i].selfContext != nil {
            let key = "self." + name
            return scopes[i].definite[key].map { (.scope(i), key, $0) }
        }
        return nil
    }

    func setDefinite(_ slot: DefiniteSlot, _ key: String, _ d: Definite) {
        switch slot {
        case let .scope(i): scopes[i].definite[key] = d
        case .global: env.definite[key] = d
        }
    }

    /// Reports reading `name` before it has a value on every path.
    func checkDefiniteRead(_ name: String, at range: SourceRange) {
        guard let (_, key, d) = definiteSlot(name), d.maybeUnassigned else { return }
        reportUninitialisedUse(key, d, at: range)
    }

    func reportUninitialisedUse(_ key: String, _ d: Definite, at range: SourceRange) {
        let what = key.hasPrefix("self.") ? "`\(key)`" : (d.isLet ? "constant `\(key)`" : "variable `\(key)`")
        if d.depth < contexts.count {
            let user: String
            if case .closure = context?.kind { user = "captured by a closure" } else { user = "used by a function definition" }
            flowError("\(what) \(user) before being initialized", at: range,
                                helps: ["give it a value where it is declared, or before the \(user == "captured by a closure" ? "closure" : "function")"])
        } else {
            flowError("\(what) used before being initialized", at: range,
                                helps: ["assign it a value on every path before this use"])
        }
    }

    /// Errors about initialisation are kept apart from the others: they do not depend on types,
    /// so they must not make an overload trial fail (and are reported once however often a
    /// closure is checked).
    func flowError(_ message: String, at range: SourceRange, helps: [String]) {
        let key = "\(range.start):\(message)"
        if initialisationErrors.contains(where: { $0.key == key }) { return }
        initialisationErrors.append((key, Diagnostic(.checker, message, at: range, in: file, helps: helps)))
    }

    /// The tracked state of `self` as a whole, in an enum's `init`.
    static let wholeSelfKey = "self.self"

    /// Records what `target = value` initialises.
    func noteAssignment(to target: Expr) {
        let found: (slot: DefiniteSlot, key: String, state: Definite)?
        switch target.kind {
        case let .identifier(name):
            if name == "self", initScopeIndex() != nil {
                markAllStoredPropertiesSet()
                return
            }
            found = definiteSlot(name)
        case let .member(base, name, _):
            guard case .identifier("self") = base.kind else { return }
            found = definiteSelfField(name)
        default: return
        }
        guard let (slot, key, d) = found else { return }
        if d.depth < contexts.count {
            if d.maybeUnassigned { reportUninitialisedUse(key, d, at: target.range) }
            return
        }
        if d.isLet && (d.maybeAssigned || assignsInLoop(slot)) {
            flowError("immutable value `\(key)` may only be initialized once", at: target.range,
                                helps: ["declare it with `var` to change it"])
        }
        var new = d
        new.maybeUnassigned = false
        new.maybeAssigned = true
        setDefinite(slot, key, new)
    }

    /// Tracked in a class's `convenience init` and in a subclass's `init`: whether `self.init(…)`
    /// or `super.init(…)` has run, which completes the instance.
    static let delegationKey = "init.delegated"

    /// `return nil` in a class's failable `init` while a stored property (or the delegation to
    /// another `init`) may still be missing: the instance never existed, so no `deinit` runs.
    func returnFailsUninitialised(_ value: Expr?) -> Bool {
        guard let value, case .nilLiteral = value.kind, context?.isFailableInit == true, let i = initScopeIndex(),
              scopes[i].selfContext?.info.isClass == true else { return false }
        return scopes[i].definite.contains {
            ($0.key.hasPrefix("self.") || $0.key == Checker.delegationKey) && $0.value.maybeUnassigned
        }
    }

    /// `super.init(name: n)` of an `init?`: in a failable `init` its `nil` ends this one (the
    /// statement is marked for the compiler); in one that cannot fail, Swift asks for `!`.
    func checkFailableDelegation(_ s: Stmt, _ e: Expr) {
        guard case let .call(target, _, _) = e.kind, case let .member(base, "init", _) = target.kind,
              case let .identifier(who) = base.kind, who == "self" || who == "super",
              let d = target.chosen as? FuncDecl, d.isFailable, initScopeIndex() != nil else { return }
        if context?.isFailableInit == true {
            s.propagatesFailedInit = true
            return
        }
        let labels = (d.clauses.first ?? []).map { ($0.label ?? "_") + ":" }.joined()
        error("a non-failable initializer cannot delegate to the failable initializer `init(\(labels))`", at: e.range,
              helps: ["write `!` after the call to stop the program when it gives `nil`, or make this initializer failable: `init?`"])
    }

    /// `self = …`, `self.init(…)`, `super.init(…)` in an `init` set every stored property.
    func markAllStoredPropertiesSet() {
        guard let i = initScopeIndex() else { return }
        scopes[i].definite[Checker.delegationKey]?.maybeUnassigned = false
        for (k, var d) in scopes[i].definite where k.hasPrefix("self.") {
            d.maybeUnassigned = false
            d.maybeAssigned = true
            scopes[i].definite[k] = d
        }
    }

    /// `super.init(…)` sets the superclass's stored properties; the class's own must be set first.
    func markInheritedPropertiesSet(at range: SourceRange) {
        guard let i = initScopeIndex(), let info = scopes[i].selfContext?.info else { return }
        scopes[i].definite[Checker.delegationKey]?.maybeUnassigned = false
        let inherited = Set(info.superclass?.fields.map { "self." + $0.name } ?? [])
        for (k, var d) in scopes[i].definite where k.hasPrefix("self.") {
            if inherited.contains(k) {
                d.maybeUnassigned = false
                d.maybeAssigned = true
                scopes[i].definite[k] = d
            } else if d.maybeUnassigned {
                flowError("property `\(k)` not initialized at `super.init` call", at: range,
                          helps: ["set the class's own stored properties before calling `super.init`"])
            }
        }
    }

    /// Whether a `let` tracked in `slot` would be assigned inside a loop it is declared outside of.
    private func assignsInLoop(_ slot: DefiniteSlot) -> Bool {
        guard let base = loopScopeBases.last else { return false }
        switch slot {
        case .global: return true
        case let .scope(i): return i < base
        }
    }

    /// Whether an assignment may initialise this `let` (it is tracked and in the same body).
    func mayInitialise(_ target: Expr) -> Bool {
        switch target.kind {
        case let .identifier(name):
            guard let (_, _, d) = definiteSlot(name) else { return false }
            return d.isLet && d.depth == contexts.count
        case let .member(base, name, _):
            guard case .identifier("self") = base.kind, let (_, _, d) = definiteSelfField(name) else { return false }
            return d.isLet && d.depth == contexts.count
        default: return false
        }
    }

    /// The scope of the `init` being checked (its parameters and `self`), in the same body.
    func initScopeIndex() -> Int? {
        for i in scopes.indices.reversed() {
            if let ctx = scopes[i].selfContext { return ctx.isInit ? i : nil }
        }
        return nil
    }

    /// Using `self` as a whole (a method call, passing it on) needs every stored property set.
    func checkWholeSelf(at range: SourceRange) {
        guard let i = initScopeIndex() else { return }
        let missing = scopes[i].definite.filter { $0.key.hasPrefix("self.") && $0.value.maybeUnassigned }
        guard !missing.isEmpty else { return }
        if missing[Checker.wholeSelfKey] != nil {
            flowError("`self` used before it is assigned", at: range, helps: [selfAssignmentHelp(i) + " first"])
            return
        }
        let names = missing.keys.sorted().map { "`\($0)`" }.joined(separator: ", ")
        flowError("`self` used before all stored properties are initialized", at: range,
                            helps: ["set \(names) first"])
    }

    /// `self = .someCase` in an enum's `init`; `self = …` in one an extension gives a built-in type.
    private func selfAssignmentHelp(_ scope: Int) -> String {
        // In a protocol extension's `init`, only the conforming type's own `init` can make `self`.
        scopes[scope].selfContext?.info.isProtocol == true ? "call `self.init(…)`" : "assign `\(selfAssignmentExample(scope))`"
    }

    private func selfAssignmentExample(_ scope: Int) -> String {
        return scopes[scope].selfContext?.info.isBuiltin == true ? "self = …` or call `self.init(…)" : "self = .someCase"
    }

    /// At a `return` from an `init`, and at its end: every stored property must be set.
    func checkInitComplete(at range: SourceRange) {
        guard let i = initScopeIndex() else { return }
        let missing = scopes[i].definite.filter {
            $0.key.hasPrefix("self.") && $0.value.maybeUnassigned && $0.value.depth == contexts.count
        }
        guard !missing.isEmpty else { return }
        if missing[Checker.wholeSelfKey] != nil {
            let failable = contexts.last?.isFailableInit == true
            flowError("`self` is not assigned on every path of the initializer", at: range,
                      helps: [selfAssignmentHelp(i) + (failable ? ", or `return nil`," : "") + " on every path"])
            return
        }
        let names = missing.keys.sorted().map { "`\($0)`" }.joined(separator: ", ")
        let inherited = Set(scopes[i].selfContext?.info.superclass?.fields.map { "self." + $0.name } ?? [])
        let help = missing.keys.allSatisfy(inherited.contains) ? "call `super.init(…)` on every path" : "set \(names) on every path"
        flowError("return from initializer without initializing all stored properties", at: range, helps: [help])
    }

    /// Runs a loop body: a `let` declared outside it may not be assigned inside (it could be
    /// assigned twice); afterwards the state is that of zero or more runs.
    func definiteLoop(runsAtLeastOnce: Bool = false, _ body: () -> Void) {
        let before = definiteState()
        loopScopeBases.append(scopes.count)
        let jumped = jumpTarget(isLoop: true, body)
        loopScopeBases.removeLast()
        var after = definiteState()
        if !runsAtLeastOnce { after = before.joined(after) }
        if let jumped { after = after.joined(jumped) }
        restoreDefinite(after)
    }

    /// Runs the body of a loop or `switch`, and returns the joined states of the paths that
    /// `break` (or `continue`) took out of it: they reach its end too, though the statements
    /// that hold the jump (`if c { break }`) count as always leaving.
    func jumpTarget(isLoop: Bool, label: String? = nil, _ body: () -> Void) -> DefiniteState? {
        jumpTargets.append(JumpTarget(isLoop: isLoop, label: label))
        body()
        return jumpTargets.removeLast().jumped
    }

    /// Records the state at a `break` (for the innermost loop or `switch`) or a `continue` (for
    /// the innermost loop), which goes on at that statement's end.
    func noteJump(isBreak: Bool, label: String? = nil) {
        let found = label.map { l in jumpTargets.lastIndex { $0.label == l } }
            ?? jumpTargets.lastIndex { $0.label == nil && (isBreak || $0.isLoop) }
        guard let i = found else { return }
        let now = definiteState()
        jumpTargets[i].jumped = jumpTargets[i].jumped.map { $0.joined(now) } ?? now
    }
}
