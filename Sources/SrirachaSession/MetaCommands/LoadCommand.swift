import Foundation
import SrirachaLanguage

/// `:load FILE…` — runs scripts (or lessons) into the session, in order, as `sriracha run`
/// would; `:reload` runs them again after a reset.
struct LoadCommand: MetaCommand {
    static let name = "load"
    static let aliases = ["l"]
    static let synopsis = "FILE…"
    static let summary = "run scripts or lessons into the session (`:reload` reruns them)"
    static let details = "Loading stops at the first error; what ran before it stays defined."
    static let argumentKind = MetaArgumentKind.paths

    static func run(_ argument: String, in session: Session, emit: (Session.Output) -> Void) -> Session.Status {
        let paths = Session.splitPaths(argument)
        guard !paths.isEmpty else {
            emit(.error("error: `:load` needs a file name\nhelp: for example `:load lesson.sri`\n"))
            return .failed
        }
        return session.load(paths, emit: emit)
    }
}

/// `:reload` — forgets everything, then runs the loaded files again (after editing them).
struct ReloadCommand: MetaCommand {
    static let name = "reload"
    static let aliases = ["r"]
    static let summary = "forget everything, then run the loaded files again"

    static func run(_ argument: String, in session: Session, emit: (Session.Output) -> Void) -> Session.Status {
        let paths = session.loadedFiles
        guard !paths.isEmpty else {
            emit(.error("error: no files are loaded\nhelp: `:load FILE` loads one\n"))
            return .failed
        }
        session.reset()
        return session.load(paths, emit: emit)
    }
}

extension Session {
    /// Runs each file into the session (remembering it for `:reload`), stopping at the first
    /// file that cannot be read or fails.
    public func load(_ paths: [String], emit: (Output) -> Void) -> Status {
        for path in paths {
            if !loadedFiles.contains(path) { loadedFiles.append(path) }
            let expanded = (path as NSString).expandingTildeInPath
            guard let data = FileManager.default.contents(atPath: expanded) else {
                var isFolder: ObjCBool = false
                let reason = FileManager.default.fileExists(atPath: expanded, isDirectory: &isFolder)
                    ? (isFolder.boolValue ? "it is a folder" : "permission denied") : "no such file"
                var message = "error: cannot read `\(path)`: \(reason)\n"
                if reason == "no such file", let near = Session.nearbyFile(to: expanded) {
                    message += "help: did you mean `\(near)`?\n"
                }
                emit(.error(message))
                return .failed
            }
            let status = runFile(String(decoding: data, as: UTF8.self), fileName: path, emit: emit)
            if status != .ok { return status }
        }
        return .ok
    }

    /// `a.sri "my file.sri"` → the two paths; quotes keep spaces.
    static func splitPaths(_ text: String) -> [String] {
        var paths: [String] = []
        var current = ""
        var quote: Character?
        for c in text {
            if let q = quote {
                if c == q { quote = nil } else { current.append(c) }
            } else if c == "\"" || c == "'" {
                quote = c
            } else if c == " " || c == "\t" {
                if !current.isEmpty { paths.append(current); current = "" }
            } else {
                current.append(c)
            }
        }
        if !current.isEmpty { paths.append(current) }
        return paths
    }

    /// A file in the same folder whose name is a likely typo of the missing one.
    static func nearbyFile(to path: String) -> String? {
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder),
              let near = Suggestions.closest(to: name, among: names) else { return nil }
        return folder.isEmpty ? near : (folder as NSString).appendingPathComponent(near)
    }
}
