/// `import Widgets` (a module bundled in the binary) and `import "helpers.sri"` (a user file),
/// and what a module declares, for `:browse`.
extension Interpreter {
    /// How `import "path"` finds files. The session provides one; the language never opens files
    /// itself (scripts stay unable to touch the machine, except through what their user ran).
    public struct FileImporter {
        /// Resolves `path` as written in `importer` and reads it: the name diagnostics use for the
        /// file, a key that is the same for every spelling of the same file, and its text; or a
        /// reason, such as "no such file".
        public var load: (_ path: String, _ importer: SourceFile) -> Result<(name: String, key: String, text: String), ImportFailure>
        public init(load: @escaping (String, SourceFile) -> Result<(name: String, key: String, text: String), ImportFailure>) {
            self.load = load
        }
    }

    /// Why a file could not be imported, in words for the user.
    public struct ImportFailure: Error {
        public var reason: String
        public init(_ reason: String) { self.reason = reason }
    }

    /// Module names `import` accepts without doing anything: the Swift standard library and
    /// Foundation are what the prelude already is.
    static let builtinModules: Set<String> = ["Swift", "Foundation"]

    /// Runs an `import`. Importing what is already imported does nothing.
    func runImport(_ decl: ImportDecl, in file: SourceFile, emit: (Event) -> Void) -> Bool {
        switch decl.target {
        case .module(let name):
            if importedModules.contains(name) || Interpreter.builtinModules.contains(name) { return true }
            guard let source = BundledModules.sources[name] else {
                emit(.failed(unknownModule(name, at: decl.targetRange, in: file)))
                return false
            }
            importedModules.insert(name)
            if !load(SourceFile(name: "<\(name)>", text: source), emit: emit) {
                importedModules.remove(name)
                return false
            }
            return true
        case .file(let path):
            guard let importer = fileImporter else {
                emit(.failed(Diagnostic(.checker, "importing files is not available here", at: decl.targetRange, in: file)))
                return false
            }
            switch importer.load(path, file) {
            case .failure(let failure):
                emit(.failed(Diagnostic(.checker, "cannot import `\(path)`: \(failure.reason)", at: decl.targetRange,
                                        in: file, helps: ["a path is relative to the file that imports it"])))
                return false
            case .success(let found):
                if importedFiles.contains(found.key) { return true }
                // Marked before running, so a file that imports itself (or a cycle) stops there.
                importedFiles.insert(found.key)
                if !load(SourceFile(name: found.name, text: found.text), emit: emit) {
                    importedFiles.remove(found.key)
                    return false
                }
                return true
            }
        }
    }

    /// Runs an imported file's statements quietly: its declarations print nothing, its `print`
    /// output and errors show as usual.
    private func load(_ file: SourceFile, emit: (Event) -> Void) -> Bool {
        importDepth += 1
        // The imported file's declarations are visible throughout it, not the importer's.
        let outer = (hoisting, checker.seesWholeFile)
        hoisting = nil
        defer {
            importDepth -= 1
            hoisting = outer.0
            checker.seesWholeFile = outer.1
        }
        return execute(file) { event in
            switch event {
            case .printed, .failed: emit(event)
            case .bound, .declared, .result: break
            }
        }
    }

    private func unknownModule(_ name: String, at range: SourceRange, in file: SourceFile) -> Diagnostic {
        let known = BundledModules.sources.keys.sorted()
        var helps: [String] = []
        if ["UIKit", "AppKit", "SwiftUI", "Cocoa"].contains(name) {
            helps.append("`import Widgets` gives value-type stand-ins for the views and styles the lessons use")
        } else if let near = Suggestions.closest(to: name, among: known) {
            helps.append("did you mean `\(near)`?")
        }
        helps.append("the modules are " + known.map { "`\($0)`" }.joined(separator: ", ")
                     + "; `import \"file.sri\"` imports a file of your own")
        return Diagnostic(.checker, "no such module `\(name)`", at: range, in: file, helps: helps)
    }
}
