/// Generic requirements (`<T: Comparable>`, `where T: Shape & Named`, `where T == Int`): what a
/// generic parameter may do inside its declaration, and what a use must supply.
///
/// Requirements are kept by protocol name per parameter. Inside the declaration a parameter
/// `T` is a rigid `.param("T")`; its requirements make `a < b`, `a == b` and the protocols'
/// members available on it. At a use, each requirement becomes a check on the type chosen for
/// the parameter, made once the statement's types are solved.
typealias GenericConstraints = [String: [String]]

/// A conformance a use of a generic declaration needs, checked when the statement ends.
struct ConformanceCheck {
    let type: Ty
    let proto: String
    let range: SourceRange
    /// Why the conformance is needed: "`total(_:)` requires `T` to conform to `Shape`".
    let reason: String
    let constraints: GenericConstraints
}

extension Checker {
    /// The protocols each generic parameter must conform to, from the requirements written
    /// with them; `where T == Int` requirements are returned apart.
    func resolveRequirements(_ requirements: [GenericRequirement], params: [String], outer: GenericConstraints = [:])
        -> (conformances: GenericConstraints, sameTypes: [(String, TypeSyntax)]) {
        var out = outer
        var same: [(String, TypeSyntax)] = []
        for r in requirements {
            guard params.contains(r.parameter) || outer[r.parameter] != nil || r.parameter == "Self"
                    || genericNames.contains(where: { $0.contains(r.parameter) })
                    || isAssociatedOfParameter(r.parameter, params: params, out) else {
                if r.parameter.contains(".") {
                    error("requirements on associated types (`\(r.parameter)`) are not supported", at: r.range)
                } else {
                    error("cannot find type `\(r.parameter)` in scope", at: r.range,
                          helps: params.isEmpty ? [] : ["the generic parameters here: " + params.map { "`\($0)`" }.joined(separator: ", ")])
                }
                continue
            }
            switch r.kind {
            case let .sameType(t):
                same.append((r.parameter, t))
            case let .conformance(types):
                for t in types {
                    guard case let .named(name, args) = t.kind, args.isEmpty else {
                        if refuseGenericSuperclassRequirement(r.parameter, t) { continue }
                        error("type `\(r.parameter)` constrained to a non-protocol type", at: t.range,
                              helps: ["a generic parameter can be required to conform to protocols: `\(r.parameter): Equatable`"])
                        continue
                    }
                    let bare = name.hasPrefix("Swift.") ? String(name.dropFirst(6)) : name
                    switch lookupType(bare) {
                    case .alias(_, .con(let composed, _))? where nominal(named: composed)?.compositionParts != nil:
                        // `T: NamedAndAged`, an alias of `Named & Aged`: each part.
                        for p in nominal(named: composed)?.compositionParts ?? []
                        where !(out[r.parameter] ?? []).contains(p.name) {
                            out[r.parameter, default: []].append(p.name)
                        }
                    case .nominal(let info)? where info.isProtocol:
                        if !(out[r.parameter] ?? []).contains(info.name) { out[r.parameter, default: []].append(info.name) }
                    case .nominal(let info)? where info.isClass:
                        addSuperclassRequirement(info, to: r.parameter, &out, at: t.range)
                    case nil where standardProtocolExtension(bare) != nil || Checker.arrayProtocols.contains(bare):
                        // `where Element: Numeric`: a standard protocol Sriracha does not model.
                        error("the standard protocol `\(bare)` is not supported as a requirement", at: t.range,
                              helps: [Parser.sequenceViewProtocols.contains(bare)
                                      ? "a `\(r.parameter): \(bare)` of a type (`struct Box<\(r.parameter): \(bare)>`) works, and "
                                        + "in a function one that is only the type of parameters "
                                        + "(`func f<\(r.parameter): \(bare)>(_ xs: \(r.parameter)) where \(r.parameter).Element == Int`), "
                                        + "or take `some \(bare)<Int>`"
                                      : "use a concrete type instead: `where \(r.parameter) == Int` in an extension, or `Int` for `\(r.parameter)` in a function"])
                    case nil:
                        let helps = Suggestions.closest(to: bare, among: visibleTypeNames()).map { ["did you mean `\($0)`?"] } ?? []
                        error("cannot find type `\(name)` in scope", at: t.range, helps: helps)
                    default:
                        error("type `\(r.parameter)` constrained to non-protocol type `\(name)`", at: t.range,
                              helps: ["a generic parameter can be required to conform to protocols: `\(r.parameter): Equatable`"])
                    }
                }
            }
        }
        return (out, same)
    }

