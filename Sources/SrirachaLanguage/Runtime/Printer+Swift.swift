/// How Swift's `print` and `debugPrint` show values, which is not the literal syntax of result
/// lines: `print(x)` writes `String(describing: x)`, and the parts of a value (array elements,
/// fields, payloads) are written as `String(reflecting:)` writes them.
///
/// | value | described (`print`, `"\(x)"`) | reflected (`debugPrint`, inside a value) |
/// | --- | --- | --- |
/// | `"a"` | `a` | `"a"` |
/// | `Optional(12)` | `Optional(12)` | `Optional(12)` |
/// | `Direction.north` | `north` | `main.Direction.north` |
/// | `Point(x: 1, y: 2)` | `Point(x: 1, y: 2)` | `main.Point(x: 1, y: 2)` |
/// | `Box(value: 1)` | `Box<Int>(value: 1)` | `main.Box<Swift.Int>(value: 1)` |
/// | `1...3` | `1...3` | `ClosedRange(1...3)` |
/// | a function | `(Function)` | `(Function)` |
///
/// Generic arguments come from the static type when the caller knows it (a value inside a
/// generic function prints its type without them).
enum SwiftStyle {
    /// `String(describing:)`: `print`, interpolation, `String(x)`.
    case described
    /// `String(reflecting:)`: `debugPrint`, and every part of a described value.
    case reflected
}

extension Printer {
    /// `String(describing: value)`: what `print` and `"\(value)"` show.
    public static func described(_ value: Value, type: SType?) -> String {
        swift(value, type: type, style: .described)
    }

    /// `String(reflecting: value)`: what `debugPrint` shows.
    public static func reflected(_ value: Value, type: SType?) -> String {
        swift(value, type: type, style: .reflected)
    }

    private static func swift(_ value: Value, type: SType?, style: SwiftStyle) -> String {
        if style == .described, case .string(let s) = value { return s }
        // `String(i)` in a loop: an `Int` shows its digits whatever the style.
        if case .int(let n) = value, type == nil || type == .int { return String(n) }
        var out = Output(limit: defaultLimit)
        out.swiftStyle = style
        out.write(value, type: type, depth: 0)
        return out.finish()
    }

    /// Swift's name for a type as `print(type(of: x))` shows it (`Box<Array<Direction>>`), or
    /// qualified by module as reflection shows it (`main.Box<Swift.Array<main.Direction>>`).
    static func swiftTypeName(_ type: SType, qualified: Bool, inherited: Int = 0) -> String {
        switch type {
        case let .nominal(name, args) where inherited > 0 && inherited <= args.count && name.contains("."):
            // A type nested in a generic one takes that type's arguments: Swift writes them on
            // the outer name (`main.Stack<Swift.Int>.Slot`), and shows the type by its own name
            // and arguments alone (`Slot`).
            let shown = SType.displayName(name)
            let dot = shown.lastIndex(of: ".")!
            let own = args[inherited...].map { swiftTypeName($0, qualified: qualified) }
            let inner = String(shown[shown.index(after: dot)...]) + (own.isEmpty ? "" : "<" + own.joined(separator: ", ") + ">")
            guard qualified else { return inner }
            let outer = String(shown[..<dot])
            return moduleOf(outer) + "." + outer + "<"
                + args[..<inherited].map { swiftTypeName($0, qualified: true) }.joined(separator: ", ") + ">." + inner
        case let .nominal(name, args):
            if name == "inout", let inner = args.first { return swiftTypeName(inner, qualified: qualified) }
            // A metatype: `Point.Type`, as Swift writes it.
            if name == "Any.Type", args.count == 1 { return swiftTypeName(args[0], qualified: qualified) + ".Type" }
            if name == "Dictionary.Index" {
                // `Index` as `type(of:)` prints it, `Swift.Dictionary<Swift.String, Swift.Int>.Index` reflected.
                guard qualified, args.count == 2 else { return "Index" }
                return "Swift.Dictionary<" + args.map { swiftTypeName($0, qualified: true) }.joined(separator: ", ") + ">.Index"
            }
            let shown = SType.displayName(name)
            let head = qualified ? moduleOf(shown) + "." + shown : innermost(shown)
            if args.isEmpty { return head }
            return head + "<" + args.map { swiftTypeName($0, qualified: qualified) }.joined(separator: ", ") + ">"
        case .parameter(let name):
            return name
        case let .function(params, result, throwing):
            return "(" + params.map { swiftTypeName($0, qualified: qualified) }.joined(separator: ", ") + ")"
                + (throwing ? " throws -> " : " -> ")
                + swiftTypeName(result, qualified: qualified)
        case .tuple(let elements):
            return "(" + elements.map { ($0.label.map { $0 + ": " } ?? "") + swiftTypeName($0.type, qualified: qualified) }
                .joined(separator: ", ") + ")"
        }
    }

