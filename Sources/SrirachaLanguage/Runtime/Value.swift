import Collections

/// A run-time value.
///
/// Small scalars are stored inline; aggregates use Swift's copy-on-write collections so that
/// `struct` values keep value semantics for free. `Optional` and `Result` are ordinary enums
/// (`.enumCase`), as in the prelude.
public enum Value {
    case int(Int)
    case double(Double)
    case bool(Bool)
    case string(String)
    /// The empty tuple, the value of `Void` calls.
    case void
    case array([Value])
    /// An `ArraySlice`: elements that keep the indices they had in the array they were cut
    /// from (`[1, 2, 3][1...]` starts at index 1). See `SliceValue`.
    case slice(SliceValue)
    /// Insertion-ordered, so printing is deterministic (transcripts depend on it).
    case dictionary(OrderedDictionary<Value, Value>)
    /// A `Set`: kept in insertion order, so printing and iteration are deterministic (Swift's
    /// order depends on hashing and changes from run to run).
    case set(OrderedSet<Value>)
    case tuple([Value])
    case structValue(StructValue)
    case enumCase(EnumValue)
    case function(Function)
    /// `lower..<upper` (`closed == false`) or `lower...upper`: `Range<Int>` / `ClosedRange<Int>`.
    case range(lower: Int, upper: Int, closed: Bool)
    /// A range whose bounds are not `Int` (`0.0..<0.5`, `"a"..."m"`): not a sequence, only
    /// tested for containment (`contains`, `case` patterns) and printed.
    indirect case interval(lower: Value, upper: Value, closed: Bool)
    /// A mutable cell, used for variables captured by closures (capture by reference) and for
    /// `inout` arguments.
    case box(Box)
    /// `\Label.text`: see `KeyPathValue`.
    case keyPath(KeyPathValue)
    /// A class instance: a reference, shared by every copy of the value.
    case object(Instance)
    /// A value of a sized integer type (`UInt8`, `Int32`, …): see `FixedInt`.
    case fixed(FixedInt)
    /// A `Float`.
    case float(Float)
    /// A value stored in an `Any`, with the type it had there: what `as?`, `is` and
    /// `type(of:)` test (a `Character` and a one-letter `String` are the same text, an empty
    /// `[Int]` and an empty `[String]` the same array).
    case existential(Existential)
}

/// A value in an `Any` and its static type where it was put in (never `Any` itself, never
/// generic).
public final class Existential {
    public let value: Value
    public let type: SType
    public init(_ value: Value, type: SType) {
        self.value = value
        self.type = type
    }
}

/// A class instance: its run-time class and its stored properties (the superclass's first).
public final class Instance {
    public let type: StructType
    public var fields: [Value]
    /// The statement that last journaled (or created) this instance: see `Machine.willWrite`.
    /// Read and written only in passing on the evaluation thread, so left unchecked: a checked
    /// access would cost more than the comparison it guards.
    @exclusivity(unchecked) var epoch: Int
    public init(type: StructType, fields: [Value]) {
        self.type = type
        self.fields = fields
        epoch = Machine.currentEpoch
    }

    /// The stand-in a `deinit` runs on: its own freeing runs no `deinit` again.
    private var isBeingFreed = false

    /// A failable `init` gave up before the instance was complete: freeing it runs no `deinit`.
    func dropWithoutDeinit() { isBeingFreed = true }

    /// A class's `deinit` (its own, then its superclass's) runs when the last reference goes,
    /// as in Swift, on a stand-in holding the same properties (Swift's `self` there cannot
    /// outlive the call either). Only while a statement runs: what is freed when a session
    /// ends, or after a program's last statement, runs nothing, as in a Swift program's exit.
    deinit {
        let chain = type.deinitializers
        guard !chain.isEmpty, !isBeingFreed, Machine.current != nil else { return }
        let standIn = Instance(type: type, fields: fields)
        standIn.isBeingFreed = true
        for d in chain {
            // An error thrown here has nowhere to go; Swift's `deinit` cannot throw either.
            _ = try? d.invoke([.object(standIn)])
        }
    }
}

