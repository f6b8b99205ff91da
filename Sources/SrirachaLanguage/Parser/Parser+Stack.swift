import Foundation

/// Deeply nested input is parsed on a thread with a large stack, so that the nesting limit, not
/// the caller's stack size, decides what is accepted.
extension Parser {
    /// Nesting (brackets, interpolations, `else if` chains, runs of prefix operators) above which
    /// the parse moves to a large stack; ordinary code stays on the caller's thread.
    static let largeStackThreshold = 16

    var needsLargeStack: Bool {
        Parser.nestingEstimate(tokens, depth: 0) > Parser.largeStackThreshold
    }

    private static func nestingEstimate(_ tokens: [Token], depth: Int) -> Int {
        var open = 0
        var deepest = depth
        var run = 0
        var elses = 0
        // By index: a `for token in tokens` loop copied every token (two references each).
        for i in tokens.indices {
            let kind = tokens[i].kind
            switch kind {
            case .punct:
                switch tokens[i].text.utf8.first {
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): open += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): open = max(0, open - 1)
                default: break
                }
            case .keyword where tokens[i].text == "else":
                elses += 1
            case .string:
                for case .interpolation(let inner, _) in tokens[i].pieces {
                    deepest = max(deepest, nestingEstimate(inner, depth: depth + open + 1))
                }
            default:
                break
            }
            run = kind == .op ? run + 1 : 0
            deepest = max(deepest, depth + open + run, elses)
            if deepest > largeStackThreshold { return deepest }
        }
        return deepest
    }

    /// Runs `body` on a new thread with a 64 MB stack and waits for it.
    static func onLargeStack<T>(_ body: @escaping () -> T) -> T {
        let box = LargeStackBox(body)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.value = box.body()
            done.signal()
        }
        thread.stackSize = 64 << 20
        thread.start()
        done.wait()
        return box.value ?? body()
    }
}

/// Carries a closure to the large-stack thread and its result back.
private final class LargeStackBox<T>: @unchecked Sendable {
    var value: T?
    let body: () -> T
    init(_ body: @escaping () -> T) { self.body = body }
}
