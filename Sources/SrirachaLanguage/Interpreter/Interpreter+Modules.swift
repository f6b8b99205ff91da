/// What a bundled module declares, with types: the registry `:browse MODULE` shows.
extension Interpreter {
    /// One top-level declaration of a module.
    public struct ModuleDeclaration: Equatable, Sendable {
        public enum Kind: Equatable, Sendable { case structure, enumeration, typeAlias, function, value }
        public var kind: Kind
        public var name: String
        /// The declaration as Swift would show it: `struct Label`, `enum TextAlignment`,
        /// `typealias UILabel = Label`, `func lines(_ n: Int) -> Int`, `let today: Date`.
        public var summary: String
        /// A type's members in Swift's words, fields and cases in declaration order:
        /// `var text: String`, `case center`, `static let black: Color`,
        /// `static func systemFont(ofSize size: Double, weight: FontWeight) -> Font`.
        public var members: [String]
    }

    /// The names of the modules `import` can load, sorted.
    public static var moduleNames: [String] { BundledModules.sources.keys.sorted() }

    /// Every top-level declaration of the bundled module `name`, in source order, with its type;
    /// nil when there is no such module. Independent of the session: the module is checked in a
    /// fresh interpreter, so a user's own `Label` never hides the module's.
    public func moduleContents(_ name: String) -> [ModuleDeclaration]? {
        guard let source = BundledModules.sources[name] else { return nil }
        let scratch = Interpreter()
        var failed = false
        _ = scratch.runImport(ImportDecl(target: .module(name), targetRange: .none),
                              in: SourceFile(name: "<browse>", text: "")) { event in
            if case .failed = event { failed = true }
        }
        if failed { return nil }
        let env = scratch.checker.environment
        let solver = Solver()
        func show(_ t: Ty) -> String { solver.exportScheme(Scheme(t)).type.description }
        var out: [ModuleDeclaration] = []
        for stmt in Parser.parse(SourceFile(name: name, text: source)).statements {
            switch stmt.kind {
            case .structDecl(let d):
                guard case .nominal(let info)? = env.types[d.name] else { continue }
                out.append(ModuleDeclaration(kind: .structure, name: d.name, summary: "struct " + generic(d.name, info.generics),
                                             members: members(of: info, show)))
            case .enumDecl(let d):
                guard case .nominal(let info)? = env.types[d.name] else { continue }
                out.append(ModuleDeclaration(kind: .enumeration, name: d.name, summary: "enum " + generic(d.name, info.generics),
                                             members: members(of: info, show)))
            case .typeAlias(let d):
                guard case let .alias(generics, target)? = env.types[d.name] else { continue }
                out.append(ModuleDeclaration(kind: .typeAlias, name: d.name,
                                             summary: "typealias \(generic(d.name, generics)) = \(show(target))", members: []))
            case .function(let d):
                guard case .functions(let entries)? = env.values[d.name],
                      let entry = entries.first(where: { $0.decl === d }) else { continue }
                out.append(ModuleDeclaration(kind: .function, name: d.name,
                                             summary: signature(d, entry.scheme, prefix: "func", show), members: []))
            case .variable(let d):
                guard let n = d.simpleName, case let .variable(scheme, isVar)? = env.values[n] else { continue }
                out.append(ModuleDeclaration(kind: .value, name: n, summary: "\(isVar ? "var" : "let") \(n): \(show(scheme.type))",
                                             members: []))
            default:
                continue
            }
        }
        return out
    }

    private func generic(_ name: String, _ generics: [String]) -> String {
        generics.isEmpty ? name : "\(name)<\(generics.joined(separator: ", "))>"
    }

    private func members(of info: NominalInfo, _ show: (Ty) -> String) -> [String] {
        var lines: [String] = []
        for f in info.fields { lines.append("\(f.isVar ? "var" : "let") \(f.name): \(show(f.type))") }
        for c in info.cases {
            guard let payload = c.payload else {
                lines.append("case \(c.name)")
                continue
            }
            let inner = payload.map { ($0.label.map { "\($0): " } ?? "") + show($0.type) }.joined(separator: ", ")
            lines.append("case \(c.name)(\(inner))")
        }
        for name in info.computed.keys.sorted() {
            guard let p = info.computed[name] else { continue }
            let access = p.accessors.setter == nil ? "{ get }" : "{ get set }"
            lines.append("\(p.decl.isStatic ? "static " : "")var \(name): \(show(p.type)) \(access)")
        }
        // Static properties and methods in the order they were written, where that is known.
        let declaredStatics = (info.structDecl?.staticProperties ?? info.enumDecl?.staticProperties ?? []).compactMap(\.simpleName)
        let statics = declaredStatics.filter { info.staticProperties[$0] != nil }
            + info.staticProperties.keys.filter { !declaredStatics.contains($0) }.sorted()
        for name in statics {
            guard let p = info.staticProperties[name] else { continue }
            lines.append("static \(p.decl.isVar ? "var" : "let") \(name): \(show(p.type))")
        }
        let declaredMethods = info.structDecl?.methods ?? info.enumDecl?.methods ?? []
        var methods: [FuncEntry] = []
        for d in declaredMethods {
            if let e = info.methods[d.name]?.first(where: { $0.decl === d }) { methods.append(e) }
        }
        for name in info.methods.keys.sorted() {
            for e in info.methods[name] ?? [] where !methods.contains(where: { $0.decl === e.decl }) { methods.append(e) }
        }
        for m in methods {
            let prefix = m.decl.name == "init" ? "" : (m.decl.isStatic ? "static func" : m.decl.isMutating ? "mutating func" : "func")
            lines.append(signature(m.decl, m.scheme, prefix: prefix, show))
        }
        return lines
    }

    /// `func name(label inner: Type, _ x: Type) -> Result`, from the declaration's first clause.
    private func signature(_ d: FuncDecl, _ scheme: Scheme, prefix: String, _ show: (Ty) -> String) -> String {
        var params: [Ty] = []
        var result = scheme.type
        if case let .fn(ps, r, _) = scheme.type {
            params = ps
            result = r
        }
        let clause = d.clauses.first ?? []
        let parts = clause.enumerated().map { i, p -> String in
            let label = p.label ?? "_"
            let head = label == p.name ? label : "\(label) \(p.name)"
            return "\(head): " + (i < params.count ? show(params[i]) : "_")
        }
        let generics = d.genericParameters.isEmpty ? "" : "<\(d.genericParameters.joined(separator: ", "))>"
        let head = prefix.isEmpty ? d.name : "\(prefix) \(d.name)"
        var text = "\(head)\(generics)(\(parts.joined(separator: ", ")))"
        if case .tuple(let es) = result, es.isEmpty { return text }
        text += " -> " + show(result)
        return text
    }
}
