import Foundation

/// Replaces or creates a file so that nobody ever sees it half written, and so that a file
/// planted in the folder cannot redirect the write: `:save` and `sriracha test --update` both
/// write through here.
///
/// The text goes to a temporary file with an unpredictable name in the same folder, created
/// exclusively (`O_EXCL`, never through a symbolic link), given the original's permissions,
/// flushed to disk and renamed over the target. Whatever fails, no temporary file is left.
public enum AtomicFileWriter {
    /// Why a write did not happen; the target is untouched in every case.
    public enum Failure: Error, Equatable, Sendable, CustomStringConvertible {
        /// The target (or the file a symbolic link points to) cannot be looked at.
        case cannotInspect(String)
        /// The target exists but is a folder, a device or some other non-regular file.
        case notARegularFile
        /// The file exists and its permissions forbid writing it: replacing it by renaming
        /// would get around them, so it is left alone.
        case readOnly
        case cannotCreateTemporary(String)
        /// Writing or flushing the temporary file failed (disk full, quota).
        case writeFailed
        /// The file no longer holds the bytes it was read with.
        case changedOnDisk
        case cannotRename(String)

        public var description: String {
            switch self {
            case .cannotInspect(let reason): return reason
            case .notARegularFile: return "it is not a regular file"
            case .readOnly: return "it is read-only"
            case .cannotCreateTemporary(let reason): return "cannot create a temporary file in its folder (\(reason))"
            case .writeFailed: return "writing failed (disk full?)"
            case .changedOnDisk: return "it changed on disk meanwhile"
            case .cannotRename(let reason): return reason
            }
        }
    }

    /// Writes `text` to `path`. A symbolic link at `path` is written through, not replaced.
    /// With `original`, the write happens only if the file still holds exactly those bytes
    /// (an editor that saved meanwhile wins); without it a missing file is created.
    public static func write(_ text: String, to path: String, replacing original: [UInt8]? = nil) throws(Failure) {
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        var info = stat()
        var mode: mode_t? = nil
        if lstat(target, &info) == 0 {
            guard (info.st_mode & S_IFMT) == S_IFREG else { throw .notARegularFile }
            // The owner's write bit too: `access` says yes to root whatever the permissions.
            guard access(target, W_OK) == 0, info.st_mode & S_IWUSR != 0 else { throw .readOnly }
            mode = info.st_mode & 0o7777
        } else if errno != ENOENT || original != nil {
            throw .cannotInspect(String(cString: strerror(errno)))
        }
        let folder = (target as NSString).deletingLastPathComponent
        let base = (target as NSString).lastPathComponent
        let temp = (folder.isEmpty ? "." : folder)
            + "/.\(base).sriracha-\(getpid())-\(String(UInt64.random(in: 0...UInt64.max), radix: 36)).tmp"
        // O_EXCL with O_CREAT never follows a symbolic link; O_NOFOLLOW says so twice.
        let fd = open(temp, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode ?? 0o666)
        guard fd >= 0 else { throw .cannotCreateTemporary(String(cString: strerror(errno))) }
        var ok = true
        // The umask may have narrowed the permissions `open` gave; the original's are kept.
        if let mode, fchmod(fd, mode) != 0 { ok = false }
        let bytes = Array(text.utf8)
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while ok && offset < buffer.count {
                let n = Foundation.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { ok = false; return }
                offset += n
            }
        }
        if fsync(fd) != 0 { ok = false }
        if close(fd) != 0 { ok = false }
        guard ok else {
            unlink(temp)
            throw .writeFailed
        }
        if let original {
            guard let now = FileManager.default.contents(atPath: target), [UInt8](now) == original else {
                unlink(temp)
                throw .changedOnDisk
            }
        }
        guard rename(temp, target) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temp)
            throw .cannotRename(reason)
        }
    }
}
