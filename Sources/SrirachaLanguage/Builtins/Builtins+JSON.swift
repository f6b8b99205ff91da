/// `JSONEncoder().encode(value)` and `JSONDecoder().decode(T.self, from: data)`: Swift's
/// synthesised `Codable`, done by walking values and static types (the prelude declares the
/// classes, `Data` and the errors; see Docs/Language.md, JSON).
extension Builtins {
    static let json: [NativeFunction] = [
        // `Data(text.utf8)`: the bytes back into text (invalid sequences become U+FFFD).
        NativeFunction(name: "_stringFromUTF8", labels: [nil], signature: "([UInt8]) -> String") { args in
            guard case .array(let xs) = args[0].unboxed else { throw RuntimeError("expected an array of bytes") }
            let bytes = xs.map { v -> UInt8 in
                if case .fixed(let f) = v.unboxed { return UInt8(truncatingIfNeeded: f.bits) }
                return 0
            }
            return .string(String(decoding: bytes, as: UTF8.self))
        },
        jsonNative(owner: "JSONEncoder", name: "encode", labels: [nil], signature: "<A>(A) -> Data") { args, types in
            let options = outputFormatting(of: args[0])
            let writer = JSONWriter(pretty: options & 1 != 0, sortedKeys: options & 2 != 0, escapeSlashes: options & 4 == 0)
            let snakeCase = JSONCoding.caseIndex(of: args[0], "keyEncodingStrategy") == 1
            let node = try JSONEncoding(snakeCase: snakeCase).node(args[1].unboxed, path: []) ?? .null
            return try JSONCoding.data(writer.text(node))
        },
        jsonNative(owner: "JSONDecoder", name: "decode", labels: [nil, "from"], signature: "<A>(Any.Type, Data) -> A") { args, types in
            guard let target = types.first ?? nil else { throw RuntimeError("the type to decode is not known here") }
            let text = try JSONCoding.text(of: args[2])
            let node: JSONNode
            do {
                node = try JSONParser.parse(text)
            } catch {
                throw try JSONCoding.decodingError("dataCorrupted", lead: "Data was corrupted. ", path: [],
                                                   debug: "The given data was not valid JSON.")
            }
            let snakeCase = JSONCoding.caseIndex(of: args[0], "keyDecodingStrategy") == 1
            return try JSONDecoding(snakeCase: snakeCase).value(node, as: target, path: [])
        },
    ]

    /// A member native whose body gets the call's static type, then its arguments'.
    private static func jsonNative(owner: String, name: String, labels: [String?], signature: String,
                                   _ body: @escaping ([Value], [SType?]) throws -> Value) -> NativeFunction {
        let n = NativeFunction(owner: owner, name: name, labels: labels, signature: signature,
                               typedBody: body, body: { try body($0, []) })
        n.takesCallType = true
        return n
    }

    /// The encoder's `outputFormatting.rawValue`.
    private static func outputFormatting(of encoder: Value) -> Int {
        guard case .object(let o) = encoder.unboxed, let i = o.type.fieldNames.firstIndex(of: "outputFormatting"),
              i < o.fields.count, case .structValue(let s) = o.fields[i].unboxed, case .int(let raw)? = s.fields.first else { return 0 }
        return raw
    }
}

/// What encoding and decoding share: the prelude's types they make values of, and paths.
enum JSONCoding {
    /// One step from the top of a document to a value: a key, or an array position.
    enum Step {
        case key(String)
        case index(Int)
    }

    /// `addrs[0].city`, as `DecodingError` shows where it happened.
    static func describe(_ path: [Step]) -> String {
        var out = ""
        for step in path {
            switch step {
            case .key(let k): out += (out.isEmpty ? "" : ".") + k
            case .index(let i): out += "[\(i)]"
            }
        }
        return out
    }

    /// `Path: a.b. ` (or nothing at the top), as the error messages put it.
    static func pathPart(_ path: [Step]) -> String { path.isEmpty ? "" : "Path: \(describe(path)). " }

    /// Which case of an enum property of the encoder or decoder is set (`keyEncodingStrategy`).
    static func caseIndex(of coder: Value, _ field: String) -> Int {
        guard case .object(let o) = coder.unboxed, let i = o.type.fieldNames.firstIndex(of: field), i < o.fields.count,
              case .enumCase(let e) = o.fields[i].unboxed else { return 0 }
        return e.caseIndex
    }

