import Foundation
import SrirachaSession

// The libFuzzer target over parse + check + evaluate: each input is run as a script in a fresh
// session, exactly as `sriracha run` runs a file (statement group by statement group, on a
// large-stack thread), under a small step and time limit so that endless loops end as ordinary
// errors. Built and run by `Scripts/fuzz`, never by `swift build`.
//
// What counts as a failure, besides a crash (a Swift trap, a signal, a sanitizer report):
// a diagnostic of a code entry without its `--> file:line:column` location, and an error that
// calls itself internal. Both stop the run with a message starting with `fuzz oracle:`.

/// Limits small enough that a runaway input costs milliseconds, not the whole budget.
enum FuzzLimits {
    static let maxSteps = 20_000
    static let timeoutSeconds = 1.0
    /// The stack `sriracha run` evaluates on (SrirachaREPL's `Evaluation.stackSize`).
    static let stackSize = 512 << 20
}

@_cdecl("LLVMFuzzerTestOneInput")
public func sessionFuzzTarget(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    InputWitness.keep(data, size)
    onLargeStack { runScript(text) }
    InputWitness.drop()
    return 0
}

/// The running input, on disk until it finishes: a crash libFuzzer cannot catch (a stack
/// overflow on a thread without an alternate signal stack kills the process before its
/// handler runs) leaves it behind as `input-PID` for `Scripts/fuzz` to collect.
enum InputWitness {
    static let path = "input-\(getpid())"

    static func keep(_ data: UnsafePointer<UInt8>, _ size: Int) {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { return }
        _ = write(fd, data, size)
        close(fd)
    }

    static func drop() { unlink(path) }
}

/// `Session.runFile`, spelled out so that entries which would write files are left out.
func runScript(_ text: String) {
    _ = Session.isComplete(text)
    var options = Session.Options()
    options.maxSteps = FuzzLimits.maxSteps
    options.timeoutSeconds = FuzzLimits.timeoutSeconds
    let session = Session(options: options)
    for entry in Session.entries(in: text) {
        let meta = isMetaCommand(entry.text)
        if meta && writesFiles(entry.text) { continue }
        let status = session.run(entry.text, fileName: "<fuzz>", firstLine: entry.firstLine) { output in
            _ = Annotations.lines(for: output)
            guard case .error(let message) = output else { return }
            if message.contains("internal error") {
                fatalError("fuzz oracle: an internal error reached the user:\n\(message)")
            }
            if !meta && !message.contains("\n--> <fuzz>:") {
                fatalError("fuzz oracle: a diagnostic without a location:\n\(message)")
            }
        }
        if status != .ok { return }
    }
}

/// What `Session.run` treats as a meta command: text starting with `:` after blank space.
func isMetaCommand(_ entry: String) -> Bool {
    entry.drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }.hasPrefix(":")
}

/// `:save` and every prefix of it that selects it (`:s`, `:sa`, …).
func writesFiles(_ entry: String) -> Bool {
    let afterColon = entry.drop { $0 != ":" }.dropFirst().drop { $0.isWhitespace }
    let word = afterColon.prefix { !$0.isWhitespace }
    return !word.isEmpty && "save".hasPrefix(word)
}

/// Runs `body` on a thread with the stack size `sriracha run` gives evaluation, and waits.
func onLargeStack(_ body: @escaping () -> Void) {
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        body()
        done.signal()
    }
    thread.stackSize = FuzzLimits.stackSize
    thread.start()
    done.wait()
}
