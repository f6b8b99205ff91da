/// Parses, checks and runs source text statement by statement, keeping the global state of one
/// session. It knows nothing of text formatting: it reports `Event`s, and `SrirachaSession`
/// turns them into the lines a user sees.
public final class Interpreter {
    /// What happened while executing an entry, in order.
    public enum Event {
        /// `print` output, as it happens (includes its newline).
        case printed(String)
        /// A `let`/`var` binding made (`x: Int = 5`).
        case bound(name: String, scheme: TypeScheme, value: Value)
        /// A `func` declared (`sum: (Int) -> (Int) -> Int`): its type, no value.
        case declared(name: String, scheme: TypeScheme)
        /// An expression statement's non-Void result, bound to `name` (`$R0`).
        case result(name: String, scheme: TypeScheme, value: Value)
        /// The statement failed; nothing it declared was kept.
        case failed(Diagnostic)
    }

    public private(set) var checker: TypeChecker
    public private(set) var evaluator: Evaluator
    /// The number the next `$R` result gets.
    public private(set) var nextResult = 0
    /// Where each top-level name was declared, with its documentation (`:info`, `:help`):
    /// the prelude's names included, so the rest of the prelude is loaded first.
    public var declarations: [String: [DeclarationSite]] {
        prelude.loadEverything()
        return declarationSites
    }
    /// `declarations` as they stand, without loading the rest of the prelude.
    var declarationSites: [String: [DeclarationSite]] {
        makeNotedSites()
        return notedSites
    }
    /// The sites made so far (see `makeNotedSites`).
    var notedSites: [String: [DeclarationSite]] = [:]
    /// Declarations of the statements that ran, in order, whose sites are not made yet.
    var unnotedDeclarations: [UnnotedDeclaration] = []
    /// The prelude's declarations not loaded yet.
    var prelude = LazyPrelude()
    /// Operators and precedence groups declared so far (the prelude's, then the user's).
    public internal(set) var operators = OperatorTable()
    /// Reads the files `import "path"` names; nil refuses file imports. Given by the session's
    /// creator: the language itself never touches files.
    public var fileImporter: FileImporter?
    /// Bundled modules already imported into this session, and files (by `FileImporter` key).
    var importedModules: Set<String> = []
    var importedFiles: Set<String> = []
    /// How many imports are running: their expression statements print nothing and bind no `$R`.
    var importDepth = 0
    /// The file or entry whose declarations are visible throughout it (see `HoistingUnit`).
    var hoisting: HoistingUnit?
    /// How many times a unit's declarations ran ahead of their place (see `HoistingUnit`): a REPL
    /// entry whose count moved needs its statements together to run again (`:save`).
    public internal(set) var declarationsRunAhead = 0

    public init() {
        checker = TypeChecker()
        evaluator = Evaluator()
        connectChecker()
        installPrelude()
    }

    /// Lets Ctrl-C and the time limit stop the checker as they stop the evaluator.
    private func connectChecker() {
        let evaluator = self.evaluator
        checker.interrupted = { [unowned evaluator] in evaluator.program.machine.isInterruptRequested }
        checker.timeLimit = { [unowned evaluator] in evaluator.timeLimit }
        checker.laterDeclaration = { [weak self] name in self?.hoisting?.laterDeclaration(of: name) }
    }

    /// Forgets every user binding (`:reset`): a fresh checker and evaluator with the prelude.
    public func reset() {
        checker = TypeChecker()
        evaluator = Evaluator()
        nextResult = 0
        hasKeptStatements = false
        notedSites = [:]
        unnotedDeclarations = []
        operators = OperatorTable()
        importedModules = []
        importedFiles = []
        connectChecker()
        installPrelude()
    }

    /// Asks a running evaluation to stop (Ctrl-C); safe from any thread.
    public func interrupt() { evaluator.interrupt() }

    /// Executes every statement of `file` in order, stopping at the first failure.
    /// Returns false when something failed (a parse, type or runtime error).
    @discardableResult
    public func execute(_ file: SourceFile, emit: (Event) -> Void) -> Bool {
        let parsed = Parser.parse(file, operators: operators)
        if !parsed.diagnostics.isEmpty {
            for d in parsed.diagnostics { emit(.failed(located(d, in: file))) }
            return false
        }
        // Operator declarations take effect as they are parsed: later statements of the same
        // entry are parsed with them.
        operators = parsed.operators
        // Several statements entered at once see each other's declarations.
        let ownUnit = hoisting == nil && !loadingPrelude && parsed.statements.count > 1
            && HoistingUnit.hasDeclarations(parsed.statements)
        if ownUnit { hoisting = HoistingUnit(file: file, statements: parsed.statements) }
        defer { if ownUnit { hoisting = nil } }
        for stmt in parsed.statements {
            if case .importDecl(let decl) = stmt.kind {
                if !runImport(decl, in: file, emit: emit) { return false }
                continue
            }
            if !executeInUnit(stmt, in: file, emit: emit) { return false }
        }
        return true
    }

