import Foundation

/// The built `sriracha` executable, next to the test bundle.
enum CLI {
    static let executable: String = {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent()
        for folder in [beside, beside.deletingLastPathComponent()] {
            let candidate = folder.appendingPathComponent("sriracha").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return root.appendingPathComponent(".build/debug/sriracha").path
    }()

    struct Result {
        var out: String
        var err: String
        var code: Int32
    }

    /// Runs `sriracha ARGS` in `folder` with `input` piped to standard input (never a terminal).
    static func run(_ arguments: [String], input: String = "", in folder: String,
                    environment: [String: String?] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = "1"
        for (k, v) in environment { env[k] = v }  // nil removes the variable
        process.environment = env
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let out = stdout.fileHandleForReading.readDataToEndOfFile()
        let err = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(out: String(decoding: out, as: UTF8.self), err: String(decoding: err, as: UTF8.self),
                      code: process.terminationStatus)
    }
}

/// A fresh folder under the temporary folder, removed when the value goes away.
final class Scratch {
    let root: String

    init() {
        root = NSTemporaryDirectory() + "sriracha-cli-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    @discardableResult
    func write(_ name: String, _ text: String) -> String {
        let path = root + "/" + name
        FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        return path
    }

    func read(_ name: String) -> String? {
        FileManager.default.contents(atPath: root + "/" + name).map { String(decoding: $0, as: UTF8.self) }
    }

    func exists(_ name: String) -> Bool { FileManager.default.fileExists(atPath: root + "/" + name) }
}
