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
        text.utf8.count >= 3 && text.droppingIndentation.trimmingTrailingWhitespace == "..."
    }

    /// Parses a line that starts (after indentation) with `//>` or `//!`; nil for other lines.
    init?(parsing line: String) {
        // Most lines are code: those are told apart by their first byte after the indentation,
        // without cutting the line into characters (a tenth of reading a transcript).
        guard let first = line.utf8.first(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }),
              first == UInt8(ascii: "/") else { return nil }
        let body = line.droppingIndentation
        guard body.hasPrefix("//") else { return nil }
        let rest = body.dropFirst(2)
        switch rest.first {
        case ">": kind = .output
        case "!": kind = .error
        default: return nil
        }
        var content = rest.dropFirst()
        if content.first == " " { content = content.dropFirst() }
        text = String(content)
    }

    /// The lines a run's output chunks make, exactly as `Annotations.lines(for:)` writes them:
    /// output without a final newline (`print(x, terminator: "")`) continues on the same
    /// line as the output chunk after it.
    public static func lines(from outputs: [Session.Output]) -> [AnnotationLine] {
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
