
// Declaration nodes of the syntax tree; expressions, types, patterns and statements are in AST.swift.

public final class VarDecl {
    public var isVar: Bool
    public var isStatic: Bool
    /// `weak` / `unowned`: a class's stored property that does not keep its instance alive (a
    /// variable elsewhere keeps a strong reference).
    public var isWeak = false
    /// `unowned` (with `isWeak`): read as the instance itself, an error once it is freed.
    public var isUnowned = false
    /// `override var`.
    public var isOverride = false
    /// `lazy var`: its initial value may use `self`.
    public var isLazy = false
    /// The hidden stored property holding a `lazy var`'s value once computed (`nil` before):
    /// the name of that `lazy var` (see `Checker+LazyProperties`).
    public var lazyStorageOf: String?
    /// A computed property's `get`/`set`, or a stored property's `willSet`/`didSet`.
    public var accessors: PropertyAccessors?
    /// `@Clamped(max: 9) var x: Int`: the property wrapper applied to this stored property
    /// (see `Checker+PropertyWrappers`).
    public var wrapper: PropertyWrapperUse?
    public var pattern: Pattern
    public var typeAnnotation: TypeSyntax?
    public var initializer: Expr?
    public init(isVar: Bool, isStatic: Bool = false, pattern: Pattern, typeAnnotation: TypeSyntax?,
                initializer: Expr?) {
        self.isVar = isVar
        self.isStatic = isStatic
        self.pattern = pattern
        self.typeAnnotation = typeAnnotation
        self.initializer = initializer
    }
    /// The bound name when the pattern is a single name (`let x`, `let x: Int`).
    public var simpleName: String? {
        switch pattern.kind {
        case .binding(let n, _): return n
        case .typed(let p, _): if case .binding(let n, _) = p.kind { return n }; return nil
        default: return nil
        }
    }
}

/// The accessors of a property, each as a method: `get` takes nothing and returns the value;
/// `set`, `willSet` and `didSet` take the new (or old) value.
public final class PropertyAccessors {
    public var name: String
    public var getter: FuncDecl?
    public var setter: FuncDecl?
    public var willSet: FuncDecl?
    public var didSet: FuncDecl?
    /// For a protocol's property requirement: whether it is `{ get set }`. A requirement has no
    /// accessors of its own; the conforming value's property is found by name at run time.
    public var requirementIsSettable: Bool?
    /// The requirement is of a class-only protocol (`: AnyObject`): setting it changes the
    /// instance, never the reference holding it, so a non-`mutating` method may.
    public var requirementIsClassBound = false
    /// The accessors made for a `lazy var` (see `Checker+LazyProperties`).
    public var isLazy = false
    /// Set by the checker on a class's computed property (and its overrides) that a protocol
    /// requires of a superclass which took the protocol extension's default for it: the name it
    /// is found under on the instance's class (`name#B`), leaving `name` to the default.
    public var dispatchName: String?
    /// Set by the checker on a protocol extension's property that a requirement declares (a
    /// default): read through a key path, it is found on the value's own type.
    public var isRequirementDefault = false
    public init(name: String) { self.name = name }
    /// The name the accessors are found under on a value's run-time type.
    public var key: String { dispatchName ?? name }
    /// A computed property (rather than a stored one with observers).
    public var isComputed: Bool { getter != nil }
    public var all: [FuncDecl] { [getter, setter, willSet, didSet].compactMap { $0 } }
}