    /// `C.Item` in `where C.Item == Int`: `C` is one of `params`, required to conform to a
    /// protocol with the associated type `Item`.
    private func isAssociatedOfParameter(_ name: String, params: [String], _ known: GenericConstraints) -> Bool {
        guard let dot = name.firstIndex(of: ".") else { return false }
        let base = String(name[..<dot]), member = String(name[name.index(after: dot)...])
        guard params.contains(base) else { return false }
        return (known[base] ?? []).contains { nominal(named: $0)?.associatedTypes.contains(member) == true }
    }

    /// Runs `body` with a type's generic parameters in scope, and what its `where Item.ID == Int`
    /// fixed (`Item.ID` is `Int` in its members).
    func withTypeGenerics<R>(_ info: NominalInfo, _ body: () -> R) -> R {
        withGenerics(info.generics, constraints: info.genericConstraints) {
            if info.whereSameTypes.isEmpty { return body() }
            let scope = Scope()
            for (n, t) in info.whereSameTypes { scope.types[n] = .alias(generics: [], target: resolveType(t)) }
            scopes.append(scope)
            defer { scopes.removeLast() }
            return body()
        }
    }

    /// What `where C.Item == Int` made `C.Item` mean in the declaration being checked.
    func sameTypeBinding(_ name: String) -> Ty? {
        for scope in scopes.reversed() {
            if case let .alias(generics, target)? = scope.types[name], generics.isEmpty { return target }
        }
        return nil
    }

    /// The requirements of every generic parameter in scope, innermost declaration first.
    var currentConstraints: GenericConstraints {
        var out: GenericConstraints = [:]
        for level in genericConstraints { out.merge(level) { _, inner in inner } }
        return out
    }

    /// What a declared function requires of its own generic parameters.
    func requirements(of f: FuncDecl) -> GenericConstraints {
        if f.genericRequirements.isEmpty && f.genericParameters.isEmpty { return [:] }
        if let cached = functionRequirements[ObjectIdentifier(f)] { return cached }
        let saved = diagnostics.count
        var (c, _) = f.genericRequirements.isEmpty ? ([:], [])
            : resolveRequirements(f.genericRequirements, params: f.genericParameters)
        diagnostics.removeSubrange(saved...)  // reported with the declaration
        if !f.genericParameters.isEmpty { c = mergingInferred(c, inferredRequirements(f)) }
        // `where T.Element: Equatable, T.Element == U.Element`: the two are one type, which has
        // what either requires, inside the function and of the type a use chooses.
        for r in f.genericRequirements {
            guard case let .sameType(t) = r.kind, case let .named(other, args) = t.kind, args.isEmpty,
                  isParameterOrAssociated(r.parameter, of: f), isParameterOrAssociated(other, of: f) else { continue }
            let both = (c[r.parameter] ?? []) + (c[other] ?? []).filter { !(c[r.parameter] ?? []).contains($0) }
            if !both.isEmpty { c[r.parameter] = both; c[other] = both }
        }
        // `C: Container` where `associatedtype Item: Equatable`: `C.Item` is `Equatable`.
        c = withAssociatedConstraints(c)
        functionRequirements[ObjectIdentifier(f)] = c
        return c
    }

    /// `T` or `C.Item` where `T` and `C` are `f`'s generic parameters.
    private func isParameterOrAssociated(_ name: String, of f: FuncDecl) -> Bool {
        if f.genericParameters.contains(name) { return true }
        guard let dot = name.firstIndex(of: ".") else { return false }
        return f.genericParameters.contains(String(name[..<dot]))
    }

