/// `extension Int { … }`, `extension Array where Element == Int { … }`: members added to the
/// built-in types, whose own members are natives (see `Builtins`).
///
/// The added members live in a `NominalInfo` of kind `.builtinType`, kept apart from the type
/// table (`GlobalEnvironment.builtinExtensions`), so that everything that asks whether a name is
/// a user type still gets "no". Member lookup, static members, implicit members (`.seven` where
/// an `Int` is expected) and conformance checks consult it; inside the extension, a bare native
/// member (`count`, `uppercased()`) means `self.count`, as in Swift.
extension Checker {
    /// The members extensions have added to the built-in type `name` so far (a new, empty set
    /// the first time; `extensionTarget` stores it).
    func builtinExtensionInfo(_ name: String, arity: Int, at range: SourceRange) -> NominalInfo? {
        if let info = env.builtinExtensions[name] { return info }
        guard let generics = arity == 0 ? [] : NativeSignatures.ownerGenerics[name], generics.count == arity else {
            error("cannot extend `\(name)`", at: range)
            return nil
        }
        let info = NominalInfo(name: name, generics: generics, kind: .builtinType)
        info.isFilled = true
        return info
    }

    /// `"b".compare("a")`: a member the prelude adds to a built-in type in an `extension`,
    /// loaded the first time it is looked up and made part of what this statement sees; false
    /// when the prelude has no such member (or it loaded before).
    func loadPreludeExtension(of owner: String, member name: String) -> Bool {
        guard let prelude = env.prelude, prelude.remaining > 0 else { return false }
        let before = prelude.builtinExtension(owner)
        guard prelude.loadExtension(of: owner, member: name), let loaded = prelude.builtinExtension(owner) else { return false }
        if let current = env.builtinExtensions[owner], current !== before {
            // This statement extends the type too: the prelude's members join its own.
            for (k, v) in loaded.methods where current.methods[k] == nil { current.methods[k] = v }
            for (k, v) in loaded.computed where current.computed[k] == nil { current.computed[k] = v }
        } else {
            env.builtinExtensions[owner] = loaded
        }
        return true
    }

    /// The members extensions added to a built-in type, with the type's arguments.
    func builtinExtension(of t: Ty) -> (NominalInfo, [Ty])? {
        guard case let .con(name, args) = resolve(t), let info = env.builtinExtensions[name] else { return nil }
        return (info, args)
    }

    /// A user type, or the extension members of a built-in type: what members are found in.
    func memberInfo(named name: String) -> NominalInfo? {
        nominal(named: name) ?? env.builtinExtensions[name]
    }

    /// Inside `extension String { … }`: whether a bare `name` is one of the type's natives
    /// (`uppercased`, `count`), which then means `self.name`.
    func isNativeSelfMember(_ ctx: SelfContext, _ name: String) -> Bool {
        guard ctx.info.isBuiltin, !ctx.isStatic, name != "init" else { return false }
        guard case let .con(owner, args) = ctx.selfType else { return false }
        let isIntRange = (owner == "Range" || owner == "ClosedRange") && args.first.map { isIntegerBound($0) } == true
        if Builtins.members[owner]?[name]?.isEmpty == false { return true }
        if owner == "String" || owner == "Set" || owner == "ArraySlice" || isIntRange { return Builtins.members["Array"]?[name]?.isEmpty == false }
        return false
    }

    /// `Int.seven`, `Int.make()`: a static member an extension added to a built-in type.
    func builtinStaticMember(_ owner: TypeReference, _ name: String) -> NominalInfo? {
        guard case .builtin = owner.entry, let info = env.builtinExtensions[owner.name] else { return nil }
        let base = Checker.baseName(name)
        if info.staticProperties[base] != nil { return info }
        if (info.methods[base] ?? []).contains(where: \.decl.isStatic) { return info }
        if let c = info.computed[base], c.decl.isStatic { return info }
        // What an extension of a protocol the type was made to conform to gives it (`Int.loud`).
        if defaultStaticProperty(info, base, receiver: .con(owner.name, [])) != nil
            || !defaultStaticMethods(info, base, args: [], besides: []).isEmpty { return info }
        return nil
    }

    /// Methods protocol extensions give a built-in type through a conformance it has without an
    /// `extension` (`Int` is `Equatable`, `Comparable` and `Hashable`).
    func standardConformanceDefaults(_ t: Ty, _ name: String) -> [FuncEntry] {
        var out: [FuncEntry] = []
        for case .nominal(let proto) in [lookupType("Equatable"), lookupType("Hashable"), lookupType("Comparable")] {
            let defaults = (proto.methods[name] ?? []).filter { !$0.decl.isStatic && isDefaultImplementation($0, of: proto) }
            if defaults.isEmpty || typeConforms(t, to: proto.name, currentConstraints) != true { continue }
            out += defaults.filter { d in !out.contains { $0.decl === d.decl } }
        }
        return out
    }

