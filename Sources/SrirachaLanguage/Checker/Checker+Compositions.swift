/// Protocol compositions: `A & B` as a type is a protocol that refines each part, made when
/// first written and kept under the name it prints as (`Named & Aged`).
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
                    protocols.append(p)
                }
            } else if case .variable = resolve(t) {
                sawError = true
            } else {
                error("only protocols may be combined with `&`; \(describe(t)) is not a protocol", at: part.range,
                      helps: ["write `A & B` with protocol names, e.g. `Equatable & CustomStringConvertible`"])
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
                                inherited: protocols.map { TypeSyntax(.named($0.name, []), range) },
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
        return info
    }
}
