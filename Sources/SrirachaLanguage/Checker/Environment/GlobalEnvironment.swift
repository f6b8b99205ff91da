/// Everything declared at the top level of a session: values, functions and types.
///
/// A value type, so that checking a statement can work on a copy and `commit` can keep it:
/// a statement that fails (to check or to run) leaves the session's environment untouched.
/// Values and types are layered (see `LayeredDictionary`), so a copy costs what the statement
/// changes rather than everything declared so far. Schemes stored here never contain inference
/// variables.
struct GlobalEnvironment {
    var values = LayeredDictionary<String, GlobalValue>()
    var types = LayeredDictionary<String, TypeEntry>(GlobalEnvironment.builtinTypes)
    /// What a statement seldom changes, in one box shared by copies and copied when one of them
    /// writes: an environment is copied for every statement checked, and a copy retains its
    /// five references rather than a dozen.
    private var seldom = Seldom()

    /// Top-level `let`/`var`s declared without a value, until every path has assigned them.
    var definite: [String: Definite] {
        _read { yield seldom.definite }
        _modify { makeSeldomUnique(); yield &seldom.definite }
    }
    /// Types that may not be declared again (the built-in ones and the prelude's).
    var standardTypes: Set<String> {
        _read { yield seldom.standardTypes }
        _modify { makeSeldomUnique(); yield &seldom.standardTypes }
    }
    /// How many earlier declarations of redeclared types have been kept (`Row#1`, `Row#2`, …).
    var typeGeneration: Int {
        get { seldom.typeGeneration }
        set { makeSeldomUnique(); seldom.typeGeneration = newValue }
    }
    /// Top-level variables declared `T!`.
    var implicitlyUnwrapped: Set<String> {
        _read { yield seldom.implicitlyUnwrapped }
        _modify { makeSeldomUnique(); yield &seldom.implicitlyUnwrapped }
    }
    /// Top-level variables with `willSet`/`didSet`: the hidden constant holding each one's value
    /// (see `Checker+ObservedVariables`).
    var observedGlobals: [String: String] {
        _read { yield seldom.observedGlobals }
        _modify { makeSeldomUnique(); yield &seldom.observedGlobals }
    }
    /// Members added to built-in types by `extension Int { … }`, by type name (see
    /// `Checker+BuiltinExtensions.swift`).
    var builtinExtensions: [String: NominalInfo] {
        _read { yield seldom.builtinExtensions }
        _modify {
            makeSeldomUnique()
            yield &seldom.builtinExtensions
            seldom.builtinExtensionsChanged = true
        }
    }
    /// `builtinExtensions` changed since the last commit.
    var builtinExtensionsChanged: Bool { seldom.builtinExtensionsChanged }
    /// What each operator may mean, as the committed declarations say; shared by copies,
    /// replaced when a commit changes it (see `OperatorCandidates`).
    var operatorCandidates: OperatorCandidates {
        get { seldom.operatorCandidates }
        set { makeSeldomUnique(); seldom.operatorCandidates = newValue }
    }
    /// The committed types with static methods, by method name (operators declared in types),
    /// found once per committed set of types rather than by scanning every type at every
    /// operator. Shared by copies; replaced when a commit changes the types.
    var staticMethodOwners: StaticMethodOwners {
        get { seldom.staticMethodOwners }
        set { makeSeldomUnique(); seldom.staticMethodOwners = newValue }
    }
    /// The prelude's declarations not loaded yet (see `LazyPrelude`); shared by copies.
    var prelude: LazyPrelude? {
        get { seldom.prelude }
        set { makeSeldomUnique(); seldom.prelude = newValue }
    }

    private mutating func makeSeldomUnique() {
        if !isKnownUniquelyReferenced(&seldom) { seldom = seldom.copy() }
    }

    /// What an idle checker holds between statements (see `Checker.takeEnvironment`).
    static let vacant = GlobalEnvironment()

    /// Makes what was checked part of the committed base (see `LayeredDictionary.commit`).
    mutating func commit() {
        if !keepsOperatorCandidates { operatorCandidates = OperatorCandidates() }
        // Only written when set: writing copies the box that older copies share.
        if builtinExtensionsChanged { makeSeldomUnique(); seldom.builtinExtensionsChanged = false }
        values.commit()
        if !types.changedKeys.isEmpty { staticMethodOwners = StaticMethodOwners() }
        types.commit()
    }

    /// Binds a value outside any statement, as `values[name] = value` then `commit()` would,
    /// when that is the only change: returns false, changing nothing, when a statement's changes
    /// are pending or the name is an operator whose candidates are kept.
    mutating func commitValue(_ value: GlobalValue, named name: String) -> Bool {
        guard !builtinExtensionsChanged, types.changedKeys.isEmpty, !operatorCandidates.mayHold(name) else { return false }
        return values.commitEntry(value, forKey: name)
    }

