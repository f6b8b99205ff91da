/// Swift's `dump(x)`: the value, then each of its parts on a line of its own, indented by
/// depth, as the standard library's `Mirror` sees them. A line starts with `▿` when parts
/// follow and `-` when none do; an instance is numbered (`main.Node #0`) and, met again
/// (a cycle, or two references to one object), shown by its number alone.
///
/// ```
/// ▿ main.Line
///   ▿ a: main.Point
///     - x: 1
///     - y: 2
///   - tag: nil
/// ```
extension Printer {
    /// The lines `dump(value, name: name)` writes, each ending in a newline.
    static func dump(_ value: Value, type: SType?, name: String?) -> String {
        var dumper = Dumper()
        dumper.visit(value, type: type, label: name, indent: 0)
        return dumper.text
    }
}

/// One `dump`: its text so far, and the numbers given to the instances met.
private struct Dumper {
    var text = ""
    var numbers: [ObjectIdentifier: Int] = [:]

    /// A part of a value: its label in the parent, its static type when known.
    typealias Child = (label: String?, value: Value, type: SType?)

    mutating func visit(_ value: Value, type: SType?, label: String?, indent: Int) {
        if indent > 2 * Printer.maxNesting { return }
        var summary = ""
        var children: [Child] = []
        switch value {
        case .box(let b):
            visit(b.value, type: type, label: label, indent: indent)
            return
        case .existential(let x):
            visit(x.value, type: x.type, label: label, indent: indent)
            return
        case .string(let s):
            summary = Printer.isMetatype(type) ? s : Printer.swiftQuoted(s)
        case .array(let xs):
            summary = count(xs.count, "element")
            children = xs.map { (nil, $0, type.flatMap { Printer.typeArgument($0, "Array", 0) }) }
        case .slice(let s):
            summary = count(s.elements.count, "element")
            children = s.elements.map { (nil, $0, type.flatMap { Printer.typeArgument($0, "ArraySlice", 0) }) }
        case .set(let xs):
            summary = count(xs.count, "member")
            children = xs.map { (nil, $0, type.flatMap { Printer.typeArgument($0, "Set", 0) }) }
        case .dictionary(let d):
            summary = count(d.count, "key/value pair")
            let keyType = type.flatMap { Printer.typeArgument($0, "Dictionary", 0) }
            let valueType = type.flatMap { Printer.typeArgument($0, "Dictionary", 1) }
            let pairType: SType? = keyType.flatMap { k in valueType.map { .tuple([(label: "key", type: k), (label: "value", type: $0)]) } }
            children = d.map { (nil, .tuple([$0.key, $0.value]), pairType ?? .tuple([(label: "key", type: .nominal("Any", [])),
                                                                                     (label: "value", type: .nominal("Any", []))])) }
        case .tuple(let xs):
            summary = "(\(xs.count) element\(xs.count == 1 ? "" : "s"))"
            var elements: [(label: String?, type: SType)]? = nil
            if case .tuple(let es)? = type, es.count == xs.count { elements = es }
            children = xs.enumerated().map { i, x in (elements?[i].label ?? ".\(i)", x, elements.map { Printer.known($0[i].type) } ?? nil) }
        case .structValue(let s):
            summary = Printer.custom(value, describe: s.type.describe, debug: s.type.debugDescribe, true)
                ?? qualified(s.type.name)
            children = fields(s.type, s.fields, from: 0)
        case .object(let o):
            let id = ObjectIdentifier(o)
            let name = Printer.custom(value, describe: o.type.describe, debug: o.type.debugDescribe, true)
                ?? qualified(o.type.name)
            if let n = numbers[id] {
                line(indent, open: true, label, name + " #\(n)")
                return
            }
            numbers[id] = numbers.count
            line(indent, open: !o.fields.isEmpty || o.type.superclass != nil, label, name + " #\(numbers[id]!)")
            objectBody(o.type, o, indent: indent + 2)
            return
        case .enumCase(let e) where e.type === EnumType.optional:
            guard e.caseIndex == 1, let payload = e.payload.first else {
                summary = "nil"
                break
            }
            let wrapped = type.flatMap { Printer.typeArgument($0, "Optional", 0) }
            summary = "Optional(" + Printer.reflected(Builtins.unboxed(payload), type: wrapped) + ")"
            children = [("some", payload, wrapped)]
        case .enumCase(let e):
            guard e.caseIndex >= 0, e.caseIndex < e.type.cases.count else { summary = "?"; break }
            let c = e.type.cases[e.caseIndex]
            summary = Printer.custom(value, describe: e.type.describe, debug: e.type.debugDescribe, true)
                ?? qualified(e.type.name) + "." + c.name
            let labels = c.labels ?? []
            if e.payload.count == 1 {
                children = [(c.name, e.payload[0], nil)]
            } else if !e.payload.isEmpty {
                let parts: [(label: String?, type: SType)] = e.payload.indices.map {
                    (label: $0 < labels.count ? labels[$0] : nil, type: .nominal("Any", []))
                }
                children = [(c.name, .tuple(e.payload), .tuple(parts))]
            }
        case let .range(lower, upper, closed):
            summary = (closed ? "ClosedRange(" : "Range(") + "\(lower)\(closed ? "..." : "..<")\(upper))"
            children = [("lowerBound", .int(lower), .int), ("upperBound", .int(upper), .int)]
        case let .interval(lower, upper, closed):
            summary = Printer.reflected(value, type: type)
            _ = closed
            children = [("lowerBound", lower, nil), ("upperBound", upper, nil)]
        case .function:
            summary = "(Function)"
        default:
            summary = Printer.described(value, type: type)
        }
        line(indent, open: !children.isEmpty, label, summary)
        for child in children {
            visit(Builtins.unboxed(child.value), type: child.type, label: child.label, indent: indent + 2)
        }
    }

    private mutating func line(_ indent: Int, open: Bool, _ label: String?, _ summary: String) {
        text += String(repeating: " ", count: indent) + (open ? "▿ " : "- ") + (label.map { $0 + ": " } ?? "") + summary + "\n"
    }

    private func count(_ n: Int, _ noun: String) -> String {
        "\(n) \(noun)\(n == 1 ? "" : "s")"
    }

    /// A struct's (or one class level's) stored properties from field index `start`, a lazy
    /// property's storage under the name Swift's mirror gives it.
    private func fields(_ type: StructType, _ values: [Value], from start: Int) -> [Child] {
        let types = type.fieldTypes
        return (start..<min(values.count, type.fieldNames.count)).map { i in
            var value = values[i]
            if let unowned = type.weakFields[i] { value = (try? WeakReference.read(value, unowned: unowned)) ?? .none }
            return (type.fieldNames[i], value, i < types.count ? types[i].flatMap(Printer.known) : nil)
        }
    }

    /// An instance's stored properties for one class level: its superclass's as one `super`
    /// part, then the class's own.
    private mutating func objectBody(_ type: StructType, _ o: Instance, indent: Int) {
        var start = 0
        if let parent = type.superclass {
            line(indent, open: !parent.fieldNames.isEmpty || parent.superclass != nil, "super", qualified(parent.name))
            objectBody(parent, o, indent: indent + 2)
            start = parent.fieldNames.count
        }
        for child in fields(type, o.fields, from: start) {
            visit(Builtins.unboxed(child.value), type: child.type, label: child.label, indent: indent)
        }
    }

    /// `main.Point`, `Swift.Int`: a type's name with its module, as reflection shows it.
    private func qualified(_ name: String) -> String {
        let shown = SType.displayName(name)
        return Printer.moduleOf(shown) + "." + shown
    }
}
