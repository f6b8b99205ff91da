/// A function, method or property provided natively rather than in the prelude's Sriracha
/// source. Builtins are data: each `Builtins+Group.swift` file contributes a table of these,
/// and both the checker (for `signature`) and the evaluator (for `body`) read the same entries.
public final class NativeFunction {
    /// `nil` for a global function; otherwise the owning type's name (`Array`, `String`,
    /// `Dictionary`, `Int`, `Double`, `Bool`, `Optional`, …).
    public let owner: String?
    /// The base name: `print`, `map`, `count`, `+`.
    public let name: String
    /// Argument labels of the call (excluding `self`); `nil` entries are unlabelled.
    public let labels: [String?]
    /// True for a property (`xs.count`): accessed without a call.
    public let isProperty: Bool
    /// True for a method that changes its receiver (`xs.append(4)`, `d.removeValue(forKey:)`):
    /// the body then gets `self` as a `.box` it updates in place, and the checker requires a
    /// mutable receiver (`var`).
    public let isMutating: Bool
    /// The type in Sriracha's own type syntax, as the checker reads it. For a member, the type
    /// of the member given `self`, using the owner's generic parameter names (`Element` for
    /// Array, `Key`/`Value` for Dictionary, `Wrapped` for Optional):
    /// `"<U>((Element) -> U) -> [U]"` for `Array.map`, `"Int"` for `Array.count`.
    /// A global: `"<A>(A) -> Void"`.
    public let signature: String
    /// Requirements on generic parameters (the owner's, like `Element`, or the signature's own,
    /// like `A`), which the signature syntax cannot state. A value is either a concrete type
    /// (`["Element": "String"]`: `joined(separator:)` exists only on `[String]`; overloads such as
    /// `sum()` for `[Int]` and `[Double]` are told apart this way) or one of the capabilities
    /// `Equatable` (`==` works), `Comparable` (`Int`, `Double`, `String`, and tuples of them) and
    /// `Numeric` (`Int`, `Double`).
    public let constraints: [String: String]
    /// The implementation. For members, `self` comes first, then the arguments in order.
    public let body: ([Value]) throws -> Value
    /// For a native that shows its arguments as Swift does (`print`, `String(describing:)`):
    /// the implementation given the arguments' static types too (`nil` where unknown), so
    /// that tuple labels, generic arguments and `Float`s print right. A call in the source
    /// uses it; the function passed as a value (`xs.forEach(print)`) uses `body`.
    public let typedBody: (([Value], [SType?]) throws -> Value)?
    /// Whether `:info` and `:browse` list this overload: the many that spell out a variadic
    /// Swift function (`print` with up to 16 values) show only their first few.
    public var isListed = true
    /// An overload taken only when no other fits as well: Swift's older spellings that it keeps
    /// for compatibility (`flatMap` with a closure giving an optional).
    public var isFallback = false
    /// Whether `typedBody` gets the call's own static type before the arguments' (what
    /// `JSONDecoder.decode` makes), and is used for a member too.
    public var takesCallType = false

    /// This native marked as a fallback overload.
    func fallback() -> NativeFunction {
        isFallback = true
        return self
    }

    public init(owner: String? = nil, name: String, labels: [String?] = [], isProperty: Bool = false,
                isMutating: Bool = false, signature: String, constraints: [String: String] = [:],
                typedBody: (([Value], [SType?]) throws -> Value)? = nil,
                body: @escaping ([Value]) throws -> Value) {
        self.typedBody = typedBody
        self.constraints = constraints
        self.isMutating = isMutating
        self.owner = owner
        self.name = name
        self.labels = labels
        self.isProperty = isProperty
        self.signature = signature
        self.body = body
    }

    /// This native with its argument types fixed, for one call site.
    func specialised(to types: [SType?]) -> NativeFunction {
        guard let typedBody else { return self }
        return NativeFunction(owner: owner, name: name, labels: labels, isProperty: isProperty,
                              isMutating: isMutating, signature: signature, constraints: constraints,
                              body: { try typedBody($0, types) })
    }

    /// Swift's full name, `joined(separator:)`, or the bare name for a property.
    public var fullName: String {
        isProperty ? name : name + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
    }
}
