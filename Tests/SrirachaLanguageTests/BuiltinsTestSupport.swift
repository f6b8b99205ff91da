import Testing
@testable import SrirachaLanguage

/// The native with this owner, name and labels (and signature, when overloaded by type).
func native(_ owner: String?, _ name: String, _ labels: [String?] = [], signature: String? = nil,
            sourceLocation: SourceLocation = #_sourceLocation) throws -> NativeFunction {
    var found = Builtins.all.filter {
        $0.owner == owner && $0.name == name && $0.labels == labels && (signature == nil || $0.signature == signature)
    }
    // Without a signature, the overload a call takes unless only a fallback fits.
    if signature == nil, found.count > 1 { found = found.filter { !$0.isFallback } }
    try #require(found.count == 1, "\(owner ?? "global") \(name)\(labels) matched \(found.count) natives",
                 sourceLocation: sourceLocation)
    return found[0]
}

/// Calls a native method or global with these values.
func call(_ owner: String?, _ name: String, _ labels: [String?] = [], signature: String? = nil,
          _ args: Value..., sourceLocation: SourceLocation = #_sourceLocation) throws -> Value {
    try native(owner, name, labels, signature: signature, sourceLocation: sourceLocation).body(args)
}

/// Reads a native property of `me`.
func property(_ owner: String, _ name: String, of me: Value,
              sourceLocation: SourceLocation = #_sourceLocation) throws -> Value {
    let n = try native(owner, name, sourceLocation: sourceLocation)
    #expect(n.isProperty, sourceLocation: sourceLocation)
    return try n.body([me])
}

/// Expects `body` to fail with exactly this runtime error message.
func expectError(_ message: String, sourceLocation: SourceLocation = #_sourceLocation,
                 _ body: () throws -> Value) {
    do {
        let value = try body()
        Issue.record("expected the error \"\(message)\", got \(value)", sourceLocation: sourceLocation)
    } catch let error as RuntimeError {
        #expect(error.message == message, sourceLocation: sourceLocation)
    } catch {
        Issue.record("unexpected error \(error)", sourceLocation: sourceLocation)
    }
}

/// What `print` wrote while `body` ran on this thread.
func printed(_ body: () throws -> Void) rethrows -> String {
    var out = ""
    let saved = RuntimeContext.current
    RuntimeContext.current = RuntimeContext(output: { out += $0 })
    defer { RuntimeContext.current = saved }
    try body()
    return out
}

/// A named native-side function value, for natives that take closures.
func fn(_ name: String, arity: Int = 1, _ body: @escaping ([Value]) throws -> Value) -> Value {
    .function(Function(arity: arity, display: .named(name), invoke: body))
}

func ints(_ xs: Int...) -> Value { .array(xs.map(Value.int)) }
func strs(_ xs: String...) -> Value { .array(xs.map(Value.string)) }
func tuple(_ xs: Value...) -> Value { .tuple(xs) }

extension Value {
    /// The `Int` inside, for closures in tests (0 when it is something else).
    var int: Int { if case .int(let i) = self { return i }; return 0 }
}

/// `{ $0 * 2 }`, `{ $0 % 2 == 0 }`, `(+)` and `(<)` on Ints.
let double = fn("double") { .int($0[0].int * 2) }
let isEven = fn("isEven") { .bool($0[0].int % 2 == 0) }
let plus = fn("+", arity: 2) { .int($0[0].int + $0[1].int) }
let lessThan = fn("<", arity: 2) { .bool($0[0].int < $0[1].int) }
let greaterThan = fn(">", arity: 2) { .bool($0[0].int > $0[1].int) }
let failing = fn("failing") { _ in throw RuntimeError("boom") }
