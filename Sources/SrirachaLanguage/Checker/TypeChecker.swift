import Dispatch

/// A statement after checking: what it binds, with types, ready to be run and then committed.
public struct CheckedStatement {
    public var stmt: Stmt
    /// Names the statement binds with their types: the variables of a `let`/`var`, a `func`'s
    /// name; empty for type declarations and expressions.
    public var bindings: [(name: String, scheme: TypeScheme)]
    /// The type of an expression statement.
    public var expressionType: SType?
    /// The session's environment as it will be once this statement is committed.
    var environment: GlobalEnvironment
    /// Declarations checked together with `stmt` (see `TypeChecker.checkGroup`); `[stmt]` alone
    /// otherwise.
    public var group: [Stmt] = []
}

/// The static type checker: Hindley–Milner inference with let-polymorphism, bidirectional
/// checking of closures and implicit members, Swift's implicit optional promotion, overloads,
/// exhaustiveness of `switch`. Checking a statement changes nothing until `commit`.
public final class TypeChecker {
    var environment = GlobalEnvironment()
    let natives = NativeSignatures()
    /// The most work checking one statement may take (see `Solver.workLimit`).
    var workLimit = Solver.defaultWorkLimit
    /// The line of a top-level variable of the running file that is not declared yet, for
    /// "used before its declaration" (see `HoistingUnit`).
    var laterDeclaration: ((String) -> Int?)?
    /// Statements come from a `.swift` file, whose declarations are all visible to each other.
    var seesWholeFile = false
    /// Asked while checking: has Ctrl-C been pressed? (Set by the interpreter.)
    var interrupted: (() -> Bool)?
    /// The current statement's time limit in seconds, if any. Checking a statement counts
    /// against it as running it does.
    var timeLimit: (() -> Double?)?

    public init() {}

    /// Finished checkers, emptied, for the next statements (see `recycle`).
    var idleCheckers: [Checker] = []

    /// Checks a statement completely, annotating its tree; throws a `Diagnostic` or a
    /// `DiagnosticList` when it is wrong. The session is unchanged until `commit`.
    public func check(_ stmt: Stmt, in file: SourceFile) throws -> CheckedStatement {
        let checker = makeChecker(file)
        defer { recycle(checker) }
        let type = checker.checkTopLevel(stmt)
        try throwIfStopped(checker, fallback: stmt.range)
        try Self.throwIfNeeded(checker.diagnostics)
        let bindings = exportedBindings(checker)
        return CheckedStatement(stmt: stmt, bindings: bindings, expressionType: type,
                                environment: checker.takeEnvironment(), group: [stmt])
    }

    /// Checks top-level declarations as one group, as a block's are: every type, alias,
    /// extension and function signature is known before any body is checked, so they may name
    /// each other in any order (a file's declarations used before their place; see `HoistingUnit`).
    func checkGroup(_ stmts: [Stmt], in file: SourceFile) throws -> CheckedStatement {
        let checker = makeChecker(file)
        defer { recycle(checker) }
        checker.checkTopLevelGroup(stmts)
        try throwIfStopped(checker, fallback: stmts[0].range)
        try Self.throwIfNeeded(checker.diagnostics)
        let bindings = exportedBindings(checker)
        return CheckedStatement(stmt: stmts[0], bindings: bindings, expressionType: nil,
                                environment: checker.takeEnvironment(), group: stmts)
    }

    /// Whether a top-level value (variable or function) of this name is declared.
    func isDefined(_ name: String) -> Bool {
        settledEnvironment.values[name] != nil
    }

    /// Keeps what a checked statement declared (after it ran successfully).
    public func commit(_ checked: CheckedStatement) {
        // The prelude may have added members to a built-in type while the statement was checked
        // (its `extension String` loads at the first `"b".compare("a")`): they stay.
        let extended = environment.builtinExtensions
        environment = checked.environment
        for (owner, info) in extended where environment.builtinExtensions[owner] == nil {
            environment.builtinExtensions[owner] = info
        }
        environment.commit()
    }

