import Foundation
import Testing
@testable import SrirachaTranscript

@Suite struct ScaleTests {
    /// A 2,000-statement file is parsed, replayed against the stand-in, compared and rewritten
    /// (how long it takes is measured by `Scripts/bench`, not asserted here).
    @Test func twoThousandStatementsAreCheap() throws {
        let scratch = Scratch()
        var text = "// A long transcript.\n\n"
        for i in 0..<2000 {
            text += "let v\(i) = \(i)\n//> v\(i): Int = \(i)\n"
            if i % 10 == 0 { text += "echo a; echo b; echo c\n//> a\n//> ...\n" }
        }
        let path = scratch.write("long.sri", text)
        let result = runTest([path])
        #expect(result.out.lastLine == "1 file, 2200 statements passed")
        // An update that changes every statement is just as cheap.
        scratch.write("long.sri", text.replacingOccurrences(of: "//> v", with: "//> w"))
        #expect(runTest([path], update: true).code == 0)
        #expect(scratch.read("long.sri") == text)
    }
}
