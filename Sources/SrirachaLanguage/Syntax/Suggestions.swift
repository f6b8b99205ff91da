/// "Did you mean …?": the closest known name by edit distance. Shared by every layer that
/// suggests names — the checker (variables, members, labels, cases), the session (`:commands`)
/// and the transcript runner (directives, block options) — so they all judge typos alike.
public enum Suggestions {
    /// The candidate nearest to `name`, if it is near enough to be a plausible typo.
    public static func closest(to name: String, among candidates: [String]) -> String? {
        let target = Array(name.lowercased())
        guard !target.isEmpty, target.count < 64 else { return nil }
        // Nearest first; among equals, a name capitalised as the typed one is (`lost` is more
        // likely `const` than `Float`), then the first in order.
        var best: (distance: Int, otherCase: Int, name: String)?
        let upper = name.first?.isUppercase
        for c in Set(candidates) where c != name && !c.hasPrefix("$") {
            let d = distance(target, Array(c.lowercased()))
            let limit = max(1, min(3, (max(target.count, c.count) + 1) / 3))
            guard d <= limit else { continue }
            let key = (d, c.first?.isUppercase == upper ? 0 : 1, c)
            if let b = best, key >= b { continue }
            best = key
        }
        return best?.name
    }

    /// Edit distance counting insertions, deletions, substitutions and swaps of two neighbouring
    /// characters (`:tpye` is one step from `:type`, the commonest typo of all).
    public static func distance(_ a: [Character], _ b: [Character]) -> Int {
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
