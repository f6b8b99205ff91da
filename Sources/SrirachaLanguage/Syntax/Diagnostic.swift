/// A problem found in source text or while running it, with where it happened.
///
/// Every stage (lexer, parser, checker, evaluator) reports through this one type so that every
/// error renders the same way: `error: …`, `--> file:line:col`, the line, a caret, `help:` lines.
public struct Diagnostic: Error, Sendable {
    public enum Stage: Sendable { case lexer, parser, checker, runtime }

    public var stage: Stage
    public var message: String
    public var range: SourceRange
    /// The file the range points into; nil for errors with no location (e.g. interrupted).
    public var file: SourceFile?
    /// `help:` lines: suggestions such as "did you mean `count`?".
    public var helps: [String]
    /// `note:` lines: extra facts, each optionally pointing at another place.
    public var notes: [String]
    /// For a runtime error inside functions: the calls that led to it.
    public var callPath = CallPath()

    public init(_ stage: Stage, _ message: String, at range: SourceRange, in file: SourceFile? = nil,
                helps: [String] = [], notes: [String] = []) {
        self.stage = stage
        self.message = message
        self.range = range
        self.file = file
        self.helps = helps
        self.notes = notes
    }
}

/// Several diagnostics at once: the parser and checker recover and report more than one.
public struct DiagnosticList: Error, Sendable {
    public var diagnostics: [Diagnostic]
    public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
}

extension Diagnostic {
    /// Characters of a long source line shown around an error.
    public static let lineWindow = 100

    /// Renders the diagnostic as the user sees it. Colour codes only when `color` is true.
    ///
    ///     error: division by zero
    ///     --> lesson.sri:7:17
    ///     7 | print("hello"); 1 / 0
    ///       |                 ^^^^^
    ///     help: …
    public func render(color: Bool = false) -> String {
        let red = color ? "\u{1B}[1;31m" : "", bold = color ? "\u{1B}[1m" : ""
        let blue = color ? "\u{1B}[1;34m" : "", cyan = color ? "\u{1B}[1;36m" : ""
        let reset = color ? "\u{1B}[0m" : ""
        var out = "\(red)error\(reset)\(bold): \(Diagnostic.visible(message))\(reset)\n"
        if let file {
            let (line, column) = file.location(of: range.start)
            let gutter = String(repeating: " ", count: String(line).count)
            out += "\(blue)-->\(reset) \(Diagnostic.visible(file.name)):\(line):\(column)\n"
            var text = Diagnostic.visible(file.lineText(containing: range.start))
            // The caret spans the range, clipped to the first line.
            let endLoc = file.location(of: range.end)
            var endColumn = endLoc.line == line ? endLoc.column : text.count + 1
            var caretColumn = column
            // A very long line is shown as a window around the error.
            if text.count > Diagnostic.lineWindow {
                let chars = Array(text)
                let start = max(0, min(column - 1 - Diagnostic.lineWindow / 2, chars.count - Diagnostic.lineWindow))
                let end = min(chars.count, start + Diagnostic.lineWindow)
                let lead = start > 0 ? "…" : ""
                text = lead + String(chars[start..<end]) + (end < chars.count ? "…" : "")
                caretColumn = column - start + lead.count
                endColumn = min(endColumn - start + lead.count, lead.count + (end - start) + 1)
            }
            out += "\(blue)\(line) |\(reset) \(text)\n"
            let width = max(1, endColumn - caretColumn)
            let pad = String(text.prefix(caretColumn - 1).map { $0 == "\t" ? "\t" : " " })
            out += "\(gutter) \(blue)|\(reset) \(pad)\(red)\(String(repeating: "^", count: width))\(reset)\n"
        }
        if let file, let path = callPath.rendered(errorLocation: file.name + ":\(file.location(of: range.start).line):\(file.location(of: range.start).column)") {
            out += "\(bold)note\(reset): \(Diagnostic.visible(path))\n"
        }
        for note in notes { out += "\(bold)note\(reset): \(Diagnostic.visible(note))\n" }
        for help in helps { out += "\(cyan)help\(reset): \(Diagnostic.visible(help))\n" }
        return out
    }

    /// `text` with its control characters shown as symbols (`␛` for ESC, `␇` for BEL), one
    /// character each so carets stay aligned: a source line must never drive the terminal.
    static func visible(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if !isControl(scalar) {
                out.append(scalar)
            } else if scalar.value < 0x20 {
                out.append(Unicode.Scalar(0x2400 + scalar.value)!)
            } else if scalar.value == 0x7F {
                out.append("\u{2421}")
            } else {
                out.append("\u{FFFD}")
            }
        }
        return String(out)
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        return (v < 0x20 && v != 0x09 && v != 0x0A) || (v >= 0x7F && v <= 0x9F)
    }
}
