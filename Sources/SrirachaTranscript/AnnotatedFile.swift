import Foundation
import SrirachaSession

/// A transcript (`.sri`) or lesson (`.md`) cut into statements, each with what it expects.
public struct AnnotatedFile {
    public enum Kind: Sendable { case script, markdown }

    public var kind: Kind
    /// The path as the user gave it (reports show it).
    public var path: String
    /// The base name: diagnostics inside the file say `lesson.sri:7:17`, wherever it is run from.
    public var name: String
    var source: SourceText
    public var statements: [Statement]
    /// `//@` lines at the top, separated from the first statement by a blank line: defaults
    /// for every statement.
    public var fileDirectives = Directives()
    /// Markdown only: the `sriracha` blocks, in order (ignored ones included).
    public var blocks: [CodeBlock] = []

    /// One top-level statement group and its annotations.
    public struct Statement: Sendable {
        /// 1-based lines of its code in the file.
        public var firstLine: Int
        public var lastLine: Int
        /// The code that is run (whole lines; Markdown indentation removed; LF endings).
        public var code: String
        public var expected: [AnnotationLine]
        /// 0-based indices of the `//>`/`//!` lines in the file, parallel to `expected`.
        var expectedLineIndices: [Int]
        /// Its own directives over the file's.
        public var directives: Directives
        /// Prefix of every line of its block (the Markdown fence's indentation), for new lines.
        var indent: String
        /// Markdown: index into `blocks`.
        public var block: Int?
    }

    /// A fenced ```` ```sriracha ```` block of a lesson.
    public struct CodeBlock: Sendable {
        /// 1-based line of the opening fence.
        public var fenceLine: Int
        public var options: Set<String>
        /// Indices into `statements`.
        public var statements: Range<Int>
        public var isIgnored: Bool { options.contains("ignore") }
        public var mustFail: Bool { options.contains("fails") }
    }

    /// Whether any statement has an annotation; a file with none is reported as never recorded.
    public var hasAnnotations: Bool { statements.contains { !$0.expected.isEmpty } }

    /// Cuts a whole region of code into statement groups when no group reaches across the
    /// given lines (0-based: the annotation lines); nil when it must be cut between them.
    public typealias WholeEntries = (String, [Int]) -> [Session.EntrySlice]?

    /// Parses a file. `entries` cuts code into statement groups (the session's splitter);
    /// `wholeEntries`, when given, is tried first on each whole region.
    /// Throws for a malformed transcript (annotation before any statement, unknown directive,
    /// unknown block option), naming every problem with its line.
    public init(path: String, bytes: [UInt8], entries: (String) -> [Session.EntrySlice],
                wholeEntries: WholeEntries? = nil) throws {
        self.path = path
        name = (path as NSString).lastPathComponent
        let lower = name.lowercased()
        kind = lower.hasSuffix(".md") || lower.hasSuffix(".markdown") ? .markdown : .script
        source = try SourceText(bytes: bytes, name: path)
        statements = []
        var problems: [String] = []
        switch kind {
        case .script:
            let region = source.lines.indices.map { Region.Line(index: $0, text: source.lines[$0].text) }
            parse(Region(lines: region, indent: "", block: nil), entries: entries, wholeEntries: wholeEntries, problems: &problems)
        case .markdown:
            for fence in MarkdownFences.find(in: source.lines.map(\.text)) {
                problems += fence.problems.map { "\(path):\(fence.openingIndex + 1): \($0)" }
                let first = statements.count
                if !fence.options.contains("ignore") {
                    let region = Region(lines: fence.content.map { Region.Line(index: $0.index, text: $0.text) },
                                        indent: fence.indent, block: blocks.count)
                    parse(region, entries: entries, wholeEntries: wholeEntries, problems: &problems)
                }
                blocks.append(CodeBlock(fenceLine: fence.openingIndex + 1, options: fence.options,
                                        statements: first..<statements.count))
            }
        }
        if !problems.isEmpty {
            throw TranscriptError(problems.joined(separator: "\n"))
        }
    }

    /// Lines of code to cut into statements: a whole script, or one Markdown block.
    struct Region {
        struct Line {
            /// 0-based line index in the file.
            var index: Int
            /// The text without terminator (and without the block's indentation).
            var text: String
        }
        var lines: [Line]
        var indent: String
        var block: Int?
    }

