import SrirachaLanguage

extension Session {
    /// One group of top-level statements cut from a file: statements that share a line belong
    /// to one group (`print("hi"); 1 / 0`), and a group's annotations follow its last line.
    public struct EntrySlice: Equatable, Sendable {
        /// The source text of the group (from its first to its last line, whole lines).
        public var text: String
        /// 1-based first and last line numbers in the file.
        public var firstLine: Int
        public var lastLine: Int
        public init(text: String, firstLine: Int, lastLine: Int) {
            self.text = text
            self.firstLine = firstLine
            self.lastLine = lastLine
        }
    }

    /// Splits a file into statement groups, in order. Comment-only and blank lines belong to no
    /// group. Text that does not parse still forms a group (running it reports the error).
    /// A line that starts with `:` in the first column is a meta command (`:type sum`) and
    /// forms a group of its own.
    public static func entries(in text: String) -> [EntrySlice] {
        cut(text).slices
    }

    /// A text cut into statement groups, with the statements of each group as the parse that
    /// cut it made them; `file` is nil when that parse found errors.
    struct Cut {
        var slices: [EntrySlice]
        var statements: [[Stmt]?]
        var file: SourceFile?
    }

    static func cut(_ text: String) -> Cut {
        // Without barriers a cut is always made.
        cut(text, barriers: nil)!
    }

    /// With `barriers` (sorted 0-based line indices of comment lines), the cut is made only
    /// when it is the one cutting each run of lines between barriers on its own would make:
    /// the text parsed without errors, declares no operator (a later run would have been
    /// parsed with the built-in ones), has no block comment (one could hide a barrier from
    /// the parser), and no group reaches across a barrier. Nil otherwise.
    static func cut(_ text: String, barriers: [Int]?) -> Cut? {
        let file = SourceFile(name: "", text: text)
        // Blank out meta-command lines (keeping every byte offset) before parsing the code.
        var bytes = file.utf8
        var metaLines: [Int] = []
        for (index, start) in file.lineStarts.enumerated() where start < bytes.count && bytes[start] == UInt8(ascii: ":") {
            metaLines.append(index)
            var i = start
            while i < bytes.count && bytes[i] != UInt8(ascii: "\n") { bytes[i] = UInt8(ascii: " "); i += 1 }
        }
        let code = metaLines.isEmpty ? file : SourceFile(name: "", text: String(decoding: bytes, as: UTF8.self))
        let parsed = Parser.parse(code)
        if barriers != nil {
            guard parsed.diagnostics.isEmpty, parsed.operators.isStandard, !hasBlockComment(bytes) else { return nil }
        }
        // Line spans (0-based line indices) of every statement and every parse error.
        // The statements come in order: their lines are found walking forward (see
        // `lineIndex(of:hint:)`), and their first lines kept for grouping them below.
        var hint = 0
        let statementSpans = parsed.statements.map { span(of: $0.range, in: file, hint: &hint) }
        var spans = statementSpans
        spans += parsed.diagnostics.map { span(of: $0.range, in: file) }
        spans += metaLines.map { ($0, $0) }
        spans.sort { $0.0 < $1.0 || ($0.0 == $1.0 && $0.1 < $1.1) }
        var groups: [(Int, Int)] = []
        for s in spans {
            if let last = groups.last, s.0 <= last.1 {
                groups[groups.count - 1].1 = max(last.1, s.1)
            } else {
                groups.append(s)
            }
        }
        groups = joiningEntries(groups, in: file)
        if let barriers {
            var b = 0
            for group in groups {
                while b < barriers.count && barriers[b] < group.0 { b += 1 }
                if b < barriers.count && barriers[b] <= group.1 { return nil }
            }
        }
        let slices = groups.map { group in
            // A documentation comment right above a declaration belongs to it (`:help` shows it).
            var g = group
            while g.0 > 0, starts(lineBody(g.0 - 1, in: file), with: "///") { g.0 -= 1 }
            let start = file.lineStarts[g.0]
            let end = g.1 + 1 < file.lineStarts.count ? file.lineStarts[g.1 + 1] : file.utf8.count
            return EntrySlice(text: file.text(in: SourceRange(start, end)), firstLine: g.0 + 1, lastLine: g.1 + 1)
        }
        guard parsed.diagnostics.isEmpty else {
            return Cut(slices: slices, statements: Array(repeating: nil, count: slices.count), file: nil)
        }
        // Each statement belongs to the group its first line is in (groups are in order).
        var statements: [[Stmt]?] = Array(repeating: [], count: groups.count)
        var group = 0
        for (stmt, stmtSpan) in zip(parsed.statements, statementSpans) {
            let line = stmtSpan.0
            while group < groups.count && groups[group].1 < line { group += 1 }
            guard group < groups.count, groups[group].0 <= line else { continue }
            statements[group]?.append(stmt)
        }
        return Cut(slices: slices, statements: statements, file: file)
    }

