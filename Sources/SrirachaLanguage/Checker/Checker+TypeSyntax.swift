/// Types as written (`[Int]`, `Pair<A, B>`, `(Int) -> Int`, typealiases) to inference types.
extension Checker {
    func resolveType(_ s: TypeSyntax) -> Ty {
        if s.isOpaque { return opaqueType(s) }
        switch s.kind {
        case let .named(name, args):
            // A variable of a result builder's rewritten body, typed by what it is given.
            if name == ResultBuilderRewrite.inferredTypeName { return fresh() }
            if name == "Dictionary.Index", args.isEmpty, case .builtin? = lookupWrittenType(name) {
                // `Dictionary<String, Int>.Index`, or `Dictionary.Index` with its types inferred, as in Swift.
                let outer = s.outerArguments.map(resolveType)
                return .con(name, outer.count == 2 ? outer : [fresh(), fresh()])
            }
            if args.isEmpty, let member = builtinCollectionMember(name, s.outerArguments) { return member }
            if !s.outerArguments.isEmpty || nestedInGeneric(name) != nil {
                return resolveNestedGeneric(name, args, outer: s.outerArguments, at: s.range)
                    ?? resolveNamed(name, args, at: s.range)
            }
            return resolveNamed(name, args, at: s.range)
        case let .array(t): return .array(resolveType(t))
        case let .dictionary(k, v):
            let key = resolveType(k)
            requireHashableKey(key, at: k.range)
            return .dictionary(key, resolveType(v))
        case let .optional(t): return .optional(resolveType(t))
        case let .tuple(es):
            if es.count == 1, es[0].label == nil { return resolveType(es[0].type) }
            return .tuple(es.map { ($0.label, resolveType($0.type)) })
        case let .function(ps, r): return .fn(ps.map(resolveType), resolveType(r), throwing: s.isThrowing)
        case let .inoutType(t): return .inout_(resolveType(t))
        case let .composition(ts): return resolveComposition(ts, at: s.range)
        }
    }

    /// `Array<Int>.Index`, `[Int].Element`, `[String: Int].Value`: the types named by the
    /// built-in collections' members, with the collection's arguments written out (a user type of
    /// the same name, `struct Array`, is not the built-in one).
    private func builtinCollectionMember(_ name: String, _ outer: [TypeSyntax]) -> Ty? {
        guard !outer.isEmpty, let dot = name.firstIndex(of: "."),
              case .builtin? = lookupWrittenType(String(name[..<dot])) else { return nil }
        let types = outer.map(resolveType)
        switch (name, types.count) {
        case ("Array.Index", 1), ("ArraySlice.Index", 1): return .int
        case ("Array.Element", 1), ("ArraySlice.Element", 1), ("Set.Element", 1): return types[0]
        case ("Dictionary.Key", 2): return types[0]
        case ("Dictionary.Value", 2): return types[1]
        case ("Dictionary.Keys", 2): return .array(types[0])
        case ("Dictionary.Values", 2): return .array(types[1])
        case ("Dictionary.Element", 2): return .tuple([("key", types[0]), ("value", types[1])])
        default: return nil
        }
    }

    /// `Base.Index` where `Base` is a typealias of a built-in collection, as a type's collection
    /// generic parameter is (see `Parser.viewCollectionGenerics`): the collection's `Index`,
    /// `Element`, `SubSequence`, `Indices` or `Iterator`.
    private func aliasedCollectionMember(_ name: String, at range: SourceRange) -> Ty? {
        guard name.utf8.contains(UInt8(ascii: ".")), let dot = name.lastIndex(of: ".") else { return nil }
        let head = String(name[..<dot]), member = String(name[name.index(after: dot)...])
        guard case .alias? = lookupWrittenType(head) else { return nil }
        switch (resolve(resolveNamed(head, [], at: range)), member) {
        case (.con("Array", let e), "Element"), (.con("ArraySlice", let e), "Element"): return e.first
        case (.con("Array", _), "Index"), (.con("ArraySlice", _), "Index"): return .int
        case (.con("Array", _), "Indices"), (.con("ArraySlice", _), "Indices"): return .con("Range", [.int])
        case (.con("Array", let e), "SubSequence"), (.con("ArraySlice", let e), "SubSequence"): return .con("ArraySlice", e)
        case (.con("Array", let e), "Iterator"), (.con("ArraySlice", let e), "Iterator"): return .con("AnyIterator", e)
        default: return nil
        }
    }