extension Value {
    /// The empty tuple (also what a variable declared without a value holds until assigned).
    var isVoidValue: Bool { if case .void = self { return true }; return false }

    /// A number, a Boolean, `()` or a range of `Int`s: a copy of its bytes is a copy of it.
    var holdsNoReference: Bool {
        switch self {
        case .int, .double, .bool, .void, .range, .fixed, .float: return true
        default: return false
        }
    }
}

/// An `ArraySlice`'s elements and the index of the first one.
public struct SliceValue {
    public var start: Int
    public var elements: [Value]
    public init(start: Int, elements: [Value]) {
        self.start = start
        self.elements = elements
    }
    /// One past the last index.
    public var end: Int { start &+ elements.count }
}

/// A `struct` instance: its type and its stored properties in declaration order.
public struct StructValue {
    public let type: StructType
    public var fields: [Value]
    public init(type: StructType, fields: [Value]) {
        self.type = type
        self.fields = fields
    }
}

/// An `enum` value: its type, which case, and the associated values.
public struct EnumValue {
    public let type: EnumType
    public let caseIndex: Int
    public var payload: [Value]
    public init(type: EnumType, caseIndex: Int, payload: [Value]) {
        self.type = type
        self.caseIndex = caseIndex
        self.payload = payload
    }
    public var caseName: String { type.cases[caseIndex].name }
}

/// Run-time description of a `struct` or `class` type: enough to print and compare its values,
/// and, for a class, to find the methods its instances dispatch to.
/// The observers of one stored property of a class.
struct FieldObservers {
    var willSet: Function?
    var didSet: Function?
}

/// A subclass's getter and setter overriding a stored property it inherits.
struct FieldAccessors {
    var get: Function
    var set: Function?
}

public final class StructType {
    public let name: String
    public let fieldNames: [String]
    /// Filled by the evaluator as it compiles the type's declaration (methods, statics).
    public var members: [String: Value] = [:]
    /// A class: its values are `Value.object` instances.
    public var isClass = false
    public var superclass: StructType?
    /// A class's `deinit` bodies, its own first, then its superclasses'.
    var deinitializers: [Function] = []
    /// Methods by key (`speak()`, `greet(name:)`, `get:name`), inherited ones included: what a
    /// call on an instance whose static type is a superclass or a protocol runs.
    var methodTable: [String: FunctionEntry] = [:] { didSet { operators = .init(methodTable) } }
    /// The type's own `static func ==` and `<`, which `==` and `<` run wherever they compare
    /// its values (in generic code, `contains`, `sorted()` …).
    var operators = DeclaredOperators()
    /// A class's property defaults (the superclass's first): what a new instance starts with.
    var fieldDefaults: [CodeRef] = []
    /// A class's stored properties with `willSet`/`didSet`, by field index, the superclass's
    /// included and a subclass's `override var … { didSet … }` run around them: what a change
    /// runs whatever the static type it is made through.
    var fieldObservers: [Int: FieldObservers] = [:]
    /// Inherited stored properties the class (or a superclass) overrides with accessors, by
    /// field index: every access to the property on an instance runs them.
    var fieldAccessors: [Int: FieldAccessors] = [:]
    /// The `weak` (false) and `unowned` (true) stored properties, by field index: they hold a
    /// `WeakReference` (see `Instance.weakValue`).
    var weakFields: [Int: Bool] = [:]
    /// For a `CustomStringConvertible` type: its `description`, as `print` shows its values.
    var describe: ((Value) -> String?)?
    /// For a `CustomDebugStringConvertible` type: its `debugDescription`, as `debugPrint` and a
    /// containing value (`Optional(…)`, `[…]`) show it.
    var debugDescribe: ((Value) -> String?)?
    /// The protocols the declaration names (for `catch is P`).
    var protocols: Set<String> = []
    /// A generic type's parameters, and each stored property's declared type: what the type's
    /// generic arguments are read from when a value is printed or asked its type with no static
    /// type to say them (see `Printer.runtimeType(of:)`).
    var genericParameters: [String] = []
    /// How many of its generic arguments are those of the type it is nested in: `Slot` of
    /// `struct Stack<T> { struct Slot }` prints as `Slot`, reflected `main.Stack<Swift.Int>.Slot`.
    var inheritedGenerics = 0
    var fieldTypes: [SType?] = []
    /// For a type with a `CodingKeys` enum: each stored property's JSON key, nil for one the
    /// enum leaves out (see `JSONCoding`).
    var codingKeys: [String?]?
    /// The initial values of the stored properties a `CodingKeys` enum leaves out, by field
    /// index: what `JSONDecoder` gives them.
    var codingDefaults: [Int: Function] = [:]
    /// The `let` properties with an initial value, by field index: written, but never read
    /// back from JSON (their value cannot change).
    var codingConstants: Set<Int> = []
    /// The fields `==` and hashing compare when a `lazy var`'s storage is among them: all the
    /// others, as Swift's synthesised `Equatable` leaves lazy properties out. Nil when every
    /// field counts.
    let comparedFields: [Int]?
    public init(name: String, fieldNames: [String]) {
        self.name = name
        self.fieldNames = fieldNames
        let lazy = fieldNames.indices.filter { fieldNames[$0].hasPrefix(Printer.lazyStoragePrefix) }
        comparedFields = lazy.isEmpty ? nil : fieldNames.indices.filter { !lazy.contains($0) }
    }

