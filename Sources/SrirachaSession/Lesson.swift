/// A script or a Markdown lesson as something to run or present: prose paragraphs and blocks of
/// statement groups, in order. A `.sri` script is one block; in a `.md` lesson every
/// ```` ```sriracha ```` block is one (blocks marked `ignore` are left out), and the text
/// between blocks is prose.
public struct Lesson: Sendable {
    public enum Item: Sendable, Equatable {
        /// A paragraph of Markdown, as written.
        case prose(String)
        /// A code block's statement groups, numbered as lines of the whole file; `fails` when
        /// the block is expected to end in an error.
        case block([Session.EntrySlice], fails: Bool)
    }

    public var items: [Item]

    /// The statement groups of every block, in order.
    public var entries: [Session.EntrySlice] {
        items.flatMap { item -> [Session.EntrySlice] in
            if case .block(let entries, _) = item { return entries }
            return []
        }
    }

    /// Reads `text` as a lesson when `fileName` ends in `.md`, else as a script.
    /// `entries` cuts code into statement groups.
    public init(text: String, fileName: String, entries: (String) -> [Session.EntrySlice] = Session.entries(in:)) {
        self = Lesson.isMarkdown(fileName) ? Lesson(markdown: text, entries: entries) : Lesson(script: text, entries: entries)
    }

    /// A script: one block.
    public init(script: String, entries: (String) -> [Session.EntrySlice] = Session.entries(in:)) {
        items = [.block(entries(script), fails: false)]
    }

    /// A Markdown lesson.
    public init(markdown: String, entries: (String) -> [Session.EntrySlice] = Session.entries(in:)) {
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            line.hasSuffix("\r") ? String(line.dropLast()) : String(line)
        }
        var items: [Item] = []
        var proseStart = 0
        func addProse(upTo end: Int) {
            guard proseStart < end else { return }
            var paragraph: [String] = []
            for line in lines[proseStart..<end] {
                if line.allSatisfy(\.isWhitespace) {
                    if !paragraph.isEmpty { items.append(.prose(paragraph.joined(separator: "\n"))) }
                    paragraph = []
                } else {
                    paragraph.append(line)
                }
            }
            if !paragraph.isEmpty { items.append(.prose(paragraph.joined(separator: "\n"))) }
        }
        for fence in MarkdownFences.find(in: lines) {
            addProse(upTo: fence.openingIndex)
            let closing = (fence.content.last?.index ?? fence.openingIndex) + 1
            proseStart = min(closing + 1, lines.count)
            if fence.options.contains("ignore") { continue }
            guard let first = fence.content.first else { continue }
            let code = fence.content.map(\.text).joined(separator: "\n") + "\n"
            let entries = entries(code).map { e in
                Session.EntrySlice(text: e.text, firstLine: e.firstLine + first.index,
                                   lastLine: e.lastLine + first.index)
            }
            items.append(.block(entries, fails: fence.options.contains("fails")))
        }
        addProse(upTo: lines.count)
        self.items = items
    }

    public static func isMarkdown(_ fileName: String) -> Bool {
        let lower = fileName.lowercased()
        return lower.hasSuffix(".md") || lower.hasSuffix(".markdown")
    }
}

extension Session {
    /// Runs a script or lesson statement group by statement group, stopping at the first
    /// failure, except that a block marked `fails` may end in its expected error.
    @discardableResult
    public func runLesson(_ lesson: Lesson, fileName: String, emit: (Output) -> Void) -> Status {
        for item in lesson.items {
            guard case .block(let entries, let fails) = item else { continue }
            for (i, entry) in entries.enumerated() {
                let status = run(entry.text, fileName: fileName, firstLine: entry.firstLine, emit: emit)
                if status == .quit { return .quit }
                if status == .failed {
                    if fails && i == entries.count - 1 { break }
                    return .failed
                }
            }
        }
        return .ok
    }
}
