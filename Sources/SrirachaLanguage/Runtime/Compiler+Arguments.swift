/// Arguments of calls: in parameter order with defaults filled in, `&x` and mutating
/// receivers passed in cells and written back, plain variables read inline.
extension Compiler {
    /// Arguments in the callee's parameter order, defaults filled in.
    struct ArgumentList {
        var codes: [CodeRef] = []
        /// The same arguments, read inline where they are plain variables or constants.
        var operands: [Operand] = []
        /// For arguments written as a variable holding a function: its name, for display.
        var written: [String?] = []
        /// The same arguments as unboxed `Int`s, where their type is `Int`.
        var ints: [IntRef?] = []
        /// Parameters passed in a cell and written back after the call: `&x`, mutating `self`.
        var places: [(index: Int, place: PlaceCode)] = []
    }

    /// The receiver of a method call.
    enum Receiver {
        case value(Code)
        case place(PlaceCode)
    }

    func compileArguments(_ e: Expr, _ arguments: [Argument], defaults: [Expr?]?,
                          receiver: Receiver? = nil) throws -> ArgumentList {
        var list = ArgumentList()
        switch receiver {
        case .value(let c)?:
            list.written.append(nil)
            list.codes.append(CodeRef(run: c))
            list.operands.append(.code(c))
            list.ints.append(nil)
        case .place(let p)?:
            list.written.append(nil)
            list.places.append((0, p))
            list.codes.append(CodeRef(run: constant(.void)))
            list.operands.append(.constant(.void))
            list.ints.append(nil)
        case nil: break
        }
        if let mapping = e.argumentMapping {
            for (k, m) in mapping.enumerated() {
                if let i = m {
                    guard i >= 0, i < arguments.count else { throw failure("internal error: argument mapping", at: e.range) }
                    try appendArgument(arguments[i].value, to: &list)
                } else if let defaults, k < defaults.count, let d = defaults[k] {
                    list.written.append(nil)
                    let c = try compileDetached(d)
                    list.codes.append(CodeRef(run: c))
                    list.operands.append(.code(c))
                    list.ints.append(nil)
                } else {
                    throw failure("missing argument for parameter \(k + 1)", at: e.range)
                }
            }
        } else {
            for a in arguments { try appendArgument(a.value, to: &list) }
        }
        return list
    }

    private func appendArgument(_ x: Expr, to list: inout ArgumentList) throws {
        if case .identifier(let name) = x.kind, x.type?.isFunction == true, x.promotions == 0 {
            list.written.append(name)
        } else if Printer.isMetatype(x.type), case let .stringLiteral(type) = x.kind {
            // `maker(Int.self)` (a type's name once checked) shows so, not as a string.
            list.written.append(type + ".self")
        } else {
            list.written.append(nil)
        }
        if x.convertsToArray {
            // A range, set or string for a `some Sequence<T>` parameter: its elements.
            let c = try compile(x), s = site(x.range)
            let converted: Code = { f in try Compiler.sequenceElements(try c(f), s) }
            list.codes.append(CodeRef(run: converted))
            list.operands.append(.code(converted))
            list.ints.append(nil)
        } else if case .prefix(let op, let inner) = x.kind, op == "&" {
            list.places.append((list.codes.count, try compilePlace(inner)))
            list.codes.append(CodeRef(run: constant(.void)))
            list.operands.append(.constant(.void))
            list.ints.append(nil)
        } else if x.type == .int, x.promotions == 0, !x.storedInAny, Compiler.isArithmetic(x) {
            let ic = try compileInt(x)
            let c: Code = { f in .int(try ic(f)) }
            list.codes.append(CodeRef(run: c))
            list.operands.append(.code(c))
            list.ints.append(IntRef(run: ic))
        } else {
            let operand = try compileOperand(x)
            if operand.kind == .code {
                list.codes.append(CodeRef(run: operand.code))
            } else {
                list.codes.append(CodeRef(run: { f in try operand.load(f) }))
            }
            list.operands.append(operand)
            list.ints.append(nil)
        }
    }

