/// Casts at run time: whether a value is of a type, which values carry with them (an array's
/// elements are each tested, since an array does not record its element type).
extension Compiler {
    func compileTypeCast(_ e: Expr, _ kind: CastKind, _ operand: Expr) throws -> Code {
        guard let target = e.castTarget else { throw failure("internal error: an unchecked cast", at: e.range) }
        let c = try compile(operand)
        switch kind {
        case .test:
            return { f in .bool(Compiler.cast(try c(f).unboxed, to: target) != nil) }
        case .conditional:
            return { f in Compiler.cast(try c(f).unboxed, to: target).map { .some($0) } ?? .none }
        case .forced:
            let s = site(e.range)
            let shown = target.description
            return { f in
                let v = try c(f).unboxed
                guard let cast = Compiler.cast(v, to: target) else {
                    throw s.error("could not cast value of type \(Compiler.runtimeTypeName(v)) to \(shown)")
                }
                return cast
            }
        }
    }

    /// The value as a value of `type`, or nil when it is not one. An optional holding a value is
    /// looked through, as Swift does.
    static func cast(_ v: Value, to type: SType) -> Value? {
        if case let .nominal("Optional", args) = type, args.count == 1 {
            if let payload = v.optionalPayload { return cast(payload, to: args[0]).map { .some($0) } }
            if isNone(v) { return v }
            return cast(v, to: args[0]).map { .some($0) }
        }
        if let payload = v.optionalPayload { return cast(payload, to: type) }
        if isNone(v) { return nil }
        return matches(v, type) ? v : nil
    }

    private static func isNone(_ v: Value) -> Bool {
        if case .enumCase(let e) = v, e.type === EnumType.optional { return e.caseIndex == 0 }
        return false
    }

    private static func matches(_ v: Value, _ type: SType) -> Bool {
        switch type {
        case .parameter:
            return true
        case .function:
            if case .function = v { return true }
            return false
        case let .tuple(elements):
            if elements.isEmpty { return v.isVoidValue }
            guard case let .tuple(vs) = v, vs.count == elements.count else { return false }
            return zip(vs, elements).allSatisfy { matches($0.unboxed, $1.type) }
        case let .nominal(name, _) where name.contains(" & "):
            // `as? Named & Aged`: a value of a type that conforms to each.
            return name.components(separatedBy: " & ").allSatisfy { matches(v, .nominal($0, [])) }
        case let .nominal(name, args):
            switch (name, v) {
            case ("Any", _): return true
            case ("AnyObject", .object): return true
            case ("Int", .int), ("Double", .double), ("Bool", .bool), ("String", .string), ("Float", .float): return true
            case (_, .fixed(let x)): return x.kind.name == name
            case ("Character", .string(let text)): return text.count == 1
            case ("Array", .array(let xs)) where args.count == 1:
                return xs.allSatisfy { cast($0.unboxed, to: args[0]) != nil }
            case ("Set", .set(let xs)) where args.count == 1:
                return xs.allSatisfy { matches($0.unboxed, args[0]) }
            case ("Dictionary", .dictionary(let d)) where args.count == 2:
                return d.allSatisfy { matches($0.key.unboxed, args[0]) && cast($0.value.unboxed, to: args[1]) != nil }
            case ("Range", .range(_, _, false)), ("ClosedRange", .range(_, _, true)): return true
            case (_, .structValue(let s)): return s.type.name == name || conforms(v, to: name)
            case (_, .object(let o)):
                var t: StructType? = o.type
                while let c = t {
                    if c.name == name { return true }
                    t = c.superclass
                }
                return conforms(v, to: name)
            case (_, .enumCase(let e)): return e.type.name == name || conforms(v, to: name)
            default: return false
            }
        }
    }

    /// A value's type as `as!` reports it: `Int`, `String`, `Dog`.
    static func runtimeTypeName(_ v: Value) -> String {
        switch v {
        case .int: return "Int"
        case .double: return "Double"
        case .fixed(let x): return x.kind.name
        case .float: return "Float"
        case .bool: return "Bool"
        case .string: return "String"
        case .void: return "()"
        case .array: return "Array"
        case .dictionary: return "Dictionary"
        case .set: return "Set"
        case .tuple: return "tuple"
        case .structValue(let s): return SType.displayName(s.type.name)
        case .object(let o): return SType.displayName(o.type.name)
        case .enumCase(let e): return SType.displayName(e.type.name)
        case .function: return "function"
        case .range(_, _, let closed): return closed ? "ClosedRange<Int>" : "Range<Int>"
        case .interval: return "range"
        case .box(let b): return runtimeTypeName(b.value)
        case .keyPath: return "KeyPath"
        }
    }
}
