import Testing
import SrirachaSession

@Suite struct EntriesTests {
    @Test func statementsSharingALineFormOneGroup() {
        let groups = Session.entries(in: "let a = 1\nprint(\"hi\"); 1 / 0\n")
        #expect(groups.map(\.firstLine) == [1, 2])
        #expect(groups[1].text == "print(\"hi\"); 1 / 0\n")
    }

    @Test func multiLineStatementsAreOneGroupAndCommentsNone() {
        let text = "// a comment\nfunc f() -> Int {\n    1\n}\n//> f: () -> Int\n\nf()\n"
        let groups = Session.entries(in: text)
        #expect(groups.map { [$0.firstLine, $0.lastLine] } == [[2, 4], [7, 7]])
    }

    @Test func metaCommandLinesAreTheirOwnGroups() {
        let groups = Session.entries(in: "let a = 1\n:type a\na\n")
        #expect(groups.map(\.text) == ["let a = 1\n", ":type a\n", "a\n"])
    }

    @Test func continuationLinesStayWithTheirStatement() {
        let groups = Session.entries(in: "let xs = [1, 2, 3]\n    .map { $0 * 2 }\nxs\n")
        #expect(groups.map(\.firstLine) == [1, 3])
    }

    @Test func anEntryDirectiveJoinsTheStatementsBelowUpToABlankLine() {
        let text = "//@ entry\nfunc a() -> Int { b() }\n// b next\nfunc b() -> Int { 1 }\n:type a\nlet c = 2\n\nlet d = 3\n"
        let groups = Session.entries(in: text)
        // A meta command and a blank line each end the entry.
        #expect(groups.map { [$0.firstLine, $0.lastLine] } == [[2, 4], [5, 5], [6, 6], [8, 8]])
        let annotated = "//@ entry\nlet a = 1\n//> a: Int = 1\nlet b = 2\n"
        #expect(Session.entries(in: annotated).map(\.firstLine) == [2, 4])
    }
}
