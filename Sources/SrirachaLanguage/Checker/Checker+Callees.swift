/// What a call or a reference can resolve to, and the types of one such choice.
enum CalleeSource {
    /// A `func` (global, nested, method, static); `fixed` binds the owner's generic parameters.
    case function(FuncEntry, fixed: [String: Ty])
    case native(NativeFunction, fixed: [String: Ty])
    /// A struct's memberwise initializer; `args` are explicit type arguments (`Pair<Int, Int>`).
    case memberwise(NominalInfo, args: [Ty]?)
    /// A struct's explicit `init`.
    case initializer(FuncEntry, NominalInfo, args: [Ty]?)
    case enumCase(NominalInfo, index: Int, args: [Ty]?)
}

/// One candidate with fresh type variables: its parameters (first clause) and result.
struct CalleeInstance {
    var type: Ty
    var params: [Ty]
    var result: Ty
    var labels: [String?]
    var defaults: [Bool]
    var chosen: AnyObject
    var isMutating: Bool
    /// Structure of the declared parameter types: the larger, the more specific the overload.
    var specificity: Int
    /// How the candidate is named in messages; spelled out only when one needs it.
    var naming: CalleeNaming
    /// What a native requires of its generic parameters (`Element` is `String`, `Comparable`).
    var requirements: [Requirement] = []

    /// `greet(name:greeting:)`, for lists of candidates.
    var fullName: String {
        switch naming {
        case .function(let decl): return decl.fullName
        case .native(let native): return native.fullName
        case .text(let text): return text
        }
    }
}

/// Names a call candidate without building the text: a candidate's name appears only in error
/// messages, and spelling it for every call checked was a string built and freed each time.
enum CalleeNaming {
    case function(FuncDecl)
    case native(NativeFunction)
    case text(String)
}

/// A native's requirement on one of its generic parameters, instantiated.
struct Requirement {
    let parameter: String
    let type: Ty
    /// `Equatable`, `Comparable`, `Numeric`, or a concrete type.
    let capability: String
    let concrete: Ty?
}

extension Checker {
    func instantiate(_ source: CalleeSource) -> CalleeInstance? {
        switch source {
        case let .function(entry, fixed):
            let (t0, map) = solver.instantiate(entry.scheme, fixing: fixed)
            let (t, associated) = instantiateAssociated(t0, map)
            guard case let .fn(ps, r, _) = t else { return nil }
            let requirements = requirementsOfUse(entry.decl, map) + associated
            var declared = 0
            if case let .fn(dps, _, _) = solver.zonk(entry.scheme.type) { declared = dps.reduce(0) { $0 + $1.structureSize } }
            return CalleeInstance(type: t, params: ps, result: r, labels: entry.labels, defaults: entry.defaults,
                                  chosen: entry.decl, isMutating: entry.decl.isMutating, specificity: declared,
                                  naming: .function(entry.decl), requirements: requirements)
        case let .native(native, fixed):
            guard let scheme = natives.scheme(of: native) else { return nil }
            let (t, map) = solver.instantiate(scheme, fixing: fixed)
            let requirements = self.requirements(of: native, map)
            if native.isProperty {
                return CalleeInstance(type: t, params: [], result: t, labels: [], defaults: [], chosen: native,
                                      isMutating: false, specificity: 0, naming: .native(native),
                                      requirements: requirements)
            }
            guard case let .fn(ps, r, _) = t else { return nil }
            var labels = native.labels
            if labels.count != ps.count { labels = Array(repeating: nil, count: ps.count) }
            var declared = 0
            if case let .fn(dps, _, _) = scheme.type { declared = dps.reduce(0) { $0 + $1.structureSize } }
            return CalleeInstance(type: t, params: ps, result: r, labels: labels,
                                  defaults: Array(repeating: false, count: ps.count), chosen: native,
                                  isMutating: native.isMutating,
                                  specificity: declared + requirements.count - (native.isFallback ? 1 : 0),
                                  naming: .native(native), requirements: requirements)
        case let .memberwise(info, args):
            guard let decl = info.structDecl else { return nil }
            let gargs = args ?? info.generics.map { _ in fresh() }
            let map = info.substitution(for: gargs)
            let result = Ty.con(info.name, gargs)
            if info.isClass {
                // A class has no memberwise initializer: with defaults everywhere, `init()`.
                return CalleeInstance(type: .fn([], result), params: [], result: result, labels: [], defaults: [],
                                      chosen: decl, isMutating: false, specificity: 0, naming: .text(info.name + "()"))
            }
            let ps = info.fields.map { $0.type.substituting(map) }
            return CalleeInstance(type: .fn(ps, result), params: ps, result: result, labels: info.fields.map { Checker.memberwiseLabel($0.name) },
                                  defaults: info.fields.map(\.hasDefault), chosen: decl, isMutating: false,
                                  specificity: 0, naming: .text(info.name + "(" + info.fields.map { Checker.memberwiseLabel($0.name) + ":" }.joined() + ")"),
                                  requirements: typeRequirements(info, gargs))
        case let .initializer(entry, info, args):
            let gargs = args ?? info.generics.map { _ in fresh() }
            let (t0, _) = solver.instantiate(entry.scheme, fixing: initializerSubstitution(entry, info, gargs))
            guard case let .fn(ps, r0, _) = t0 else { return nil }
            // An inherited initializer makes an instance of the class it is called on.
            let made = Ty.con(info.name, gargs)
            let r: Ty = entry.decl.isFailable ? .optional(made) : made
            _ = r0
            let t = Ty.fn(ps, r)
            return CalleeInstance(type: t, params: ps, result: r, labels: entry.labels, defaults: entry.defaults,
                                  chosen: entry.decl, isMutating: false, specificity: 0,
                                  naming: .text(info.name + "(" + entry.labels.map { ($0 ?? "_") + ":" }.joined() + ")"),
                                  requirements: args == nil ? typeRequirements(info, gargs) : [])
        case let .enumCase(info, index, args):
            guard index < info.cases.count, index < info.caseRefs.count else { return nil }
            let gargs = args ?? info.generics.map { _ in fresh() }
            let map = info.substitution(for: gargs)
            let result = Ty.con(info.name, gargs)
            let c = info.cases[index]
            guard let payload = c.payload else {
                return CalleeInstance(type: result, params: [], result: result, labels: [], defaults: [],
                                      chosen: info.caseRefs[index], isMutating: false, specificity: 0, naming: .text("." + c.name))
            }
            let ps = payload.map { $0.type.substituting(map) }
            return CalleeInstance(type: .fn(ps, result), params: ps, result: result, labels: payload.map(\.label),
                                  defaults: Array(repeating: false, count: ps.count), chosen: info.caseRefs[index],
                                  isMutating: false, specificity: 0,
                                  naming: .text("." + c.name + "(" + payload.map { ($0.label ?? "_") + ":" }.joined() + ")"))
        }
    }