    /// A nested type's own name (`P` for `Outer.P`), as Swift's unqualified type names show it.
    static func innermost(_ name: String) -> String {
        name.split(separator: ".").last.map(String.init) ?? name
    }

    /// The types Swift's standard library declares, which reflection shows as `Swift.Int`.
    static let standardTypes: Set<String> = [
        "Int", "Double", "Float", "Bool", "String", "Character", "Array", "ArraySlice", "Dictionary", "Set",
        "Optional", "Result", "Range", "ClosedRange", "Error", "Never", "Substring", "Any",
        "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "StrideTo", "StrideThrough", "KeyPath",
    ]

    /// `Swift` for a standard type, otherwise the module a script's own types belong to.
    static func moduleOf(_ name: String) -> String {
        standardTypes.contains(name) ? "Swift" : moduleName
    }

    /// Swift's `debugDescription` of a string: quoted, with `\"`, `\'`, `\\`, `\n`, `\t`, `\r`,
    /// `\0` and other control characters as `\u{1B}`.
    static func swiftQuoted(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            if let escape = escaped(scalar, swiftStyle: true) { out += escape } else { out.unicodeScalars.append(scalar) }
        }
        return out + "\""
    }

    /// How a scalar is written inside a string literal, or nil where it stands for itself.
    /// Swift's `debugDescription` (`swiftStyle`) also escapes `'` and gives control characters
    /// two hex digits at least (`\u{0B}`); Sriracha's literals write `\u{B}`.
    static func escaped(_ scalar: Unicode.Scalar, swiftStyle: Bool) -> String? {
        switch scalar {
        case "\"": return "\\\""
        case "'": return swiftStyle ? "\\'" : nil
        case "\\": return "\\\\"
        case "\n": return "\\n"
        case "\t": return "\\t"
        case "\r": return "\\r"
        case "\0": return "\\0"
        default:
            guard scalar.value < 0x20 || scalar.value == 0x7F else { return nil }
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "\\u{" + (swiftStyle && hex.count < 2 ? "0" + hex : hex) + "}"
        }
    }
}

