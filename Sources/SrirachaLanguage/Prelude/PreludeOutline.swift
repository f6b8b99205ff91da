/// The prelude's top-level declarations, found by reading its lines rather than by parsing
/// them: where each one's text starts, the name it declares and, for a type, the names of its
/// methods. The prelude is loaded declaration by declaration, the first time one of its names is
/// looked up (see `LazyPrelude`), and knowing where each declaration is must cost next to nothing
/// at start-up. The outline relies on how Prelude.sri is laid out (every top-level declaration
/// starts in the first column, its `///` lines right above it, and a type's members are indented
/// by four spaces); a unit test checks it against the parser.
struct PreludeOutline {
    struct Declaration {
        /// The name it declares: a type's, or a function's (an operator's symbol).
        var name: String
        var isType: Bool
        /// Its lines, with the `///` documentation above it and the blank lines below it.
        var text: String
        /// The line its text starts at in Prelude.sri.
        var firstLine: Int
        /// A type's methods, static functions and initialisers, by name.
        var methods: [String]
    }

    var declarations: [Declaration] = []

    /// The outline of the prelude built into Sriracha, made once per process.
    static let standard = PreludeOutline(PreludeSource.text)

    init(_ text: String) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        // Where each declaration starts: its first `///` line, else its keyword's line.
        var starts: [(line: Int, keywordLine: Int)] = []
        for (index, line) in lines.enumerated() where PreludeOutline.declarationKeyword(line) != nil {
            var first = index
            while first > 0 && lines[first - 1].hasPrefix("///") { first -= 1 }
            starts.append((first, index))
        }
        for (k, start) in starts.enumerated() {
            let end = k + 1 < starts.count ? starts[k + 1].line : lines.count
            let header = lines[start.keywordLine]
            guard let keyword = PreludeOutline.declarationKeyword(header) else { continue }
            let rest = header.dropFirst(keyword.count + 1)
            let name: Substring
            name = keyword == "func" ? PreludeOutline.functionName(rest) : PreludeOutline.identifier(rest)
            var methods: [String] = []
            if keyword != "func" {
                for line in lines[(start.keywordLine + 1)..<end] {
                    guard line.hasPrefix("    "), !line.hasPrefix("     ") else { continue }
                    var words = line.dropFirst(4).split(separator: " ", maxSplits: 3)[...]
                    while let first = words.first, first == "static" || first == "mutating" { words = words.dropFirst() }
                    if words.first == "func", words.count > 1 {
                        let rest = words[words.startIndex + 1]
                        methods.append(String(PreludeOutline.functionName(rest)))
                    } else if let first = words.first, first.hasPrefix("init(") || first.hasPrefix("init<") {
                        methods.append("init")
                    }
                }
            }
            declarations.append(Declaration(
                name: String(name), isType: keyword != "func",
                text: lines[start.line..<end].joined(separator: "\n"), firstLine: start.line + 1, methods: methods))
        }
    }

    /// The name at the start of the text: an identifier (`curry<A, B>` is `curry`).
    private static func identifier(_ text: Substring) -> Substring {
        text.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// A function's name after `func`: an identifier, or an operator's symbol (`<>`, `|>`).
    private static func functionName(_ text: Substring) -> Substring {
        guard let first = text.first, !(first.isLetter || first == "_") else { return identifier(text) }
        return text.prefix { $0 != "(" && $0 != " " && !$0.isLetter && !$0.isNumber }
    }

    /// `func`, `struct`, `enum` or `protocol` when the line starts a top-level declaration.
    private static func declarationKeyword(_ line: Substring) -> String? {
        for keyword in ["func", "struct", "enum", "protocol"] where line.hasPrefix(keyword + " ") { return keyword }
        return nil
    }
}
