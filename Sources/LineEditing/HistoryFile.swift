import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The REPL's history on disk: one entry per line, appended (and so saved) as soon as it is
/// entered, so a crash or `kill -9` loses nothing. Newlines and backslashes inside an entry are
/// escaped (`\n`, `\\`), so multi-line entries stay one item; the file is UTF-8.
public struct HistoryFile: Sendable {
    /// A reason the file could not be written, for the user.
    public struct WriteError: Error, CustomStringConvertible {
        public var description: String
    }

    public let path: String

    public init(path: String) {
        self.path = path
    }

    /// `$XDG_STATE_HOME/sriracha/history`, else `~/.sriracha_history`; nil without a home.
    public static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        // The XDG spec ignores relative paths: they would depend on the working directory.
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return state + "/sriracha/history"
        }
        if let home = environment["HOME"], !home.isEmpty {
            return (home.hasSuffix("/") ? home : home + "/") + ".sriracha_history"
        }
        return nil
    }

    /// The last `limit` entries, oldest first; none when the file is missing or unreadable.
    /// A file grown to over twice the limit is rewritten with just those entries.
    public func load(limit: Int = 1000) -> [String] {
        // Only the tail is read: a huge history file must not delay the first prompt, and
        // anything but a regular file (a FIFO, a device) is ignored rather than waited on.
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return [] }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return [] }
        let size = Int(info.st_size)
        let start = max(0, size - HistoryFile.tailBytes)
        guard lseek(fd, off_t(start), SEEK_SET) == off_t(start) else { return [] }
        var bytes = [UInt8](repeating: 0, count: size - start)
        var filled = 0
        while filled < bytes.count {
            let n = bytes[filled...].withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { break }
            filled += n
        }
        var text = bytes[..<filled]
        // Started mid-file: the first line is probably cut.
        if start > 0, let newline = text.firstIndex(of: UInt8(ascii: "\n")) { text = text[(newline + 1)...] }
        let lines = String(decoding: text, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: true)
        let entries = lines.suffix(max(0, limit)).map { Self.decode($0) }
        if start > 0 || lines.count > 2 * max(limit, 1) { compact(entries) }
        return entries
    }

    /// How much of the end of the file `load` reads.
    static let tailBytes = 1 << 20

    /// Appends one entry, creating the folder and the file (private to the user) if needed.
    /// The line is written with a single `write` on an `O_APPEND` descriptor, so REPLs running
    /// side by side do not interleave their entries.
    public func append(_ entry: String) throws {
        try createFolder()
        let fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_NONBLOCK | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw WriteError(description: Self.reason(errno)) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            throw WriteError(description: "it is not a regular file")
        }
        try Self.writeAll(fd, Array((Self.encode(entry) + "\n").utf8))
    }

    /// The entry as one line of the file.
    public static func encode(_ entry: String) -> String {
        var line = ""
        line.reserveCapacity(entry.utf8.count)
        for scalar in entry.unicodeScalars {
            switch scalar {
            case "\\": line += "\\\\"
            case "\n": line += "\\n"
            case "\r": line += "\\r"
            default: line.unicodeScalars.append(scalar)
            }
        }
        return line
    }

    /// The entry a line of the file holds. Unknown escapes are kept as they are.
    public static func decode(_ line: Substring) -> String {
        var entry = ""
        var escaped = false
        for scalar in line.unicodeScalars {
            if escaped {
                switch scalar {
                case "n": entry += "\n"
                case "r": entry += "\r"
                case "\\": entry += "\\"
                default: entry += "\\"; entry.unicodeScalars.append(scalar)
                }
                escaped = false
            } else if scalar == "\\" {
                escaped = true
            } else {
                entry.unicodeScalars.append(scalar)
            }
        }
        if escaped { entry += "\\" }
        return entry
    }

    private func createFolder() throws {
        let folder = (path as NSString).deletingLastPathComponent
        guard !folder.isEmpty, !FileManager.default.fileExists(atPath: folder) else { return }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
        } catch {
            throw WriteError(description: "cannot create the folder `\(folder)`")
        }
    }

    /// Rewrites the file with `entries` through a temporary file and a rename, so a crash
    /// midway leaves the old file whole. Failure is harmless: the file just stays long.
    private func compact(_ entries: [String]) {
        let temporary = path + ".\(getpid()).tmp"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return }
        let text = entries.map { Self.encode($0) + "\n" }.joined()
        let written = (try? Self.writeAll(fd, Array(text.utf8))) != nil
        close(fd)
        if !written || rename(temporary, path) != 0 { unlink(temporary) }
    }

    private static func writeAll(_ fd: Int32, _ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw WriteError(description: reason(errno))
            }
            offset += n
        }
    }

    private static func reason(_ code: Int32) -> String {
        switch code {
        case EACCES, EPERM: return "permission denied"
        case ENOSPC: return "no space left on the device"
        case ENOENT, ENOTDIR: return "no such folder"
        case EROFS: return "read-only file system"
        default: return String(cString: strerror(code)).lowercased()
        }
    }
}
