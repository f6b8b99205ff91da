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
        // Bytes, not characters: the outline is made at every start, and cutting the text into
        // `Character`s cost as much as the rest of an empty script's start-up.
        let bytes = Array(text.utf8)
        var lines: [Range<Int>] = []
        var start = 0
        for (i, b) in bytes.enumerated() where b == UInt8(ascii: "\n") {
            lines.append(start..<i)
            start = i + 1
        }
        lines.append(start..<bytes.count)
        func line(_ i: Int) -> ArraySlice<UInt8> { bytes[lines[i]] }
        // Where each declaration starts: its first `///` line, else its keyword's line.
        var starts: [(line: Int, keywordLine: Int, keyword: String)] = []
        for i in lines.indices {
            guard let keyword = PreludeOutline.declarationKeyword(line(i)) else { continue }
            var first = i
            while first > 0 && line(first - 1).starts(with: "///".utf8) { first -= 1 }
            starts.append((first, i, keyword))
        }
        for (k, start) in starts.enumerated() {
            let end = k + 1 < starts.count ? starts[k + 1].line : lines.count
            let header = line(start.keywordLine).dropFirst(start.keyword.utf8.count + 1)
            let isType = start.keyword != "func"
            let name = isType ? PreludeOutline.identifier(header) : PreludeOutline.functionName(header)
            var methods: [String] = []
            if isType {
                for i in (start.keywordLine + 1)..<end {
                    // Members are indented by four spaces: `    static func + (lhs: Mod, …`.
                    var member = line(i)
                    guard member.starts(with: "    ".utf8), member.dropFirst(4).first != UInt8(ascii: " ") else { continue }
                    member = member.dropFirst(4)
                    for modifier in ["static ", "mutating "] where member.starts(with: modifier.utf8) {
                        member = member.dropFirst(modifier.utf8.count)
                    }
                    if member.starts(with: "func ".utf8) {
                        methods.append(PreludeOutline.functionName(member.dropFirst(5)))
                    } else if member.starts(with: "init(".utf8) || member.starts(with: "init<".utf8) {
                        methods.append("init")
                    }
                }
            }
            let textStart = lines[start.line].lowerBound
            let textEnd = end < lines.count ? lines[end].lowerBound : bytes.count
            declarations.append(Declaration(
                name: name, isType: isType, text: String(decoding: bytes[textStart..<textEnd], as: UTF8.self),
                firstLine: start.line + 1, methods: methods))
        }
    }

    /// The name at the start of the text: an identifier (`curry<A, B>` is `curry`).
    private static func identifier(_ text: ArraySlice<UInt8>) -> String {
        String(decoding: text.prefix { isIdentifierByte($0) }, as: UTF8.self)
    }

    /// A function's name after `func`: an identifier, or an operator's symbol (`<>`, `|>`).
    private static func functionName(_ text: ArraySlice<UInt8>) -> String {
        guard let first = text.first, !isIdentifierByte(first) else { return identifier(text) }
        return String(decoding: text.prefix { $0 != UInt8(ascii: "(") && $0 != UInt8(ascii: " ") && !isIdentifierByte($0) },
                      as: UTF8.self)
    }

    private static func isIdentifierByte(_ b: UInt8) -> Bool {
        (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
            || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || b == UInt8(ascii: "_")
    }

    /// `func`, `struct`, `enum` or `protocol` when the line starts a top-level declaration.
    private static func declarationKeyword(_ line: ArraySlice<UInt8>) -> String? {
        guard let first = line.first, first >= UInt8(ascii: "e"), first <= UInt8(ascii: "s") else { return nil }
        for keyword in ["func ", "struct ", "enum ", "protocol "] where line.starts(with: keyword.utf8) {
            return String(keyword.dropLast())
        }
        return nil
    }
}
