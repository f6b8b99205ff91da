import Foundation
import Testing
@testable import LineEditing

/// Entries end when brackets balance: enough of the language to drive the entry model.
private func balanced(_ text: String) -> Bool {
    var depth = 0
    for c in text {
        if "([{".contains(c) { depth += 1 }
        if ")]}".contains(c) { depth -= 1 }
    }
    return depth <= 0 && !text.hasSuffix("+")
}

/// A line source that records the prompts it was shown and the history it was given.
private final class ScriptedReader: LineReader {
    var inputs: [LineInput]
    var prompts: [String] = []
    var history: [String] = []
    init(_ inputs: [LineInput]) { self.inputs = inputs }
    func readLine(prompt: Prompt) -> LineInput {
        prompts.append(prompt.text)
        return inputs.isEmpty ? .endOfInput : inputs.removeFirst()
    }
    func addHistory(_ entry: String) { history.append(entry) }
}

@Test func singleLineEntry() {
    let reader = ScriptedReader([.line("1 + 2")])
    let entries = EntryReader(reader: reader, isComplete: balanced)
    #expect(entries.readEntry() == .entry("1 + 2"))
    #expect(reader.prompts == ["sri> "])
    #expect(reader.history == ["1 + 2"])
    #expect(entries.readEntry() == .endOfInput)
}

@Test func continuationLinesFormOneEntry() {
    let reader = ScriptedReader([.line("func f() {"), .line("    1"), .line("}"), .line("f()")])
    let entries = EntryReader(reader: reader, isComplete: balanced)
    #expect(entries.readEntry() == .entry("func f() {\n    1\n}"))
    #expect(reader.prompts == ["sri> ", "...  ", "...  "])
    #expect(entries.readEntry() == .entry("f()"))
    #expect(reader.history == ["func f() {\n    1\n}", "f()"])
}

@Test func trailingOperatorContinues() {
    let reader = ScriptedReader([.line("1 +"), .line("2")])
    let entries = EntryReader(reader: reader, isComplete: balanced)
    #expect(entries.readEntry() == .entry("1 +\n2"))
}

@Test func blankLinesAtThePromptAreSkipped() {
    let reader = ScriptedReader([.line(""), .line("   "), .line("x")])
    let entries = EntryReader(reader: reader, isComplete: balanced)
    #expect(entries.readEntry() == .entry("x"))
    #expect(reader.prompts == ["sri> ", "sri> ", "sri> "])
}

@Test func blankLinesInsideAnEntryAreKept() {
    let reader = ScriptedReader([.line("["), .line(""), .line("]")])
    let entries = EntryReader(reader: reader, isComplete: balanced)
    #expect(entries.readEntry() == .entry("[\n\n]"))
}

@Test func interruptDropsThePendingEntry() {
    let reader = ScriptedReader([.line("func f() {"), .interrupted, .line("2")])
    let entries = EntryReader(reader: reader, isComplete: balanced)
    #expect(entries.readEntry() == .interrupted)
    #expect(entries.readEntry() == .entry("2"))
    #expect(reader.prompts == ["sri> ", "...  ", "sri> "])
    #expect(reader.history == ["2"])
}

@Test func endOfInputInsideAnEntrySubmitsIt() {
    let reader = ScriptedReader([.line("[1,")])
    let entries = EntryReader(reader: reader, isComplete: balanced)
    #expect(entries.readEntry() == .entry("[1,"))
    #expect(entries.readEntry() == .endOfInput)
}

@Test func recalledMultiLineEntryIsReadWhole() {
    // A recalled entry arrives as one line with its newlines inside.
    let reader = ScriptedReader([.line("func f() {\n    1\n}")])
    let entries = EntryReader(reader: reader, isComplete: balanced)
    #expect(entries.readEntry() == .entry("func f() {\n    1\n}"))
    #expect(reader.prompts == ["sri> "])
}

@Test func repeatedEntryIsRememberedOnce() {
    let reader = ScriptedReader([.line("x"), .line("x"), .line("y"), .line("x")])
    let entries = EntryReader(reader: reader, isComplete: balanced)
    for _ in 0..<4 { _ = entries.readEntry() }
    #expect(reader.history == ["x", "y", "x"])
}

@Test func customPrompts() {
    let reader = ScriptedReader([.line("("), .line(")")])
    let entries = EntryReader(reader: reader, primaryPrompt: Prompt("> ", style: "1"),
                              continuationPrompt: Prompt(". "), isComplete: balanced)
    _ = entries.readEntry()
    #expect(reader.prompts == ["> ", ". "])
}

@Test func promptRendering() {
    #expect(Prompt("sri> ").rendered(marker: "\u{1}") == "sri> ")
    #expect(Prompt("sri> ", style: "1;31").rendered(marker: "\u{1}")
            == "\u{1}\u{1B}[1;31m\u{1}sri>\u{1}\u{1B}[0m\u{1} ")
    #expect(Prompt("...  ", style: "2").rendered() == "\u{1B}[2m...\u{1B}[0m  ")
    // Never an escape at the very end: the style stops before the last character.
    #expect(Prompt(">", style: "1").rendered() == "\u{1B}[1m\u{1B}[0m>")
    #expect(Prompt("ab", style: "1").rendered() == "\u{1B}[1ma\u{1B}[0mb")
    #expect(Prompt("   ", style: "1").rendered() == "\u{1B}[1m  \u{1B}[0m ")
}

@Test func plainReaderReadsLinesWithoutPrompts() {
    var shown: [String] = []
    var lines = ["a", "b"][...]
    let reader = PlainReader(showPrompt: { shown.append($0) }, next: { lines.popFirst() })
    #expect(reader.readLine(prompt: Prompt("sri> ")) == .line("a"))
    #expect(reader.readLine(prompt: Prompt("...  ")) == .line("b"))
    #expect(reader.readLine(prompt: Prompt("sri> ")) == .endOfInput)
    #expect(shown == ["sri> ", "...  ", "sri> "])
    let silent = PlainReader(lines: ["x"])
    #expect(silent.readLine(prompt: Prompt("sri> ")) == .line("x"))
}

/// A terminal where the first `pasted` lines arrive together, as a paste does.
private final class PastingReader: LineReader {
    var inputs: [LineInput]
    var pasted: Int
    var prompts: [String] = []
    init(_ inputs: [LineInput], pasted: Int) { self.inputs = inputs; self.pasted = pasted }
    func readLine(prompt: Prompt) -> LineInput {
        prompts.append(prompt.text)
        pasted -= 1
        return inputs.isEmpty ? .endOfInput : inputs.removeFirst()
    }
    func addHistory(_ entry: String) {}
    func hasPendingInput() -> Bool { pasted > 0 && !inputs.isEmpty }
}

@Test func linesPastedTogetherAreOneEntry() {
    let reader = PastingReader([.line("func a() { b() }"), .line(""), .line("func b() {}"), .line(""), .line("a()")], pasted: 4)
    let entries = EntryReader(reader: reader, isComplete: balanced)
    // The paste's blank line inside stays; the one it ends with does not.
    #expect(entries.readEntry() == .entry("func a() { b() }\n\nfunc b() {}"))
    #expect(reader.prompts == ["sri> ", "...  ", "...  ", "...  "])
    // What is typed afterwards is an entry of its own.
    #expect(entries.readEntry() == .entry("a()"))
}
