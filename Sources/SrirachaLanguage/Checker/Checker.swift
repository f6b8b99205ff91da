/// Checks one top-level statement: infers and checks types, resolves names, and records the
/// annotations the evaluator relies on (see AST.swift). A `Checker` checks one statement at a
/// time on a copy of the session's environment, and is then emptied and handed to the next
/// statement (see `CheckerStorage.swift`); `TypeChecker` keeps the result only when asked to
/// commit it.
final class Checker {
    /// Set for each statement the checker is handed (see `TypeChecker.makeStorageReusingChecker`).
    var file: SourceFile
    var env: GlobalEnvironment
    let natives: NativeSignatures
    let solver: Solver

    var diagnostics: [Diagnostic] = []
    /// A name in this statement was not found: what cannot be inferred after it is a
    /// consequence, not news (see `Checker+Teaching.swift`).
    var reportedUnknownName = false
    /// A member not found (`s.range(of: "x")` on a `String`), as the index of its error and the
    /// outermost expression it is in: what that expression reports after it (the labels of the
    /// call, the `nil` it is compared with) follows from the unknown member, and is not shown.
    var unknownMember: (diagnostic: Int, expression: SourceRange, at: Int)?
    /// The line of a top-level variable of the running file not declared yet (see `TypeChecker`).
    var laterDeclaration: ((String) -> Int?)?
    /// The statement belongs to a `.swift` file, whose declarations are all visible.
    var seesWholeFile = false

    /// The most parts a type may have written out in full; far beyond any type a person writes.
    static let maxTypeSize = 5_000  // the error message spells it out
    /// How many `check` calls enclose the current one, and the outermost expression being
    /// checked: where "too complex" is reported.
    var expressionDepth = 0
    var outermostExpression: SourceRange?
    /// The call whose type first grew too large.
    var tooLargeType: SourceRange?

    // What finalisation writes back onto the tree once every variable is solved. Entries are
    // appended as nodes are checked; a node checked twice (overload trials) keeps its last entry.
    var exprTypes: [(Expr, Ty)] = []
    var patternTypes: [(Pattern, Ty)] = []
    var parameterTypes: [(Parameter, Ty)] = []
    var funcSchemes: [(FuncDecl, Scheme)] = []
    /// Integer literals whose type (Int or Double) is decided at the end.
    /// Integer literals (`Int` or `Double`) and string literals (`String` or `Character`)
    /// whose type the context decides.
    var intLiterals: [(Expr, Ty)] = []
    /// `some P` as written, by syntax node: the one type each stands for (see `opaqueType`).
    var opaqueTypes: [ObjectIdentifier: Ty] = [:]
    var opaqueRequirements: [(type: Ty, protocolName: String, range: SourceRange)] = []
    /// `UInt8.max`, `Float.pi`: member expressions that become literals once the statement is
    /// checked (rewritten only then, so that a second check still sees the typed member).
    var numberConstants: [(Expr, ExprKind)] = []
    /// Literals whose type only context can decide (`[]`, `[:]`, `nil`).
    var ambiguities: [Ambiguity] = []
    /// Operands of `==`/`!=`, which must be `Equatable` (with the generic requirements in scope).
    var equatableChecks: [(type: Ty, range: SourceRange, op: String, constraints: GenericConstraints)] = []
    /// Conformances uses of generic declarations need (see `Checker+Generics.swift`).
    var conformanceChecks: [ConformanceCheck] = []
    /// What declared functions require of their generic parameters, resolved once.
    var functionRequirements: [ObjectIdentifier: GenericConstraints] = [:]
    /// Closures whose several parameters take apart one tuple argument, rewritten at the end.
    var destructuringClosures: [(closure: ClosureExpr, tuple: Ty, result: Ty, range: SourceRange)] = []
    /// Operands of a declared operator already checked while choosing it: the built-in
    /// operator's check takes their types from here instead of checking them twice.
    /// The declared operators a call made from an operator's use may mean (`a += b` calls
    /// `+=` with `&a`), by the callee node (see `Checker+CompoundOperators`).
    var operatorCallSources: [ObjectIdentifier: [CalleeSource]] = [:]
    var preChecked = PreCheckedTypes()
    /// What an operand's name meant when `operandNeedsContext` looked it up, for the check of
    /// that operand that follows at once (see `checkDeclaredBinary`); nil otherwise.
    var operandMeaning: (expr: ObjectIdentifier, name: String, meaning: NameMeaning)?
    /// Calls whose result type is `Never` (`fatalError(…)`): statements that do not fall through.
    var neverCalls: Set<ObjectIdentifier> = []