    /// The field values `==` compares and hashing combines.
    func compared(_ fields: [Value]) -> [Value] {
        guard let comparedFields else { return fields }
        return comparedFields.compactMap { $0 < fields.count ? fields[$0] : nil }
    }

    /// Whether this class is `other` or inherits from it.
    public func inherits(from other: StructType) -> Bool {
        var t: StructType? = self
        while let c = t {
            if c === other { return true }
            t = c.superclass
        }
        return false
    }
}

/// Run-time description of an `enum` type.
public final class EnumType {
    public struct Case {
        public let name: String
        /// Labels of the associated values (nil entries are unlabelled); nil for no payload.
        public let labels: [String?]?
        public init(name: String, labels: [String?]?) {
            self.name = name
            self.labels = labels
        }
    }
    public let name: String
    public let cases: [Case]
    public var members: [String: Value] = [:]
    /// How many of its generic arguments are those of the type it is nested in (see `StructType`).
    var inheritedGenerics = 0
    /// Methods by key, for calls through a protocol type (see `StructType.methodTable`).
    var methodTable: [String: FunctionEntry] = [:] { didSet { operators = .init(methodTable) } }
    var operators = DeclaredOperators()
    /// For a `CustomStringConvertible` type: its `description`, as `print` shows its values.
    var describe: ((Value) -> String?)?
    /// For a `CustomDebugStringConvertible` type: its `debugDescription`, as `debugPrint` and a
    /// containing value (`Optional(…)`, `[…]`) show it.
    var debugDescribe: ((Value) -> String?)?
    /// The protocols the declaration names (for `catch is P`).
    var protocols: Set<String> = []
    /// The generic parameters, and each case's associated values' declared types in terms of
    /// them (nil for a case without), so that a payload prints with its type arguments.
    var genericParameters: [String] = []
    var payloadTypes: [[SType]?] = []
    public init(name: String, cases: [Case]) {
        self.name = name
        self.cases = cases
    }
}