    /// `Box(v: badge)` for `struct Box<T: Hashable>`: what the type requires of the arguments
    /// its initializer infers (written ones, `Box<Badge>`, are checked where the type is resolved).
    private func typeRequirements(_ info: NominalInfo, _ args: [Ty]) -> [Requirement] {
        if info.genericConstraints.isEmpty || info.isProtocol { return [] }
        return zip(info.generics, args).flatMap { g, t in
            (info.genericConstraints[g] ?? []).map { Requirement(parameter: g, type: t, capability: "protocol:" + $0, concrete: nil) }
        }
    }

    private func requirements(of native: NativeFunction, _ map: [String: Ty]) -> [Requirement] {
        native.constraints.sorted { $0.key < $1.key }.compactMap { name, capability in
            guard let t = map[name] else { return nil }
            return Requirement(parameter: name, type: t, capability: capability,
                               concrete: natives.constraintType(capability, generics: map))
        }
    }

    /// Checks a native's requirements at a use; false (with an error) when one fails.
    @discardableResult
    func enforce(_ requirements: [Requirement], of name: @autoclosure () -> String, at range: SourceRange) -> Bool {
        // Most calls have no requirement: their callee's name is then never spelled out.
        guard !requirements.isEmpty else { return true }
        let name = name()
        var ok = true
        for r in requirements {
            if r.capability.hasPrefix("associated:"), let owner = r.concrete {
                enforceAssociated(String(r.capability.dropFirst(11)), of: owner, is: r.type, at: range)
                continue
            }
            if let concrete = r.concrete {
                if !solver.unify(r.type, concrete) {
                    error("`\(name)` requires `\(r.parameter)` to be \(describe(concrete)), not \(describe(r.type))", at: range)
                    ok = false
                }
                continue
            }
            switch r.capability {
            case "Equatable":
                requireEquatable(r.type, at: range, op: "==", user: name)
            case "Hashable":
                requireHashableKey(r.type, at: range, set: true)
            case "Comparable", "Numeric":
                if !isOrderable(r.type, numeric: r.capability == "Numeric") {
                    let what = r.capability == "Numeric" ? "a number (`Int` or `Double`)"
                        : "comparable (`Int`, `Double`, `String` or tuples of them)"
                    error("`\(name)` requires `\(r.parameter)` to be \(what), not \(describe(r.type))", at: range)
                    ok = false
                }
            case "BinaryInteger":
                // `Int` or a sized integer, decided now (an overload is chosen by it); or a
                // generic parameter declared `BinaryInteger` (`stride(from: n, to: 0, by: -1)`
                // in `func f<T: BinaryInteger>(_ n: T)`).
                if case .param = resolve(r.type), typeConforms(r.type, to: "BinaryInteger", currentConstraints) == true {
                    break
                }
                if !restrict(r.type, to: .integers) {
                    error("`\(name)` requires `\(r.parameter)` to be an integer type, not \(describe(r.type))", at: range)
                    ok = false
                }
            case let c where c.hasPrefix("protocol:"):
                let proto = String(c.dropFirst(9))
                conformanceChecks.append(ConformanceCheck(type: r.type, proto: proto, range: range,
                                                          reason: "`\(name)` requires `\(r.parameter)` to "
                                                              + (requiredClass(proto) != nil ? "inherit from" : "conform to") + " `\(proto)`",
                                                          constraints: currentConstraints))
            default:
                break
            }
        }
        return ok
    }

