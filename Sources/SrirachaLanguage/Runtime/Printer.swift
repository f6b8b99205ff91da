/// Prints values as LANGUAGE.md §5 says: Swift literal syntax that can be pasted back.
///
/// `"abc"`, `[1, 2, 3]`, `["a": 1]`, `[:]`, `(1, "x")`, `(x: 1, y: 2)`, `.center`,
/// `.input(title: "Name", value: nil, onInput: { … })`, `Point(x: 1, y: 2)`, optionals as their
/// payload or `nil`, Doubles as Swift prints them, ranges `0..<5`, functions as what they are.
/// Output is capped (`…`) so that printing an enormous value cannot exhaust memory.
public enum Printer {
    /// The most characters a printed value may take before it is cut with `…`.
    public static let defaultLimit = 4_000_000
    /// The most characters of a value a result line shows (`x: String = "abab…`): a huge
    /// value must not flood the terminal; `print` shows all of it.
    public static let resultLimit = 10_000
    /// Nesting deeper than this prints as `…` (a very deep value must not exhaust the stack).
    static let maxNesting = 500
    /// The name a `lazy var`'s storage has (Swift's own, which `print` shows as Swift does).
    static let lazyStoragePrefix = "$__lazy_storage_$_"

    /// How `print` and string interpolation show a value, as Swift's `String(describing:)`
    /// does (see `Printer+Swift.swift`).
    public static func plain(_ value: Value) -> String {
        plain(value, type: nil)
    }

    /// `plain`, with the static type when known (for tuple labels and generic arguments).
    public static func plain(_ value: Value, type: SType?) -> String {
        described(value, type: type)
    }

    /// The module name `print` shows a class instance under (`main.Dog`), as a compiled Swift
    /// program does. `sriracha run` sets it to the script's name, as `swift file.swift` does.
    nonisolated(unsafe) public static var moduleName = "main"


    /// The value in Swift literal syntax.
    public static func literal(_ value: Value) -> String {
        literal(value, type: nil)
    }

    /// The value in Swift literal syntax; `type` (when known) supplies tuple labels.
    public static func literal(_ value: Value, type: SType?, limit: Int = defaultLimit) -> String {
        // An `Int`, the commonest result, needs no buffer: its 20 characters at most fit any
        // limit a caller gives.
        if case .int(let i) = value, limit >= 20, genericZero(i, type: type) == nil { return String(i) }
        var out = Output(limit: limit)
        out.write(value, type: type, depth: 0)
        return out.finish()
    }

    /// A short literal, for showing captured arguments (`sum(1)(2)`).
    static func literal(_ value: Value, limit: Int) -> String {
        literal(value, type: nil, limit: limit)
    }

    /// A string literal with Swift's escapes: `"say \"hi\"\n"`.
    public static func quoted(_ s: String) -> String {
        var out = Output(limit: Int.max)
        out.quote(s)
        return out.finish()
    }
}

extension Printer {
    /// An output buffer that stops growing at its limit.
    struct Output {
        var text = ""
        let limit: Int
        var count = 0
        var full = false
        /// As Swift's `print` (`.described`) or `debugPrint` (`.reflected`) shows values,
        /// rather than in literal syntax (`nil` = literal).
        var swiftStyle: SwiftStyle? = nil
        /// Instances being written, so that a cycle of references prints `…` instead of looping.
        var open: Set<ObjectIdentifier> = []

        init(limit: Int) { self.limit = limit }

        mutating func append(_ s: String) {
            if full { return }
            let n = s.utf8.count
            if count + n > limit {
                text += String(s.prefix(max(0, limit - count)))
                full = true
                return
            }
            text += s
            count += n
        }

        func finish() -> String { full ? text + "…" : text }

        mutating func quote(_ s: String) {
            var piece = "\""
            for scalar in s.unicodeScalars {
                if let escape = Printer.escaped(scalar, swiftStyle: false) {
                    piece += escape
                } else {
                    piece.unicodeScalars.append(scalar)
                }
                if piece.utf8.count > 4096 {
                    append(piece)
                    piece = ""
                    if full { return }
                }
            }
            append(piece + "\"")
        }

