/// The sized integers (`Int8` … `UInt64`) and `Float`: literals typed by their context, the
/// operators only integers have, the numeric protocols on generic parameters (`T: Numeric`),
/// and the constants of each type (`UInt8.max`, `Float.pi`, `Int32.bitWidth`).
extension Checker {
    /// The types an arithmetic operator's operands may have.
    static func operandClass(_ op: String) -> LiteralClass {
        switch op {
        case "+": return .addable
        case "-", "*": return .numeric
        case "/": return .numeric
        default: return .integers
        }
    }

    /// The protocol a generic parameter must conform to for `op` to apply to it.
    static func requiredProtocol(_ op: String) -> String {
        switch op {
        case "+", "-": return "AdditiveArithmetic"
        case "*": return "Numeric"
        case "/": return "/"
        default: return "BinaryInteger"
        }
    }

    /// What each numeric protocol refines, itself included.
    static let numericProtocols: [String: Set<String>] = [
        "AdditiveArithmetic": ["AdditiveArithmetic", "Equatable"],
        "Numeric": ["Numeric", "AdditiveArithmetic", "Equatable"],
        "SignedNumeric": ["SignedNumeric", "Numeric", "AdditiveArithmetic", "Equatable"],
        "BinaryInteger": ["BinaryInteger", "Numeric", "AdditiveArithmetic", "Equatable", "Hashable", "Comparable", "/"],
        "FixedWidthInteger": ["FixedWidthInteger", "BinaryInteger", "Numeric", "AdditiveArithmetic", "Equatable",
                              "Hashable", "Comparable", "/"],
        "SignedInteger": ["SignedInteger", "BinaryInteger", "SignedNumeric", "Numeric", "AdditiveArithmetic",
                          "Equatable", "Hashable", "Comparable", "/"],
        "UnsignedInteger": ["UnsignedInteger", "BinaryInteger", "Numeric", "AdditiveArithmetic", "Equatable",
                            "Hashable", "Comparable", "/"],
        "FloatingPoint": ["FloatingPoint", "SignedNumeric", "Numeric", "AdditiveArithmetic", "Equatable", "Hashable",
                          "Comparable", "/"],
        "BinaryFloatingPoint": ["BinaryFloatingPoint", "FloatingPoint", "SignedNumeric", "Numeric",
                                "AdditiveArithmetic", "Equatable", "Hashable", "Comparable", "/"],
    ]

    /// Whether the number type `name` conforms to `proto` (nil: not a number type).
    static func numberConforms(_ name: String, _ proto: String) -> Bool? {
        let family: [String]
        switch name {
        case "Int", "Int8", "Int16", "Int32", "Int64": family = ["SignedInteger", "FixedWidthInteger"]
        case "UInt", "UInt8", "UInt16", "UInt32", "UInt64": family = ["UnsignedInteger", "FixedWidthInteger"]
        case "Double", "Float": family = ["BinaryFloatingPoint"]
        default: return nil
        }
        if derivable.contains(proto) { return true }
        return family.contains { numericProtocols[$0]?.contains(proto) == true }
    }

    /// Whether `t` is a generic parameter whose requirements give it `proto` (`"/"`: division).
    func numericParameter(_ t: Ty, _ proto: String) -> Bool {
        guard case let .param(n) = resolve(t) else { return false }
        return (currentConstraints[n] ?? []).contains { Self.numericProtocols[$0]?.contains(proto) == true }
    }

    /// `abs(x)` with `x: T`, `T: FloatingPoint` (or `Comparable & SignedNumeric`): Swift's
    /// generic `abs`, on the number the value is when it runs.
    func genericAbs(_ e: Expr, callee: Expr, _ arguments: [Argument], _ trailingStart: Int?) -> Ty? {
        guard case .identifier("abs") = callee.kind, arguments.count == 1, arguments[0].label == nil, trailingStart == nil,
              currentConstraints.values.contains(where: { $0.contains { Self.numericProtocols[$0] != nil } }),
              !isValueName("abs"), !needsContext(arguments[0].value) else { return nil }
        let x = arguments[0].value
        let t = check(x)
        preChecked[ObjectIdentifier(x)] = t
        guard case let .param(n) = resolve(t), numericParameter(t, "SignedNumeric"),
              numericParameter(t, "Comparable") || (currentConstraints[n] ?? []).contains("Comparable") else { return nil }
        e.dynamicMember = "abs:"
        record(callee, .fn([t], t))
        return t
    }

