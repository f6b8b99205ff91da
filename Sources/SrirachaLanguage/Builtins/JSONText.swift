/// A JSON document as `JSONEncoder` writes it and `JSONDecoder` reads it. Numbers keep the
/// text they were written with: what they become (`Int`, `Double`) depends on the type decoded.
indirect enum JSONNode {
    case null
    case bool(Bool)
    case number(String)
    case string(String)
    case array([JSONNode])
    /// Members in the order written (or, encoding, the order of the stored properties).
    case object([(key: String, value: JSONNode)])

    /// How Swift's `DecodingError` names what it found instead (`found a string instead`).
    var foundDescription: String {
        switch self {
        case .null: return "null"
        case .bool: return "bool"
        case .number: return "number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "a dictionary"
        }
    }
}

/// The text `JSONEncoder` makes, laid out as Foundation's on Linux lays it out: compact, or
/// with `.prettyPrinted` two spaces per level and `"key" : value`; `/` written `\/` unless
/// `.withoutEscapingSlashes`; `.sortedKeys` in the order of the keys' UTF-8 bytes.
struct JSONWriter {
    var pretty = false
    var sortedKeys = false
    var escapeSlashes = true

    func text(_ node: JSONNode) -> String {
        var out = ""
        write(node, level: 0, into: &out)
        return out
    }

    private func write(_ node: JSONNode, level: Int, into out: inout String) {
        switch node {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += n
        case .string(let s): writeString(s, into: &out)
        case .array(let xs):
            guard pretty else {
                out += "["
                for (i, x) in xs.enumerated() {
                    if i > 0 { out += "," }
                    write(x, level: level, into: &out)
                }
                out += "]"
                return
            }
            out += "[\n"
            for (i, x) in xs.enumerated() {
                if i > 0 { out += ",\n" }
                out += String(repeating: "  ", count: level + 1)
                write(x, level: level + 1, into: &out)
            }
            out += "\n" + String(repeating: "  ", count: level) + "]"
        case .object(let members):
            let ordered = sortedKeys ? members.sorted { Array($0.key.utf8).lexicographicallyPrecedes($1.key.utf8) } : members
            guard pretty else {
                out += "{"
                for (i, m) in ordered.enumerated() {
                    if i > 0 { out += "," }
                    writeString(m.key, into: &out)
                    out += ":"
                    write(m.value, level: level, into: &out)
                }
                out += "}"
                return
            }
            out += "{\n"
            for (i, m) in ordered.enumerated() {
                if i > 0 { out += ",\n" }
                out += String(repeating: "  ", count: level + 1)
                writeString(m.key, into: &out)
                out += " : "
                write(m.value, level: level + 1, into: &out)
            }
            out += "\n" + String(repeating: "  ", count: level) + "}"
        }
    }

    private func writeString(_ s: String, into out: inout String) {
        out += "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "/": out += escapeSlashes ? "\\/" : "/"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{8}": out += "\\b"
            case "\u{c}": out += "\\f"
            default:
                if u.value < 0x20 {
                    let hex = String(u.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(u)
                }
            }
        }
        out += "\""
    }

    /// A `Double` as Foundation writes it in JSON: `1.5`, `1` for `1.0`, `1e+20`, and integral
    /// values up to 2^53 in full (`1000000000000000`).
    static func number(_ x: Double) -> String {
        if x == x.rounded(), abs(x) <= 9_007_199_254_740_992, let i = Int64(exactly: x) {
            return x.sign == .minus && i == 0 ? "-0" : String(i)
        }
        let d = x.description
        return d.hasSuffix(".0") ? String(d.dropLast(2)) : d
    }

    static func number(_ x: Float) -> String {
        if x == x.rounded(), abs(x) <= 16_777_216, let i = Int64(exactly: x) {
            return x.sign == .minus && i == 0 ? "-0" : String(i)
        }
        let d = x.description
        return d.hasSuffix(".0") ? String(d.dropLast(2)) : d
    }
}

/// Reads JSON text (RFC 8259, and, as Foundation's reader, a comma before a closing bracket).
struct JSONParser {
    struct Invalid: Error {}

    private let bytes: [UInt8]
    private var i = 0

    init(_ text: String) { bytes = Array(text.utf8) }

    /// The document, or `Invalid` when the text is not JSON.
    static func parse(_ text: String) throws -> JSONNode {
        var p = JSONParser(text)
        p.skipSpace()
        let node = try p.value(depth: 0)
        p.skipSpace()
        guard p.i == p.bytes.count else { throw Invalid() }
        return node
    }