    /// `commit`, taking the statement's environment instead of copying it (a copy retains a
    /// dozen references, and releases them again when the statement is freed): `checked` is
    /// left holding the environment it replaced.
    func commit(taking checked: inout CheckedStatement) {
        swap(&environment, &checked.environment)
        environment.commit()
    }

    /// Makes every type declared so far (the prelude's) impossible to declare again.
    public func sealStandardTypes() {
        environment.standardTypes = Set(environment.types.keys)
    }

    /// The session's environment, for reading: looking a name up may load a declaration of the
    /// prelude, which commits to `environment`, so reads go through a copy (sharing the same
    /// committed entries) rather than through `environment` itself.
    var settledEnvironment: GlobalEnvironment { environment }

    /// Lets the environment load the prelude's declarations when their names are first looked
    /// up (see `LazyPrelude`); its types may not be declared again, loaded or not.
    func installPrelude(_ prelude: LazyPrelude) {
        environment.prelude = prelude
        environment.values.base.resolveMissing = { [weak prelude] name in prelude?.loadValue(named: name) ?? false }
        environment.types.base.resolveMissing = { [weak prelude] name in prelude?.loadType(named: name) ?? false }
        let everything = { [weak prelude] in prelude?.loadEverything() ?? () }
        environment.values.base.resolveEverything = everything
        environment.types.base.resolveEverything = everything
        environment.standardTypes.formUnion(prelude.typeNames)
        prelude.builtinExtension = { [unowned self] name in environment.builtinExtensions[name] }
    }

    /// Checks a statement of the prelude as it would have been checked at start-up: not
    /// stopped by the user's limits, and not part of the user's file.
    func checkPreludeStatement(_ stmt: Stmt, in file: SourceFile) throws -> CheckedStatement {
        let saved = (interrupted, timeLimit, laterDeclaration, seesWholeFile)
        interrupted = nil
        timeLimit = nil
        laterDeclaration = nil
        seesWholeFile = false
        defer { (interrupted, timeLimit, laterDeclaration, seesWholeFile) = saved }
        return try check(stmt, in: file)
    }

    /// Binds a name outside any statement (`$R0`), as an immutable value.
    public func define(name: String, scheme: TypeScheme) {
        let type = Ty(scheme.type)
        var params: [String] = []
        type.parameterNames(into: &params)
        let value = GlobalValue.variable(Scheme(type, params: params), isVar: false)
        // A `$R` name is written straight into what is committed when nothing else is pending,
        // rather than noted as a change and folded in at once.
        if environment.commitValue(value, named: name) { return }
        environment.values[name] = value
        environment.commit()
    }

    /// The type of an expression, without running it (`:type`).
    public func typeOf(_ expr: Expr, in file: SourceFile) throws -> TypeScheme {
        let checker = makeChecker(file)
        defer { recycle(checker) }
        let scheme = checker.checkStandalone(expr)
        try throwIfStopped(checker, fallback: expr.range)
        try Self.throwIfNeeded(checker.diagnostics)
        var exported = checker.solver.exportScheme(scheme)
        // `:type g` for a function declared `throws`.
        if case .identifier = expr.kind, let f = expr.chosen as? FuncDecl {
            exported.throwing = f.isThrowing
            exported.isAsync = f.isAsync
            exported.variadic = (f.clauses.first ?? []).map(\.isVariadic)
        }
        return exported
    }

    /// Every global name in scope with its type, for tab completion and `:browse`.
    public func globalNames() -> [(name: String, scheme: TypeScheme)] {
        let solver = Solver()
        let environment = settledEnvironment
        var out: [(name: String, scheme: TypeScheme)] = []
        for (name, value) in environment.values {
            switch value {
            case let .variable(s, _): out.append((name, solver.exportScheme(s)))
            case let .functions(fs): for f in fs { out.append((name, solver.exportScheme(f.scheme))) }
            }
        }
        for (name, list) in Builtins.globals where environment.values[name] == nil {
            for n in list where n.isListed { if let s = natives.scheme(of: n) { out.append((name, solver.exportScheme(s))) } }
        }
        return out.sorted { ($0.name.lowercased(), $0.name) < ($1.name.lowercased(), $1.name) }
    }