    func resolveNamed(_ name: String, _ args: [TypeSyntax], at range: SourceRange) -> Ty {
        // `Swift.Error`, `Swift.Int`: the standard library's names are Sriracha's.
        if name.hasPrefix("Swift."), name.count > 6 {
            // The standard library's own name, never a nested type of the same short name.
            let saved = typeContext
            typeContext = []
            defer { typeContext = saved }
            return resolveNamed(String(name.dropFirst(6)), args, at: range)
        }
        if args.isEmpty, genericNames.contains(where: { $0.contains(name) }) { return .param(name) }
        if args.isEmpty, let member = associatedMember(name) { return member }
        // `T.Iterator.Element`, the older spelling of `T.Element` (Swift makes them the same).
        if args.isEmpty, name.hasSuffix(".Iterator.Element") {
            let element = String(name.dropLast(".Iterator.Element".count)) + ".Element"
            // A sequence parameter's generic (`<T: Sequence>(_ s: T)`) is its element already.
            if genericNames.contains(where: { $0.contains(element) }) { return .param(element) }
            if let member = associatedMember(element) { return member }
        }
        if let t = metatypeName(name, at: range) { return t }
        // Swift's `typealias AnyClass = AnyObject.Type`.
        if name == "AnyClass", args.isEmpty, lookupWrittenType(name) == nil { return .con("Any.Type", []) }
        if name == "Self", args.isEmpty, let ctx = scopes.reversed().lazy.compactMap(\.selfContext).first {
            return ctx.selfType
        }
        // `static var zero: Self`: read among the type's members, where no method is being checked.
        if name == "Self", args.isEmpty, let owner = typeContext.last, let info = nominal(named: owner),
           !info.isProtocol, !info.isBuiltin {
            return .con(info.name, info.generics.map { .param($0) })
        }
        // A generic type's bare name among its own declarations (`case node(Tree, T, Tree)`,
        // a stored property `var next: Node?`) is the type itself, as in Swift.
        if args.isEmpty, let owner = typeContext.last, owner == name || owner.hasSuffix("." + name),
           let info = nominal(named: owner), !info.generics.isEmpty, !info.isProtocol, !info.isBuiltin,
           isNominal(lookupWrittenType(name), info),
           info.generics.allSatisfy({ p in genericNames.contains { $0.contains(p) } }) {
            return .con(info.name, info.generics.map { .param($0) })
        }
        // Inside a generic type or its extension, the bare name means the type itself: `Mod` is `Mod<T>`.
        // A nested type's bare name too: `Node` inside `List.Node<T>`.
        if args.isEmpty, let ctx = scopes.reversed().lazy.compactMap(\.selfContext).first, !ctx.info.generics.isEmpty,
           ctx.info.name == name || ctx.info.name.hasSuffix("." + name) && isNominal(lookupWrittenType(name), ctx.info) {
            return ctx.selfType
        }
        // Inside `extension String`, `Index` is `String.Index`; inside `extension Array`, `Int`.
        if args.isEmpty, name == "Index", let owner = typeContext.last, nominal(named: owner).map(\.isBuiltin) ?? true {
            switch owner {
            case "String": return .con("String.Index", [])
            case "Array": return .int
            default: break
            }
        }
        // `IndexingIterator<[Int]>`, what a collection's `makeIterator()` gives in Swift:
        // Sriracha's is an `AnyIterator` of the collection's elements.
        if name == "IndexingIterator", args.count == 1, lookupWrittenType(name) == nil,
           let element = sequenceElement(of: resolveType(args[0])) {
            return .con("AnyIterator", [element])
        }
        if args.isEmpty, let member = aliasedCollectionMember(name, at: range) { return member }
        let resolvedArgs = args.map(resolveType)
        guard let entry = lookupWrittenType(name) else {
            if reportUnsupportedName(name, at: range) { return fresh() }
            if let outer = genericOwner(declaring: name) {
                // `struct List<T> { class Node { let value: T } }`: Swift's nested types see the
                // parameters of the type around them; Sriracha's do not.
                error("cannot find type `\(name)` in scope", at: range,
                      helps: ["a type nested in `\(outer)` cannot use its generic parameter `\(name)` here; "
                              + "declare the nested type with its own: `<\(name)>`, or outside `\(outer)`"])
                return fresh()
            }
            let helps = Suggestions.closest(to: name, among: visibleTypeNames()).map { ["did you mean `\($0)`?"] } ?? []
            error("cannot find type `\(name)` in scope", at: range, helps: helps)
            return fresh()
        }
        switch entry {
        case .builtin where name == "Set" && args.isEmpty:
            // `let evens: Set = [2, 4]`: the element type comes from the value, as in Swift.
            return .con(name, [fresh()])
        case .builtin where name == "KeyValuePairs" && args.isEmpty:
            // `let k: KeyValuePairs = ["a": 1]`: the types come from the literal.
            return .con(name, [fresh(), fresh()])
        case .builtin where args.isEmpty && name == "Int":
            return .int  // the shared value: most written types are `Int`
        case let .builtin(arity):
            let checked = checkArity(name, arity, resolvedArgs, at: range)
            if name == "Dictionary" || name == "Set", let key = checked.first {
                requireHashableKey(key, at: args.first?.range ?? range, set: name == "Set")
            }
            return .con(name, checked)
        case let .nominal(info):
            if info.isProtocol, let first = info.associatedTypes.first {
                error("protocol `\(info.name)` can only be used as a generic requirement, because it has an associated type",
                      at: range, helps: ["take a generic parameter: `func f<T: \(info.name)>(_ x: T)`; "
                                         + "`T.\(first)` names its `\(first)`"])
            }
            // `Kind` written inside `Card` or `extension Card` is `Card.Kind`: the type's full name.
            let checked = checkArity(name, info.generics.count, resolvedArgs, at: range)
            if !info.genericConstraints.isEmpty, !info.isProtocol, args.count == checked.count {
                requireTypeArguments(info, checked, args.map(\.range))
            }
            // `Cycle<[Int]>` for `struct Cycle<Base: Collection>`: the parameter is `Base.Element`
            // (see `Parser.viewCollectionGenerics`), here `Int`.
            return .con(info.name, zip(info.generics, checked).map { g, a in
                guard g.hasSuffix(".Element"), !info.isProtocol else { return a }
                return sequenceElement(of: a) ?? a
            })
        case let .alias(generics, target):
            let actual = checkArity(name, generics.count, resolvedArgs, at: range)
            var map: [String: Ty] = [:]
            for (g, a) in zip(generics, actual) { map[g] = a }
            return target.substituting(map)
        }
    }

