import Collections

/// Thrown by `x?` inside an optional chain when `x` is nil; the chain turns it into `nil`.
struct OptionalChainNil: Error {}

extension Compiler {
    /// Compiles an expression, applying the checker's implicit optional promotions.
    func compile(_ e: Expr) throws -> Code {
        var code = taggingMods(e, try compileKind(e))
        if e.splatsTuple { code = Compiler.splattingTuple(code) }
        if e.storedInAny, let t = e.type, let kept = Compiler.typeKeptInAny(t) {
            let inner = code
            code = { f in Compiler.storeInAny(try inner(f), kept) }
        }
        if e.elementsStoredInAny, let t = e.type {
            let inner = code
            switch t {
            case let .nominal("Array", args) where args.count == 1:
                if let kept = Compiler.typeKeptInAny(args[0]) {
                    code = { f in
                        guard case .array(let xs) = try inner(f).unboxed else { return try inner(f) }
                        return .array(xs.map { Compiler.storeInAny($0, kept) })
                    }
                }
            case let .nominal("Optional", args) where args.count == 1:
                if let kept = Compiler.typeKeptInAny(args[0]) {
                    code = { f in
                        let v = try inner(f)
                        guard let x = v.unboxed.optionalPayload else { return v }
                        return .some(Compiler.storeInAny(x, kept))
                    }
                }
            case let .nominal("Dictionary", args) where args.count == 2:
                if let kept = Compiler.typeKeptInAny(args[1]) {
                    code = { f in
                        guard case .dictionary(var d) = try inner(f).unboxed else { return try inner(f) }
                        for (k, v) in d { d[k] = Compiler.storeInAny(v, kept) }
                        return .dictionary(d)
                    }
                }
            default:
                break
            }
        }
        switch e.promotions {
        case 0: return code
        case 1: return { f in .some(try code(f)) }
        default:
            let n = e.promotions
            return { f in
                var v = try code(f)
                for _ in 0..<n { v = .some(v) }
                return v
            }
        }
    }

