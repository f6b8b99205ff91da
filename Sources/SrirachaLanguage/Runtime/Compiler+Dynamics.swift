/// Compiling the two parts of `Dynamic<T>` that are syntax rather than natives: `d ->> target`
/// and `d.value = v` (also `+=` and the other compound assignments).
extension Compiler {
    /// `d ->> target`: into another dynamic (a source), or into a place rooted in a global.
    /// The place's indices are evaluated once, now; the binding writes there on every change.
    func compileBind(_ l: Expr, _ r: Expr, _ opRange: SourceRange) throws -> Code {
        let d = try compile(l)
        let s = site(l.range.union(r.range))
        var targetDynamic: Expr?
        if case .nominal("Dynamic", _)? = r.type { targetDynamic = r }
        if case .member(let base, "value", _) = r.kind, (r.chosen as? NativeFunction)?.owner == "Dynamic" {
            targetDynamic = base
        }
        if let targetDynamic {
            let target = try compile(targetDynamic)
            return { f in
                let (dv, tv) = (try d(f), try target(f))
                do { return try Compiler.dynamics().bind(dv, toSource: tv) } catch { throw s.locate(error) }
            }
        }
        let place = try compilePlace(r)
        var label = file.text(in: r.range)
        // `->> button` and `->> button.dynEnabled` were rewritten to the field they write.
        if case .member(let base, let name, _) = r.kind, label != name, !label.hasSuffix("." + name) {
            label = file.text(in: base.range) + "." + name
        }
        // A `Dynamic<String>` bound into a `String?` field (`textField.text`) writes `.some`.
        var wraps = false
        if case .nominal("Optional", _)? = r.type, case .nominal("Dynamic", let args)? = l.type,
           let element = args.first, case .nominal(let n, _) = element, n != "Optional" {
            wraps = true
        }
        if let object = try localObjectRoot(r) {
            // A place in a class instance held by a local (`self.signUpButton` in a method): the
            // binding keeps the instance, and writes through it after the frame is gone.
            let m = machine
            return { f in
                let dv = try d(f)
                let steps = try place.steps(f)
                let instance = try object(f)
                do {
                    return try Compiler.dynamics().bind(dv, label: label) { v in
                        var holder = instance
                        try Compiler.apply(m, steps, 0, &holder) { $0 = wraps ? .some(v) : v }
                    }
                } catch {
                    throw s.locate(error)
                }
            }
        }
        return { f in
            let dv = try d(f)
            let steps = try place.steps(f)
            // The checker allows only places rooted in a global or in a class instance (above),
            // whose access does not use the frame, so keeping this frame for later writes is safe.
            do {
                return try Compiler.dynamics().bind(dv, label: label) { v in try place.put(f, steps, wraps ? .some(v) : v) }
            } catch {
                throw s.locate(error)
            }
        }
    }

    /// The root of a binding's place when it is a local holding a class instance: code that
    /// reads the instance. Nil for a place rooted in a global.
    private func localObjectRoot(_ target: Expr) throws -> Code? {
        var root = target
        while true {
            switch root.kind {
            case .member(let base, _, _), .subscriptAccess(let base, _), .paren(let base), .forceUnwrap(let base),
                 .optionalChain(let base), .bindOptional(let base):
                root = base
            case .identifier(let name):
                guard context.lookup(name) != nil else { return nil }
                return try compile(root)
            default:
                return nil
            }
        }
    }

    /// `d.value = v`, `d.value += v`: sets a source (one update, traced).
    func compileDynamicValueAssignment(_ op: String, _ target: Expr, _ value: Expr) throws -> Code? {
        guard case .member(let base, "value", _) = target.kind, let n = target.chosen as? NativeFunction,
              n.owner == "Dynamic" else { return nil }
        let d = try compile(base)
        let rhs = try compile(value)
        let s = site(target.range.union(value.range))
        if op == "=" {
            return { f in
                let (dv, v) = (try d(f), try rhs(f))
                do { try Compiler.dynamics().set(dv, to: v) } catch { throw s.locate(error) }
                return .void
            }
        }
        let binary = String(op.dropLast())
        return { f in
            let (dv, v) = (try d(f), try rhs(f))
            do {
                let runtime = try Compiler.dynamics()
                let current = try runtime.value(dv)
                try runtime.set(dv, to: try Operators.arithmetic(binary, current, v))
            } catch {
                throw s.locate(error)
            }
            return .void
        }
    }

    static func dynamics() throws -> DynamicsRuntime {
        guard let r = RuntimeContext.current?.dynamics else {
            throw RuntimeError("internal error: dynamics are not available here")
        }
        return r
    }
}
