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
            let cascades = found.contains { d in failedNames.contains { usesName($0, d, in: file) } }
            failedNames.formUnion(Interpreter.declaredNames(stmt))
            found.removeAll { d in !reported.insert("\(d.range.start) \(d.range.end) \(d.message)").inserted }
            if cascades || found.isEmpty { continue }
            errors.append(ProgramError(line: file.location(of: stmt.range.start).line, diagnostics: found))
        }
        return errors
    }

    /// Whether `d` is about a use of the variable, function or type `name` (whose declaration
    /// failed): the message names it, and the code it points at uses it as a name of its own,
    /// not as a member (`maybe.count` is no use of a failed global `count`).
    private static func usesName(_ name: String, _ d: Diagnostic, in file: SourceFile) -> Bool {
        guard d.message.contains("`\(name)`") else { return false }
        let bytes = file.utf8, target = Array(name.utf8)
        guard !target.isEmpty else { return false }
        func isNamePart(_ b: UInt8) -> Bool { b == UInt8(ascii: "_") || b >= 0x80 || (b >= 48 && b <= 57) || ((b | 0x20) >= 97 && (b | 0x20) <= 122) }
        let start = max(0, min(d.range.start, bytes.count)), end = max(start, min(d.range.end, bytes.count))
        var i = start
        while i + target.count <= end {
            if bytes[i..<(i + target.count)].elementsEqual(target),
               i == 0 || (!isNamePart(bytes[i - 1]) && bytes[i - 1] != UInt8(ascii: ".")),
               i + target.count == bytes.count || !isNamePart(bytes[i + target.count]) {
                return true
            }
            i += 1
        }
        return false
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