    private func isOrderable(_ t: Ty, numeric: Bool) -> Bool {
        switch resolve(t) {
        case .tuple(let es) where !numeric: return es.allSatisfy { isOrderable($0.type, numeric: false) }
        case .tuple: return false
        case .param where !numeric, .con where !numeric && !restrict(t, to: .comparable):
            // A generic parameter required to be `Comparable`, a type declaring it.
            return typeConforms(t, to: "Comparable", currentConstraints) != false
        default: return restrict(t, to: numeric ? .numeric : .comparable)
        }
    }

    /// A function named without being called (`xs.map(square)`, `let f = curry`): the overload
    /// is chosen by the type the context expects.
    func reference(_ e: Expr, _ sources: [CalleeSource], name: String, expected: Ty?) -> Ty {
        var instances = sources.compactMap(instantiate)
        if let (base, labels) = Checker.compoundName(name), !instances.isEmpty {
            // `string(from:)`: only the overloads with exactly these labels.
            let matching = instances.filter { labelKey($0.labels) == labelKey(labels) }
            if matching.isEmpty {
                error("no `\(base)` takes the arguments `\(name)`", at: e.range, helps: [candidateList(instances)])
                return fresh()
            }
            instances = matching
        }
        guard !instances.isEmpty else {
            error("`\(name)` cannot be used here", at: e.range)
            return fresh()
        }
        var pick = 0
        if instances.count > 1 {
            guard let expected else {
                reportAmbiguous(name, instances, at: e.range, written: file.text(in: e.range))
                return fresh()
            }
            var fitting = instances.indices.filter { i in succeeds { solver.unify(instances[i].type, expected) } }
            // `pairs.map(max)`: an overload of several parameters, called with a tuple's parts.
            if fitting.isEmpty { fitting = instances.indices.filter { i in succeeds { unifiesSplattingTuple(instances[i].type, expected) } } }
            // Named as a value, `String.init` means the unlabelled initializer, as in Swift.
            if fitting.count > 1, let fewest = fitting.map({ labelCount(instances[$0]) }).min() {
                fitting = fitting.filter { labelCount(instances[$0]) == fewest }
            }
            // `map(String.init)` where nothing yet says what the function takes: the overload that
            // takes any value is the one that fits whatever the parameter turns out to be.
            if fitting.count > 1, case let .fn(params, _, _) = resolve(expected), params.allSatisfy({ isUnsolved($0) }) {
                let general = fitting.filter { takesAnyValue(instances[$0].type) }
                if general.count == 1 { fitting = general }
            }
            guard let best = mostSpecific(fitting.map { instances[$0] }) else {
                if fitting.isEmpty {
                    error("no `\(name)` has the type \(describe(expected))", at: e.range,
                          helps: [candidateList(instances)])
                } else {
                    reportAmbiguous(name, fitting.map { instances[$0] }, at: e.range)
                }
                return fresh()
            }
            pick = fitting[best]
        }
        e.chosen = instances[pick].chosen
        enforce(instances[pick].requirements, of: instances[pick].fullName, at: e.range)
        noteReifiedReference(instances[pick], at: e.range)
        return instances[pick].type
    }

    /// `string(from:)`, `f(_:_:)`: the base name and the labels of a function named with its
    /// argument labels; nil for a plain name.
    static func compoundName(_ name: String) -> (base: String, labels: [String?])? {
        // Most names are plain (`f`, `map`): told by their last byte, without a suffix test.
        guard name.utf8.last == UInt8(ascii: ")"), name.hasSuffix(":)"), let open = name.firstIndex(of: "(") else { return nil }
        let inner = name[name.index(after: open)..<name.index(before: name.endIndex)]
        let labels = inner.split(separator: ":", omittingEmptySubsequences: false).dropLast()
            .map { $0 == "_" ? nil : String($0) }
        return (String(name[..<open]), labels)
    }

