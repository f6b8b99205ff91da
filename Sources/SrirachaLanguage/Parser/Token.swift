/// A lexical token: what it is, where it is, and the white space around it.
///
/// The white space matters: as in Swift, it decides whether an operator is prefix (`-x`),
/// postfix (`x!`) or binary (`a - b`, `a-b`), and a newline before a token may end a statement.
struct Token {
    enum Kind: Equatable {
        /// A name; `text` has backquotes removed.
        case identifier
        /// A reserved word (`let`, `func`, `_`, …).
        case keyword
        /// `$0`, `$1`, …; `text` is the whole spelling.
        case dollar
        case integer
        case double
        /// A string literal; see `pieces`.
        case string
        /// An operator (`+`, `==`, `?`, `!`, `...`, `=`); see `position`.
        case op
        /// `( ) [ ] { } , : ; . ->`.
        case punct
        /// `@escaping`: `text` is the name after `@`.
        case attribute
        /// Characters the lexer rejected (already diagnosed).
        case unknown
        case eof
    }

    /// How white space places an operator relative to its operands.
    enum Position { case prefix, postfix, binary }

    var kind: Kind
    var text: String
    var range: SourceRange
    /// A newline (or a comment containing one) separates this token from the previous one.
    var newlineBefore = false
    /// No white space (nor an opening bracket, comma, colon, semicolon) before the token.
    var leftBound = false
    /// No white space (nor a closing bracket, comma, colon, semicolon) after the token.
    var rightBound = false
    /// For `.string`: text pieces (escapes decoded) and interpolations (their tokens).
    var pieces: [StringPiece] = []

    init(_ kind: Kind, _ text: String, _ range: SourceRange) {
        self.kind = kind
        self.text = text
        self.range = range
    }

    /// Swift's rule: bound on both sides or on neither is binary; otherwise the bound side wins.
    var position: Position {
        if leftBound == rightBound { return .binary }
        return leftBound ? .postfix : .prefix
    }

    func isPunct(_ p: String) -> Bool { kind == .punct && text == p }
    func isKeyword(_ k: String) -> Bool { kind == .keyword && text == k }
    func isOp(_ o: String) -> Bool { kind == .op && text == o }

    /// The token as a diagnostic names it, shortened when huge.
    var display: String {
        switch kind {
        case .eof: return "end of input"
        case .string: return "string literal"
        default:
            let shown = text.count > 32 ? String(text.prefix(32)) + "…" : text
            return "`\(shown)`"
        }
    }
}

/// A piece of a string literal token.
enum StringPiece {
    case text(String)
    /// `\( … )`: the tokens between the parentheses, and the range of those parentheses' contents.
    case interpolation([Token], SourceRange)
}

/// Words the lexer reserves. Contextual words (`mutating`, `indirect`, `init`, …) stay identifiers.
/// All are lowercase ASCII letters of at most 11 bytes, or `_` (`Lexer.lexIdentifier` relies on it).
let reservedWords: Set<String> = [
    "let", "var", "func", "struct", "enum", "case", "if", "else", "guard", "switch", "default",
    "for", "in", "while", "repeat", "break", "continue", "return", "do", "typealias", "static",
    "true", "false", "nil", "self", "import", "extension", "protocol", "class", "operator",
    "where", "inout", "fallthrough", "as", "is", "try", "throw", "throws", "defer", "catch", "_",
]
