/// A type during inference: like `SType`, plus inference variables.
///
/// `.param` is a rigid name: a declared generic parameter (`T`) inside its declaration, or a
/// variable that generalisation turned into a quantified parameter (named `$g0`, `$g1`, … until
/// it is exported, when it is renamed `A`, `B`, …).
indirect enum Ty {
    case variable(Int)
    case con(String, [Ty])
    case param(String)
    /// A function type; `throwing` is shown (`(Int) throws -> Int`) but never keeps two
    /// function types apart: a closure may always throw.
    case fn([Ty], Ty, throwing: Bool = false)
    case tuple([(label: String?, type: Ty)])

    static let int = Ty.con("Int", [])
    static let double = Ty.con("Double", [])
    static let bool = Ty.con("Bool", [])
    static let string = Ty.con("String", [])
    static let never = Ty.con("Never", [])
    static let void = Ty.tuple([])
    static func array(_ t: Ty) -> Ty { .con("Array", [t]) }
    static func optional(_ t: Ty) -> Ty { .con("Optional", [t]) }
    static func dictionary(_ k: Ty, _ v: Ty) -> Ty { .con("Dictionary", [k, v]) }
    static func inout_(_ t: Ty) -> Ty { .con("inout", [t]) }

    var isVoid: Bool { if case .tuple(let e) = self { return e.isEmpty }; return false }

    /// Replaces the named parameters; everything else is kept.
    func substituting(_ map: [String: Ty]) -> Ty {
        if map.isEmpty { return self }
        return substitutingIfChanged(map) ?? self
    }

    /// What `substituting(map)` is, or nil when no parameter of `map` occurs: the parts a
    /// substitution leaves alone are shared rather than copied node by node.
    private func substitutingIfChanged(_ map: [String: Ty]) -> Ty? {
        switch self {
        case .variable: return nil
        case let .param(n): return map[n]
        case let .con(n, args): return Ty.substitutingAll(args, map).map { .con(n, $0) }
        case let .fn(ps, r, t):
            let newParameters = Ty.substitutingAll(ps, map)
            let newResult = r.substitutingIfChanged(map)
            if newParameters == nil && newResult == nil { return nil }
            return .fn(newParameters ?? ps, newResult ?? r, throwing: t)
        case let .tuple(es):
            var out: [(label: String?, type: Ty)]?
            for i in es.indices {
                if let s = es[i].type.substitutingIfChanged(map) {
                    if out == nil { out = es }
                    out![i].type = s
                }
            }
            return out.map { .tuple($0) }
        }
    }

    private static func substitutingAll(_ ts: [Ty], _ map: [String: Ty]) -> [Ty]? {
        var out: [Ty]?
        for i in ts.indices {
            if let s = ts[i].substitutingIfChanged(map) {
                if out == nil { out = ts }
                out![i] = s
            }
        }
        return out
    }

    /// Parameter names in order of first appearance.
    func parameterNames(into names: inout [String]) {
        switch self {
        case .variable: break
        case let .param(n): if !names.contains(n) { names.append(n) }
        case let .con(_, args): for a in args { a.parameterNames(into: &names) }
        case let .fn(ps, r, _): for p in ps { p.parameterNames(into: &names) }; r.parameterNames(into: &names)
        case let .tuple(es): for e in es { e.type.parameterNames(into: &names) }
        }
    }

    /// A rough measure of how much structure a type has, used to prefer the more specific of two
    /// overloads that both accept the arguments (`uncurry` of a three-argument curried function).
    var structureSize: Int {
        switch self {
        case .variable, .param: return 0
        case let .con(_, args): return 1 + args.reduce(0) { $0 + $1.structureSize }
        case let .fn(ps, r, _): return 1 + ps.reduce(0) { $0 + $1.structureSize } + r.structureSize
        case let .tuple(es): return 1 + es.reduce(0) { $0 + $1.type.structureSize }
        }
    }

    init(_ s: SType) {
        switch s {
        case let .nominal(n, args): self = .con(n, args.map(Ty.init))
        case let .parameter(n): self = .param(n)
        case let .function(ps, r, t): self = .fn(ps.map(Ty.init), Ty(r), throwing: t)
        case let .tuple(es): self = .tuple(es.map { ($0.label, Ty($0.type)) })
        }
    }
}

