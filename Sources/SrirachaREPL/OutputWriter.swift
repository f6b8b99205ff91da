import SrirachaSession
#if canImport(Glibc)
import Glibc
#endif

/// Where the REPL and `run` print: standard output by default. Errors go here too, not to
/// standard error, so the REPL, `run` and transcripts show the same bytes in the same order.
public final class OutputWriter {
    private let sink: (String) -> Void
    private let flushEachWrite: Bool
    /// False when the last text written did not end its line.
    public private(set) var atLineStart = true

    /// `flushEachWrite` makes `print` output appear as it happens (on a terminal); otherwise
    /// it is flushed after every entry.
    public init(flushEachWrite: Bool, sink: @escaping (String) -> Void = { fputs($0, stdout) }) {
        self.sink = sink
        self.flushEachWrite = flushEachWrite
    }

    public func write(_ text: String) {
        guard !text.isEmpty else { return }
        sink(text)
        atLineStart = text.hasSuffix("\n")
        if flushEachWrite { fflush(stdout) }
    }

    public func write(_ output: Session.Output) {
        switch output {
        case .text(let text), .error(let text): write(text)
        }
    }

    /// Ends a line left open (`print("x", terminator: "")`) so the next prompt starts at the left.
    public func endLine() {
        if !atLineStart { write("\n") }
    }

    public func flush() {
        fflush(stdout)
    }
}
