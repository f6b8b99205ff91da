/// A checked type, as the checker hands it to the rest of the system.
///
/// Inference works on its own representation; what is stored on nodes and printed is this.
/// `.parameter` is a generic parameter (`A`, `T`), never an unsolved inference variable.
/// An `inout T` parameter is `.nominal("inout", [T])` and prints as `inout T`; at run time its
/// argument is passed as a `Value.box` that the callee reads and writes.
public indirect enum SType: Hashable, Sendable {
    /// A nominal type with its arguments: `Int`, `String`, `Label`, `Array<Int>`,
    /// `Optional<Int>`, `Dictionary<String, Int>`, `Result<Int, String>`, `Mod<Label>`.
    case nominal(String, [SType])
    /// A generic parameter or a generalised variable, printed by name.
    case parameter(String)
    /// `(A, B) -> C`, or `(A) throws -> C`. Whether it throws is shown, and is no part of
    /// equality: a closure may always throw.
    case function([SType], SType, throwing: Bool = false)
    /// `(Int, String)`, `(x: Int, y: Int)`; the empty tuple is `Void`.
    case tuple([(label: String?, type: SType)])

    public static let int = SType.nominal("Int", [])
    public static let double = SType.nominal("Double", [])
    public static let bool = SType.nominal("Bool", [])
    public static let string = SType.nominal("String", [])
    public static let void = SType.tuple([])
    public static func array(_ t: SType) -> SType { .nominal("Array", [t]) }
    public static func optional(_ t: SType) -> SType { .nominal("Optional", [t]) }
    public static func dictionary(_ k: SType, _ v: SType) -> SType { .nominal("Dictionary", [k, v]) }

    public static func == (a: SType, b: SType) -> Bool {
        switch (a, b) {
        case let (.nominal(n1, a1), .nominal(n2, a2)): return n1 == n2 && a1 == a2
        case let (.parameter(x), .parameter(y)): return x == y
        case let (.function(p1, r1, _), .function(p2, r2, _)): return p1 == p2 && r1 == r2
        case let (.tuple(e1), .tuple(e2)):
            return e1.count == e2.count && zip(e1, e2).allSatisfy { $0.label == $1.label && $0.type == $1.type }
        default: return false
        }
    }

    public func hash(into h: inout Hasher) {
        switch self {
        case let .nominal(n, args): h.combine(0); h.combine(n); h.combine(args)
        case let .parameter(n): h.combine(1); h.combine(n)
        case let .function(p, r, _): h.combine(2); h.combine(p); h.combine(r)
        case let .tuple(e): h.combine(3); for x in e { h.combine(x.label); h.combine(x.type) }
        }
    }

    /// How a type name is shown: a type declared again keeps its earlier declaration under a
    /// hidden name (`Row#1`), shown as the name it was declared with.
    public static func displayName(_ name: String) -> String {
        // Looked for by byte: every type shown passes here, and almost none has a `#`.
        guard name.utf8.contains(UInt8(ascii: "#")), let i = name.firstIndex(of: "#") else { return name }
        return String(name[..<i])
    }

    public var isVoid: Bool { if case .tuple(let e) = self { return e.isEmpty }; return false }
    public var isFunction: Bool { if case .function = self { return true }; return false }
}

extension SType: CustomStringConvertible {
    /// Swift notation: `[Int]`, `Int?`, `[String: Int]`, `(Int) -> (Int) -> Int`, `Void`,
    /// `((Int) -> Int)?`.
    public var description: String {
        var out = ""
        write(to: &out)
        return out
    }

