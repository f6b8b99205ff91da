import Foundation

/// Turns the paths given to `sriracha test` into the files to run.
enum Discovery {
    /// A file to run, optionally only up to one line (`lesson.sri:12`).
    struct Target: Equatable {
        var path: String
        var line: Int?
    }

    /// Files (`x.sri`, `x.md`, any file named explicitly), folders (searched recursively for
    /// `*.sri` and `*.md`, hidden folders skipped, sorted), and `FILE:LINE`. Paths that do
    /// not exist come back as errors. `filter` keeps files whose path contains it.
    static func targets(for paths: [String], filter: String?) -> (targets: [Target], errors: [(path: String, message: String)]) {
        var targets: [Target] = []
        var errors: [(path: String, message: String)] = []
        var seen = Set<String>()
        func add(_ target: Target) {
            if let filter, !filter.isEmpty, !target.path.contains(filter) { return }
            guard seen.insert(target.path + ":" + (target.line.map(String.init) ?? "")).inserted else { return }
            targets.append(target)
        }
        let files = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            if files.fileExists(atPath: path, isDirectory: &isDirectory) {
                if isDirectory.boolValue {
                    search(path).forEach { add(Target(path: $0, line: nil)) }
                } else {
                    add(Target(path: path, line: nil))
                }
            } else if let (file, line) = splitLine(path), files.fileExists(atPath: file, isDirectory: &isDirectory),
                      !isDirectory.boolValue {
                add(Target(path: file, line: line))
            } else {
                errors.append((path, "\(path): no such file or folder"))
            }
        }
        return (targets, errors)
    }

    /// `lesson.sri:12` → (`lesson.sri`, 12).
    static func splitLine(_ path: String) -> (String, Int)? {
        guard let colon = path.lastIndex(of: ":") else { return nil }
        let number = path[path.index(after: colon)...]
        guard !number.isEmpty, number.allSatisfy(\.isASCII), number.allSatisfy(\.isNumber),
              let line = Int(number), line > 0 else { return nil }
        return (String(path[..<colon]), line)
    }

    /// A `.swift` file is a test when it records output: a line that starts with `//>` or `//!`
    /// (other Swift files of a project are left alone).
    static func isAnnotatedProgram(_ path: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: path), data.count <= 4_000_000 else { return false }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").contains { line in
            let t = line.drop { $0 == " " || $0 == "\t" }
            return t.hasPrefix("//>") || t.hasPrefix("//!")
        }
    }

    /// Every `*.sri` and `*.md` below `folder`, and every `*.swift` with recorded output (see
    /// `isAnnotatedProgram`), sorted, skipping hidden files and folders (`.build`, `.git`,
    /// temporary files of an interrupted update).
    static func search(_ folder: String) -> [String] {
        let root = folder.count > 1 && folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
        var found: [String] = []
        while let relative = walker.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") {
                walker.skipDescendants()
                continue
            }
            let lower = name.lowercased()
            let full = (root.hasSuffix("/") ? root : root + "/") + relative
            guard lower.hasSuffix(".sri") || lower.hasSuffix(".md") || (lower.hasSuffix(".swift") && isAnnotatedProgram(full))
            else { continue }
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue {
                found.append(full)
            }
        }
        return found.sorted()
    }
}
