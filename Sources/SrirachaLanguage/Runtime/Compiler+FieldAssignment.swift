/// `x.name = v` and `x.name += v` where `x` is a local variable or parameter (an `inout`
/// parameter or mutating `self` in its cell, as in `Mod { $0.text = "Hi" }`) and `name` a
/// stored property: the field changes in place, without walking a path. The record is moved
/// out of its variable while the field changes, so it is copied only when another variable
/// shares it (value semantics). Anything else (a class instance, a cell in use by an `inout`
/// access) takes the general path, which reports it as before.
extension Compiler {
    func storedFieldAssignment(_ target: Expr, _ place: PlaceCode, _ value: Expr, _ rhs: @escaping Code,
                               _ combine: ((inout Value, Value) throws -> Void)?) -> Code? {
        guard case let .member(base, _, _) = target.kind, target.chosen == nil, target.promotions == 0,
              let k = target.memberIndex, case .identifier(let name) = base.kind, name != "super",
              base.chosen == nil, base.promotions == 0,
              let local = context.lookup(name), case .slot(let i) = local.place else { return nil }
        let m = machine
        // The general path, once the value is computed.
        let general: (Frame, Value) throws -> Void = { f, v in
            let steps = try place.steps(f)
            if let combine {
                try place.access(f, steps) { current in try combine(&current, v) }
            } else {
                try place.put(f, steps, v)
            }
        }
        if local.boxed, combine == nil, let constant = Compiler.literalValue(value) {
            // `Mod { $0.font = "title1" }`: the value is read inline, not through a closure.
            return { f in
                guard case .box(let cell) = f.base[i], !cell.accessed else {
                    try general(f, constant)
                    return .void
                }
                m.willWrite(cell)
                guard case .structValue(var record) = cell.value, k < record.fields.count else {
                    try general(f, constant)
                    return .void
                }
                cell.value = .void
                record.fields[k] = constant
                cell.value = .structValue(record)
                return .void
            }
        }
        if local.boxed {
            return { f in
                let v = try rhs(f)
                guard case .box(let cell) = f.base[i], !cell.accessed else {
                    try general(f, v)
                    return .void
                }
                m.willWrite(cell)
                guard case .structValue(var record) = cell.value, k < record.fields.count else {
                    try general(f, v)
                    return .void
                }
                cell.value = .void
                if let combine {
                    do { try combine(&record.fields[k], v) } catch {
                        cell.value = .structValue(record)
                        throw error
                    }
                } else {
                    record.fields[k] = v
                }
                cell.value = .structValue(record)
                return .void
            }
        }
        return { f in
            let v = try rhs(f)
            guard case .structValue(var record) = f.base[i], k < record.fields.count else {
                try general(f, v)
                return .void
            }
            f.base[i] = .void
            if let combine {
                do { try combine(&record.fields[k], v) } catch {
                    f.base[i] = .structValue(record)
                    throw error
                }
            } else {
                record.fields[k] = v
            }
            f.base[i] = .structValue(record)
            return .void
        }
    }
}

extension Compiler {
    /// The value of a literal that compiles to a constant as it is written (no promotion, not
    /// stored in an `Any`), or nil.
    static func literalValue(_ e: Expr) -> Value? {
        guard e.promotions == 0, e.chosen == nil, !e.storedInAny, !e.elementsStoredInAny else { return nil }
        switch e.kind {
        case .intLiteral(let i):
            if e.type != .int { return Compiler.sizedLiteral(i, type: e.type) ?? .int(i) }
            return .int(i)
        case .boolLiteral(let b): return .bool(b)
        case .stringLiteral(let s) where e.castTarget == nil: return .string(s)  // not `T.self`
        default: return nil
        }
    }
}

extension Compiler {
    /// A body that is only `p.name = literal`, `p` the closure's own `inout` parameter and
    /// `name` a plain stored property: what `storedFieldAssignment` writes inline, so that an
    /// applied Mod may write it without entering the closure (see `InoutPlan`).
    func constantFieldSet(_ body: [Stmt], parameter: String) -> FieldSet? {
        guard body.count == 1, case .expression(let e) = body[0].kind, e.chosen == nil,
              case let .assign("=", target, value) = e.kind,
              case let .member(base, _, _) = target.kind, target.chosen == nil, target.promotions == 0,
              let k = target.memberIndex, case .identifier(parameter) = base.kind,
              base.chosen == nil, base.promotions == 0, target.type != nil, target.type == value.type,
              let constant = Compiler.literalValue(value),
              let local = context.lookup(parameter), local.boxed, case .slot = local.place
        else { return nil }
        return FieldSet(field: k, value: constant)
    }
}
