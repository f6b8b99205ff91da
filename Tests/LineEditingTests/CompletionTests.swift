import Testing
@testable import LineEditing

private func offer(_ token: String, _ names: [String], space: Bool = false) -> Completions {
    Completions(token: token, candidates: names.map { .init($0) }, appendsSpace: space)
}

@Test func singleCandidateIsCompleted() {
    let action = CompletionAction.resolve(before: "1 + cou", offer("cou", ["counter"]))
    #expect(action == CompletionAction(insertion: "nter"))
}

@Test func commandNameGetsASpace() {
    let action = CompletionAction.resolve(before: ":ty", offer(":ty", [":type"], space: true))
    #expect(action.insertion == "pe ")
}

@Test func severalCandidatesCompleteTheirCommonPrefix() {
    let action = CompletionAction.resolve(before: "co", offer("co", ["counter", "count", "compose"]))
    #expect(action == CompletionAction(listing: [.init("counter"), .init("count"), .init("compose")]))
    let narrower = CompletionAction.resolve(before: "cou", offer("cou", ["counter", "count"]))
    #expect(narrower.insertion == "nt")
    #expect(narrower.listing.isEmpty)
}

@Test func commonPrefixNeverSplitsACharacter() {
    #expect(CompletionAction.commonPrefix("café", "cafe") == "caf")
    #expect(CompletionAction.commonPrefix("é→a", "é→b") == "é→")
    let action = CompletionAction.resolve(before: "x", offer("x", ["x→1", "x→2"]))
    #expect(action.insertion == "→")
}

@Test func candidatesNotExtendingTheTokenAreIgnored() {
    let action = CompletionAction.resolve(before: "ab", offer("ab", ["xyz", "abc"]))
    #expect(action.insertion == "c")
}

@Test func nothingToComplete() {
    #expect(CompletionAction.resolve(before: "zz", .none) == CompletionAction())
    #expect(CompletionAction.resolve(before: "zz", offer("zz", [])) == CompletionAction())
}

@Test func tabInLeadingWhitespaceIndents() {
    #expect(CompletionAction.resolve(before: "", .none).insertion == CompletionAction.indentation)
    #expect(CompletionAction.resolve(before: "func f() {\n  ", offer("", ["x"])).insertion == "    ")
    #expect(CompletionAction.resolve(before: "func f() {\n  x", offer("x", ["xs"])).insertion == "s")
}

@Test func listingWithDetailsIsAligned() {
    let text = CompletionAction.format([.init("sum", detail: "(Int) -> Int"), .init("counter", detail: "Int")], width: 80)
    #expect(text == "sum      (Int) -> Int\ncounter  Int\n")
}

@Test func listingInColumns() {
    let names = ["alpha", "beta", "gamma", "delta", "epsilon"].map { Completions.Candidate($0) }
    // Columns 9 wide (7 + 2): two per row in 20 columns, filled top to bottom.
    #expect(CompletionAction.format(names, width: 20) == "alpha    delta\nbeta     epsilon\ngamma\n")
    #expect(CompletionAction.format(names, width: 200) == "alpha    beta     gamma    delta    epsilon\n")
}

@Test func longListingsAreCut() {
    let names = (0..<10).map { Completions.Candidate("n\($0)") }
    #expect(CompletionAction.format(names, width: 80, limit: 2) == "n0  n1\n… and 8 more\n")
}
