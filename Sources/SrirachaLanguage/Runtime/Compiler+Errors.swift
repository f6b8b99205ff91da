/// Errors at run time: a thrown value travels as a Swift error (`ThrownError`) through compiled
/// code and natives alike, to the nearest `do`–`catch`, `try?` or `try!`.
struct ThrownError: Error {
    let value: Value
    /// Where it was thrown.
    let range: SourceRange?
    let file: SourceFile?

    /// `LoadError.notFound`, as Swift names an error value.
    var shown: String {
        switch value.unboxed {
        case .enumCase(let e):
            // A `CustomDebugStringConvertible` error shows its `debugDescription`, as `String(reflecting:)` does.
            if let debug = e.type.methodTable["get:debugDescription"]?.value,
               case .string(let text)? = try? debug.invoke([value]).unboxed { return text }
            return e.type.name + Printer.literal(value)
        case .object(let o): return o.type.name
        case .structValue(let s): return Printer.literal(.structValue(s))
        default: return Printer.literal(value)
        }
    }
}

extension Compiler {
    func compileThrow(_ e: Expr) throws -> StmtCode {
        let c = try compile(e)
        let range = e.range, file = self.file
        return { f in throw ThrownError(value: try c(f).unboxed, range: range, file: file) }
    }

    func compileTry(_ e: Expr, _ kind: TryKind, _ x: Expr) throws -> Code {
        let c = try compile(x)
        switch kind {
        case .plain:
            return c
        case .optional:
            let wraps = !Compiler.isOptional(x.type)
            return { f in
                do {
                    let v = try c(f)
                    return wraps ? .some(v) : v
                } catch is ThrownError {
                    return .none
                }
            }
        case .forced:
            let s = site(e.range)
            return { f in
                do {
                    return try c(f)
                } catch let thrown as ThrownError {
                    throw s.error("`try!` expression unexpectedly raised an error: \(thrown.shown)")
                }
            }
        }
    }

    func compileDoCatch(_ body: [Stmt], _ catches: [CatchClause]) throws -> StmtCode {
        let run = try compileStatements(body)
        struct Clause {
            let test: (Value, Frame) throws -> Bool
            let body: StmtCode
        }
        var clauses: [Clause] = []
        for c in catches {
            context.push()
            defer { context.pop() }
            var test: (Value, Frame) throws -> Bool
            let bind: Binder = { [unowned self] name, isVar in
                self.initializer(for: self.context.declare(name, mutable: isVar))
            }
            if let ts = c.castType {
                let isType = try castTest(c.castDecl, at: ts.range)
                if let name = c.castName {
                    let store = bind(name, false)
                    test = { v, f in
                        guard isType(v) else { return false }
                        store(f, v)
                        return true
                    }
                } else {
                    test = { v, _ in isType(v) }
                }
            } else if let p = c.pattern {
                let match = try compilePattern(p, bind: bind)
                if case .enumCase = p.kind, let ref = p.chosen as? EnumCaseRef {
                    // The error may be of any type: the case must be one of this enum.
                    let type = try enumType(ref.decl, at: p.range)
                    test = { v, f in
                        guard case .enumCase(let ev) = v, ev.type === type else { return false }
                        return try match(v, f)
                    }
                } else {
                    test = match
                }
            } else {
                let store = bind("error", false)
                test = { v, f in
                    store(f, v)
                    return true
                }
            }
            if let g = c.guardExpr {
                let guardCode = try compileBool(g)
                let match = test
                test = { v, f in try match(v, f) && guardCode(f) }
            }
            clauses.append(Clause(test: test, body: try compileStatements(c.body)))
        }
        return { f in
            do {
                return try run(f)
            } catch let thrown as ThrownError {
                for c in clauses where try c.test(thrown.value, f) { return try c.body(f) }
                throw thrown
            }
        }
    }

    /// `catch is T` / `catch let e as T`: whether a thrown value is of the type `T` (or, for a
    /// protocol, of a type declaring it; for a class, of a subclass).
    private func castTest(_ decl: AnyObject?, at range: SourceRange) throws -> (Value) -> Bool {
        switch decl {
        case let d as EnumDecl:
            let type = try enumType(d, at: range)
            return { v in if case .enumCase(let e) = v { return e.type === type }; return false }
        case let d as StructDecl:
            let type = try structType(d, at: range)
            return { v in
                switch v {
                case .structValue(let s): return s.type === type
                case .object(let o): return o.type.inherits(from: type)
                default: return false
                }
            }
        case let d as ProtocolDecl:
            let name = d.name
            return { v in Compiler.conforms(v, to: name) }
        default:
            return { _ in false }
        }
    }

    /// Whether a value's run-time type declares the protocol `name` (an `Error` is any value).
    static func conforms(_ v: Value, to name: String) -> Bool {
        if name == "Error" { return true }
        switch v {
        case .structValue(let s): return s.type.protocols.contains(name)
        case .object(let o):
            var t: StructType? = o.type
            while let c = t {
                if c.protocols.contains(name) { return true }
                t = c.superclass
            }
            return false
        case .enumCase(let e): return e.type.protocols.contains(name)
        default: return false
        }
    }
}
