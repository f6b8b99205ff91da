/// What `JSONEncoder` and `JSONDecoder` need of a declared type at run time: the type by its
/// name, and the keys a nested `CodingKeys` enum gives its stored properties.
extension Compiler {
    /// Records a struct or class for `JSONDecoder`, with its `CodingKeys` if it has some.
    func registerCodable(_ type: StructType, _ d: StructDecl) throws {
        machine.namedTypes.structs[d.name] = type
        let declared = Compiler.names(d.inherited)
        guard declared.contains("Codable") || declared.contains("Decodable") || declared.contains("Encodable") else { return }
        let inherited = type.fieldNames.count - d.properties.count
        for (j, p) in d.properties.enumerated() where !p.isVar {
            guard let e = p.initializer else { continue }
            type.codingConstants.insert(inherited + j)
            type.codingDefaults[inherited + j] = try detachedFunction(e, name: p.simpleName ?? "default")
        }
        let keys = d.nestedTypes.lazy.compactMap { s -> EnumDecl? in
            if case let .enumDecl(e) = s.kind, e.name == d.name + ".CodingKeys" { return e }
            return nil
        }.first
        guard let keys else { return }
        var map: [String: String] = [:]
        for c in keys.cases {
            if case .stringLiteral(let s)? = c.rawValue?.kind { map[c.name] = s } else { map[c.name] = c.name }
        }
        type.codingKeys = type.fieldNames.map { map[$0] }
        // A property the keys leave out keeps its initial value when decoded, as in Swift.
        for (j, p) in d.properties.enumerated() where map[p.simpleName ?? ""] == nil {
            guard let e = p.initializer, type.codingDefaults[inherited + j] == nil else { continue }
            type.codingDefaults[inherited + j] = try detachedFunction(e, name: p.simpleName ?? "default")
        }
    }

    /// An expression compiled as a function of no arguments, run where no frame is at hand.
    private func detachedFunction(_ e: Expr, name: String) throws -> Function {
        let block = newBlock(name: name, paramCount: 0, labels: [])
        let inner = CompileScope(parent: nil, capturedNames: CaptureAnalysis.names(in: [Stmt(.expression(e), e.range)]))
        try nested(inner) {
            let c = try compile(e)
            block.finish(frameSize: inner.frameSize, body: c)
        }
        return Closure(block: block, machine: machine, env: [], wrapsResult: false, display: .named(name)).function()
    }
}
