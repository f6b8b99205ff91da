import CLibEdit
import CLibEditShim
#if canImport(Glibc)
import Glibc
#endif

/// Reads lines from the terminal with libedit: emacs keys, history recall of whole entries,
/// tab completion, Ctrl-C clearing the line. Uses libedit's wide-character calls under a UTF-8
/// locale, so `é` and `→` are edited as single characters.
///
/// Keys beyond libedit's defaults: Tab completes (or indents at the start of a line); the up
/// and down arrows move between the lines of a multi-line entry before they move through the
/// history; Meta-Enter (Esc, Enter) inserts a newline into the entry being edited.
public final class LibEditReader: LineReader {
    /// Completions offered for the text before the cursor.
    public typealias Completer = (String) -> Completions

    private let editor: OpaquePointer
    private let completer: Completer?

    /// Nil when libedit cannot start (no usable terminal).
    public init?(programName: String = "sriracha", historySize: Int = 1000, completer: Completer? = nil) {
        sri_set_locale()
        guard let editor = sri_editor_create(programName, Int32(clamping: historySize)) else { return nil }
        self.editor = editor
        self.completer = completer
        sri_editor_set_client(editor, Unmanaged.passUnretained(self).toOpaque())
        sri_install_interrupt_handler()
        bindKeys()
    }

    deinit {
        sri_editor_destroy(editor)
    }

    public func readLine(prompt: Prompt) -> LineInput {
        _ = sri_take_interrupt()  // a Ctrl-C typed while output was printing is not for this line
        Self.wide(prompt.rendered(marker: "\u{1}")).withUnsafeBufferPointer {
            sri_editor_set_prompt(editor, $0.baseAddress)
        }
        var count: Int32 = 0
        guard let line = sri_editor_gets(editor, &count) else {
            if count < 0 && sri_take_interrupt() != 0 {
                // The abandoned text stays visible; the next prompt starts on a fresh line.
                Self.write("\n")
                return .interrupted
            }
            return .endOfInput
        }
        var text = Self.string(line, count: Int(count))
        if text.hasSuffix("\n") { text.removeLast() }
        return .line(text)
    }

    public func hasPendingInput() -> Bool {
        var fds = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        return poll(&fds, 1, 0) > 0 && fds.revents & Int16(POLLIN) != 0
    }

    public func addHistory(_ entry: String) {
        Self.wide(entry).withUnsafeBufferPointer { sri_editor_history_add(editor, $0.baseAddress) }
    }

    // MARK: - Key functions

    private func bindKeys() {
        add("sri-complete", "Complete the name before the cursor", key: "^I", function: { el, _ in
            LibEditReader.reader(el)?.complete(el) ?? UInt8(CC_ERROR)
        })
        add("sri-up", "Move up a line of the entry, else to older history", key: "\u{1B}[A", function: { el, _ in
            LibEditReader.reader(el)?.moveVertically(el, up: true) ?? UInt8(CC_ERROR)
        })
        bind("\u{1B}OA", to: "sri-up")
        add("sri-down", "Move down a line of the entry, else to newer history", key: "\u{1B}[B", function: { el, _ in
            LibEditReader.reader(el)?.moveVertically(el, up: false) ?? UInt8(CC_ERROR)
        })
        bind("\u{1B}OB", to: "sri-down")
        add("sri-newline", "Insert a newline into the entry", key: "\u{1B}\r", function: { el, _ in
            guard let el else { return UInt8(CC_ERROR) }
            LibEditReader.wide("\n").withUnsafeBufferPointer { _ = el_winsertstr(el, $0.baseAddress) }
            return UInt8(CC_REFRESH)
        })
        bind("\u{1B}\n", to: "sri-newline")
    }

    private func add(_ name: String, _ help: String, key: String, function: sri_key_function) {
        let n = Self.wide(name), h = Self.wide(help)
        n.withUnsafeBufferPointer { n in
            h.withUnsafeBufferPointer { h in _ = sri_editor_add_function(editor, n.baseAddress, h.baseAddress, function) }
        }
        bind(key, to: name)
    }

