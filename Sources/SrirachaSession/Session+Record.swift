/// A statement group (or a meta command) that ran successfully, with what it printed.
public struct RecordedGroup: Equatable, Sendable {
    /// The source as typed or as cut from a loaded file.
    public var text: String
    public var outputs: [Session.Output]
    /// Several statements typed as one entry that need each other (functions that call each
    /// other): saved under `//@ entry`, so that a replay runs them together.
    public var isEntry: Bool

    public init(text: String, outputs: [Session.Output], isEntry: Bool = false) {
        self.text = text
        self.outputs = outputs
        self.isEntry = isEntry
    }
}

extension Session {
    /// The recorded groups as a `.sri` transcript: each group's source, then what it printed as
    /// `//>` lines (`//!` for a meta command's message). Nothing is run again, so a saved runaway
    /// loop cannot hang, and what the file says is what the session showed.
    ///
    /// Only groups that succeeded are recorded, so no annotation names a place (`--> <repl>:…`)
    /// that would differ when the file is replayed; and since every group ends with its
    /// annotations or lies on lines of its own, `sriracha test` cuts the file into the same
    /// groups.
    public static func transcript(of groups: [RecordedGroup]) -> String {
        var out = ""
        for group in groups {
            var body = group.text
            let trimmed = body.drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
            // Meta commands start in the first column, where the splitter recognises them.
            if trimmed.hasPrefix(":") { body = trimmed.trimmingWhitespace() }
            while body.hasSuffix("\n\n") { body.removeLast() }
            if !body.hasSuffix("\n") { body += "\n" }
            if group.isEntry { out += "//@ entry\n" }
            out += body
            out += mergedOutputs(group.outputs).map(Annotations.lines(for:)).joined()
        }
        return out
    }

    /// Output without a trailing newline (`print(x, terminator: "")`) continues on the same
    /// annotation line as what follows it, as `sriracha test` compares it.
    static func mergedOutputs(_ outputs: [Output]) -> [Output] {
        var merged: [Output] = []
        for output in outputs {
            if case .text(let more) = output, case .text(let before)? = merged.last,
               before.utf8.last != UInt8(ascii: "\n") {
                merged[merged.count - 1] = .text(before + more)
            } else {
                merged.append(output)
            }
        }
        return merged
    }
}
