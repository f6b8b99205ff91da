/// `Int` arithmetic and comparisons as closures specialised by operation and by operand kind:
/// `n - 1` on a local is one closure reading the slot, not three nested ones. The operations are
/// types, so each combination is compiled to straight-line code.
protocol IntArithmetic {
    static var checksZero: Bool { get }
    static func apply(_ a: Int, _ b: Int) -> (partialValue: Int, overflow: Bool)
}

enum IntAdd: IntArithmetic {
    static let checksZero = false
    @inline(__always) static func apply(_ a: Int, _ b: Int) -> (partialValue: Int, overflow: Bool) { a.addingReportingOverflow(b) }
}

enum IntSubtract: IntArithmetic {
    static let checksZero = false
    @inline(__always) static func apply(_ a: Int, _ b: Int) -> (partialValue: Int, overflow: Bool) { a.subtractingReportingOverflow(b) }
}

enum IntMultiply: IntArithmetic {
    static let checksZero = false
    @inline(__always) static func apply(_ a: Int, _ b: Int) -> (partialValue: Int, overflow: Bool) { a.multipliedReportingOverflow(by: b) }
}

enum IntDivide: IntArithmetic {
    static let checksZero = true
    @inline(__always) static func apply(_ a: Int, _ b: Int) -> (partialValue: Int, overflow: Bool) { a.dividedReportingOverflow(by: b) }
}

enum IntRemainder: IntArithmetic {
    static let checksZero = true
    @inline(__always) static func apply(_ a: Int, _ b: Int) -> (partialValue: Int, overflow: Bool) { a.remainderReportingOverflow(dividingBy: b) }
}

protocol IntComparison {
    static func test(_ a: Int, _ b: Int) -> Bool
}

enum IntEqual: IntComparison { @inline(__always) static func test(_ a: Int, _ b: Int) -> Bool { a == b } }
enum IntNotEqual: IntComparison { @inline(__always) static func test(_ a: Int, _ b: Int) -> Bool { a != b } }
enum IntLess: IntComparison { @inline(__always) static func test(_ a: Int, _ b: Int) -> Bool { a < b } }
enum IntLessOrEqual: IntComparison { @inline(__always) static func test(_ a: Int, _ b: Int) -> Bool { a <= b } }
enum IntGreater: IntComparison { @inline(__always) static func test(_ a: Int, _ b: Int) -> Bool { a > b } }
enum IntGreaterOrEqual: IntComparison { @inline(__always) static func test(_ a: Int, _ b: Int) -> Bool { a >= b } }

extension Compiler {
    func intArithmetic(_ op: String, _ a: IntOperand, _ b: IntOperand, _ s: Site) -> IntCode? {
        switch op {
        case "+": return intArithmetic(IntAdd.self, a, b, s, op)
        case "-": return intArithmetic(IntSubtract.self, a, b, s, op)
        case "*": return intArithmetic(IntMultiply.self, a, b, s, op)
        case "/": return intArithmetic(IntDivide.self, a, b, s, op)
        case "%": return intArithmetic(IntRemainder.self, a, b, s, op)
        case "&": return intArithmetic(IntAnd.self, a, b, s, op)
        case "|": return intArithmetic(IntOr.self, a, b, s, op)
        case "^": return intArithmetic(IntXor.self, a, b, s, op)
        case "<<": return intArithmetic(IntShiftLeft.self, a, b, s, op)
        case ">>": return intArithmetic(IntShiftRight.self, a, b, s, op)
        case "&+": return intArithmetic(IntWrappingAdd.self, a, b, s, op)
        case "&-": return intArithmetic(IntWrappingSubtract.self, a, b, s, op)
        case "&*": return intArithmetic(IntWrappingMultiply.self, a, b, s, op)
        default: return nil
        }
    }

