import Foundation
import LineEditing

/// The lines of standard input, for `readLine()` in a program under `sriracha run`.
///
/// Reading waits at most 50 ms at a time, so Ctrl-C or SIGTERM while the program waits for a
/// line is seen at once: the wait ends, and the statement is stopped as any other is (see
/// `Script.run`).
public final class StandardInputLines: @unchecked Sendable {
    private var buffer: [UInt8] = []
    private var ended = false
    private let lock = NSLock()

    public init() {}

    /// The next line, without its `\n` (or `\r\n`) when `stripping`; nil at the end of the input,
    /// or when a signal arrived or `shouldStop` says so while it waits.
    public func next(stripping: Bool, shouldStop: () -> Bool) -> String? {
        lock.lock()
        defer { lock.unlock() }
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                var line = Array(buffer[...newline])
                buffer.removeFirst(newline + 1)
                if stripping {
                    line.removeLast()
                    if line.last == UInt8(ascii: "\r") { line.removeLast() }
                }
                return String(decoding: line, as: UTF8.self)
            }
            if ended {
                guard !buffer.isEmpty else { return nil }
                defer { buffer.removeAll() }
                return String(decoding: buffer, as: UTF8.self)
            }
            if shouldStop() { return nil }
            if StopSignal.pending {
                // The run's poller takes the signal within milliseconds and stops the statement:
                // give it the time to, so the program does not go on as if the input had ended.
                for _ in 0..<50 where !shouldStop() { usleep(10_000) }
                return nil
            }
            var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, 50)
            if ready == 0 || (ready < 0 && errno == EINTR) { continue }
            if ready < 0 {
                ended = true
                continue
            }
            var chunk = [UInt8](repeating: 0, count: 65536)
            let count = read(STDIN_FILENO, &chunk, chunk.count)
            if count > 0 {
                buffer.append(contentsOf: chunk[..<count])
            } else if count == 0 || errno != EINTR {
                ended = true
            }
        }
    }
}