    /// Requirements of a declared function, as checks on the types chosen for its parameters.
    func requirementsOfUse(_ f: FuncDecl, _ map: [String: Ty]) -> [Requirement] {
        let reqs = requirements(of: f)
        var out: [Requirement] = reifiedRequirements(f, map)
        for p in f.genericParameters {
            guard let t = map[p] else { continue }
            for proto in reqs[p] ?? [] {
                out.append(Requirement(parameter: p, type: t, capability: "protocol:" + proto, concrete: nil))
            }
        }
        // `where C.Item: Comparable`: what the type chosen for `C` chose for `Item` must conform.
        for r in f.genericRequirements {
            guard case let .conformance(types) = r.kind, let dot = r.parameter.firstIndex(of: "."),
                  let owner = map[String(r.parameter[..<dot])] else { continue }
            let witness = fresh()
            out.append(Requirement(parameter: r.parameter, type: witness,
                                   capability: "associated:" + String(r.parameter[r.parameter.index(after: dot)...]), concrete: owner))
            for t in types {
                guard case let .named(name, args) = t.kind, args.isEmpty, case .nominal(let proto)? = lookupType(name) else { continue }
                out.append(Requirement(parameter: r.parameter, type: witness, capability: "protocol:" + proto.name, concrete: nil))
            }
        }
        // `where C.Item == Int`: the type chosen for `C` must have chosen `Int` for `Item`.
        for r in f.genericRequirements {
            guard case let .sameType(syntax) = r.kind, let dot = r.parameter.firstIndex(of: "."),
                  let owner = map[String(r.parameter[..<dot])] else { continue }
            let saved = diagnostics.count
            let t = withGenerics(f.genericParameters) { resolveType(syntax) }
            if diagnostics.count > saved { diagnostics.removeSubrange(saved...); continue }
            out.append(Requirement(parameter: r.parameter, type: t.substituting(map),
                                   capability: "associated:" + String(r.parameter[r.parameter.index(after: dot)...]), concrete: owner))
        }
        return out
    }

    // MARK: Conformance

    static let derivable: Set<String> = ["Equatable", "Hashable", "Comparable"]