    var scopes: [Scope] = []
    /// Definite initialisation (see `Definite`): errors found, the scope count where each
    /// enclosing loop body starts, and the node being assigned (not read) by `=`.
    var initialisationErrors: [(key: String, diagnostic: Diagnostic)] = []
    var loopScopeBases: [Int] = []
    /// The loops and `switch`es enclosing the statement being checked, innermost last, with the
    /// states that reach their end through `break` (and, for loops, `continue`).
    var jumpTargets: [JumpTarget] = []
    /// The generic types being made from a closure (`Mod { … }`), innermost last.
    var genericConstructions: [String] = []
    var assignmentTarget: Expr?
    /// `self` as the base of a member access in an `init`, checked with the member.
    var selfMemberBase: Expr?
    /// Uses of implicitly unwrapped optionals (`T!`) that stay optional (see `implicitlyUnwrap`).
    var optionalContexts: Set<ObjectIdentifier> = []
    /// Arguments already made closures for `@autoclosure` parameters (a call may be checked twice).
    var autoclosureArguments: Set<ObjectIdentifier> = []
    /// Closures passed directly for a parameter that does not escape.
    var nonEscapingClosures: Set<ObjectIdentifier> = []
    /// Arguments gathered for a variadic parameter: passing an array there has its own error.
    var variadicElements: Set<ObjectIdentifier> = []
    /// The arrays those arguments were gathered into (or an empty literal's `init(arrayLiteral:)`
    /// was given): a call checked again is not packed again.
    var packedVariadics: Set<ObjectIdentifier> = []
    /// How many `try` operands enclose the expression being checked.
    var tryDepth = 0
    /// `await` expressions around the one being checked: calls of `async` functions need one.
    var awaitDepth = 0
    /// The types whose declarations enclose what is being checked, innermost last: their nested
    /// types are found by their short names (`Error` inside `Users` is `Users.Error`).
    var typeContext: [String] = []
    /// The property whose accessor is being checked.
    var currentAccessors: PropertyAccessors?
    var contexts: [FunctionContext] = []
    /// Declared generic parameter names in scope (rigid inside their declaration).
    var genericNames: [[String]] = []
    /// The requirements of the generic parameters in scope, one entry per `genericNames` level.
    var genericConstraints: [GenericConstraints] = []
    /// Types of `func`s computed when their block was entered, so that calls before the
    /// declaration and recursive calls see them.
    var signatures: [ObjectIdentifier: FuncSignature] = [:]
    /// Generic functions whose bodies are being checked, innermost last, and the casts and calls
    /// that need type arguments at run time (see `Checker+ReifiedGenerics.swift`).
    var genericFunctionStack: [FuncDecl] = []
    /// For a method of a generic type on that stack: the type's parameters it may cast to.
    var methodTypeParameters: [ObjectIdentifier: [String]] = [:]
    var reifiedSites: [ReifiedSite] = []

    // Top-level results.
    var bindings: [(name: String, scheme: Scheme)] = []
    var declaredNominals: [NominalInfo] = []
    /// Where each top-level `let`/`var` of this statement is declared, for errors about it.
    var bindingRanges: [String: (range: SourceRange, isVar: Bool)] = [:]
    /// The name a `let`/`var` being checked binds, for "annotate it, e.g. `let empty: [Int] = []`".
    var bindingHint: (initializer: Expr, name: String, isVar: Bool)?

    init(file: SourceFile, environment: GlobalEnvironment, natives: NativeSignatures, solver: Solver = Solver()) {
        self.file = file
        self.env = environment
        self.natives = natives
        self.solver = solver
        solver.admitsParameter = { [weak self] p, allowed in self?.admitsLiteral(p, allowed) ?? false }
    }

    var isTopLevel: Bool { scopes.isEmpty }
    var context: FunctionContext? { contexts.last }

    // MARK: Diagnostics

    func error(_ message: String, at range: SourceRange, helps: [String] = [], notes: [String] = []) {
        if followsUnknownMember(range) { return }
        let helps = helps + redeclaredTypeHelp(message)
        diagnostics.append(Diagnostic(.checker, message, at: range, in: file, helps: helps, notes: notes))
    }

    /// Notes that the error just reported is a member not found (see `unknownMember`).
    func markUnknownMember() {
        guard let last = diagnostics.indices.last, let outer = outermostExpression else { return }
        unknownMember = (last, outer, diagnostics[last].range.start)
    }

    /// Whether an error at `range` comes after a member not found, in the same expression.
    private func followsUnknownMember(_ range: SourceRange) -> Bool {
        guard let u = unknownMember, u.diagnostic < diagnostics.count,
              diagnostics[u.diagnostic].message.contains("has no member") else { return false }
        return range.start > u.at && range.start >= u.expression.start && range.end <= u.expression.end
    }

    // MARK: Recording

    func record(_ e: Expr, _ t: Ty) { exprTypes.append((e, t)) }
    func record(_ p: Pattern, _ t: Ty) { patternTypes.append((p, t)) }

    // MARK: Trials

