import Foundation
import LineEditing

/// Reads single key presses for `sriracha present`. On a terminal the keys arrive unbuffered
/// and unechoed (raw mode only while waiting, so Ctrl-C still interrupts a running statement);
/// from a pipe every byte is a key, which is how tests drive it.
public final class KeyReader {
    private let isTerminal: Bool

    public init(isTerminal: Bool = Terminal.inputIsTerminal) {
        self.isTerminal = isTerminal
    }

    /// The next key, or nil at the end of input.
    public func next() -> Presenter.Key? {
        var saved = termios()
        let raw = isTerminal && tcgetattr(STDIN_FILENO, &saved) == 0
        if raw {
            var settings = saved
            settings.c_lflag &= ~tcflag_t(ICANON | ECHO)
            withUnsafeMutableBytes(of: &settings.c_cc) { cc in
                cc[Int(VMIN)] = 1
                cc[Int(VTIME)] = 0
            }
            tcsetattr(STDIN_FILENO, TCSANOW, &settings)
        }
        defer { if raw { tcsetattr(STDIN_FILENO, TCSANOW, &saved) } }
        let c = getchar()
        if c == EOF {
            // Ctrl-C while waiting (the handler does not restart reads) ends the presentation.
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