    /// Whether a literal whose type may be any of `allowed` may be a `p`: an integer literal a
    /// `T: Numeric`, a floating-point one a `T: FloatingPoint` (`xs.reduce(0, +) / T(n)`).
    func admitsLiteral(_ p: String, _ allowed: LiteralClass) -> Bool {
        if allowed.isSubset(of: .floating) { return numericParameter(.param(p), "FloatingPoint") }
        if allowed.isSubset(of: .numeric), allowed.contains(.int) { return numericParameter(.param(p), "Numeric") }
        return false
    }

    /// A literal where a generic parameter conforming to `proto` is expected: of that type. At
    /// run time it is an `Int` or a `Double` that takes the other operand's type (see
    /// `Operators.numeric`).
    func numericParameterLiteral(_ expected: Ty?, _ proto: String) -> Ty? {
        guard let expected, case .param = resolve(expected), numericParameter(expected, proto) else { return nil }
        return resolve(expected)
    }

    /// `xs.reduce(.zero, +)` where the elements are a `T: Numeric`: the operator on `T`.
    func numericParameterOperand(_ op: String, _ expected: Ty?) -> Ty? {
        guard let expected, case let .fn(ps, result, _) = resolve(expected), ps.count == 2 else { return nil }
        let proto = Self.comparisons.contains(op) ? "Comparable" : Self.requiredProtocol(op)
        let candidates = Self.comparisons.contains(op) ? ps : ps + [result]
        return candidates.map(resolve).first { numericParameter($0, proto) }
    }

    /// `-5`: the literal itself is negative, so that `Int8`'s `-128` is in range.
    func foldNegativeLiteral(_ e: Expr, _ x: Expr, _ t: Ty) {
        guard case .intLiteral(let v) = x.kind, v != .min,
              let i = intLiterals.firstIndex(where: { $0.0 === x }) else { return }
        e.kind = .intLiteral(-v)
        intLiterals[i] = (e, intLiterals[i].1)
    }

    /// `1.5`: a `Double` unless the context asks for a `Float`.
    func checkFloatingLiteral(_ e: Expr, expected: Ty?) -> Ty {
        // Always a variable, as an integer literal is, so that overload resolution prefers the
        // solutions where the literal stays a `Double`.
        if let p = numericParameterLiteral(expected, "FloatingPoint") { return p }
        let v = solver.fresh(.floating)
        intLiterals.append((e, v))
        switch expected.map({ resolve(strippingOptionals($0)) }) {
        case .con("Float", [])?, .con("Double", [])?: solver.unify(v, expected.map(strippingOptionals)!)
        default: break
        }
        return v
    }

    /// A literal whose type became a sized integer or `Float`: checked against the type's range,
    /// as Swift does at compile time.
    func finalizeSizedLiteral(_ e: Expr, _ name: String) {
        guard case .intLiteral(let v) = e.kind else { return }
        if name == "Float" {
            e.kind = .doubleLiteral(Double(v))
            return
        }
        guard let kind = IntKind(name: name), FixedInt.from(Int128Lite(Int64(v)), kind: kind) == nil else { return }
        error("integer literal '\(v)' overflows when stored into '\(name)'", at: e.range,
              helps: ["`\(name)` holds \(kind.range.min.description) through \(kind.range.max.description)"])
    }

    /// `UInt8.max`, `Int32.min`, `Float.pi`, `UInt16.bitWidth`, `Double.zero`: each becomes the
    /// literal it stands for, typed as its owner (`bitWidth` is an `Int`).
    func constant(_ e: Expr, _ kind: ExprKind) { numberConstants.append((e, kind)) }

    func numberConstant(_ e: Expr, owner: String, name: String) -> Ty? {
        if let kind = IntKind(name: owner) {
            switch name {
            case "max": constant(e, .intLiteral(Int(truncatingIfNeeded: FixedInt.max(kind).bits)))
            case "min": constant(e, .intLiteral(Int(truncatingIfNeeded: FixedInt.min(kind).bits)))
            case "zero": constant(e, .intLiteral(0))
            case "bitWidth":
                constant(e, .intLiteral(kind.bitWidth))
                return .int
            default: return nil
            }
            return .con(owner, [])
        }
        if owner == "Int", name == "bitWidth" {
            constant(e, .intLiteral(Int.bitWidth))
            return .int
        }
        if owner == "Int", name == "zero" {
            constant(e, .intLiteral(0))
            return .int
        }
        if owner == "Double", name == "zero" {
            constant(e, .doubleLiteral(0))
            return .double
        }
        if owner == "Float" {
            let value: Float
            switch name {
            case "pi": value = .pi
            case "infinity": value = .infinity
            case "nan": value = .nan
            case "zero": value = 0
            case "greatestFiniteMagnitude": value = .greatestFiniteMagnitude
            case "leastNonzeroMagnitude": value = .leastNonzeroMagnitude
            case "ulpOfOne": value = .ulpOfOne
            default: return nil
            }
            constant(e, .doubleLiteral(Double(value)))
            return .con("Float", [])
        }
        return nil
    }
}

