import Foundation
import SrirachaLanguage

/// `import "path.sri"`: the session reads the files its entries import. A relative path starts
/// from the folder of the importing file; an entry typed at the REPL imports from the current
/// folder, and an entry from a file named without its folder (a transcript) from
/// `importDirectory`.
extension Session {
    /// The largest file `import` reads.
    static let maxImportSize: Int64 = 16_000_000

    func makeFileImporter() -> Interpreter.FileImporter {
        Interpreter.FileImporter { [weak self] path, importer in
            Session.load(path, from: importer, base: self?.importDirectory)
        }
    }

    static func load(_ path: String, from importer: SourceFile, base: String?)
        -> Result<(name: String, key: String, text: String), Interpreter.ImportFailure> {
        guard !path.isEmpty else { return .failure(.init("the path is empty")) }
        // Diagnostics inside the imported file name it as the importer's folder plus `path`.
        let folder = importer.name.hasPrefix("<") ? "" : (importer.name as NSString).deletingLastPathComponent
        let name = path.hasPrefix("/") || folder.isEmpty ? path : folder + "/" + path
        let root = base ?? FileManager.default.currentDirectoryPath
        let full = name.hasPrefix("/") ? name : root + "/" + name
        let key = URL(fileURLWithPath: full).standardizedFileURL.resolvingSymlinksInPath().path
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: key, isDirectory: &isFolder) else {
            return .failure(.init("no such file"))
        }
        if isFolder.boolValue { return .failure(.init("it is a folder")) }
        // Only regular files of a sensible size: `/dev/zero` or a fifo would never end.
        let attributes = try? FileManager.default.attributesOfItem(atPath: key)
        guard attributes?[.type] as? FileAttributeType == .typeRegular else {
            return .failure(.init("it is not a regular file"))
        }
        if let size = attributes?[.size] as? NSNumber, size.int64Value > Session.maxImportSize {
            return .failure(.init("it is larger than \(Session.maxImportSize / 1_000_000) MB"))
        }
        guard let data = FileManager.default.contents(atPath: key) else {
            return .failure(.init("it cannot be read"))
        }
        return .success((name: name, key: key, text: String(decoding: data, as: UTF8.self)))
    }
}
