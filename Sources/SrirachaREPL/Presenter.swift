import Foundation
import SrirachaSession

/// `sriracha present`: steps through a script or lesson one statement per key press, typing
/// each at the prompt and showing its real output, with the lesson's prose between blocks.
///
/// Keys: Enter, Space, `n` or → go on; `b`, `p` or ← go back one step (the session is reset
/// and replayed to that point); `r` drops into the live REPL with everything defined so far
/// (leaving it with Ctrl-D comes back); `q` or Ctrl-C ends. A rehearsal (`dryRun`) shows
/// every step without waiting and reports statements that failed unexpectedly.
public final class Presenter {
    /// One thing shown per key press.
    public enum Step: Equatable, Sendable {
        case prose(String)
        /// A statement group; `expectsFailure` for the last one of a `fails` block.
        case statement(Session.EntrySlice, expectsFailure: Bool)
    }

    /// What a key press asks for.
    public enum Key: Equatable, Sendable {
        case next, back, repl, quit, other
    }

    public let steps: [Step]
    public let fileName: String
    private let session: Session
    private let output: OutputWriter
    private let keys: () -> Key?
    private let color: Bool
    /// Characters per second when typing a statement; nil types it at once.
    private let typingSpeed: Double?
    /// Clears the screen before a replay (on a terminal).
    private let clearsScreen: Bool
    /// Starts the live REPL on the session and returns when it ends.
    private let startREPL: (Session) -> Void
    /// Steps shown so far.
    public private(set) var shown = 0

    public init(lesson: Lesson, fileName: String, session: Session, output: OutputWriter, color: Bool = false,
                typingSpeed: Double? = nil, clearsScreen: Bool = false,
                keys: @escaping () -> Key?, startREPL: @escaping (Session) -> Void) {
        var steps: [Step] = []
        for item in lesson.items {
            switch item {
            case .prose(let text): steps.append(.prose(text))
            case .block(let entries, let fails):
                for (i, entry) in entries.enumerated() {
                    steps.append(.statement(entry, expectsFailure: fails && i == entries.count - 1))
                }
            }
        }
        self.steps = steps
        self.fileName = fileName
        self.session = session
        self.output = output
        self.color = color
        self.typingSpeed = typingSpeed.flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
        self.clearsScreen = clearsScreen
        self.keys = keys
        self.startREPL = startREPL
    }

    /// Presents until the reader quits or input ends. Returns the exit status: 0, or 1 when
    /// a statement failed that was not expected to.
    public func present() -> Int32 {
        output.write(banner())
        var failures = 0
        while true {
            output.flush()
            guard let key = keys() else { break }
            switch key {
            case .next:
                if shown < steps.count {
                    if !show(steps[shown], typed: true) { failures += 1 }
                    shown += 1
                    if shown == steps.count { output.write(dim("(end of \(fileName): b goes back, r opens the REPL, q quits)\n")) }
                }
            case .back:
                guard shown > 0 else { continue }
                replay(to: shown - 1)
            case .repl:
                output.write(dim("(the REPL, with everything so far; Ctrl-D comes back to \(fileName))\n"))
                output.flush()
                startREPL(session)
                output.write(dim("(back to \(fileName), step \(shown) of \(steps.count))\n"))
            case .quit:
                output.endLine()
                output.flush()
                return failures > 0 ? 1 : 0
            case .other:
                continue
            }
        }
        output.endLine()
        output.flush()
        return failures > 0 ? 1 : 0
    }

    /// A rehearsal: every step in order without waiting, then a verdict. Exit status 1 when a
    /// statement failed unexpectedly (or a `fails` block did not fail).
    public func rehearse() -> Int32 {
        output.write("Rehearsing \(fileName): \(steps.filter(\.isStatement).count) statements\n")
        var problems: [String] = []
        for step in steps {
            if !show(step, typed: false), case .statement(let entry, _) = step {
                problems.append("\(fileName):\(entry.firstLine)")
            }
            shown += 1
        }
        output.endLine()
        if problems.isEmpty {
            output.write("Rehearsal done: every statement ran as the lesson expects.\n")
            output.flush()
            return 0
        }
        output.write("Rehearsal done: \(problems.count) \(problems.count == 1 ? "statement" : "statements") did not run as expected: "
            + problems.joined(separator: ", ") + "\n")
        output.flush()
        return 1
    }

    /// Shows one step; false when a statement's outcome is not the expected one.
    @discardableResult
    private func show(_ step: Step, typed: Bool) -> Bool {
        switch step {
        case .prose(let text):
            output.endLine()
            // A blank line sets prose apart from the output above it.
            if shown > 0, steps[shown - 1].isStatement { output.write("\n") }
            output.write(dim(text) + "\n\n")
            return true
        case .statement(let entry, let expectsFailure):
            type(entry.text, slowly: typed)
            let status = Evaluation.run(onInterrupt: { [session] in session.interrupt() }) {
                session.run(entry.text, fileName: fileName, firstLine: entry.firstLine) { output.write($0) }
            }
            output.endLine()
            return (status == .failed) == expectsFailure
        }
    }

    /// The statement at the prompt, as if typed.
    private func type(_ text: String, slowly: Bool) {
        var body = Substring(text)
        while body.hasSuffix("\n") { body = body.dropLast() }
        let lines = body.split(separator: "\n", omittingEmptySubsequences: false)
        for (i, line) in lines.enumerated() {
            output.write(prompt(i == 0 ? "sri> " : "...  "))
            if slowly, let speed = typingSpeed {
                for c in line {
                    output.write(String(c))
                    output.flush()
                    usleep(useconds_t(1_000_000 / speed))
                }
            } else {
                output.write(String(line))
            }
            output.write("\n")
        }
        output.flush()
    }

    /// Resets the session and shows the first `count` steps again, at once.
    private func replay(to count: Int) {
        session.reset()
        if clearsScreen { output.write("\u{1B}[2J\u{1B}[H") }
        output.write(dim("(back to step \(count) of \(steps.count): replaying)\n"))
        shown = 0
        while shown < count {
            show(steps[shown], typed: false)
            shown += 1
        }
    }

    private func banner() -> String {
        dim("Presenting \(fileName): Enter next · b back · r REPL · q quit\n")
    }

    private func prompt(_ text: String) -> String {
        color ? "\u{1B}[1;32m" + text.trimmingCharacters(in: .whitespaces) + "\u{1B}[0m" + String(text.drop { $0 != " " }) : text
    }

    private func dim(_ text: String) -> String {
        color ? "\u{1B}[2m" + text + "\u{1B}[0m" : text
    }
}

extension Presenter.Step {
    var isStatement: Bool {
        if case .statement = self { return true }
        return false
    }
}
