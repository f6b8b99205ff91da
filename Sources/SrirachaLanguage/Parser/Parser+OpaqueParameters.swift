/// `func area(of shape: some Shape)`: a parameter of an opaque type is a generic parameter of
/// its own, as in Swift, named `some Shape` so that the function's type shows it as written.
extension Parser {
    func nameOpaqueParameters(_ clauses: [[Parameter]], _ generics: inout [String],
                              _ requirements: inout [GenericRequirement]) {
        for clause in clauses {
            for parameter in clause {
                if viewAsArray(parameter) { continue }
                guard let type = parameter.type, type.isOpaque, case let .named(proto, args) = type.kind else { continue }
                if !args.isEmpty {
                    // `some Shape<Int>`: primary associated types are modelled for the standard
                    // sequence protocols only (see `viewAsArray`).
                    error("`some \(proto)<…>` parameters are not supported", type.range,
                          helps: ["take a generic parameter, `<T: \(proto)>(_ x: T)`, and fix its associated type "
                                  + "with `where T.Item == …`"])
                    continue
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
