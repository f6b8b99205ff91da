import Foundation
import Testing
@testable import SrirachaSession

/// `:save` writes only for keyboard entries of a session its creator allowed to write files.
@Suite struct SaveCapabilityTests {
    func folder() -> String {
        let path = NSTemporaryDirectory() + "sriracha-save-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func aSessionWithoutTheCapabilityRefuses() {
        let dir = folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let (status, out) = runOne(Session(), ":save \(dir)/a.sri")
        #expect(status == .failed)
        #expect(out.hasPrefix("error: `:save` works only in an interactive session\n"))
        #expect(!FileManager.default.fileExists(atPath: dir + "/a.sri"))
    }

    @Test func entriesFromAFileRefuseEvenWhenKeyboardEntriesMayWrite() {
        let dir = folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let session = Session(capabilities: .writeFiles)
        var out = ""
        let status = session.runFile("let x = 1\n:save \(dir)/b.sri\n", fileName: "s.sri") {
            if case .error(let e) = $0 { out += e }
        }
        #expect(status == .failed)
        #expect(out.hasPrefix("error: `:save` works only in an interactive session\n"))
        #expect(!FileManager.default.fileExists(atPath: dir + "/b.sri"))
        #expect(runOne(session, ":save \(dir)/b.sri").0 == .ok)
        #expect(FileManager.default.fileExists(atPath: dir + "/b.sri"))
    }
}

/// The one writer behind `:save` and `--update`.
@Suite struct AtomicFileWriterTests {
    func folder() -> String {
        let path = NSTemporaryDirectory() + "sriracha-writer-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    func contents(_ dir: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).sorted()
    }

    @Test func keepsTheOriginalsPermissions() throws {
        let dir = folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/p.sri"
        FileManager.default.createFile(atPath: path, contents: Data("old".utf8), attributes: [.posixPermissions: 0o640])
        try AtomicFileWriter.write("new", to: path)
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o640)
        #expect(String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self) == "new")
        #expect(contents(dir) == ["p.sri"])
    }

    @Test func writesThroughASymbolicLink() throws {
        let dir = folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        FileManager.default.createFile(atPath: dir + "/real.sri", contents: Data("old".utf8))
        try FileManager.default.createSymbolicLink(atPath: dir + "/link.sri", withDestinationPath: dir + "/real.sri")
        try AtomicFileWriter.write("new", to: dir + "/link.sri")
        #expect(FileManager.default.contents(atPath: dir + "/real.sri") == Data("new".utf8))
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: dir + "/link.sri")) == dir + "/real.sri")
    }

    @Test func refusesAFolderAndLeavesNothingBehind() {
        let dir = folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try? FileManager.default.createDirectory(atPath: dir + "/sub", withIntermediateDirectories: true)
        #expect(throws: AtomicFileWriter.Failure.notARegularFile) { try AtomicFileWriter.write("x", to: dir + "/sub") }
        #expect(contents(dir) == ["sub"])
    }

    @Test func aChangedOriginalIsNotOverwritten() {
        let dir = folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/c.sri"
        FileManager.default.createFile(atPath: path, contents: Data("edited".utf8))
        #expect(throws: AtomicFileWriter.Failure.changedOnDisk) {
            try AtomicFileWriter.write("new", to: path, replacing: Array("read".utf8))
        }
        #expect(FileManager.default.contents(atPath: path) == Data("edited".utf8))
        #expect(contents(dir) == ["c.sri"])
    }

    @Test func aMissingFolderIsAnErrorWithoutLeftovers() {
        #expect(throws: AtomicFileWriter.Failure.self) {
            try AtomicFileWriter.write("x", to: "/nonexistent-folder-\(UUID().uuidString)/x.sri")
        }
    }
}