    /// The nominal types, in the order `types` lists them, that have a method named `name`.
    func typesWithMethod(named name: String) -> [NominalInfo] {
        // The prelude's types with such a method are loaded first; the others need not be.
        prelude?.loadOwners(ofMethod: name)
        let scan = { types.committedAndChanged.compactMap { entry -> NominalInfo? in
            if case .nominal(let info) = entry.value, info.methods[name] != nil { return info }
            return nil
        } }
        // Types this statement declared or changed are not in the shared index.
        guard types.changedKeys.isEmpty else { return scan() }
        if let known = staticMethodOwners.byName[name] { return known }
        let found = scan()
        staticMethodOwners.byName[name] = found
        return found
    }

    static let builtinTypes: [String: TypeEntry] = [
        "Int": .builtin(arity: 0), "Double": .builtin(arity: 0), "Bool": .builtin(arity: 0),
        "String": .builtin(arity: 0), "Never": .builtin(arity: 0),
        "Character": .builtin(arity: 0), "String.Index": .builtin(arity: 0), "Dictionary.Index": .builtin(arity: 2), "UInt8": .builtin(arity: 0),
        "Unicode.Scalar": .builtin(arity: 0), "Unicode.Scalar.Properties": .builtin(arity: 0), "Unicode": .builtin(arity: 0), "Hasher": .builtin(arity: 0), "UnicodeScalar": .alias(generics: [], target: .con("Unicode.Scalar", [])),
        "Float": .builtin(arity: 0), "Int8": .builtin(arity: 0), "Int16": .builtin(arity: 0),
        "Int32": .builtin(arity: 0), "Int64": .builtin(arity: 0), "UInt": .builtin(arity: 0),
        "UInt16": .builtin(arity: 0), "UInt32": .builtin(arity: 0), "UInt64": .builtin(arity: 0),
        "Array": .builtin(arity: 1), "ArraySlice": .builtin(arity: 1), "KeyValuePairs": .builtin(arity: 2), "Dictionary": .builtin(arity: 2), "Set": .builtin(arity: 1),
        "Range": .builtin(arity: 1), "ClosedRange": .builtin(arity: 1),
        "KeyPath": .builtin(arity: 2), "WritableKeyPath": .builtin(arity: 2),
        "Dynamic": .builtin(arity: 1), "Binding": .builtin(arity: 0),
        "Void": .alias(generics: [], target: .void),
    ]
}

/// The fields of `GlobalEnvironment` that a statement seldom changes (see `seldom`).
private final class Seldom {
    var definite: [String: Definite] = [:]
    var standardTypes: Set<String> = Set(GlobalEnvironment.builtinTypes.keys)
    var typeGeneration = 0
    var implicitlyUnwrapped: Set<String> = []
    var observedGlobals: [String: String] = [:]
    var builtinExtensions: [String: NominalInfo] = [:]
    var builtinExtensionsChanged = false
    var operatorCandidates = OperatorCandidates()
    var staticMethodOwners = StaticMethodOwners()
    var prelude: LazyPrelude?

    init() {}

    /// A copy for an environment about to write (the classes it holds stay shared).
    func copy() -> Seldom {
        let other = Seldom()
        other.definite = definite
        other.standardTypes = standardTypes
        other.typeGeneration = typeGeneration
        other.implicitlyUnwrapped = implicitlyUnwrapped
        other.observedGlobals = observedGlobals
        other.builtinExtensions = builtinExtensions
        other.builtinExtensionsChanged = builtinExtensionsChanged
        other.operatorCandidates = operatorCandidates
        other.staticMethodOwners = staticMethodOwners
        other.prelude = prelude
        return other
    }
}

/// See `GlobalEnvironment.staticMethodOwners`.
final class StaticMethodOwners {
    var byName: [String: [NominalInfo]] = [:]
}

/// A global name's meaning.
enum GlobalValue {
    case variable(Scheme, isVar: Bool)
    /// One or more `func`s sharing a base name (overloads by labels, arity or types).
    case functions([FuncEntry])
}

/// A declared function with its (possibly generic) type, curried across clauses.
struct FuncEntry {
    let decl: FuncDecl
    var scheme: Scheme

    /// The first clause's labels.
    var labels: [String?] { (decl.clauses.first ?? []).map(\.label) }
    var defaults: [Bool] { (decl.clauses.first ?? []).map { $0.defaultValue != nil } }
}

/// What a type name means.
enum TypeEntry {
    /// `Int`, `Array`, `Dictionary`, … (their members are natives).
    case builtin(arity: Int)
    case nominal(NominalInfo)
    case alias(generics: [String], target: Ty)
}