    private func compileKind(_ e: Expr) throws -> Code {
        switch e.kind {
        case .intLiteral(let i):
            if e.type != .int, let v = Compiler.sizedLiteral(i, type: e.type) { return constant(v) }
            return constant(.int(i))
        case .doubleLiteral(let d):
            if e.type == .nominal("Float", []) { return constant(.float(Float(d))) }
            return constant(.double(d))
        case .boolLiteral(let b): return constant(.bool(b))
        case .nilLiteral: return constant(.none)
        case .stringLiteral(let s):
            if let target = e.castTarget, let bound = reifiedCastTarget(e, target) {
                // `T.self` in a function that knows `T` when it runs.
                return { f in .string(Printer.swiftTypeName(try bound(f), qualified: false)) }
            }
            return constant(.string(s))
        case .interpolatedString(let segments): return try compileInterpolation(segments, site(e.range))
        case .identifier(let name): return try compileIdentifier(e, name)
        case .specializedType(let name, _):
            guard let chosen = e.chosen else { throw failure("`\(name)` is a type, not a value", at: e.range) }
            return try compileDeclReference(e, chosen, base: nil)
        case .operatorRef(let op): return try compileOperatorRef(e, op)
        case .implicitMember(let name):
            guard let chosen = e.chosen else { throw failure("cannot find member `.\(name)`", at: e.range) }
            return try compileDeclReference(e, chosen, base: nil)
        case let .member(base, name, _): return try compileMember(e, base, name)
        case let .call(callee, arguments, _):
            if e.castTarget == .parameter("Self"), let r = e.reified, r.callee == nil, let owner = r.owners.first?.function {
                return protocolSelf(owner, try compileCall(e, callee, arguments))
            }
            if e.reified != nil { return try reifiedCall(e, try compileCall(e, callee, arguments)) }
            return try compileCall(e, callee, arguments)
        case let .subscriptAccess(base, arguments): return try compileSubscript(e, base, arguments)
        case .forceUnwrap(let x): return try compileForceUnwrap(e, x)
        case .bindOptional(let x):
            let c = try compile(x)
            return { f in
                let v = try c(f)
                if case .enumCase(let ev) = v, ev.type === EnumType.optional {
                    if ev.caseIndex == 1, let payload = ev.payload.first { return payload }
                    throw OptionalChainNil()
                }
                return v
            }
        case .optionalChain(let x):
            let c = try compile(x)
            let wrap = !(x.type != nil && x.type == e.type)
            return { f in
                do {
                    let v = try c(f)
                    return wrap ? .some(v) : v
                } catch is OptionalChainNil {
                    return .none
                }
            }
        case let .prefix(op, x): return try compilePrefix(e, op, x)
        case let .postfix(op, x):
            guard let d = e.chosen as? FuncDecl else { throw failure("the postfix operator `\(op)` is not supported", at: e.range) }
            return try compileDeclaredOperator(e, op, d, [x], e.range)
        case let .binary(op, l, r, opRange): return try compileBinary(e, op, l, r, opRange)
        case let .ternary(c, a, b):
            let cond = try compileBool(c), yes = try compile(a), no = try compile(b)
            return { f in try cond(f) ? yes(f) : no(f) }
        case let .assign(op, target, value): return try compileAssignment(e, op, target, value)
        case .tuple(let elements):
            let codes = try elements.map { CodeRef(run: try compile($0.value)) }
            return { f in
                var xs: [Value] = []
                xs.reserveCapacity(codes.count)
                for c in codes { xs.append(try c.run(f)) }
                return .tuple(xs)
            }
        case .paren(let x): return try compile(x)
        case .array(let elements):
            let codes = try elements.map { CodeRef(run: try compile($0)) }
            if case .nominal("Set", _)? = e.type {
                // `let s: Set = [1, 2]`: a set literal.
                return { f in
                    var xs = OrderedSet<Value>()
                    for c in codes { xs.append(try c.run(f).unboxed) }
                    return .set(xs)
                }
            }
            if case .nominal("ArraySlice", _)? = e.type {
                // `let s: ArraySlice<Int> = [1, 2]`: a slice literal, indexed from 0.
                return { f in .slice(SliceValue(start: 0, elements: try codes.map { try $0.run(f) })) }
            }
            if codes.isEmpty { return constant(.array([])) }
            return { f in
                var xs: [Value] = []
                xs.reserveCapacity(codes.count)
                for c in codes { xs.append(try c.run(f)) }
                return .array(xs)
            }
        case .dictionary(let pairs): return try compileDictionary(e, pairs)
        case .closure(let c): return try compileClosure(e, c)
        case let .tryExpr(kind, x): return try compileTry(e, kind, x)
        case let .statementExpr(s): return try compileStatementExpression(s)
        case let .typeCast(kind, x, _): return try compileTypeCast(e, kind, x)
        case .keyPath(let kp): return try compileKeyPath(e, kp)
        case .error: throw failure("this expression could not be parsed", at: e.range)
        }
    }

    func constant(_ v: Value) -> Code { { _ in v } }

    // MARK: Names

    private func compileIdentifier(_ e: Expr, _ name: String) throws -> Code {
        if let chosen = e.chosen { return try compileDeclReference(e, chosen, base: nil) }
        let s = site(e.range)
        if name == "super", let local = context.lookup("self") { return read(local, s) }
        if let local = context.lookup(name) { return read(local, s) }
        if let slot = global(named: name) { return { _ in try slot.read(s) } }
        throw failure("cannot find `\(name)` in scope", at: e.range)
    }

