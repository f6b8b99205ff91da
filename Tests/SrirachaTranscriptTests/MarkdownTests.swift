import Testing
@testable import SrirachaSession
@testable import SrirachaTranscript

private let lesson = """
    # Lesson

    Some prose with `code` and a fence in another language:

    ```swift
    let notRun = 1
    ```

    ```sriracha
    let x = 5
    //> x: Int = 5
    ```

    More prose.

    ```sriracha ignore
    this is not run
    ```

    ```sriracha hidden
    echo setup
    //> setup
    ```

    ```sriracha fails
    err oops
    ```

    ~~~~sriracha
    echo tilde
    //> tilde
    ~~~~

    1. A list item:

       ```sriracha
       echo indented
       //> indented
       ```
    """

@Suite struct MarkdownTests {
    @Test func sirarchaBlocksAreFoundInOrder() throws {
        let file = try parse(lesson, name: "lesson.md")
        #expect(file.kind == .markdown)
        #expect(file.blocks.map(\.fenceLine) == [9, 16, 20, 25, 29, 36])
        #expect(file.blocks.map(\.options) == [[], ["ignore"], ["hidden"], ["fails"], [], []])
        #expect(file.statements.map(\.firstLine) == [10, 21, 26, 30, 37])
        #expect(file.statements.map(\.code) == ["let x = 5\n", "echo setup\n", "err oops\n", "echo tilde\n",
                                                "echo indented\n"])
        #expect(file.statements[4].indent == "   ")
        #expect(file.statements[4].expected == [AnnotationLine(.output, "indented")])
    }

    @Test func lessonPassesAndReportsMarkdownLines() throws {
        let scratch = Scratch()
        let path = scratch.write("lesson.md", lesson)
        let result = runTest([path])
        #expect(result.code == 0, "\(result.out)")
        #expect(result.out.lastLine == "1 file, 5 statements passed")
    }

    @Test func failsBlockMustEndInAnError() throws {
        let scratch = Scratch()
        let path = scratch.write("l.md", "```sriracha fails\necho fine\n//> fine\n```\n")
        let result = runTest([path])
        #expect(result.code == 1)
        #expect(result.out.contains("the block at line 1 is marked `fails`, but its last statement succeeded"))
    }

    @Test func failsBlockErrorMayBeAnnotatedToo() throws {
        let scratch = Scratch()
        let path = scratch.write("l.md", "```sriracha fails\nerr oops\n//! error: nope\n```\n")
        let result = runTest([path])
        #expect(result.code == 1)
        #expect(result.out.contains("- //! error: nope"))
    }

    @Test func statementsSeeTheMarkdownFileNameAndLine() throws {
        let scratch = Scratch()
        let path = scratch.write("docs/l.md", "text\n\n```sriracha\nerr x\n//! error: x\n//! --> l.md:4:1\n```\n")
        let runner = FakeRunner()
        let result = runTest([path], runner: { runner })
        #expect(result.code == 0, "\(result.out)")
        #expect(runner.calls.map(\.fileName) == ["l.md"])
        #expect(runner.calls.map(\.firstLine) == [4])
    }

    @Test func unknownBlockOptionIsAnError() {
        #expect {
            try parse("```sriracha ignroe\nlet a = 1\n```\n", name: "l.md")
        } throws: { "\($0)" == "l.md:1: unknown block option `ignroe`; did you mean `ignore`?" }
    }

    @Test func annotationsStayInTheirBlock() {
        #expect {
            try parse("```sriracha\nlet a = 1\n```\n\n```sriracha\n//> a: Int = 1\n```\n", name: "l.md")
        } throws: { "\($0)".hasPrefix("l.md:6: `//>` annotation before any statement") }
    }

    @Test func fencesFollowCommonMark() {
        let lines = ["````sriracha", "```", "still inside", "````", "    ```sriracha",
                     "``` sriracha, hidden", "x", "``` not a close", "```"]
        let fences = MarkdownFences.find(in: lines)
        #expect(fences.count == 2)
        #expect(fences[0].content.map(\.text) == ["```", "still inside"])
        #expect(fences[1].options == ["hidden"])
        #expect(fences[1].content.map(\.text) == ["x", "``` not a close"])
    }

    @Test func unclosedFenceRunsToTheEnd() {
        let fences = MarkdownFences.find(in: ["```sriracha", "let a = 1"])
        #expect(fences.first?.content.map(\.text) == ["let a = 1"])
    }
}
