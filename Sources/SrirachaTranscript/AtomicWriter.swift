import SrirachaSession

/// `--update`'s write: `AtomicFileWriter` (a temporary file and a rename), after checking that
/// nobody changed the file since it was read, so a crash, a full disk or an editor saving at
/// the same time never leaves a half-written or silently overwritten file.
enum AtomicWriter {
    static func write(_ text: String, to path: String, replacing original: [UInt8]) throws {
        do {
            try AtomicFileWriter.write(text, to: path, replacing: original)
        } catch .changedOnDisk {
            throw TranscriptError("\(path): changed on disk while it was being tested; not updated (run again)")
        } catch .writeFailed {
            throw TranscriptError("\(path): cannot update: writing failed (disk full?); the file was left untouched")
        } catch .cannotRename(let reason) {
            throw TranscriptError("\(path): cannot update: \(reason); the file was left untouched")
        } catch {
            throw TranscriptError("\(path): cannot update: \(error)")
        }
    }
}