/// A function parameter: `label name: Type = default`. `label` is nil for `_`.
public final class Parameter {
    public var label: String?
    public var name: String
    public var type: TypeSyntax?
    public var defaultValue: Expr?
    public let range: SourceRange
    /// Filled by the checker: the parameter's type.
    public var resolvedType: SType?
    /// `_ xs: Int...`: `type` is then the array `[Int]`, and a call's arguments are packed into one.
    public var isVariadic = false
    /// `x` of a capture list `{ [x] in … }`: a constant copy, named so in errors.
    public var isCapture = false
    /// `_ xs: some Sequence<Int>` (or `any Collection<Int>`): `type` is then the array `[Int]`,
    /// and a call passes any sequence of `Int`s, as its elements.
    public var isSequenceView = false
    /// `[weak x]` / `[unowned x]` in a capture list: the closure holds the instance without
    /// keeping it alive (`isWeakCapture` true for `weak`, false for `unowned`; nil for a copy).
    public var isWeakCapture: Bool?
    /// `@HTML content: () -> String`: a closure written for this parameter has its body made by
    /// the result builder (see `Checker+ResultBuilders`).
    public var resultBuilder: PropertyWrapperUse?
    public init(label: String?, name: String, type: TypeSyntax?, defaultValue: Expr?, range: SourceRange) {
        self.label = label
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.range = range
    }
}

public final class FuncDecl {
    /// The name, or the operator for `func <> (…)`.
    public var name: String
    public var nameRange: SourceRange
    public var genericParameters: [String]
    /// `<T: Comparable>` and `where T: Hashable`: what the generic parameters must satisfy.
    public var genericRequirements: [GenericRequirement] = []
    /// One list per parameter clause: `func sum(_ a: Int)(_ b: Int)` has two.
    public var clauses: [[Parameter]]
    public var returnType: TypeSyntax?
    public var body: [Stmt]
    public var isMutating: Bool
    public var isStatic: Bool
    /// Class members: `override`, `final`, a `convenience init`.
    public var isOverride = false
    public var isFinal = false
    public var isConvenience = false
    /// `required init`: every subclass has it, inherited or written.
    public var isRequired = false
    /// `init?`: the initializer may fail, giving `nil`.
    public var isFailable = false
    /// `throws` or `rethrows` was written.
    public var isThrowing = false
    /// `async` was written: calls need `await`, and run at once (Sriracha runs one thing at a time).
    public var isAsync = false
    /// A method of an `actor` (not `nonisolated`): a call from outside the actor needs `await`.
    public var isActorIsolated = false
    /// `nonisolated func`: an actor's method that may be called without `await`.
    public var isNonisolated = false
    /// `rethrows`: calls need `try` only when the functions they pass throw (not checked).
    public var isRethrowing = false
    /// `throws(E)`: the one error type the body may throw (`throw .failed` names a case of it).
    public var thrownType: TypeSyntax?
    /// `@discardableResult`: a call used as a statement shows no result.
    /// Made by the checker, as Swift derives it (an `OptionSet`'s members): an `init` of these
    /// does not replace a struct's memberwise initializer.
    public var isDerived = false
    public var isDiscardableResult = false
    /// The key a method is found under on the run-time type when it shares its name and labels
    /// with another method of the type (an overload by parameter types): `add(_:)#String`.
    /// Nil for every other method, which is found by its full name.
    public var dispatchKey: String?
    /// Set by the checker on a method of a protocol extension: the protocol it extends. Such a
    /// method that no protocol requires is called as the receiver's static type finds it.
    public var extendedProtocol: String?
    /// Set by the checker on a class's method (and its overrides) whose full name a protocol
    /// requires of a superclass that took the protocol extension's default for it: as in Swift,
    /// the superclass's conformance fixed the default, so this method is not found through the
    /// protocol (its key has a `#`, and it leaves the full name's entry to the default).
    public var leavesWitness = false
    /// A `class func` / `static func` of a class: the class it is declared in, as its metatype
    /// prints (`Base`). Such a method takes the class it is called on (`Sub.make()`) as `self`,
    /// so that `Self()`, `self` and the type members it names find that class's overrides.
    public var receivesClass: String?
    /// `prefix func -` / `postfix func !`: an operator of one operand on that side.
    public var isPrefix = false
    public var isPostfix = false
    public let range: SourceRange
    /// Filled by the checker: the function's type (curried across clauses).
    public var resolvedType: SType?
    /// The generic parameters the body needs to know at run time (`x as? T`, `T.self`),
    /// found once from the source; nil until then.
    public var reifiedParameters: [String]?
    /// `@HTML func page() -> String { … }` (or a computed property's getter): the result builder
    /// that makes the body's statements into one value: the checker rewrites the body into calls
    /// of the builder's methods before checking it (see `Checker+ResultBuilders`).
    public var resultBuilder: PropertyWrapperUse?
    /// Whether the body was rewritten by a result builder (or kept as written, having a `return`).
    public var resultBuilderApplied = false

