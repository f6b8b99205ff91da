/// `{ [weak self] in … }` and `{ [unowned owner] in … }`: the closure holds the instance without
/// keeping it alive, so an object whose stored closure captures it this way is freed (and its
/// `deinit` runs) when nothing else holds it, as in Swift.
///
/// A capture list becomes a closure called at once with the captured values (see the parser's
/// `capturing`); its `weak`/`unowned` parameters keep, in their cell, a weak reference
/// (`WeakReference.stored`) instead of the value, and every read of the name goes through it:
/// `nil` once the instance is freed for `weak`, an error for `unowned`.
extension Compiler {
    /// The capturing closure `{ (self) in { … } }` of a list with `weak`/`unowned` names.
    func compileWeakCapturing(_ c: ClosureExpr, _ parameters: [Parameter], result: SType?) throws -> Code {
        let block = newBlock(name: "closure", paramCount: parameters.count, labels: parameters.map { _ in nil })
        let inner = CompileScope(parent: context, body: c.body)
        let state = machine.state
        let captures: [Local] = try nested(inner) {
            // Every name of the list lives in a cell; a `weak`/`unowned` one's cell holds a weak reference.
            let slots: [(slot: Int, weak: Bool)] = parameters.compactMap { p in
                let local = inner.declare(p.name, mutable: false, boxed: true, weakCapture: p.isWeakCapture)
                guard case .slot(let i) = local.place else { return nil }
                return (i, p.isWeakCapture != nil)
            }
            let body = try compileBody(c.body, resultType: result)
            block.finish(frameSize: inner.frameSize, body: { f in
                for (k, weak) in slots {
                    let v = f.base[k]
                    f.base[k] = .box(Box(weak ? WeakReference.stored(v) : v, epoch: state.pointee.epoch))
                }
                return try body(f)
            })
            return inner.captures
        }
        return closureMaker(block, captures, wrapsResult: false, display: .source(c.sourceText))
    }

    /// Reads a `weak`/`unowned` capture: the instance (optional for `weak`) while it lives.
    func readWeakCapture(_ local: Local, unowned: Bool, _ s: Site) -> Code {
        let name = local.name
        switch local.place {
        case .slot(let i):
            return { f in
                do { return try WeakReference.read(try Exclusivity.read(f.base[i], name, s), unowned: unowned) }
                catch let e as RuntimeError { throw s.error(from: e) }
            }
        case .capture(let i):
            return { f in
                do { return try WeakReference.read(try Exclusivity.read(f.env[i], name, s), unowned: unowned) }
                catch let e as RuntimeError { throw s.error(from: e) }
            }
        }
    }
}
