import Testing
import SrirachaSession

@Suite struct ResultLineTests {
    @Test func bindingsPrintNameTypeAndValue() {
        #expect(transcript(["let x = 5"]) == "x: Int = 5\n")
        #expect(transcript(["var s = \"hi\""]) == "s: String = \"hi\"\n")
    }

    @Test func expressionsGetNumberedResultsUsableLater() {
        #expect(transcript(["1 + 2", "$R0 * 10"]) == "$R0: Int = 3\n$R1: Int = 30\n")
    }

    @Test func failedStatementUsesNoResultNumber() {
        let out = transcript(["1 / 0", "7"])
        #expect(out.hasSuffix("$R0: Int = 7\n"))
        #expect(out.hasPrefix("error: division by zero\n"))
    }

    @Test func functionDeclarationsPrintTheirType() {
        #expect(transcript(["func sum(_ a: Int)(_ b: Int)(_ c: Int) -> Int { a + b + c }"])
            == "sum: (Int) -> (Int) -> (Int) -> Int\n")
    }

    @Test func partialApplicationsPrintWhatTheyCaptured() {
        let out = transcript(["func sum(_ a: Int)(_ b: Int)(_ c: Int) -> Int { a + b + c }", "let s = sum(1)(2)"])
        #expect(out.hasSuffix("s: (Int) -> Int = sum(1)(2)\n"))
    }

    @Test func voidResultsAndAssignmentsPrintNothing() {
        #expect(transcript(["var n = 1", "n = 2", "n += 1", "print(n)"]) == "n: Int = 1\n3\n")
    }

    @Test func printOutputComesBeforeTheResultLine() {
        #expect(transcript(["print(\"first\"); 2"]) == "first\n$R0: Int = 2\n")
    }

    @Test func failedStatementDefinesNothing() {
        let session = Session()
        _ = runOne(session, "let a = 1 / 0")
        let (status, out) = runOne(session, "a")
        #expect(status == .failed)
        #expect(out.contains("cannot find `a` in scope"))
    }
}