    /// `//@ entry` right above a statement (only comments between): it and the statements
    /// directly below it, up to a blank line, an annotation, a directive or a meta command, are
    /// one group, run together as one REPL entry is (`:save` writes functions that call each
    /// other this way).
    private static func joiningEntries(_ groups: [(Int, Int)], in file: SourceFile) -> [(Int, Int)] {
        func isPlainComment(_ index: Int) -> Bool {
            let text = lineBody(index, in: file)
            return starts(text, with: "//") && !starts(text, with: "//>") && !starts(text, with: "//!")
                && !starts(text, with: "//@")
        }
        func isMarked(_ start: Int) -> Bool {
            var i = start - 1
            while i >= 0 {
                let text = lineBody(i, in: file)
                if starts(text, with: "//@") {
                    let words = String(decoding: text, as: UTF8.self).dropFirst(3)
                    if words.split(whereSeparator: { $0 == " " || $0 == "\t" }).first == "entry" { return true }
                } else if !isPlainComment(i) {
                    return false
                }
                i -= 1
            }
            return false
        }
        var result: [(Int, Int)] = []
        var joining = false
        for group in groups {
            let isMeta = file.lineStarts[group.0] < file.utf8.count && file.utf8[file.lineStarts[group.0]] == UInt8(ascii: ":")
            if joining, !isMeta, let last = result.last, (last.1 + 1..<group.0).allSatisfy(isPlainComment) {
                result[result.count - 1].1 = group.1
                continue
            }
            joining = !isMeta && isMarked(group.0)
            result.append(group)
        }
        return result
    }

    /// The bytes of a line (0-based `index`) after its indentation (spaces and tabs), without
    /// its terminator. Lines are told apart by bytes: most are code, and cutting each into
    /// characters to look at its first three was most of cutting a file into groups.
    private static func lineBody(_ index: Int, in file: SourceFile) -> ArraySlice<UInt8> {
        let bytes = file.utf8
        var start = file.lineStarts[index]
        var end = index + 1 < file.lineStarts.count ? file.lineStarts[index + 1] - 1 : bytes.count
        if end > start && bytes[end - 1] == 0x0D { end -= 1 }
        while start < end && (bytes[start] == UInt8(ascii: " ") || bytes[start] == UInt8(ascii: "\t")) { start += 1 }
        return bytes[start..<max(start, end)]
    }

