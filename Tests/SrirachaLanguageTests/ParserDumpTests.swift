import Foundation
import Testing
@testable import SrirachaLanguage

@Test func dumpCorpus() throws {
    for path in ParserCorpusTests.corpus {
        let result = Parser.parse(SourceFile(name: path, text: try ParserCorpusTests.code(path)))
        print("== " + path)
        for s in result.statements { print(Render.stmt(s)) }
    }
}

@Test func timeHostile() {
    for (i, text) in ParserHostileInputTests.inputs.enumerated() {
        let start = Date()
        let r = Parser.parse(SourceFile(name: "h", text: text))
        let t1 = Date().timeIntervalSince(start)
        _ = Parser.isComplete(text)
        let t2 = Date().timeIntervalSince(start)
        print(i, String(format: "%.3f %.3f", t1, t2), r.diagnostics.count, r.diagnostics.first.map { $0.message.prefix(70) } ?? "")
    }
}
