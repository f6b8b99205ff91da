import Testing
@testable import SrirachaTranscript

private func out(_ lines: String...) -> [AnnotationLine] { lines.map { AnnotationLine(.output, $0) } }
private func err(_ lines: String...) -> [AnnotationLine] { lines.map { AnnotationLine(.error, $0) } }

@Suite struct MatcherTests {
    @Test func exactTextWithTrailingWhiteSpaceIgnored() {
        #expect(Matcher.matches(out("x: Int = 5  "), out("x: Int = 5")))
        #expect(Matcher.matches(out("x: Int = 5"), out("x: Int = 5\t ")))
        #expect(!Matcher.matches(out(" x: Int = 5"), out("x: Int = 5")))
        #expect(!Matcher.matches(out("x: Int = 5"), out("x: Int  = 5")))
        #expect(!Matcher.matches(out("x"), out("x", "")))
        #expect(!Matcher.matches(out("x"), err("x")))
    }

    @Test func ellipsisMatchesAnyLinesOfItsKind() {
        #expect(Matcher.matches(out("a", "...", "z"), out("a", "b", "c", "z")))
        #expect(Matcher.matches(out("a", "...", "z"), out("a", "z")))
        #expect(Matcher.matches(out("...") + err("error: x", "..."), out("1", "2") + err("error: x", "-->", "1 |")))
        #expect(!Matcher.matches(out("..."), out("a") + err("error: surprise")))
        #expect(!Matcher.matches(out("a", "...", "z"), out("a", "b")))
        #expect(Matcher.matches(out("...", "z", "..."), out("z", "z", "z")))
    }

    @Test func bracketWildcardMatchesWithinOneLine() {
        #expect(Matcher.matches(out("took [..] ms"), out("took 12 ms")))
        #expect(Matcher.matches(out("[..]"), out("")))
        #expect(Matcher.matches(out("a[..]b[..]c"), out("a1b2b3c")))
        #expect(!Matcher.matches(out("took [..] ms"), out("took 12 s")))
        #expect(!Matcher.matches(out("ab[..]ba"), out("aba")))
        #expect(!Matcher.matches(out("[..]"), out("a", "b")))
    }

    @Test func alignmentPairsLinesAndReportsTheRest() {
        let steps = Matcher.align(out("a", "b", "c"), out("a", "x", "c"))
        #expect(steps == [.same(expected: 0, actual: 0), .removed(expected: 1), .added(actual: 1),
                          .same(expected: 2, actual: 2)])
        let wild = Matcher.align(out("a", "...", "z"), out("a", "1", "2", "y"))
        #expect(wild == [.same(expected: 0, actual: 0), .any(expected: 1, actual: 1..<4), .removed(expected: 2)])
    }

    @Test func hugeOutputsFallBackToAPlainDiff() {
        let many = (0..<3000).map { "line \($0)" }
        let expected = many.map { AnnotationLine(.output, $0) } + out("...")
        let actual = many.map { AnnotationLine(.output, $0 + "!") }
        #expect(!Matcher.matches(expected, actual))
    }

    @Test func oneLineOutputsComparedInPlace() {
        let expected = [AnnotationLine(.output, "café: String = \"☕️\"")]
        #expect(AnnotationLine.printsExactly([.text("café: String = \"☕️\"\n")], expected))
        #expect(!AnnotationLine.printsExactly([.error("café: String = \"☕️\"\n")], expected))
        #expect(!AnnotationLine.printsExactly([.text("café: String = \"☕️\"")], expected))
        #expect(!AnnotationLine.printsExactly([.text("café: String = \"☕️\"x\n")], expected))
        #expect(!AnnotationLine.printsExactly([.text("cafe: String = \"☕️\"\n")], expected))
        #expect(!AnnotationLine.printsExactly([.text("a\n"), .text("b\n")], [AnnotationLine(.output, "a")]))
        #expect(AnnotationLine.printsExactly([.text("\n")], [AnnotationLine(.output, "")]))
    }
}
