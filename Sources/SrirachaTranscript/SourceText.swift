import Foundation

/// A problem that stops a file from being tested or updated: it cannot be read, is not UTF-8,
/// is not a well-formed transcript, or changed on disk. Exit code 2.
public struct TranscriptError: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

/// One line of a file exactly as stored: its text and its terminator (`"\n"`, `"\r\n"`, or
/// `""` for a last line without one), so a rewrite can give back every byte it does not own.
struct RawLine: Equatable {
    var text: String
    var terminator: String
}

/// The bytes of a file as lines, plus what a rewrite needs to reproduce them.
struct SourceText {
    var lines: [RawLine]
    /// The file started with a UTF-8 byte order mark (not part of `lines[0]`).
    var hasByteOrderMark: Bool
    /// The original bytes, to detect a change on disk before an update is written.
    var bytes: [UInt8]

    /// Decodes UTF-8 strictly: invalid bytes are an error naming their line and column, never
    /// silently replaced (a rewrite would otherwise destroy them).
    init(bytes: [UInt8], name: String) throws {
        self.bytes = bytes
        var body = bytes[...]
        hasByteOrderMark = bytes.starts(with: [0xEF, 0xBB, 0xBF])
        if hasByteOrderMark { body = body.dropFirst(3) }
        if let bad = SourceText.firstInvalidUTF8(body) {
            let before = body[body.startIndex..<bad]
            let line = before.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
            let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? body.startIndex
            let column = String(decoding: body[lineStart..<bad], as: UTF8.self).count + 1
            throw TranscriptError("\(name):\(line):\(column): not valid UTF-8 (byte 0x\(String(body[bad], radix: 16, uppercase: true))); the file was left untouched")
        }
        // Split from the bytes just checked: no string of the whole file, and no copy of it.
        lines = SourceText.split(bytes: body)
    }

    /// Splits text into lines on `\n`, keeping `\r\n` as the terminator when present.
    static func split(_ text: String) -> [RawLine] {
        split(bytes: Array(text.utf8)[...])
    }

    /// `split` of valid UTF-8 bytes.
    static func split(bytes utf8: ArraySlice<UInt8>) -> [RawLine] {
        var lines: [RawLine] = []
        var start = utf8.startIndex
        var i = utf8.startIndex
        while i < utf8.endIndex {
            if utf8[i] == 0x0A {
                let crlf = i > start && utf8[i - 1] == 0x0D
                let end = crlf ? i - 1 : i
                lines.append(RawLine(text: String(decoding: utf8[start..<end], as: UTF8.self),
                                     terminator: crlf ? "\r\n" : "\n"))
                start = i + 1
            }
            i += 1
        }
        if start < utf8.endIndex {
            lines.append(RawLine(text: String(decoding: utf8[start...], as: UTF8.self), terminator: ""))
        }
        return lines
    }

    /// The terminator most lines use, for lines a rewrite adds: a CRLF file stays CRLF.
    var dominantTerminator: String {
        let crlf = lines.reduce(0) { $0 + ($1.terminator == "\r\n" ? 1 : 0) }
        let lf = lines.reduce(0) { $0 + ($1.terminator == "\n" ? 1 : 0) }
        return crlf > lf ? "\r\n" : "\n"
    }

    /// Whether the file ends without a final line terminator (kept as it was by rewrites).
    var lacksFinalNewline: Bool { lines.last?.terminator == "" }

    /// Joins lines back into the file's bytes.
    static func join(_ lines: [RawLine], byteOrderMark: Bool) -> String {
        var out = byteOrderMark ? "\u{FEFF}" : ""
        out.reserveCapacity(lines.reduce(0) { $0 + $1.text.utf8.count + 2 })
        for line in lines {
            out += line.text
            out += line.terminator
        }
        return out
    }

    /// The offset of the first byte that does not belong to a valid UTF-8 sequence.
    static func firstInvalidUTF8(_ bytes: ArraySlice<UInt8>) -> Int? {
        var i = bytes.startIndex
        let end = bytes.endIndex
        // Most files are ASCII: passed over eight bytes at a time.
        bytes.withUnsafeBytes { raw in
            var k = 0
            while k + 8 <= raw.count, raw.loadUnaligned(fromByteOffset: k, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                k += 8
            }
            i += k
        }
        while i < end {
            let b = bytes[i]
            if b < 0x80 { i += 1; continue }
            let length: Int
            var minSecond: UInt8 = 0x80, maxSecond: UInt8 = 0xBF
            switch b {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; minSecond = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; maxSecond = 0x9F
            case 0xF0: length = 4; minSecond = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; maxSecond = 0x8F
            default: return i
            }
            guard end - i >= length else { return i }
            let second = bytes[i + 1]
            guard second >= minSecond && second <= maxSecond else { return i }
            for k in 2..<length where bytes[i + k] & 0xC0 != 0x80 { return i }
            i += length
        }
        return nil
    }
}

extension Substring {
    /// Without trailing spaces, tabs and carriage returns: matching ignores them.
    var trimmingTrailingWhitespace: Substring {
        var s = self
        while let c = s.last, c == " " || c == "\t" || c == "\r" || c == "\r\n" { s = s.dropLast() }
        return s
    }

    /// Without leading spaces and tabs.
    var droppingIndentation: Substring { drop { $0 == " " || $0 == "\t" } }
}

extension String {
    var trimmingTrailingWhitespace: Substring { self[...].trimmingTrailingWhitespace }
    var droppingIndentation: Substring { self[...].droppingIndentation }
}
