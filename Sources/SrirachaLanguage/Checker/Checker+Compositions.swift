/// Protocol compositions: `A & B` as a type is a protocol that refines each part, made when
/// first written and kept under the name it prints as (`Named & Aged`). One part may be a class
/// (`Vehicle & Printable`): the composition then also has the class's members, as a subclass would.
extension Checker {
    func resolveComposition(_ parts: [TypeSyntax], at range: SourceRange) -> Ty {
        var protocols: [NominalInfo] = []
        var sawError = false
        for part in parts {
            // `AnyObject & P`: the class constraint adds nothing a value could be checked against here.
            if case let .named(name, args) = part.kind, args.isEmpty, name == "AnyObject" || name == "Any" { continue }
            let t = resolveType(part)
            if case let .con(name, _) = resolve(t), let info = nominal(named: name), info.isProtocol {
                // `typealias NA = Named & Aged; NA & Sized` flattens.
                for p in info.compositionParts ?? [info] where !protocols.contains(where: { $0 === p }) {
                    if p.isClass, let other = protocols.first(where: \.isClass) {
                        error("protocol composition cannot contain two classes, `\(other.name)` and `\(p.name)`", at: part.range)
                        sawError = true
                    } else if p.isClass {
                        protocols.insert(p, at: 0)
                    } else {
                        protocols.append(p)
                    }
                }
            } else if case .variable = resolve(t) {
                sawError = true
            } else if case let .con(name, args) = resolve(t), let info = nominal(named: name), info.isClass {
                // `Vehicle & Printable`: an instance of the class (or a subclass) that conforms.
                if !args.isEmpty {
                    error("a generic class (\(describe(t))) in a protocol composition is not supported", at: part.range,
                          helps: ["write the class alone, or a non-generic subclass of it"])
                    sawError = true
                } else if let other = protocols.first(where: \.isClass), other !== info {
                    error("protocol composition cannot contain two classes, `\(other.name)` and `\(name)`", at: part.range)
                    sawError = true
                } else if !protocols.contains(where: { $0 === info }) {
                    // The class comes first, whatever the order written: one type, one name.
                    protocols.insert(info, at: 0)
                }
            } else {
                error("only protocols and one class may be combined with `&`; \(describe(t)) is neither", at: part.range,
                      helps: ["write `A & B` with protocol names, e.g. `Equatable & CustomStringConvertible`, or `SomeClass & P`"])
                sawError = true
            }
        }
        if sawError { return fresh() }
        if protocols.isEmpty { return .con("Any", []) }
        if protocols.count == 1 { return .con(protocols[0].name, []) }
        return .con(compositionInfo(protocols).name, [])
    }

    /// The protocol standing for `protocols` together; made again when a part was redeclared.
    private func compositionInfo(_ protocols: [NominalInfo]) -> NominalInfo {
        let name = protocols.map(\.name).joined(separator: " & ")
        if let known = nominal(named: name), let parts = known.compositionParts,
           parts.count == protocols.count, zip(parts, protocols).allSatisfy({ $0 === $1 }) {
            return known
        }
        let range = protocols[0].protocolDecl?.nameRange ?? SourceRange(0, 0)
        let decl = ProtocolDecl(name: name, nameRange: range,
                                inherited: protocols.filter { !$0.isClass }.map { TypeSyntax(.named($0.name, []), range) },
                                methods: [], properties: [], range: range)
        let info = NominalInfo(name: name, generics: [], kind: .protocolType(decl))
        info.compositionParts = protocols
        // Visible wherever its parts are: a composition of local protocols stays local.
        if let scope = scopes.last(where: { s in protocols.contains { p in s.types.values.contains { entry in
            if case .nominal(let i) = entry { return i === p }
            return false
        } } }) {
            scope.types[name] = .nominal(info)
        } else {
            env.types[name] = .nominal(info)
        }
        let savedContext = typeContext
        typeContext = []
        fillNominal(info)
        typeContext = savedContext
        if let cls = protocols.first(where: \.isClass) {
            // Its values are instances of the class: its stored properties and methods too.
            info.superclass = cls
            info.fields = cls.fields
            info.conformances.formUnion(cls.conformances)
        }
        return info
    }
}