    /// `xs[safe: 3]`, `"hello"[1]`: a subscript an extension declared on a built-in type, when
    /// its labels and types fit the index; the type's own subscript otherwise (`xs[0]`).
    func checkExtensionSubscript(_ e: Expr, base: Expr, baseType: Ty, arguments: [Argument]) -> Ty? {
        // Its own extension's subscripts, or a protocol extension's (`extension Container {
        // subscript<I: Sequence>(indices: I) }` once `extension Array: Container {}`).
        guard let (info, args) = builtinExtension(of: baseType),
              info.methods["subscript"]?.isEmpty == false || !defaultMethods(info, "subscript", args: args).isEmpty else { return nil }
        let fits = succeeds {
            preChecked[ObjectIdentifier(base)] = baseType
            let callee = Expr(.member(base, name: "subscript", nameRange: e.range), e.range)
            let call = Expr(.call(callee, arguments: arguments, trailingStart: nil), e.range)
            _ = checkCall(call, callee: callee, arguments: arguments, trailingStart: nil, expected: nil)
            return true
        }
        guard fits else { return nil }
        preChecked[ObjectIdentifier(base)] = baseType
        let callee = Expr(.member(base, name: "subscript", nameRange: e.range), e.range)
        e.kind = .call(callee, arguments: arguments, trailingStart: nil)
        return checkCall(e, callee: callee, arguments: arguments, trailingStart: nil, expected: nil)
    }

    /// `extension Sequence { func uniqued() … }`: the non-mutating members, which a string, a
    /// range, a set or a dictionary reaches too (see `sequenceExtensionBase`).
    func recordSequenceMembers(_ d: ExtensionDecl, _ target: ExtensionTarget) {
        guard Checker.arrayProtocols.contains(d.typeName), target.info.isBuiltin, target.info.name == "Array" else { return }
        for m in d.methods where !m.isMutating && !m.isStatic { target.info.sequenceMembers.insert(m.name) }
        for p in d.computed where !p.isStatic { if let n = p.simpleName { target.info.sequenceMembers.insert(n) } }
    }

    /// `"hello".frequencies()`, `(1...4).total()`: a member of `extension Sequence` (or
    /// `Collection`) used on a built-in sequence other than an array. Swift's sequence
    /// protocols are one protocol for all of them; Sriracha's extension is `Array`'s, so the
    /// receiver becomes the array of its elements, which such a member cannot tell apart (it
    /// sees only the protocol's members: iteration, `count`, `map`…). Nil when `name` is none.
    func sequenceExtensionBase(_ base: Expr, _ bt: Ty, name: String) -> Ty? {
        guard let added = env.builtinExtensions["Array"], added.sequenceMembers.contains(name),
              let element = builtinSequenceElement(bt) else { return nil }
        // Only where the array of its elements has the member (`where Element == Int`).
        if case .notFound = lookupMember(.array(element), name) { return nil }
        let r = base.range
        let elements = Expr(base.kind, r)
        record(elements, bt)
        preChecked[ObjectIdentifier(elements)] = bt
        base.kind = .member(elements, name: "_elements", nameRange: r)
        return check(base)
    }

    /// `"hey"[safe: i]`, `(5..<10)[safe: 6]`: a subscript of `extension Collection` on a
    /// built-in collection other than an array, through the array of its elements (see
    /// `sequenceExtensionBase`), whose indices are the string's (a `String.Index` counts
    /// characters) or the range's own values. Only labelled or several indices: the type's own
    /// subscript takes one.
    func checkSequenceExtensionSubscript(_ e: Expr, base: Expr, baseType: Ty, arguments: [Argument]) -> Ty? {
        guard arguments.count != 1 || arguments[0].label != nil,
              let added = env.builtinExtensions["Array"], added.sequenceMembers.contains("subscript"),
              builtinSequenceElement(baseType) != nil else { return nil }
        var isString = false
        if case .con("String", _) = resolve(baseType) { isString = true }
        let kind = base.kind
        guard let wrapped = sequenceExtensionBase(base, baseType, name: "subscript") else { return nil }
        // A `String.Index` is the offset of its character in the array of the characters.
        let indexed = arguments.map { a -> Argument in
            guard isString else { return a }
            var t: Ty = .void
            _ = trial { t = check(a.value) }
            guard case .con("String.Index", _) = resolve(t) else { return a }
            let r = a.value.range
            return Argument(label: a.label, value: Expr(.member(Expr(a.value.kind, r), name: "encodedOffset", nameRange: r), r))
        }
        if let t = checkExtensionSubscript(e, base: base, baseType: wrapped, arguments: indexed) { return t }
        base.kind = kind
        return nil
    }