    /// Appends `description` to `out`, without a string for each part (every result line
    /// shows a type).
    public func write(to out: inout String) {
        switch self {
        case let .nominal(n, args) where n == "Array" && args.count == 1:
            out += "["
            args[0].write(to: &out)
            out += "]"
        case let .nominal(n, args) where n == "Dictionary" && args.count == 2:
            out += "["
            args[0].write(to: &out)
            out += ": "
            args[1].write(to: &out)
            out += "]"
        case let .nominal(n, args) where n == "Optional" && args.count == 1:
            var parenthesized = false
            if case .function = args[0] { parenthesized = true }
            if case let .nominal(inner, _) = args[0], inner.contains(" & ") { parenthesized = true }
            if parenthesized { out += "(" }
            args[0].write(to: &out)
            out += parenthesized ? ")?" : "?"
        case let .nominal(n, args) where n == "Dictionary.Index" && args.count == 2:
            // Swift's name for it: `Dictionary<String, Int>.Index`.
            out += "Dictionary<"
            SType.write(args, to: &out)
            out += ">.Index"
        case let .nominal(n, args) where n == "inout" && args.count == 1:
            out += "inout "
            args[0].write(to: &out)
        case let .nominal(n, args) where n == "Any.Type" && args.count == 1:
            args[0].write(to: &out)
            out += ".Type"
        case let .nominal(n, args):
            out += SType.displayName(n)
            guard !args.isEmpty else { return }
            out += "<"
            SType.write(args, to: &out)
            out += ">"
        case let .parameter(n):
            out += n
        case let .function(params, result, throwing):
            // A single tuple parameter needs its own parentheses: ((Int, Int)) -> Int.
            out += "("
            SType.write(params, to: &out)
            out += throwing ? ") throws -> " : ") -> "
            result.write(to: &out)
        case let .tuple(elements):
            if elements.isEmpty {
                out += "Void"
                return
            }
            out += "("
            for (i, element) in elements.enumerated() {
                if i > 0 { out += ", " }
                if let label = element.label {
                    out += label
                    out += ": "
                }
                element.type.write(to: &out)
            }
            out += ")"
        }
    }

    /// Types separated by `, `.
    static func write(_ types: [SType], to out: inout String) {
        for (i, type) in types.enumerated() {
            if i > 0 { out += ", " }
            type.write(to: &out)
        }
    }
}

/// A possibly generic type: `<A, B, C>((A, B) -> C) -> (A) -> (B) -> C`.
public struct TypeScheme: Hashable, Sendable, CustomStringConvertible {
    /// Generic parameter names, in order of first appearance.
    public var parameters: [String]
    public var type: SType
    /// The protocols each parameter must conform to (`T: Comparable`), as declared.
    public var requirements: [String: [String]] = [:]
    /// A function declared `throws` (or `rethrows`): shown `() throws -> Int`, as Swift does.
    public var throwing = false
    /// A function declared `async`: shown `() async -> Int`, as Swift does.
    public var isAsync = false
    /// Which parameters of a declared function are variadic (`_ xs: Int...`): shown `Int...`,
    /// as Swift does, though inside the function each is the array it receives.
    public var variadic: [Bool] = []
    public init(parameters: [String] = [], type: SType) {
        self.parameters = parameters
        self.type = type
    }
    public var description: String {
        var type = type.description
        if variadic.contains(true), case let .function(ps, result, throwing) = self.type {
            let throwing = throwing || self.throwing
            let shown = ps.enumerated().map { i, p -> String in
                if i < variadic.count, variadic[i], case let .nominal("Array", args) = p, args.count == 1 { return "\(args[0])..." }
                return p.description
            }
            type = "(" + shown.joined(separator: ", ") + ")" + (throwing ? " throws" : "") + " -> \(result)"
        } else if throwing, case let .function(ps, result, _) = self.type {
            type = SType.function(ps, result, throwing: true).description
        }
        if isAsync, type.first == "(" {
            // After the parentheses of the parameters: `(Int) async throws -> Int`.
            var depth = 0
            for i in type.indices {
                if type[i] == "(" { depth += 1 }
                if type[i] == ")" { depth -= 1 }
                if depth == 0 {
                    type.insert(contentsOf: " async", at: type.index(after: i))
                    break
                }
            }
        }
        // `some Shape` parameters show only where they are used: `(some Shape) -> Double`.
        let named = parameters.filter { !$0.hasPrefix("some ") }
        if named.isEmpty { return type }
        let shown = named.map { p in
            requirements[p].map { "\(p): \($0.joined(separator: " & "))" } ?? p
        }
        return "<\(shown.joined(separator: ", "))>\(type)"
    }

    /// Appends `description` to `out`: every result line shows a scheme, and most are a plain
    /// type (`Int`), written without a string of its own.
    public func write(to out: inout String) {
        guard parameters.isEmpty, !throwing, !isAsync, !variadic.contains(true) else {
            out += description
            return
        }
        type.write(to: &out)
    }
}