    public init(name: String, nameRange: SourceRange, genericParameters: [String], clauses: [[Parameter]],
                returnType: TypeSyntax?, body: [Stmt], isMutating: Bool, isStatic: Bool, range: SourceRange) {
        self.name = name
        self.nameRange = nameRange
        self.genericParameters = genericParameters
        self.clauses = clauses
        self.returnType = returnType
        self.body = body
        self.isMutating = isMutating
        self.isStatic = isStatic
        self.range = range
    }

    /// Swift's full name, `greet(name:greeting:)`, from the first clause's labels.
    public var fullName: String {
        name + "(" + (clauses.first ?? []).map { ($0.label ?? "_") + ":" }.joined() + ")"
    }
}

/// `protocol Name: Inherited { requirements }`.
public final class ProtocolDecl {
    public var name: String
    public var nameRange: SourceRange
    public var inherited: [TypeSyntax]
    /// Method and initializer requirements (without bodies).
    public var methods: [FuncDecl]
    public var properties: [ProtocolProperty]
    /// `associatedtype Item`: types each conforming type chooses.
    public var associatedTypes: [String] = []
    /// `associatedtype Item: Equatable`: the protocols an associated type must conform to.
    public var associatedConstraints: [String: [TypeSyntax]] = [:]
    /// `associatedtype Item = Int`: the choice of a conforming type that makes none.
    public var associatedDefaults: [String: TypeSyntax] = [:]
    /// `associatedtype Suffix: P where Suffix.Item == Item`: same-type requirements (and
    /// conformances of nested associated types), checked at each conformance.
    public var associatedRequirements: [GenericRequirement] = []
    public let range: SourceRange
    public init(name: String, nameRange: SourceRange, inherited: [TypeSyntax], methods: [FuncDecl],
                properties: [ProtocolProperty], range: SourceRange) {
        self.name = name
        self.nameRange = nameRange
        self.inherited = inherited
        self.methods = methods
        self.properties = properties
        self.range = range
    }
}

/// `extension Name where T == X { … }`: methods, static members and computed properties added
/// to a declared type (or to the type a typealias names).
public final class ExtensionDecl {
    public var typeName: String
    /// Set by the checker once the nested types got the extended type's generic parameters.
    public var nestedGenericsShared = false
    public var nameRange: SourceRange
    /// `where T == Label`: the generic parameters fixed for these members.
    public var constraints: [(name: String, type: TypeSyntax)]
    /// `where T: Equatable`: what the members may assume of the generic parameters.
    public var genericRequirements: [GenericRequirement] = []
    public var staticProperties: [VarDecl]
    public var methods: [FuncDecl]
    /// Computed properties (), with their accessors.
    public var computed: [VarDecl]
    public let range: SourceRange
    /// Filled by the checker: the declaration of the type extended.
    public var extended: AnyObject?
    /// `extension Int { enum Kind { … } }`: types declared inside, named `Int.Kind`.
    public var nestedTypes: [Stmt] = []
    /// Filled by the checker: the built-in type extended (`Int`, `Array`), when it is one.
    public var extendedBuiltin: String?
    /// `extension Point: Describable`: protocols the type now conforms to.
    public var inherited: [TypeSyntax] = []
    public init(typeName: String, nameRange: SourceRange, constraints: [(name: String, type: TypeSyntax)],
                staticProperties: [VarDecl], methods: [FuncDecl], computed: [VarDecl], range: SourceRange) {
        self.typeName = typeName
        self.nameRange = nameRange
        self.constraints = constraints
        self.staticProperties = staticProperties
        self.methods = methods
        self.computed = computed
        self.range = range
    }
}