extension Printer.Output {
    /// Writes `value` as Swift's `print` (`.described`) or `debugPrint` (`.reflected`) would.
    mutating func writeSwift(_ value: Value, type: SType?, depth: Int, style: SwiftStyle) {
        let reflecting = style == .reflected
        if reflecting, case .nominal("AnyHashable", [])? = type {
            // Reflection shows the wrapper: `AnyHashable("b")`.
            append("AnyHashable(")
            writeSwift(value, type: nil, depth: depth + 1, style: style)
            append(")")
            return
        }
        switch value {
        case .string(let s):
            if reflecting, Printer.isMetatype(type) {
                append(Printer.qualifiedTypeName(s))
            } else if reflecting { append(Printer.swiftQuoted(s)) } else { append(s) }
        case .int(let i):
            // The generic zero (see `Operators.numeric`) shows as the type it stands for.
            if let zero = Printer.genericZero(i, type: type) { append(zero) } else { append(String(i)) }
        case .fixed(let x): append(x.description)
        case .float(let x): append(x.description)
        case .double(let d):
            if case .nominal("Float", _)? = type { append(Float(d).description) } else { append(d.description) }
        case .bool(let b): append(b ? "true" : "false")
        case .void: append("()")
        case .array(let xs) where Printer.isKeyValuePairs(type):
            // `KeyValuePairs`: its pairs as a dictionary literal, in order.
            writeEntries(xs.lazy.compactMap(Printer.keyValue), isEmpty: xs.isEmpty, type, owner: "KeyValuePairs",
                         depth: depth, reflecting: true)
        case .array(let xs):
            writeSequence(xs, element: type.flatMap { Printer.typeArgument($0, "Array", 0) }, depth: depth,
                          prefix: "[", suffix: "]")
        case .slice(let s):
            writeSequence(s.elements, element: type.flatMap { Printer.typeArgument($0, "ArraySlice", 0) }, depth: depth,
                          prefix: reflecting ? "ArraySlice([" : "[", suffix: reflecting ? "])" : "]")
        case .set(let xs):
            writeSequence(Array(xs), element: type.flatMap { Printer.typeArgument($0, "Set", 0) }, depth: depth,
                          prefix: reflecting ? "Set([" : "[", suffix: reflecting ? "])" : "]")
        case .dictionary(let d):
            writeEntries(d.lazy.map { ($0.key, $0.value) }, isEmpty: d.isEmpty, type, owner: "Dictionary", depth: depth,
                         reflecting: true)
        case .tuple(let xs):
            var elements: [(label: String?, type: SType)]? = nil
            if case .tuple(let e)? = type, e.count == xs.count { elements = e }
            append("(")
            for (i, x) in xs.enumerated() {
                if i > 0 { append(", ") }
                if let label = elements?[i].label { append(label + ": ") }
                reflect(x, type: elements?[i].type, depth: depth)
            }
            append(")")
        case .structValue(let s):
            if let special = DynamicsRuntime.literal(s, type: type) ?? ModValues.literal(s, type: type) {
                append(special)
                return
            }
            if let text = Printer.custom(value, describe: s.type.describe, debug: s.type.debugDescribe, reflecting) {
                append(text)
                return
            }
            // A `description` that gives nothing (its conformance is conditional, `extension Box:
            // CustomStringConvertible where T: …`, and this `T` does not meet it) leaves the
            // value shown field by field, as Swift shows a value that does not conform.
            var shownType = type
            if !s.type.genericParameters.isEmpty, !Printer.hasArguments(type, s.type.name) {
                shownType = Printer.runtimeType(of: value)
            }
            append(typeName(s.type.name, type: shownType, qualified: reflecting, inherited: s.type.inheritedGenerics) + "(")
            let fieldTypes = Printer.declaredTypes(s.type.fieldTypes.map { $0 ?? .nominal("Any", []) },
                                                   parameters: s.type.genericParameters, name: s.type.name, type: shownType)
            for (i, x) in s.fields.enumerated() {
                if i > 0 { append(", ") }
                if i < s.type.fieldNames.count { append(s.type.fieldNames[i] + ": ") }
                reflect(x, type: fieldTypes.flatMap { i < $0.count ? Printer.known($0[i]) : nil }, depth: depth)
                if full { return }
            }
            append(")")
        case .enumCase(let e):
            writeSwiftEnum(e, value: value, type: type, depth: depth, reflecting: reflecting)
        case .function:
            append("(Function)")
        case let .range(lower, upper, closed):
            let text = "\(lower)\(closed ? "..." : "..<")\(upper)"
            append(reflecting ? (closed ? "ClosedRange(" : "Range(") + text + ")" : text)
        case let .interval(lower, upper, closed):
            if reflecting { append(closed ? "ClosedRange(" : "Range(") }
            writeSwift(lower, type: nil, depth: depth + 1, style: style)
            append(closed ? "..." : "..<")
            writeSwift(upper, type: nil, depth: depth + 1, style: style)
            if reflecting { append(")") }
        case .box(let b):
            writeSwift(b.value, type: type, depth: depth + 1, style: style)
        case .object(let o):
            if let text = Printer.custom(value, describe: o.type.describe, debug: o.type.debugDescribe, reflecting) {
                append(text)
            } else if case let .nominal(name, args)? = Printer.instanceType(o, static: type), name == o.type.name,
                      !args.isEmpty {
                // An instance of a generic class shows its type arguments: `main.Node<Swift.String>`.
                append(typeName(o.type.name, type: .nominal(name, args), qualified: true, inherited: o.type.inheritedGenerics))
            } else {
                append(Printer.moduleName + "." + SType.displayName(o.type.name))
            }
        case .keyPath(let k):
            append(k.display)
        case .existential(let x):
            writeSwift(x.value, type: x.type, depth: depth + 1, style: style)
        }
    }

    /// A part of a value: always as `debugPrint` shows it.
    mutating func reflect(_ value: Value, type: SType?, depth: Int) {
        write(value, type: type, depth: depth + 1, swiftStyle: .reflected)
    }

    private mutating func write(_ value: Value, type: SType?, depth: Int, swiftStyle style: SwiftStyle) {
        if full { return }
        if depth > Printer.maxNesting {
            append("…")
            return
        }
        writeSwift(value, type: type, depth: depth, style: style)
    }

    private mutating func writeSequence(_ xs: [Value], element: SType?, depth: Int, prefix: String, suffix: String) {
        append(prefix)
        for (i, x) in xs.enumerated() {
            if i > 0 { append(", ") }
            reflect(x, type: element, depth: depth)
            if full { return }
        }
        append(suffix)
    }

