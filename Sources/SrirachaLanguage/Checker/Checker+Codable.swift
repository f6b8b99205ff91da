/// `Encodable` and `Decodable` (`Codable`): which types have them, and the calls of
/// `JSONEncoder.encode` and `JSONDecoder.decode`, which need them.
extension Checker {
    /// Whether a built-in type is `Encodable` / `Decodable`: numbers, `Bool`, `String`, and
    /// arrays, sets, optionals and `String`- or `Int`-keyed dictionaries of such types. Nil
    /// for a type of the program (its declaration says).
    func builtinCodable(_ name: String, _ args: [Ty], to proto: String, _ constraints: GenericConstraints,
                        depth: Int) -> Bool? {
        switch name {
        case "Int", "Double", "Float", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
             "Bool", "String":
            return true
        case "Array", "Set", "Optional":
            return args.count == 1 ? typeConforms(args[0], to: proto, constraints, depth: depth + 1) : false
        case "Dictionary":
            guard args.count == 2, case let .con(key, []) = resolve(args[0]), key == "String" || key == "Int" else { return false }
            return typeConforms(args[1], to: proto, constraints, depth: depth + 1)
        default:
            if case .builtin? = lookupType(name) { return false }
            return nil
        }
    }

    /// `encoder.encode(x)`: `x` must be `Encodable`. `decoder.decode(User.self, from: data)`:
    /// the call's value is a `User`, which must be `Decodable`.
    func checkJSONCall(_ e: Expr, _ native: NativeFunction, _ arguments: [Argument], result: Ty) {
        guard let first = arguments.first else { return }
        // The prelude's types the native makes values of, loaded now if they were not yet.
        _ = lookupType("Data")
        let value = first.value
        if native.name == "encode" {
            conformanceChecks.append(ConformanceCheck(type: typeOfRecorded(value), proto: "Encodable", range: value.range,
                                                      reason: "`JSONEncoder.encode(_:)` writes only `Encodable` values: declare the type `: Codable`",
                                                      constraints: currentConstraints))
            _ = lookupType("EncodingError")
            return
        }
        var decoded: Ty?
        if case let .member(base, "self", _) = value.kind { decoded = typeFromExpression(base) }
        if decoded == nil, case let .con("Any.Type", args) = resolve(typeOfRecorded(value)), args.count == 1 { decoded = args[0] }
        guard let decoded else {
            error("the type to decode must be written here, as in `decode(User.self, from: data)`", at: value.range)
            return
        }
        _ = solver.unify(result, decoded)
        // `decode(type, from: data)` in `func load<T: Decodable>(_ type: T.Type)`: the call
        // gets `T` at run time.
        _ = reifyCast(e, decoded)
        conformanceChecks.append(ConformanceCheck(type: decoded, proto: "Decodable", range: value.range,
                                                  reason: "`JSONDecoder.decode(_:from:)` makes only `Decodable` values: declare the type `: Codable`",
                                                  constraints: currentConstraints))
        _ = lookupType("DecodingError")
        _ = lookupType("_PathKey")
    }
}

extension Checker {
    /// `struct Line: Codable { var start: Point }`: Swift synthesises the coding from the stored
    /// properties, which must then be `Encodable` / `Decodable` themselves. A type with its own
    /// `CodingKeys` names the properties it codes; those are the ones checked.
    func checkCodableConformance(_ info: NominalInfo, _ proto: String, at range: SourceRange) {
        guard !info.isProtocol else { return }
        // What its own `init(from:)` may throw, made by natives: loaded now, as they cannot.
        if proto == "Decodable" {
            _ = lookupType("DecodingError")
            _ = lookupType("_PathKey")
        }
        if info.isEnum {
            // `case circle(radius: Double)`: each associated value is coded.
            for c in info.cases {
                for (i, p) in (c.payload ?? []).enumerated() {
                    conformanceChecks.append(ConformanceCheck(
                        type: p.type, proto: proto, range: range,
                        reason: "`\(info.name)` is `\(proto)` only if `\(c.name)`'s value \(p.label.map { "`\($0)`" } ?? "#\(i + 1)") is: declare its type `: Codable` too",
                        constraints: info.genericConstraints))
                }
            }
            return
        }
        let keys = info.structDecl?.nestedTypes.lazy.compactMap { s -> EnumDecl? in
            if case let .enumDecl(e) = s.kind, e.name == info.name + ".CodingKeys" { return e }
            return nil
        }.first
        for f in info.fields {
            if let keys, !keys.cases.contains(where: { $0.name == f.name }) { continue }
            // Checked once the statement is (a type declared further on may be the property's).
            conformanceChecks.append(ConformanceCheck(
                type: f.type, proto: proto, range: range,
                reason: "`\(info.name)` is `\(proto)` only if its property `\(f.name)` is: declare its type `: Codable` too",
                constraints: info.genericConstraints))
        }
    }
}
