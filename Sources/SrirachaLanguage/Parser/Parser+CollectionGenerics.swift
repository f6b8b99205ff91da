extension Parser {
    /// The protocols `g` is required to conform to, without a `Swift.` prefix: `"="` for a
    /// same-type requirement and `"?"` for a protocol written with arguments, so that a
    /// caller testing them all against a set of names refuses those.
    static func requiredProtocols(of g: String, in requirements: [GenericRequirement]) -> [String] {
        requirements.filter { $0.parameter == g }.flatMap { r -> [String] in
            guard case let .conformance(types) = r.kind else { return ["="] }
            return types.map { t in
                if case let .named(n, args) = t.kind, args.isEmpty { return n.hasPrefix("Swift.") ? String(n.dropFirst(6)) : n }
                return "?"
            }
        }
    }

    /// `struct Cycle<Base: Collection> { let base: Base; var index: Base.Index }`: a type's
    /// generic parameter required to be a standard sequence or collection stands for the array
    /// of its elements, as a function's sequence parameter does (see `viewSequenceGenerics`).
    /// The generic parameter becomes `Base.Element`, and `Base` a typealias of `[Base.Element]`
    /// among the type's members, so that `Base.Index` is `Int` and `base[index]`,
    /// `base.index(after:)` are an array's (see `Checker.aliasedCollectionMember`). A method's
    /// or initializer's parameter written `Base` takes any sequence of the elements: an array,
    /// a string, a range, a set.
    func viewCollectionGenerics(_ generics: inout [String], _ requirements: inout [GenericRequirement],
                                methods: [FuncDecl], properties: [VarDecl], at range: SourceRange)
        -> (aliases: [TypeAliasDecl], viewedFields: Set<String>) {
        var aliases: [TypeAliasDecl] = []
        var fields: Set<String> = []
        for g in generics {
            let protocols = Parser.requiredProtocols(of: g, in: requirements)
            guard !protocols.isEmpty, protocols.allSatisfy(Parser.sequenceViewProtocols.contains) else { continue }
            let element = g + ".Element"
            generics = generics.map { $0 == g ? element : $0 }
            requirements.removeAll { $0.parameter == g }
            aliases.append(TypeAliasDecl(name: g, nameRange: range, genericParameters: [],
                                         target: TypeSyntax(.array(TypeSyntax(.named(element, []), range)), range)))
            for m in methods where m.clauses.count == 1 {
                for p in m.clauses[0] {
                    if case let .named(n, args)? = p.type?.kind, n == g, args.isEmpty { p.isSequenceView = true }
                }
            }
            for v in properties {
                if case let .named(n, args)? = v.typeAnnotation?.kind, n == g, args.isEmpty, let name = v.simpleName { fields.insert(name) }
            }
        }
        return (aliases, fields)
    }
}