    /// `Ledger<Badge>` for `struct Ledger<T> where T: Comparable`: each argument must meet what
    /// the type requires of its parameter (checked when the statement's types are solved). A
    /// generic parameter as the argument takes the requirement by inference, as in Swift.
    private func requireTypeArguments(_ info: NominalInfo, _ args: [Ty], _ ranges: [SourceRange]) {
        for (i, g) in info.generics.enumerated() where i < args.count {
            var names: [String] = []
            solver.parameterNames(args[i], into: &names)
            guard names.isEmpty else { continue }
            for proto in info.genericConstraints[g] ?? [] {
                conformanceChecks.append(ConformanceCheck(
                    type: args[i], proto: proto, range: ranges[i],
                    reason: "`\(info.name)` requires `\(g)` to " + (requiredClass(proto) != nil ? "inherit from" : "conform to") + " `\(proto)`",
                    constraints: currentConstraints))
            }
        }
    }

    private func isNominal(_ entry: TypeEntry?, _ info: NominalInfo) -> Bool {
        if case .nominal(let found)? = entry { return found === info }
        return false
    }

    /// The type arguments, or fresh variables (after an error) when their number is wrong.
    private func checkArity(_ name: String, _ arity: Int, _ args: [Ty], at range: SourceRange) -> [Ty] {
        if args.count == arity { return args }
        // `Task<Int, Never>`, `ThrowingTaskGroup<Int, Error>`: Swift's failure type is not kept
        // (whether a task throws shows when its value is read).
        if arity == 1 && args.count == 2 && (name == "Task" || name == "TaskGroup") { return [args[0]] }
        if args.isEmpty {
            error("generic type `\(name)` needs \(arity) type argument\(arity == 1 ? "" : "s")", at: range,
                  helps: ["write it with its arguments, e.g. `\(name)<\(Array(repeating: "Int", count: arity).joined(separator: ", "))>`"])
        } else {
            error("type `\(name)` takes \(arity) type argument\(arity == 1 ? "" : "s"), not \(args.count)", at: range)
        }
        return (0..<arity).map { _ in fresh() }
    }