    /// Executes one statement already parsed, with the built-in operators, from `file` (see
    /// `Session.prepareEntries`), as `execute(_:emit:)` would after parsing it. Returns nil,
    /// having done nothing, when parsing it again could give something else: operators have
    /// been declared, it declares one, or a whole-file unit is open.
    public func execute(preparsed stmt: Stmt, in file: SourceFile, emit: (Event) -> Void) -> Bool? {
        guard operators.isStandard, hoisting == nil else { return nil }
        if case .operatorDecl = stmt.kind { return nil }
        if case .importDecl(let decl) = stmt.kind { return runImport(decl, in: file, emit: emit) }
        return executeInUnit(stmt, in: file, emit: emit)
    }

    /// The type of an expression without running it (`:type`).
    public func typeOf(_ file: SourceFile) -> Result<TypeScheme, DiagnosticList> {
        let (expr, diagnostics) = Parser.parseExpression(file, operators: operators)
        guard diagnostics.isEmpty, let expr else {
            return .failure(DiagnosticList(diagnostics.map { located($0, in: file) }))
        }
        do {
            return .success(try checker.typeOf(expr, in: file))
        } catch let list as DiagnosticList {
            return .failure(DiagnosticList(list.diagnostics.map { located($0, in: file) }))
        } catch let d as Diagnostic {
            return .failure(DiagnosticList([located(d, in: file)]))
        } catch {
            return .failure(DiagnosticList([Diagnostic(.checker, "\(error)", at: .none, in: file)]))
        }
    }

    /// Checks, runs and keeps one statement, or a group of declarations checked together.
    func execute(_ stmts: [Stmt], in file: SourceFile, emit: (Event) -> Void) -> Bool {
        let stmt = stmts[0]
        // A Ctrl-C meant for an earlier statement must not stop this one.
        evaluator.program.machine.clearInterrupt()
        var checked: CheckedStatement
        do {
            checked = stmts.count == 1 ? try checker.check(stmt, in: file) : try checker.checkGroup(stmts, in: file)
        } catch let list as DiagnosticList {
            for d in list.diagnostics { emit(.failed(located(d, in: file))) }
            return false
        } catch let d as Diagnostic {
            emit(.failed(located(d, in: file)))
            return false
        } catch {
            emit(.failed(Diagnostic(.checker, "\(error)", at: stmt.range, in: file)))
            return false
        }
        if checksOnly && !loadingPrelude { return keepChecked(checked) && runMain(of: stmts, in: file, emit: emit) }
        let outcome: RunOutcome
        do {
            // `print` output must reach the caller as it happens, so the non-escaping `emit`
            // is lent to the evaluator for the duration of this one run.
            outcome = try withoutActuallyEscaping(emit) { emit in
                evaluator.output = { emit(.printed($0)) }
                defer { evaluator.output = { _ in } }
                if stmts.count > 1 { return try evaluator.run(group: stmts, in: file) }
                return try loadingPrelude ? evaluator.runShallow(stmt, in: file) : evaluator.run(stmt, in: file)
            }
        } catch let d as Diagnostic {
            emit(.failed(located(d, in: file)))
            return false
        } catch {
            emit(.failed(Diagnostic(.runtime, "\(error)", at: stmt.range, in: file)))
            return false
        }
        checker.commit(taking: &checked)
        if !loadingPrelude { hasKeptStatements = true }
        for s in stmts { noteDeclarations(s, in: file) }
        report(checked, outcome, emit: emit)
        return runMain(of: stmts, in: file, emit: emit)
    }

    /// `@main struct App { static func main() { … } }`: the program's entry point runs once the
    /// type is declared (a Swift program with `@main` has no top-level code of its own, so
    /// nothing else waits for it); in a program checked before it runs, the call is checked.
    private func runMain(of stmts: [Stmt], in file: SourceFile, emit: (Event) -> Void) -> Bool {
        for s in stmts {
            let declared: (String, SourceRange)
            switch s.kind {
            case .structDecl(let d) where d.isMain: declared = (d.name, d.nameRange)
            case .enumDecl(let d) where d.isMain: declared = (d.name, d.nameRange)
            default: continue
            }
            let r = declared.1
            let call = Expr(.call(Expr(.member(Expr(.identifier(declared.0), r), name: "main", nameRange: r), r),
                                  arguments: [], trailingStart: nil), r)
            if !execute([Stmt(.expression(call), r)], in: file, emit: emit) { return false }
        }
        return true
    }

