/// Casts at run time: whether a value is of a type. A value put into an `Any` keeps the type it
/// had there (`Value.existential`), so a `Character` is not a `String` and an empty `[Int]` is
/// not a `[String]`; a value whose type is not known that way (from generic code) is judged by
/// what it holds, an array by each of its elements.
extension Compiler {
    func compileTypeCast(_ e: Expr, _ kind: CastKind, _ operand: Expr) throws -> Code {
        guard let target = e.castTarget else { throw failure("internal error: an unchecked cast", at: e.range) }
        let c = try compile(operand)
        // The operand's own static type says what it is, unless it is `Any` or generic.
        let known = operand.type.flatMap(Compiler.typeKeptInAny)
        if let bound = reifiedCastTarget(e, target) { return reifiedTypeCast(e, kind, c, known, bound) }
        if let metatype = compileMetatypeCast(e, kind, c, operand: operand, target: target) { return metatype }
        switch kind {
        case .test:
            return { f in .bool(Compiler.cast(try c(f).unboxed, known: known, to: target) != nil) }
        case .conditional:
            return { f in Compiler.cast(try c(f).unboxed, known: known, to: target).map { .some($0) } ?? .none }
        case .forced:
            let s = site(e.range)
            let shown = target.description
            return { f in
                let v = try c(f).unboxed
                guard let cast = Compiler.cast(v, known: known, to: target) else {
                    throw s.error("could not cast value of type \(Compiler.runtimeTypeName(v)) to \(shown)")
                }
                return cast
            }
        }
    }

    /// The type a value of static type `t` keeps in an `Any`; nil when the value itself says all
    /// there is (a class, struct or enum without generic arguments, whose run-time type may be
    /// a subclass or a conforming type), or when `t` is not known (`Any`, a generic parameter).
    static func typeKeptInAny(_ t: SType) -> SType? {
        if containsParameter(t) { return nil }
        if case let .nominal(name, args) = t {
            if name == "Any" || name == "AnyObject" || name == "Error" || name == "inout" { return nil }
            // A metatype value is a type's name: in an `Any` it must not pass for a `String`.
            if name == "Any.Type" { return t }
            if args.isEmpty && !Printer.standardTypes.contains(name) { return nil }
        }
        return t
    }

    static func containsParameter(_ t: SType) -> Bool {
        switch t {
        case .parameter: return true
        case let .nominal(_, args): return args.contains(where: containsParameter)
        case let .function(ps, r, _): return ps.contains(where: containsParameter) || containsParameter(r)
        case let .tuple(es): return es.contains { containsParameter($0.type) }
        }
    }

    /// `v` as stored in an `Any`, with its static type `t` (a value already in an `Any` is not
    /// wrapped twice).
    static func storeInAny(_ v: Value, _ t: SType) -> Value {
        if case .existential = v { return v }
        return .existential(Existential(v.unboxed, type: t))
    }

    /// The value as a value of `type`, or nil when it is not one. An optional holding a value is
    /// looked through, as Swift does.
    static func cast(_ v: Value, to type: SType) -> Value? {
        cast(v, known: nil, to: type)
    }

    /// `cast(_:to:)` for a value whose static type `known` is known (nil: judged by the value).
    static func cast(_ value: Value, known given: SType?, to type: SType) -> Value? {
        var v = value.unboxed, known = given
        if case .existential(let x) = v {
            if type == .nominal("Any", []) { return v }
            v = x.value
            known = x.type
        }
        let knownPayload: SType? = known.flatMap { t in
            if case let .nominal("Optional", args) = t, args.count == 1 { return args[0] }
            return nil
        }
        if case let .nominal("Optional", args) = type, args.count == 1 {
            if let payload = v.optionalPayload { return cast(payload, known: knownPayload, to: args[0]).map { .some($0) } }
            if isNone(v) { return v }
            return cast(v, known: known, to: args[0]).map { .some($0) }
        }
        if let payload = v.optionalPayload { return cast(payload, known: knownPayload, to: type) }
        if isNone(v) { return nil }
        if type == .nominal("Any", []) {
            return known.map { storeInAny(v, $0) } ?? v
        }
        guard let known else { return converted(v, type) }
        return castKnown(v, known, type)
    }

    private static func isNone(_ v: Value) -> Bool {
        if case .enumCase(let e) = v, e.type === EnumType.optional { return e.caseIndex == 0 }
        return false
    }

    /// The standard types whose values do not say which of them they are (a `Character` is a
    /// one-letter text; an empty array holds no element to look at).
    private static func isStandard(_ name: String) -> Bool {
        Printer.standardTypes.contains(name) && name != "Any" && name != "Error"
    }