extension Checker {
    /// `T.zero` on a generic parameter `T: AdditiveArithmetic` (or a protocol refining it). At
    /// run time it is the generic zero (see `Operators.numeric`).
    func genericNumberConstant(_ e: Expr, base: Expr, name: String) -> Ty? {
        if case let .identifier(p) = base.kind, !isValueName(p), let value = Self.floatingConstants[name],
           numericParameter(.param(p), "FloatingPoint") {
            return floatingConstant(e, p, value)
        }
        guard name == "zero", case let .identifier(p) = base.kind, !isValueName(p),
              numericParameter(.param(p), "AdditiveArithmetic") else { return nil }
        constant(e, .intLiteral(0))
        return .param(p)
    }

    /// The constants every floating-point type has, by their `Double` values.
    static let floatingConstants: [String: Double] = [
        "pi": .pi, "infinity": .infinity, "nan": .nan, "greatestFiniteMagnitude": .greatestFiniteMagnitude,
        "leastNonzeroMagnitude": .leastNonzeroMagnitude, "leastNormalMagnitude": .leastNormalMagnitude, "ulpOfOne": .ulpOfOne,
    ]

    /// `T.pi`, `.pi` with `T: FloatingPoint`: the constant converted, when it runs, to the type
    /// `T` stands for (`T(3.14159…)`).
    private func floatingConstant(_ e: Expr, _ p: String, _ value: Double) -> Ty {
        let r = e.range
        e.kind = .call(Expr(.identifier(p), r), arguments: [Argument(label: nil, value: Expr(.doubleLiteral(value), r))],
                       trailingStart: nil)
        return check(e, expected: .param(p))
    }

    /// `.zero` where a number is expected: `xs.reduce(.zero, +)`, `let x: Double = .zero`.
    func implicitNumberConstant(_ e: Expr, _ name: String, expected: Ty?) -> Ty? {
        guard let expected else { return nil }
        switch resolve(strippingOptionals(expected)) {
        case let .param(p) where name == "zero" && numericParameter(.param(p), "AdditiveArithmetic"):
            constant(e, .intLiteral(0))
            return .param(p)
        case let .param(p) where Self.floatingConstants[name] != nil && numericParameter(.param(p), "FloatingPoint"):
            return floatingConstant(e, p, Self.floatingConstants[name] ?? 0)
        case let .con(owner, []) where LiteralClass.of(head: owner).map(LiteralClass.numeric.contains) == true:
            return numberConstant(e, owner: owner, name: name) ?? standardConstant(e, owner: owner, name: name)
        default:
            return nil
        }
    }
}

extension Checker {
    /// `pairs.sorted(by: <)`, `xs.sorted(by: >)` on a `T: Comparable`: the comparison on the
    /// element type, when that is a tuple of comparable values or a generic parameter required
    /// to be `Comparable` (neither is a plain literal class the operator's variable could take).
    func comparableOperand(_ op: String, _ expected: Ty?) -> Ty? {
        guard Self.comparisons.contains(op), let expected, case let .fn(ps, _, _) = resolve(expected),
              ps.count == 2 else { return nil }
        let operand = resolve(ps[0])
        switch operand {
        case .tuple(let elements) where elements.count > 1:
            return succeeds({ restrict(operand, to: .comparable) }) ? operand : nil
        case .param:
            return typeConforms(operand, to: "Comparable", currentConstraints) == true ? operand : nil
        case let .con(name, _) where nominal(named: name)?.isBuiltin == false:
            // `suits.sorted(by: >)` for a program's own `Comparable` type: its `<` decides.
            return typeConforms(operand, to: "Comparable", currentConstraints) == true ? operand : nil
        default:
            return nil
        }
    }
}
