/// `Mod` values print what they are built from (LANGUAGE.md §5): `Mod<Label>(.text("Hi") +
/// .centered)`. A Mod is an ordinary struct of the prelude (`struct Mod<T> { var apply: … }`);
/// its function's display is set where a Mod is made from named parts — a static property
/// (`.centered`), a static function (`.text("Hi")`), an operator (`a + b`) — and its run-time
/// type carries the type argument (`Mod<Label>`), so that `print(mod)` shows it too.
enum ModValues {
    /// A struct named `Mod` whose only stored property is the function `apply`.
    static func isMod(_ s: StructValue) -> Bool {
        s.fields.count == 1 && s.type.fieldNames == ["apply"] && (s.type.name == "Mod" || s.type.name.hasPrefix("Mod<"))
    }

    /// Whether a static type is a Mod of a known type (`Mod<Label>`, not `Mod<T>`).
    static func isConcreteMod(_ t: SType?) -> Bool {
        guard case .nominal("Mod", let args)? = t, args.count == 1 else { return false }
        return !mentionsParameter(args[0])
    }

    private static func mentionsParameter(_ t: SType) -> Bool {
        switch t {
        case .parameter: return true
        case .nominal(_, let args): return args.contains(where: mentionsParameter)
        case .function(let ps, let r, _): return ps.contains(where: mentionsParameter) || mentionsParameter(r)
        case .tuple(let es): return es.contains { mentionsParameter($0.type) }
        }
    }

    /// What the Mod's function shows, or nil for values that are not Mods.
    static func display(of v: Value) -> FunctionDisplay? {
        guard case .structValue(let s) = v.unboxed, isMod(s), case .function(let f) = s.fields[0] else { return nil }
        return f.display
    }

    /// The same Mod, its function shown as `display`.
    static func relabel(_ v: Value, _ display: FunctionDisplay) -> Value {
        guard case .structValue(let s) = v, isMod(s), case .function(let f) = s.fields[0] else { return v }
        // A compiled closure stays one, shown differently, so that applying the Mod is a call
        // of compiled code rather than of a native wrapper around it.
        let shown: Function
        if let c = f.compiled {
            let closure = unsafeDowncast(c, to: Closure.self)
            shown = Closure(copying: closure, wrapsResult: closure.wrapsResult, display: display).function()
        } else {
            shown = Function(arity: f.arity, display: display, invoke: f.invoke)
        }
        return .structValue(StructValue(type: s.type, fields: [.function(shown)]))
    }

    /// The same Mod with a run-time type that names its type argument.
    @inline(__always)
    static func retag(_ v: Value, _ type: StructType) -> Value {
        guard case .structValue(let s) = v, s.type !== type, isMod(s) else { return v }
        return .structValue(StructValue(type: type, fields: s.fields))
    }

    /// An argument as a Mod's display shows it: a Mod by what it is built from.
    static func argumentText(_ v: Value) -> String {
        if let d = display(of: v) { return d.description }
        return Printer.literal(v, limit: 200)
    }

    /// `Mod<Label>(.centered)`; nil when the value is not a Mod.
    static func literal(_ s: StructValue, type: SType?) -> String? {
        guard isMod(s), case .function(let f) = s.fields[0] else { return nil }
        var name = s.type.name
        if name == "Mod", let type, case .nominal("Mod", let args) = type, args.count == 1 { name = type.description }
        return "\(name)(\(f.display))"
    }
}

extension Compiler {
    /// The run-time type of `Mod`s of a given static type (`Mod<Label>`), made once per session.
    func modType(_ t: SType) -> StructType {
        let name = t.description
        if let known = program.modTypes[name] { return known }
        let type = StructType(name: name, fieldNames: ["apply"])
        program.modTypes[name] = type
        return type
    }

    /// Makes the Mods `code` produces carry their static type (`Mod<Label>`), when it is known.
    func taggingMods(_ e: Expr, _ code: @escaping Code) -> Code {
        guard ModValues.isConcreteMod(e.type), let t = e.type else { return code }
        if case .closure = e.kind { return code }
        let type = modType(t)
        return { f in ModValues.retag(try code(f), type) }
    }
}
