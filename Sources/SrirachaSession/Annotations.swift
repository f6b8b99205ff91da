/// Turns output chunks into transcript annotation lines: `//> ` for output, `//! ` for errors.
public enum Annotations {
    /// The annotation lines for one output chunk, each ending in a newline. An empty output
    /// line becomes a bare `//>`.
    public static func lines(for output: Session.Output) -> String {
        let (marker, text): (String, String)
        switch output {
        case .text(let t): (marker, text) = ("//>", t)
        case .error(let t): (marker, text) = ("//!", t)
        }
        // Bytes, not `Character`s: "\r\n" is one Character and would hide a line break.
        var body = Array(text.utf8)[...]
        if body.last == UInt8(ascii: "\n") { body = body.dropLast() }
        return body.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            .map { $0.isEmpty ? marker + "\n" : marker + " " + String(decoding: $0, as: UTF8.self) + "\n" }
            .joined()
    }
}
