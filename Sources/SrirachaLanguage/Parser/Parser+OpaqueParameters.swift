/// `func area(of shape: some Shape)`: a parameter of an opaque type is a generic parameter of
/// its own, as in Swift, named `some Shape` so that the function's type shows it as written.
extension Parser {
    func nameOpaqueParameters(_ clauses: [[Parameter]], _ generics: inout [String],
                              _ requirements: inout [GenericRequirement]) {
        for clause in clauses {
            for parameter in clause {
                guard let type = parameter.type, type.isOpaque, case let .named(proto, args) = type.kind else { continue }
                if !args.isEmpty {
                    // `some Sequence<Int>`: constraints on a protocol's element type are not in Sriracha.
                    var example = "a concrete type"
                    if args.count == 1, case let .named(element, inner) = args[0].kind, inner.isEmpty { example = "`[\(element)]`" }
                    error("`some \(proto)<…>` parameters are not supported", type.range,
                          helps: ["take \(example) instead"])
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
