import Foundation
import Testing
@testable import SrirachaTranscript

@Suite struct ScaleTests {
    /// The transcript machinery itself (splitting aside) stays linear: a 2,000-statement file
    /// is parsed, replayed against the stand-in, compared and rewritten in well under a second
    /// even in a debug build, leaving the time budget of `sriracha test` to the language.
    @Test func twoThousandStatementsAreCheap() throws {
        let scratch = Scratch()
        var text = "// A long transcript.\n\n"
        for i in 0..<2000 {
            text += "let v\(i) = \(i)\n//> v\(i): Int = \(i)\n"
            if i % 10 == 0 { text += "echo a; echo b; echo c\n//> a\n//> ...\n" }
        }
        let path = scratch.write("long.sri", text)
        let start = Date()
        let result = runTest([path])
        let elapsed = Date().timeIntervalSince(start)
        #expect(result.out.lastLine == "1 file, 2200 statements passed")
        #expect(elapsed < 2, "took \(elapsed) s")
        print("2,200 statements in \(Int(elapsed * 1000)) ms (stand-in runner)")
        // An update that changes every statement is just as cheap.
        scratch.write("long.sri", text.replacingOccurrences(of: "//> v", with: "//> w"))
        let updateStart = Date()
        #expect(runTest([path], update: true).code == 0)
        #expect(Date().timeIntervalSince(updateStart) < 2)
        #expect(scratch.read("long.sri") == text)
    }
}
