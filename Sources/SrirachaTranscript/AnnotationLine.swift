import SrirachaSession

/// One line of output as a transcript holds it: `//> text` (normal output) or `//! text`
/// (an error diagnostic). Both what a file expects and what a run printed are lists of these.
public struct AnnotationLine: Equatable, Hashable, Sendable {
    public enum Kind: Sendable, Hashable {
        /// `//>`: prints, traces, result lines.
        case output
        /// `//!`: an error diagnostic.
        case error
    }

    public var kind: Kind
    /// The text after the marker and one space, without the line terminator.
    public var text: String

    public init(_ kind: Kind, _ text: String) {
        self.kind = kind
        self.text = text
    }

    public var marker: String { kind == .output ? "//>" : "//!" }

    /// The line as a file holds it: an empty line is a bare marker.
    public var rendered: String { text.isEmpty ? marker : marker + " " + text }

    /// `...` alone on a line: matches any number of lines of the same kind.
    var isAnyLines: Bool {
        // By bytes: every expected line is asked. Only a line that is `...` but for spaces,
        // tabs and carriage returns around it needs the character-by-character test (a
        // combining mark after a space or a dot joins it into another character).
        let utf8 = text.utf8
        var dots = 0
        for byte in utf8 {
            switch byte {
            case UInt8(ascii: "."): dots += 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"): continue
            default: return false
            }
        }
        return dots == 3 && text.droppingIndentation.trimmingTrailingWhitespace == "..."
    }

    /// Parses a line that starts (after indentation) with `//>` or `//!`; nil for other lines.
    init?(parsing line: String) {
        // Read byte by byte: most lines are code, told apart by their first byte after the
        // indentation, and cutting annotation lines into characters was a tenth of reading a
        // transcript. A non-ASCII byte where the marker or its space ends takes the
        // character-by-character path (a combining mark makes one character with them).
        enum Scan { case other, characters, marker(Kind, String) }
        var bytes = line
        let scan = bytes.withUTF8 { b -> Scan in
            var i = 0
            while i < b.count, b[i] == UInt8(ascii: " ") || b[i] == UInt8(ascii: "\t") { i += 1 }
            guard i + 2 < b.count, b[i] == UInt8(ascii: "/"), b[i + 1] == UInt8(ascii: "/") else { return .other }
            if i + 3 < b.count {
                let fourth = b[i + 3]
                if fourth >= 0x80 || fourth == UInt8(ascii: " ") && i + 4 < b.count && b[i + 4] >= 0x80 {
                    return .characters
                }
            }
            let kind: Kind
            switch b[i + 2] {
            case UInt8(ascii: ">"): kind = .output
            case UInt8(ascii: "!"): kind = .error
            default: return .other
            }
            var start = i + 3
            if start < b.count && b[start] == UInt8(ascii: " ") { start += 1 }
            return .marker(kind, String(decoding: UnsafeBufferPointer(rebasing: b[start...]), as: UTF8.self))
        }
        switch scan {
        case .other: return nil
        case .characters:
            guard let parsed = AnnotationLine.parsingCharacters(line) else { return nil }
            self = parsed
        case let .marker(kind, text):
            self.kind = kind
            self.text = text
        }
    }

    /// `init(parsing:)` by characters.
    private static func parsingCharacters(_ line: String) -> AnnotationLine? {
        let body = line.droppingIndentation
        guard body.hasPrefix("//") else { return nil }
        let rest = body.dropFirst(2)
        let kind: Kind
        switch rest.first {
        case ">": kind = .output
        case "!": kind = .error
        default: return nil
        }
        var content = rest.dropFirst()
        if content.first == " " { content = content.dropFirst() }
        return AnnotationLine(kind, String(content))
    }

    /// Whether the outputs are one chunk that is exactly the one expected line and its
    /// newline: then `lines(from:)` would give `expected` back (most statements of a
    /// transcript print one line, as recorded).
    static func printsExactly(_ outputs: [Session.Output], _ expected: [AnnotationLine]) -> Bool {
        guard outputs.count == 1, expected.count == 1 else { return false }
        var kind = Kind.output, text: String
        switch outputs[0] {
        case .text(let t): text = t
        case .error(let t): (kind, text) = (.error, t)
        }
        var wanted = expected[0].text
        guard kind == expected[0].kind, text.utf8.count == wanted.utf8.count + 1 else { return false }
        // Compared as byte buffers: through the generic collection views this cost as much
        // as running the statement's arithmetic.
        return text.withUTF8 { t in
            wanted.withUTF8 { e in
                guard t[e.count] == 0x0A else { return false }
                for i in 0..<e.count where t[i] != e[i] { return false }
                return true
            }
        }
    }

    /// The lines a run's output chunks make, exactly as `Annotations.lines(for:)` writes them:
    /// output without a final newline (`print(x, terminator: "")`) continues on the same
    /// line as the output chunk after it.
    public static func lines(from outputs: [Session.Output]) -> [AnnotationLine] {
        // Most statements print one line, or nothing.
        if outputs.isEmpty { return [] }
        if outputs.count == 1 {
            let (kind, text): (Kind, String)
            switch outputs[0] {
            case .text(let t): (kind, text) = (.output, t)
            case .error(let t): (kind, text) = (.error, t)
            }
            let utf8 = text.utf8
            if let newline = utf8.firstIndex(of: 0x0A), utf8.index(after: newline) == utf8.endIndex {
                return [AnnotationLine(kind, String(Substring(utf8[..<newline])))]
            }
        }
        var merged: [(Kind, String)] = []
        for output in outputs {
            switch output {
            case .text(let t):
                if let last = merged.last, last.0 == .output, last.1.utf8.last != 0x0A {
                    merged[merged.count - 1].1 += t
                } else {
                    merged.append((.output, t))
                }
            case .error(let t):
                merged.append((.error, t))
            }
        }
        var lines: [AnnotationLine] = []
        for (kind, text) in merged {
            // Most outputs are one line ending in its newline: taken as it is.
            let utf8 = text.utf8
            if let newline = utf8.firstIndex(of: 0x0A), utf8.index(after: newline) == utf8.endIndex {
                lines.append(AnnotationLine(kind, String(Substring(utf8[..<newline]))))
                continue
            }
            // Split on the byte, not on `Character`: "\r\n" is one Character in Swift.
            var body = Array(text.utf8)[...]
            if body.last == 0x0A { body = body.dropLast() }
            for piece in body.split(separator: 0x0A, omittingEmptySubsequences: false) {
                lines.append(AnnotationLine(kind, String(decoding: piece, as: UTF8.self)))
            }
        }
        return lines
    }
}
