import Testing
@testable import SrirachaLanguage

/// One checker checks statement after statement (see `CheckerStorage.swift`): emptied between
/// two, it must hold nothing of the statement before, whether that statement checked or failed.
@Suite struct CheckerReuseTests {
    /// Statements that leave something in most of a checker's collections: declarations,
    /// generics, closures, loops, a `switch`, overloads, literals decided late, and errors.
    static let busy = """
        struct Box<T> { var item: T; func get() -> T { item } }
        enum Light { case red, green }
        func pick<T: Comparable>(_ a: T, _ b: T) -> T { a < b ? a : b }
        func walk(_ xs: [Int]) -> Int {
            var total = 0
            for x in xs where x > 0 { if x == 3 { continue }; total += x }
            switch Light.red { case .red: total += 1; case .green: break }
            return [1, 2].map { $0 * 2 }.reduce(total, +)
        }
        let (a, b) = (pick(1, 2), Box(item: "s").get())
        let empty = []
        let wrong: String = walk([1]) + nil
        """

    /// The stored properties of a checker, as text, except those it is handed for each statement.
    static func state(of checker: Checker) -> [String: String] {
        var out: [String: String] = [:]
        for child in Mirror(reflecting: checker).children {
            guard let label = child.label, !["file", "env", "natives", "solver"].contains(label) else { continue }
            out[label] = String(describing: child.value)
        }
        return out
    }

    @Test func anEmptiedCheckerIsANewOne() {
        let harness = CheckerHarness()
        let typeChecker = harness.checker
        let file = SourceFile(name: "<test>", text: Self.busy)
        let fresh = Checker(file: file, environment: typeChecker.environment, natives: typeChecker.natives)
        let used = Checker(file: file, environment: typeChecker.environment, natives: typeChecker.natives)
        for stmt in Parser.parse(file).statements { _ = used.checkTopLevel(stmt) }
        let before = Self.state(of: fresh)
        let after = Self.state(of: used)
        #expect(before.count > 40)
        // The statements did leave things behind, so that emptying has something to do.
        let changed = before.keys.filter { before[$0] != after[$0] }
        #expect(changed.count >= 8, "only \(changed.sorted()) changed")
        used.empty()
        let emptied = Self.state(of: used)
        for (label, value) in before {
            #expect(emptied[label] == value, "`\(label)` is not emptied")
        }
    }

    @Test func aFailedStatementLeavesNothingForTheNext() {
        let reused = CheckerHarness()
        let failed = reused.run(Self.busy)
        #expect(failed.last?.contains("error") == true)
        let after = reused.run("let n = walk([1, 2, 3])\nlet p = pick(\"a\", \"b\")\nBox(item: 2).get()")
        let clean = CheckerHarness()
        // The same declarations, checked without the failed statement before them.
        clean.run(Self.busy.split(separator: "\n").dropLast().joined(separator: "\n"))
        #expect(after == clean.run("let n = walk([1, 2, 3])\nlet p = pick(\"a\", \"b\")\nBox(item: 2).get()"))
        #expect(after == ["n: Int", "p: String", "Int"])
    }
}
