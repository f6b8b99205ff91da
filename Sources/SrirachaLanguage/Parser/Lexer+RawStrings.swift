/// Raw strings, as in Swift: `#"C:\path "quoted""#` keeps backslashes and quotes as written;
/// escapes and interpolation take as many `#` as delimit the string (`\#n`, `\#(x)`).
extension Lexer {
    /// A raw string starting at `start` (a `#`), or nil when the `#`s are not followed by `"`.
    mutating func lexRawString(_ start: Int) -> Token? {
        let quote = UInt8(ascii: "\""), hash = UInt8(ascii: "#"), backslash = UInt8(ascii: "\\")
        var p = pos
        var hashes = 0
        while p < end && bytes[p] == hash { hashes += 1; p += 1 }
        guard p < end, bytes[p] == quote else { return nil }
        func closesOnLine(from at: Int) -> Bool {
            // As in Swift, `#""""#` is a one-line string (of one `"`): its own line closes it.
            var q = at
            while q < end && bytes[q] != 0x0A && bytes[q] != 0x0D {
                if bytes[q] == quote && q + hashes < end && bytes[(q + 1)...(q + hashes)].allSatisfy({ $0 == hash }) { return true }
                q += 1
            }
            return false
        }
        if p + 2 < end && bytes[p + 1] == quote && bytes[p + 2] == quote && !closesOnLine(from: p + 3) {
            // `#"""`: a multi-line string whose escapes take the `#`s.
            pos = p
            return lexMultilineString(start, hashes: hashes)
        }
        pos = p + 1
        var pieces: [StringPiece] = []
        var current: [UInt8] = []
        var terminated = false
        func hashesFollow(_ at: Int) -> Bool {
            at + hashes <= end && bytes[at..<(at + hashes)].allSatisfy { $0 == hash }
        }
        scanning: while pos < end {
            let b = bytes[pos]
            if b == quote && hashesFollow(pos + 1) {
                pos += 1 + hashes
                terminated = true
                break
            }
            if b == 0x0A || b == 0x0D { break }
            if b == backslash && hashesFollow(pos + 1), pos + 1 + hashes < end {
                let q = pos + 1 + hashes
                let escape: String?
                switch bytes[q] {
                case UInt8(ascii: "("):
                    if !current.isEmpty { pieces.append(.text(String(decoding: current, as: UTF8.self))) }
                    current = []
                    pos = q + 1
                    guard let piece = lexInterpolation(singleLine: true) else { break scanning }
                    if case let .interpolation(tokens, range) = piece { pieces.append(.interpolation(tokens, range)) }
                    continue scanning
                case UInt8(ascii: "n"): escape = "\n"
                case UInt8(ascii: "t"): escape = "\t"
                case UInt8(ascii: "r"): escape = "\r"
                case UInt8(ascii: "0"): escape = "\0"
                case backslash: escape = "\\"
                case quote: escape = "\""
                case UInt8(ascii: "'"): escape = "'"
                default: escape = nil
                }
                if let escape {
                    current.append(contentsOf: Array(escape.utf8))
                    pos = q + 1
                    continue
                }
            }
            current.append(b)
            pos += 1
        }
        if !terminated {
            report("unterminated raw string literal", SourceRange(start, pos),
                   helps: ["close it with `\"` and the same number of `#` it opened with"])
        }
        if !current.isEmpty || pieces.isEmpty { pieces.append(.text(String(decoding: current, as: UTF8.self))) }
        var token = Token(.string, "", SourceRange(start, pos))
        token.pieces = pieces
        return token
    }
}
