import Foundation
import LineEditing
import SrirachaSession

/// The read–eval–print loop: reads entries (several lines when unfinished), runs them on a
/// large-stack thread, prints their output, until `:quit` or the end of input.
///
/// Ctrl-C at the prompt drops the line (see `EntryReader`); during an evaluation it asks the
/// engine to stop, and the entry fails with `interrupted`, leaving earlier bindings as they were.
public final class REPL {
    private let engine: any REPLEngine
    private let entries: EntryReader
    private let output: OutputWriter
    private let watchesInterrupts: Bool
    private let interactive: Bool
    /// Without a terminal, SIGINT and SIGTERM stop the entry and end the REPL (see `exitStatus`).
    private var watchesStopSignals = false
    private var stopStatus: Int32?
    /// How the REPL ended: 0, 2 when the output could not be written (reported on standard
    /// error), 130 or 143 after SIGINT or SIGTERM without a terminal.
    public private(set) var exitStatus: Int32 = 0

    /// A REPL over any reader. `interactive` adds the final newline after Ctrl-D;
    /// `watchesInterrupts` turns Ctrl-C during evaluation into `engine.interrupt()`.
    public init(engine: any REPLEngine, entries: EntryReader, output: OutputWriter,
                interactive: Bool, watchesInterrupts: Bool) {
        self.engine = engine
        self.entries = entries
        self.output = output
        self.interactive = interactive
        self.watchesInterrupts = watchesInterrupts
    }

    /// The REPL on the terminal: libedit, coloured prompts when `color`, history from
    /// `historyPath` (nil: in memory only). Nil when libedit cannot use the terminal.
    public static func onTerminal(engine: any REPLEngine, color: Bool, historyPath: String?) -> REPL? {
        guard let reader = LibEditReader(completer: { [weak engine] in engine?.completions(before: $0) ?? .none })
        else { return nil }
        let entries = EntryReader(
            reader: reader,
            primaryPrompt: Prompt("sri> ", style: color ? "1;32" : nil),
            continuationPrompt: Prompt("...  ", style: color ? "2" : nil),
            history: historyPath.map(HistoryFile.init(path:)),
            isComplete: { [weak engine] in engine?.isCompleteEntry($0) ?? true })
        let output = OutputWriter(flushEachWrite: true)
        entries.onHistoryError = { message in
            StandardStream.error.write(message + "\n")
        }
        entries.loadHistory()
        return REPL(engine: engine, entries: entries, output: output, interactive: true, watchesInterrupts: true)
    }

    /// Without a terminal: lines from standard input, no prompts, no colour, no history.
    public static func plain(engine: any REPLEngine) -> REPL {
        let entries = EntryReader(reader: PlainReader(), isComplete: { [weak engine] in engine?.isCompleteEntry($0) ?? true })
        let repl = REPL(engine: engine, entries: entries, output: OutputWriter(flushEachWrite: false),
                        interactive: false, watchesInterrupts: false)
        StopSignal.install()
        repl.watchesStopSignals = true
        return repl
    }

    /// Runs a file into the session before the first prompt (`repl --load`).
    @discardableResult
    public func load(_ text: String, fileName: String) -> Session.Status {
        let status = evaluate { emit in engine.runFile(text, fileName: fileName, emit: emit) }
        return status
    }

    /// Runs until `:quit`, the end of input, an output failure or (without a terminal) a stop
    /// signal; `exitStatus` tells which.
    public func run() {
        while true {
            switch entries.readEntry() {
            case .endOfInput:
                if interactive { output.write("\n") }
                output.flush()
                if watchesStopSignals, stopStatus == nil { stopStatus = StopSignal.take() }
                finish()
                return
            case .interrupted:
                continue
            case .entry(let text) where text.utf8.count > SourceReader.maxBytes:
                // As for files: nothing that large is a program, and reading it would take long.
                output.write("error: this entry is larger than \(SourceReader.maxBytes / 1_000_000) MB; it was not run\n")
                output.flush()
            case .entry(let text):
                let status = evaluate({ emit in engine.runEntry(text, emit: emit) })
                if status == .quit || stopStatus != nil || output.failure != nil {
                    finish()
                    return
                }
            }
        }
    }

    private func finish() {
        output.flush()
        if let code = Script.finish(output) {
            exitStatus = code
        } else if let stopStatus {
            exitStatus = stopStatus
        }
    }

    private func evaluate(_ body: ((Session.Output) -> Void) -> Session.Status) -> Session.Status {
        let output = self.output
        let engine = self.engine
        if watchesInterrupts { _ = InterruptSignal.take() }
        // The terminal echoes `^C` where the cursor is; the report of the interruption
        // should start on a line of its own.
        let interrupt = { fputs("\n", stdout); fflush(stdout); engine.interrupt() }
        let poll: (() -> Void)? = watchesStopSignals ? { [self] in
            if stopStatus == nil { stopStatus = StopSignal.take() }
            if stopStatus != nil || output.failure != nil { engine.interrupt() }
            output.flushPending()
        } : nil
        let status = Evaluation.run(onInterrupt: watchesInterrupts ? interrupt : nil, onPoll: poll) {
            body { output.write($0) }
        }
        output.endLine()
        output.flush()
        return status
    }
}