/// A user struct or enum (including the prelude's `Optional` and `Result`).
final class NominalInfo {
    enum Kind {
        case structType(StructDecl)
        case enumType(EnumDecl)
        case protocolType(ProtocolDecl)
        /// The members `extension` added to a built-in type (`Int`, `Array`): its own members
        /// are natives.
        case builtinType
    }
    struct Field {
        let name: String
        var type: Ty
        let isVar: Bool
        let hasDefault: Bool
        let decl: VarDecl
        /// Declared `T!`.
        var isImplicitlyUnwrapped = false
    }
    struct Case {
        let name: String
        var payload: [(label: String?, type: Ty)]?
    }
    struct StaticProperty {
        let decl: VarDecl
        var type: Ty
        /// Generic parameters a constrained extension fixed (`where T == Label`).
        var constraint: [String: Ty] = [:]
    }
    /// A computed property: its type and accessors.
    struct ComputedProperty {
        let decl: VarDecl
        let accessors: PropertyAccessors
        var type: Ty
        /// Generic parameters a constrained extension fixed (`where T == Label`).
        var constraint: [String: Ty] = [:]
    }

    let name: String
    let generics: [String]
    let kind: Kind
    var fields: [Field] = []
    var cases: [Case] = []
    /// What `chosen` holds for each case, made once so that every use shares it.
    var caseRefs: [EnumCaseRef] = []
    /// Methods, static functions and `init`s, by base name.
    var methods: [String: [FuncEntry]] = [:]
    var staticProperties: [String: StaticProperty] = [:]
    var computed: [String: ComputedProperty] = [:]
    /// Methods from constrained extensions: the generic parameters they fix.
    var methodConstraints: [ObjectIdentifier: [String: Ty]] = [:]
    /// Members of extensions like `extension Array where Element: Comparable`: the protocols
    /// their generic parameters must conform to, by the member's declaration.
    var memberRequirements: [ObjectIdentifier: GenericConstraints] = [:]
    /// `Array`'s members declared in `extension Sequence` or `extension Collection` (not
    /// mutating): other built-in sequences (strings, ranges, sets, dictionaries) reach them
    /// through an array of their elements.
    var sequenceMembers: Set<String> = []

    // Classes.
    var isClass = false
    /// A protocol only classes may adopt (`protocol P: AnyObject`).
    var isClassBound = false
    var isFinal = false
    /// The superclass and its type arguments (in terms of this type's generic parameters).
    var superclass: NominalInfo?
    var superclassArgs: [Ty] = []
    /// Set once fields and method signatures are known (a superclass is filled first).
    var isFilled = false

    init(name: String, generics: [String], kind: Kind) {
        self.name = name
        self.generics = generics
        self.kind = kind
    }

    /// A copy to add extension members to, so that a statement that fails leaves the
    /// session's type as it was.
    func copy() -> NominalInfo {
        let other = NominalInfo(name: name, generics: generics, kind: kind)
        other.fields = fields
        other.cases = cases
        other.caseRefs = caseRefs
        other.methods = methods
        other.staticProperties = staticProperties
        other.computed = computed
        other.methodConstraints = methodConstraints
        other.memberRequirements = memberRequirements
        other.sequenceMembers = sequenceMembers
        other.isClass = isClass
        other.isFinal = isFinal
        other.superclass = superclass
        other.superclassArgs = superclassArgs
        other.isFilled = isFilled
        other.conformances = conformances
        other.requiredProperties = requiredProperties
        other.refines = refines
        other.genericConstraints = genericConstraints
        other.whereSameTypes = whereSameTypes
        other.associatedTypes = associatedTypes
        other.associatedConstraints = associatedConstraints
        other.associatedDefaults = associatedDefaults
        other.associatedSameTypes = associatedSameTypes
        other.selfRequirements = selfRequirements
        other.compositionParts = compositionParts
        return other
    }

    /// The type of `self` inside the declaration: `Pair<A, B>`.
    var selfType: Ty { .con(name, generics.map { .param($0) }) }

