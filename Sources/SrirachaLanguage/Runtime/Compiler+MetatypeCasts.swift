/// Casts of metatype values (`k as? Cat.Type`, `k is Animal.Type`): a metatype value is the
/// name of its type; it is a `Cat.Type` when it names `Cat` or one of its subclasses, a
/// `P.Type` when it names a type of the program that conforms to `P`.
extension Compiler {
    /// `k as? Cat.Type`, or nil when the target is not a metatype.
    func compileMetatypeCast(_ e: Expr, _ kind: CastKind, _ c: @escaping Code, operand: Expr, target: SType) -> Code? {
        let isMetatype = Compiler.isMetatypeOrOptional(operand.type)
        guard let test = metatypeTest(to: target, fromMetatype: isMetatype) else { return nil }
        switch kind {
        case .test:
            return { f in .bool(test(try c(f)) != nil) }
        case .conditional:
            return { f in test(try c(f)).map { .some($0) } ?? .none }
        case .forced:
            let s = site(e.range), shown = target.description
            return { f in
                let v = try c(f)
                guard let cast = test(v) else {
                    var have = Compiler.runtimeTypeName(v.unboxed)
                    if isMetatype, case .string(let name) = v.unboxed { have = name + ".Type" }
                    throw s.error("could not cast value of type \(have) to \(shown)")
                }
                return cast
            }
        }
    }

    /// The test of a value for the metatype `target` (`Cat.Type`): the value when it is a
    /// metatype naming `Cat` or a subclass, else nil. Nil when `target` is no such metatype.
    func metatypeTest(to target: SType, fromMetatype isMetatype: Bool) -> ((Value) -> Value?)? {
        guard case let .nominal("Any.Type", args) = target, args.count == 1 else { return nil }
        let wanted = args[0], program = program
        return { value in
            var v = value.unboxed
            if let payload = v.optionalPayload { v = payload.unboxed }
            if case .existential(let x) = v {
                guard Compiler.isMetatypeType(x.type) else { return nil }
                v = x.value.unboxed
            } else if !isMetatype {
                return nil
            }
            guard case .string(let name) = v, program.metatype(name, isA: wanted) else { return nil }
            return v
        }
    }

    /// Whether a value of this static type is a metatype (or an optional one).
    static func isMetatypeOrOptional(_ t: SType?) -> Bool {
        guard case .nominal(let n, let xs)? = t else { return false }
        return n == "Any.Type" || (n == "Optional" && xs.first.map(Compiler.isMetatypeType) == true)
    }

    static func isMetatypeType(_ t: SType) -> Bool {
        if case .nominal("Any.Type", _) = t { return true }
        return false
    }
}

extension Program {
    /// Whether the type a metatype value names (`Cat`) is `wanted`, a subclass of it, or a type
    /// conforming to the protocol it names.
    func metatype(_ name: String, isA wanted: SType) -> Bool {
        let shown = Printer.swiftTypeName(wanted, qualified: false)
        if name == shown { return true }
        guard case let .nominal(target, []) = wanted else { return false }
        let head = Printer.innermost(Compiler.typeHead(name))
        var c = classNames.types[head]
        for _ in 0..<4096 {
            guard let k = c else { break }
            if k.name == target || k.protocols.contains(target) { return true }
            c = k.superclass
        }
        if let s = structs.values.first(where: { !$0.isClass && Printer.innermost($0.name) == head }) {
            return s.protocols.contains(target)
        }
        return false
    }
}
