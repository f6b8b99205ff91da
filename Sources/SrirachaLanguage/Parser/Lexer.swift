/// Turns source bytes into tokens, reporting malformed input as diagnostics and never failing.
///
/// Works on the UTF-8 bytes of a `SourceFile` so that every token's range is a byte range into
/// that file, including the tokens inside string interpolations.
struct Lexer {
    let bytes: [UInt8]
    let file: SourceFile
    var pos: Int
    let end: Int
    var diagnostics: [Diagnostic] = []
    /// Input ended inside something more lines could finish (a string, a block comment).
    var unterminatedAtEnd = false
    /// How many string interpolations enclose the current position.
    var interpolationDepth = 0
    /// An interpolation nested too deeply gave up on the rest of its line: the strings around
    /// it are not reported as unterminated on top of that.
    var abandonedLine = false
    /// The previous token was a `.`, so a number is a tuple index (`t.0.1` is not `t.(0.1)`).
    var afterMemberDot = false

    static let maxInterpolationDepth = 16

    init(file: SourceFile) {
        self.file = file
        self.bytes = file.utf8
        self.pos = 0
        self.end = file.utf8.count
    }

    /// All tokens of the file, ending with an `.eof` token.
    mutating func tokenize() -> [Token] {
        var tokens: [Token] = []
        // About one token per two bytes in short texts; growing the array from empty was a
        // fifth of lexing a statement. Long texts grow as usual past the first few thousand.
        // A whole file has about one token per four bytes: reserved at once, rather than grown
        // (and copied) several times.
        tokens.reserveCapacity(min(bytes.count / 2 + 4, max(4096, bytes.count / 4)))
        while true {
            // Each token is finished in its place in the array: finished first and then
            // appended, it was copied (two references retained) and the original destroyed.
            let trivia = skipTrivia(stopAtNewline: false)
            let start = pos
            tokens.append(lexToken())
            let last = tokens.count - 1
            finish(&tokens[last], start: start, after: trivia)
            if tokens[last].kind == .eof { return tokens }
        }
    }

    mutating func report(_ message: String, _ range: SourceRange, helps: [String] = []) {
        diagnostics.append(Diagnostic(.lexer, message, at: range, in: file, helps: helps))
    }

    /// The next token, or nil when `stopAtNewline` is set and a newline comes first (the newline
    /// is left unconsumed).
    mutating func nextToken(stopAtNewline: Bool) -> Token? {
        let trivia = skipTrivia(stopAtNewline: stopAtNewline)
        if trivia.stoppedAtNewline { return nil }
        let start = pos
        var token = lexToken()
        finish(&token, start: start, after: trivia)
        return token
    }

    /// Notes on a token just lexed, from `start`, what the white space before it says.
    private mutating func finish(_ token: inout Token, start: Int, after trivia: Trivia) {
        token.newlineBefore = trivia.newline
        token.leftBound = !trivia.skipped && isLeftBound(start)
        if token.kind == .op { classifyOperator(&token) }
        afterMemberDot = token.isPunct(".")
    }

    private func isLeftBound(_ start: Int) -> Bool {
        guard start > 0 else { return false }
        switch bytes[start - 1] {
        case 0x20, 0x09, 0x0A, 0x0D, 0x00, UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"),
             UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
            return false
        default:
            return true
        }
    }

    private func isRightBound(_ after: Int, leftBound: Bool) -> Bool {
        guard after < end else { return false }
        switch bytes[after] {
        case 0x20, 0x09, 0x0A, 0x0D, 0x00, UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"),
             UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
            return false
        case UInt8(ascii: "."):
            return !leftBound
        case UInt8(ascii: "/"):
            if after + 1 < end && (bytes[after + 1] == UInt8(ascii: "/") || bytes[after + 1] == UInt8(ascii: "*")) {
                return false
            }
            return true
        default:
            return true
        }
    }

    private func classifyOperator(_ token: inout Token) {
        token.rightBound = isRightBound(token.range.end, leftBound: token.leftBound)
        // `x?.y`, `x![0]`, `x!!`: a left-bound run of `?`/`!` is postfix unless an operand follows.
        if token.leftBound && token.text.allSatisfy({ $0 == "?" || $0 == "!" }) {
            let next = token.range.end < end ? bytes[token.range.end] : 0
            if !(isIdentifierStartByte(next) || isDigit(next) || next == UInt8(ascii: "\"")) {
                token.rightBound = false
            }
        }
    }

    // MARK: - Trivia

    struct Trivia { var skipped = false, newline = false, stoppedAtNewline = false }