    private mutating func parse(_ region: Region, entries: (String) -> [Session.EntrySlice],
                                wholeEntries: WholeEntries?, problems: inout [String]) {
        guard !region.lines.isEmpty else { return }
        // An annotation line ends the statement group above it, so the code is cut into the
        // runs of lines between annotations and each run is split on its own: a syntax error
        // (an unclosed bracket) can never swallow the annotations and code that follow it.
        let annotations = region.lines.map { AnnotationLine(parsing: $0.text) }
        var groupAt = [(last: Int, text: String)?](repeating: nil, count: region.lines.count)
        var inGroup = [Bool](repeating: false, count: region.lines.count)
        func take(_ groups: [Session.EntrySlice], runStart: Int, runEnd: Int) {
            for group in groups {
                // Clamped to the run; overlapping groups are ignored.
                let first = runStart + max(1, group.firstLine) - 1
                let last = runStart + min(runEnd - runStart, group.lastLine) - 1
                guard first <= last, !inGroup[first] else { continue }
                groupAt[first] = (last, group.text)
                for i in first...last { inGroup[i] = true }
            }
        }
        // Most files cut in one piece: no group reaches across an annotation line, so parsing
        // the whole region once finds the groups parsing each run would (see
        // `Session.prepareEntries(in:barriers:)`), without a parse per run.
        var cutWhole = false
        if let wholeEntries {
            if let groups = wholeEntries(AnnotatedFile.code(region.lines[...]), annotations.indices.filter { annotations[$0] != nil }) {
                take(groups, runStart: 0, runEnd: region.lines.count)
                cutWhole = true
            }
        }
        var runStart = 0
        for end in 0...region.lines.count where !cutWhole {
            guard end == region.lines.count || annotations[end] != nil else { continue }
            if end > runStart {
                take(entries(AnnotatedFile.code(region.lines[runStart..<end])), runStart: runStart, runEnd: end)
            }
            runStart = end + 1
        }
        // Before the file's first statement, directives followed by a blank line (or ending a
        // block of their own) are the file's header; directly above a statement, they are its own.
        var header = statements.isEmpty
        var current: Int? = nil
        var pending = Directives()
        var pendingLine: Int? = nil
        func endHeader() {
            guard header, pendingLine != nil else { return }
            fileDirectives = pending.over(fileDirectives)
            pending = Directives()
            pendingLine = nil
        }
        var i = 0
        while i < region.lines.count {
            let line = region.lines[i]
            if let group = groupAt[i] {
                let last = group.last
                statements.append(Statement(
                    firstLine: line.index + 1, lastLine: region.lines[last].index + 1,
                    code: group.text, expected: [], expectedLineIndices: [],
                    directives: pending.over(fileDirectives), indent: region.indent, block: region.block))
                current = statements.count - 1
                header = false
                pending = Directives()
                pendingLine = nil
                i = last + 1
                continue
            }
            if inGroup[i] { i += 1; continue }
            if let annotation = annotations[i] {
                if let current {
                    statements[current].expected.append(annotation)
                    statements[current].expectedLineIndices.append(line.index)
                } else {
                    problems.append("\(path):\(line.index + 1): `\(annotation.marker)` annotation before any statement (annotations go right after the statement they belong to)")
                }
            } else if let directive = AnnotatedFile.directiveText(line.text) {
                if let problem = pending.apply(directive) { problems.append("\(path):\(line.index + 1): \(problem)") }
                pendingLine = pendingLine ?? line.index
            } else if line.text.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" }) {
                endHeader()
            }
            i += 1
        }
        endHeader()
        if let pendingLine {
            problems.append("\(path):\(pendingLine + 1): `//@` directive with no statement after it")
        }
    }

    /// Lines joined, each ending in `\n`: gathered as bytes and made a string once (appending
    /// line after line to a string cost more than reading the annotations).
    static func code(_ lines: ArraySlice<Region.Line>) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(lines.reduce(0) { $0 + $1.text.utf8.count + 1 })
        for line in lines {
            bytes.append(contentsOf: line.text.utf8)
            bytes.append(0x0A)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The text after `//@`, for a directive line.
    static func directiveText(_ line: String) -> Substring? {
        let body = line.droppingIndentation
        guard body.hasPrefix("//@") else { return nil }
        return body.dropFirst(3)
    }
}

extension AnnotatedFile {
    /// Reads and parses a file from disk; a missing, unreadable or non-UTF-8 file is an error.
    public static func load(path: String, entries: (String) -> [Session.EntrySlice],
                            wholeEntries: WholeEntries? = nil) throws -> AnnotatedFile {
        try AnnotatedFile(path: path, bytes: readBytes(path), entries: entries, wholeEntries: wholeEntries)
    }

    static func readBytes(_ path: String) throws -> [UInt8] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw TranscriptError("\(path): no such file")
        }
        guard !isDirectory.boolValue else { throw TranscriptError("\(path): is a folder") }
        switch SourceReader.read(path: path) {
        case .success(let bytes): return bytes
        case .failure(let problem) where problem.reason == SourceReader.tooLarge:
            throw TranscriptError("\(path): \(problem.reason)")
        case .failure:
            throw TranscriptError("\(path): cannot be read (permission denied?)")
        }
    }
}
