import Testing
import Foundation
@testable import SrirachaLanguage

/// Prints what a file does statement by statement (checker development aid; runs only when
/// the `SCRATCH` environment variable names a file).
@Test func scratchTranscripts() throws {
    guard let path = ProcessInfo.processInfo.environment["SCRATCH"] else { return }
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let interpreter = Interpreter()
    let file = SourceFile(name: "x", text: text)
    for stmt in Parser.parse(file).statements {
        let src = file.text(in: stmt.range).split(separator: "\n").first.map(String.init) ?? ""
        var lines: [String] = []
        interpreter.execute(SourceFile(name: "<repl>", text: file.text(in: stmt.range))) { event in
            switch event {
            case .printed(let s): lines.append("| " + s.trimmingCharacters(in: .newlines))
            case let .bound(name, scheme, value): lines.append("\(name): \(scheme) = \(Printer.literal(value, type: scheme.type))")
            case let .declared(name, scheme): lines.append("\(name): \(scheme)")
            case let .result(name, scheme, value): lines.append("\(name): \(scheme) = \(Printer.literal(value, type: scheme.type))")
            case .failed(let d): lines.append(d.render())
            }
        }
        print("> \(src)\n" + lines.map { "  " + $0 }.joined(separator: "\n"))
    }
}