    mutating func skipTrivia(stopAtNewline: Bool) -> Trivia {
        var trivia = Trivia()
        while pos < end {
            let b = bytes[pos]
            switch b {
            case 0x20, 0x09, 0x0B, 0x0C:
                pos += 1
                trivia.skipped = true
            case 0x0A, 0x0D:
                if stopAtNewline { trivia.stoppedAtNewline = true; return trivia }
                pos += 1
                trivia.skipped = true
                trivia.newline = true
            case UInt8(ascii: "/") where pos + 1 < end && bytes[pos + 1] == UInt8(ascii: "/"):
                while pos < end && bytes[pos] != 0x0A && bytes[pos] != 0x0D { pos += 1 }
                trivia.skipped = true
            case UInt8(ascii: "/") where pos + 1 < end && bytes[pos + 1] == UInt8(ascii: "*"):
                if skipBlockComment() { trivia.newline = true }
                trivia.skipped = true
            default:
                guard b >= 0x80 else { return trivia }
                let (scalar, length) = decodeScalar(at: pos)
                guard let scalar else { return trivia }
                if scalar.value == 0x2028 || scalar.value == 0x2029 {
                    if stopAtNewline { trivia.stoppedAtNewline = true; return trivia }
                    trivia.newline = true
                } else if !(scalar.properties.isWhitespace || scalar.value == 0xFEFF) {
                    return trivia
                }
                pos += length
                trivia.skipped = true
            }
        }
        return trivia
    }

    /// Skips a nested `/* … */`; returns whether it contained a newline.
    private mutating func skipBlockComment() -> Bool {
        let start = pos
        var depth = 0
        var newline = false
        while pos < end {
            if bytes[pos] == UInt8(ascii: "/") && pos + 1 < end && bytes[pos + 1] == UInt8(ascii: "*") {
                depth += 1
                pos += 2
            } else if bytes[pos] == UInt8(ascii: "*") && pos + 1 < end && bytes[pos + 1] == UInt8(ascii: "/") {
                depth -= 1
                pos += 2
                if depth == 0 { return newline }
            } else {
                if bytes[pos] == 0x0A { newline = true }
                pos += 1
            }
        }
        report("unterminated block comment", SourceRange(start, start + 2),
               helps: ["close the comment with `*/`"])
        unterminatedAtEnd = true
        return newline
    }

    // MARK: - Tokens

    private mutating func lexToken() -> Token {
        let start = pos
        guard pos < end else { return Token(.eof, "", SourceRange(end, end)) }
        let b = bytes[pos]
        if isIdentifierStartByte(b) && b < 0x80 { return lexIdentifier(start) }
        if isDigit(b) { return lexNumber(start) }
        if b == UInt8(ascii: "#"), let raw = lexRawString(start) { return raw }
        if b == UInt8(ascii: "#"), pos + 1 < end, bytes[pos + 1] < 0x80, isIdentifierStartByte(bytes[pos + 1]) {
            // `#available(…)`, `#function`: a name of its own (the parser knows the few it takes).
            pos += 1
            let name = lexIdentifier(pos)
            return Token(.identifier, "#" + name.text, SourceRange(start, pos))
        }
        switch b {
        case UInt8(ascii: "\""):
            return lexString(start)
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"),
             UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
            pos += 1
            return Token(.punct, String(UnicodeScalar(b)), SourceRange(start, pos))
        case UInt8(ascii: "."):
            if pos + 1 < end && bytes[pos + 1] == UInt8(ascii: ".") { return lexOperator(start) }
            pos += 1
            return Token(.punct, ".", SourceRange(start, pos))
        case UInt8(ascii: "\\"):
            // Outside string literals a backslash starts a key path: `\Label.text`, `\.text`.
            pos += 1
            return Token(.punct, "\\", SourceRange(start, pos))
        case UInt8(ascii: "$"):
            return lexDollar(start)
        case UInt8(ascii: "`"):
            return lexBackquoted(start)
        case UInt8(ascii: "@"):
            if pos + 1 < end && isIdentifierStartByte(bytes[pos + 1]) {
                pos += 1
                let name = lexIdentifier(pos)
                return Token(.attribute, name.text, SourceRange(start, pos))
            }
        default:
            if isOperatorByte(b) { return lexOperator(start) }
            if b >= 0x80 {
                let (scalar, _) = decodeScalar(at: pos)
                if let scalar, isOperatorHead(scalar) { return lexOperator(start) }
                if let scalar, isIdentifierStart(scalar) { return lexIdentifier(start) }
            }
        }
        return lexUnknown(start)
    }

    private mutating func lexIdentifier(_ start: Int) -> Token {
        while pos < end {
            let b = bytes[pos]
            if b < 0x80 {
                guard isIdentifierStartByte(b) || isDigit(b) else { break }
                pos += 1
            } else {
                let (scalar, length) = decodeScalar(at: pos)
                guard let scalar, isIdentifierContinue(scalar) else { break }
                pos += length
            }
        }
        let text = String(decoding: bytes[start..<pos], as: UTF8.self)
        // Every reserved word is lowercase letters (or `_`): most names (`v12`, `total`,
        // `Label`) are told apart without hashing them.
        var couldBeReserved = pos - start <= 11
        if couldBeReserved, !(pos - start == 1 && bytes[start] == UInt8(ascii: "_")) {
            for i in start..<pos where bytes[i] < UInt8(ascii: "a") || bytes[i] > UInt8(ascii: "z") {
                couldBeReserved = false
                break
            }
        }
        let isReserved = couldBeReserved && reservedWords.contains(text)
        return Token(isReserved ? .keyword : .identifier, text, SourceRange(start, pos))
    }