/// A mutable reference cell.
public final class Box {
    public var value: Value
    /// Passed `inout` to a call that has not returned: any other access is an error.
    var accessed = false
    /// The statement that last journaled (or created) this cell: see `Machine.willWrite`
    /// (unchecked, as `Instance.epoch`).
    @exclusivity(unchecked) var epoch: Int
    public init(_ value: Value) {
        self.value = value
        epoch = Machine.currentEpoch
    }

    init(_ value: Value, epoch: Int) {
        self.value = value
        self.epoch = epoch
    }
}

/// A function value. It prints as what it is (`sum`, `sum(1)(2)`, `{ $0 + 1 }`,
/// `inc >>> double`), never as an address.
public final class Function {
    /// Number of arguments one call takes (the first parameter clause).
    public let arity: Int
    public let display: FunctionDisplay
    /// The body. Arguments arrive in parameter order, defaults already filled in.
    public let invoke: ([Value]) throws -> Value

    /// The evaluator's compiled form of this function, when it has one: compiled code calls it
    /// directly, without building an argument array. Opaque to everything else. Not retained
    /// here: `invoke` holds it. Kept as an `Unmanaged` reference so that reading it on every
    /// call is a plain load, with no retain and release around it.
    let compiledObject: Unmanaged<AnyObject>?

    /// The compiled closure as an object (for code off the hot paths).
    var compiled: AnyObject? { compiledObject?.takeUnretainedValue() }
    /// The body of a two-argument native (an operator used as a value, `reduce(0, +)`), taking
    /// its arguments without an array.
    let binary: ((Value, Value) throws -> Value)?

    public init(arity: Int, display: FunctionDisplay, invoke: @escaping ([Value]) throws -> Value) {
        self.arity = arity
        self.display = display
        self.invoke = invoke
        self.compiledObject = nil
        self.binary = nil
    }

    /// A two-argument function with an array-free entry point; `invoke` must do the same.
    init(display: FunctionDisplay, binary: @escaping (Value, Value) throws -> Value,
         invoke: @escaping ([Value]) throws -> Value) {
        self.arity = 2
        self.display = display
        self.invoke = invoke
        self.compiledObject = nil
        self.binary = binary
    }

    /// A function the evaluator compiled; `invoke` is its entry point for native callers.
    init(arity: Int, display: FunctionDisplay, compiled: AnyObject,
         invoke: @escaping ([Value]) throws -> Value) {
        self.arity = arity
        self.display = display
        self.invoke = invoke
        self.compiledObject = Unmanaged.passUnretained(compiled)
        self.binary = nil
    }

    /// Calls the function with one argument. Natives that call a function per element (`map`,
    /// `filter`) come here: a compiled closure takes its argument straight onto the value stack,
    /// without the array `invoke` needs.
    @inline(__always)
    func call(_ a: Value) throws -> Value {
        if let c = compiledObject {
            return try Unmanaged<Closure>.fromOpaque(c.toOpaque())._withUnsafeGuaranteedRef { try $0.invokeFromNative(a) }
        }
        return try invoke([a])
    }

    /// Calls the function with two arguments (`reduce`'s combining function), array-free when
    /// it is compiled or an operator.
    @inline(__always)
    func call(_ a: Value, _ b: Value) throws -> Value {
        if let c = compiledObject {
            return try Unmanaged<Closure>.fromOpaque(c.toOpaque())._withUnsafeGuaranteedRef { try $0.invokeFromNative(a, b) }
        }
        if let binary { return try binary(a, b) }
        return try invoke([a, b])
    }
}

/// How a function value prints.
public indirect enum FunctionDisplay {
    /// A named function or operator: `sum`, `+`.
    case named(String)
    /// A closure's source text: `{ $0 + 1 }`.
    case source(String)
    /// An application that produced a function: `sum(1)(2)` is
    /// `.applied(.applied(.named("sum"), ["1"]), ["2"])`; `nil` entries print as `_`
    /// (partial application: `f("x", _)`).
    case applied(FunctionDisplay, [String?])
    /// `inc >>> double`, `f <> g`.
    case infix(FunctionDisplay, String, FunctionDisplay)
}

