import Foundation
import LineEditing
import SrirachaSession

/// `sriracha run` and standard input that is not a terminal: whole files, run statement group
/// by statement group in one session, stopping at the first failure.
public enum Script {
    /// A file that could not be read, worded for the user.
    public struct ReadError: Error, CustomStringConvertible {
        public var path: String
        public var reason: String
        public var description: String { "error: cannot read `\(path)`: \(reason)" }
    }

    /// The file's text (invalid UTF-8 is replaced, so the language can point at it); a file
    /// over `SourceReader.maxBytes` is refused.
    public static func read(_ path: String) -> Result<String, ReadError> {
        switch SourceReader.read(path: path) {
        case .success(let bytes): return .success(String(decoding: bytes, as: UTF8.self))
        case .failure(let problem): return .failure(ReadError(path: path, reason: problem.reason))
        }
    }

    /// All of standard input, up to `SourceReader.maxBytes`.
    public static func readStandardInput() -> Result<String, ReadError> {
        switch SourceReader.read(descriptor: STDIN_FILENO) {
        case .success(let bytes): return .success(String(decoding: bytes, as: UTF8.self))
        case .failure(let problem): return .failure(ReadError(path: "<stdin>", reason: problem.reason))
        }
    }

    /// Runs the files in order in `engine`'s session and returns the exit status: 0 when all
    /// ran (or one ended with `:quit`, and nothing after it ran), 1 after the first failure (nothing after it runs), 2 when the output could not be
    /// written (reported on standard error), 130 or 143 after SIGINT or SIGTERM (the running
    /// statement fails with `interrupted`, and what was printed is flushed first).
    ///
    /// Output reaches a file or a pipe while the script runs (flushed every few milliseconds),
    /// so a script stopped from outside has still delivered what it printed.
    public static func run(_ files: [(name: String, text: String)], in engine: any REPLEngine,
                           output: OutputWriter, watchesSignals: Bool = true) -> Int32 {
        if watchesSignals { StopSignal.install() }
        var signal: Int32?
        for file in files {
            let status = Evaluation.run(onPoll: {
                if watchesSignals, signal == nil { signal = StopSignal.take() }
                // Stop at once when nobody can see the output any more.
                if signal != nil || output.failure != nil { engine.interrupt() }
                output.flushPending()
            }) {
                engine.runFile(file.text, fileName: file.name) { output.write($0) }
            }
            output.flush()
            if let code = finish(output) { return code }
            if let signal { return signal }
            // `:quit` ends the script where it stands, successfully, as it ends the REPL.
            if status == .quit { return 0 }
            if status != .ok { return 1 }
        }
        return 0
    }

    /// Reports an output failure on standard error: its exit status, or nil when all was written.
    public static func finish(_ output: OutputWriter) -> Int32? {
        guard let failure = output.failure else { return nil }
        StandardStream.error.write("error: cannot write the output: \(failure)\n")
        return 2
    }
}
