import ArgumentParser
import Foundation
import LineEditing
import SrirachaREPL
import SrirachaSession

/// `sriracha present FILE`: a prepared script or lesson, one statement per key press.
struct Present: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Step through a script or lesson one statement per key press, as if typed.",
        discussion: """
            Each key press types the next statement at the prompt and runs it; a lesson's prose \
            is shown between its code blocks. Keys: Enter, Space or → next; b or ← back one step \
            (the session is replayed to that point); r opens the REPL with everything defined so \
            far (Ctrl-D comes back); q quits.
            """
    )

    @Argument(help: "The script (.sri) or lesson (.md).", completion: .file(extensions: ["sri", "md"]))
    var file: String

    @Flag(help: "Rehearse: show every step without waiting and report statements that fail unexpectedly.")
    var dryRun = false

    @Option(help: "Characters per second at which statements are typed (default: at once).")
    var speed: Double?

    @OptionGroup var display: DisplayOptions

    func validate() throws {
        if let speed, !(speed > 0) || !speed.isFinite {
            throw ValidationError("--speed must be a positive number of characters per second")
        }
    }

    func run() throws {
        let text = try Sriracha.readFiles([file])[0].text
        let interactive = Terminal.inputIsTerminal && Terminal.outputIsTerminal
        var options = Session.Options()
        options.color = display.useColor
        let session = Session(options: options, capabilities: Terminal.inputIsTerminal ? .interactive : [])
        let keys = KeyReader()
        if !dryRun { InterruptSignal.install() }
        let presenter = Presenter(
            lesson: Lesson(text: text, fileName: file), fileName: file, session: session,
            output: OutputWriter(flushEachWrite: true), color: options.color,
            typingSpeed: dryRun ? nil : speed, clearsScreen: interactive,
            keys: { keys.next() },
            startREPL: { session in
                // The line editor must find the terminal in line mode, not in the key mode.
                if interactive { keys.releaseForLineEditing() } else { keys.restore() }
                let repl = interactive
                    ? REPL.onTerminal(engine: session, color: options.color, historyPath: HistoryFile.defaultPath())
                    : nil
                if repl == nil { keys.restore() }
                (repl ?? REPL.plain(engine: session)).run()
            })
        let code = dryRun ? presenter.rehearse() : presenter.present()
        keys.restore()
        if code != 0 { throw ExitCode(code) }
    }
}
