/// Character classes, UTF-8 decoding and number literals.
extension Lexer {
    func decodeScalar(at p: Int) -> (Unicode.Scalar?, Int) {
        guard p < end else { return (nil, 0) }
        let b0 = bytes[p]
        if b0 < 0x80 { return (Unicode.Scalar(b0), 1) }
        let length: Int
        var value: UInt32
        switch b0 {
        case 0xC0...0xDF: length = 2; value = UInt32(b0 & 0x1F)
        case 0xE0...0xEF: length = 3; value = UInt32(b0 & 0x0F)
        case 0xF0...0xF7: length = 4; value = UInt32(b0 & 0x07)
        default: return (nil, 1)
        }
        guard p + length <= end else { return (nil, 1) }
        for i in 1..<length {
            let b = bytes[p + i]
            guard b & 0xC0 == 0x80 else { return (nil, 1) }
            value = value << 6 | UInt32(b & 0x3F)
        }
        return (Unicode.Scalar(value), length)
    }

    /// A non-ASCII character that starts an operator: the ranges of Swift's `operator-head`
    /// (mathematical symbols, arrows, box drawing, `×`, `÷`, `¬`, …).
    func isOperatorHead(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0xA1...0xA7, 0xA9, 0xAB, 0xAC, 0xAE, 0xB0...0xB1, 0xB6, 0xBB, 0xBF, 0xD7, 0xF7,
             0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E,
             0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F,
             0x3001...0x3003, 0x3008...0x3020, 0x3030:
            return true
        default:
            return false
        }
    }

    /// A non-ASCII character that may continue an operator: an operator head, or a combining
    /// mark (Swift's `operator-character`).
    func isOperatorCharacter(_ s: Unicode.Scalar) -> Bool {
        if isOperatorHead(s) { return true }
        switch s.value {
        case 0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F, 0xE0100...0xE01EF:
            return true
        default:
            return false
        }
    }

    func isIdentifierStart(_ s: Unicode.Scalar) -> Bool {
        if s.value < 0x80 { return isIdentifierStartByte(UInt8(s.value)) }
        if isOperatorHead(s) { return false }
        if s.value == 0xFFFD || s.value == 0xFEFF { return false }
        return s.properties.isXIDStart || s.properties.isEmojiPresentation
            || (s.properties.isEmoji && s.value > 0x2000)
    }

    func isIdentifierContinue(_ s: Unicode.Scalar) -> Bool {
        if isIdentifierStart(s) { return true }
        return s.properties.isXIDContinue || s.value == 0x200D || (0xFE00...0xFE0F).contains(s.value)
            || (0x1F3FB...0x1F3FF).contains(s.value)
    }

    mutating func lexNumber(_ start: Int) -> Token {
        var isDouble = false
        var malformed = false
        if bytes[pos] == UInt8(ascii: "0") && pos + 1 < end
            && [UInt8(ascii: "x"), UInt8(ascii: "b"), UInt8(ascii: "o")].contains(bytes[pos + 1]) {
            let radixByte = bytes[pos + 1]
            pos += 2
            let digitsStart = pos
            while pos < end && (isRadixDigit(bytes[pos], radixByte) || bytes[pos] == UInt8(ascii: "_")) { pos += 1 }
            if pos == digitsStart || bytes[digitsStart] == UInt8(ascii: "_") {
                let prefix = "0" + String(UnicodeScalar(radixByte))
                let kind = radixByte == UInt8(ascii: "x") ? "hexadecimal" : radixByte == UInt8(ascii: "b") ? "binary" : "octal"
                report("expected \(kind) digits after `\(prefix)`", SourceRange(start, pos))
                malformed = true
            } else if radixByte == UInt8(ascii: "x") {
                isDouble = lexHexFloatTail()
            }
        } else {
            skipDecimalDigits()
            if !afterMemberDot {
                if pos + 1 < end && bytes[pos] == UInt8(ascii: ".") && isDigit(bytes[pos + 1]) {
                    pos += 1
                    skipDecimalDigits()
                    isDouble = true
                }
                if pos < end && (bytes[pos] == UInt8(ascii: "e") || bytes[pos] == UInt8(ascii: "E")) {
                    var p = pos + 1
                    if p < end && (bytes[p] == UInt8(ascii: "+") || bytes[p] == UInt8(ascii: "-")) { p += 1 }
                    if p < end && isDigit(bytes[p]) {
                        pos = p
                        skipDecimalDigits()
                        isDouble = true
                    }
                }
            }
        }
        // `12abc`, `0xFG`: letters glued to a number.
        if !malformed && pos < end && (isIdentifierStartByte(bytes[pos]) || isDigit(bytes[pos])) {
            let badStart = pos
            while pos < end && (isIdentifierStartByte(bytes[pos]) || isDigit(bytes[pos])) { pos += 1 }
            let text = String(decoding: bytes[start..<pos], as: UTF8.self)
            let bad = String(decoding: bytes[badStart..<(badStart + 1)], as: UTF8.self)
            report("`\(bad)` is not a valid digit in the number `\(text.count > 32 ? String(text.prefix(32)) + "…" : text)`",
                   SourceRange(start, pos))
            malformed = true
        }
        let text = String(decoding: bytes[start..<pos], as: UTF8.self)
        if malformed { return Token(.unknown, text, SourceRange(start, pos)) }
        return Token(isDouble ? .double : .integer, text, SourceRange(start, pos))
    }

    /// After `0x1`: a hexadecimal fraction and the binary exponent Swift requires with it
    /// (`0x1.8p1` is 3.0, `0x1p-2` is 0.25). True when there was one.
    private mutating func lexHexFloatTail() -> Bool {
        var p = pos
        if p + 1 < end && bytes[p] == UInt8(ascii: ".") && isRadixDigit(bytes[p + 1], UInt8(ascii: "x")) {
            p += 1
            while p < end && (isRadixDigit(bytes[p], UInt8(ascii: "x")) || bytes[p] == UInt8(ascii: "_")) { p += 1 }
        }
        guard p < end, bytes[p] == UInt8(ascii: "p") || bytes[p] == UInt8(ascii: "P") else { return false }
        p += 1
        if p < end && (bytes[p] == UInt8(ascii: "+") || bytes[p] == UInt8(ascii: "-")) { p += 1 }
        guard p < end, isDigit(bytes[p]) else { return false }
        pos = p
        skipDecimalDigits()
        return true
    }

    private mutating func skipDecimalDigits() {
        while pos < end && (isDigit(bytes[pos]) || bytes[pos] == UInt8(ascii: "_")) { pos += 1 }
    }

    private func isRadixDigit(_ b: UInt8, _ radix: UInt8) -> Bool {
        switch radix {
        case UInt8(ascii: "b"): return b == UInt8(ascii: "0") || b == UInt8(ascii: "1")
        case UInt8(ascii: "o"): return b >= UInt8(ascii: "0") && b <= UInt8(ascii: "7")
        default: return isDigit(b) || (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "f")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "F"))
        }
    }
}

