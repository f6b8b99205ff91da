/// Name lookup: local scopes (and the members of `self` inside methods), then globals,
/// natives and types.
extension Checker {
    enum NameMeaning {
        case local(LocalValue)
        case functions([FuncEntry], natives: [NativeFunction])
        case selfField(SelfContext, index: Int)
        case selfMethods(SelfContext, [FuncEntry])
        /// A computed property of `self`, named bare inside a method.
        case selfComputed(SelfContext)
        /// A static property named bare inside a static method.
        case selfStaticProperty(SelfContext, NominalInfo.StaticProperty)
        case global(Scheme, isVar: Bool)
        case type(TypeEntry)
        case notFound
    }

    func lookup(_ name: String) -> NameMeaning {
        for scope in scopes.reversed() {
            if let v = scope.values[name] { return .local(v) }
            if let fs = scope.functions[name] { return .functions(fs, natives: []) }
            if let ctx = scope.selfContext, !scope.typesOnly {
                if !ctx.isStatic, let i = ctx.info.fieldIndex(name) { return .selfField(ctx, index: i) }
                if !ctx.isStatic, ctx.info.computedProperty(name, args: []) != nil { return .selfComputed(ctx) }
                if ctx.isStatic, let p = ctx.info.staticProperties[name] { return .selfStaticProperty(ctx, p) }
                // A protocol's static requirement named bare in a type method of its extension.
                if ctx.isStatic, ctx.info.isProtocol, ctx.info.requiredProperties[name]?.isStatic == true { return .selfComputed(ctx) }
                if name != "init", let ms = ctx.info.methods[name] {
                    let usable = ms.filter { $0.decl.isStatic == ctx.isStatic }
                    if !usable.isEmpty { return .selfMethods(ctx, usable) }
                }
                if isNativeSelfMember(ctx, name) { return .selfComputed(ctx) }
                if inheritsSelfMethod(ctx, name) { return .selfComputed(ctx) }
                if selfClassBoundHas(ctx, name) { return .selfComputed(ctx) }
                if selfSequenceHas(ctx, name) { return .selfComputed(ctx) }
            }
        }
        switch env.values[name] {
        case let .variable(s, isVar)?: return .global(s, isVar: isVar)
        case let .functions(fs)?: return .functions(fs, natives: nativeGlobals(name, shadowedBy: fs))
        case nil: break
        }
        if let n = Builtins.globals[name], !n.isEmpty { return .functions([], natives: n) }
        if let t = lookupWrittenType(name) { return .type(t) }
        return .notFound
    }

    /// Natives of a name, minus those a Sriracha declaration with the same labels replaces.
    func nativeGlobals(_ name: String, shadowedBy entries: [FuncEntry]) -> [NativeFunction] {
        // Most declared functions share no name with a native: nothing to compare then.
        guard let natives = Builtins.globals[name], !natives.isEmpty else { return [] }
        let taken = Set(entries.map { labelKey($0.labels) })
        return natives.filter { !taken.contains(labelKey($0.labels)) }
    }

    func labelKey(_ labels: [String?]) -> String { labels.map { $0 ?? "_" }.joined(separator: ":") }

    /// Whether a name is a value (variable, function) rather than only a type.
    func isValueName(_ name: String) -> Bool {
        for scope in scopes.reversed() {
            if scope.values[name] != nil || scope.functions[name] != nil { return true }
            if let ctx = scope.selfContext, !scope.typesOnly, ctx.info.fieldIndex(name) != nil || ctx.info.computed[name] != nil {
                return true
            }
        }
        return env.values[name] != nil
    }

    /// A type name as written in the source: inside a type, its nested types come first.
    func lookupWrittenType(_ name: String) -> TypeEntry? {
        if let outer = typeContext.last, !name.hasPrefix(outer + ".") {
            // Inside `A.B`: `A.B.name`, then `A.name`.
            var prefix = outer
            while true {
                let qualified = prefix + "." + name
                for scope in scopes.reversed() { if let t = scope.types[qualified] { return t } }
                if let t = env.types[qualified] { return t }
                guard let dot = prefix.lastIndex(of: ".") else { break }
                prefix = String(prefix[..<dot])
            }
        }
        return lookupType(name)
    }

    /// A type by its full name (`Users.Error`).
    func lookupType(_ name: String) -> TypeEntry? {
        for scope in scopes.reversed() { if let t = scope.types[name] { return t } }
        if let t = env.types[name] { return t }
        // `UIFont.TextStyle`: a member type alias reached through an alias of its owner.
        if let dot = name.firstIndex(of: "."), case let .alias(generics, target)? = lookupType(String(name[..<dot])),
           generics.isEmpty, case let .con(owner, _) = target, owner != String(name[..<dot]) {
            return lookupType(owner + name[dot...])
        }
        // Swift's `Substring` (what `split` and `s[i..<j]` give) is a `String` in Sriracha, so a
        // program that writes the name (`var counts: [Substring: Int]`) runs as written.
        if name == "Substring" { return .alias(generics: [], target: .string) }
        return nil
    }

