import Foundation

/// Standard output or standard error written with `write(2)`: a failure (a full disk, a closed
/// pipe) is remembered and reported, never a trap, unlike `FileHandle.write(_:)`.
public final class StandardStream: @unchecked Sendable {
    public static let output = StandardStream(descriptor: STDOUT_FILENO)
    public static let error = StandardStream(descriptor: STDERR_FILENO)

    private let descriptor: Int32
    private let lock = NSLock()
    private var problem: String?

    init(descriptor: Int32) { self.descriptor = descriptor }

    /// Why a write failed (`No space left on device`), if one did.
    public var failure: String? {
        lock.lock()
        defer { lock.unlock() }
        return problem
    }

    /// Writes all of `text`, retrying after signals; after a failure, writes nothing more.
    public func write(_ text: String) {
        lock.lock()
        defer { lock.unlock() }
        guard problem == nil else { return }
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let n = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                problem = String(cString: strerror(errno))
                return
            }
            if n == 0 {
                problem = "nothing could be written"
                return
            }
            bytes = bytes.dropFirst(n)
        }
    }
}
