import Foundation

/// Machine-readable reports for CI systems: `--format tap|junit|json`.
public enum ReportFormat: String, CaseIterable, Sendable {
    case tap, junit, json

    func render(_ files: [FileOutcome], update: Bool) -> String {
        switch self {
        case .tap: return Formats.tap(files)
        case .junit: return Formats.junit(files)
        case .json: return Formats.json(files, update: update)
        }
    }
}

enum Formats {
    /// A short name for a statement: `file.sri:12 let x = 5`.
    static func title(_ s: StatementOutcome, in file: FileOutcome) -> String {
        let first = s.source.split(separator: "\n").first.map(String.init) ?? ""
        return "\(file.path):\(s.line) " + first.trimmingCharacters(in: .whitespaces)
    }

    /// The diff as plain text, for failure bodies.
    static func diffText(_ s: StatementOutcome) -> String {
        var out = s.message.map { $0 + "\n" } ?? ""
        let diff = HumanReport.diff(s.expected, s.actual)
        if diff.contains(where: { $0.0 != " " }) {
            out += "--- expected\n+++ actual\n"
            out += diff.map { "\($0.0) \(Visible.whitespace($0.1))\n" }.joined()
        }
        return out
    }

    // MARK: TAP version 13

    static func tap(_ files: [FileOutcome]) -> String {
        var out = "TAP version 13\n"
        var n = 0
        func escape(_ s: String) -> String {
            s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "#", with: "\\#")
        }
        func yaml(_ text: String) -> String {
            "  ---\n  message: |\n" + text.split(separator: "\n", omittingEmptySubsequences: false)
                .dropLast(text.hasSuffix("\n") ? 1 : 0).map { "    " + $0 + "\n" }.joined() + "  ...\n"
        }
        for file in files {
            if let error = file.error {
                n += 1
                out += "not ok \(n) - \(escape(file.path))\n" + yaml(error)
            }
            for s in file.statements {
                n += 1
                let title = escape(title(s, in: file))
                switch s.status {
                case .passed: out += "ok \(n) - \(title)\n"
                case .xfailed: out += "not ok \(n) - \(title) # TODO \(escape(s.message ?? "expected failure"))\n"
                case .skipped, .notRun: out += "ok \(n) - \(title) # SKIP \(escape(s.message ?? "skipped"))\n"
                case .failed:
                    out += "not ok \(n) - \(title)\n"
                    out += yaml(diffText(s))
                }
            }
        }
        return out + "1..\(n)\n"
    }

    // MARK: JUnit XML

    static func junit(_ files: [FileOutcome]) -> String {
        let total = files.reduce(Counts()) { $0 + $1.counts }
        let errors = files.filter { $0.error != nil }.count
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"sriracha test\" tests=\"\(total.passed + total.failed + total.updated + total.skipped + errors)\" failures=\"\(total.failed + total.updated)\" errors=\"\(errors)\" skipped=\"\(total.skipped)\">\n"
        for file in files {
            let c = file.counts
            let path = xml(file.path)
            out += "  <testsuite name=\"\(path)\" tests=\"\(c.passed + c.failed + c.updated + c.skipped + (file.error == nil ? 0 : 1))\" failures=\"\(c.failed + c.updated)\" errors=\"\(file.error == nil ? 0 : 1)\" skipped=\"\(c.skipped)\">\n"
            if let error = file.error {
                out += "    <testcase classname=\"\(path)\" name=\"\(path)\" file=\"\(path)\">\n"
                out += "      <error message=\"\(xml(error))\"/>\n    </testcase>\n"
            }
            for s in file.statements {
                out += "    <testcase classname=\"\(path)\" name=\"\(xml(title(s, in: file)))\" file=\"\(path)\" line=\"\(s.line)\""
                switch s.status {
                case .passed, .xfailed: out += "/>\n"
                case .skipped, .notRun:
                    out += ">\n      <skipped message=\"\(xml(s.message ?? "skipped"))\"/>\n    </testcase>\n"
                case .failed:
                    out += ">\n      <failure message=\"\(xml(s.message ?? "output differs"))\">\(xml(diffText(s)))</failure>\n    </testcase>\n"
                }
            }
            out += "  </testsuite>\n"
        }
        return out + "</testsuites>\n"
    }

    /// Escapes XML text; characters XML 1.0 cannot hold at all become their visible pictures.
    static func xml(_ text: String) -> String {
        var out = ""
        for s in text.unicodeScalars {
            switch s {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\n", "\t": out.unicodeScalars.append(s)
            default:
                if s.value < 0x20 || s.value == 0xFFFE || s.value == 0xFFFF { out += Visible.controls(s) }
                else { out.unicodeScalars.append(s) }
            }
        }
        return out
    }

    // MARK: JSON

    struct JSONReport: Encodable {
        struct File: Encodable {
            var path: String
            var error: String?
            var note: String?
            var updated: Bool
            var statements: [Statement]
        }
        struct Statement: Encodable {
            var line: Int
            var source: String
            var status: StatementOutcome.Status
            var message: String?
            var expected: [String]?
            var actual: [String]?
            var updated: Bool?
        }
        var files: [File]
        var passed: Int
        var failed: Int
        var skipped: Int
        var updated: Int?
        var summary: String
    }

    static func json(_ files: [FileOutcome], update: Bool) -> String {
        let total = files.reduce(Counts()) { $0 + $1.counts }
        let report = JSONReport(
            files: files.map { file in
                JSONReport.File(path: file.path, error: file.error, note: file.note, updated: file.wroteFile,
                                statements: file.statements.map { s in
                    let failed = s.status == .failed
                    return JSONReport.Statement(
                        line: s.line, source: s.source, status: s.status, message: s.message,
                        expected: failed ? s.expected.map(\.rendered) : nil,
                        actual: failed ? s.actual.map(\.rendered) : nil,
                        updated: s.updated ? true : nil)
                })
            },
            passed: total.passed, failed: update ? total.failed : total.failed + total.updated,
            skipped: total.skipped, updated: update ? total.updated : nil,
            summary: total.summary(update: update))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(report) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
