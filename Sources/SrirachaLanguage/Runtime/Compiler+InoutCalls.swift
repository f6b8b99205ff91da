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
                return try m.call(fn, .box(cell), f, s)
            }
            let steps = try place.steps(f)
            let cell = Box(try place.take(f, steps), epoch: state.pointee.epoch)
            let root = place.root(f)
            let result: Value
            do {
                // Marked once taken: until the call returns, nothing else may touch it.
                try root.begin(s)
                do {
                    result = try m.call(fn, .box(cell), f, s)
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

    /// The slot of `root` when it names the running function's own cell-held parameter (an
    /// `inout` parameter, mutating `self`) that no closure in the function mentions.
    func ownCellSlot(_ root: Expr) -> Int? {
        guard case .identifier(let name) = root.kind, root.chosen == nil,
              !context.capturedNames.contains(name), let local = context.lookup(name), local.boxed,
              case .slot(let i) = local.place else { return nil }
        return i
    }
}
