import Testing
@testable import SrirachaTranscript
import SrirachaSession

@Suite struct ParsingTests {
    @Test func annotationsBelongToTheStatementAbove() throws {
        let file = try parse("""
            // A comment
            let x = 5
            //> x: Int = 5

            echo hi; err boom
            //> hi
            //! error: boom
            //! ...
            echo quiet
            """)
        #expect(file.statements.map(\.firstLine) == [2, 5, 9])
        #expect(file.statements[0].expected == [AnnotationLine(.output, "x: Int = 5")])
        #expect(file.statements[1].expected.map(\.kind) == [.output, .error, .error])
        #expect(file.statements[1].expected[2].isAnyLines)
        #expect(file.statements[2].expected.isEmpty)
        #expect(file.hasAnnotations)
    }

    @Test func markerSpacingAndEmptyLines() throws {
        let file = try parse("echo\n//>\n//>   two spaces\n//>x\n")
        #expect(file.statements[0].expected.map(\.text) == ["", "  two spaces", "x"])
    }

    @Test func multiLineStatementsKeepTheirLines() throws {
        let file = try parse("func f() {\n    echo in\n}\n//> in\nlet y = 1\n")
        #expect(file.statements.map { [$0.firstLine, $0.lastLine] } == [[1, 3], [5, 5]])
        #expect(file.statements[0].code == "func f() {\n    echo in\n}\n")
    }

    @Test func directivesApplyToTheNextStatementOrTheFile() throws {
        let file = try parse("""
            //@ timeout 2s

            //@ no-trace
            let a = 1
            //> a: Int = 1
            //@ skip flaky today
            let b = 2
            //@ xfail
            //@ timeout 500ms
            let c = 3
            """)
        #expect(file.fileDirectives.timeoutSeconds == 2)
        #expect(file.statements[0].directives.noTrace)
        #expect(!file.fileDirectives.noTrace)
        #expect(file.statements[1].directives.skip)
        #expect(file.statements[1].directives.reason == "flaky today")
        #expect(file.statements[1].directives.timeoutSeconds == 2)
        #expect(file.statements[2].directives.xfail)
        #expect(file.statements[2].directives.timeoutSeconds == 0.5)
        #expect(!file.statements[2].directives.skip)
    }

    @Test(arguments: [
        ("//> early\nlet a = 1\n", "t.sri:1: `//>` annotation before any statement"),
        ("let a = 1\n//@ skp\nlet b = 1\n", "t.sri:2: unknown directive `//@ skp`; did you mean `//@ skip`?"),
        ("let a = 1\n//@ timeout soon\nlet b = 1\n", "t.sri:2: `//@ timeout` needs a duration"),
        ("let a = 1\n//@ skip\n", "t.sri:2: `//@` directive with no statement after it"),
    ])
    func malformedFilesAreRejectedWithTheirLine(text: String, message: String) {
        #expect {
            try parse(text)
        } throws: { error in
            "\(error)".hasPrefix(message)
        }
    }

    @Test func durations() {
        #expect(Directives.duration("5s") == 5)
        #expect(Directives.duration("1.5") == 1.5)
        #expect(Directives.duration("250ms") == 0.25)
        #expect(Directives.duration("2m") == 120)
        #expect(Directives.duration("0s") == nil)
        #expect(Directives.duration("-1") == nil)
        #expect(Directives.duration("inf") == nil)
    }

    @Test func crlfLinesAreReadWithoutTheirCarriageReturn() throws {
        let file = try parse("let x = 5\r\n//> x: Int = 5\r\necho a\r\n//> a\r\n")
        #expect(file.statements.map(\.code) == ["let x = 5\n", "echo a\n"])
        #expect(file.statements[0].expected == [AnnotationLine(.output, "x: Int = 5")])
        #expect(file.source.dominantTerminator == "\r\n")
    }

    @Test func byteOrderMarkIsKeptOutOfTheCode() throws {
        let file = try AnnotatedFile(path: "b.sri", bytes: [0xEF, 0xBB, 0xBF] + Array("let x = 1\n".utf8),
                                     entries: FakeRunner().entries(in:))
        #expect(file.source.hasByteOrderMark)
        #expect(file.statements.first?.code == "let x = 1\n")
    }

    @Test func invalidUTF8NamesItsPlace() {
        let bytes = Array("let a = 1\nlet b = ".utf8) + [0xFF, 0x0A]
        #expect {
            try AnnotatedFile(path: "bad.sri", bytes: bytes, entries: FakeRunner().entries(in:))
        } throws: { error in
            "\(error)" == "bad.sri:2:9: not valid UTF-8 (byte 0xFF); the file was left untouched"
        }
        // Overlong encodings and surrogates are invalid too.
        #expect(SourceText.firstInvalidUTF8([0xC0, 0x80][...]) == 0)
        #expect(SourceText.firstInvalidUTF8([0xED, 0xA0, 0x80][...]) == 0)
        #expect(SourceText.firstInvalidUTF8(Array("é→🌶".utf8)[...]) == nil)
        #expect(SourceText.firstInvalidUTF8([0x61, 0xE2, 0x82][...]) == 1)
    }

    @Test func annotationLinesFromOutputsMatchWhatSaveWrites() {
        let outputs: [Session.Output] = [.text("a"), .text("b\n"), .text("\n"), .error("error: x\n--> f:1:1\n"),
                                         .text("c\r\nd\n")]
        let lines = AnnotationLine.lines(from: outputs)
        #expect(lines.map(\.rendered) == ["//> ab", "//>", "//! error: x", "//! --> f:1:1", "//> c\r", "//> d"])
        let saved = [Session.Output.text("ab\n"), .text("\n"), .error("error: x\n--> f:1:1\n"), .text("c\r\nd\n")]
            .map(Annotations.lines(for:)).joined()
        #expect(saved == lines.map { $0.rendered + "\n" }.joined())
    }
}
