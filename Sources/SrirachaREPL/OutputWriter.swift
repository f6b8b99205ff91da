import Foundation
import SrirachaSession
#if canImport(Glibc)
import Glibc
#endif

/// Where the REPL and `run` print: standard output by default. Errors go here too, not to
/// standard error, so the REPL, `run` and transcripts show the same bytes in the same order.
///
/// A failed write (a full disk, `> /dev/full`) is remembered, never a trap: the caller stops
/// and reports it on standard error with a non-zero exit status.
public final class OutputWriter: @unchecked Sendable {
    private let sink: (String) -> Void
    private let flushEachWrite: Bool
    private let writesStandardOutput: Bool
    private let lock = NSLock()
    private var pending = false
    private var problem: String?
    /// False when the last text written did not end its line.
    public private(set) var atLineStart = true

    /// `flushEachWrite` makes `print` output appear as it happens (on a terminal); otherwise
    /// it is flushed after every entry, and by `flushPending` while an entry runs.
    public init(flushEachWrite: Bool) {
        self.sink = { fputs($0, stdout) }
        self.flushEachWrite = flushEachWrite
        self.writesStandardOutput = true
    }

    /// Output to `sink` instead of standard output (tests).
    public init(flushEachWrite: Bool, sink: @escaping (String) -> Void) {
        self.sink = sink
        self.flushEachWrite = flushEachWrite
        self.writesStandardOutput = false
    }

    /// Why writing failed, if it did (`No space left on device`).
    public var failure: String? {
        lock.lock()
        defer { lock.unlock() }
        return problem
    }

    public func write(_ text: String) {
        guard !text.isEmpty else { return }
        sink(text)
        atLineStart = text.hasSuffix("\n")
        if writesStandardOutput {
            lock.lock()
            if ferror(stdout) != 0, problem == nil { problem = OutputWriter.describe(errno) }
            pending = true
            lock.unlock()
        }
        if flushEachWrite { flush() }
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
        guard writesStandardOutput else { return }
        lock.lock()
        defer { lock.unlock() }
        pending = false
        if fflush(stdout) != 0 || ferror(stdout) != 0, problem == nil { problem = OutputWriter.describe(errno) }
    }

    /// Flushes what was written since the last flush; safe from another thread (the one
    /// waiting for the entry), so output reaches a file or pipe while a long entry runs.
    public func flushPending() {
        lock.lock()
        let due = pending
        lock.unlock()
        if due { flush() }
    }

    static func describe(_ code: Int32) -> String {
        code == 0 ? "write error" : String(cString: strerror(code))
    }
}
