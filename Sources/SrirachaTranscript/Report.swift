/// The human report of `sriracha test`: each failing statement with its place, its source and a
/// unified diff (`-` expected, `+` actual), invisible white space made visible; colour only on
/// a terminal. The summary line comes last.
struct HumanReport {
    var color = false
    var update = false

    /// The lines to show for one file; empty when there is nothing to say.
    func render(_ file: FileOutcome) -> String {
        var out = ""
        if let error = file.error {
            out += paint("ERROR", "1;31") + " " + error + "\n\n"
        }
        if let note = file.note {
            out += paint("FAIL", "1;31") + " " + file.path + ": " + note + "\n\n"
        }
        if update && file.wroteFile {
            let n = file.statements.filter(\.updated).count
            out += paint("UPDATED", "1;33") + " \(file.path) (\(n) \(n == 1 ? "statement" : "statements"))\n"
        }
        for statement in file.statements where statement.status == .failed && !statement.updated {
            // A never-recorded file was summed up by its note; its diffs would only repeat it.
            if file.note != nil && statement.expected.isEmpty { continue }
            out += render(statement, path: file.path)
        }
        if file.statements.contains(where: { $0.status == .notRun }),
           let first = file.statements.first(where: { $0.status == .notRun }) {
            let n = file.statements.filter { $0.status == .notRun }.count
            out += paint("NOT RUN", "1;33") + " \(file.path):\(first.line) and the \(n == 1 ? "statement" : "\(n) statements") after it were not run\n\n"
        }
        return out
    }

    func render(_ statement: StatementOutcome, path: String) -> String {
        var out = paint("FAIL", "1;31") + " " + path + ":\(statement.line)\n"
        out += sourceExcerpt(statement)
        if let message = statement.message { out += "  " + message + "\n" }
        let diff = HumanReport.diff(statement.expected, statement.actual)
        if diff.contains(where: { $0.0 != " " }) {
            out += "  " + paint("--- expected", "31") + "\n  " + paint("+++ actual", "32") + "\n"
            for (sign, text) in HumanReport.collapse(diff) {
                switch sign {
                case "-": out += "  " + paint("- " + Visible.whitespace(text), "31") + "\n"
                case "+": out += "  " + paint("+ " + Visible.whitespace(text), "32") + "\n"
                case "⋮": out += "  " + paint(text, "2") + "\n"
                default: out += "    " + Visible.controls(text) + "\n"
                }
            }
        }
        return out + "\n"
    }

    /// The statement's first lines, numbered as in the file.
    func sourceExcerpt(_ statement: StatementOutcome) -> String {
        var lines = statement.source.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        let shown = lines.count > 8 ? 6 : lines.count
        let width = String(statement.line + shown).count
        var out = ""
        for (offset, line) in lines.prefix(shown).enumerated() {
            let number = String(statement.line + offset)
            out += "  " + String(repeating: " ", count: width - number.count) + number + " | "
                + Visible.controls(String(line)) + "\n"
        }
        if lines.count > shown {
            out += "  " + String(repeating: " ", count: width) + " | ⋮ (\(lines.count - shown) more lines)\n"
        }
        return out
    }

    /// Unified diff lines: `" "` context, `"-"` expected only, `"+"` actual only.
    static func diff(_ expected: [AnnotationLine], _ actual: [AnnotationLine]) -> [(Character, String)] {
        Matcher.align(expected, actual).flatMap { step -> [(Character, String)] in
            switch step {
            case .same(let e, _): return [(" ", expected[e].rendered)]
            case .any(let e, _): return [(" ", expected[e].rendered)]
            case .removed(let e): return [("-", expected[e].rendered)]
            case .added(let a): return [("+", actual[a].rendered)]
            }
        }
    }

    /// Long runs of unchanged lines shrink to their ends and a `⋮ N matching lines` marker.
    static func collapse(_ diff: [(Character, String)]) -> [(Character, String)] {
        var out: [(Character, String)] = []
        var i = 0
        while i < diff.count {
            guard diff[i].0 == " " else { out.append(diff[i]); i += 1; continue }
            var j = i
            while j < diff.count && diff[j].0 == " " { j += 1 }
            let run = diff[i..<j]
            let keepHead = i == 0 ? 0 : 2, keepTail = j == diff.count ? 0 : 2
            if run.count > keepHead + keepTail + 1 {
                out += run.prefix(keepHead)
                out.append(("⋮", "⋮ \(run.count - keepHead - keepTail) matching lines"))
                out += run.suffix(keepTail)
            } else {
                out += run
            }
            i = j
        }
        return out
    }

    func paint(_ text: String, _ code: String) -> String {
        color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}

/// Makes invisible characters visible in reports.
enum Visible {
    /// Tabs as `→`, trailing spaces as `·`, and everything `controls` shows.
    static func whitespace(_ text: String) -> String {
        var scalars = Array(text.unicodeScalars)
        var trailing = 0
        while let last = scalars.last, last == " " { scalars.removeLast(); trailing += 1 }
        var out = ""
        for s in scalars {
            if s == "\t" { out += "→" } else { out += controls(s) }
        }
        return out + String(repeating: "·", count: trailing)
    }

    /// Control characters as their Unicode pictures (`␍`, `␀`), no-break and zero-width spaces
    /// as `⍽` and `⟨U+200B⟩`; a tab stays a tab.
    static func controls(_ text: String) -> String {
        text.unicodeScalars.map(controls).joined()
    }

    static func controls(_ s: Unicode.Scalar) -> String {
        switch s.value {
        case 0x09: return "\t"
        case 0x00...0x1F: return String(Unicode.Scalar(0x2400 + s.value).map(Character.init) ?? "?")
        case 0x7F: return "␡"
        case 0xA0: return "⍽"
        case 0x200B...0x200D, 0x2060, 0xFEFF:
            return "⟨U+" + String(s.value, radix: 16, uppercase: true) + "⟩"
        default: return String(Character(s))
        }
    }
}
