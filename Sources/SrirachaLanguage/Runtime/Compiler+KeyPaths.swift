/// Key path literals (a `KeyPathValue`, or a function where the checker made one) and
/// `x[keyPath: kp]` reads. Writes through a key path are places (Compiler+Assignment).
extension Compiler {
    func compileKeyPath(_ e: Expr, _ kp: KeyPathExpr) throws -> Code {
        let root: SType?
        switch e.type {
        case let .function(ps, _)?: root = ps.first
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
            case let .accessors(a, nil) where a.getter == nil && a.requirementIsSettable != nil:
                // `\.wheels` on a protocol type: the property of each value's own type.
                return .computed(get: requirementGetter(a.name, e), set: nil)
            case let .accessors(a, nil):
                guard let get = try accessor(a.getter, e) else { throw failure("`\(a.name)` has no getter", at: e.range) }
                return .computed(get: get, set: try accessor(a.setter, e))
            }
        }
        let value = KeyPathValue(display: KeyPathValue.display(root: root, kp.components), steps: steps,
                                 wrapsResult: kp.wrapsResult)
        if kp.isFunction { return constant(.function(value.asFunction(site(e.range)))) }
        return constant(.keyPath(value))
    }

    /// Reads the property `name` of whatever type the value has at run time.
    private func requirementGetter(_ name: String, _ e: Expr) -> Function {
        let m = machine
        let s = site(e.range)
        let builtins = program.builtinTables
        return Function(arity: 1, display: .named(name)) { args in
            let frame = Frame(base: m.state.pointee.top, top: m.state.pointee.top, env: m.emptyEnv,
                              depth: m.state.pointee.depth)
            return try Compiler.readProperty(name, of: args[0].unboxed, m, frame, s, builtins)
        }
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
