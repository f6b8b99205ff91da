/// Cursor moves between the lines of a multi-line entry (one recalled from history, or one with
/// a newline inserted by Meta-Enter). Positions count characters as the line editor stores them
/// (Unicode scalars); lines are separated by `\n`.
public enum MultilineCursor {
    /// The position one line up at the same column (or the end of a shorter line); nil on the
    /// first line, where the up arrow recalls older history instead.
    public static func up(in text: [Unicode.Scalar], from position: Int) -> Int? {
        let position = min(max(position, 0), text.count)
        let lineStart = start(of: position, in: text)
        guard lineStart > 0 else { return nil }
        let column = position - lineStart
        let previousStart = start(of: lineStart - 1, in: text)
        return min(previousStart + column, lineStart - 1)
    }

    /// The position one line down at the same column; nil on the last line, where the down
    /// arrow moves to newer history.
    public static func down(in text: [Unicode.Scalar], from position: Int) -> Int? {
        let position = min(max(position, 0), text.count)
        let column = position - start(of: position, in: text)
        guard let nextStart = text[position...].firstIndex(of: "\n").map({ $0 + 1 }) else { return nil }
        let nextEnd = text[nextStart...].firstIndex(of: "\n") ?? text.count
        return min(nextStart + column, nextEnd)
    }

    private static func start(of position: Int, in text: [Unicode.Scalar]) -> Int {
        var i = position
        while i > 0 && text[i - 1] != "\n" { i -= 1 }
        return i
    }
}
