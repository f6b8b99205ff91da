/// A half-open range of UTF-8 byte offsets into a `SourceFile`.
///
/// Offsets are stored, never line/column pairs: those are computed only when a diagnostic is
/// rendered, so building ranges costs nothing.
public struct SourceRange: Hashable, Sendable {
    public var start: Int
    public var end: Int

    public init(_ start: Int, _ end: Int) {
        self.start = start
        self.end = max(start, end)
    }

    /// The smallest range covering both.
    public func union(_ other: SourceRange) -> SourceRange {
        SourceRange(min(start, other.start), max(end, other.end))
    }

    /// An empty range, for synthesised nodes (prelude glue, desugaring).
    public static let none = SourceRange(0, 0)
}

/// One unit of source text: a file, or one REPL entry.
///
/// `name` is what diagnostics show (`<repl>` or `lesson.sri`); `firstLine` lets an entry that
/// was cut out of a larger file report the line numbers of that file.
public final class SourceFile: @unchecked Sendable {
    public let name: String
    public let text: String
    public let utf8: [UInt8]
    /// The 1-based line number of the first line of `text`.
    public let firstLine: Int
    /// Byte offset at which each line starts.
    public let lineStarts: [Int]

    public init(name: String, text: String, firstLine: Int = 1) {
        self.name = name
        self.text = text
        self.utf8 = Array(text.utf8)
        self.firstLine = firstLine
        var starts = [0]
        for (i, b) in utf8.enumerated() where b == 0x0A { starts.append(i + 1) }
        self.lineStarts = starts
    }

    /// The same text under another name, its first line numbered `firstLine` (the text and its
    /// line table are shared, not copied).
    public init(sharing other: SourceFile, name: String, firstLine: Int) {
        self.name = name
        self.text = other.text
        self.utf8 = other.utf8
        self.firstLine = firstLine
        self.lineStarts = other.lineStarts
    }

    /// The 0-based index into `lineStarts` of the line containing `offset`.
    public func lineIndex(of offset: Int) -> Int {
        var lo = 0, hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineStarts[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// `lineIndex(of:)` for offsets met mostly in increasing order (the statements of a file):
    /// walks forward from the line `hint` found last, which is then updated, instead of
    /// searching every line again; an offset before the hint is searched for.
    public func lineIndex(of offset: Int, hint: inout Int) -> Int {
        guard hint >= 0, hint < lineStarts.count, lineStarts[hint] <= offset else {
            hint = lineIndex(of: offset)
            return hint
        }
        var index = hint
        // A few lines on, at most; farther away a search is cheaper.
        var steps = 0
        while index + 1 < lineStarts.count && lineStarts[index + 1] <= offset {
            index += 1
            steps += 1
            if steps == 16 { index = lineIndex(of: offset); break }
        }
        hint = index
        return index
    }

    /// 1-based line and column (column counted in characters, not bytes) of a byte offset.
    public func location(of offset: Int) -> (line: Int, column: Int) {
        let clamped = min(max(0, offset), utf8.count)
        let idx = lineIndex(of: clamped)
        let start = lineStarts[idx]
        let prefix = utf8[start..<clamped]
        // An ASCII prefix has one character a byte: counted without making a string.
        if !prefix.contains(where: { $0 >= 0x80 }) { return (idx + firstLine, clamped - start + 1) }
        let column = (String(decoding: prefix, as: UTF8.self).count) + 1
        return (idx + firstLine, column)
    }

    /// The text of the line containing `offset`, without its line terminator.
    public func lineText(containing offset: Int) -> String {
        let idx = lineIndex(of: min(max(0, offset), utf8.count))
        let start = lineStarts[idx]
        var end = idx + 1 < lineStarts.count ? lineStarts[idx + 1] - 1 : utf8.count
        if end > start && end <= utf8.count && end - 1 >= start && utf8[end - 1] == 0x0D { end -= 1 }
        return String(decoding: utf8[start..<max(start, end)], as: UTF8.self)
    }

    /// The source text covered by `range`.
    public func text(in range: SourceRange) -> String {
        let s = min(max(0, range.start), utf8.count), e = min(max(s, range.end), utf8.count)
        return String(decoding: utf8[s..<e], as: UTF8.self)
    }
}