    /// `north` / `main.Direction.north`, `circle(radius: 2.0)`, `Optional(12)`, `nil`.
    private mutating func writeSwiftEnum(_ e: EnumValue, value: Value, type: SType?, depth: Int, reflecting: Bool) {
        if e.type === EnumType.optional {
            if e.caseIndex == 1, let payload = e.payload.first {
                append("Optional(")
                reflect(payload, type: type.flatMap { Printer.typeArgument($0, "Optional", 0) }, depth: depth)
                append(")")
            } else {
                append("nil")
            }
            return
        }
        if let text = Printer.custom(value, describe: e.type.describe, debug: e.type.debugDescribe, reflecting) {
            append(text)
            return
        }
        if let describe = e.type.describe {
            append(describe(value) ?? e.type.name)
            return
        }
        guard e.caseIndex >= 0, e.caseIndex < e.type.cases.count else {
            append("?")
            return
        }
        let c = e.type.cases[e.caseIndex]
        if reflecting { append(typeName(e.type.name, type: type, qualified: true, inherited: e.type.inheritedGenerics) + ".") }
        append(c.name)
        guard c.labels != nil || !e.payload.isEmpty else { return }
        // A single unlabelled tuple payload prints as the payload list itself: `pair(1, 2)`.
        var payload = e.payload
        var labels = c.labels ?? []
        if payload.count == 1, labels.first.flatMap({ $0 }) == nil, case .tuple(let xs) = payload[0], !xs.isEmpty {
            payload = xs
            labels = []
        }
        var types = Printer.declaredTypes(e.type.caseIndexTypes(e.caseIndex), parameters: e.type.genericParameters,
                                          name: e.type.name, type: type)
        if types?.count == 1, payload.count > 1, case .tuple(let es)? = types?.first { types = es.map(\.type) }
        append("(")
        for (i, x) in payload.enumerated() {
            if i > 0 { append(", ") }
            if i < labels.count, let label = labels[i] { append(label + ": ") }
            reflect(x, type: types.flatMap { i < $0.count ? Printer.known($0[i]) : nil }, depth: depth)
            if full { return }
        }
        append(")")
    }

    /// The type's name with its generic arguments when the static type supplies them.
    private func typeName(_ runtimeName: String, type: SType?, qualified: Bool, inherited: Int = 0) -> String {
        if case let .nominal(name, args)? = type, name == runtimeName, !args.isEmpty {
            return Printer.swiftTypeName(.nominal(name, args), qualified: qualified, inherited: inherited)
        }
        let shown = SType.displayName(runtimeName)
        return qualified ? Printer.moduleOf(shown) + "." + shown : Printer.innermost(shown)
    }
}

extension Printer {
    /// A generic class instance's type: the static one when it names the class with its
    /// arguments, else what its properties tell (see `runtimeType(of:)`).
    static func instanceType(_ o: Instance, static type: SType?) -> SType? {
        if case let .nominal(name, args)? = type, name == o.type.name, !args.isEmpty { return type }
        return runtimeType(of: .object(o))
    }

    /// Whether a value of this static type is a type's name: what `type(of:)` and `Int.self` give.
    static func isMetatype(_ type: SType?) -> Bool {
        if case let .nominal(n, _)? = type { return n == "Any.Type" || n.hasSuffix(".Type") }
        return false
    }

    /// A type's name as reflection shows it, each type in it with its module:
    /// `Array<Point>` is `Swift.Array<main.Point>`, `(x: Int) -> Int` is `(x: Swift.Int) -> Swift.Int`.
    static func qualifiedTypeName(_ name: String) -> String {
        var out = ""
        var word = ""
        let chars = Array(name)
        func flush(before next: Character?) {
            guard !word.isEmpty else { return }
            // A tuple label (`x:`), `throws` and `Any` stay as written.
            if next == ":" || word == "throws" || word == "Any" || word == "AnyObject" || word.first?.isNumber == true {
                out += word
            } else {
                let head = word.split(separator: ".").first.map(String.init) ?? word
                out += moduleOf(head) + "." + word
            }
            word = ""
        }
        for (i, c) in chars.enumerated() {
            if c.isLetter || c.isNumber || c == "_" || (c == "." && !word.isEmpty && i + 1 < chars.count && chars[i + 1] != ".") {
                word.append(c)
            } else {
                flush(before: c)
                out.append(c)
            }
        }
        flush(before: nil)
        return out
    }
}

extension Printer {
    /// A value's own text, as Swift chooses it: reflecting prefers `debugDescription`, describing
    /// prefers `description`, and either falls back on the other.
    static func custom(_ value: Value, describe: ((Value) -> String?)?, debug: ((Value) -> String?)?,
                       _ reflecting: Bool) -> String? {
        let order = reflecting ? [debug, describe] : [describe, debug]
        for f in order { if let f, let text = f(value) { return text } }
        return nil
    }
}
