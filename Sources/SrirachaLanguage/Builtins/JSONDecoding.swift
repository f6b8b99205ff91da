import Collections

/// A value of a static type made from JSON, as Swift's synthesised `Decodable` makes it: every
/// stored property from its key (an optional one `nil` when the key is absent or `null`), an
/// enum from its raw value. A mismatch throws the `DecodingError` Swift throws, with the same
/// message.
struct JSONDecoding {
    typealias Path = [JSONCoding.Step]
    /// `.convertFromSnakeCase`: a type's keys read from `first_name`.
    var snakeCase = false

    func value(_ node: JSONNode, as type: SType, path: Path) throws -> Value {
        guard case let .nominal(name, args) = type else { throw unsupported(type) }
        if name == "Optional", args.count == 1 {
            if case .null = node { return .none }
            return .some(try value(node, as: args[0], path: path))
        }
        if case .null = node {
            let shown = Self.expectedName(type)
            throw try JSONCoding.decodingError("valueNotFound", lead: "Expected value of type \(shown) but found null instead. ",
                                               path: path, debug: "Cannot get value of type \(shown) -- found null value instead",
                                               type: shown)
        }
        switch (name, node) {
        case ("Int", .number(let text)):
            if let i = Int(text) { return .int(i) }
            if let x = Double(text), x == x.rounded(), let i = Int(exactly: x) { return .int(i) }
            throw try JSONCoding.decodingError("dataCorrupted", lead: "Data was corrupted. ", path: [],
                                               debug: "The given data was not valid JSON.")
        case ("Double", .number(let text)):
            guard let x = Double(text) else { throw Self.mismatch(type, node, path) }
            return .double(x)
        case ("Float", .number(let text)):
            guard let x = Float(text) else { throw Self.mismatch(type, node, path) }
            return .float(x)
        case ("Bool", .bool(let b)): return .bool(b)
        case ("String", .string(let s)): return .string(s)
        case ("Array", .array(let xs)) where args.count == 1:
            return .array(try xs.enumerated().map { i, x in try value(x, as: args[0], path: path + [.index(i)]) })
        case ("Set", .array(let xs)) where args.count == 1:
            var out = OrderedSet<Value>()
            for (i, x) in xs.enumerated() { out.append(try value(x, as: args[0], path: path + [.index(i)])) }
            return .set(out)
        case ("Dictionary", .object(let members)) where args.count == 2:
            var out = OrderedDictionary<Value, Value>()
            for (k, v) in members {
                let key: Value
                switch args[0] {
                case .nominal("String", _): key = .string(k)
                case .nominal("Int", _):
                    guard let i = Int(k) else { throw Self.mismatch(args[0], .string(k), path + [.key(k)]) }
                    key = .int(i)
                default: throw unsupported(type)
                }
                out[key] = try value(v, as: args[1], path: path + [.key(k)])
            }
            return .dictionary(out)
        case ("Int", _), ("Double", _), ("Float", _), ("Bool", _), ("String", _), ("Array", _), ("Set", _), ("Dictionary", _):
            throw Self.mismatch(type, node, path)
        default:
            break
        }
        if let kind = IntKind(name: name) {
            guard case .number(let text) = node else { throw Self.mismatch(type, node, path) }
            let wide: Int128Lite? = Int64(text).map { Int128Lite($0) } ?? UInt64(text).map { Int128Lite(unsigned: $0) }
            guard let wide, let fixed = FixedInt.from(wide, kind: kind) else {
                throw try JSONCoding.decodingError("dataCorrupted", lead: "Data was corrupted. ", path: [],
                                                   debug: "The given data was not valid JSON.")
            }
            return .fixed(fixed)
        }
        let types = try JSONCoding.namedTypes()
        if let s = types.structs[name] {
            if let own = s.methodTable["init init(from:)"]?.value {
                return try CodingContainers.decodeItself(own, node, path: path, snakeCase: snakeCase)
            }
            return try structValue(s, args, node, type, path)
        }
        if let e = types.enums[name] {
            if let own = e.methodTable["init init(from:)"]?.value {
                return try CodingContainers.decodeItself(own, node, path: path, snakeCase: snakeCase)
            }
            if e.methodTable["get:rawValue"] == nil { return try caseValue(e, args, node, path) }
            return try enumValue(e, node, path)
        }
        throw unsupported(type)
    }

    private func structValue(_ s: StructType, _ args: [SType], _ node: JSONNode, _ type: SType, _ path: Path) throws -> Value {
        guard case .object(let written) = node else { throw Self.mismatch(type, node, path) }
        let members = snakeCase ? written.map { (key: JSONKeyStrategies.camelCased($0.key), value: $0.value) } : written
        var map: [String: SType] = [:]
        for (p, a) in zip(s.genericParameters, args) { map[p] = a }
        var fields: [Value] = []
        for (i, name) in s.fieldNames.enumerated() {
            let declared = (i < s.fieldTypes.count ? s.fieldTypes[i] : nil)?.replacingParameters(map)
            if s.codingConstants.contains(i), let initial = s.codingDefaults[i] {
                // `let version = 2`: written, never read back (Swift warns it cannot be).
                fields.append(try initial.invoke([]))
                continue
            }
            let key: String
            if let keys = s.codingKeys, i < keys.count {
                guard let k = keys[i] else {
                    if let initial = s.codingDefaults[i] {
                        fields.append(try initial.invoke([]))
                    } else {
                        fields.append(Compiler.isOptional(declared) ? .none : .void)
                    }
                    continue
                }
                key = k
            } else {
                key = name
            }
            guard let declared else { throw RuntimeError("the type of `\(name)` is not known here") }
            guard let found = members.first(where: { $0.key == key }) else {
                if Compiler.isOptional(declared) { fields.append(.none); continue }
                throw try Self.keyNotFound(key, keys: "CodingKeys", path)
            }
            fields.append(try value(found.value, as: declared, path: path + [.key(key)]))
        }
        if s.isClass { return .object(Instance(type: s, fields: fields)) }
        return .structValue(StructValue(type: s, fields: fields))
    }

