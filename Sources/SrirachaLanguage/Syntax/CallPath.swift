/// The calls that led to a runtime error inside functions, innermost first, for the note
/// `in fib at x.sri:3:12, called from x.sri:7:1`. Runs of the same call (recursion) fold into
/// one entry with a count, and only the first `limit` different calls and the outermost one
/// are kept, so a failure deep in a recursion costs little to report.
public struct CallPath: Sendable, Equatable {
    /// A function entered from a call site: where the call was written, and how many times in
    /// a row this same call was made.
    public struct Call: Sendable, Equatable {
        public var function: String
        public var site: String
        public var count = 1
    }

    public static let limit = 6

    /// Innermost first.
    public private(set) var calls: [Call] = []
    /// The outermost call, once more than `limit` different calls were seen.
    public private(set) var outermost: Call?
    /// Calls between the kept ones and the outermost, left out.
    public private(set) var omitted = 0

    public init() {}

    public var isEmpty: Bool { calls.isEmpty }

    /// Adds the call that the error propagated out of: `function` was entered at `site`.
    public mutating func add(function: String, site: String) {
        if let last = outermost, last.function == function && last.site == site {
            outermost?.count += 1
        } else if outermost == nil, let last = calls.last, last.function == function && last.site == site {
            calls[calls.count - 1].count += 1
        } else if calls.count < Self.limit {
            calls.append(Call(function: function, site: site))
        } else {
            omitted += outermost?.count ?? 0
            outermost = Call(function: function, site: site)
        }
    }

    /// `in f at x.sri:1:30, called from g at x.sri:2:27, called from x.sri:3:1`.
    public func rendered(errorLocation: String) -> String? {
        guard let first = calls.first else { return nil }
        let frames = calls + (outermost.map { [$0] } ?? [])
        var text = "in \(first.function) at \(errorLocation)"
        for (i, call) in frames.enumerated() {
            if i == calls.count && omitted > 0 {
                text += ", … \(omitted) more \(omitted == 1 ? "call" : "calls")"
            }
            let caller = i + 1 < frames.count ? frames[i + 1].function + " at " : ""
            text += ", called from \(caller)\(call.site)" + (call.count > 1 ? " (\(call.count) times)" : "")
        }
        return text
    }
}
