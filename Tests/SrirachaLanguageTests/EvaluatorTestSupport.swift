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