    func nominal(named name: String) -> NominalInfo? {
        if case .nominal(let info)? = lookupType(name) { return info }
        return nil
    }

    /// The user type behind a type (`Point`, `Optional<Int>`), with its type arguments; for a
    /// generic parameter required to inherit from a class (`T: Vehicle`), that class.
    func nominal(of t: Ty) -> (NominalInfo, [Ty])? {
        switch resolve(t) {
        case let .con(name, args):
            guard let info = nominal(named: name) else { return nil }
            return (info, args)
        case let .param(n) where !n.hasPrefix("$"):
            return superclassBound(n).map { ($0, []) }
        default:
            return nil
        }
    }

    // MARK: Declaring

    /// Binds a local (or, at the top level, a global) value.
    func declareValue(_ name: String, _ scheme: Scheme, origin: LocalValue.Origin) {
        if name == "_" { return }
        if let scope = scopes.last {
            scope.values[name] = LocalValue(scheme: scheme, origin: origin)
            scope.functions[name] = nil
        } else {
            // Written only when set: a write copies what the environment shares with the session's.
            if env.implicitlyUnwrapped.contains(name) { env.implicitlyUnwrapped.remove(name) }
            if env.observedGlobals[name] != nil { env.observedGlobals[name] = nil }
            env.values[name] = .variable(scheme, isVar: origin == .variable)
            bindings.removeAll { $0.name == name }
            bindings.append((name, scheme))
        }
    }

    /// Every name a bare identifier could mean here, for "did you mean".
    func visibleValueNames() -> [String] {
        var names: [String] = []
        for scope in scopes {
            names += scope.values.keys
            names += scope.functions.keys
            if let ctx = scope.selfContext, !scope.typesOnly {
                names += ctx.info.fields.map(\.name) + ctx.info.computed.keys + ctx.info.staticProperties.keys
                names += ctx.info.methods.keys.filter { $0 != "init" }
            }
        }
        names += env.values.keys
        names += Builtins.globals.keys
        return names
    }

    func visibleTypeNames() -> [String] {
        var names = Array(env.types.keys)
        for scope in scopes { names += scope.types.keys }
        for g in genericNames { names += g }
        return names
    }

    /// "cannot find `countr` in scope" with a suggestion.
    func reportNotFound(_ name: String, at range: SourceRange, called: Bool = false) {
        if genericNames.contains(where: { $0.contains(name) }) {
            // `T.one`: only what its protocols require is reached through it (`T.zero`, `T.make()`, `T()`).
            let bound = superclassBound(name).map { " or its superclass `\($0.displayName)` declares" } ?? ""
            error("the static members of a generic parameter (`\(name).member`) are only those its protocols require" + bound, at: range,
                  helps: ["require it in the protocol (`static var zero: Self { get }`, `static func make() -> Self`, `init()`), "
                          + "or use the static member on a concrete type"])
            reportedUnknownName = true
            return
        }
        if name == "Self", scopes.contains(where: { $0.selfContext?.info.isProtocol == true }) {
            // `Self.name` in a protocol extension: the conforming type is known only at run time.
            error("`Self` as a value in a protocol extension (`Self.member`, `Self()`) is not supported", at: range,
                  helps: ["the conforming type is known only at run time: require an instance property instead "
                          + "(`var name: String { get }`), or use the static member on a concrete type"])
            reportedUnknownName = true
            return
        }
        if let line = laterDeclaration?(name) {
            // A top-level variable of this file, declared further down: Swift compiles the read
            // and gives whatever the memory holds; Sriracha refuses it.
            let inFunction = contexts.count >= 2
            error("`\(name)` is used before its declaration", at: range,
                  helps: [inFunction
                      ? "`\(name)` is declared at line \(line), and this runs before that line: declare `\(name)` "
                          + "before the first statement that uses this function"
                      : "`\(name)` is declared at line \(line): move this statement after it, or the declaration before it"])
            reportedUnknownName = true
            return
        }
        if reportUnsupportedName(name, at: range) { return }
        var helps = Suggestions.closest(to: name, among: visibleValueNames()).map { ["did you mean `\($0)`?"] } ?? []
        if called, !seesWholeFile, contexts.count >= 2, case .topLevel = contexts[0].kind, case .function = contexts[1].kind {
            // As in the Swift REPL, each entry is checked when it is entered.
            helps.append("if `\(name)` is declared later, declare it first: an entry sees what earlier entries declared "
                         + "(functions that call each other go in one entry; a `.swift` file sees all its declarations)")
        }
        error("cannot find `\(name)` in scope", at: range, helps: helps)
        reportedUnknownName = true
    }
}
