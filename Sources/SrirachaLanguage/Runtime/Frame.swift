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
