/// "Did you mean …?": the closest known name by edit distance.
enum Suggestions {
    /// The candidate nearest to `name`, if it is near enough to be a plausible typo.
    static func closest(to name: String, among candidates: [String]) -> String? {
        let target = Array(name.lowercased())
        guard !target.isEmpty, target.count < 64 else { return nil }
        var best: (name: String, distance: Int)?
        for c in Set(candidates) where c != name && !c.hasPrefix("$") {
            // A name whose length differs by more than the edits allowed cannot be near.
            let length = c.count
            let longest = max(target.count, length)
            let limit = max(1, min(3, (longest + 1) / 3))
            guard abs(length - target.count) <= limit else { continue }
            let d = distance(target, Array(c.lowercased()))
            // One edit in three characters at most, and never a whole short name (`c` vs `a`).
            guard d <= limit, d < longest else { continue }
            if let current = best, d > current.distance || (d == current.distance && c >= current.name) { continue }
            best = (c, d)
        }
        return best?.name
    }

    /// Edit distance counting insertions, deletions, substitutions and swaps of neighbours
    /// (`dsit` is one edit from `dist`).
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        // Long candidates cannot be near a short name; skip the quadratic work.
        if abs(a.count - b.count) > 3 { return abs(a.count - b.count) }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