    /// Everything a tentative check may add, so that it can be undone.
    struct Mark {
        let solver: Solver.Mark
        let diagnostics, exprs, patterns, parameters, funcs, ints, ambiguities, equatables, conformances, destructurings: Int
        var reifiedSites = 0
    }

    func mark() -> Mark {
        Mark(solver: solver.mark(), diagnostics: diagnostics.count, exprs: exprTypes.count,
             patterns: patternTypes.count, parameters: parameterTypes.count, funcs: funcSchemes.count,
             ints: intLiterals.count, ambiguities: ambiguities.count, equatables: equatableChecks.count,
             conformances: conformanceChecks.count,
             destructurings: destructuringClosures.count, reifiedSites: reifiedSites.count)
    }

    func rollback(to m: Mark) {
        solver.rollback(to: m.solver)
        diagnostics.removeSubrange(m.diagnostics...)
        exprTypes.removeSubrange(m.exprs...)
        patternTypes.removeSubrange(m.patterns...)
        parameterTypes.removeSubrange(m.parameters...)
        funcSchemes.removeSubrange(m.funcs...)
        intLiterals.removeSubrange(m.ints...)
        ambiguities.removeSubrange(m.ambiguities...)
        equatableChecks.removeSubrange(m.equatables...)
        conformanceChecks.removeSubrange(m.conformances...)
        destructuringClosures.removeSubrange(m.destructurings...)
        if reifiedSites.count > m.reifiedSites { reifiedSites.removeSubrange(m.reifiedSites...) }
    }

    /// How many tentative checks enclose the current one.
    var trialDepth = 0
    /// The overload chosen for a call, by call and expected type: nested overloaded calls
    /// (`abs(abs(abs(x)))`) are then resolved once each instead of once per outer candidate.
    var chosenOverloads: [String: Int] = [:]
    /// The `??` expressions given directly to `print` or `debugPrint`, whose parameters are
    /// Swift's `Any`: `print(count ?? 2.5)` may mix an `Int?` with a `Double` there.
    var anyArguments: Set<ObjectIdentifier> = []

    /// Runs `body` tentatively: reports whether it produced no diagnostics, then undoes it.
    func trial(_ body: () -> Void) -> Bool {
        trialDepth += 1
        defer { trialDepth -= 1 }
        let m = mark()
        let depth = (scopes.count, contexts.count, genericNames.count)
        body()
        let ok = diagnostics.count == m.diagnostics
        rollback(to: m)
        // Bodies keep scopes balanced; this guards against an early exit leaving one behind.
        if scopes.count > depth.0 { scopes.removeSubrange(depth.0...) }
        if contexts.count > depth.1 { contexts.removeSubrange(depth.1...) }
        if genericNames.count > depth.2 { genericNames.removeSubrange(depth.2...) }
        if genericConstraints.count > depth.2 { genericConstraints.removeSubrange(depth.2...) }
        return ok
    }

    // MARK: Types

    func resolve(_ t: Ty) -> Ty { solver.resolve(t) }
    func fresh() -> Ty { solver.fresh() }
    func describe(_ t: Ty) -> String { "`" + solver.describe(t) + "`" }

    /// `T` for `T?`, `T??`, …; the type itself otherwise.
    func strippingOptionals(_ t: Ty) -> Ty {
        var t = resolve(t)
        while case let .con("Optional", args) = t, args.count == 1 { t = resolve(args[0]) }
        return t
    }

    func isUnsolved(_ t: Ty) -> Bool { if case .variable = resolve(t) { return true }; return false }
    /// Whether any part of the type is still an inference variable.
    func hasUnsolvedParts(_ t: Ty) -> Bool {
        var free: [Int] = []
        solver.freeVariables(t, into: &free)
        return !free.isEmpty
    }

    /// Whether a type mentions a function anywhere (such values cannot be compared with `==`).
    func containsFunction(_ t: Ty) -> Bool {
        switch resolve(t) {
        case .fn: return true
        case .variable, .param: return false
        case let .con(_, args): return args.contains(where: containsFunction)
        case let .tuple(es): return es.contains { containsFunction($0.type) }
        }
    }
}

/// A literal whose type must come from context: reported if nothing decided it.
struct Ambiguity {
    enum Kind { case emptyArray, emptyDictionary, nilLiteral }
    let kind: Kind
    /// The part that must be decided: the element type, the key and value, the wrapped type.
    let type: Ty
    let range: SourceRange
    let bindingName: String?
    let isVar: Bool
}

/// A `func`'s types as declared (or inferred so far).
struct FuncSignature {
    /// Parameter types per clause.
    var clauses: [[Ty]]
    var result: Ty
    /// Declared `throws` or `rethrows`: the last clause's call may throw.
    var throwing = false
    /// The whole curried type.
    var type: Ty {
        var type = result
        for (i, clause) in clauses.enumerated().reversed() {
            type = .fn(clause, type, throwing: throwing && i == clauses.count - 1)
        }
        return type
    }
}
