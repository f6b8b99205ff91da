/// `x |> f`, and the composition operators `f >>> g`, `g <<< f`, `f <> g`, whose results print
/// as written (`inc >>> double`).
extension Compiler {
    func compilePipe(_ e: Expr, _ l: Expr, _ r: Expr) throws -> Code {
        let s = site(e.range)
        let x = try compile(l)
        var target = r
        while case .paren(let inner) = target.kind, target.promotions == 0, target.chosen == nil { target = inner }
        // `x |> f` with `f` a declared function: a direct call.
        if let d = target.chosen as? FuncDecl, context.lookup(d) == nil,
           let entry = program.functions[ObjectIdentifier(d)], case .global = entry.kind,
           entry.block.paramCount == 1, d.clauses.count == 1 {
            var args = ArgumentList()
            args.codes = [CodeRef(run: x)]
            args.ints = [nil]
            args.operands = [.code(x)]
            args.written = [nil]
            return directCall(entry.block, args, s, display: mayReturnFunction(d) ? .named(d.name) : nil)
        }
        let fn = try compile(r)
        let m = machine
        return { f in
            let v = try x(f)
            guard case .function(let g) = try fn(f) else { throw Compiler.internalError("`|>` into a non-function", s) }
            return try m.call(g, v, f, s)
        }
    }

    func compileComposition(_ e: Expr, _ op: String, _ l: Expr, _ r: Expr) throws -> Code {
        let s = site(e.range)
        let a = try compile(l), b = try compile(r)
        let shownLeft = writtenName(l), shownRight = writtenName(r)
        // `g <<< f` runs `f` first; the others run the left operand first.
        let leftFirst = op != "<<<"
        let m = machine
        let block = newBlock(name: op, paramCount: 1, labels: [nil])
        // The second function of the captured pair applied to the first's result.
        block.intTemplate = .call(capture: 1, [.call(capture: 0, [.parameter(0)])])
        block.finish(frameSize: 1) { f in
            guard case .function(let first) = f.env[0], case .function(let second) = f.env[1] else {
                throw Compiler.internalError("composing non-functions", s)
            }
            return try m.call(second, try m.call(first, f.base[0], f, s), f, s)
        }
        return { f in
            let lv = try a(f), rv = try b(f)
            guard case .function(let lf) = lv, case .function(let rf) = rv else {
                throw Compiler.internalError("composing non-functions", s)
            }
            let display = FunctionDisplay.infix(shownLeft ?? lf.display, op, shownRight ?? rf.display)
            let env: [Value] = leftFirst ? [lv, rv] : [rv, lv]
            return .function(Closure(block: block, machine: m, env: env, wrapsResult: false, display: display).function())
        }
    }

    /// A global operand prints by its name, as written (`inc >>> double`). A parameter or a
    /// local (`$0 >>> $1`, `f >>> g` in a closure) means nothing outside: the value shows itself.
    private func writtenName(_ e: Expr) -> FunctionDisplay? {
        if case .identifier(let name) = e.kind, e.promotions == 0, !name.hasPrefix("$"), context.lookup(name) == nil {
            return .named(name)
        }
        return nil
    }
}