    /// The element type of a built-in sequence other than an array that reaches `extension
    /// Sequence`'s members (see `sequenceExtensionBase`).
    func builtinSequenceElement(_ t: Ty) -> Ty? {
        guard case let .con(owner, args) = resolve(t) else { return nil }
        switch owner {
        case "String": return .con("Character", [])
        case "Set" where args.count == 1, "ArraySlice" where args.count == 1: return args[0]
        case "Range" where args.first.map { isIntegerBound($0) } == true, "ClosedRange" where args.first.map { isIntegerBound($0) } == true:
            return args[0]
        default: return nil
        }
    }

    /// `extension Array where Element: Comparable`: each member keeps what it requires of the
    /// type's generic parameters, so that it is found only on types that meet it.
    func recordMemberRequirements(_ d: ExtensionDecl, _ target: ExtensionTarget) {
        let info = target.info
        guard !info.isProtocol else { return }
        var own: GenericConstraints = [:]
        for g in info.generics {
            let extra = (target.constraints[g] ?? []).filter { !(info.genericConstraints[g] ?? []).contains($0) }
            if !extra.isEmpty { own[g] = extra }
        }
        if own.isEmpty { return }
        for m in d.methods { info.memberRequirements[ObjectIdentifier(m)] = own }
        for p in d.computed { info.memberRequirements[ObjectIdentifier(p)] = own }
    }

    /// Whether the type arguments meet what a constrained extension's member requires of them
    /// (undecided ones are not held against it).
    func requirementsFit(_ info: NominalInfo, _ decl: AnyObject, args: [Ty]) -> Bool {
        guard let reqs = info.memberRequirements[ObjectIdentifier(decl)] else { return true }
        let map = info.substitution(for: args)
        for (g, protos) in reqs {
            guard let t = map[g] else { continue }
            for p in protos where typeConforms(t, to: p, currentConstraints) == false { return false }
        }
        return true
    }

    /// `3.ft` where `extension Double { var ft: Double … }`, and `5.squareRoot()`: an integer
    /// literal whose member only `Double` has is a `Double`, as in Swift; otherwise it takes its
    /// default type.
    func literalReceiver(_ t: Ty, member name: String) -> Ty {
        let base = Checker.baseName(name)
        guard case let .variable(v) = resolve(t), let d = solver.restriction(of: v)?.defaultType,
              env.builtinExtensions["Double"].map({ $0.computed[name] != nil || $0.methods[name] != nil }) == true
                || (Builtins.members["Double"]?[base] != nil && Builtins.members["Int"]?[base] == nil),
              case .notFound = lookupMember(d, name) else { return defaultingLiteral(t) }
        if succeeds({ solver.unify(t, .double) }) { solver.unify(t, .double) }
        return defaultingLiteral(t)
    }

    /// `Swift` written where no value or type of that name exists: the standard library's
    /// module, which Sriracha's globals stand for (`Swift.min`, `Swift.print`).
    func isSwiftModule(_ e: Expr) -> Bool {
        guard case .identifier("Swift") = e.kind else { return false }
        if case .notFound = lookup("Swift") { return true }
        return false
    }

    /// The global functions `Swift.name` may mean: the built-in ones and, as a session is one
    /// module, those the session declared.
    func swiftQualifiedGlobal(_ name: String) -> [CalleeSource]? {
        var sources: [CalleeSource] = []
        if case let .functions(fs)? = env.values[name] { sources += fs.map { .function($0, fixed: [:]) } }
        let taken = Set(sources.compactMap { s -> String? in
            if case let .function(f, _) = s { return labelKey(f.labels) }
            return nil
        })
        sources += (Builtins.globals[name] ?? []).filter { !taken.contains(labelKey($0.labels)) }.map { .native($0, fixed: [:]) }
        return sources.isEmpty ? nil : sources
    }

    /// The standard collection protocols whose extensions add to `Array` (Sriracha's collections
    /// are not protocols).
    static let arrayProtocols: Set<String> = ["Sequence", "Collection", "BidirectionalCollection",
                                              "RandomAccessCollection", "MutableCollection", "RangeReplaceableCollection"]