    /// Member names (fields, methods, cases, static members) of a named type, for completion.
    public func memberNames(ofTypeNamed name: String) -> [String] {
        var names: [String] = []
        let environment = settledEnvironment
        if case .nominal(let info)? = environment.types[name] { names += info.memberNames }
        if let added = environment.builtinExtensions[name] { names += added.memberNames }
        names += Builtins.members[name]?.keys.map { $0 } ?? []
        if name == "Range" || name == "ClosedRange" { names += Builtins.members["Array"]?.keys.map { $0 } ?? [] }
        return Array(Set(names)).sorted()
    }

    private func makeChecker(_ file: SourceFile) -> Checker {
        let checker = makeStorageReusingChecker(file)
        checker.solver.workLimit = workLimit
        checker.laterDeclaration = laterDeclaration
        checker.seesWholeFile = seesWholeFile
        let limit = timeLimit?().flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
        let deadline = limit.map { DispatchTime.now().uptimeNanoseconds &+ UInt64(min($0 * 1e9, 1e17)) }
        let interrupted = self.interrupted
        if interrupted != nil || deadline != nil {
            checker.solver.poll = {
                if interrupted?() == true { return .interrupted }
                if let deadline, let limit, DispatchTime.now().uptimeNanoseconds > deadline { return .timeLimit(limit) }
                return nil
            }
        }
        return checker
    }

    /// One error for a statement the checker gave up on, instead of the failures that giving
    /// up caused.
    private func throwIfStopped(_ checker: Checker, fallback: SourceRange) throws {
        guard let reason = checker.solver.stopReason else { return }
        let file = checker.file
        switch reason {
        case .interrupted:
            throw Diagnostic(.checker, "interrupted", at: checker.outermostExpression ?? fallback, in: file)
        case .timeLimit(let seconds):
            throw Diagnostic(.checker, "time limit exceeded (\(Machine.seconds(seconds)) s) while checking types",
                             at: checker.outermostExpression ?? fallback, in: file)
        case .typeTooLarge:
            throw Diagnostic(.checker, "the type of this expression is too large (over 5,000 parts)",
                             at: checker.tooLargeType ?? checker.outermostExpression ?? fallback, in: file,
                             helps: ["each call here doubles the size of the type; nest fewer of them"])
        case .tooComplex:
            throw Diagnostic(.checker, "this expression is too complex to type-check",
                             at: checker.outermostExpression ?? fallback, in: file,
                             helps: ["break it into smaller statements with `let`, or annotate the types of its parts"])
        }
    }

    private static func throwIfNeeded(_ diagnostics: [Diagnostic]) throws {
        var seen = Set<String>()
        let unique = withoutRepeats(diagnostics)
            .filter { seen.insert("\($0.range.start):\($0.range.end):\($0.message)").inserted }
        if unique.count == 1 { throw unique[0] }
        if !unique.isEmpty { throw DiagnosticList(unique) }
    }
}

extension TypeChecker {
    /// The names a statement declared, with their types; a function declared `throws` says so.
    fileprivate func exportedBindings(_ checker: Checker) -> [(name: String, scheme: TypeScheme)] {
        // The hidden constant holding an observed variable (`$__observed_count`) is not shown.
        checker.bindings.filter { !$0.name.hasPrefix(Checker.observedStoragePrefix) }.map { b in
            var scheme = checker.solver.exportScheme(b.scheme)
            // Only a declared function can throw or be variadic: a variable's name (most
            // bindings) is not looked up again.
            guard case .function = scheme.type else { return (b.name, scheme) }
            scheme.throwing = checker.isThrowingFunction(named: b.name)
            scheme.isAsync = checker.isAsyncFunction(named: b.name)
            scheme.variadic = checker.variadicParameters(named: b.name)
            return (b.name, scheme)
        }
    }
}
