/// What the prelude's `Encoder`, `Decoder` and their containers call (see Prelude.sri, JSON): a
/// type's own `encode(to:)` and `init(from:)` write and read JSON through them. An encoder keeps
/// what is written as JSON text; a decoder holds its value's JSON text and where it is.
extension Builtins {
    static let codingContainers: [NativeFunction] = [
        NativeFunction(name: "_codingKeyString", labels: [nil], signature: "<A>(A) -> String") { args in
            .string(try CodingContainers.keyString(args[0]))
        },
        NativeFunction(name: "_codingKeyInt", labels: [nil], signature: "<A>(A) -> Int?") { args in
            try CodingContainers.keyInt(args[0])
        },
        NativeFunction(name: "_codingKeyTypeName", labels: [nil], signature: "<A>(A) -> String") { args in
            .string(CodingContainers.keyTypeName(args[0]))
        },
        NativeFunction(name: "_jsonFragment", labels: [nil, nil], signature: "<A>(A, Bool) -> String") { args in
            guard case .bool(let snakeCase) = args[1].unboxed else { throw RuntimeError("expected a Bool") }
            let node = try JSONEncoding(snakeCase: snakeCase).node(args[0].unboxed, path: []) ?? .null
            return .string(JSONWriter(escapeSlashes: false).text(node))
        },
        NativeFunction(name: "_jsonSnakeCased", labels: [nil], signature: "(String) -> String") { args in
            guard case .string(let s) = args[0].unboxed else { throw RuntimeError("expected a String") }
            return .string(JSONKeyStrategies.snakeCased(s))
        },
        NativeFunction(name: "_jsonQuoted", labels: [nil], signature: "(String) -> String") { args in
            guard case .string(let s) = args[0].unboxed else { throw RuntimeError("expected a String") }
            return .string(JSONWriter(escapeSlashes: false).text(.string(s)))
        },
        NativeFunction(name: "_jsonExpect", labels: [nil, nil], signature: "(_DecodedValue, String) -> Void") { args in
            let d = try CodingContainers.decoder(args[0])
            guard case .string(let kind) = args[1].unboxed else { throw RuntimeError("expected a String") }
            switch (kind, d.node) {
            case ("object", .object), ("array", .array): return .void
            default:
                let expected: SType = .nominal(kind == "object" ? "Dictionary" : "Array", [])
                if case .null = d.node {
                    let shown = JSONDecoding.expectedName(expected)
                    throw try JSONCoding.decodingError("valueNotFound", lead: "Expected value of type \(shown) but found null instead. ",
                                                       path: d.path, debug: "Cannot get keyed decoding container -- found null value instead",
                                                       type: shown)
                }
                throw JSONDecoding.mismatch(expected, d.node, d.path)
            }
        },
        NativeFunction(name: "_jsonCount", labels: [nil], signature: "(_DecodedValue) -> Int") { args in
            guard case .array(let xs) = try CodingContainers.decoder(args[0]).node else { return .int(0) }
            return .int(xs.count)
        },
        typed("_jsonDecodeMember", "<A>(Any.Type, _DecodedValue, String, String) -> A") { args, target in
            let d = try CodingContainers.decoder(args[1])
            let key = try CodingContainers.string(args[2])
            guard let found = d.member(key) else {
                throw try JSONDecoding.keyNotFound(key, keys: try CodingContainers.string(args[3]), d.path)
            }
            return try JSONDecoding(snakeCase: d.snakeCase).value(found, as: target, path: d.path + [.key(key)])
        },
        NativeFunction(name: "_jsonHasMember", labels: [nil, nil], signature: "(_DecodedValue, String) -> Bool") { args in
            .bool(try CodingContainers.decoder(args[0]).member(try CodingContainers.string(args[1])) != nil)
        },
        NativeFunction(name: "_jsonMemberIsNull", labels: [nil, nil], signature: "(_DecodedValue, String) -> Bool") { args in
            guard let found = try CodingContainers.decoder(args[0]).member(try CodingContainers.string(args[1])) else { return .bool(true) }
            if case .null = found { return .bool(true) }
            return .bool(false)
        },
        NativeFunction(name: "_jsonMember", labels: [nil, nil, nil], signature: "(_DecodedValue, String, String) -> _DecodedValue") { args in
            let d = try CodingContainers.decoder(args[0])
            let key = try CodingContainers.string(args[1])
            guard let found = d.member(key) else {
                throw try JSONDecoding.keyNotFound(key, keys: try CodingContainers.string(args[2]), d.path)
            }
            return try CodingContainers.decodedValue(found, path: d.path + [.key(key)], snakeCase: d.snakeCase)
        },
        typed("_jsonDecodeElement", "<A>(Any.Type, _DecodedValue, Int) -> A") { args, target in
            let d = try CodingContainers.decoder(args[1])
            guard case .int(let i) = args[2].unboxed else { throw RuntimeError("expected an Int") }
            guard case .array(let xs) = d.node, i < xs.count else {
                let shown = JSONDecoding.expectedName(target)
                throw try JSONCoding.decodingError("valueNotFound", lead: "Expected value of type \(shown) but found null instead. ",
                                                   path: d.path + [.index(i)], debug: "Unkeyed container is at end.", type: shown)
            }
            return try JSONDecoding(snakeCase: d.snakeCase).value(xs[i], as: target, path: d.path + [.index(i)])
        },
        NativeFunction(name: "_jsonElementIsNull", labels: [nil, nil], signature: "(_DecodedValue, Int) -> Bool") { args in
            guard case .array(let xs) = try CodingContainers.decoder(args[0]).node, case .int(let i) = args[1].unboxed,
                  i < xs.count, case .null = xs[i] else { return .bool(false) }
            return .bool(true)
        },
        NativeFunction(name: "_jsonElement", labels: [nil, nil], signature: "(_DecodedValue, Int) -> _DecodedValue") { args in
            let d = try CodingContainers.decoder(args[0])
            guard case .int(let i) = args[1].unboxed else { throw RuntimeError("expected an Int") }
            guard case .array(let xs) = d.node, i < xs.count else {
                throw try JSONCoding.decodingError("valueNotFound", lead: "Expected value of type Dictionary<String, Any> but found null instead. ",
                                                   path: d.path + [.index(i)], debug: "Unkeyed container is at end.",
                                                   type: "Dictionary<String, Any>")
            }
            return try CodingContainers.decodedValue(xs[i], path: d.path + [.index(i)], snakeCase: d.snakeCase)
        },
        typed("_jsonDecodeSelf", "<A>(Any.Type, _DecodedValue) -> A") { args, target in
            let d = try CodingContainers.decoder(args[1])
            return try JSONDecoding(snakeCase: d.snakeCase).value(d.node, as: target, path: d.path)
        },
    ]

