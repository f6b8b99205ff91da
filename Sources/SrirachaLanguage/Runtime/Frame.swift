/// One activation's view of the evaluator's value stack.
///
/// Compiled code receives the frame by value: `base` points at slot 0 of the running function,
/// `top` one past its last slot (where a callee's frame starts), `env` at the captured values
/// of the running closure, and `depth` counts activations for the depth limit. Frames live on
/// one preallocated stack, so a call allocates nothing.
struct Frame {
    let base: UnsafeMutablePointer<Value>
    let top: UnsafeMutablePointer<Value>
    let env: UnsafeMutablePointer<Value>
    let depth: Int
}

/// Compiled forms: an expression producing a value, or an unboxed `Int`/`Double`/`Bool` for the
/// arithmetic and conditions that dominate loops, and a statement reporting how control leaves.
typealias Code = (Frame) throws -> Value
typealias IntCode = (Frame) throws -> Int
typealias DoubleCode = (Frame) throws -> Double
typealias BoolCode = (Frame) throws -> Bool
typealias StmtCode = (Frame) throws -> Flow

/// How a statement finished.
enum Flow {
    case next
    case breakLoop
    case continueLoop
    case returned(Value)
    /// `break outer` / `continue outer`: leaves statements until the one labelled `outer`.
    case breakLabel(String)
    case continueLabel(String)
    /// `fallthrough`: the `switch` runs the next case's body.
    case fallingThrough
}

/// Where a piece of compiled code came from, so a failure points at the right place.
struct Site {
    let range: SourceRange
    let file: SourceFile

    func error(_ message: String, helps: [String] = []) -> Diagnostic {
        Diagnostic(.runtime, message, at: range, in: file, helps: helps)
    }

    /// A native's failure, located at this call unless the native said where.
    func error(from e: RuntimeError) -> Diagnostic {
        Diagnostic(.runtime, e.message, at: e.range == .none ? range : e.range, in: file, helps: e.helps)
    }

    /// Converts whatever a native threw into a located diagnostic.
    func locate(_ error: Error) -> Error {
        switch error {
        case let e as RuntimeError: return self.error(from: e)
        case is Diagnostic, is DiagnosticList, is ThrownError: return error
        default: return self.error("\(error)")
        }
    }
}

extension Value {
    /// The value inside a variable's cell, or the value itself.
    @inline(__always)
    var unboxed: Value {
        if case .box(let b) = self { return b.value }
        return self
    }
}

/// Compiled closures kept in arrays are wrapped in these structs: a closure stored directly in
/// an array is held in a generic representation, and every call through it would go through a
/// reabstraction thunk.
struct CodeRef {
    let run: Code
}

struct StmtRef {
    let run: StmtCode
}

struct IntRef {
    let run: IntCode
}

struct BoolRef {
    let run: BoolCode
}

/// An argument or callee that is often just a variable or a constant: read inline rather than
/// through a closure call.
struct Operand {
    enum Kind: UInt8 {
        case slot, env, constant, code
    }

    let kind: Kind
    let index: Int
    let value: Value
    let code: Code

    static func slot(_ i: Int) -> Operand { Operand(kind: .slot, index: i, value: .void, code: { _ in .void }) }
    static func env(_ i: Int) -> Operand { Operand(kind: .env, index: i, value: .void, code: { _ in .void }) }
    static func constant(_ v: Value) -> Operand { Operand(kind: .constant, index: 0, value: v, code: { _ in .void }) }
    static func code(_ c: @escaping Code) -> Operand { Operand(kind: .code, index: 0, value: .void, code: c) }

    @inline(__always)
    func load(_ f: Frame) throws -> Value {
        switch kind {
        case .slot:
            // An `Int` is rebuilt rather than copied: a copy of a `Value` is a call.
            if case .int(let n) = f.base[index] { return .int(n) }
            return f.base[index]
        case .env:
            if case .int(let n) = f.env[index] { return .int(n) }
            return f.env[index]
        case .constant: return value
        case .code: return try code(f)
        }
    }
}