    /// The name to look up: `string` for `string(from:)`.
    static func baseName(_ name: String) -> String { compoundName(name)?.base ?? name }

    /// A function type whose parameters are all unconstrained type variables.
    private func takesAnyValue(_ t: Ty) -> Bool {
        guard case let .fn(params, _, _) = resolve(t), !params.isEmpty else { return false }
        return params.allSatisfy { p in
            if case let .variable(v) = resolve(p) { return solver.restriction(of: v) == nil }
            return false
        }
    }

    private func labelCount(_ c: CalleeInstance) -> Int { c.labels.filter { $0 != nil }.count }

    /// The index of the single most specific candidate, if there is one.
    func mostSpecific(_ candidates: [CalleeInstance]) -> Int? {
        guard let top = candidates.map(\.specificity).max() else { return nil }
        let best = candidates.indices.filter { candidates[$0].specificity == top }
        if best.count == 1 { return best[0] }
        // A declared method beside a native one with the same labels that also fits
        // (`xs.map(\.title)` with `extension Sequence { func map<T>(_ keyPath: …) }`): the
        // declaration, which takes the argument as it is.
        let declared = best.filter { candidates[$0].chosen is FuncDecl }
        if declared.count == 1, best.allSatisfy({ $0 == declared[0] || candidates[$0].chosen is NativeFunction }) {
            return declared[0]
        }
        return nil
    }

    /// `written`: a function named as a value (`let r = Int.random`), shown in the example.
    func reportAmbiguous(_ name: String, _ candidates: [CalleeInstance], at range: SourceRange, written: String? = nil) {
        var say = "add a type annotation to say which one you mean"
        if let written, let last = candidates.last, !written.contains("\n") {
            // `let r = Int.random`: the annotated declaration itself.
            let binding = bindingHint.flatMap { $0.initializer.range == range ? ($0.isVar ? "var" : "let", $0.name) : nil } ?? ("let", "f")
            say += ", e.g. `\(binding.0) \(binding.1): \(solver.describe(last.type)) = \(written)`"
        }
        // `String.init` is named as written, not as the type it makes.
        let shown = written.map { $0.hasSuffix(".init") && !$0.contains("\n") } == true ? written ?? name : name
        error("ambiguous use of `\(shown)`", at: range, helps: [candidateList(candidates), say])
    }

    /// Two candidates on the help line; more one per line, aligned, so they can be compared.
    func candidateList(_ candidates: [CalleeInstance]) -> String {
        if candidates.count <= 2 {
            return "candidates: " + candidates.map { "`\($0.fullName)`: `\(solver.describe($0.type))`" }.joined(separator: ", ")
        }
        // A family of many forms (`String(format:_:_:…)`, one per argument count) shows its
        // first form and how many more there are: the list stays readable.
        func family(_ c: CalleeInstance) -> Substring {
            // `String(format:_:_:)` is of the family `String(format:)`.
            guard let colon = c.fullName.firstIndex(of: ":") else { return Substring(c.fullName) }
            let rest = c.fullName[c.fullName.index(after: colon)...].replacingOccurrences(of: "_:", with: "")
            return Substring(c.fullName[...colon] + rest)
        }
        var names: [Substring: Set<String>] = [:]
        for c in candidates { names[family(c), default: []].insert(c.fullName) }
        // Only forms that differ in their arguments' count are a family; overloads on types stay.
        var counts: [Substring: Int] = [:]
        for c in candidates where names[family(c), default: []].count > 5 { counts[family(c), default: 0] += 1 }
        var shown: [CalleeInstance] = []
        var seen = Set<Substring>()
        for c in candidates {
            let key = family(c)
            if counts[key, default: 0] > 5 { if !seen.insert(key).inserted { continue } }
            shown.append(c)
        }
        let width = shown.map(\.fullName.count).max() ?? 0
        return "candidates:" + shown.map { c in
            let n = counts[family(c), default: 0]
            let more = n > 5 ? "  (and \(n - 1) more forms with more arguments)" : ""
            return "\n    " + c.fullName + String(repeating: " ", count: width - c.fullName.count) + "  " + solver.describe(c.type) + more
        }.joined()
    }

    /// Runs `body` tentatively; true if it returned true without reporting anything. Undone either way.
    func succeeds(_ body: () -> Bool) -> Bool {
        var result = false
        let ok = trial { result = body() }
        return ok && result
    }
}