        mutating func write(_ value: Value, type: SType?, depth: Int) {
            if full { return }
            if let style = swiftStyle {
                writeSwift(value, type: type, depth: depth, style: style)
                return
            }
            if depth > Printer.maxNesting {
                append("…")
                return
            }
            switch value {
            case .int(let i):
                if let zero = Printer.genericZero(i, type: type) { append(zero) } else { append(String(i)) }
            case .double(let d): append(d.description)
            case .fixed(let x): append(x.description)
            case .float(let x): append(x.description)
            case .bool(let b): append(b ? "true" : "false")
            case .string(let s): if Printer.isMetatype(type) { append(s) } else { quote(s) }
            case .void: append("()")
            case .array(let xs) where Printer.isKeyValuePairs(type):
                writeEntries(xs.lazy.compactMap(Printer.keyValue), isEmpty: xs.isEmpty, type, owner: "KeyValuePairs",
                             depth: depth)
            case .array(let xs):
                writeElements(xs, type.flatMap { Printer.typeArgument($0, "Array", 0) }, depth: depth)
            case .slice(let s):
                writeElements(s.elements, type.flatMap { Printer.typeArgument($0, "ArraySlice", 0) }, depth: depth)
            case .dictionary(let d):
                writeEntries(d.lazy.map { ($0.key, $0.value) }, isEmpty: d.isEmpty, type, owner: "Dictionary", depth: depth)
            case .set(let xs):
                writeElements(xs, type.flatMap { Printer.typeArgument($0, "Set", 0) }, depth: depth)
            case .tuple(let xs):
                var labels: [(label: String?, type: SType)]? = nil
                if case .tuple(let elements)? = type, elements.count == xs.count { labels = elements }
                append("(")
                for (i, x) in xs.enumerated() {
                    if i > 0 { append(", ") }
                    if let label = labels?[i].label { append(label + ": ") }
                    write(x, type: labels?[i].type, depth: depth + 1)
                }
                append(")")
            case .structValue(let s):
                if let special = DynamicsRuntime.literal(s, type: type) ?? ModValues.literal(s, type: type) {
                    append(special)
                    return
                }
                append(s.type.name + "(")
                for (i, x) in s.fields.enumerated() {
                    if i > 0 { append(", ") }
                    if i < s.type.fieldNames.count, writeLazy(s.type.fieldNames[i], x, separator: ": ", depth: depth) {
                        if full { return }
                        continue
                    }
                    if i < s.type.fieldNames.count { append(s.type.fieldNames[i] + ": ") }
                    write(x, type: nil, depth: depth + 1)
                    if full { return }
                }
                append(")")
            case .enumCase(let e):
                writeEnum(e, type: type, depth: depth)
            case .function(let f):
                append(f.display.description)
            case let .range(lower, upper, closed):
                append("\(lower)\(closed ? "..." : "..<")\(upper)")
            case let .interval(lower, upper, closed):
                write(lower, type: nil, depth: depth + 1)
                append(closed ? "..." : "..<")
                write(upper, type: nil, depth: depth + 1)
            case .box(let b):
                write(b.value, type: type, depth: depth + 1)
            case .object(let o):
                writeObject(o, depth: depth)
            case .keyPath(let k):
                append(k.display)
            case .existential(let x):
                write(x.value, type: x.type, depth: depth + 1)
            }
        }

        /// A `lazy var`'s storage, shown under the property's name: its value once computed,
        /// `<lazy, not computed>` before. False for any other field.
        private mutating func writeLazy(_ field: String, _ x: Value, separator: String, depth: Int) -> Bool {
            guard field.hasPrefix(Printer.lazyStoragePrefix) else { return false }
            append(String(field.dropFirst(Printer.lazyStoragePrefix.count)) + separator)
            if case .enumCase(let e) = x.unboxed, e.type === EnumType.optional, e.caseIndex == 1, let payload = e.payload.first {
                write(payload, type: nil, depth: depth + 1)
            } else {
                append("<lazy, not computed>")
            }
            return true
        }

        /// `["a": 1, "b": 2]`: a dictionary's or a `KeyValuePairs`' entries, in order, with the
        /// key and value types of `owner` (`Dictionary`, `KeyValuePairs`) written in `type`; as
        /// literals on a result line, or `reflecting` as Swift's `print` shows them.
        mutating func writeEntries<S: Sequence<(Value, Value)>>(_ entries: S, isEmpty: Bool, _ type: SType?,
                                                                owner: String, depth: Int, reflecting: Bool = false) {
            if isEmpty {
                append("[:]")
                return
            }
            let keyType = type.flatMap { Printer.typeArgument($0, owner, 0) }
            let valueType = type.flatMap { Printer.typeArgument($0, owner, 1) }
            append("[")
            for (i, (k, v)) in entries.enumerated() {
                if i > 0 { append(", ") }
                if reflecting { reflect(k, type: keyType, depth: depth) } else { write(k, type: keyType, depth: depth + 1) }
                append(": ")
                if reflecting { reflect(v, type: valueType, depth: depth) } else { write(v, type: valueType, depth: depth + 1) }
                if full { return }
            }
            append("]")
        }