/// `var name: Type { get }` / `{ get set }` in a protocol.
public struct ProtocolProperty {
    public var name: String
    public var nameRange: SourceRange
    public var type: TypeSyntax
    public var isSettable: Bool
    public var isStatic: Bool
    /// `@ViewBuilder var body: View { get }`: the result builder a conforming type's computed
    /// property of this name uses when it names none (and has no `return`), as in Swift.
    public var resultBuilder: PropertyWrapperUse?
}

public final class StructDecl {
    public var name: String
    public var nameRange: SourceRange
    public var genericParameters: [String]
    /// How many of `genericParameters` come first from the types it is nested in (`T` of
    /// `struct Stack<T> { class Node { let value: T } }`): written `Node` inside `Stack`, they
    /// are the container's own; `Stack<Int>.Node` gives them from outside.
    public var implicitGenerics = 0
    /// `struct Box<T: Equatable>`: what the generic parameters must satisfy.
    public var genericRequirements: [GenericRequirement] = []
    /// A `class`: a reference type, with single inheritance.
    public var isClass = false
    public var isFinal = false
    /// `actor`: its `var` properties and computed properties are read from outside with `await`,
    /// and set only from inside.
    public var isActor = false
    /// The types after `:` (a superclass first, then protocols), as written.
    public var inherited: [TypeSyntax] = []
    /// Filled by the checker: the superclass's declaration.
    public var superclassDecl: StructDecl?
    /// Types declared inside (named `Outer.Inner`).
    public var nestedTypes: [Stmt] = []
    /// Stored properties (`var`/`let` without `static`), in declaration order.
    public var properties: [VarDecl]
    /// Computed properties (`var area: Double { … }`).
    public var computedProperties: [VarDecl] = []
    /// Whether its `lazy var`s were made into storage and accessors (once, by the checker).
    public var lazyPropertiesDerived = false
    /// `@main`: its `static func main()` runs once the declaration is in.
    public var isMain = false
    /// Whether the members an `OptionSet` gets were added (once, by the checker).
    public var optionSetDerived = false
    /// Whether its wrapped properties (`@Clamped var x`) were made into storage and accessors.
    public var propertyWrappersDerived = false
    /// `override var width: Double { didSet { … } }`: observers added to an inherited property.
    public var overriddenObservers: [VarDecl] = []
    /// `static let` / `static var` members.
    public var staticProperties: [VarDecl]
    /// Methods, static functions and `init`s (an `init` is a FuncDecl named "init").
    public var methods: [FuncDecl]
    /// Member type aliases (`typealias TextStyle = …`), known outside as `Font.TextStyle`.
    public var typeAliases: [TypeAliasDecl] = []
    /// Stored properties whose type is a collection generic parameter (`let base: Base` in
    /// `struct Cycle<Base: Collection>`): the memberwise initializer takes any sequence of the
    /// elements there (see `Parser.viewCollectionGenerics`).
    public var sequenceViewFields: Set<String> = []
    public let range: SourceRange
    public init(name: String, nameRange: SourceRange, genericParameters: [String], properties: [VarDecl],
                staticProperties: [VarDecl], methods: [FuncDecl], range: SourceRange) {
        self.name = name
        self.nameRange = nameRange
        self.genericParameters = genericParameters
        self.properties = properties
        self.staticProperties = staticProperties
        self.methods = methods
        self.range = range
    }
}

public final class EnumCaseDecl {
    public var name: String
    public var nameRange: SourceRange
    /// Associated values; nil for a case without any.
    public var associatedValues: [(label: String?, type: TypeSyntax)]?
    /// `case a = 1`: the raw value as written (a literal).
    public var rawValue: Expr?
    /// Filled by the checker: the associated values' types, in terms of the enum's generic
    /// parameters (for printing a payload with its type arguments).
    public var payloadTypes: [SType]?
    public init(name: String, nameRange: SourceRange, associatedValues: [(label: String?, type: TypeSyntax)]?) {
        self.name = name
        self.nameRange = nameRange
        self.associatedValues = associatedValues
    }
}