    /// The message of an overflow in `op`; spelled out in full for the common operators,
    /// so compiling one builds no string (every `Int` operation compiles one).
    static func overflowMessage(_ op: String) -> String {
        switch op {
        case "+": return "arithmetic overflow in `+`"
        case "-": return "arithmetic overflow in `-`"
        case "*": return "arithmetic overflow in `*`"
        default: return "arithmetic overflow in `\(op)`"
        }
    }

    func intComparison(_ op: String, _ a: IntOperand, _ b: IntOperand, _ s: Site) -> BoolCode? {
        switch op {
        case "==": return intComparison(IntEqual.self, a, b, s)
        case "!=": return intComparison(IntNotEqual.self, a, b, s)
        case "<": return intComparison(IntLess.self, a, b, s)
        case "<=": return intComparison(IntLessOrEqual.self, a, b, s)
        case ">": return intComparison(IntGreater.self, a, b, s)
        case ">=": return intComparison(IntGreaterOrEqual.self, a, b, s)
        default: return nil
        }
    }

    /// The errors are made when thrown (see `IntOperationErrors`): every `Int` operation a
    /// statement compiles made its three diagnostics up front, and they were almost never thrown.
    private func intArithmetic<O: IntArithmetic>(_: O.Type, _ a: IntOperand, _ b: IntOperand,
                                                 _ s: Site, _ op: String) -> IntCode {
        let errors = IntOperationErrors(s, op)
        @inline(__always) func apply(_ x: Int, _ y: Int) throws -> Int {
            if O.checksZero, y == 0 { throw errors.divisionByZero() }
            let (v, o) = O.apply(x, y)
            if o { throw errors.overflow() }
            return v
        }
        switch (a, b) {
        case let (.slot(i), .constant(k)):
            return { f in
                guard case .int(let x) = f.base[i] else { throw errors.notInt() }
                return try apply(x, k)
            }
        case let (.slot(i), .slot(j)):
            return { f in
                guard case .int(let x) = f.base[i], case .int(let y) = f.base[j] else { throw errors.notInt() }
                return try apply(x, y)
            }
        case let (.code(c), .constant(k)):
            return { f in try apply(try c(f), k) }
        case let (.code(c), .code(d)):
            return { f in try apply(try c(f), try d(f)) }
        default:
            return { f in try apply(try a.load(f, errors.site), try b.load(f, errors.site)) }
        }
    }

    private func intComparison<C: IntComparison>(_: C.Type, _ a: IntOperand, _ b: IntOperand, _ s: Site) -> BoolCode {
        let errors = IntOperationErrors(s, "")
        switch (a, b) {
        case let (.slot(i), .constant(k)):
            return { f in
                guard case .int(let x) = f.base[i] else { throw errors.notInt() }
                return C.test(x, k)
            }
        case let (.slot(i), .slot(j)):
            return { f in
                guard case .int(let x) = f.base[i], case .int(let y) = f.base[j] else { throw errors.notInt() }
                return C.test(x, y)
            }
        case let (.code(c), .constant(k)):
            return { f in C.test(try c(f), k) }
        case let (.code(c), .code(d)):
            return { f in C.test(try c(f), try d(f)) }
        default:
            return { f in C.test(try a.load(f, errors.site), try b.load(f, errors.site)) }
        }
    }
}

/// The errors a compiled `Int` operation may throw, made when thrown (out of line, so that the
/// operation's code stays small). One reference for the operation's closure to capture: a
/// closure capturing the site and the operator as values passed five words to every call.
final class IntOperationErrors {
    let site: Site
    let op: String
    init(_ site: Site, _ op: String) {
        self.site = site
        self.op = op
    }
    @inline(never)
    func overflow() -> Diagnostic { site.error(Compiler.overflowMessage(op)) }
    @inline(never)
    func divisionByZero() -> Diagnostic { site.error("division by zero") }
    @inline(never)
    func notInt() -> Diagnostic { Compiler.internalError("expected an `Int`", site) }
}
