import Foundation
import SrirachaLanguage

/// `:save FILE` — writes the session so far as an annotated `.sri` transcript.
///
/// The file holds what the session showed: every statement group that ran successfully since
/// the start or the last `:reset` (loaded files included), each followed by what it printed.
/// Failed and interrupted entries changed nothing and are left out, and nothing is run again,
/// so saving is instant and `sriracha test FILE` passes on the file unchanged.
struct SaveCommand: MetaCommand {
    static let name = "save"
    static let synopsis = "FILE"
    static let summary = "save the session as an annotated .sri transcript (a passing test)"
    static let details = "Failed and interrupted entries are left out; after `:reset`, only what came after it is saved."
    static let writesFiles = true
    static let argumentKind = MetaArgumentKind.paths

    static func run(_ argument: String, in session: Session, emit: (Session.Output) -> Void) -> Session.Status {
        guard !argument.isEmpty else {
            emit(.error("error: `:save` needs a file name\nhelp: for example `:save lesson.sri`\n"))
            return .failed
        }
        let path = (argument as NSString).expandingTildeInPath
        let groups = session.record
        do {
            try AtomicFileWriter.write(Session.transcript(of: groups), to: path)
        } catch {
            emit(.error("error: cannot write `\(argument)`: \(error)\n"))
            return .failed
        }
        emit(.text("Saved \(groups.count) \(groups.count == 1 ? "entry" : "entries") to \(argument).\n"))
        return .ok
    }
}
