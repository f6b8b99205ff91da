/// Key path literals (a `KeyPathValue`, or a function where the checker made one) and
/// `x[keyPath: kp]` reads. Writes through a key path are places (Compiler+Assignment).
extension Compiler {
    func compileKeyPath(_ e: Expr, _ kp: KeyPathExpr) throws -> Code {
        let root: SType?
        switch e.type {
        case let .function(ps, _, _)?: root = ps.first
        case let .nominal(_, args)? where args.count == 2: root = args[0]
        default: root = nil
        }
        let steps = try kp.steps.map { step -> KeyPathValue.Step in
            switch step {
            case .field(let i): return .field(i)
            case .chain: return .chain
            case .force: return .force
            case .property(let n): return .property(n)
            case let .accessors(a, index?):
                return .observed(index, willSet: try accessor(a.willSet, e), didSet: try accessor(a.didSet, e))
            case let .accessors(a, nil) where (a.getter == nil && a.setter == nil) || (a.isRequirementDefault && a.setter == nil):
                // A protocol's requirement (`\Animal.name`): found on each value's own type.
                let name = a.name
                return .computed(get: Function(arity: 1, display: .named(name)) { args in
                    try Compiler.requirementRead(name, of: args[0].unboxed)
                }, set: nil)
            case let .accessors(a, nil):
                guard let get = try accessor(a.getter, e) else { throw failure("`\(a.name)` has no getter", at: e.range) }
                return .computed(get: Compiler.dispatched(get, "get:" + a.key), set: try accessor(a.setter, e))
            }
        }
        let value = KeyPathValue(display: KeyPathValue.display(root: root, kp.components), steps: steps,
                                 wrapsResult: kp.wrapsResult)
        if kp.isFunction { return constant(.function(value.asFunction(site(e.range)))) }
        return constant(.keyPath(value))
    }

    /// A class instance's computed property read through a key path (`\Animal.name` on a `Dog`):
    /// the getter of the instance's own class, which may override the one the path names.
    static func dispatched(_ get: Function, _ key: String) -> Function {
        Function(arity: 1, display: get.display) { args in
            if case .object(let o) = args[0].unboxed, let own = o.type.methodTable[key]?.value { return try own.invoke(args) }
            return try get.invoke(args)
        }
    }

    /// The property `name` of a value reached through a protocol type, by its run-time type.
    static func requirementRead(_ name: String, of v: Value) throws -> Value {
        let table: [String: FunctionEntry]
        switch v {
        case .object(let o):
            if let i = o.type.fieldNames.firstIndex(of: name), i < o.fields.count { return o.fields[i] }
            table = o.type.methodTable
        case .structValue(let sv):
            if let i = sv.type.fieldNames.firstIndex(of: name), i < sv.fields.count { return sv.fields[i] }
            table = sv.type.methodTable
        case .enumCase(let ev):
            table = ev.type.methodTable
        default:
            for owner in BuiltinMethodTables.typeNames(of: v) {
                if let native = Builtins.members[owner]?[name]?.first(where: { $0.isProperty && $0.typedBody == nil }) {
                    return try native.body([v])
                }
            }
            // `\.description` on a built-in value (`where T: CustomStringConvertible`): what `print` shows.
            if name == "description" { return .string(Printer.described(Builtins.unboxed(v), type: nil)) }
            throw RuntimeError("this key path cannot read `\(name)` from a value of a built-in type")
        }
        guard let getter = table["get:" + name]?.value else { throw RuntimeError("internal error: no property `\(name)` on this value") }
        return try getter.invoke([v])
    }

    private func accessor(_ d: FuncDecl?, _ e: Expr) throws -> Function? {
        guard let d else { return nil }
        return try functionEntry(d, at: e.range).value
    }

    func compileKeyPathSubscript(_ e: Expr, _ base: Expr, _ index: Expr) throws -> Code {
        let container = try compile(base), key = try compile(index)
        let s = site(e.range)
        return { f in
            let root = try container(f)
            guard case .keyPath(let k) = try key(f).unboxed else { throw Compiler.internalError("not a key path", s) }
            do { return try k.read(root) } catch let error as RuntimeError { throw s.error(from: error) }
        }
    }
}
