/// What the completion provider offers for the text before the cursor.
public struct Completions: Equatable, Sendable {
    /// One possible completion: the text replacing the token, and a note shown in lists (a type).
    public struct Candidate: Equatable, Sendable {
        public var text: String
        public var detail: String?
        public init(_ text: String, detail: String? = nil) {
            self.text = text
            self.detail = detail
        }
    }

    /// The text right before the cursor that every candidate replaces (`cou` in `1 + cou`).
    public var token: String
    public var candidates: [Candidate]
    /// Add a space after a single candidate (a finished command name), not after a folder.
    public var appendsSpace: Bool

    public init(token: String, candidates: [Candidate], appendsSpace: Bool = false) {
        self.token = token
        self.candidates = candidates
        self.appendsSpace = appendsSpace
    }

    public static let none = Completions(token: "", candidates: [])
}

/// What pressing Tab does to the line: the pure half of tab completion, tested without a
/// terminal. The terminal half inserts `insertion` and prints `listing`.
public struct CompletionAction: Equatable, Sendable {
    /// Text to insert at the cursor (may be empty).
    public var insertion: String
    /// Candidates to show under the line when the choice is still open.
    public var listing: [Completions.Candidate]

    public init(insertion: String = "", listing: [Completions.Candidate] = []) {
        self.insertion = insertion
        self.listing = listing
    }

    /// Indentation Tab inserts at the start of a line, where there is nothing to complete.
    public static let indentation = "    "

    /// Decides what Tab does given the text before the cursor and the provider's offer.
    /// Tab in leading whitespace indents; one candidate is completed; several are completed
    /// to their longest common prefix, and listed when that adds nothing.
    public static func resolve(before text: String, _ completions: Completions) -> CompletionAction {
        let currentLine = text.split(separator: "\n", omittingEmptySubsequences: false).last ?? ""
        if currentLine.allSatisfy({ $0 == " " || $0 == "\t" }) {
            return CompletionAction(insertion: indentation)
        }
        let candidates = completions.candidates.filter { $0.text.hasPrefix(completions.token) }
        guard let first = candidates.first else { return CompletionAction() }
        if candidates.count == 1 {
            let rest = String(first.text.dropFirst(completions.token.count))
            return CompletionAction(insertion: rest + (completions.appendsSpace ? " " : ""))
        }
        let common = candidates.dropFirst().reduce(first.text) { commonPrefix($0, $1.text) }
        let rest = String(common.dropFirst(completions.token.count))
        if !rest.isEmpty { return CompletionAction(insertion: rest) }
        return CompletionAction(listing: candidates)
    }

    /// The longest common prefix, by whole characters so `é` is never split.
    static func commonPrefix(_ a: String, _ b: String) -> String {
        var end = a.startIndex
        var i = a.startIndex, j = b.startIndex
        while i < a.endIndex, j < b.endIndex, a[i] == b[j] {
            a.formIndex(after: &i)
            b.formIndex(after: &j)
            end = i
        }
        return String(a[..<end])
    }

    /// The listing laid out for a terminal `width` columns wide: one per line when candidates
    /// have details (`name  Type`, aligned), else names in columns. At most `limit` are shown.
    public static func format(_ listing: [Completions.Candidate], width: Int, limit: Int = 200) -> String {
        let shown = listing.prefix(limit)
        var text = ""
        if shown.contains(where: { $0.detail != nil }) {
            let column = shown.map(\.text.count).max() ?? 0
            for c in shown {
                guard let detail = c.detail else { text += c.text + "\n"; continue }
                text += c.text + String(repeating: " ", count: column - c.text.count) + "  " + detail + "\n"
            }
        } else {
            let names = shown.map(\.text)
            let column = (names.map(\.count).max() ?? 0) + 2
            let perRow = max(1, min(names.count, max(width, 20) / max(column, 1)))
            let rows = (names.count + perRow - 1) / perRow
            for row in 0..<rows {
                var line = ""
                // Column-major order, as `ls` lists.
                for col in 0..<perRow {
                    let index = col * rows + row
                    guard index < names.count else { break }
                    let name = names[index]
                    let isLast = col == perRow - 1 || (col + 1) * rows + row >= names.count
                    line += isLast ? name : name + String(repeating: " ", count: column - name.count)
                }
                text += line + "\n"
            }
        }
        if listing.count > shown.count { text += "… and \(listing.count - shown.count) more\n" }
        return text
    }
}