    /// A global native whose body gets the type the call makes (its generic result).
    private static func typed(_ name: String, _ signature: String,
                              _ body: @escaping ([Value], SType) throws -> Value) -> NativeFunction {
        let labels: [String?] = Array(repeating: nil, count: signature.filter { $0 == "," }.count + 1)
        let n = NativeFunction(name: name, labels: labels, signature: signature, typedBody: { args, types in
            guard let target = types.first ?? nil else { throw RuntimeError("the type to decode is not known here") }
            return try body(args, target)
        }, body: { _ in throw RuntimeError("the type to decode is not known here") })
        n.takesCallType = true
        return n
    }
}

/// The run-time side of the prelude's coding containers: keys, and the encoders and decoders a
/// type's own `encode(to:)` and `init(from:)` are given.
enum CodingContainers {
    /// What a decoder holds: its value, where it is, and the key strategy.
    struct DecoderState {
        let node: JSONNode
        let path: [JSONCoding.Step]
        let snakeCase: Bool

        /// An object's member by key (the document's keys read as camel case under
        /// `.convertFromSnakeCase`).
        func member(_ key: String) -> JSONNode? {
            guard case .object(let members) = node else { return nil }
            return members.first { (snakeCase ? JSONKeyStrategies.camelCased($0.key) : $0.key) == key }?.value
        }
    }

    static func string(_ v: Value) throws -> String {
        guard case .string(let s) = v.unboxed else { throw RuntimeError("expected a String") }
        return s
    }

    /// A coding key's `stringValue`: a `String` enum's raw value, another enum's case name, or a
    /// key type's own `stringValue`.
    static func keyString(_ key: Value) throws -> String {
        switch key.unboxed {
        case .enumCase(let e):
            if let getter = e.type.methodTable["get:rawValue"]?.value, case .string(let s) = try getter.invoke([key]).unboxed {
                return s
            }
            return e.type.cases[e.caseIndex].name
        case .structValue(let s):
            if let i = s.type.fieldNames.firstIndex(of: "stringValue"), i < s.fields.count { return try string(s.fields[i]) }
            if let getter = s.type.methodTable["get:stringValue"]?.value { return try string(try getter.invoke([key])) }
        case .object(let o):
            if let i = o.type.fieldNames.firstIndex(of: "stringValue"), i < o.fields.count { return try string(o.fields[i]) }
            if let getter = o.type.methodTable["get:stringValue"]?.value { return try string(try getter.invoke([key])) }
        case .existential(let x): return try keyString(x.value)
        case .string(let s): return s
        default: break
        }
        throw RuntimeError("\(Compiler.runtimeTypeName(key)) is not a coding key")
    }

