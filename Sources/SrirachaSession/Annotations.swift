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
        var body = Substring(text)
        if body.hasSuffix("\n") { body = body.dropLast() }
        return body.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? marker + "\n" : marker + " " + $0 + "\n" }
            .joined()
    }
}