func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }

func isIdentifierStartByte(_ b: UInt8) -> Bool {
    (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
        || b == UInt8(ascii: "_") || b >= 0x80
}

func isOperatorByte(_ b: UInt8) -> Bool {
    switch b {
    case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
         UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
         UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
        return true
    default:
        return false
    }
}

/// Parses an integer literal's spelling (`1_000`, `0xFF`, `0b1010`, `0o17`); nil on overflow.
func integerValue(of text: String, negative: Bool) -> Int? {
    // Bytes, not `Character`s: every integer literal passes here.
    var digits = text.utf8[...]
    var radix = 10
    if digits.count >= 2, digits.first == UInt8(ascii: "0") {
        switch digits[digits.index(after: digits.startIndex)] {
        case UInt8(ascii: "x"): radix = 16
        case UInt8(ascii: "b"): radix = 2
        case UInt8(ascii: "o"): radix = 8
        default: break
        }
        if radix != 10 { digits = digits.dropFirst(2) }
    }
    var value = 0
    for byte in digits where byte != UInt8(ascii: "_") {
        let d: Int
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): d = Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): d = Int(byte - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): d = Int(byte - UInt8(ascii: "A")) + 10
        default: return nil
        }
        guard d < radix else { return nil }
        let (m, o1) = value.multipliedReportingOverflow(by: radix)
        let (s, o2) = negative ? m.subtractingReportingOverflow(d) : m.addingReportingOverflow(d)
        if o1 || o2 { return nil }
        value = s
    }
    return value
}