    /// Whether `text` starts with the ASCII `prefix` as whole characters, as `hasPrefix` on the
    /// line's `String` tells (a combining mark after it would join its last character).
    private static func starts(_ text: ArraySlice<UInt8>, with prefix: StaticString) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard text.count >= count else { return false }
        let p = prefix.utf8Start
        for k in 0..<count where text[text.startIndex + k] != p[k] { return false }
        if text.count > count && text[text.startIndex + count] >= 0x80 {
            return String(decoding: text, as: UTF8.self).hasPrefix(prefix.description)
        }
        return true
    }

    private static func hasBlockComment(_ bytes: [UInt8]) -> Bool {
        var i = 1
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: "*") && bytes[i - 1] == UInt8(ascii: "/") { return true }
            i += 1
        }
        return false
    }


    private static func span(of range: SourceRange, in file: SourceFile) -> (Int, Int) {
        var hint = -1
        return span(of: range, in: file, hint: &hint)
    }

    private static func span(of range: SourceRange, in file: SourceFile, hint: inout Int) -> (Int, Int) {
        let first = file.lineIndex(of: range.start, hint: &hint)
        let last = file.lineIndex(of: max(range.start, range.end - 1), hint: &hint)
        return (first, max(first, last))
    }
}

extension Session {
    /// Runs a whole script the way `sriracha run` does: statement group by statement group
    /// (exactly as `sriracha test` replays it, so both print the same bytes), stopping at the
    /// first failure. A file named `*.md` is a lesson: its `sriracha` blocks run instead.
    /// Returns `.failed` if anything failed.
    @discardableResult
    public func runFile(_ text: String, fileName: String, emit: (Output) -> Void) -> Status {
        if Session.isSwiftProgram(fileName) {
            if let errors = checkProgram(text, fileName: fileName) {
                for error in errors { emit(error.output) }
                return .failed
            }
            beginProgram(text, fileName: fileName)
            // A program run as a program (`sriracha run main.swift`) shows no results: what an
            // expression statement gives goes at once (a class instance's `deinit` runs there,
            // as in Swift). Piped into `sriracha`, it shows them, and keeps them as `$R0`, ….
            interpreter.evaluator.dropsResults = !options.resultLines
            defer {
                interpreter.evaluator.dropsResults = false
                endProgram()
            }
            let entries = { Session.topLevelDefersLast(self.prepareEntries(in: $0)) }
            return runLesson(Lesson(text: text, fileName: fileName, entries: entries), fileName: fileName, emit: emit)
        }
        return runLesson(Lesson(text: text, fileName: fileName, entries: prepareEntries), fileName: fileName, emit: emit)
    }

    /// A `.swift` file, or a program piped into standard input: as in Swift, its functions and
    /// types are visible throughout it, whatever their order. A `.sri` transcript or a lesson
    /// replays a session, where each entry sees what the entries before it declared.
    public static func isSwiftProgram(_ fileName: String) -> Bool {
        fileName.lowercased().hasSuffix(".swift") || fileName == "<stdin>"
    }

    /// An error of a program found before it ran, and the line of the statement it belongs to.
    public struct ProgramError: Equatable, Sendable {
        public var line: Int
        public var output: Output
    }

    /// Checks a whole program before any of it runs, as `swiftc` compiles a file before it runs:
    /// the errors of every statement, or nil when it may run. A session that has already run
    /// code (a second file, `:load` in the REPL) checks each statement as it comes instead: the
    /// program may use what the session declared.
    public func checkProgram(_ text: String, fileName: String) -> [ProgramError]? {
        guard !interpreter.hasKeptStatements else { return nil }
        // Meta-command lines are blanked, as cutting the file into groups does.
        let code = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.first == ":" ? String(repeating: " ", count: line.utf8.count) : String(line)
        }.joined(separator: "\n")
        let found = Interpreter.checkProgram(code, fileName: fileName, importer: interpreter.fileImporter)
        guard !found.isEmpty else { return nil }
        return found.flatMap { error in
            error.diagnostics.map { ProgramError(line: error.line, output: .error($0.render(color: options.color))) }
        }
    }

    /// Opens a whole program: until `endProgram`, the statement groups run from it see all its
    /// declarations (see `Interpreter.beginUnit`).
    public func beginProgram(_ text: String, fileName: String) {
        interpreter.beginUnit(text, fileName: fileName, wholeFile: true)
    }

    public func endProgram() {
        interpreter.endUnit()
    }
}
