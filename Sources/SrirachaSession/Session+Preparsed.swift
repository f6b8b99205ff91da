import SrirachaLanguage

/// Statements parsed once: cutting a file into statement groups parses it, and the groups then
/// run from what that parse made instead of being parsed again one by one (parsing was a fifth
/// of replaying a transcript, half of it spent parsing every statement twice).
///
/// A group is run from its earlier parse only when that parse means what parsing it again
/// would: the cut text parsed without errors, the group is one statement that declares no
/// operator, and the session has declared no operators (the cut was parsed with the built-in
/// ones). Anything else is parsed again, as it always was.
final class PreparsedGroups {
    struct Group {
        /// The group's text, as `entries(in:)` gave it.
        var text: String
        /// Its first line in the cut text.
        var firstLine: Int
        /// The whole cut text: the statement's ranges point into it.
        var file: SourceFile
        var statement: Stmt
    }

    private var groups: [Group] = []
    private var next = 0
    /// Groups already run, kept rather than freed (see `Session.keepsParsedStatements`).
    var keepsSpent = false
    private var spent: [[Group]] = []
    /// How far ahead of the next group a run may be found (statements skipped by a transcript's
    /// directives are passed over).
    private static let lookAhead = 64

    func add(_ group: Group) { groups.append(group) }

    /// The parse of the next group with this text, once: a parse is never run twice (checking
    /// writes types onto it).
    func take(_ text: String) -> Group? {
        var index = next
        while index < groups.count && index < next + PreparsedGroups.lookAhead {
            if groups[index].text == text {
                let group = groups[index]
                next = index + 1
                if next == groups.count {
                    if keepsSpent { spent.append(groups) }
                    groups.removeAll()
                    next = 0
                }
                return group
            }
            index += 1
        }
        return nil
    }
}

extension Session {
    /// The process ends soon after this session's work: the statements it parsed are kept
    /// until then instead of freed one file cut at a time (see `SessionRunner.leaveToExit`).
    public func keepsParsedStatements() { preparsed.keepsSpent = true }

    /// Cuts a file into statement groups as `entries(in:)` does, and keeps the statements that
    /// parse made for running the groups (see `PreparsedGroups`).
    public func prepareEntries(in text: String) -> [EntrySlice] {
        keep(Session.cut(text))
    }

    /// Cuts a text holding lines the code must not run across (`barriers`, 0-based line
    /// indices: a transcript's annotation lines) in one parse, as `prepareEntries(in:)` would
    /// cut each run of lines between them; nil when the two could differ (see
    /// `Session.cut(_:barriers:)`), and the caller cuts run by run.
    public func prepareEntries(in text: String, barriers: [Int]) -> [EntrySlice]? {
        Session.cut(text, barriers: barriers).map(keep)
    }

    private func keep(_ cut: Cut) -> [EntrySlice] {
        if let file = cut.file {
            for (index, slice) in cut.slices.enumerated() {
                guard let statements = cut.statements[index], statements.count == 1 else { continue }
                preparsed.add(PreparsedGroups.Group(text: slice.text, firstLine: slice.firstLine,
                                                    file: file, statement: statements[0]))
            }
        }
        return cut.slices
    }

    /// Runs a group from its earlier parse; nil when it must be parsed again.
    func runPreparsed(_ text: String, fileName: String, firstLine: Int,
                      emit: (Interpreter.Event) -> Void) -> Bool? {
        guard let group = preparsed.take(text) else { return nil }
        let file = SourceFile(sharing: group.file, name: fileName, firstLine: firstLine - group.firstLine + 1)
        return interpreter.execute(preparsed: group.statement, in: file, emit: emit)
    }
}
