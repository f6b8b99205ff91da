import Testing
import Foundation
@testable import SrirachaLanguage

@Test func scratchTranscripts() throws {
    guard let path = ProcessInfo.processInfo.environment["SCRATCH"] else { return }
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let h = CheckerHarness()
    print(h.preludeProblems.joined())
    // Statement by statement, so that each output line follows its source line.
    let file = SourceFile(name: "x", text: text)
    for stmt in Parser.parse(file).statements {
        let src = file.text(in: stmt.range).split(separator: "\n").first.map(String.init) ?? ""
        let out = h.run(file.text(in: stmt.range))
        print("> \(src)\n" + out.map { "  " + $0 }.joined(separator: "\n"))
    }
}
