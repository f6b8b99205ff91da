import Testing
@testable import LineEditing

private func scalars(_ s: String) -> [Unicode.Scalar] { Array(s.unicodeScalars) }

@Test func upKeepsTheColumn() {
    let text = scalars("func f() {\n    1\n}")
    // From `1` (line 2, column 4) to column 4 of line 1.
    #expect(MultilineCursor.up(in: text, from: 15) == 4)
    // From the end of `}` (column 1) to column 1 of line 2.
    #expect(MultilineCursor.up(in: text, from: 18) == 12)
    #expect(MultilineCursor.up(in: text, from: 3) == nil)
}

@Test func upToAShorterLineStopsAtItsEnd() {
    let text = scalars("ab\nlonger line")
    #expect(MultilineCursor.up(in: text, from: 10) == 2)
}

@Test func downKeepsTheColumn() {
    let text = scalars("func f() {\n    1\n}")
    #expect(MultilineCursor.down(in: text, from: 2) == 13)
    #expect(MultilineCursor.down(in: text, from: 15) == 18)
    #expect(MultilineCursor.down(in: text, from: 18) == nil)
}

@Test func emptyLinesAndSingleLines() {
    #expect(MultilineCursor.up(in: scalars("a\n\nb"), from: 4) == 2)
    #expect(MultilineCursor.down(in: scalars("a\n\nb"), from: 1) == 2)
    #expect(MultilineCursor.up(in: [], from: 0) == nil)
    #expect(MultilineCursor.down(in: scalars("abc"), from: 1) == nil)
    // Out-of-range positions are clamped, never trapped on.
    #expect(MultilineCursor.up(in: scalars("a\nb"), from: 99) == 1)
}

@Test func wideCharactersCountAsOne() {
    let text = scalars("é→x\nab")
    #expect(MultilineCursor.down(in: text, from: 2) == 6)
}
