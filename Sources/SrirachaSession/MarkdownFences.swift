import SrirachaLanguage

/// Finds the fenced ```` ```sriracha ```` blocks of a Markdown file (CommonMark fences: three
/// or more backticks or tildes, indented at most three spaces, closed by a fence of the same
/// character at least as long). Other blocks and prose are never looked at again.
public enum MarkdownFences {
    /// Options a `sriracha` block's info string may carry.
    public static let knownOptions = ["ignore", "hidden", "fails"]

    public struct Fence {
        /// 0-based line index of the opening fence.
        public var openingIndex: Int
        /// The opening fence's indentation, removed from content lines and given to new lines.
        public var indent: String
        public var options: Set<String>
        /// Content lines (between the fences) with the indentation removed.
        public var content: [(index: Int, text: String)]
        public var problems: [String]
    }

    /// The `sriracha` blocks, in order.
    public static func find(in lines: [String]) -> [Fence] {
        var fences: [Fence] = []
        var i = 0
        while i < lines.count {
            guard let open = opening(lines[i]) else { i += 1; continue }
            var content: [(index: Int, text: String)] = []
            var j = i + 1
            // An unclosed fence runs to the end of the document, as in CommonMark.
            while j < lines.count && !closes(lines[j], open) {
                if open.isSriracha { content.append((j, dedent(lines[j], by: open.indent.count))) }
                j += 1
            }
            if open.isSriracha {
                var problems: [String] = []
                for option in open.options where !knownOptions.contains(option) {
                    var message = "unknown block option `\(option)`"
                    if let near = Suggestions.closest(to: option, among: Array(knownOptions)) {
                        message += "; did you mean `\(near)`?"
                    } else {
                        message += " (expected `ignore`, `hidden` or `fails`)"
                    }
                    problems.append(message)
                }
                fences.append(Fence(openingIndex: i, indent: open.indent, options: Set(open.options),
                                    content: content, problems: problems))
            }
            i = j + 1
        }
        return fences
    }

    struct Opening {
        var indent: String
        var character: Character
        var length: Int
        var isSriracha: Bool
        var options: [String]
    }

    static func opening(_ line: String) -> Opening? {
        let indent = line.prefix { $0 == " " }
        guard indent.count <= 3 else { return nil }
        let rest = line.dropFirst(indent.count)
        guard let c = rest.first, c == "`" || c == "~" else { return nil }
        let run = rest.prefix { $0 == c }
        guard run.count >= 3 else { return nil }
        let info = rest.dropFirst(run.count)
        // A backtick fence's info string may not contain a backtick.
        if c == "`" && info.contains("`") { return nil }
        let words = info.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," }).map(String.init)
        // `{.sriracha}`-style attributes are not supported; the language must be the first word.
        let isSriracha = words.first == "sriracha"
        return Opening(indent: String(indent), character: c, length: run.count,
                       isSriracha: isSriracha, options: Array(words.dropFirst()))
    }

    static func closes(_ line: String, _ open: Opening) -> Bool {
        let indent = line.prefix { $0 == " " }
        guard indent.count <= 3 else { return false }
        let rest = line.dropFirst(indent.count)
        let run = rest.prefix { $0 == open.character }
        guard run.count >= open.length else { return false }
        return rest.dropFirst(run.count).allSatisfy { $0 == " " || $0 == "\t" || $0 == "\r" }
    }

    /// Removes up to `count` leading spaces (CommonMark: as many as the fence is indented).
    static func dedent(_ line: String, by count: Int) -> String {
        guard count > 0 else { return line }
        let spaces = line.prefix(count).prefix { $0 == " " }.count
        return String(line.dropFirst(spaces))
    }
}