    /// `extension Numeric`: the standard protocols Sriracha does not model as protocols (and
    /// that do not stand for `Array`) are refused by name.
    func standardProtocolExtension(_ name: String) -> (text: String, helps: [String])? {
        let collections: Set<String> = ["StringProtocol", "IteratorProtocol"]
        let numbers: Set<String> = ["Numeric", "BinaryInteger", "SignedInteger", "UnsignedInteger", "FixedWidthInteger",
                                    "SignedNumeric", "AdditiveArithmetic", "FloatingPoint", "BinaryFloatingPoint"]
        if collections.contains(name) {
            return ("extensions of the standard protocol `\(name)` are not supported",
                    ["extend the concrete type instead, e.g. `extension Array where Element == Int { … }` or `extension String { … }`"])
        }
        if numbers.contains(name) {
            return ("extensions of the standard protocol `\(name)` are not supported",
                    ["extend the concrete type instead, e.g. `extension Int { … }` or `extension Double { … }`"])
        }
        return nil
    }
}

/// `Self` in a protocol extension's method signature (`func clamped(_ lo: Self, _ hi: Self) ->
/// Self` in `extension Comparable`) is the receiver's type at a call.
extension Checker {
    /// The method with the protocol type where its signature writes `Self` replaced by the
    /// receiver's type; unchanged when the signature does not write `Self`.
    func selfSpecialised(_ m: FuncEntry, protocols: [String], receiver: Ty) -> FuncEntry {
        let written = m.decl.clauses.flatMap { $0.compactMap(\.type) } + (m.decl.returnType.map { [$0] } ?? [])
        guard written.contains(where: Checker.mentionsSelf) else { return m }
        let names = Set(protocols)
        return FuncEntry(decl: m.decl, scheme: Scheme(Checker.replacing(m.scheme.type, names, with: receiver),
                                                      params: m.scheme.params))
    }

    static func mentionsSelf(_ t: TypeSyntax) -> Bool {
        switch t.kind {
        case let .named(n, args): return n == "Self" || args.contains(where: mentionsSelf)
        case let .array(e), let .optional(e), let .inoutType(e): return mentionsSelf(e)
        case let .dictionary(k, v): return mentionsSelf(k) || mentionsSelf(v)
        case let .tuple(es): return es.contains { mentionsSelf($0.type) }
        case let .function(ps, r): return ps.contains(where: mentionsSelf) || mentionsSelf(r)
        case let .composition(ts): return ts.contains(where: mentionsSelf)
        }
    }

    static func replacing(_ t: Ty, _ names: Set<String>, with receiver: Ty) -> Ty {
        switch t {
        case .variable, .param: return t
        case let .con(n, args):
            if args.isEmpty, names.contains(n) { return receiver }
            return .con(n, args.map { replacing($0, names, with: receiver) })
        case let .fn(ps, r, t): return .fn(ps.map { replacing($0, names, with: receiver) }, replacing(r, names, with: receiver), throwing: t)
        case let .tuple(es): return .tuple(es.map { ($0.label, replacing($0.type, names, with: receiver)) })
        }
    }
}

extension Checker {
    /// Whether a native method stays callable next to a declared one with the same labels:
    /// `extension Sequence { func map<T>(_ keyPath: KeyPath<Element, T>) -> [T] }` adds an
    /// overload, and the native `map(_:)`, which takes a function, is still there (inside that
    /// very method too: `map { $0[keyPath: keyPath] }`). A declaration whose first parameter is
    /// a function, as the native's is, replaces it.
    func keepsNative(_ n: NativeFunction, beside declared: [CalleeSource]) -> Bool {
        guard !n.isProperty, Checker.nativeTakesFunctionFirst(n) else { return false }
        let key = labelKey(n.labels)
        for case let .function(m, _) in declared where labelKey(m.labels) == key {
            guard let first = m.decl.clauses.first?.first?.type else { return false }
            if case .function = first.kind { return false }
            if case .named(let name, _) = first.kind, name == "KeyPath" || name == "WritableKeyPath" { continue }
            return false
        }
        return true
    }

    /// `"<U>((Element) -> U) -> [U]"`: the native's first parameter is a function.
    static func nativeTakesFunctionFirst(_ n: NativeFunction) -> Bool {
        var s = Substring(n.signature)
        if s.hasPrefix("<"), let close = s.firstIndex(of: ">") { s = s[s.index(after: close)...] }
        return s.hasPrefix("((")
    }
}