    private mutating func skipSpace() {
        while i < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[i]) { i += 1 }
    }

    private mutating func value(depth: Int) throws -> JSONNode {
        guard depth < 512, i < bytes.count else { throw Invalid() }
        switch bytes[i] {
        case UInt8(ascii: "{"):
            i += 1
            var members: [(key: String, value: JSONNode)] = []
            skipSpace()
            while i < bytes.count, bytes[i] != UInt8(ascii: "}") {
                guard bytes[i] == UInt8(ascii: "\"") else { throw Invalid() }
                let key = try string()
                skipSpace()
                guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { throw Invalid() }
                i += 1
                skipSpace()
                let v = try value(depth: depth + 1)
                if let k = members.firstIndex(where: { $0.key == key }) { members[k].value = v } else { members.append((key, v)) }
                skipSpace()
                guard i < bytes.count else { throw Invalid() }
                if bytes[i] == UInt8(ascii: ",") {
                    i += 1
                    skipSpace()
                } else if bytes[i] != UInt8(ascii: "}") {
                    throw Invalid()
                }
            }
            guard i < bytes.count else { throw Invalid() }
            i += 1
            return .object(members)
        case UInt8(ascii: "["):
            i += 1
            var elements: [JSONNode] = []
            skipSpace()
            while i < bytes.count, bytes[i] != UInt8(ascii: "]") {
                elements.append(try value(depth: depth + 1))
                skipSpace()
                guard i < bytes.count else { throw Invalid() }
                if bytes[i] == UInt8(ascii: ",") {
                    i += 1
                    skipSpace()
                } else if bytes[i] != UInt8(ascii: "]") {
                    throw Invalid()
                }
            }
            guard i < bytes.count else { throw Invalid() }
            i += 1
            return .array(elements)
        case UInt8(ascii: "\""):
            return .string(try string())
        case UInt8(ascii: "t"): try word("true"); return .bool(true)
        case UInt8(ascii: "f"): try word("false"); return .bool(false)
        case UInt8(ascii: "n"): try word("null"); return .null
        default:
            return .number(try number())
        }
    }

    private mutating func word(_ w: String) throws {
        let expected = Array(w.utf8)
        guard i + expected.count <= bytes.count, Array(bytes[i..<i + expected.count]) == expected else { throw Invalid() }
        i += expected.count
    }

    private mutating func number() throws -> String {
        let start = i
        func digits() -> Int {
            let s = i
            while i < bytes.count, bytes[i] >= 0x30, bytes[i] <= 0x39 { i += 1 }
            return i - s
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: "-") { i += 1 }
        let whole = digits()
        guard whole > 0 else { throw Invalid() }
        if whole > 1, bytes[i - whole] == UInt8(ascii: "0") { throw Invalid() }
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            guard digits() > 0 else { throw Invalid() }
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
            guard digits() > 0 else { throw Invalid() }
        }
        return String(decoding: bytes[start..<i], as: UTF8.self)
    }

    private mutating func string() throws -> String {
        i += 1
        var scalars = String.UnicodeScalarView()
        var run = i
        func flush(_ end: Int) {
            scalars.append(contentsOf: String(decoding: bytes[run..<end], as: UTF8.self).unicodeScalars)
        }
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "\"") {
                flush(i)
                i += 1
                return String(scalars)
            }
            if b < 0x20 { throw Invalid() }
            guard b == UInt8(ascii: "\\") else { i += 1; continue }
            flush(i)
            i += 1
            guard i < bytes.count else { throw Invalid() }
            let e = bytes[i]
            i += 1
            switch e {
            case UInt8(ascii: "\""): scalars.append("\"")
            case UInt8(ascii: "\\"): scalars.append("\\")
            case UInt8(ascii: "/"): scalars.append("/")
            case UInt8(ascii: "b"): scalars.append("\u{8}")
            case UInt8(ascii: "f"): scalars.append("\u{c}")
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "u"):
                var code = try hex4()
                if (0xD800..<0xDC00).contains(code), i + 1 < bytes.count, bytes[i] == UInt8(ascii: "\\"),
                   bytes[i + 1] == UInt8(ascii: "u") {
                    i += 2
                    let low = try hex4()
                    guard (0xDC00..<0xE000).contains(low) else { throw Invalid() }
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                }
                guard let u = Unicode.Scalar(code) else { throw Invalid() }
                scalars.append(u)
            default: throw Invalid()
            }
            run = i
        }
        throw Invalid()
    }

    private mutating func hex4() throws -> UInt32 {
        guard i + 4 <= bytes.count, let v = UInt32(String(decoding: bytes[i..<i + 4], as: UTF8.self), radix: 16) else {
            throw Invalid()
        }
        i += 4
        return v
    }
}