    /// A coding key's `intValue`: an `Int` enum's raw value, or a key type's own `intValue`.
    static func keyInt(_ key: Value) throws -> Value {
        switch key.unboxed {
        case .enumCase(let e):
            if let getter = e.type.methodTable["get:rawValue"]?.value, case .int(let i) = try getter.invoke([key]).unboxed {
                return .some(.int(i))
            }
        case .structValue(let s):
            if let i = s.type.fieldNames.firstIndex(of: "intValue"), i < s.fields.count { return s.fields[i] }
            if let getter = s.type.methodTable["get:intValue"]?.value { return try getter.invoke([key]) }
        case .object(let o):
            if let i = o.type.fieldNames.firstIndex(of: "intValue"), i < o.fields.count { return o.fields[i] }
            if let getter = o.type.methodTable["get:intValue"]?.value { return try getter.invoke([key]) }
        case .existential(let x): return try keyInt(x.value)
        default: break
        }
        return .none
    }

    /// The name of a key's type, as `DecodingError` messages show it (`CodingKeys`).
    static func keyTypeName(_ key: Value) -> String {
        switch key.unboxed {
        case .enumCase(let e): return Printer.innermost(e.type.name)
        case .structValue(let s): return Printer.innermost(s.type.name)
        case .object(let o): return Printer.innermost(o.type.name)
        case .existential(let x): return keyTypeName(x.value)
        default: return "CodingKeys"
        }
    }

    /// A new instance of a prelude class, its stored properties given by name.
    static func instance(of typeName: String, _ fields: [String: Value]) throws -> Value {
        guard let type = try JSONCoding.namedTypes().structs[typeName] else { throw RuntimeError("`\(typeName)` is not loaded") }
        let values = try type.fieldNames.map { name -> Value in
            guard let v = fields[name] else { throw RuntimeError("`\(typeName).\(name)` has no value") }
            return v
        }
        return .object(Instance(type: type, fields: values))
    }

    /// A `_DecodedValue` holding `node`, found at `path`.
    static func decodedValue(_ node: JSONNode, path: [JSONCoding.Step], snakeCase: Bool) throws -> Value {
        let steps = path.map { step -> Value in
            switch step {
            case .key(let k): return .string("." + k)
            case .index(let i): return .string("#\(i)")
            }
        }
        return try instance(of: "_DecodedValue", ["_json": .string(JSONWriter(escapeSlashes: false).text(node)),
                                                  "_path": .array(steps), "_snakeCase": .bool(snakeCase)])
    }

    /// What a `_DecodedValue` holds.
    static func decoder(_ v: Value) throws -> DecoderState {
        guard case .object(let o) = v.unboxed, o.type.fieldNames == ["_json", "_path", "_snakeCase"], o.fields.count == 3,
              case .string(let text) = o.fields[0].unboxed, case .array(let steps) = o.fields[1].unboxed,
              case .bool(let snakeCase) = o.fields[2].unboxed else { throw RuntimeError("expected a `_DecodedValue`") }
        let path = try steps.map { v -> JSONCoding.Step in
            let s = try string(v)
            if s.hasPrefix("#"), let i = Int(s.dropFirst()) { return .index(i) }
            return .key(String(s.dropFirst()))
        }
        return DecoderState(node: try JSONParser.parse(text), path: path, snakeCase: snakeCase)
    }

    /// `value.encode(to: encoder)` for a type that writes itself: the JSON its containers got.
    static func encodeItself(_ value: Value, _ method: Function, snakeCase: Bool) throws -> JSONNode {
        let written = try instance(of: "_EncodedValue", ["_kind": .int(0), "_keys": .array([]), "_children": .array([]),
                                                         "_text": .string("null"), "_snakeCase": .bool(snakeCase)])
        _ = try method.invoke([value, try instance(of: "Encoder", ["_value": written])])
        guard case .object(let o) = written, let json = o.type.methodTable["_json()"]?.value,
              case .string(let text) = try json.invoke([written]).unboxed else {
            throw RuntimeError("the encoder's JSON cannot be read")
        }
        return try JSONParser.parse(text)
    }

    /// `T(from: decoder)` for a type that reads itself.
    static func decodeItself(_ initializer: Function, _ node: JSONNode, path: [JSONCoding.Step], snakeCase: Bool) throws -> Value {
        let decoder = try instance(of: "Decoder", ["_value": try decodedValue(node, path: path, snakeCase: snakeCase)])
        return try initializer.invoke([decoder]).unboxed
    }
}