    static func namedTypes() throws -> NamedTypes {
        guard let m = Machine.current else { throw RuntimeError("JSON coding outside a running program") }
        return m.namedTypes
    }

    /// A `Data` holding `text`.
    static func data(_ text: String) throws -> Value {
        guard let type = try namedTypes().structs["Data"] else { throw RuntimeError("`Data` is not loaded") }
        return .structValue(StructValue(type: type, fields: [.string(text)]))
    }

    /// The text a `Data` holds.
    static func text(of data: Value) throws -> String {
        guard case .structValue(let s) = data.unboxed, case .string(let text)? = s.fields.first?.unboxed else {
            throw RuntimeError("expected a `Data` value")
        }
        return text
    }

    /// A thrown `DecodingError.<kind>(…)` with the values Swift gives the case (the key or the
    /// type, and a context: the path and the debug description), from which its `description`
    /// makes the message Swift's `print(error)` shows: `DecodingError.<kind>: <lead>Path: a.b.
    /// Debug description: <debug>` (the message here is for a program without the prelude's type).
    static func decodingError(_ kind: String, lead: String, path: [Step], debug: String,
                              key: (name: String, keys: String)? = nil, type: String? = nil) throws -> ThrownError {
        let message = "DecodingError.\(kind): " + lead + pathPart(path) + "Debug description: " + debug
        let types = try namedTypes()
        guard let errorType = types.enums["DecodingError"], let i = errorType.cases.firstIndex(where: { $0.name == kind }),
              let contextType = types.structs["DecodingError.Context"] else { throw RuntimeError(message) }
        let context = try structValue(contextType, ["codingPath": .array(try path.map(pathKey)), "debugDescription": .string(debug),
                                                    "underlyingError": .none])
        var payload: [Value] = []
        if let key { payload.append(try pathKey(.key(key.name), keys: key.keys)) }
        if let type, let typeType = types.structs["_DecodedType"] {
            payload.append(try structValue(typeType, ["description": .string(type)]))
        }
        payload.append(context)
        return ThrownError(value: .enumCase(EnumValue(type: errorType, caseIndex: i, payload: payload)), range: nil, file: nil)
    }

    /// A key of a `DecodingError`'s path: `CodingKeys(stringValue: "id", intValue: nil)`, or
    /// `_CodingKey(stringValue: "Index 1", intValue: 1)` for an array position.
    static func pathKey(_ step: Step) throws -> Value { try pathKey(step, keys: "CodingKeys") }

    static func pathKey(_ step: Step, keys: String) throws -> Value {
        guard let type = try namedTypes().structs["_PathKey"] else { throw RuntimeError("`_PathKey` is not loaded") }
        switch step {
        case .key(let k):
            return try structValue(type, ["stringValue": .string(k), "intValue": .none, "_typeName": .string(keys)])
        case .index(let i):
            return try structValue(type, ["stringValue": .string("Index \(i)"), "intValue": .some(.int(i)),
                                          "_typeName": .string("_CodingKey")])
        }
    }

    /// A value of a prelude struct, its stored properties given by name.
    static func structValue(_ type: StructType, _ fields: [String: Value]) throws -> Value {
        let values = try type.fieldNames.map { name -> Value in
            guard let v = fields[name] else { throw RuntimeError("`\(type.name).\(name)` has no value") }
            return v
        }
        return .structValue(StructValue(type: type, fields: values))
    }

    static func thrown(_ typeName: String, _ kind: String, _ message: String) throws -> ThrownError {
        guard let type = try namedTypes().enums[typeName], let i = type.cases.firstIndex(where: { $0.name == kind }) else {
            throw RuntimeError(message)
        }
        return ThrownError(value: .enumCase(EnumValue(type: type, caseIndex: i, payload: [.string(message)])), range: nil, file: nil)
    }
}

/// A value as JSON, as Swift's synthesised `Encodable` writes it: a struct's or class's stored
/// properties in declaration order (renamed or left out by its `CodingKeys`), an optional
/// property that is nil left out, an enum as its raw value.
struct JSONEncoding {
    /// `.convertToSnakeCase`: a type's keys written `first_name`.
    var snakeCase = false

