/// A Swift program is compiled whole before it runs: a type error anywhere in a `.swift` file
/// means none of it runs, and the compiler lists every error. `checkProgram` does that check,
/// in a session of its own that runs nothing.
extension Interpreter {
    /// The errors of one top-level statement of a program, found before anything ran.
    public struct ProgramError {
        /// The 1-based line of the statement whose checking found them.
        public var line: Int
        public var diagnostics: [Diagnostic]
    }

    /// Checks every statement of a program in order, as running it would (declarations visible
    /// throughout the file, see `HoistingUnit`), and runs none of it. Returns the errors found,
    /// by statement; empty when the program may run. Errors that only follow from an earlier
    /// one (a use of a name whose declaration failed) are left out, as a compiler does.
    ///
    /// The check runs in a fresh session (with `importer` for `import "file"`), so it sees only
    /// the program: it is meant for a session that has run nothing yet.
    public static func checkProgram(_ text: String, fileName: String, firstLine: Int = 1,
                                    importer: FileImporter?) -> [ProgramError] {
        let dry = Interpreter()
        dry.fileImporter = importer
        dry.checksOnly = true
        let file = SourceFile(name: fileName, text: text, firstLine: firstLine)
        let parsed = Parser.parse(file, operators: dry.operators)
        if !parsed.diagnostics.isEmpty {
            return parsed.diagnostics.map {
                ProgramError(line: file.location(of: $0.range.start).line, diagnostics: [dry.located($0, in: file)])
            }
        }
        dry.operators = parsed.operators
        dry.hoisting = HoistingUnit(file: file, statements: parsed.statements)
        dry.checker.seesWholeFile = true
        defer { dry.endUnit() }
        var errors: [ProgramError] = []
        var failedNames: Set<String> = []
        // A declaration that failed ahead of a statement is tried again before the next one
        // that uses it: each error is listed once, where it was first found.
        var reported: Set<String> = []
        for stmt in parsed.statements {
            var found: [Diagnostic] = []
            let collect: (Event) -> Void = { if case .failed(let d) = $0 { found.append(d) } }
            let ok: Bool
            if case .importDecl(let decl) = stmt.kind {
                ok = dry.runImport(decl, in: file, emit: collect)
            } else {
                ok = dry.executeInUnit(stmt, in: file, emit: collect)
            }
            if ok { continue }
            let cascades = found.contains { d in failedNames.contains { d.message.contains("`\($0)`") } }
            failedNames.formUnion(Interpreter.declaredNames(stmt))
            found.removeAll { d in !reported.insert("\(d.range.start) \(d.range.end) \(d.message)").inserted }
            if cascades || found.isEmpty { continue }
            errors.append(ProgramError(line: file.location(of: stmt.range.start).line, diagnostics: found))
        }
        return errors
    }

    /// The names a top-level statement declares.
    private static func declaredNames(_ stmt: Stmt) -> [String] {
        switch stmt.kind {
        case .variable(let d): return d.pattern.boundNames
        case .function(let f): return [f.name]
        case .structDecl(let d): return [d.name]
        case .enumDecl(let d): return [d.name]
        case .protocolDecl(let d): return [d.name]
        case .typeAlias(let d): return [d.name]
        default: return []
        }
    }
}