/// Reading a function value out of a captured slot without retaining it. A closure's captured
/// values never change while it runs, and the running closure is kept alive by its caller, so
/// the function stays alive for the call. This looks at `Value`'s memory layout, which is
/// checked once at start-up; if it is not as expected, the value is copied as usual.
enum Borrow {
    /// Where the case tag of `.function` sits (byte offset, mask, value), or nil if the layout
    /// is not what the check expects.
    static let functionTag: (offset: Int, mask: UInt8, tag: UInt8)? = {
        let size = MemoryLayout<Value>.size
        guard size >= 9 else { return nil }
        let probe = Function(arity: 0, display: .named("probe")) { _ in .void }
        func bytes(_ v: Value) -> [UInt8] { withUnsafeBytes(of: v) { Array($0) } }
        let f = bytes(.function(probe))
        let address = UInt(bitPattern: Unmanaged.passUnretained(probe).toOpaque())
        let word = f.prefix(8).enumerated().reduce(UInt(0)) { $0 | UInt($1.element) << (8 * UInt($1.offset)) }
        guard word == address else { return nil }
        let point = StructType(name: "P", fieldNames: [])
        let others: [Value] = [
            .int(0), .int(-1), .int(.min), .double(1), .double(-.infinity), .bool(true), .string("x"),
            .string(String(repeating: "long string ", count: 4)), .void, .array([]), .array([.int(1)]),
            .dictionary([:]), .tuple([]), .tuple([.int(1)]), .structValue(StructValue(type: point, fields: [])),
            .range(lower: -1, upper: -1, closed: true), .box(Box(.void)), .none, .some(.int(1)),
            .object(Instance(type: point, fields: [])),
            .keyPath(KeyPathValue(display: "\\P.x", steps: [], wrapsResult: false)),
            .fixed(FixedInt(bits: 0, kind: .int8)), .fixed(FixedInt(bits: .max, kind: .uint64)),
            .float(0), .float(-.infinity),
        ]
        for (offset, mask) in [(size - 1, UInt8(0xF0)), (size - 1, UInt8(0xFF))] {
            let tag = f[offset] & mask
            if others.allSatisfy({ bytes($0)[offset] & mask != tag }) { return (offset, mask, tag) }
        }
        return nil
    }()

    /// The function in `slot`, unretained, or nil when the slot does not hold a function or the
    /// layout check failed. `layout` is `functionTag`, read once by the caller: reading the
    /// static on every call would go through its lazy initializer's check.
    @inline(__always)
    static func function(in slot: UnsafeMutablePointer<Value>,
                         layout: (offset: Int, mask: UInt8, tag: UInt8)?) -> Unmanaged<Function>? {
        guard let (offset, mask, tag) = layout else { return nil }
        let raw = UnsafeRawPointer(slot)
        guard raw.load(fromByteOffset: offset, as: UInt8.self) & mask == tag else { return nil }
        return Unmanaged<Function>.fromOpaque(raw.load(as: UnsafeRawPointer.self))
    }
}

/// An `Int` operand of arithmetic or a comparison, read inline when it is a variable or a
/// literal.
enum IntOperand {
    case slot(Int)
    case env(Int)
    case global(GlobalSlot)
    case constant(Int)
    case code(IntCode)

    @inline(__always)
    func load(_ f: Frame, _ s: Site) throws -> Int {
        switch self {
        case .slot(let i): if case .int(let n) = f.base[i] { return n }
        case .env(let i): if case .int(let n) = f.env[i] { return n }
        case .global(let g):
            if case .int(let n) = g.storage.pointee.value { return n }
            if g.storage.pointee.accessed { throw Exclusivity.conflict(g.name, s) }
        case .constant(let n): return n
        case .code(let c): return try c(f)
        }
        throw Compiler.internalError("expected an `Int`", s)
    }
}