/// A possibly generic type: `params` are quantified and replaced by fresh variables on each use.
struct Scheme {
    var params: [String]
    var type: Ty
    /// A declared function's requirements on its generic parameters, shown with its type.
    var requirements: GenericConstraints = [:]
    init(_ type: Ty, params: [String] = []) {
        self.type = type
        self.params = params
    }
}

/// Which concrete types a restricted inference variable may still become: the type of an
/// integer literal (`Int` or `Double`), or the operands of an operator not yet decided
/// (`{ $0 + $1 }`). Unsolved, it defaults to its first member (`Int`).
struct LiteralClass: OptionSet, Hashable {
    let rawValue: Int
    static let int = LiteralClass(rawValue: 1)
    static let double = LiteralClass(rawValue: 2)
    static let string = LiteralClass(rawValue: 4)
    static let array = LiteralClass(rawValue: 8)
    static let character = LiteralClass(rawValue: 16)
    /// `String.Index`: only compared.
    static let stringIndex = LiteralClass(rawValue: 32)
    static let float = LiteralClass(rawValue: 64)
    /// `Dictionary.Index`: only compared.
    static let dictionaryIndex = LiteralClass(rawValue: 1 << 17)
    /// `Unicode.Scalar`: a one-scalar string literal where the context asks for one.
    static let scalar = LiteralClass(rawValue: 1 << 16)
    /// The sized integer types, one bit each, in `IntKind` order from bit 7 (see `sized`).
    static let sizedIntegers = LiteralClass(rawValue: 0x1FF << 7)

    /// `Int8` … `UInt64`.
    static func sized(_ k: IntKind) -> LiteralClass { LiteralClass(rawValue: 1 << (7 + Int(k.rawValue))) }

    /// Every integer type: what `%`, `&`, `<<` and `&+` apply to.
    static let integers: LiteralClass = LiteralClass.int.union(.sizedIntegers)
    /// A floating-point literal: `Double` unless the context asks for a `Float`.
    static let floating: LiteralClass = [.double, .float]
    static let numeric: LiteralClass = integers.union(floating)
    /// What unary `-` applies to: every number but the unsigned integers.
    static let signed: LiteralClass = numeric.subtracting(
        [.sized(.uint), .sized(.uint8), .sized(.uint16), .sized(.uint32), .sized(.uint64)])
    /// A string literal: `String`, or `Character` where the context asks for one.
    static let text: LiteralClass = [.string, .character, .scalar]
    static let comparable: LiteralClass = numeric.union([.string, .character, .stringIndex, .dictionaryIndex, .scalar])
    static let addable: LiteralClass = numeric.union([.string, .array])

    /// The class member a nominal type belongs to, if any.
    static func of(head: String) -> LiteralClass? {
        switch head {
        case "Int": return .int
        case "Double": return .double
        case "String": return .string
        case "Array", "ArraySlice": return .array
        case "Character": return .character
        case "Unicode.Scalar": return .scalar
        case "String.Index": return .stringIndex
        case "Dictionary.Index": return .dictionaryIndex
        case "Float": return .float
        default: return IntKind(name: head).map(sized)
        }
    }

    /// The type an unsolved variable of this class becomes.
    var defaultType: Ty? {
        if contains(.int) { return .int }
        if contains(.double) { return .double }
        if contains(.string) { return .string }
        if contains(.character) { return .con("Character", []) }
        if contains(.scalar) { return .con("Unicode.Scalar", []) }
        if contains(.float) { return .con("Float", []) }
        if let k = IntKind.allCases.first(where: { contains(.sized($0)) }) { return .con(k.name, []) }
        return nil
    }
}

extension Ty: Equatable {
    /// Structural equality, without following inference variables (use the solver for that).
    static func == (a: Ty, b: Ty) -> Bool {
        switch (a, b) {
        case let (.variable(x), .variable(y)): return x == y
        case let (.con(n1, a1), .con(n2, a2)): return n1 == n2 && a1 == a2
        case let (.param(x), .param(y)): return x == y
        case let (.fn(p1, r1, _), .fn(p2, r2, _)): return p1 == p2 && r1 == r2
        case let (.tuple(e1), .tuple(e2)):
            return e1.count == e2.count && zip(e1, e2).allSatisfy { $0.label == $1.label && $0.type == $1.type }
        default: return false
        }
    }
}
