import Testing
@testable import SrirachaSession

/// Completion lists what `extension` added to a built-in type next to its own members.
@Suite struct ExtensionCompletionTests {
    @Test func builtinTypeMembersAddedByExtension() {
        let session = Session()
        session.run("extension Int { var squared: Int { self * self }; func squaredPlus(_ n: Int) -> Int { squared + n } }") { _ in }
        session.run("let n = 3") { _ in }
        #expect(session.completions(for: "n.squ") == ["squared", "squaredPlus"])
        session.run("extension String { func shout() -> String { uppercased() } }") { _ in }
        #expect(session.completions(for: "\"hi\".sho") == ["shout"])
    }

    @Test func failedExtensionAddsNothing() {
        let session = Session()
        session.run("extension Int { var cube: Int { self * self * self }; func bad() -> String { self } }") { _ in }
        session.run("let n = 3") { _ in }
        #expect(session.completions(for: "n.cub") == [])
    }
}
