/// `func area(of shape: some Shape)`: a parameter of an opaque type is a generic parameter of
/// its own, as in Swift, named `some Shape` so that the function's type shows it as written.
extension Parser {
    func nameOpaqueParameters(_ clauses: [[Parameter]], _ generics: inout [String],
                              _ requirements: inout [GenericRequirement]) {
        for clause in clauses {
            for parameter in clause {
                if viewAsArray(parameter) { continue }
                guard let type = parameter.type else { continue }
                nameOpaqueTypes(in: type, &generics, &requirements)
            }
        }
    }

    /// Each `some P` in a parameter's type, at the top or as an element (`[some Shape]`,
    /// `(some Shape)?`, a dictionary's value), becomes a generic parameter of its own.
    private func nameOpaqueTypes(in type: TypeSyntax, _ generics: inout [String],
                                 _ requirements: inout [GenericRequirement], depth: Int = 0) {
        guard depth < Parser.maxNesting else { return }
        switch type.kind {
        case let .array(element), let .optional(element):
            nameOpaqueTypes(in: element, &generics, &requirements, depth: depth + 1)
            return
        case let .dictionary(_, value):
            nameOpaqueTypes(in: value, &generics, &requirements, depth: depth + 1)
            return
        default:
            break
        }
        guard type.isOpaque, case let .named(proto, args) = type.kind else { return }
        if !args.isEmpty {
            // `some Shape<Int>`: primary associated types are modelled for the standard
            // sequence protocols only (see `viewAsArray`).
            error("`some \(proto)<…>` parameters are not supported", type.range,
                  helps: ["take a generic parameter, `<T: \(proto)>(_ x: T)`, and fix its associated type "
                          + "with `where T.Item == …`"])
            return
        }
        // Each `some P` is a type of its own: a second one is told apart by a number.
        var name = "some \(proto)"
        var k = 2
        while generics.contains(name) {
            name = "some \(proto) (\(k))"
            k += 1
        }
        generics.append(name)
        requirements.append(GenericRequirement(parameter: name, range: type.range,
                                               kind: .conformance([TypeSyntax(.named(proto, []), type.range)])))
        type.kind = .named(name, [])
        type.isOpaque = false
    }
}

extension Parser {
    /// The standard sequence protocols a parameter may name with their element type.
    static let sequenceViewProtocols: Set<String> = [
        "Sequence", "Collection", "BidirectionalCollection", "RandomAccessCollection",
    ]

    /// `_ xs: some Sequence<Int>`, `any Collection<Int>`: the parameter is the array of the
    /// sequence's elements (see `Parameter.isSequenceView`).
    func viewAsArray(_ parameter: Parameter) -> Bool {
        guard let type = parameter.type, case let .named(proto, args) = type.kind, args.count == 1,
              Parser.sequenceViewProtocols.contains(proto.hasPrefix("Swift.") ? String(proto.dropFirst(6)) : proto)
        else { return false }
        type.kind = .array(args[0])
        type.isOpaque = false
        parameter.isSequenceView = true
        return true
    }
}

extension Parser {
    /// `func sum<S: Sequence>(_ xs: S) -> Int where S.Element == Int`: a generic parameter that
    /// is only a sequence parameter's type becomes a view of it, as `some Sequence<…>` does: the
    /// parameter is the array of the elements, and the generic parameter is `S.Element` (with
    /// its requirements, `where S.Element: Comparable` or `== Int`). Anything else is left as
    /// written (and refused by name).
    func viewSequenceGenerics(_ clauses: [[Parameter]], _ returnType: TypeSyntax?, _ generics: inout [String],
                              _ requirements: inout [GenericRequirement]) {
        guard clauses.count == 1 else { return }
        for g in generics {
            let protocols = Parser.requiredProtocols(of: g, in: requirements)
            guard !protocols.isEmpty, protocols.allSatisfy(Parser.sequenceViewProtocols.contains) else { continue }
            // Only as the type of parameters, and nowhere else in the signature.
            let direct = clauses[0].filter { p in
                if case let .named(n, args)? = p.type?.kind { return n == g && args.isEmpty }
                return false
            }
            let elsewhere = clauses[0].contains { p in !direct.contains { $0 === p } && p.type.map { Parser.mentions($0, g) } == true }
                || returnType.map { Parser.mentions($0, g) } == true
            guard !direct.isEmpty, !elsewhere else { continue }
            let element = g + ".Element"
            for p in direct {
                p.type?.kind = .array(TypeSyntax(.named(element, []), p.type?.range ?? SourceRange(0, 0)))
                p.isSequenceView = true
            }
            generics = generics.map { $0 == g ? element : $0 }
            requirements.removeAll { $0.parameter == g }
        }
    }

    /// Whether a type as written names `name` itself (not `name.Element`).
    static func mentions(_ t: TypeSyntax, _ name: String, depth: Int = 0) -> Bool {
        guard depth < 64 else { return false }
        switch t.kind {
        case let .named(n, args): return n == name || args.contains { mentions($0, name, depth: depth + 1) }
        case let .array(x), let .optional(x), let .inoutType(x): return mentions(x, name, depth: depth + 1)
        case let .dictionary(k, v): return mentions(k, name, depth: depth + 1) || mentions(v, name, depth: depth + 1)
        case let .tuple(es): return es.contains { mentions($0.type, name, depth: depth + 1) }
        case let .function(ps, r): return ps.contains { mentions($0, name, depth: depth + 1) } || mentions(r, name, depth: depth + 1)
        case let .composition(ps): return ps.contains { mentions($0, name, depth: depth + 1) }
        }
    }
}
