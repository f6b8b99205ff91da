import Foundation

/// Compares what a statement expects with what it printed.
///
/// Exact text, except: trailing white space is ignored; `...` alone on a line matches any number
/// of lines of its own kind (`//> ...` output lines, `//! ...` error lines); `[..]` inside a line
/// matches any text within that line; and in error lines, line numbers and the file's name are
/// not compared (see `ErrorLocations`).
enum Matcher {
    /// One step of the best alignment of expected lines with actual lines.
    enum Step: Equatable {
        /// An expected line that matched an actual line.
        case same(expected: Int, actual: Int)
        /// A `...` line and the actual lines it covered (possibly none).
        case any(expected: Int, actual: Range<Int>)
        /// An expected line with no counterpart.
        case removed(expected: Int)
        /// An actual line with no counterpart.
        case added(actual: Int)
    }

    static func matches(_ expected: [AnnotationLine], _ actual: [AnnotationLine]) -> Bool {
        if !expected.contains(where: \.isAnyLines) {
            guard expected.count == actual.count else { return false }
            for i in expected.indices where !lineMatches(expected[i], actual[i]) { return false }
            return true
        }
        return align(expected, actual).allSatisfy {
            switch $0 {
            case .same, .any: return true
            case .removed, .added: return false
            }
        }
    }

    /// Whether one expected line (possibly with `[..]`) matches one actual line.
    static func lineMatches(_ pattern: AnnotationLine, _ line: AnnotationLine, tolerantLocations: Bool = true) -> Bool {
        guard pattern.kind == line.kind else { return false }
        // Most lines are what was expected, byte for byte: no need to trim them first.
        if pattern.text == line.text { return true }
        let p = pattern.text.trimmingTrailingWhitespace
        let t = line.text.trimmingTrailingWhitespace
        if p == t { return true }
        if p.contains("[..]") && globMatches(p, t) { return true }
        // An error still matches after lines were inserted above it or the file was renamed.
        guard tolerantLocations, pattern.kind == .error else { return false }
        let np = Substring(ErrorLocations.normalized(p)), nt = Substring(ErrorLocations.normalized(t))
        return np == nt || (p.contains("[..]") && globMatches(np, nt))
    }

    /// `[..]` as a wildcard within one line: the pieces between wildcards must appear in order,
    /// the first at the start and the last at the end.
    static func globMatches(_ pattern: Substring, _ text: Substring) -> Bool {
        let pieces = pattern.components(separatedBy: "[..]")
        let first = pieces[0], last = pieces[pieces.count - 1]
        guard text.hasPrefix(first) else { return false }
        var rest = text.dropFirst(first.count)
        for piece in pieces.dropFirst().dropLast() where !piece.isEmpty {
            guard let found = rest.range(of: piece) else { return false }
            rest = rest[found.upperBound...]
        }
        return rest.count >= last.count && rest.hasSuffix(last)
    }

    /// Cells above which the alignment gives up on finding the smallest diff and reports the
    /// differing middle as removed then added (a huge output is rarely worth a perfect diff).
    static let maxCells = 4_000_000

    /// The alignment with the fewest removed and added lines. Lines that match at both ends are
    /// paired first, so the quadratic part only sees where the two differ.
    static func align(_ expected: [AnnotationLine], _ actual: [AnnotationLine]) -> [Step] {
        var head = 0
        while head < expected.count && head < actual.count && !expected[head].isAnyLines
                && lineMatches(expected[head], actual[head]) { head += 1 }
        var tail = 0
        while tail < expected.count - head && tail < actual.count - head
                && !expected[expected.count - 1 - tail].isAnyLines
                && lineMatches(expected[expected.count - 1 - tail], actual[actual.count - 1 - tail]) { tail += 1 }
        var steps = (0..<head).map { Step.same(expected: $0, actual: $0) }
        steps += alignMiddle(expected, head..<(expected.count - tail), actual, head..<(actual.count - tail))
        steps += (0..<tail).reversed().map {
            Step.same(expected: expected.count - 1 - $0, actual: actual.count - 1 - $0)
        }
        return steps
    }

