/// What `:info` shows about a type: its kind, generic parameters, fields or cases, methods and
/// static members, each with its type as Swift writes it.
public struct TypeDescription: Sendable {
    public enum Kind: String, Sendable {
        case structType = "struct", enumType = "enum", classType = "class", protocolType = "protocol",
             builtin = "built-in type", alias = "typealias"
    }
    /// A field, case, method or static member: its name and type (a case's associated values as
    /// a tuple, `(title: String, value: String?)`; empty for a case without any).
    public struct Member: Sendable, Equatable {
        public var name: String
        public var type: String
        public var isVar = false
    }
    public var name: String
    public var kind: Kind
    public var generics: [String]
    public var fields: [Member] = []
    public var cases: [Member] = []
    public var methods: [Member] = []
    public var properties: [Member] = []
    public var staticMembers: [Member] = []
    /// Initialisers, each with the type it makes: `init(name:)`, `(String) -> Dog`.
    public var initializers: [Member] = []
    /// The superclass, then the protocols the type declares (those implied by another left out).
    public var inherited: [String] = []
    public var isFinal = false
    /// What a `typealias` stands for.
    public var aliasTarget: String?

    /// `struct Pair<A, B>`, `enum Alignment`, `typealias Handler = (Int) -> Void`.
    public var header: String {
        let generic = generics.isEmpty ? "" : "<" + generics.joined(separator: ", ") + ">"
        if kind == .alias { return "typealias \(name)\(generic) = \(aliasTarget ?? "?")" }
        let parents = inherited.isEmpty ? "" : ": " + inherited.joined(separator: ", ")
        return "\(isFinal ? "final " : "")\(kind.rawValue) \(name)\(generic)\(parents)"
    }
}

extension TypeChecker {
    /// The type names in scope (declared by the prelude and the user), sorted.
    public func typeNames() -> [String] {
        settledEnvironment.types.keys.filter { $0 != "Never" && $0 != "Void" }.sorted()
    }

    /// A description of the type `name`, or nil when no such type is in scope.
    public func describeType(named name: String) -> TypeDescription? {
        let environment = settledEnvironment
        guard let entry = environment.types[name] else { return nil }
        let solver = Solver()
        func show(_ t: Ty) -> String { solver.export(t).description }
        switch entry {
        case .builtin(let arity):
            var d = TypeDescription(name: name, kind: .builtin,
                                    generics: NativeSignatures.ownerGenerics[name] ?? (arity == 0 ? [] : ["Element"]))
            let natives = (Builtins.members[name] ?? [:]).values.flatMap { $0 }
                .sorted { ($0.name, $0.fullName) < ($1.name, $1.fullName) }
            for n in natives {
                guard let s = nativeScheme(n, solver) else { continue }
                let member = TypeDescription.Member(name: n.isProperty ? n.name : n.fullName, type: s)
                if n.isProperty { d.properties.append(member) } else { d.methods.append(member) }
            }
            if let added = environment.builtinExtensions[name] { addExtensionMembers(added, to: &d, solver) }
            return d
        case let .alias(generics, target):
            var d = TypeDescription(name: name, kind: .alias, generics: generics)
            d.aliasTarget = show(target)
            return d
        case .nominal(let info):
            let kind: TypeDescription.Kind = info.isProtocol ? .protocolType : info.isClass ? .classType
                : info.isEnum ? .enumType : .structType
            var d = TypeDescription(name: name, kind: kind, generics: info.generics)
            d.isFinal = info.isFinal
            d.inherited = declaredParents(of: info)
            // A `lazy var` shows as the property it is (see `Checker+LazyProperties`), not as its storage.
            d.fields = info.fields.compactMap { f in
                if let lazy = Checker.lazyProperty(ofStorage: f.name) {
                    guard case let .con("Optional", args) = f.type, args.count == 1 else {
                        return .init(name: "lazy " + lazy, type: show(f.type), isVar: true)
                    }
                    return .init(name: "lazy " + lazy, type: show(args[0]), isVar: true)
                }
                return .init(name: f.name, type: show(f.type), isVar: f.isVar)
            }
            d.cases = info.cases.map { c in
                let payload = c.payload.map { ps in
                    "(" + ps.map { ($0.label.map { $0 + ": " } ?? "") + show($0.type) }.joined(separator: ", ") + ")"
                }
                return .init(name: c.name, type: payload ?? "")
            }
            for (methodName, entries) in info.methods.sorted(by: { $0.key < $1.key }) {
                for e in entries {
                    var exported = solver.exportScheme(e.scheme)
                    exported.parameters.removeAll { info.generics.contains($0) }
                    let type = exported.description
                    if methodName == "init" {
                        // A class inherits its superclass's initialisers; each makes this type.
                        var made = exported.type
                        if case .function(let ps, _, _) = made {
                            made = .function(ps, .nominal(name, info.generics.map { .parameter($0) }))
                        }
                        let shown = TypeScheme(parameters: exported.parameters, type: made)
                        d.initializers.append(.init(name: e.decl.fullName, type: shown.description))
                        continue
                    }
                    let member = TypeDescription.Member(name: e.decl.fullName, type: type)
                    if e.decl.isStatic { d.staticMembers.append(member) } else { d.methods.append(member) }
                }
            }
            for (propertyName, p) in info.requiredProperties.sorted(by: { $0.key < $1.key }) {
                let member = TypeDescription.Member(name: propertyName, type: show(p.type) + (p.settable ? " { get set }" : " { get }"),
                                                    isVar: true)
                if p.isStatic { d.staticMembers.append(member) } else { d.properties.append(member) }
            }
            for (propertyName, p) in info.computed.sorted(by: { $0.key < $1.key })
            where info.requiredProperties[propertyName] == nil && !p.accessors.isLazy {
                let member = TypeDescription.Member(name: propertyName, type: show(p.type) + (p.accessors.setter == nil ? " { get }" : " { get set }"),
                                                    isVar: true)
                if p.decl.isStatic { d.staticMembers.append(member) } else { d.properties.append(member) }
            }
            for (propertyName, p) in info.staticProperties.sorted(by: { $0.key < $1.key }) {
                d.staticMembers.append(.init(name: propertyName, type: show(p.type), isVar: p.decl.isVar))
            }
            // Natives on the prelude's enums (`Optional`'s `??` partners and the like).
            for n in (Builtins.members[name] ?? [:]).values.flatMap({ $0 }).sorted(by: { $0.fullName < $1.fullName }) {
                guard let s = nativeScheme(n, solver) else { continue }
                let member = TypeDescription.Member(name: n.isProperty ? n.name : n.fullName, type: s)
                if n.isProperty { d.properties.append(member) } else { d.methods.append(member) }
            }
            return d
        }
    }

