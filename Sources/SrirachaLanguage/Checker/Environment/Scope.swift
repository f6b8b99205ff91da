/// A local scope: a block, a function's parameters, a closure's parameters, a `case` body.
final class Scope {
    var values: [String: LocalValue] = [:]
    var functions: [String: [FuncEntry]] = [:]
    var types: [String: TypeEntry] = [:]
    /// Names declared here without a value, and (in an `init`) `self.field`s: see `Definite`.
    var definite: [String: Definite] = [:]
    /// Set on the parameter scope of a method: past it, bare names find the members of `self`.
    let selfContext: SelfContext?
    /// A scope that only says what `Self` and the type's own name mean (while member
    /// signatures are read): its self context gives bare names no meaning.
    let typesOnly: Bool

    init(selfContext: SelfContext? = nil, typesOnly: Bool = false) {
        self.selfContext = selfContext
        self.typesOnly = typesOnly
    }
}

/// A local name: a variable, a constant or a parameter.
struct LocalValue {
    enum Origin {
        case constant, variable, parameter, inoutParameter
        /// A name of a closure's capture list: a constant copy of the captured value.
        case capture
        /// `self` in a non-mutating method, and in a mutating one (or an `init`).
        case selfValue, mutableSelf
    }
    var scheme: Scheme
    var origin: Origin
    /// Declared `T!`: used as a `T` where one is needed.
    var isImplicitlyUnwrapped = false
    /// A `lazy var` in a function: the name of the hidden constant holding its storage, through
    /// which every use reads and writes it (see `Checker+LazyLocals`).
    var lazyStorage: String?
    var isMutable: Bool { origin == .variable || origin == .inoutParameter || origin == .mutableSelf }
}

/// What `self` is inside a method body.
struct SelfContext {
    let info: NominalInfo
    let selfType: Ty
    /// `mutating func` or `init`: `self` and its fields may be assigned.
    let isMutable: Bool
    let isStatic: Bool
    let isInit: Bool

    /// The type's generic parameters as `Self` fixes them (in `extension Box where T == Int`,
    /// `T` is `Int`); empty in the type's own declaration.
    var fixedGenerics: [String: Ty] {
        guard case let .con(_, args) = selfType else { return [:] }
        var map: [String: Ty] = [:]
        for (g, a) in zip(info.generics, args) {
            if case .param(g) = a { continue }
            map[g] = a
        }
        return map
    }
}

/// The function or closure whose body is being checked: where `return` goes.
final class FunctionContext {
    enum Kind {
        case function(String)
        case method(String)
        case closure
        case topLevel
    }
    let kind: Kind
    let returnType: Ty
    /// Loops (and switches, for `break`) enclosing the current statement, within this body.
    var loopDepth = 0
    var switchDepth = 0
    /// Labels of the statements enclosing the current one (`outer: for …`), innermost last.
    var labels: [(name: String, isLoop: Bool)] = []
    /// Inside a `defer` body, which no `return`/`break`/`continue` may leave.
    var deferDepth = 0
    var sawReturnValue = false
    /// A closure that may outlive the call it is passed to (most do; see `parameterEscapes`).
    var escapes = false
    /// The body of a `mutating` method or an `init`, whose `self` may not escape.
    var hasMutableSelf = false
    /// An `init?`, where `return nil` gives up.
    var isFailableInit = false
    /// Errors may leave this body: a `throws` function, a closure, the top level.
    var canThrow = true
    /// `async` calls may be made here: an `async` function, a closure, the top level.
    var canAwait = true
    /// `throws(E)`: what a `throw` in the body is checked against.
    var thrownType: Ty?
    /// `do` blocks with a catch-all around the current statement, within this body.
    var handledDepth = 0
    /// A `try` or `throw` outside any catch-all: errors may leave this body (a closure that
    /// does so has a `throws` type).
    var throwsOut = false

    init(kind: Kind, returnType: Ty) {
        self.kind = kind
        self.returnType = returnType
    }

    /// How Swift names the body in "missing return in … expected to return `Int`".
    var bodyDescription: String {
        switch kind {
        case .function: return "global function"
        case .method: return "instance method"
        case .closure: return "closure"
        case .topLevel: return "top-level code"
        }
    }
}