    /// Reads a variable (through its cell when it has one; a cell may be busy with an `inout`
    /// access, which `s` then reports).
    func read(_ local: Local, _ s: Site) -> Code {
        let name = local.name
        if let weak = local.weakCapture { return readWeakCapture(local, unowned: !weak, s) }
        switch (local.place, local.boxed) {
        case (.slot(let i), false): return { f in f.base[i] }
        case (.slot(let i), true): return { f in try Exclusivity.read(f.base[i], name, s) }
        case (.capture(let i), false): return { f in f.env[i] }
        case (.capture(let i), true): return { f in try Exclusivity.read(f.env[i], name, s) }
        }
    }

    /// Reads what a slot holds, cell included: what a closure captures.
    func readRaw(_ local: Local) -> (Frame) -> Value {
        switch local.place {
        case .slot(let i): return { f in f.base[i] }
        case .capture(let i): return { f in f.env[i] }
        }
    }

    /// Stores into a freshly declared local (making its cell when it has one).
    func initializer(for local: Local) -> (Frame, Value) -> Void {
        guard case .slot(let i) = local.place else { return { _, _ in } }
        if local.boxed {
            let state = machine.state
            return { f, v in f.base[i] = .box(Box(v, epoch: state.pointee.epoch)) }
        }
        return { f, v in f.base[i] = v }
    }

    /// Declares a variable here (a global at the top level) and returns its initializing store.
    func declareVariable(_ name: String, mutable: Bool) -> (Frame, Value) -> Void {
        if context.declaresGlobals {
            let slot = declareGlobal(name)
            return { _, v in slot.storage.pointee.value = v }
        }
        return initializer(for: context.declare(name, mutable: mutable))
    }

    // MARK: Members

    private func compileMember(_ e: Expr, _ base: Expr, _ name: String) throws -> Code {
        if let target = e.castTarget, let bound = reifiedCastTarget(e, target) {
            // `T.zero` in a function that knows `T` when it runs.
            return typeStaticRead(e, name) { f in .string(Printer.swiftTypeName(try bound(f), qualified: false)) }
        }
        if let key = e.dynamicMember, key.hasPrefix("static:") {
            // `t.name` with `t: T.Type` or `k: Named.Type`: the type the value names; `T.combine`
            // as a function.
            if let d = e.chosen as? FuncDecl { return try typeStaticFunctionValue(e, d, String(key.dropFirst(7)), base) }
            return typeStaticRead(e, String(key.dropFirst(7)), try compile(base))
        }
        if let chosen = e.chosen {
            // A computed property whose getter reads its type's parameters gets them (see `noteReifiedRead`).
            if chosen is PropertyAccessors, e.reified?.callee != nil { return try reifiedCall(e, try compileDeclReference(e, chosen, base: base)) }
            return try compileDeclReference(e, chosen, base: base)
        }
        guard let index = e.memberIndex else { throw failure("cannot find member `\(name)`", at: e.range) }
        let s = site(e.range)
        let m = machine
        if e.reachesStorage {
            let b = try compile(base)
            return { f in try Compiler.element(of: try b(f), index, s) }
        }
        if case .identifier(let n) = base.kind, base.chosen == nil, base.promotions == 0,
           let local = context.lookup(n), !local.boxed, case .slot(let slot) = local.place {
            return { f in try Compiler.field(of: f.base[slot], index, s, m, f) }
        }
        let b = try compile(base)
        return { f in try Compiler.field(of: try b(f), index, s, m, f) }
    }

    /// A stored property as its value's type has it: on a class instance whose class overrides
    /// the property with accessors, its getter's value.
    @inline(__always)
    static func field(of v: Value, _ i: Int, _ s: Site, _ m: Machine, _ f: Frame) throws -> Value {
        if case .object(let o) = v, !o.type.fieldAccessors.isEmpty, let a = o.type.fieldAccessors[i] {
            m.leave(f)
            return try a.get.invoke([v])
        }
        return try element(of: v, i, s)
    }