    /// What `extension Int { … }` added to a built-in type, listed after its natives.
    private func addExtensionMembers(_ info: NominalInfo, to d: inout TypeDescription, _ solver: Solver) {
        for (methodName, entries) in info.methods.sorted(by: { $0.key < $1.key }) {
            for e in entries {
                var exported = solver.exportScheme(e.scheme)
                exported.parameters.removeAll { info.generics.contains($0) }
                let member = TypeDescription.Member(name: e.decl.fullName, type: exported.description)
                if e.decl.isStatic { d.staticMembers.append(member) } else if methodName != "init" { d.methods.append(member) }
            }
        }
        for (name, p) in info.computed.sorted(by: { $0.key < $1.key }) {
            let type = solver.export(p.type).description + (p.accessors.setter == nil ? " { get }" : " { get set }")
            let member = TypeDescription.Member(name: name, type: type, isVar: true)
            if p.decl.isStatic { d.staticMembers.append(member) } else { d.properties.append(member) }
        }
        for (name, p) in info.staticProperties.sorted(by: { $0.key < $1.key }) {
            d.staticMembers.append(.init(name: name, type: solver.export(p.type).description, isVar: p.decl.isVar))
        }
    }

    /// What `Dog: Animal, Shape` lists: the superclass, then the protocols conformed to that
    /// neither the superclass nor another listed protocol already brings.
    func declaredParents(of info: NominalInfo) -> [String] {
        var implied = Set<String>()
        func impliedBy(_ p: NominalInfo) { for r in p.refines where implied.insert(r.name).inserted { impliedBy(r) } }
        var out: [String] = []
        if info.isProtocol {
            for r in info.refines { impliedBy(r) }
            return info.refines.map(\.name).filter { !implied.contains($0) }
        }
        if let sup = info.superclass {
            out.append(sup.name)
            implied.formUnion(sup.conformances)
        }
        for c in info.conformances {
            if case .nominal(let p)? = settledEnvironment.types[c], p.isProtocol { impliedBy(p) }
        }
        return out + info.conformances.subtracting(implied).sorted()
    }

    /// The type of every native global named `name` (`print`, `zip`), one per overload.
    public func nativeGlobalTypes(named name: String) -> [TypeScheme] {
        let solver = Solver()
        return (Builtins.globals[name] ?? []).filter(\.isListed).compactMap { natives.scheme(of: $0).map(solver.exportScheme) }
    }

    /// The types of the overloads of the member `member` of the type `owner`
    /// (`Array`, `map`), native or declared.
    public func memberTypes(owner: String, member: String) -> [TypeScheme] {
        let solver = Solver()
        var out: [TypeScheme] = []
        let environment = settledEnvironment
        if let info = environment.types[owner].flatMap({ e -> NominalInfo? in
            if case .nominal(let i) = e { return i }
            return nil
        }) ?? environment.builtinExtensions[owner] {
            out += (info.methods[member] ?? []).map { solver.exportScheme($0.scheme) }
            if let c = info.computed[member] { out.append(solver.exportScheme(Scheme(c.type))) }
            if let f = info.fields.first(where: { $0.name == member }) { out.append(solver.exportScheme(Scheme(f.type))) }
            if let p = info.staticProperties[member] { out.append(solver.exportScheme(Scheme(p.type))) }
        }
        out += (Builtins.members[owner]?[member] ?? []).compactMap { natives.scheme(of: $0).map(solver.exportScheme) }
        // The owner's own parameters (`Element`) are not the member's to list.
        let ownerGenerics = Set(ownerParameters(owner))
        for i in out.indices { out[i].parameters.removeAll { ownerGenerics.contains($0) } }
        return out
    }

    /// The generic parameter names of a type (`Element` for `Array`).
    func ownerParameters(_ owner: String) -> [String] {
        if case .nominal(let info)? = settledEnvironment.types[owner] { return info.generics }
        return NativeSignatures.ownerGenerics[owner] ?? []
    }

    private func nativeScheme(_ n: NativeFunction, _ solver: Solver) -> String? {
        natives.scheme(of: n).map { scheme -> String in
            var exported = solver.exportScheme(scheme)
            let ownerGenerics = Set(ownerParameters(n.owner ?? ""))
            exported.parameters.removeAll { ownerGenerics.contains($0) }
            return exported.description
        }
    }
}