extension FunctionDisplay: CustomStringConvertible {
    public var description: String {
        switch self {
        case .named(let n):
            // An operator function, used as a value, is written as Swift writes it: `(<+>)`.
            return FunctionDisplay.isOperatorName(n) ? "(\(n))" : n
        case .source(let s): return s
        case let .applied(f, args):
            let head: String
            if case .infix = f { head = "(\(f))" } else { head = f.description }
            return head + "(" + args.map { $0 ?? "_" }.joined(separator: ", ") + ")"
        case let .infix(l, op, r): return "\(l) \(op) \(r)"
        }
    }
}

extension FunctionDisplay {
    static func isOperatorName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first else { return false }
        if first.isASCII { return isOperatorByte(UInt8(first.value)) }
        return first.properties.generalCategory == .mathSymbol
    }
}

/// A run-time failure: division by zero, overflow, index out of range, `nil!`, failed
/// `assert`, `fatalError`, stack depth, step or time limit, interruption.
public struct RuntimeError: Error {
    public var message: String
    /// Where it happened; `.none` until the nearest enclosing node with a range fills it in.
    public var range: SourceRange
    public var helps: [String]
    public init(_ message: String, at range: SourceRange = .none, helps: [String] = []) {
        self.message = message
        self.range = range
        self.helps = helps
    }
}

extension EnumType {
    /// The prelude's `Optional`. One shared description, so natives (`Int("5")`, `first`,
    /// dictionary look-ups) can build optionals; the evaluator uses this object when it meets
    /// the prelude's `enum Optional` declaration. Immutable after creation: per-session method
    /// tables live in the evaluator, never in `members` of a shared type.
    nonisolated(unsafe) public static let optional = EnumType(
        name: "Optional", cases: [Case(name: "none", labels: nil), Case(name: "some", labels: [nil])])
}

extension Value {
    /// `Optional.none`.
    public static let none = Value.enumCase(EnumValue(type: .optional, caseIndex: 0, payload: []))
    /// `Optional.some(value)`.
    public static func some(_ value: Value) -> Value {
        .enumCase(EnumValue(type: .optional, caseIndex: 1, payload: [value]))
    }
    /// A Swift optional as a Sriracha optional.
    public static func optional(_ value: Value?) -> Value { value.map(some) ?? none }
    /// The payload of a Sriracha optional, or nil for `.none` (and for non-optionals).
    public var optionalPayload: Value? {
        if case .enumCase(let e) = self, e.type === EnumType.optional, e.caseIndex == 1 { return e.payload[0] }
        return nil
    }
}

extension Value {
    /// `===`: the same class instance (or both `nil`).
    public static func identical(_ a: Value, _ b: Value) -> Bool {
        switch (a, b) {
        case let (.object(x), .object(y)): return x === y
        case let (.box(x), _): return identical(x.value, b)
        case let (_, .box(y)): return identical(a, y.value)
        default:
            let pa = a.optionalPayload, pb = b.optionalPayload
            if let pa, let pb { return identical(pa, pb) }
            if case .enumCase(let x) = a, x.type === EnumType.optional, x.caseIndex == 0, pb == nil,
               case .enumCase(let y) = b, y.type === EnumType.optional, y.caseIndex == 0 { return true }
            if let pa, pb == nil, case .object = b { return identical(pa, b) }
            if let pb, pa == nil, case .object = a { return identical(a, pb) }
            return false
        }
    }
}

/// A type's own `==` and `<` (`static func == (lhs: P, rhs: P) -> Bool`), when it declares them.
struct DeclaredOperators {
    var equals: Function?
    var less: Function?
    init() {}
    init(_ table: [String: FunctionEntry]) {
        equals = table["static =="]?.value
        less = table["static <"]?.value
    }
}
