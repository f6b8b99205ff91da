/// Calls of a function value with one `inout` argument (`mod.apply(&x)`, `transform(&label)`):
/// what applying a `Mod` is made of. They skip the general path's argument arrays: the place's
/// value is moved into a new cell, the function runs on it, and the cell's value is put back,
/// also when the call fails, exactly as the general path does.
///
/// A function passing on its own `inout` parameter (`lhs.apply(&$0)` in a composed Mod) hands
/// on the cell it was given instead of moving the value into another one. Nothing else can
/// reach that cell while the callee runs: the caller is suspended, and no closure of the
/// caller mentions the parameter (`cellSlot` is only set then), so no access can overlap the
/// callee's and the outcome is the same as moving the value out and back.
extension Compiler {
    func inoutValueCall(_ target: Expr, _ args: ArgumentList, _ s: Site) throws -> Code? {
        guard args.codes.count == 1, args.places.count == 1, args.places[0].index == 0 else { return nil }
        let place = args.places[0].place
        let calleeOperand = try compileOperand(target)
        let m = machine
        let state = m.state
        let notFunction = Compiler.internalError("calling a non-function", s)
        let cellSlot = place.cellSlot
        return { f in
            guard case .function(let fn) = try calleeOperand.load(f) else { throw notFunction }
            if let i = cellSlot, case .box(let cell) = f.base[i], !cell.accessed {
                return try Compiler.call(m, fn, cell, f, s)
            }
            let steps = try place.steps(f)
            let cell = Box(try place.take(f, steps), epoch: state.pointee.epoch)
            let root = place.root(f)
            let result: Value
            do {
                // Marked once taken: until the call returns, nothing else may touch it.
                try root.begin(s)
                do {
                    result = try Compiler.call(m, fn, cell, f, s)
                } catch {
                    root.end()
                    throw error
                }
            } catch {
                try? place.put(f, steps, cell.value)
                throw error
            }
            root.end()
            try place.put(f, steps, cell.value)
            return result
        }
    }

    /// Calls `fn` with `cell` as its `inout` argument; a composed Mod runs flattened (see
    /// `InoutPlan`).
    @inline(__always)
    static func call(_ m: Machine, _ fn: Function, _ cell: Box, _ f: Frame, _ s: Site) throws -> Value {
        if let c = m.compiledClosure(fn) {
            let plan: InoutPlan? = c._withUnsafeGuaranteedRef { closure in
                guard let sequence = closure.block.inoutSequence else { return nil }
                if let plan = closure.inoutPlan { return plan }
                let plan = InoutPlan.make(m, closure, sequence)
                closure.inoutPlan = plan
                return plan
            }
            if let plan {
                try plan.run(m, cell, f, s)
                return .void
            }
        }
        return try m.call(fn, .box(cell), f, s)
    }

    /// The slot of `root` when it names the running function's own cell-held parameter (an
    /// `inout` parameter, mutating `self`) that no closure in the function mentions.
    func ownCellSlot(_ root: Expr) -> Int? {
        guard case .identifier(let name) = root.kind, root.chosen == nil,
              !context.capturedNames.contains(name), let local = context.lookup(name), local.boxed,
              case .slot(let i) = local.place else { return nil }
        return i
    }
}

extension Compiler {
    /// The parts of a closure body made only of `x.apply(&$0)` statements, each `x` a constant
    /// the closure captures and `$0` its own `inout` parameter; nil for any other body.
    func inoutSequence(_ c: ClosureExpr, parameter: String) throws -> InoutSequence? {
        guard !c.body.isEmpty, !context.capturedNames.contains(parameter) else { return nil }
        var parts: [InoutSequence.Part] = []
        for stmt in c.body {
            guard case .expression(let call) = stmt.kind, call.promotions == 0, call.chosen == nil,
                  case let .call(callee, arguments, _) = call.kind, arguments.count == 1,
                  call.argumentMapping == nil || call.argumentMapping! == [0],
                  case let .member(base, _, _) = callee.kind, callee.chosen == nil, callee.promotions == 0,
                  callee.type?.isFunction == true, let field = callee.memberIndex,
                  case .identifier(let name) = base.kind, base.chosen == nil, base.promotions == 0,
                  case .prefix("&", let argument) = arguments[0].value.kind,
                  case .identifier(parameter) = argument.kind, argument.chosen == nil
            else { return nil }
            guard let local = context.lookup(name), !local.boxed, case .capture(let i) = local.place else { return nil }
            parts.append(InoutSequence.Part(capture: i, field: field, site: site(call.range),
                                            fallback: try compileStatement(stmt)))
        }
        return InoutSequence(parts)
    }
}
