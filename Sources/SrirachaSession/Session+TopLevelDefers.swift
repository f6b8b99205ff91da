import SrirachaLanguage

extension Session {
    /// A program's top-level `defer { … }` runs when the program ends, as in Swift: its group
    /// moves after every other, the latest first, and runs as the block it guards (`defer`
    /// becomes `do`, spaced so that columns stay the same). A program that stops at an error
    /// never reaches them, as a Swift program that traps does not. Only a group that is one
    /// `defer` statement moves; the whole-program check has seen it where it was written.
    static func topLevelDefersLast(_ entries: [EntrySlice]) -> [EntrySlice] {
        var kept: [EntrySlice] = []
        var deferred: [EntrySlice] = []
        for entry in entries {
            if let block = deferredBlock(entry) { deferred.append(block) } else { kept.append(entry) }
        }
        return kept + deferred.reversed()
    }

    private static func deferredBlock(_ entry: EntrySlice) -> EntrySlice? {
        guard let text = topLevelDeferBlock(entry.text) else { return nil }
        var block = entry
        block.text = text
        return block
    }

    /// The block a group that is one top-level `defer` statement runs at the program's end
    /// (`defer` written as `do`); nil for any other group.
    public static func topLevelDeferBlock(_ text: String) -> String? {
        guard let start = text.firstIndex(where: { !$0.isWhitespace }), text[start...].hasPrefix("defer") else { return nil }
        let keywordEnd = text.index(start, offsetBy: 5)
        guard keywordEnd < text.endIndex, text[keywordEnd] == "{" || text[keywordEnd].isWhitespace else { return nil }
        let parsed = Parser.parse(SourceFile(name: "", text: text))
        guard parsed.diagnostics.isEmpty, parsed.statements.count == 1, case .deferStmt = parsed.statements[0].kind else { return nil }
        return String(text[..<start]) + "do   " + String(text[keywordEnd...])
    }
}
