/// Compiles one checked top-level statement into Swift closures, once, with every name
/// resolved to a slot: a local frame index, a captured value or a global slot. Nothing is
/// looked up by name while the code runs, and operators are specialised by the static types
/// the checker recorded.
final class Compiler {
    let program: Program
    let file: SourceFile
    var context: CompileScope
    /// Globals declared by the statement, made visible to later statements only if it succeeds.
    private(set) var pendingGlobals: [(name: String, slot: GlobalSlot)] = []
    /// Declarations whose types and entries were made before any body of their group was
    /// compiled (see `compileTopLevelGroup`).
    var registeredAhead = Set<ObjectIdentifier>()
    /// How many of the functions being compiled get type arguments at run time (casts to
    /// `T`): a closure made inside one keeps them (see `keepingTypeArguments`).
    var reifiedNesting = 0

    var machine: Machine { program.machine }

    /// A compiler for `statements`, one statement or a group compiled together (see
    /// `compileTopLevel`, `compileTopLevelGroup`): their top-level scope is made here, once.
    init(program: Program, file: SourceFile, statements: [Stmt]) {
        self.program = program
        self.file = file
        context = CompileScope(parent: nil, body: statements, isTopLevel: true)
    }

    func site(_ range: SourceRange) -> Site { Site(range: range, file: file) }

    /// A problem found while compiling (a construct the evaluator does not run).
    func failure(_ message: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(.runtime, message, at: range, in: file)
    }

    /// The compiled form of a top-level statement.
    struct TopLevel {
        let frameSize: Int
        /// Runs the statement; returns an expression statement's value (nil for `Void`).
        let run: (Frame) throws -> Value?
        /// Globals bound by a `let`/`var`, in order.
        let bindings: [(name: String, slot: GlobalSlot)]
    }

    func compileTopLevel(_ stmt: Stmt) throws -> TopLevel {
        let run: (Frame) throws -> Value?
        if case .expression(let e) = stmt.kind {
            let code = try compile(e)
            var isVoid = e.type?.isVoid ?? false
            if case .assign = e.kind { isVoid = true }
            run = { f in
                let v = try code(f)
                if isVoid { return nil }
                if case .void = v { return nil }
                return v
            }
        } else {
            let code = try compileStatement(stmt)
            run = { f in
                _ = try code(f)
                return nil
            }
        }
        var bindings: [(name: String, slot: GlobalSlot)] = []
        if case .variable = stmt.kind { bindings = pendingGlobals }
        if case .guardStmt = stmt.kind { bindings = pendingGlobals }
        return TopLevel(frameSize: context.frameSize, run: run, bindings: bindings)
    }

    /// Makes the statement's globals visible to later statements.
    func commit() {
        for (name, slot) in pendingGlobals { program.globals[name] = slot }
        pendingGlobals.removeAll()
    }

    // MARK: Globals

    func global(named name: String) -> GlobalSlot? {
        if let pending = pendingGlobals.last(where: { $0.name == name }) { return pending.slot }
        return program.globals[name]
    }

    func declareGlobal(_ name: String) -> GlobalSlot {
        let slot = GlobalSlot(name: name, value: .void)
        pendingGlobals.append((name, slot))
        return slot
    }

    // MARK: Nested contexts

    /// Compiles `body` in a new function context nested in the current one.
    func nested<T>(_ inner: CompileScope, _ body: () throws -> T) rethrows -> T {
        let saved = context
        context = inner
        defer { context = saved }
        return try body()
    }

    /// Registers a compiled block so the session can retire it.
    func newBlock(name: String, paramCount: Int, labels: [String?]) -> CodeBlock {
        let block = CodeBlock(name: name, paramCount: paramCount, labels: labels)
        program.blocks.append(block)
        return block
    }
}

extension Compiler {
    /// An internal inconsistency (the checker and the evaluator disagree): an error, never a trap.
    static func internalError(_ what: String, _ site: Site) -> Diagnostic {
        site.error("internal error: \(what)")
    }
}