    var isEnum: Bool { if case .enumType = kind { return true }; return false }
    var isProtocol: Bool { if case .protocolType = kind { return true }; return false }
    /// The members `extension` added to a built-in type.
    var isBuiltin: Bool { if case .builtinType = kind { return true }; return false }
    var protocolDecl: ProtocolDecl? { if case .protocolType(let d) = kind { return d }; return nil }
    /// For a protocol: its property requirements; the protocols it refines.
    var requiredProperties: [String: (type: Ty, settable: Bool, isStatic: Bool)] = [:]
    var refines: [NominalInfo] = []
    /// The protocols this type conforms to (refined and inherited ones included), by name.
    var conformances: Set<String> = []
    /// `struct Box<T: Equatable>`: what its generic parameters must conform to.
    var genericConstraints: GenericConstraints = [:]
    /// `class Repo<Item: Entity> where Item.ID == Int`: inside the type, `Item.ID` is `Int`.
    var whereSameTypes: [(name: String, type: TypeSyntax)] = []
    /// For a protocol: its associated types (those of the protocols it refines included).
    var associatedTypes: [String] = []
    /// For a protocol: what its associated types must conform to (`associatedtype Item: Equatable`).
    var associatedConstraints: GenericConstraints = [:]
    /// For a protocol: `associatedtype Item = Int`, in terms of `Self` and the associated types.
    var associatedDefaults: [String: Ty] = [:]
    /// For a protocol: `where Suffix.Item == Item` on its associated types (a path of associated
    /// types on the left, a type in terms of `Self` and the associated types on the right).
    var associatedSameTypes: [(path: [String], type: Ty, range: SourceRange)] = []
    /// For a protocol: methods of `extension P where Self: Q`, by declaration, with `Q`.
    var selfRequirements: [ObjectIdentifier: [String]] = [:]
    /// For the protocol a composition `A & B` stands for: `A` and `B`.
    var compositionParts: [NominalInfo]?
    var enumDecl: EnumDecl? { if case .enumType(let d) = kind { return d }; return nil }
    var structDecl: StructDecl? { if case .structType(let d) = kind { return d }; return nil }

    func fieldIndex(_ name: String) -> Int? { fields.firstIndex { $0.name == name } }
    func caseIndex(_ name: String) -> Int? { cases.firstIndex { $0.name == name } }

    /// Generic parameters mapped to the arguments of a use of the type (`Pair<Int, String>`).
    func substitution(for args: [Ty]) -> [String: Ty] {
        var map: [String: Ty] = [:]
        for (g, a) in zip(generics, args) { map[g] = a }
        return map
    }

    /// Every member name, for completion.
    var memberNames: [String] {
        // A `lazy var`'s hidden storage is not a name to complete (its property is computed).
        fields.map(\.name).filter { Checker.lazyProperty(ofStorage: $0) == nil } + cases.map(\.name)
            + methods.keys.filter { $0 != "init" } + staticProperties.keys
            + computed.keys + (superclass?.memberNames ?? [])
    }

    /// Instance methods named `name`, this type's first, then those inherited that it does not
    /// override, each with the substitution that gives its generic parameters for `args`.
    func instanceMethods(_ name: String, args: [Ty]) -> [(FuncEntry, [String: Ty])] {
        var out: [(FuncEntry, [String: Ty])] = []
        var seen: [(name: String, params: [Ty]?)] = []
        var info: NominalInfo? = self
        var map = substitution(for: args)
        var depth = 0
        func parameters(_ m: FuncEntry, _ map: [String: Ty]) -> [Ty]? {
            if case let .fn(ps, _, _) = m.scheme.type { return ps.map { $0.substituting(map) } }
            return nil
        }
        while let current = info, depth < 64 {
            // A subclass's method hides the superclass's with the same name, labels and
            // parameter types (it overrides it); overloads by parameter types are all kept.
            var here: [(name: String, params: [Ty]?)] = []
            for m in current.methods[name] ?? [] where !m.decl.isStatic {
                let ps = parameters(m, map)
                if seen.contains(where: { $0.name == m.decl.fullName && ($0.params == nil || ps == nil || $0.params! == ps!) }) {
                    continue
                }
                out.append((m, map))
                here.append((m.decl.fullName, ps))
            }
            seen += here
            guard let sup = current.superclass else { break }
            let supArgs = current.superclassArgs.map { $0.substituting(map) }
            map = sup.substitution(for: supArgs)
            info = sup
            depth += 1
        }
        return out
    }

    /// A computed property, this type's or inherited, with the substitution for `args`.
    func computedProperty(_ name: String, args: [Ty]) -> (ComputedProperty, [String: Ty])? {
        var info: NominalInfo? = self
        var map = substitution(for: args)
        var depth = 0
        while let current = info, depth < 64 {
            if let p = current.computed[name] { return (p, map) }
            guard let sup = current.superclass else { break }
            let supArgs = current.superclassArgs.map { $0.substituting(map) }
            map = sup.substitution(for: supArgs)
            info = sup
            depth += 1
        }
        return nil
    }

    /// Whether `other` is this class or one of its superclasses.
    func inherits(from other: NominalInfo) -> Bool {
        var info: NominalInfo? = self
        var depth = 0
        while let current = info, depth < 64 {
            if current === other { return true }
            info = current.superclass
            depth += 1
        }
        return false
    }
}
