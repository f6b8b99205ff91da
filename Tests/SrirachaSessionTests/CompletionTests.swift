import Foundation
import Testing
@testable import SrirachaSession

/// Tab completion offers (`Session+Completion.swift`).
@Suite struct SessionCompletionTests {
    @Test func commandNamesAfterAColon() {
        let session = Session()
        let all = session.completionOffer(for: ":")
        #expect(all.token == ":")
        #expect(all.appendsSpace)
        #expect(all.candidates.map(\.text).contains(":help"))
        #expect(all.candidates.allSatisfy { $0.detail != nil })
        #expect(session.completions(for: ":ty") == [":type"])
        #expect(session.completions(for: "  :q") == [":quit"])
        #expect(session.completions(for: ":zz").isEmpty)
    }

    @Test func helpCompletesCommandNames() {
        let session = Session()
        #expect(session.completions(for: ":help ty").contains("type"))
        #expect(session.completions(for: ":help :sa") == [":save"])
    }

    @Test func filePathsAfterSave() throws {
        let folder = NSTemporaryDirectory() + "sriracha-completion-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/lessons", withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: folder + "/lesson.sri", contents: Data())
        _ = FileManager.default.createFile(atPath: folder + "/.hidden.sri", contents: Data())
        let session = Session()
        let offer = session.completionOffer(for: ":save \(folder)/les")
        #expect(offer.token == "\(folder)/les")
        #expect(offer.candidates.map(\.text) == ["\(folder)/lesson.sri", "\(folder)/lessons/"])
        #expect(!offer.appendsSpace)
        #expect(session.completions(for: ":save \(folder)/.h") == ["\(folder)/.hidden.sri"])
        #expect(session.completions(for: ":save /nonexistent-folder/x").isEmpty)
    }

    @Test func keywordsAndNamesInCode() {
        let session = Session()
        let offer = session.completionOffer(for: "let f = fu")
        #expect(offer.token == "fu")
        #expect(offer.candidates.map(\.text).contains("func"))
        #expect(session.completions(for: "1 + ").isEmpty)
        #expect(session.completions(for: "12").isEmpty)
    }

    @Test func nothingInsideAString() {
        let session = Session()
        #expect(session.completions(for: #"print("fu"#).isEmpty)
        #expect(session.completions(for: #"print("a\"fu"#).isEmpty)
        #expect(session.completions(for: #"print("a") + fu"#).contains("func"))
    }

    @Test func namesInScopeWithTheirTypes() {
        let session = Session()
        session.run("let counter = 1") { _ in }
        session.run("func countUp(_ n: Int) -> Int { n + 1 }") { _ in }
        let offer = session.completionOffer(for: "1 + countU")
        #expect(offer.candidates.map(\.text) == ["countUp"])
        #expect(session.completions(for: "1 + counte") == ["counter"])
        #expect(offer.candidates.first?.detail == "(Int) -> Int")
        // `$R` results only when asked for.
        session.run("2") { _ in }
        #expect(!session.completions(for: "$").isEmpty)
    }

    @Test func membersAfterADot() {
        let session = Session()
        session.run("struct Point { var x: Int; var y: Int }") { _ in }
        session.run("let p = Point(x: 1, y: 2)") { _ in }
        #expect(session.completions(for: "p.") == ["x", "y"])
        #expect(session.completions(for: "nothing.x").isEmpty)
        #expect(session.completions(for: "[1, 2].ma").contains("map"))
        #expect(session.completions(for: #""abc".uppercas"#) == ["uppercased"])
    }
}
