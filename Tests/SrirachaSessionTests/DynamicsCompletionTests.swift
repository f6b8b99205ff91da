import Testing
@testable import SrirachaSession

/// Completion knows dynamics: their members, `:why`/`:graph` names, `:trace` modes.
@Suite struct DynamicsCompletionTests {
    @Test func membersNamesAndModes() {
        let session = Session()
        session.run("let price = Dynamic(10)") { _ in }
        session.run("let doubled = price.map { $0 * 2 }") { _ in }
        session.run("let plain = 3") { _ in }
        #expect(session.completions(for: "price.ma") == ["map"])
        #expect(session.completions(for: "doubled.obs") == ["observe"])
        #expect(session.completions(for: "price.va") == ["value"])
        #expect(session.completions(for: ":why ") == ["doubled", "price"])
        #expect(session.completions(for: ":graph d") == ["doubled"])
        #expect(session.completions(for: ":trace f") == ["full"])
        #expect(session.completions(for: ":tr") == [":trace"])
    }
}