    static func keyNotFound(_ key: String, keys: String, _ path: Path) throws -> ThrownError {
        try JSONCoding.decodingError("keyNotFound", lead: "Key '\(key)' not found in keyed decoding container. ", path: path,
                                     debug: "No value associated with key \(keys)(stringValue: \"\(key)\", intValue: nil) (\"\(key)\").",
                                     key: (key, keys))
    }

    /// An enum without raw values, from the object Swift's synthesised coding writes: one key,
    /// the case's name, holding its associated values by label (`_0` … when unlabelled).
    private func caseValue(_ e: EnumType, _ args: [SType], _ node: JSONNode, _ path: Path) throws -> Value {
        guard case .object(let written) = node else { throw Self.mismatch(.nominal("Dictionary", []), node, path) }
        let members = snakeCase ? written.map { (key: JSONKeyStrategies.camelCased($0.key), value: $0.value) } : written
        let known = members.compactMap { m in e.cases.firstIndex { $0.name == m.key }.map { ($0, m.value) } }
        guard known.count == 1, let (index, inner) = known.first else {
            throw try JSONCoding.decodingError("typeMismatch", lead: "expected value of type \(Printer.innermost(e.name)). ", path: path,
                                               debug: "Invalid number of keys found, expected one.", type: Printer.innermost(e.name))
        }
        let c = e.cases[index]
        let here = path + [.key(c.name)]
        guard case .object(let fieldsWritten) = inner else { throw Self.mismatch(.nominal("Dictionary", []), inner, here) }
        let fields = snakeCase ? fieldsWritten.map { (key: JSONKeyStrategies.camelCased($0.key), value: $0.value) } : fieldsWritten
        var map: [String: SType] = [:]
        for (p, a) in zip(e.genericParameters, args) { map[p] = a }
        let types = (index < e.payloadTypes.count ? e.payloadTypes[index] : nil) ?? []
        let keys = c.name.prefix(1).uppercased() + c.name.dropFirst() + "CodingKeys"
        var payload: [Value] = []
        for (i, t) in types.enumerated() {
            let declared = t.replacingParameters(map)
            let label = (c.labels.flatMap { i < $0.count ? $0[i] : nil }) ?? "_\(i)"
            guard let found = fields.first(where: { $0.key == label }) else {
                if Compiler.isOptional(declared) { payload.append(.none); continue }
                throw try Self.keyNotFound(label, keys: keys, here)
            }
            payload.append(try value(found.value, as: declared, path: here + [.key(label)]))
        }
        return .enumCase(EnumValue(type: e, caseIndex: index, payload: payload))
    }

    private func enumValue(_ e: EnumType, _ node: JSONNode, _ path: Path) throws -> Value {
        guard let getter = e.methodTable["get:rawValue"]?.value else { throw unsupported(.nominal(e.name, [])) }
        let cases = e.cases.indices.map { Value.enumCase(EnumValue(type: e, caseIndex: $0, payload: [])) }
        let raws = try cases.map { try getter.invoke([$0]) }
        let rawType: SType
        switch raws.first {
        case .int?: rawType = .nominal("Int", [])
        case .double?: rawType = .nominal("Double", [])
        default: rawType = .nominal("String", [])
        }
        let raw = try value(node, as: rawType, path: path)
        if let i = raws.firstIndex(of: raw) { return cases[i] }
        let shown: String
        switch raw {
        case .string(let s): shown = s
        case .int(let i): shown = String(i)
        case .double(let x): shown = x.description
        default: shown = Printer.literal(raw)
        }
        throw try JSONCoding.decodingError("dataCorrupted", lead: "Data was corrupted. ", path: path,
                                           debug: "Cannot initialize \(Printer.innermost(e.name)) from invalid \(Self.expectedName(rawType)) value \(shown)")
    }

    /// `DecodingError.typeMismatch: expected value of type Int. Path: age. Debug description: …`
    static func mismatch(_ type: SType, _ node: JSONNode, _ path: Path) -> Error {
        let shown = Self.expectedName(type)
        return (try? JSONCoding.decodingError("typeMismatch", lead: "expected value of type \(shown). ", path: path,
                                              debug: "Expected to decode \(shown) but found \(node.foundDescription) instead.",
                                              type: shown)) as Error?
            ?? RuntimeError("expected \(shown)")
    }

    private func unsupported(_ type: SType) -> Error {
        RuntimeError("a value of type `\(type)` cannot be read from JSON")
    }

    /// How Swift's decoding errors name the type they expected: `Int`, `Array<Any>`,
    /// `Dictionary<String, Any>` (a struct is read from a dictionary).
    static func expectedName(_ type: SType) -> String {
        guard case let .nominal(name, _) = type else { return "\(type)" }
        switch name {
        case "Int", "Double", "Float", "Bool", "String", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32",
             "UInt64":
            return name
        case "Array", "Set": return "Array<Any>"
        default: return "Dictionary<String, Any>"
        }
    }
}
