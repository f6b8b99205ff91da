/// Result builders: `@HTML func page() -> String { … }`, `@HTML var body: String { … }`, and a
/// closure written for a parameter `@HTML content: () -> String`. The body is rewritten once,
/// before it is checked, into calls of the builder's static methods (see `ResultBuilderRewrite`),
/// and is then checked and run as ordinary code.
extension Checker {
    /// Rewrites the body of a function or getter marked with a result builder (once).
    func applyResultBuilder(to f: FuncDecl) {
        for p in f.clauses.joined() {
            guard let use = p.resultBuilder else { continue }
            if builderMethods(use) == nil {
                p.resultBuilder = nil
            } else if let t = p.type, case .function = t.kind {
            } else {
                error("result builder attribute `\(use.typeName)` can only be applied to a parameter of function type",
                      at: use.range)
                p.resultBuilder = nil
            }
        }
        guard let use = f.resultBuilder, !f.resultBuilderApplied else { return }
        f.resultBuilderApplied = true
        if let body = builtBody(f.body, use, range: f.range) { f.body = body }
    }

    /// `var body: String { … }` in a type conforming to a protocol that requires `@HTML var body`:
    /// the getter takes the requirement's builder, as in Swift, when it names none itself.
    func inferResultBuilders(_ properties: [VarDecl], of info: NominalInfo) {
        guard !info.conformances.isEmpty else { return }
        for p in properties {
            guard let name = p.simpleName, let getter = p.accessors?.getter, p.accessors?.isComputed == true,
                  getter.resultBuilder == nil, !getter.resultBuilderApplied else { continue }
            for proto in info.conformances.sorted() {
                guard let requirement = nominal(named: proto)?.protocolDecl?.properties.first(where: { $0.name == name }),
                      let use = requirement.resultBuilder else { continue }
                getter.resultBuilder = use
                break
            }
        }
    }

    /// Rewrites the bodies of closures written for parameters marked with a result builder, when
    /// every candidate callee marks the parameter with the same builder.
    func applyResultBuilders(_ viable: [(instance: CalleeInstance, mapping: [Int?])], _ arguments: [Argument]) {
        guard let first = viable.first else { return }
        for (p, a) in first.mapping.enumerated() {
            guard let a, a < arguments.count, case let .closure(c) = arguments[a].value.kind, !c.builderApplied else { continue }
            var use: PropertyWrapperUse?
            let agreed = viable.allSatisfy { candidate in
                guard let d = candidate.instance.chosen as? FuncDecl, let clause = d.clauses.first, p < clause.count,
                      p < candidate.mapping.count, candidate.mapping[p] == a,
                      let builder = clause[p].resultBuilder else { return false }
                if let use, use.typeName != builder.typeName { return false }
                use = builder
                return true
            }
            guard agreed, let use else { continue }
            c.builderApplied = true
            if let body = builtBody(c.body, use, range: arguments[a].value.range) { c.body = body }
        }
    }

    /// The body rewritten by the builder `use` names; nil (after an error, or for a body with its
    /// own `return`, which Swift leaves as written) to keep it.
    private func builtBody(_ body: [Stmt], _ use: PropertyWrapperUse, range: SourceRange) -> [Stmt]? {
        guard let methods = builderMethods(use) else { return nil }
        if ResultBuilderRewrite.hasReturn(body) { return nil }
        var rewrite = ResultBuilderRewrite(builder: use.typeName, methods: methods, prefix: "_built\(range.start)_")
        let rewritten = rewrite.body(body, range: range)
        for p in rewrite.problems { error(p.message, at: p.range, helps: p.helps) }
        return rewritten
    }

    /// What the builder `use` names offers; nil, after an error, when it is not a builder.
    private func builderMethods(_ use: PropertyWrapperUse) -> ResultBuilderRewrite.Methods? {
        guard let info = nominal(named: use.typeName) else {
            error("unknown attribute `@\(use.typeName)`", at: use.range,
                  helps: ["a result builder is a type marked `@resultBuilder` with a static `buildBlock` method"])
            return nil
        }
        func statics(_ name: String) -> [FuncDecl] { (info.methods[name] ?? []).map(\.decl).filter(\.isStatic) }
        func labelled(_ name: String, _ labels: [String?]) -> Bool {
            statics(name).contains { ($0.clauses.first ?? []).map(\.label) == labels }
        }
        var methods = ResultBuilderRewrite.Methods()
        methods.partialBlock = labelled("buildPartialBlock", ["first"]) && labelled("buildPartialBlock", ["accumulated", "next"])
        guard !statics("buildBlock").isEmpty || methods.partialBlock else {
            let isWrapper = info.fields.contains { $0.name == "wrappedValue" } || info.computed["wrappedValue"] != nil
            error("`\(use.typeName)` cannot be used as an attribute here", at: use.range,
                  helps: [isWrapper ? "a property wrapper applies to a stored property: `@\(use.typeName) var name: Type`"
                                    : "a result builder is a type marked `@resultBuilder` with a static `buildBlock` method"])
            return nil
        }
        methods.expression = !statics("buildExpression").isEmpty
        methods.finalResult = !statics("buildFinalResult").isEmpty
        methods.optional = !statics("buildOptional").isEmpty
        methods.either = labelled("buildEither", ["first"]) && labelled("buildEither", ["second"])
        methods.array = !statics("buildArray").isEmpty
        return methods
    }
}