    /// A cast of a value whose static type is `known`.
    private static func castKnown(_ v: Value, _ known: SType, _ type: SType) -> Value? {
        if sameType(known, type) { return v }
        // A metatype is a type's name here, never a `String` (`Int.self as Any is String`).
        if isMetatypeType(known) { return isMetatypeType(type) ? v : nil }
        if excluded(known, type) { return nil }
        switch (known, type, v) {
        case let (.nominal("Array", ks), .nominal("Array", ts), .array(xs)) where ks.count == 1 && ts.count == 1:
            return convertedElements(xs, known: ks[0], to: ts[0]).map { .array($0) }
        case let (.nominal("Set", ks), .nominal("Set", ts), .set(xs)) where ks.count == 1 && ts.count == 1:
            return convertedElements(Array(xs), known: ks[0], to: ts[0]).map { .set(.init($0)) }
        case let (.nominal("Dictionary", ks), .nominal("Dictionary", ts), .dictionary(d)) where ks.count == 2 && ts.count == 2:
            var out = d
            for (key, value) in d {
                guard cast(key, known: ks[0], to: ts[0]) != nil, let x = cast(value, known: ks[1], to: ts[1]) else { return nil }
                out[key] = x
            }
            return .dictionary(out)
        case let (.tuple(ks), .tuple(ts), .tuple(xs)) where ks.count == ts.count && xs.count == ts.count:
            var out: [Value] = []
            for i in xs.indices {
                guard let x = cast(xs[i], known: typeKeptInAny(ks[i].type), to: ts[i].type) else { return nil }
                out.append(x)
            }
            return .tuple(out)
        case let (.nominal(name, _), .nominal(target, _), _) where isStandard(name):
            // `Int` is not `Double`, a `Character` not a `String`; a protocol it conforms to
            // (by an extension) is judged by the value.
            return isStandard(target) ? nil : converted(v, type)
        default:
            return converted(v, type)
        }
    }

    /// Whether no value of type `known` can be a `type` (an `[Int]`, even empty, is never a
    /// `[String]`); false where it depends on the value (a class, a protocol, `Any`).
    private static func excluded(_ known: SType, _ type: SType) -> Bool {
        switch (known, type) {
        case let (.nominal(k, kargs), .nominal(t, targs)):
            guard isStandard(k), isStandard(t) else { return false }
            if k != t { return t == "Optional" && targs.count == 1 ? excluded(known, targs[0]) : true }
            guard kargs.count == targs.count else { return true }
            return zip(kargs, targs).contains { excluded($0, $1) }
        case let (.tuple(ks), .tuple(ts)):
            return ks.count != ts.count || zip(ks, ts).contains { excluded($0.type, $1.type) }
        case let (.tuple, .nominal(t, _)), let (.nominal(t, _), .tuple):
            return isStandard(t)
        default:
            return false
        }
    }

    private static func convertedElements(_ xs: [Value], known: SType, to type: SType) -> [Value]? {
        let k = typeKeptInAny(known)
        var out: [Value] = []
        out.reserveCapacity(xs.count)
        for x in xs {
            guard let c = cast(x, known: k, to: type) else { return nil }
            out.append(c)
        }
        return out
    }

    /// The same type, tuple labels aside (`(x: 1, y: 2) as? (Int, Int)` succeeds).
    private static func sameType(_ a: SType, _ b: SType) -> Bool {
        switch (a, b) {
        case let (.tuple(xs), .tuple(ys)):
            return xs.count == ys.count && zip(xs, ys).allSatisfy { sameType($0.type, $1.type) }
        default:
            return a == b
        }
    }

    /// A cast judged by the value alone: its elements are converted one by one (an `[Any]`
    /// holding numbers is an `[Int]` whose elements are the numbers themselves).
    private static func converted(_ v: Value, _ type: SType) -> Value? {
        switch type {
        case .parameter:
            return v
        case .function:
            if case .function = v { return v }
            return nil
        case let .tuple(elements):
            if elements.isEmpty { return v.isVoidValue ? v : nil }
            guard case let .tuple(vs) = v, vs.count == elements.count else { return nil }
            var out: [Value] = []
            for (x, t) in zip(vs, elements) {
                guard let c = cast(x, known: nil, to: t.type) else { return nil }
                out.append(c)
            }
            return .tuple(out)
        case let .nominal(name, _) where name.contains(" & "):
            // `as? Named & Aged`: a value of a type that conforms to each.
            let all = name.components(separatedBy: " & ").allSatisfy { converted(v, .nominal($0, [])) != nil }
            return all ? v : nil
        case let .nominal(name, args):
            switch (name, v) {
            case ("Any", _): return v
            case ("AnyObject", .object): return v
            case ("Int", .int), ("Double", .double), ("Bool", .bool), ("String", .string), ("Float", .float): return v
            case (_, .fixed(let x)): return x.kind.name == name ? v : nil
            case ("Character", .string(let text)): return text.count == 1 ? v : nil
            case ("Array", .array(let xs)) where args.count == 1:
                return convertedElements(xs, known: .nominal("Any", []), to: args[0]).map { .array($0) }
            case ("ArraySlice", .slice(let s)) where args.count == 1:
                return convertedElements(s.elements, known: .nominal("Any", []), to: args[0])
                    .map { .slice(SliceValue(start: s.start, elements: $0)) }
            case ("Set", .set(let xs)) where args.count == 1:
                return convertedElements(Array(xs), known: .nominal("Any", []), to: args[0]).map { .set(.init($0)) }
            case ("Dictionary", .dictionary(let d)) where args.count == 2:
                var out = d
                for (key, value) in d {
                    guard cast(key, known: nil, to: args[0]) != nil, let x = cast(value, known: nil, to: args[1]) else { return nil }
                    out[key] = x
                }
                return .dictionary(out)
            case ("Range", .range(_, _, false)), ("ClosedRange", .range(_, _, true)): return v
            case (_, .structValue(let s)): return s.type.name == name || conforms(v, to: name) ? v : nil
            case (_, .object(let o)):
                var t: StructType? = o.type
                while let c = t {
                    if c.name == name { return v }
                    t = c.superclass
                }
                return conforms(v, to: name) ? v : nil
            case (_, .enumCase(let e)): return e.type.name == name || conforms(v, to: name) ? v : nil
            default: return nil
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
        case .slice: return "ArraySlice"
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
        case .existential(let x): return Printer.swiftTypeName(x.type, qualified: false)
        }
    }
}
