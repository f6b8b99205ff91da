import Foundation
import LineEditing

/// Reads single key presses for `sriracha present`. On a terminal the keys arrive unbuffered
/// and unechoed; from a pipe every byte is a key, which is how tests drive it.
///
/// On a terminal the key mode is set once, at the first key, and kept while statements run:
/// keys pressed meanwhile wait, unechoed, for their turn, and the terminal still turns Ctrl-C
/// into an interrupt. `releaseForLineEditing()` hands the terminal to the REPL, `restore()`
/// gives it back as it was found. Keys are read with `read(2)` on the descriptor the line
/// editor reads too, so no key is held in a stdio buffer where the editor cannot see it.
public final class KeyReader {
    private let isTerminal: Bool
    /// The terminal's mode before the first key was read; nil until then and after `restore()`.
    private var found: termios?

    public init(isTerminal: Bool = Terminal.inputIsTerminal) {
        self.isTerminal = isTerminal
        if isTerminal { ContinueSignal.install() }
    }

    deinit { restore() }

    /// The next key, or nil at the end of input.
    public func next() -> Presenter.Key? {
        guard isTerminal else { return nextFromStream() }
        enterKeyMode()
        guard let byte = readByte() else {
            // Ctrl-C while waiting (the handler does not restart reads) ends the presentation.
            if errno == EINTR, InterruptSignal.take() { return .quit }
            return nil
        }
        return KeyReader.key(for: byte) { readByte() }
    }

    /// The mode the line editor starts from: the terminal's own, except that Ctrl-D is not its
    /// end-of-file key (as the line editor keeps it, see `LibEditReader`), so a Ctrl-D typed
    /// before the REPL's first prompt still reaches it as a key.
    public func releaseForLineEditing() {
        guard var mode = found else { return }
        withUnsafeMutableBytes(of: &mode.c_cc) { $0[Int(VEOF)] = 0 }  // _POSIX_VDISABLE
        tcsetattr(STDIN_FILENO, TCSANOW, &mode)
    }

    /// Gives the terminal back the mode it had before the first key.
    public func restore() {
        guard var mode = found else { return }
        tcsetattr(STDIN_FILENO, TCSANOW, &mode)
        found = nil
    }

    /// Sets the key mode, unless the terminal is in it already: it is set once, and again only
    /// after something else changed it (the REPL, or a shell while Sriracha was stopped by Ctrl-Z).
    private func enterKeyMode() {
        var current = termios()
        guard tcgetattr(STDIN_FILENO, &current) == 0 else { return }
        if found == nil { found = current }
        guard current.c_lflag & tcflag_t(ICANON | ECHO) != 0 else { return }
        var mode = found ?? current
        mode.c_lflag &= ~tcflag_t(ICANON | ECHO)
        withUnsafeMutableBytes(of: &mode.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        tcsetattr(STDIN_FILENO, TCSANOW, &mode)
    }

    /// One byte from the terminal; nil at the end of input or on an error (errno tells).
    private func readByte() -> UInt8? {
        var byte: UInt8 = 0
        while true {
            let n = read(STDIN_FILENO, &byte, 1)
            if n == 1 { return byte }
            if n < 0 && errno == EINTR && !InterruptSignal.pending {
                // Continued after Ctrl-Z (or resized): the shell may have left its own mode.
                enterKeyMode()
                continue
            }
            if n == 0 { errno = 0 }
            return nil
        }
    }

    /// From a pipe or file: through stdio, which the plain REPL (`readLine`) reads too.
    private func nextFromStream() -> Presenter.Key? {
        let c = getchar()
        if c == EOF {
            if ferror(stdin) != 0 && errno == EINTR {
                clearerr(stdin)
                _ = InterruptSignal.take()
                return .quit
            }
            return nil
        }
        return KeyReader.key(for: UInt8(truncatingIfNeeded: c)) {
            let next = getchar()
            return next == EOF ? nil : UInt8(truncatingIfNeeded: next)
        }
    }

    /// The key a byte starts; `more` reads the rest of an escape sequence (the arrows).
    static func key(for byte: UInt8, more: () -> UInt8?) -> Presenter.Key {
        switch byte {
        case UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: " "), UInt8(ascii: "n"), UInt8(ascii: "j"):
            return .next
        case UInt8(ascii: "b"), UInt8(ascii: "p"), UInt8(ascii: "k"), 0x7F, 0x08:
            return .back
        case UInt8(ascii: "r"), UInt8(ascii: "i"):
            return .repl
        case UInt8(ascii: "q"), 0x03, 0x04:
            return .quit
        case 0x1B:
            guard let bracket = more(), bracket == UInt8(ascii: "[") || bracket == UInt8(ascii: "O"),
                  let final = more() else { return .other }
            switch final {
            case UInt8(ascii: "C"), UInt8(ascii: "B"): return .next
            case UInt8(ascii: "D"), UInt8(ascii: "A"): return .back
            default: return .other
            }
        default:
            return .other
        }
    }
}
