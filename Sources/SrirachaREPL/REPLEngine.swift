import LineEditing
import SrirachaSession

/// What the REPL loop needs from a session. `Session` is the real one; tests use fakes, so the
/// loop is tested without the language.
public protocol REPLEngine: AnyObject {
    /// Is the text a whole entry, or does it need another line?
    func isCompleteEntry(_ text: String) -> Bool
    /// Runs one REPL entry, reporting its output as it is produced.
    func runEntry(_ text: String, emit: (Session.Output) -> Void) -> Session.Status
    /// Runs a whole file, statement group by group, stopping at the first failure.
    func runFile(_ text: String, fileName: String, emit: (Session.Output) -> Void) -> Session.Status
    /// Asks the running evaluation to stop; called from the waiting thread.
    func interrupt()
    /// Tab completions for the text before the cursor.
    func completions(before text: String) -> Completions
}

extension Session: REPLEngine {
    public func isCompleteEntry(_ text: String) -> Bool {
        Session.isComplete(text)
    }

    public func runEntry(_ text: String, emit: (Output) -> Void) -> Status {
        run(text, emit: emit)
    }

    public func completions(before text: String) -> Completions {
        let offer = completionOffer(for: text)
        return Completions(token: offer.token,
                           candidates: offer.candidates.map { .init($0.text, detail: $0.detail) },
                           appendsSpace: offer.appendsSpace)
    }
}
