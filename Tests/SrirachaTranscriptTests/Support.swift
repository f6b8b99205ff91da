import Foundation
@testable import SrirachaTranscript
import SrirachaSession
import SrirachaLanguage

/// A stand-in for the language: each line is a statement (indented lines and `}` continue the
/// one above), and statements are tiny commands separated by `;`:
/// `let x = 5` → `x: Int = 5`, `echo TEXT`, `write TEXT` (no newline), `err TEXT` (an error
/// that stops the group), `loop` (partial output, then the time limit).
final class FakeRunner: StatementRunner {
    struct Call: Equatable {
        var code: String
        var fileName: String
        var firstLine: Int
        var limits: StatementLimits
    }
    var calls: [Call] = []
    /// Called before each statement runs (to change files on disk mid-run).
    var beforeRun: (() -> Void)?

    func entries(in text: String) -> [Session.EntrySlice] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var groups: [Session.EntrySlice] = []
        for (i, line) in lines.enumerated() {
            let body = line.trimmingCharacters(in: .whitespaces)
            if body.isEmpty || body.hasPrefix("//") { continue }
            let continues = (line.first == " " || line.first == "\t" || body.hasPrefix("}"))
            if continues, let last = groups.last, last.lastLine == i {
                groups[groups.count - 1].lastLine = i + 1
                groups[groups.count - 1].text += line + "\n"
            } else {
                groups.append(Session.EntrySlice(text: line + "\n", firstLine: i + 1, lastLine: i + 1))
            }
        }
        return groups
    }

    func run(_ text: String, fileName: String, firstLine: Int, limits: StatementLimits) -> StatementResult {
        beforeRun?()
        calls.append(Call(code: text, fileName: fileName, firstLine: firstLine, limits: limits))
        var outputs: [Session.Output] = []
        for line in text.split(separator: "\n") {
            for piece in line.split(separator: ";") {
                let command = piece.trimmingCharacters(in: .whitespaces)
                let raw = piece.drop { $0 == " " }
                let argument = raw.split(separator: " ", maxSplits: 1).dropFirst().first.map(String.init) ?? ""
                let unescaped = argument.replacingOccurrences(of: "\\t", with: "\t")
                if command.hasPrefix("let ") {
                    let parts = argument.trimmingCharacters(in: .whitespaces).components(separatedBy: " = ")
                    outputs.append(.text("\(parts[0]): Int = \(parts.count > 1 ? parts[1] : "0")\n"))
                } else if command.hasPrefix("echo") {
                    outputs.append(.text(unescaped + "\n"))
                } else if command.hasPrefix("write ") {
                    outputs.append(.text(unescaped))
                } else if command.hasPrefix("err ") {
                    outputs.append(.error("error: \(argument.trimmingCharacters(in: .whitespaces))\n--> \(fileName):\(firstLine):1\n"))
                    return StatementResult(outputs: outputs, failed: true)
                } else if command == "loop" {
                    outputs.append(.text("partial\n"))
                    outputs.append(.error("error: time limit exceeded\n"))
                    return StatementResult(outputs: outputs, failed: true, runaway: true)
                }
            }
        }
        return StatementResult(outputs: outputs, failed: false)
    }
}

/// A folder of files for one test, removed afterwards.
final class Scratch {
    let root: String

    init() {
        root = NSTemporaryDirectory() + "sriracha-transcript-tests-" + UUID().uuidString
        try? FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    @discardableResult
    func write(_ name: String, _ text: String) -> String {
        write(name, bytes: Array(text.utf8))
    }

    @discardableResult
    func write(_ name: String, bytes: [UInt8]) -> String {
        let path = root + "/" + name
        try? FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                 withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
        return path
    }

    func read(_ name: String) -> String {
        String(decoding: FileManager.default.contents(atPath: root + "/" + name) ?? Data(), as: UTF8.self)
    }

    func bytes(_ name: String) -> [UInt8] {
        [UInt8](FileManager.default.contents(atPath: root + "/" + name) ?? Data())
    }

    var files: [String] { (try? FileManager.default.contentsOfDirectory(atPath: root))?.sorted() ?? [] }
}

/// Runs `sriracha test` with the fake runner; returns the exit code and both outputs.
func runTest(_ paths: [String], update: Bool = false, environment: [String: String] = [:],
             configure: (inout TestOptions) -> Void = { _ in },
             runner: @escaping () -> StatementRunner = { FakeRunner() }) -> (code: Int32, out: String, err: String) {
    var options = TestOptions(paths: paths)
    options.update = update
    configure(&options)
    var out = "", err = ""
    let code = TestRun(options: options, makeRunner: runner, output: { out += $0 },
                       errorOutput: { err += $0 }, environment: environment).run()
    return (code, out, err)
}

/// Parses text with the fake splitter.
func parse(_ text: String, name: String = "t.sri") throws -> AnnotatedFile {
    try AnnotatedFile(path: name, bytes: Array(text.utf8), entries: FakeRunner().entries(in:))
}

extension String {
    /// The last line (the summary).
    var lastLine: String {
        split(separator: "\n").last.map(String.init) ?? ""
    }
}