    private static func alignMiddle(_ expected: [AnnotationLine], _ er: Range<Int>,
                                    _ actual: [AnnotationLine], _ ar: Range<Int>) -> [Step] {
        let n = er.count, m = ar.count
        if n == 0 { return ar.map { .added(actual: $0) } }
        if (n + 1) * (m + 1) > maxCells {
            return er.map { .removed(expected: $0) } + ar.map { .added(actual: $0) }
        }
        // cost[i][j]: fewest unmatched lines aligning expected[i...] with actual[j...].
        let width = m + 1
        var cost = [Int32](repeating: 0, count: (n + 1) * width)
        for j in 0...m { cost[n * width + j] = Int32(m - j) }
        for i in stride(from: n - 1, through: 0, by: -1) {
            let e = expected[er.lowerBound + i]
            let wild = e.isAnyLines
            cost[i * width + m] = cost[(i + 1) * width + m] + (wild ? 0 : 1)
            for j in stride(from: m - 1, through: 0, by: -1) {
                let a = actual[ar.lowerBound + j]
                var best = cost[i * width + j + 1] + 1
                if wild {
                    best = min(best, cost[(i + 1) * width + j])
                    if a.kind == e.kind { best = min(best, cost[i * width + j + 1]) }
                } else {
                    best = min(best, cost[(i + 1) * width + j] + 1)
                    if lineMatches(e, a) { best = min(best, cost[(i + 1) * width + j + 1]) }
                }
                cost[i * width + j] = best
            }
        }
        // Walk the table, preferring matches, then removals before additions (unified order).
        var steps: [Step] = []
        var i = 0, j = 0
        var wildStart: Int? = nil
        while i < n || j < m {
            let here = cost[i * width + j]
            if i == n {
                steps.append(.added(actual: ar.lowerBound + j)); j += 1; continue
            }
            let e = expected[er.lowerBound + i]
            if e.isAnyLines {
                if j < m && actual[ar.lowerBound + j].kind == e.kind && cost[i * width + j + 1] == here {
                    wildStart = wildStart ?? j; j += 1; continue
                }
                if cost[(i + 1) * width + j] == here {
                    let s = wildStart ?? j
                    steps.append(.any(expected: er.lowerBound + i, actual: (ar.lowerBound + s)..<(ar.lowerBound + j)))
                    wildStart = nil; i += 1; continue
                }
                // A line of the other kind interrupts the lines the wildcard covers.
                if let s = wildStart {
                    steps.append(.any(expected: er.lowerBound + i, actual: (ar.lowerBound + s)..<(ar.lowerBound + j)))
                    wildStart = nil
                }
                steps.append(.added(actual: ar.lowerBound + j)); j += 1; continue
            }
            if j < m && lineMatches(e, actual[ar.lowerBound + j]) && cost[(i + 1) * width + j + 1] == here {
                steps.append(.same(expected: er.lowerBound + i, actual: ar.lowerBound + j)); i += 1; j += 1
            } else if cost[(i + 1) * width + j] + 1 == here {
                steps.append(.removed(expected: er.lowerBound + i)); i += 1
            } else {
                steps.append(.added(actual: ar.lowerBound + j)); j += 1
            }
        }
        return steps
    }
}

/// Error annotations name places: `--> lesson.sri:12:5`, the gutter `12 | …`, the call path's
/// `called from lesson.sri:20:1`. Inserting lines above a statement or renaming the file changes
/// those numbers and names but not the error, so they are compared without them: what remains
/// (the column, the source line shown, the caret, the message) still pins the error down.
/// The same holds for places in the prelude, which grows.
enum ErrorLocations {
    static func normalized(_ line: Substring) -> String {
        var text = String(line)
        // The gutter: `12 | source`, `   | ^^^`.
        if let bar = text.range(of: " |"), text[..<bar.lowerBound].allSatisfy({ $0 == " " || $0.isNumber }) {
            text = "|" + text[bar.upperBound...]
        }
        return locations.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text),
                                                  withTemplate: "$1:_:$2")
    }

    /// `name.sri:12:5`, `<prelude>:130:5`: the name and line go, the column stays.
    private static let locations = try! NSRegularExpression(pattern: #"(^|[\s(])[^\s:()]+:[0-9]+:([0-9]+)"#)
}
