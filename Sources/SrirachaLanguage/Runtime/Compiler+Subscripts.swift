/// Subscript reads: `xs[i]` (with the standard out-of-range error), `xs[1..<3]`, `r[i]`,
/// `d[k]` (an optional) and `d[k, default: v]`.
extension Compiler {
    func compileSubscript(_ e: Expr, _ base: Expr, _ arguments: [Argument]) throws -> Code {
        let s = site(e.range)
        guard let first = arguments.first else { throw failure("a subscript needs an index", at: e.range) }
        if first.label == "keyPath" { return try compileKeyPathSubscript(e, base, first.value) }
        let container = try compile(base)
        if arguments.count == 2, arguments[1].label == "default" {
            let key = try compile(first.value), fallback = try compile(arguments[1].value)
            return { f in
                let c = try container(f).unboxed
                let k = try key(f).unboxed
                guard case .dictionary(let d) = c else { throw Compiler.internalError("`default:` on a non-dictionary", s) }
                if let v = d[k] { return v }
                return try fallback(f)
            }
        }
        if first.value.type == .int, first.value.promotions == 0, case .nominal("Array", _)? = base.type {
            let index = try compileInt(first.value)
            return { f in
                let c = try container(f)
                let i = try index(f)
                if case .array(let xs) = c {
                    guard i >= 0, i < xs.count else { throw s.error(Operators.indexMessage(i, count: xs.count)) }
                    return xs[i]
                }
                do { return try Operators.subscriptValue(c, .int(i)) } catch let e as RuntimeError { throw s.error(from: e) }
            }
        }
        let key = try compile(first.value)
        if case .nominal("Dictionary.Index", _) = first.value.type {
            return { f in
                do { return try Builtins.dictionaryElement(try container(f), at: try key(f)) } catch let e as RuntimeError { throw s.error(from: e) }
            }
        }
        return { f in
            let c = try container(f)
            do { return try Operators.subscriptValue(c, try key(f)) } catch let e as RuntimeError { throw s.error(from: e) }
        }
    }
}
