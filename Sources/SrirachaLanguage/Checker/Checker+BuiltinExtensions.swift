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
        let isIntRange = (owner == "Range" || owner == "ClosedRange") && args.first.map { isInt($0) } == true
        if Builtins.members[owner]?[name]?.isEmpty == false { return true }
        if owner == "String" || owner == "Set" || isIntRange { return Builtins.members["Array"]?[name]?.isEmpty == false }
        return false
    }

    /// `Int.seven`, `Int.make()`: a static member an extension added to a built-in type.
    func builtinStaticMember(_ owner: TypeReference, _ name: String) -> NominalInfo? {
        guard case .builtin = owner.entry, let info = env.builtinExtensions[owner.name] else { return nil }
        let base = Checker.baseName(name)
        if info.staticProperties[base] != nil { return info }
        if (info.methods[base] ?? []).contains(where: \.decl.isStatic) { return info }
        if let c = info.computed[base], c.decl.isStatic { return info }
        return nil
    }

    /// `extension Collection where Element == Int`: the standard protocols Sriracha's
    /// collections and numbers do not model as protocols are refused by name.
    func standardProtocolExtension(_ name: String) -> (text: String, helps: [String])? {
        let collections: Set<String> = ["Collection", "Sequence", "BidirectionalCollection", "RandomAccessCollection",
                                        "MutableCollection", "RangeReplaceableCollection", "StringProtocol",
                                        "IteratorProtocol"]
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