public final class EnumDecl {
    public var name: String
    public var nameRange: SourceRange
    /// `@main`: its `static func main()` runs once the declaration is in.
    public var isMain = false
    public var genericParameters: [String]
    /// How many of `genericParameters` come first from the types it is nested in (`T` of
    /// `struct Stack<T> { class Node { let value: T } }`): written `Node` inside `Stack`, they
    /// are the container's own; `Stack<Int>.Node` gives them from outside.
    public var implicitGenerics = 0
    /// `enum Tree<T: Comparable>`: what the generic parameters must satisfy.
    public var genericRequirements: [GenericRequirement] = []
    /// The types after `:` (a raw-value type, protocols such as `Error`), as written.
    public var inherited: [TypeSyntax] = []
    /// Types declared inside (named `Outer.Inner`).
    public var nestedTypes: [Stmt] = []
    /// Set once the checker has added the members Swift derives (`rawValue`, `init?(rawValue:)`,
    /// `allCases`) to the declaration.
    public var derivedMembersAdded = false
    public var cases: [EnumCaseDecl]
    public var staticProperties: [VarDecl]
    /// Computed properties (`var description: String { switch self { … } }`).
    public var computedProperties: [VarDecl] = []
    public var methods: [FuncDecl]
    /// Member type aliases, known outside as `Owner.Name`.
    public var typeAliases: [TypeAliasDecl] = []
    public let range: SourceRange
    public init(name: String, nameRange: SourceRange, genericParameters: [String], cases: [EnumCaseDecl],
                staticProperties: [VarDecl], methods: [FuncDecl], range: SourceRange) {
        self.name = name
        self.nameRange = nameRange
        self.genericParameters = genericParameters
        self.cases = cases
        self.staticProperties = staticProperties
        self.methods = methods
        self.range = range
    }
}

/// What `Expr.chosen` holds when a name or member resolves to an enum case.
public final class EnumCaseRef {
    public let decl: EnumDecl
    public let index: Int
    public init(decl: EnumDecl, index: Int) {
        self.decl = decl
        self.index = index
    }
}

public final class TypeAliasDecl {
    public var name: String
    public var nameRange: SourceRange
    public var genericParameters: [String]
    public var target: TypeSyntax
    public init(name: String, nameRange: SourceRange, genericParameters: [String], target: TypeSyntax) {
        self.name = name
        self.nameRange = nameRange
        self.genericParameters = genericParameters
        self.target = target
    }
}

/// `import Widgets` (a module bundled in the binary) or `import "path.sri"` (a file, relative to
/// the importing file).
public final class ImportDecl {
    public enum Target: Equatable {
        case module(String)
        case file(String)
    }
    public var target: Target
    /// The module name or the path literal, where errors about it point.
    public var targetRange: SourceRange
    public init(target: Target, targetRange: SourceRange) {
        self.target = target
        self.targetRange = targetRange
    }
}

/// A requirement on a generic parameter, from `<T: Shape & Named>` or a `where` clause:
/// `T: Equatable` (conformance to every protocol listed) or `T == Int` (a fixed type).
public struct GenericRequirement {
    public enum Kind {
        case conformance([TypeSyntax])
        case sameType(TypeSyntax)
    }
    public var parameter: String
    public var range: SourceRange
    public var kind: Kind
    public init(parameter: String, range: SourceRange, kind: Kind) {
        self.parameter = parameter
        self.range = range
        self.kind = kind
    }
}

/// `@Name` or `@Name(…)` before a declaration or parameter, naming a type: a property wrapper
/// on a stored property, a result builder on a function, computed property or parameter.
public struct PropertyWrapperUse {
    public var typeName: String
    public var range: SourceRange
    /// The arguments written after the name; nil for `@Name` alone.
    public var arguments: [Argument]?
}
