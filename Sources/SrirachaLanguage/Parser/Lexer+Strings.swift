/// String literals: escapes, `\( … )` interpolation (tokens lexed in place), and `"""`
/// multi-line strings with Swift's indentation stripping.
extension Lexer {
    /// Raw pieces of a literal before escapes are decoded (byte ranges) and interpolations.
    enum RawPiece {
        case text(Int, Int)
        case interpolation([Token], SourceRange)
    }

    mutating func lexString(_ start: Int) -> Token {
        if pos + 2 < end && bytes[pos + 1] == UInt8(ascii: "\"") && bytes[pos + 2] == UInt8(ascii: "\"") {
            return lexMultilineString(start)
        }
        pos += 1
        var raw: [RawPiece] = []
        var textStart = pos
        var terminated = false
        scanning: while pos < end {
            switch bytes[pos] {
            case UInt8(ascii: "\""):
                raw.append(.text(textStart, pos))
                pos += 1
                terminated = true
                break scanning
            case 0x0A, 0x0D:
                raw.append(.text(textStart, pos))
                break scanning
            case UInt8(ascii: "\\"):
                if pos + 1 < end && bytes[pos + 1] == UInt8(ascii: "(") {
                    raw.append(.text(textStart, pos))
                    pos += 2
                    guard let piece = lexInterpolation(singleLine: true) else { textStart = pos; break scanning }
                    raw.append(piece)
                    textStart = pos
                } else {
                    let next = pos + 1 < end ? bytes[pos + 1] : 0
                    pos += (next == 0x0A || next == 0x0D || pos + 1 >= end) ? 1 : 2
                }
            default:
                pos += 1
            }
        }
        if !terminated {
            if pos >= end, textStart < pos { raw.append(.text(textStart, pos)) }
            if !abandonedLine {
                report("unterminated string literal", SourceRange(start, pos),
                       helps: ["close the string with `\"` on the same line; use `\"\"\"` for text on several lines"])
            }
            if pos >= end { unterminatedAtEnd = true }
        }
        if interpolationDepth == 0 { abandonedLine = false }
        var token = Token(.string, "", SourceRange(start, pos))
        token.pieces = decode(raw, indent: nil)
        return token
    }

    /// Lexes the tokens of `\( … )` after its `(`, up to the matching `)`; nil if the input or
    /// (for a single-line string) the line ends first.
    mutating func lexInterpolation(singleLine: Bool) -> RawPiece? {
        interpolationDepth += 1
        defer { interpolationDepth -= 1 }
        let contentStart = pos
        if interpolationDepth > Lexer.maxInterpolationDepth {
            report("string interpolations nested too deeply (more than \(Lexer.maxInterpolationDepth) levels)",
                   SourceRange(contentStart - 2, contentStart))
            while pos < end && bytes[pos] != 0x0A && bytes[pos] != 0x0D { pos += 1 }
            abandonedLine = true
            return nil
        }
        var tokens: [Token] = []
        var depth = 0
        afterMemberDot = false
        while true {
            guard let token = nextToken(stopAtNewline: singleLine) else { return nil }
            if token.kind == .eof { return nil }
            if token.isPunct("(") { depth += 1 }
            if token.isPunct(")") {
                if depth == 0 { return .interpolation(tokens, SourceRange(contentStart, token.range.start)) }
                depth -= 1
            }
            tokens.append(token)
        }
    }