    private func bind(_ key: String, to name: String) {
        let k = Self.wide(key), n = Self.wide(name)
        k.withUnsafeBufferPointer { k in
            n.withUnsafeBufferPointer { n in _ = sri_editor_bind(editor, k.baseAddress, n.baseAddress) }
        }
    }

    private static func reader(_ el: OpaquePointer?) -> LibEditReader? {
        guard let el, let client = sri_editor_client(el) else { return nil }
        return Unmanaged<LibEditReader>.fromOpaque(client).takeUnretainedValue()
    }

    /// The buffer as scalars and the cursor's index in it.
    private static func buffer(_ el: OpaquePointer) -> (text: [Unicode.Scalar], cursor: Int)? {
        guard let info = el_wline(el)?.pointee, let start = info.buffer else { return nil }
        let end = info.lastchar.map { $0 - start } ?? 0
        let cursor = info.cursor.map { $0 - start } ?? end
        guard end >= 0, cursor >= 0, cursor <= end else { return nil }
        let text = (0..<end).map { scalar(start[$0]) }
        return (text, cursor)
    }

    private func complete(_ el: OpaquePointer?) -> UInt8 {
        guard let el, let (text, cursor) = Self.buffer(el) else { return UInt8(CC_ERROR) }
        var before = String.UnicodeScalarView()
        before.append(contentsOf: text[..<cursor])
        let beforeText = String(before)
        let offer = completer?(beforeText) ?? .none
        let action = CompletionAction.resolve(before: beforeText, offer)
        if !action.insertion.isEmpty {
            Self.wide(action.insertion).withUnsafeBufferPointer { _ = el_winsertstr(el, $0.baseAddress) }
        }
        guard !action.listing.isEmpty else {
            return UInt8(action.insertion.isEmpty ? CC_REFRESH_BEEP : CC_REFRESH)
        }
        // Print the list below the whole entry; the blank lines after it absorb the lines
        // libedit clears above its cursor when it redraws the entry.
        let below = text[cursor...].filter { $0 == "\n" }.count
        let above = text[..<cursor].filter { $0 == "\n" }.count
        Self.write(String(repeating: "\n", count: below + 1)
            + CompletionAction.format(action.listing, width: Self.terminalWidth())
            + String(repeating: "\n", count: above))
        return UInt8(CC_REDISPLAY)
    }

    private func moveVertically(_ el: OpaquePointer?, up: Bool) -> UInt8 {
        guard let el, let (text, cursor) = Self.buffer(el) else { return UInt8(CC_ERROR) }
        let target = up ? MultilineCursor.up(in: text, from: cursor) : MultilineCursor.down(in: text, from: cursor)
        if let target {
            _ = el_cursor(el, Int32(target - cursor))
            return UInt8(CC_CURSOR)
        }
        // On the first (last) line: what Ctrl-P (Ctrl-N) does, move through the history.
        Self.wide(up ? "\u{10}" : "\u{0E}").withUnsafeBufferPointer { el_wpush(el, $0.baseAddress) }
        return UInt8(CC_NORM)
    }

    // MARK: - Wide strings and the terminal

    static func wide(_ text: String) -> [wchar_t] {
        var result = text.unicodeScalars.map { wchar_t(bitPattern: $0.value) }
        result.append(0)
        return result
    }

    static func scalar(_ c: wchar_t) -> Unicode.Scalar {
        Unicode.Scalar(UInt32(bitPattern: c)) ?? "\u{FFFD}"
    }

    static func string(_ pointer: UnsafePointer<wchar_t>, count: Int) -> String {
        var scalars = String.UnicodeScalarView()
        for i in 0..<max(0, count) { scalars.append(scalar(pointer[i])) }
        return String(scalars)
    }

    static func write(_ text: String) {
        fputs(text, stdout)
        fflush(stdout)
    }

    static func terminalWidth() -> Int {
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 0 { return Int(size.ws_col) }
        return 80
    }
}
