/// Rewrites the `//>` and `//!` lines of statements from what they printed, keeping every other
/// byte of the file: code, comments, blank lines, `//@` lines, prose and other Markdown blocks,
/// line endings, a missing final newline, a byte order mark.
enum Updater {
    /// The file's new text, with the annotations of `replacements` (statement index → what it
    /// printed) rewritten. Lines that still match are kept as they were, wildcards included.
    static func rewrite(_ file: AnnotatedFile, replacements: [Int: [AnnotationLine]]) -> String {
        let lines = file.source.lines
        let newline = file.source.dominantTerminator
        var removed = Set<Int>()
        var before: [Int: [RawLine]] = [:]
        var after: [Int: [RawLine]] = [:]
        for (index, actual) in replacements {
            let statement = file.statements[index]
            let fresh = annotations(for: statement, actual: actual, in: lines, newline: newline)
            removed.formUnion(statement.expectedLineIndices)
            if let first = statement.expectedLineIndices.first {
                before[first] = fresh
            } else {
                after[statement.lastLine - 1, default: []] += fresh
            }
        }
        var out: [RawLine] = []
        out.reserveCapacity(lines.count + replacements.count * 2)
        for (i, line) in lines.enumerated() {
            if let fresh = before[i] { out += fresh }
            if !removed.contains(i) { out.append(line) }
            if let fresh = after[i] { out += fresh }
        }
        // Every line but the last ends with a terminator; the last keeps the file's choice.
        for i in out.indices.dropLast() where out[i].terminator.isEmpty { out[i].terminator = newline }
        if let last = out.indices.last {
            if file.source.lacksFinalNewline { out[last].terminator = "" }
            else if out[last].terminator.isEmpty { out[last].terminator = newline }
        }
        return SourceText.join(out, byteOrderMark: file.source.hasByteOrderMark)
    }

    /// The annotation lines a statement gets: expected lines that matched stay byte for byte
    /// (a `...` or `[..]` line that still matches is kept), others are replaced by the output.
    static func annotations(for statement: AnnotatedFile.Statement, actual: [AnnotationLine],
                            in lines: [RawLine], newline: String) -> [RawLine] {
        var out: [RawLine] = []
        var keptWildcards = Set<Int>()
        for step in Matcher.align(statement.expected, actual) {
            switch step {
            case .same(let e, let a):
                // A line that matched only because line numbers are not compared is refreshed.
                if Matcher.lineMatches(statement.expected[e], actual[a], tolerantLocations: false) {
                    out.append(lines[statement.expectedLineIndices[e]])
                } else {
                    out.append(RawLine(text: statement.indent + actual[a].rendered, terminator: newline))
                }
            case .any(let e, _):
                if keptWildcards.insert(e).inserted { out.append(lines[statement.expectedLineIndices[e]]) }
            case .removed:
                break
            case .added(let a):
                out.append(RawLine(text: statement.indent + actual[a].rendered, terminator: newline))
            }
        }
        return out
    }
}