    /// Nil for a nil optional (left out of an object, `null` elsewhere).
    func node(_ value: Value, path: [JSONCoding.Step]) throws -> JSONNode? {
        switch value {
        case .box(let b): return try node(b.value, path: path)
        case .int(let i): return .number(String(i))
        case .fixed(let x): return .number(x.description)
        case .double(let x):
            guard x.isFinite else { throw try invalid(x.isNaN ? "nan" : x < 0 ? "-inf" : "inf", x.isNaN ? "nan" : "infinity", path) }
            return .number(JSONWriter.number(x))
        case .float(let x):
            guard x.isFinite else { throw try invalid(x.isNaN ? "nan" : x < 0 ? "-inf" : "inf", x.isNaN ? "nan" : "infinity", path) }
            return .number(JSONWriter.number(x))
        case .bool(let b): return .bool(b)
        case .string(let s): return .string(s)
        case .array(let xs): return .array(try elements(xs, path))
        case .slice(let s): return .array(try elements(s.elements, path))
        case .set(let xs): return .array(try elements(Array(xs), path))
        case .dictionary(let d):
            var members: [(key: String, value: JSONNode)] = []
            for (k, v) in d {
                let key: String
                switch k.unboxed {
                case .string(let s): key = s
                case .int(let i): key = String(i)
                default: throw RuntimeError("a dictionary is written as JSON only with `String` or `Int` keys")
                }
                members.append((key, try node(v, path: path + [.key(key)]) ?? .null))
            }
            return .object(members)
        case .enumCase(let e):
            if e.type === EnumType.optional { return e.caseIndex == 0 ? nil : try node(e.payload[0], path: path) }
            if let own = e.type.methodTable["encode(to:)"]?.value {
                return try CodingContainers.encodeItself(value, own, snakeCase: snakeCase)
            }
            if let getter = e.type.methodTable["get:rawValue"]?.value { return try node(try getter.invoke([value]), path: path) }
            return try caseObject(e, path)
        case .structValue(let s):
            if let own = s.type.methodTable["encode(to:)"]?.value { return try CodingContainers.encodeItself(value, own, snakeCase: snakeCase) }
            return try object(s.type, s.fields, path)
        case .object(let o):
            if let own = o.type.methodTable["encode(to:)"]?.value { return try CodingContainers.encodeItself(value, own, snakeCase: snakeCase) }
            return try object(o.type, o.fields, path)
        case .existential(let x): return try node(x.value, path: path)
        default:
            throw RuntimeError("\(Compiler.runtimeTypeName(value)) cannot be written as JSON")
        }
    }

    /// An enum without raw values, as Swift synthesises it: `{"circle":{"radius":2}}`, an
    /// unlabelled associated value under `_0`, `_1` …, a case without any as `{"dot":{}}`.
    private func caseObject(_ e: EnumValue, _ path: [JSONCoding.Step]) throws -> JSONNode {
        let c = e.type.cases[e.caseIndex]
        let name = snakeCase ? JSONKeyStrategies.snakeCased(c.name) : c.name
        var members: [(key: String, value: JSONNode)] = []
        for (i, v) in e.payload.enumerated() {
            let label = (c.labels.flatMap { i < $0.count ? $0[i] : nil }).map { snakeCase ? JSONKeyStrategies.snakeCased($0) : $0 } ?? "_\(i)"
            if let n = try node(v, path: path + [.key(name), .key(label)]) { members.append((label, n)) }
        }
        return .object([(name, .object(members))])
    }

    private func elements(_ xs: [Value], _ path: [JSONCoding.Step]) throws -> [JSONNode] {
        try xs.enumerated().map { i, x in try node(x, path: path + [.index(i)]) ?? .null }
    }

    private func object(_ type: StructType, _ fields: [Value], _ path: [JSONCoding.Step]) throws -> JSONNode {
        var members: [(key: String, value: JSONNode)] = []
        for (i, name) in type.fieldNames.enumerated() where i < fields.count && !name.hasPrefix(Printer.lazyStoragePrefix) {
            let key: String
            if let keys = type.codingKeys {
                guard let k = keys[i] else { continue }
                key = k
            } else {
                key = name
            }
            let written = snakeCase ? JSONKeyStrategies.snakeCased(key) : key
            if let n = try node(fields[i], path: path + [.key(written)]) { members.append((written, n)) }
        }
        return .object(members)
    }

    /// `EncodingError.invalidValue: nan (Double). Path: [0]. Debug description: …`
    private func invalid(_ shown: String, _ name: String, _ path: [JSONCoding.Step]) throws -> ThrownError {
        try JSONCoding.thrown("EncodingError", "invalidValue",
                              "EncodingError.invalidValue: \(shown) (Double). \(JSONCoding.pathPart(path))"
                                  + "Debug description: Unable to encode Double.\(name) directly in JSON.")
    }
}
