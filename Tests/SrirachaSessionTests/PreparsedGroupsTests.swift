import Testing
@testable import SrirachaSession

/// Groups run from the parse that cut their file (`prepareEntries`) print exactly what groups
/// parsed again one by one print: the same results, errors and line numbers.
@Suite struct PreparsedGroupsTests {
    /// Every group of `text`, run in a fresh session, each numbered `shift` lines further down
    /// (as `sriracha test --update` numbers them); `prepared` runs them from the cut's parse.
    func replay(_ text: String, prepared: Bool, shift: Int = 0) -> [String] {
        let session = Session()
        let groups = prepared ? session.prepareEntries(in: text) : Session.entries(in: text)
        var out: [String] = []
        for group in groups {
            var printed = ""
            let status = session.run(group.text, fileName: "f.sri", firstLine: group.firstLine + shift) { output in
                switch output {
                case .text(let s): printed += s
                case .error(let s): printed += s
                }
            }
            out.append("\(group.firstLine) \(status) \(printed)")
        }
        return out
    }

    static let program = """
        let a = 1
        /// Doubles.
        func twice(_ n: Int) -> Int { n * 2 }
        :help twice
        twice(a); a + "x"
        let s: String = twice(a)
        [1, 2].map {
            $0 + a
        }
        infix operator <+> : AdditionPrecedence
        func <+> (l: Int, r: Int) -> Int { l * 10 + r }
        1 <+> 2 + 3
        a / 0
        """

    @Test func preparsedGroupsPrintWhatReparsedGroupsPrint() {
        let reparsed = replay(Self.program, prepared: false)
        #expect(reparsed.joined().contains("f.sri:6:"))
        #expect(reparsed.joined().contains("Doubles."))
        #expect(replay(Self.program, prepared: true) == reparsed)
        #expect(replay(Self.program, prepared: true, shift: 7) == replay(Self.program, prepared: false, shift: 7))
    }

    @Test func aTextThatDoesNotParseIsParsedAgainGroupByGroup() {
        let text = "let a = 1\nlet b = (\nlet c = 3\n"
        #expect(replay(text, prepared: true) == replay(text, prepared: false))
    }

    @Test func eachParseRunsOnce() {
        let session = Session()
        let groups = session.prepareEntries(in: "let a = 1\nlet a = 1\n")
        #expect(groups.count == 2)
        // The same text twice: each group is run from its own parse, then parsed again.
        for _ in 0..<3 {
            var printed: [Session.Output] = []
            #expect(session.run(groups[0].text, fileName: "f.sri", firstLine: 1) { printed.append($0) } == .ok)
            #expect(printed == [.text("a: Int = 1\n")])
        }
    }
}