    /// A plain unboxed variable or a literal is read inline; anything else is compiled.
    func compileOperand(_ x: Expr) throws -> Operand {
        // A value put into an `Any` keeps its type there (see `compile`): not read inline.
        if x.promotions == 0, x.chosen == nil, !x.storedInAny, !x.elementsStoredInAny, !x.splatsTuple {
            switch x.kind {
            case .identifier(let name):
                if let local = context.lookup(name), !local.boxed {
                    switch local.place {
                    case .slot(let i): return .slot(i)
                    case .capture(let i): return .env(i)
                    }
                }
            case .intLiteral(let i): return .constant(Compiler.sizedLiteral(i, type: x.type) ?? .int(i))
            case .stringLiteral(let s) where x.castTarget == nil: return .constant(.string(s))  // not `T.self`
            case .boolLiteral(let b): return .constant(.bool(b))
            case .paren(let inner): return try compileOperand(inner)
            default: break
            }
        }
        return .code(try compile(x))
    }

    /// Integer arithmetic or a literal: worth computing unboxed.
    static func isArithmetic(_ x: Expr) -> Bool {
        if x.chosen is FuncDecl { return false }
        switch x.kind {
        case .intLiteral: return true
        case .binary(let op, _, _, _): return arithmeticOperators.contains(op)
        case .prefix(let op, _): return op == "-"
        default: return false
        }
    }

    /// Compiles an expression that may only refer to globals (a default argument, a property's
    /// initial value) so it can run in any caller's frame.
    func compileDetached(_ e: Expr) throws -> Code {
        let detached = CompileScope(parent: nil, capturedNames: [])
        let code = try nested(detached) { try compile(e) }
        guard detached.frameSize == 0 else { throw failure("this default value is too complex", at: e.range) }
        return code
    }

    /// The general call path: evaluate every argument into an array (cells for `inout`
    /// parameters, written back afterwards, also when the call fails).
    func general(_ args: ArgumentList, before: Code? = nil, site s: Site? = nil,
                 _ invoke: @escaping (Frame, [Value]) throws -> Value) -> Code {
        let s = s ?? Site(range: .none, file: file)
        let state = machine.state
        let codes = args.codes
        let places = args.places
        if places.isEmpty {
            return { f in
                var values: [Value] = []
                values.reserveCapacity(codes.count + 1)
                if let before { values.append(try before(f)) }
                for c in codes { values.append(try c.run(f)) }
                return try invoke(f, values)
            }
        }
        return { f in
            var values: [Value] = []
            values.reserveCapacity(codes.count + 1)
            if let before { values.append(try before(f)) }
            // Every argument is evaluated before a place is moved out of its variable, as Swift
            // begins an inout access only at the call: `xs.append(contentsOf: xs)` reads `xs`.
            var pending: [(place: PlaceCode, steps: [PathStep], slot: Int)] = []
            var next = 0
            for (i, c) in codes.enumerated() {
                if next < places.count, places[next].index == i {
                    let place = places[next].place
                    next += 1
                    pending.append((place, try place.steps(f), values.count))
                    values.append(.void)
                } else {
                    values.append(try c.run(f))
                }
            }
            var backs: [(place: PlaceCode, steps: [PathStep], box: Box)] = []
            var roots: [AccessRoot] = []
            let result: Value
            do {
                for p in pending {
                    let box = Box(try p.place.take(f, p.steps), epoch: state.pointee.epoch)
                    backs.append((p.place, p.steps, box))
                    values[p.slot] = .box(box)
                }
                // Marked once taken: until the call returns, nothing else may touch them.
                for p in pending {
                    let root = p.place.root(f)
                    try root.begin(s)
                    roots.append(root)
                }
                result = try invoke(f, values)
            } catch {
                for r in roots { r.end() }
                roots = []
                for b in backs.reversed() { try? b.place.put(f, b.steps, b.box.value) }
                throw error
            }
            for r in roots { r.end() }
            roots = []
            for b in backs.reversed() { try b.place.put(f, b.steps, b.box.value) }
            return result
        }
    }
}
