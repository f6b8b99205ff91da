import Testing
@testable import SrirachaLanguage

@Test func preludeChecksWithoutDiagnostics() {
    let h = CheckerHarness()
    #expect(h.preludeProblems == [])
}

@Test func preludeTypes() {
    let h = CheckerHarness()
    #expect(h.type("id") == "(A) -> A")
    #expect(h.type("flip") == "((A) -> (B) -> C) -> (B) -> (A) -> C")
    #expect(h.type("compose") == "((A) -> B, (B) -> C) -> (A) -> C")
    let names = h.checker.globalNames().filter { $0.name == "curry" }.map { "\($0.scheme)" }
    #expect(names.contains("<A, B, C>((A, B) -> C) -> (A) -> (B) -> C"))
}
