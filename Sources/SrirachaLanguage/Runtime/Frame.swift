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
        case is Diagnostic, is DiagnosticList: return error
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
enum Operand {
    case slot(Int)
    case env(Int)
    case constant(Value)
    case code(Code)

    @inline(__always)
    func load(_ f: Frame) throws -> Value {
        switch self {
        case .slot(let i): return f.base[i]
        case .env(let i): return f.env[i]
        case .constant(let v): return v
        case .code(let c): return try c(f)
        }
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
        case .global(let g): if case .int(let n) = g.storage.pointee.value { return n }
        case .constant(let n): return n
        case .code(let c): return try c(f)
        }
        throw Compiler.internalError("expected an `Int`", s)
    }
}