    /// A stored property or tuple element.
    static func element(of v: Value, _ i: Int, _ s: Site) throws -> Value {
        switch v {
        case .structValue(let sv): if i >= 0, i < sv.fields.count { return sv.fields[i] }
        case .object(let o):
            if i >= 0, i < o.fields.count {
                if !o.type.weakFields.isEmpty, let unowned = o.type.weakFields[i] {
                    do { return try WeakReference.read(o.fields[i], unowned: unowned) } catch let e as RuntimeError { throw s.error(from: e) }
                }
                return o.fields[i]
            }
        case .tuple(let xs): if i >= 0, i < xs.count { return xs[i] }
        case .box(let b): return try element(of: b.value, i, s)
        default: break
        }
        throw internalError("member \(i) of a value without it", s)
    }

    /// True when `e` names a type rather than a value (`Alignment` in `Alignment.center`).
    func isTypeName(_ e: Expr) -> Bool {
        switch e.kind {
        case .specializedType: return true
        case .member:
            if case .nominal(let n, _)? = e.type, n.hasSuffix(".Type") { return true }
            return false
        case .identifier(let n):
            return e.chosen == nil && context.lookup(n) == nil && global(named: n) == nil
        default: return false
        }
    }

    // MARK: Literals

    private func compileInterpolation(_ segments: [StringSegment], _ s: Site) throws -> Code {
        enum Piece {
            case text(String)
            case value(Code, SType?)
        }
        let pieces: [Piece] = try segments.map {
            switch $0 {
            case .text(let t): return .text(t)
            case .interpolation(let x): return .value(try compile(x), x.type)
            }
        }
        let machine = self.machine
        return { f in
            var out = ""
            for p in pieces {
                let piece: String
                switch p {
                case .text(let t): piece = t
                case let .value(c, type):
                    let v = try c(f)
                    // A `description` the printer calls runs on a frame above this one: say
                    // where this frame ends, as a call to a native does.
                    machine.leave(f)
                    piece = Printer.plain(v, type: type)
                }
                do { try Builtins.checkConcatenation(out, piece, inPlace: true) } catch let e as RuntimeError { throw s.error(from: e) }
                out += piece
            }
            return .string(out)
        }
    }

    private func compileDictionary(_ e: Expr, _ pairs: [(key: Expr, value: Expr)]) throws -> Code {
        let codes = try pairs.map { (CodeRef(run: try compile($0.key)), CodeRef(run: try compile($0.value))) }
        if case .nominal("KeyValuePairs", _)? = e.type {
            // Ordered pairs, duplicates kept: an array of `(key:, value:)` tuples.
            return { f in .array(try codes.map { .tuple([try $0.0.run(f), try $0.1.run(f)]) }) }
        }
        let s = site(e.range)
        return { f in
            var d = OrderedDictionary<Value, Value>()
            d.reserveCapacity(codes.count)
            for (k, v) in codes {
                let key = try k.run(f)
                if d.updateValue(try v.run(f), forKey: key) != nil {
                    throw s.error("dictionary literal contains duplicate key \(Printer.literal(key, limit: 100))")
                }
            }
            return .dictionary(d)
        }
    }

    // MARK: Optionals

    /// The `!` of `x!`, where the error of unwrapping nil points.
    func bangRange(_ e: Expr) -> SourceRange {
        let range = e.range
        if range.end > range.start, range.end <= file.utf8.count, file.utf8[range.end - 1] == UInt8(ascii: "!") {
            return SourceRange(range.end - 1, range.end)
        }
        return range
    }

    private func compileForceUnwrap(_ e: Expr, _ x: Expr) throws -> Code {
        let c = try compile(x)
        let s = site(bangRange(e))
        return { f in
            let v = try c(f)
            if case .enumCase(let ev) = v, ev.type === EnumType.optional {
                if ev.caseIndex == 1, let payload = ev.payload.first { return payload }
                throw s.error("unexpectedly found nil while unwrapping an optional")
            }
            return v
        }
    }
}