    /// An assignment statement, which shows no result: `x = 1`, `p.room?.name = "Hall"` (of type
    /// `()?`), and `r?[0] = v` through a declared subscript (a call of its setter in a chain).
    static func isAssignment(_ stmt: Stmt) -> Bool {
        guard case .expression(let e) = stmt.kind else { return false }
        if case .assign = e.kind { return true }
        if case .optionalChain(let inner) = e.kind, case let .call(callee, arguments, _) = inner.kind,
           case .member(_, "subscript", _) = callee.kind, arguments.last?.label == "newValue" { return true }
        return false
    }

    /// `execute` for a program checked before it runs (see `checkProgram`): the statement is
    /// checked and kept, and nothing runs.
    private func keepChecked(_ checked: CheckedStatement) -> Bool {
        checker.commit(checked)
        if checked.group.count == 1, let type = checked.expressionType, !type.isVoid,
           !Interpreter.isAssignment(checked.stmt) {
            checker.define(name: "$R\(nextResult)", scheme: TypeScheme(parameters: [], type: type))
            nextResult += 1
        }
        return true
    }

    /// Turns a finished statement into events, binding `$R` names for expression results.
    private func report(_ checked: CheckedStatement, _ outcome: RunOutcome, emit: (Event) -> Void) {
        if checked.group.count > 1 || { if case .function = checked.stmt.kind { return true }; return false }() {
            for b in checked.bindings { emit(.declared(name: b.name, scheme: b.scheme)) }
            return
        }
        if let type = checked.expressionType {
            // Assignments and Void calls print nothing, as in the Swift REPL.
            if type.isVoid { return }
            if Interpreter.isAssignment(checked.stmt) { return }
            // As in the Swift REPL, the ignored result of a `@discardableResult` func shows nothing.
            if case .expression(let e) = checked.stmt.kind, Interpreter.isDiscardable(e) { return }
            guard let value = outcome.value, importDepth == 0 else { return }
            let name = "$R\(nextResult)"
            nextResult += 1
            var scheme = TypeScheme(parameters: [], type: type)
            // `sum` alone, with `func sum(_ xs: Int...)`: shown `(Int...) -> Int`.
            if case .expression(let e) = checked.stmt.kind, case .identifier = e.kind, let f = e.chosen as? FuncDecl,
               f.clauses.count == 1 {
                scheme.variadic = (f.clauses.first ?? []).map(\.isVariadic)
            }
            checker.define(name: name, scheme: scheme)
            evaluator.define(name: name, value: value)
            emit(.result(name: name, scheme: scheme, value: value))
            return
        }
        // The value a name was last bound to: a statement binds a name or two, so looked up
        // in the list rather than through a dictionary made for each statement.
        let bound = outcome.bindings
        let byName = bound.count > 8 ? Dictionary(bound.map { ($0.name, $0.value) }, uniquingKeysWith: { $1 }) : [:]
        func boundValue(_ name: String) -> Value? {
            bound.count > 8 ? byName[name] : bound.last { $0.name == name }?.value
        }
        // `var y: Int` has no value yet: only its type is shown.
        // `let y: Int?` neither: unlike a `var`, an optional constant is not `nil` until set.
        var unset = false, unsetConstant = false
        if case .variable(let d) = checked.stmt.kind, d.initializer == nil { unset = true; unsetConstant = !d.isVar }
        for b in checked.bindings {
            let value = boundValue(b.name)
            if let v = value { evaluator.dynamics.name(v, b.name, type: b.scheme.type) }
            if !unsetConstant, let v = value ?? evaluator.value(of: b.name), !(unset && v.isVoidValue) {
                emit(.bound(name: b.name, scheme: b.scheme, value: v))
            } else {
                emit(.declared(name: b.name, scheme: b.scheme))
            }
        }
    }

    /// A call (or operator) whose function is marked `@discardableResult`.
    static func isDiscardable(_ e: Expr) -> Bool {
        switch e.kind {
        case let .call(callee, _, _):
            var target = callee
            while case .paren(let inner) = target.kind { target = inner }
            return (target.chosen as? FuncDecl)?.isDiscardableResult == true
        case .binary, .prefix, .postfix:
            return (e.chosen as? FuncDecl)?.isDiscardableResult == true
        default:
            return false
        }
    }

    func located(_ d: Diagnostic, in file: SourceFile) -> Diagnostic {
        var d = d
        if d.file == nil { d.file = file }
        return d
    }

    /// True while a statement of the prelude loads (see `Interpreter+Prelude.swift`).
    var loadingPrelude = false
    /// Whether a statement of the user's has been kept (the session is no longer fresh).
    public internal(set) var hasKeptStatements = false
    /// Statements are checked and kept, never run (see `checkProgram`).
    var checksOnly = false
}