    /// The built-in types that are `CustomStringConvertible` in Swift.
    static let describedStandardTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
        "String", "Character", "Bool", "Array", "ArraySlice", "Set", "Dictionary", "Range", "ClosedRange",
    ]

    /// Whether a protocol named `have` is `want` or refines it.
    func protocolImplies(_ have: String, _ want: String) -> Bool {
        if have == want { return true }
        guard let info = nominal(named: have) else { return false }
        if info.isClass, let w = nominal(named: want), w.isClass { return info.inherits(from: w) }
        return info.conformances.contains(want)
    }

    /// Whether values of `t` conform to the protocol `proto`: true, false, or nil when the type
    /// is not decided yet (it is then not held against the program).
    func typeConforms(_ t: Ty, to proto: String, _ constraints: GenericConstraints, depth: Int = 0) -> Bool? {
        guard depth < 64 else { return nil }
        if proto.contains(" & "), let parts = nominal(named: proto)?.compositionParts {
            if case let .con(name, _) = resolve(t), name == proto { return true }
            return allConform(parts.map(\.name), t, constraints, depth: depth)
        }
        if let required = requiredClass(proto) { return inheritsClass(t, required, constraints) }
        switch resolve(t) {
        case let .variable(v):
            if let d = solver.restriction(of: v)?.defaultType { return typeConforms(d, to: proto, constraints, depth: depth + 1) }
            return nil
        case let .param(n):
            if n.hasPrefix("$") || n == "Self" { return nil }
            if (constraints[n] ?? []).contains(where: { protocolImplies($0, proto) }) { return true }
            // `Entity.ID` where `Entity: Identified` and that protocol declares
            // `associatedtype ID: Hashable`.
            if let dot = n.lastIndex(of: ".") {
                let base = String(n[..<dot]), member = String(n[n.index(after: dot)...])
                for p in constraints[base] ?? [] {
                    if (nominal(named: p)?.associatedConstraints[member] ?? []).contains(where: { protocolImplies($0, proto) }) {
                        return true
                    }
                }
            }
            return false
        case .fn:
            return false
        case let .tuple(es):
            // Tuples are compared element by element; they are never Hashable.
            guard proto == "Equatable" || proto == "Comparable" else { return false }
            return allConform(es.map(\.type), to: proto, constraints, depth: depth)
        case let .con(name, args):
            return nominalConforms(name, args, to: proto, constraints, depth: depth)
        }
    }

    /// Whether `t` conforms to each of `protos` (the parts of a composition).
    private func allConform(_ protos: [String], _ t: Ty, _ constraints: GenericConstraints, depth: Int) -> Bool? {
        var unknown = false
        for p in protos {
            switch typeConforms(t, to: p, constraints, depth: depth + 1) {
            case false?: return false
            case nil: unknown = true
            case true?: break
            }
        }
        return unknown ? nil : true
    }

    private func allConform(_ ts: [Ty], to proto: String, _ constraints: GenericConstraints, depth: Int) -> Bool? {
        var unknown = false
        for t in ts {
            switch typeConforms(t, to: proto, constraints, depth: depth + 1) {
            case false?: return false
            case nil: unknown = true
            case true?: break
            }
        }
        return unknown ? nil : true
    }

    private func nominalConforms(_ name: String, _ args: [Ty], to proto: String, _ constraints: GenericConstraints,
                                 depth: Int) -> Bool? {
        // `extension Int: Describable {}`: a conformance added to a built-in type.
        if let added = env.builtinExtensions[name], added.conformances.contains(proto) { return true }
        // Swift's standard types describe themselves (`Int: CustomStringConvertible`), so
        // `where T: CustomStringConvertible` holds for them; an optional does not.
        if proto == "CustomStringConvertible", Checker.describedStandardTypes.contains(name) { return true }
        if proto == "Encodable" || proto == "Decodable",
           let known = builtinCodable(name, args, to: proto, constraints, depth: depth) { return known }
        switch name {
        case "Never": return true
        case "Int", "Double", "Float", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64":
            return Self.numberConforms(name, proto)
        case "String", "Character", "Unicode.Scalar", "String.Index", "Dictionary.Index":
            return Self.derivable.contains(proto)
        case "Bool":
            return proto == "Equatable" || proto == "Hashable"
        case "Array", "ArraySlice", "Optional", "Set", "Range", "ClosedRange", "Result":
            guard proto == "Equatable" || proto == "Hashable" else { return false }
            return allConform(args, to: proto, constraints, depth: depth)
        case "Dictionary":
            guard proto == "Equatable" || proto == "Hashable", args.count == 2 else { return false }
            return allConform([args[1]], to: proto, constraints, depth: depth)
        case "KeyPath", "WritableKeyPath", "Any.Type":
            return proto == "Equatable" || proto == "Hashable"
        case "Dynamic":
            // A reactive value is compared by identity: the same `Dynamic` or not.
            return proto == "Equatable"
        default:
            break
        }
        guard let info = nominal(named: name) else { return false }
        if info.isProtocol {
            // `extension Shape where Self: Equatable`: inside, `self` is known to conform.
            return info.name == proto || info.conformances.contains(proto)
                || (constraints["Self"] ?? []).contains { protocolImplies($0, proto) }
        }
        if info.conformances.contains(proto) {
            // A generic type's synthesised conformance holds when its arguments conform too.
            guard Self.derivable.contains(proto), !info.generics.isEmpty, !hasOwnOperator(info, proto) else { return true }
            return allConform(args, to: proto, constraints, depth: depth)
        }
        // An enum without associated values is Equatable and Hashable without saying so.
        if info.isEnum, proto == "Equatable" || proto == "Hashable", info.cases.allSatisfy({ $0.payload == nil }) {
            return true
        }
        return false
    }

    /// `struct P: Equatable`: Swift derives `==` (and hashing, and for enums `<`) from the parts,
    /// which must then conform themselves; a type that implements the operator needs nothing.
    func checkDerivedConformance(_ info: NominalInfo, _ proto: String, at range: SourceRange,
                                 constraints: GenericConstraints) {
        if hasOwnOperator(info, proto) && proto != "Hashable" { return }
        if proto == "Hashable", hasOwnOperator(info, "Equatable") { return }
        let keyword = info.isClass ? "class" : info.isEnum ? "enum" : "struct"
        let op = proto == "Comparable" ? "<" : "=="
        let me = solver.describe(info.selfType)
        let implement = "implement it: `static func \(op) (lhs: \(me), rhs: \(me)) -> Bool { … }`"
        if info.isClass || (proto == "Comparable" && !info.isEnum) {
            error("type `\(info.name)` does not conform to protocol `\(proto)`", at: range,
                  helps: ["a \(keyword) does not get `\(op)` from its properties; " + implement])
            return
        }
        var parts: [(String, Ty)] = []
        if info.isEnum {
            for c in info.cases { for (i, p) in (c.payload ?? []).enumerated() { parts.append(("`\(c.name)`'s value \(p.label.map { "`\($0)`" } ?? "#\(i + 1)")", p.type)) } }
        } else {
            for f in info.fields { parts.append(("`\(f.name)`", f.type)) }
        }
        for (what, t) in parts where typeConforms(t, to: proto, constraints) == false {
            error("type `\(info.name)` does not conform to protocol `\(proto)`", at: range,
                  helps: ["\(what) has type \(describe(t)), which is not `\(proto)`", implement])
            return
        }
    }

    /// Whether a type implements the operator a derivable protocol needs itself (`static func ==`).
    func hasOwnOperator(_ info: NominalInfo, _ proto: String) -> Bool {
        let op = proto == "Comparable" ? "<" : "=="
        if (info.methods[op] ?? []).contains(where: { $0.decl.isStatic }) { return true }
        // `extension Ranked { static func < (a: Self, b: Self) -> Bool }` for `protocol Ranked: Comparable`.
        return info.conformances.contains { p in
            guard p != proto, let pinfo = nominal(named: p), pinfo.isProtocol else { return false }
            return (pinfo.methods[op] ?? []).contains { $0.decl.isStatic && $0.decl.extendedProtocol == p && $0.decl.clauses.first?.count == 2 }
        }
    }

    /// A type a `let` left generic (`let same = { $0 == $1 }`, `let g = largest`): nothing
    /// says it conforms, and Swift cannot infer it either.
    func isLeftGeneric(_ t: Ty) -> Bool {
        if case let .param(n) = resolve(t), n.hasPrefix("$g") { return true }
        return false
    }

    private func reportLeftGeneric(_ proto: String, at range: SourceRange, reported: inout Set<Int>) {
        guard reported.insert(range.start).inserted else { return }
        error("cannot infer the type that must be `\(proto)` here", at: range,
              helps: ["give the binding a type, e.g. `let name: (Int, Int) -> Bool = …`"])
    }

    /// Checks recorded at uses of generic declarations, once types are solved.
    func reportConformanceChecks() {
        var reported = Set<String>()
        var leftGeneric = Set<Int>()
        for c in conformanceChecks where isLeftGeneric(c.type) { reportLeftGeneric(c.proto, at: c.range, reported: &leftGeneric) }
        for c in conformanceChecks where typeConforms(c.type, to: c.proto, c.constraints) == false {
            let shown = solver.describe(c.type)
            guard reported.insert("\(c.range.start):\(shown):\(c.proto)").inserted else { continue }
            if requiredClass(c.proto) != nil {
                reportNotSubclass(c, shown)
                continue
            }
            var helps = [c.reason]
            if case .param = resolve(c.type) {
                helps.append("add the requirement where `\(shown)` is declared: `<\(shown): \(c.proto)>`")
            }
            error("type `\(shown)` does not conform to protocol `\(c.proto)`", at: c.range, helps: helps)
        }
    }

    /// `==` and `!=` operands (and natives needing `Equatable`), once types are solved.
    func reportEquatableChecks() {
        var leftGeneric = Set<Int>()
        for check in equatableChecks where isLeftGeneric(check.type) {
            reportLeftGeneric("Equatable", at: check.range, reported: &leftGeneric)
        }
        for check in equatableChecks where typeConforms(check.type, to: "Equatable", check.constraints) == false {
            var helps: [String] = []
            let t = resolve(check.type)
            if containsFunction(t) {
                helps.append("functions cannot be compared with " + (check.op.hasPrefix("`") ? "`==`" : "`\(check.op)`"))
            } else if case let .param(n) = t {
                helps.append("require it where `\(n)` is declared: `<\(n): Equatable>`")
            } else if case let .con(name, args) = t, name == "Optional" || name == "Result",
                      let part = args.first(where: { typeConforms($0, to: "Equatable", check.constraints) == false }) {
                // A standard generic enum compares when its types do (`Result<Int, Error>`: `Error` does not).
                helps.append("`\(name)` is `Equatable` when its types are; \(describe(part)) is not")
            } else if let (info, _) = nominal(of: t), !info.isProtocol {
                let keyword = info.isClass ? "class" : info.isEnum ? "enum" : "struct"
                helps.append("declare `\(keyword) \(info.name): Equatable` to compare its values"
                             + (info.isClass ? " and give it a `static func ==`" : ""))
            }
            if check.op.hasPrefix("`") {
                error("\(check.op) requires that \(describe(check.type)) conform to `Equatable`", at: check.range, helps: helps)
            } else {
                error("binary operator `\(check.op)` cannot be applied to two \(describe(check.type)) operands",
                      at: check.range, helps: helps)
            }
        }
    }

    /// Dictionary keys and set elements must be `Hashable`.
    func requireHashableKey(_ t: Ty, at range: SourceRange, set: Bool = false) {
        let what = set ? "set elements" : "dictionary keys"
        var reason = "\(what) must be `Hashable`"
        if let (info, _) = nominal(of: t), !info.isProtocol, !info.isClass {
            reason += ": declare `\(info.isEnum ? "enum" : "struct") \(info.name): Hashable`"
        }
        conformanceChecks.append(ConformanceCheck(type: t, proto: "Hashable", range: range, reason: reason,
                                                  constraints: currentConstraints))
    }

    /// Records that `==` is applied to values of `t`.
    /// `user` names a function that compares them (`contains(_:)`), when it is not an operator.
    func requireEquatable(_ t: Ty, at range: SourceRange, op: String, user: String? = nil) {
        equatableChecks.append((t, range, user.map { "`\($0)`" } ?? op, currentConstraints))
    }
}

extension Checker {
    /// `x.area()` where `x: T` and `T: Shape`: the member as the protocols required of `T`
    /// declare it, with `Self` meaning `T`.
    func constrainedMember(_ parameter: String, _ name: String, forCall: Bool) -> MemberLookup {
        let me = Ty.param(parameter)
        for proto in currentConstraints[parameter] ?? [] {
            // `Self` is the parameter; `Item` is `T.Item`.
            var selfMap: [String: Ty] = ["Self": me]
            for a in nominal(named: proto)?.associatedTypes ?? [] {
                selfMap[a] = sameTypeBinding(parameter + "." + a) ?? .param(parameter + "." + a)
            }
            switch lookupMember(.con(proto, []), name, forCall: forCall) {
            case .notFound:
                continue
            case let .methods(list):
                // `extension Container where Item == Double`'s members only where `T.Item` is.
                let info = nominal(named: proto)
                let usable = list.filter { source in
                    guard case let .function(entry, _) = source, let info else { return true }
                    return protocolConstraintHolds(info, entry.decl, selfMap)
                }
                if usable.isEmpty { continue }
                return .methods(usable.map { source in
                    if case let .native(n, fixed) = source { return .native(n, fixed: fixed.merging(selfMap) { a, _ in a }) }
                    guard case let .function(entry, fixed) = source else { return source }
                    return .function(entry, fixed: fixed.merging(selfMap) { a, _ in a })
                })
            case let .nativeProperty(n, fixed):
                // `x.magnitude` with `T: FloatingPoint`: a `T`.
                return .nativeProperty(n, fixed: fixed.merging(selfMap) { a, _ in a })
            case let .computed(p, t):
                guard p.constraint.allSatisfy({ n, want in selfMap[n].map { have in succeeds { solver.unify(have, want) } } ?? true }) else { continue }
                return .computed(p, type: t.substituting(selfMap))
            case let other:
                return other
            }
        }
        return .notFound
    }
}

extension Checker {
    /// Runs `body` with a function's generic parameters in scope, with their requirements;
    /// a parameter fixed by `where T == Int` means that type.
    func withFunctionGenerics<R>(_ f: FuncDecl, _ body: () -> R) -> R {
        let required = requirements(of: f)
        var same: [(String, TypeSyntax)] = []
        var sameAssociated: [(String, TypeSyntax)] = []
        for r in f.genericRequirements {
            if case let .sameType(t) = r.kind, f.genericParameters.contains(r.parameter) { same.append((r.parameter, t)) }
            if case let .sameType(t) = r.kind, let dot = r.parameter.firstIndex(of: "."),
               f.genericParameters.contains(String(r.parameter[..<dot])) {
                sameAssociated.append((r.parameter, t))
            }
        }
        if same.isEmpty && !sameAssociated.isEmpty {
            // `where C.Item == Int`: inside, `C.Item` is `Int`.
            return withGenerics(f.genericParameters, constraints: required) {
                let scope = Scope()
                for (n, t) in sameAssociated { scope.types[n] = .alias(generics: [], target: resolveType(t)) }
                scopes.append(scope)
                defer { scopes.removeLast() }
                return body()
            }
        }
        if same.isEmpty { return withGenerics(f.genericParameters, constraints: required, body) }
        let free = f.genericParameters.filter { n in !same.contains { $0.0 == n } }
        return withGenerics(free, constraints: required) {
            let scope = Scope()
            for (n, t) in same { scope.types[n] = .alias(generics: [], target: resolveType(t)) }
            scopes.append(scope)
            defer { scopes.removeLast() }
            return body()
        }
    }
}