    /// `"""`, or with `hashes` `#`s around it a raw one: `\` is then text unless the `#`s follow.
    mutating func lexMultilineString(_ start: Int, hashes: Int = 0) -> Token {
        func hashesFollow(_ at: Int) -> Bool {
            at + hashes <= end && bytes[at..<(at + hashes)].allSatisfy { $0 == UInt8(ascii: "#") }
        }
        pos += 3
        while pos < end && (bytes[pos] == 0x20 || bytes[pos] == 0x09) { pos += 1 }
        if pos < end && bytes[pos] != 0x0A && bytes[pos] != 0x0D {
            report("a multi-line string must start on a new line after its opening `\"\"\"`", SourceRange(start, start + 3))
            while pos < end && bytes[pos] != 0x0A && bytes[pos] != 0x0D { pos += 1 }
        }
        if pos < end && bytes[pos] == 0x0D { pos += 1 }
        if pos < end && bytes[pos] == 0x0A { pos += 1 }
        let contentStart = pos
        var raw: [RawPiece] = []
        var textStart = pos
        var closeStart: Int?
        while pos < end {
            let b = bytes[pos]
            if b == UInt8(ascii: "\"") && pos + 2 < end && bytes[pos + 1] == b && bytes[pos + 2] == b && hashesFollow(pos + 3) {
                raw.append(.text(textStart, pos))
                closeStart = pos
                pos += 3 + hashes
                break
            }
            if b == UInt8(ascii: "\\") && hashesFollow(pos + 1) {
                if pos + 1 + hashes < end && bytes[pos + 1 + hashes] == UInt8(ascii: "(") {
                    raw.append(.text(textStart, pos))
                    pos += 2 + hashes
                    if let piece = lexInterpolation(singleLine: false) { raw.append(piece) }
                    textStart = pos
                } else {
                    pos = min(end, pos + 2 + hashes)
                }
                continue
            }
            pos += 1
        }
        var token = Token(.string, "", SourceRange(start, pos))
        guard let closeStart else {
            if textStart < pos { raw.append(.text(textStart, pos)) }
            let delimiter = "\"\"\"" + String(repeating: "#", count: hashes)
            report("unterminated multi-line string literal", SourceRange(start, start + 3 + hashes),
                   helps: ["close it with `\(delimiter)` on a line of its own"])
            unterminatedAtEnd = true
            token.pieces = decode(raw, indent: nil, hashes: hashes)
            return token
        }
        // The closing delimiter's indentation is removed from every line.
        var lineStart = closeStart
        while lineStart > contentStart && bytes[lineStart - 1] != 0x0A && bytes[lineStart - 1] != 0x0D { lineStart -= 1 }
        var indent = Array(bytes[lineStart..<closeStart])
        var contentEnd = closeStart
        if indent.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) {
            contentEnd = lineStart
            if contentEnd > contentStart && bytes[contentEnd - 1] == 0x0A { contentEnd -= 1 }
            if contentEnd > contentStart && bytes[contentEnd - 1] == 0x0D { contentEnd -= 1 }
        } else {
            report("the closing `\"\"\"` of a multi-line string must be on a line of its own",
                   SourceRange(closeStart, closeStart + 3))
            indent = []
        }
        let clipped: [RawPiece] = raw.compactMap { piece in
            if case .text(let a, let b) = piece { return a < contentEnd ? .text(a, min(b, contentEnd)) : nil }
            return piece
        }
        token.pieces = decode(clipped, indent: indent, hashes: hashes)
        return token
    }

    // MARK: - Decoding

    private mutating func decode(_ raw: [RawPiece], indent: [UInt8]?, hashes: Int = 0) -> [StringPiece] {
        var pieces: [StringPiece] = []
        var current: [UInt8] = []
        var atLineStart = indent != nil
        for piece in raw {
            switch piece {
            case .interpolation(let tokens, let range):
                if !current.isEmpty { pieces.append(.text(String(decoding: current, as: UTF8.self))) }
                current = []
                pieces.append(.interpolation(tokens, range))
                atLineStart = false
            case .text(let a, let b):
                decodeText(a, b, into: &current, atLineStart: &atLineStart, indent: indent, hashes: hashes)
            }
        }
        if !current.isEmpty || pieces.isEmpty { pieces.append(.text(String(decoding: current, as: UTF8.self))) }
        return pieces
    }

    private mutating func decodeText(_ a: Int, _ b: Int, into out: inout [UInt8], atLineStart: inout Bool, indent: [UInt8]?,
                                     hashes: Int = 0) {
        var p = a
        while p < b {
            if atLineStart, let indent {
                atLineStart = false
                if b - p >= indent.count && bytes[p..<(p + indent.count)].elementsEqual(indent) {
                    p += indent.count
                } else {
                    var q = p
                    while q < b && (bytes[q] == 0x20 || bytes[q] == 0x09) { q += 1 }
                    if q < b && bytes[q] != 0x0A && bytes[q] != 0x0D {
                        report("this line of the multi-line string is indented less than its closing `\"\"\"`",
                               SourceRange(p, q + 1), helps: ["indent every line at least as much as the closing `\"\"\"`"])
                    }
                    p = q
                }
                continue
            }
            let c = bytes[p]
            if c == UInt8(ascii: "\\") && hashes > 0
                && !(p + hashes < b && bytes[(p + 1)...(p + hashes)].allSatisfy { $0 == UInt8(ascii: "#") }) {
                // In a raw string a backslash without its `#`s is text.
                out.append(c)
                p += 1
            } else if c == UInt8(ascii: "\\") {
                // `\#n` in a raw string: the escape is read after the `#`s.
                p = decodeEscape(at: p + hashes, limit: b, into: &out, atLineStart: &atLineStart, multiline: indent != nil)
            } else if c == 0x0D {
                out.append(0x0A)
                p += (p + 1 < b && bytes[p + 1] == 0x0A) ? 2 : 1
                atLineStart = true
            } else if c == 0x0A {
                out.append(0x0A)
                p += 1
                atLineStart = true
            } else {
                out.append(c)
                p += 1
            }
        }
    }

    /// Decodes the escape at `p` (a backslash); returns the position after it.
    private mutating func decodeEscape(at p: Int, limit b: Int, into out: inout [UInt8], atLineStart: inout Bool,
                                       multiline: Bool) -> Int {
        guard p + 1 < b else {
            report("a backslash must be followed by an escape such as `\\n`", SourceRange(p, p + 1),
                   helps: ["write `\\\\` for a backslash"])
            return b
        }
        let e = bytes[p + 1]
        switch e {
        case UInt8(ascii: "n"): out.append(0x0A)
        case UInt8(ascii: "t"): out.append(0x09)
        case UInt8(ascii: "r"): out.append(0x0D)
        case UInt8(ascii: "0"): out.append(0x00)
        case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "\\"): out.append(e)
        case UInt8(ascii: "u"):
            return decodeUnicodeEscape(at: p, limit: b, into: &out)
        case 0x20, 0x09, 0x0A, 0x0D:
            // A backslash at the end of a line joins it with the next one.
            var q = p + 1
            while q < b && (bytes[q] == 0x20 || bytes[q] == 0x09) { q += 1 }
            if multiline && q < b && (bytes[q] == 0x0A || bytes[q] == 0x0D) {
                q += (bytes[q] == 0x0D && q + 1 < b && bytes[q + 1] == 0x0A) ? 2 : 1
                atLineStart = true
                return q
            }
            return invalidEscape(at: p)
        default:
            return invalidEscape(at: p)
        }
        return p + 2
    }

    private mutating func invalidEscape(at p: Int) -> Int {
        let (scalar, length) = decodeScalar(at: p + 1)
        let shown = scalar.map { $0.value < 0x20 ? "" : String($0) } ?? ""
        report("invalid escape sequence `\\\(shown)` in string literal", SourceRange(p, p + 1 + max(1, length)),
               helps: ["valid escapes are `\\n`, `\\t`, `\\r`, `\\0`, `\\\"`, `\\'`, `\\\\` and `\\u{…}`"])
        return p + 1 + max(1, length)
    }

    private mutating func decodeUnicodeEscape(at p: Int, limit b: Int, into out: inout [UInt8]) -> Int {
        var q = p + 2
        guard q < b && bytes[q] == UInt8(ascii: "{") else {
            report("expected `{` after `\\u`, as in `\\u{1F600}`", SourceRange(p, min(b, p + 2)))
            return min(b, p + 2)
        }
        q += 1
        var value: UInt32 = 0
        var count = 0
        while q < b, let d = Character(UnicodeScalar(bytes[q])).hexDigitValue, count < 8 {
            value = value << 4 | UInt32(d)
            count += 1
            q += 1
        }
        guard q < b && bytes[q] == UInt8(ascii: "}") && count > 0, let scalar = Unicode.Scalar(value) else {
            while q < b && bytes[q] != UInt8(ascii: "}") && bytes[q] != UInt8(ascii: "\"") && q - p < 16 { q += 1 }
            if q < b && bytes[q] == UInt8(ascii: "}") { q += 1 }
            report("invalid unicode scalar in `\\u{…}`", SourceRange(p, q), helps: ["write 1 to 8 hexadecimal digits, as in `\\u{1F600}`"])
            return q
        }
        out.append(contentsOf: Array(String(Character(scalar)).utf8))
        return q + 1
    }
}
