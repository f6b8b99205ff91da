import Foundation

/// Reads source files (`run`, `test`, standard input) with a size limit: a file larger than any
/// program (`/dev/zero`, a runaway log) is refused instead of filling memory.
public enum SourceReader {
    /// The largest source accepted, in bytes (the same as `import`'s limit).
    public static let maxBytes = Int(Session.maxImportSize)

    /// Why a source could not be read, worded for the user (`it is larger than 16 MB`).
    public struct Problem: Error, CustomStringConvertible {
        public var reason: String
        public var description: String { reason }
    }

    /// All bytes from `descriptor` up to the limit.
    public static func read(descriptor: Int32) -> Result<[UInt8], Problem> {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                return .failure(Problem(reason: reason(errno)))
            }
            if n == 0 { return .success(bytes) }
            if bytes.count + n > maxBytes { return .failure(Problem(reason: tooLarge)) }
            bytes.append(contentsOf: chunk[0..<n])
        }
    }

    /// All bytes of the file at `path` up to the limit.
    public static func read(path: String) -> Result<[UInt8], Problem> {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return .failure(Problem(reason: reason(errno))) }
        defer { close(fd) }
        var info = stat()
        if fstat(fd, &info) == 0 {
            if (info.st_mode & S_IFMT) == S_IFDIR { return .failure(Problem(reason: "it is a folder")) }
            if (info.st_mode & S_IFMT) == S_IFREG, info.st_size > maxBytes { return .failure(Problem(reason: tooLarge)) }
        }
        return read(descriptor: fd)
    }

    public static var tooLarge: String { "it is larger than \(maxBytes / 1_000_000) MB" }

    static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT, ENOTDIR: return "no such file"
        case EACCES, EPERM: return "permission denied"
        case EISDIR: return "it is a folder"
        default: return String(cString: strerror(code)).lowercased()
        }
    }
}
