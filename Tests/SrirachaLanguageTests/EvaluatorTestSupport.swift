import Foundation
import Testing
@testable import SrirachaLanguage

/// Runs entries in one interpreter and returns what a session would print: result lines
/// (`x: Int = 5`, `$R0: Int = 6`, `f: (Int) -> Int`), `print` output and error messages
/// (`error: message @line:column`).
func evaluate(_ entries: [String], interpreter: Interpreter = Interpreter()) -> String {
    var out = ""
    for entry in entries {
        let file = SourceFile(name: "<test>", text: entry)
        interpreter.execute(file) { event in out += describe(event, file) }
    }
    return out
}

/// The output of one entry in an existing interpreter.
func evaluate(_ entry: String, in interpreter: Interpreter) -> String {
    evaluate([entry], interpreter: interpreter)
}

func describe(_ event: Interpreter.Event, _ file: SourceFile) -> String {
    switch event {
    case .printed(let s): return s
    case let .bound(name, scheme, value), let .result(name, scheme, value):
        return "\(name): \(scheme) = \(Printer.literal(value, type: scheme.type))\n"
    case let .declared(name, scheme): return "\(name): \(scheme)\n"
    case .failed(let d):
        let where_ = d.file.map { f -> String in
            let (line, column) = f.location(of: d.range.start)
            return " @\(line):\(column)"
        } ?? ""
        return "error: \(d.message)\(where_)\n"
    }
}

/// Runs a `.sri` file named by `SRIRACHA_RUN` and prints its output (for exploring by hand).
@Test func runFileFromEnvironment() throws {
    guard let path = ProcessInfo.processInfo.environment["SRIRACHA_RUN"] else { return }
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let interpreter = Interpreter()
    var out = ""
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("//>") || trimmed.hasPrefix("//!") { continue }
        out += String(line) + "\n"
    }
    let whole = SourceFile(name: path, text: out)
    var printed = ""
    let start = Date()
    // Each statement separately, so one failure does not stop the rest (as a transcript runs).
    for stmt in Parser.parse(whole).statements {
        let (line, _) = whole.location(of: stmt.range.start)
        let file = SourceFile(name: path, text: whole.text(in: stmt.range), firstLine: line)
        interpreter.execute(file) { event in printed += describe(event, file) }
    }
    print(printed)
    print("elapsed: \(Date().timeIntervalSince(start))")
}
