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
            FileHandle.standardError.write(Data((message + "\n").utf8))
        }
        entries.loadHistory()
        return REPL(engine: engine, entries: entries, output: output, interactive: true, watchesInterrupts: true)
    }

    /// Without a terminal: lines from standard input, no prompts, no colour, no history.
    public static func plain(engine: any REPLEngine) -> REPL {
        let entries = EntryReader(reader: PlainReader(), isComplete: { [weak engine] in engine?.isCompleteEntry($0) ?? true })
        return REPL(engine: engine, entries: entries, output: OutputWriter(flushEachWrite: false),
                    interactive: false, watchesInterrupts: false)
    }

    /// Runs a file into the session before the first prompt (`repl --load`).
    @discardableResult
    public func load(_ text: String, fileName: String) -> Session.Status {
        let status = evaluate { emit in engine.runFile(text, fileName: fileName, emit: emit) }
        return status
    }

    /// Runs until `:quit` or the end of input.
    public func run() {
        while true {
            switch entries.readEntry() {
            case .endOfInput:
                if interactive { output.write("\n") }
                output.flush()
                return
            case .interrupted:
                continue
            case .entry(let text):
                if evaluate({ emit in engine.runEntry(text, emit: emit) }) == .quit {
                    output.flush()
                    return
                }
            }
        }
    }

    private func evaluate(_ body: ((Session.Output) -> Void) -> Session.Status) -> Session.Status {
        let output = self.output
        let engine = self.engine
        if watchesInterrupts { _ = InterruptSignal.take() }
        // The terminal echoes `^C` where the cursor is; the report of the interruption
        // should start on a line of its own.
        let interrupt = { fputs("\n", stdout); fflush(stdout); engine.interrupt() }
        let status = Evaluation.run(onInterrupt: watchesInterrupts ? interrupt : nil) {
            body { output.write($0) }
        }
        output.endLine()
        output.flush()
        return status
    }
}
