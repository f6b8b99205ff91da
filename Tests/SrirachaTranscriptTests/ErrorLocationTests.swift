import Testing
@testable import SrirachaTranscript

/// Error annotations survive lines inserted above them and a renamed file; a different error
/// still fails.
@Suite struct ErrorLocationTests {
    func matches(_ expected: String, _ actual: String) -> Bool {
        Matcher.lineMatches(AnnotationLine(.error, expected), AnnotationLine(.error, actual))
    }

    @Test func lineNumbersAndFileNamesAreNotCompared() {
        #expect(matches("--> lesson.sri:12:5", "--> renamed.sri:15:5"))
        #expect(matches("12 | let x = 1 / 0", "105 | let x = 1 / 0"))
        #expect(matches("   |         ^", "    |         ^"))
        #expect(matches("note: in f at a.sri:3:12, called from a.sri:7:1", "note: in f at b.sri:4:12, called from b.sri:8:1"))
    }

    @Test func whatPinsTheErrorDownIsCompared() {
        #expect(!matches("--> lesson.sri:12:5", "--> lesson.sri:12:6"))
        #expect(!matches("12 | let x = 1 / 0", "12 | let y = 1 / 0"))
        #expect(!matches("   |         ^", "   |          ^"))
        #expect(!matches("--> <prelude>:1:1", "--> <prelude>:1:2"))
        #expect(!matches("error: division by zero", "error: index out of range"))
        // Output lines are compared exactly.
        #expect(!Matcher.lineMatches(AnnotationLine(.output, "a.sri:1:1"), AnnotationLine(.output, "b.sri:1:1")))
    }
}