        /// `[1, 2, 3]`: an array's or a set's elements, in order.
        private mutating func writeElements<C: Collection<Value>>(_ xs: C, _ element: SType?, depth: Int) {
            append("[")
            for (i, x) in xs.enumerated() {
                if i > 0 { append(", ") }
                write(x, type: element, depth: depth + 1)
                if full { return }
            }
            append("]")
        }

        /// `Dog { name = "Rex", age = 3 }` (the Swift REPL's form, on one line).
        private mutating func writeObject(_ o: Instance, depth: Int) {
            let id = ObjectIdentifier(o)
            // The prelude's `Task` and `TaskGroup` keep only internal state (every field named
            // `_…`): shown as `Task { … }`, as nothing of it is the program's.
            let hidden = (o.type.name == "Task" || o.type.name == "TaskGroup")
                && o.type.fieldNames.first?.hasPrefix("_") == true
            if open.contains(id) || o.fields.isEmpty || hidden {
                append(o.type.name + (o.fields.isEmpty ? " {}" : " { … }"))
                return
            }
            open.insert(id)
            defer { open.remove(id) }
            append(o.type.name + " { ")
            for (i, x) in o.fields.enumerated() {
                if i > 0 { append(", ") }
                if i < o.type.fieldNames.count, writeLazy(o.type.fieldNames[i], x, separator: " = ", depth: depth) {
                    if full { return }
                    continue
                }
                if i < o.type.fieldNames.count { append(o.type.fieldNames[i] + " = ") }
                if let unowned = o.type.weakFields[i] {
                    // A `weak` or `unowned` property shows the instance it reads as.
                    write((try? WeakReference.read(x, unowned: unowned)) ?? .none, type: nil, depth: depth + 1)
                } else {
                    write(x, type: nil, depth: depth + 1)
                }
                if full { return }
            }
            append(" }")
        }

        private mutating func writeEnum(_ e: EnumValue, type: SType?, depth: Int) {
            if e.type === EnumType.optional {
                if e.caseIndex == 1, case .enumCase(let inner) = e.payload.first?.unboxed, inner.type === EnumType.optional,
                   inner.caseIndex != 1 {
                    // An `Int??` holding an optional that is `nil`: not `nil` itself.
                    append(".some(nil)")
                } else if e.caseIndex == 1, let payload = e.payload.first {
                    write(payload, type: type.flatMap { Printer.typeArgument($0, "Optional", 0) }, depth: depth + 1)
                } else {
                    append("nil")
                }
                return
            }
            guard e.caseIndex >= 0, e.caseIndex < e.type.cases.count else {
                append(".?")
                return
            }
            let c = e.type.cases[e.caseIndex]
            append("." + c.name)
            guard c.labels != nil || !e.payload.isEmpty else { return }
            append("(")
            for (i, x) in e.payload.enumerated() {
                if i > 0 { append(", ") }
                if let labels = c.labels, i < labels.count, let label = labels[i] { append(label + ": ") }
                write(x, type: nil, depth: depth + 1)
                if full { return }
            }
            append(")")
        }
    }

    /// Whether a static type is `KeyValuePairs`, whose values are arrays of pairs printed as
    /// a dictionary literal.
    static func isKeyValuePairs(_ type: SType?) -> Bool {
        if case .nominal("KeyValuePairs", _)? = type { return true }
        return false
    }

    /// The key and value of one `KeyValuePairs` entry (a pair).
    static func keyValue(_ x: Value) -> (Value, Value)? {
        guard case .tuple(let kv) = x, kv.count == 2 else { return nil }
        return (kv[0], kv[1])
    }

    /// The `index`th argument of a `name<…>` type, looking through nothing else.
    static func typeArgument(_ type: SType, _ name: String, _ index: Int) -> SType? {
        if case let .nominal(n, args) = type, n == name, index < args.count { return args[index] }
        return nil
    }
}
