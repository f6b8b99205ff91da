import Foundation

/// Writes a file by way of a temporary file in the same folder and a rename, after checking
/// that nobody changed the file since it was read: a crash, a full disk or an editor saving at
/// the same time never leaves a half-written or silently overwritten file.
enum AtomicWriter {
    static func write(_ text: String, to path: String, replacing original: [UInt8]) throws {
        // Write through a symbolic link, not over it.
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        var info = stat()
        guard stat(target, &info) == 0 else {
            throw TranscriptError("\(path): cannot update: \(String(cString: strerror(errno)))")
        }
        let folder = (target as NSString).deletingLastPathComponent
        let base = (target as NSString).lastPathComponent
        let temp = (folder.isEmpty ? "." : folder) + "/.\(base).sriracha-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
        let fd = open(temp, O_WRONLY | O_CREAT | O_EXCL, info.st_mode & 0o7777)
        guard fd >= 0 else {
            throw TranscriptError("\(path): cannot update: cannot create a temporary file in its folder (\(String(cString: strerror(errno))))")
        }
        var ok = true
        let bytes = Array(text.utf8)
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
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
            throw TranscriptError("\(path): cannot update: writing failed (disk full?); the file was left untouched")
        }
        // Compare contents just before the rename: an editor may have saved the file while
        // the test ran, and its change must win over ours.
        guard let now = FileManager.default.contents(atPath: target), [UInt8](now) == original else {
            unlink(temp)
            throw TranscriptError("\(path): changed on disk while it was being tested; not updated (run again)")
        }
        guard rename(temp, target) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temp)
            throw TranscriptError("\(path): cannot update: \(reason); the file was left untouched")
        }
    }
}