    /// A type written where an expression is expected: `[Int]` in `[Int]()`, `Pair<Int, Int>`.
    func typeFromExpression(_ e: Expr) -> Ty? {
        switch e.kind {
        case let .identifier(name):
            guard !isValueName(name) || genericNames.contains(where: { $0.contains(name) }),
                  lookupWrittenType(name) != nil || genericNames.contains(where: { $0.contains(name) })
            else { return nil }
            return resolveType(TypeSyntax(.named(name, []), e.range))
        case let .specializedType(name, args):
            return resolveType(TypeSyntax(.named(name, args), e.range))
        case let .array(xs) where xs.count == 1:
            return typeFromExpression(xs[0]).map(Ty.array)
        case let .dictionary(pairs) where pairs.count == 1:
            guard let k = typeFromExpression(pairs[0].key), let v = typeFromExpression(pairs[0].value) else { return nil }
            return .dictionary(k, v)
        case let .tuple(elements) where elements.count > 1:
            // `[(Int, String)]()`: a tuple of types.
            var types: [(label: String?, type: Ty)] = []
            for a in elements {
                guard let t = typeFromExpression(a.value) else { return nil }
                types.append((a.label, t))
            }
            return .tuple(types)
        case .member:
            // `[Card.Rank: Int]()`: a nested type named by a chain of names.
            // `[C.Element: Int]()` in `func f<C: Collection>`: a generic parameter's associated type.
            guard let name = dottedTypeName(e), let head = name.split(separator: ".").first,
                  lookupType(name) != nil || genericNames.contains(where: { $0.contains(name) || $0.contains(String(head)) })
            else { return nil }
            return resolveType(TypeSyntax(.named(name, []), e.range))
        case let .paren(inner):
            return typeFromExpression(inner)
        case let .optionalChain(inner):
            // `[Int?]()`: the `?` parsed as optional chaining spells an optional element type.
            return typeFromExpression(inner)
        case let .bindOptional(inner):
            return typeFromExpression(inner).map(Ty.optional)
        default:
            return nil
        }
    }

    /// `Card.Rank` written as an expression: the dotted name, when its first name is not a value.
    private func dottedTypeName(_ e: Expr) -> String? {
        switch e.kind {
        case let .identifier(name): return isValueName(name) ? nil : name
        case let .member(base, name, _): return dottedTypeName(base).map { $0 + "." + name }
        default: return nil
        }
    }

    /// Runs `body` with declared generic parameter names in scope.
    func withGenerics<R>(_ names: [String], constraints: GenericConstraints = [:], _ body: () -> R) -> R {
        if names.isEmpty && constraints.isEmpty { return body() }
        genericNames.append(names)
        genericConstraints.append(constraints)
        defer {
            genericNames.removeLast()
            genericConstraints.removeLast()
        }
        return body()
    }

    /// The enclosing generic type (`List` while checking `List.Node`) that has a parameter `name`.
    private func genericOwner(declaring name: String) -> String? {
        guard let context = typeContext.last else { return nil }
        var parts = context.split(separator: ".").map(String.init)
        while !parts.isEmpty {
            let owner = parts.joined(separator: ".")
            if case .nominal(let info)? = lookupType(owner), info.generics.contains(name) { return owner }
            parts.removeLast()
        }
        return nil
    }
}