    private mutating func lexDollar(_ start: Int) -> Token {
        pos += 1
        if pos < end && isDigit(bytes[pos]) {
            while pos < end && isDigit(bytes[pos]) { pos += 1 }
            return Token(.dollar, String(decoding: bytes[start..<pos], as: UTF8.self), SourceRange(start, pos))
        }
        if pos < end && isIdentifierStartByte(bytes[pos]) {
            // `$R0`: the REPL's result names.
            let rest = lexIdentifier(pos)
            return Token(.identifier, "$" + rest.text, SourceRange(start, pos))
        }
        report("expected a number after `$`, as in `$0`", SourceRange(start, pos))
        return Token(.unknown, "$", SourceRange(start, pos))
    }

    private mutating func lexBackquoted(_ start: Int) -> Token {
        var p = pos + 1
        while p < end && bytes[p] != UInt8(ascii: "`") && bytes[p] != 0x0A && bytes[p] != 0x0D { p += 1 }
        if p < end && bytes[p] == UInt8(ascii: "`") && p > pos + 1 {
            let text = String(decoding: bytes[(pos + 1)..<p], as: UTF8.self)
            pos = p + 1
            return Token(.identifier, text, SourceRange(start, pos))
        }
        pos += 1
        report("unterminated backquoted name", SourceRange(start, pos), helps: ["close the name with a `` ` ``"])
        return Token(.unknown, "`", SourceRange(start, pos))
    }

    private mutating func lexOperator(_ start: Int) -> Token {
        let dotOperator = bytes[pos] == UInt8(ascii: ".")
        while pos < end {
            let b = bytes[pos]
            if b >= 0x80 {
                // Unicode operator characters (`√`, `≈`, `∘`), as Swift's grammar lists them.
                let (scalar, length) = decodeScalar(at: pos)
                guard let scalar, isOperatorCharacter(scalar) else { break }
                pos += length
                continue
            }
            guard isOperatorByte(b) || (dotOperator && b == UInt8(ascii: ".")) else { break }
            // A comment starts here, even in the middle of operator characters.
            if b == UInt8(ascii: "/") && pos + 1 < end && (bytes[pos + 1] == UInt8(ascii: "/") || bytes[pos + 1] == UInt8(ascii: "*")) && pos > start {
                break
            }
            pos += 1
        }
        let text = String(decoding: bytes[start..<pos], as: UTF8.self)
        if text == "->" { return Token(.punct, "->", SourceRange(start, pos)) }
        return Token(.op, text, SourceRange(start, pos))
    }

    /// A run of characters that start no token, reported once.
    private mutating func lexUnknown(_ start: Int) -> Token {
        var firstScalar: Unicode.Scalar?
        repeat {
            let (scalar, length) = decodeScalar(at: pos)
            if firstScalar == nil { firstScalar = scalar }
            pos += max(1, length)
        } while pos < end && startsNothing(at: pos)
        let range = SourceRange(start, pos)
        let text = String(decoding: bytes[start..<pos], as: UTF8.self)
        if firstScalar?.value == 0xFFFD {
            report("unexpected bytes that are not valid UTF-8", range, helps: ["save the file as UTF-8"])
        } else {
            let shown = text.unicodeScalars.prefix(8).map { s -> String in
                s.value < 0x20 || s.value == 0x7F ? "U+" + hex(s.value) : String(s)
            }.joined()
            let suffix = text.unicodeScalars.count > 8 ? "…" : ""
            report(text.unicodeScalars.count == 1 ? "unexpected character `\(shown)`"
                                                   : "unexpected characters `\(shown)\(suffix)`", range)
        }
        return Token(.unknown, text, range)
    }

    /// Whether the character at `p` cannot start a token (so it joins an unknown run).
    private func startsNothing(at p: Int) -> Bool {
        let b = bytes[p]
        if b < 0x80 {
            if b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0x0B || b == 0x0C { return false }
            if isIdentifierStartByte(b) || isDigit(b) || isOperatorByte(b) { return false }
            return !"\"()[]{},;:.$`@\\".utf8.contains(b)
        }
        let (scalar, _) = decodeScalar(at: p)
        guard let scalar else { return true }
        return !(isIdentifierStart(scalar) || isOperatorHead(scalar) || scalar.properties.isWhitespace || scalar.value == 0xFEFF)
    }
}

private func hex(_ v: UInt32) -> String {
    let s = String(v, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - s.count)) + s
}
