/// The syntax tree the parser builds.
///
/// Nodes are final classes holding an enum `kind`, so that the type checker can annotate them in
/// place (the fields under "Filled by the checker") and the evaluator can trust those
/// annotations: after a statement has been checked, every annotation it needs is set. The
/// checker may also rewrite a node's `kind` to a simpler one (e.g. an integer literal used as a
/// `Double` becomes `.doubleLiteral`), so the evaluator never re-decides what the checker decided.

// MARK: - Expressions

/// An expression node.
public final class Expr {
    public var kind: ExprKind
    public let range: SourceRange

    // Filled by the checker.
    /// The expression's type, fully resolved (no inference variables left).
    public var type: SType?
    /// What a name or member refers to, when it is a declaration rather than a local value:
    /// - `FuncDecl` for a `func` (global, nested, method, static method, or a struct's `init`),
    ///   whether called or used as a value; always set, even when the name is not overloaded;
    /// - `NativeFunction` for a native global (`print`, `Int("5")`), method or property;
    /// - `EnumCaseRef` for an enum case (`.up`, `Direction.up`, `.input(…)`'s callee);
    /// - `StructDecl` for a struct's memberwise initializer (`Point(x: 1, y: 2)`'s callee);
    /// - `VarDecl` for a `static let`/`static var` member (`Theme.dark`);
    /// nil for variables, parameters and closure values, which the evaluator resolves lexically
    /// (it compiles names to slots itself), and for stored-property access (see `memberIndex`).
    public var chosen: AnyObject?
    /// For `.implicitMember` (`.center`, `.input(…)`): the nominal type that owns the member.
    public var implicitOwner: String?
    /// Implicit optional promotion: wrap the value in `.some` this many times
    /// (`let x: Int? = 5`, `maybe == 3`).
    public var promotions: Int = 0
    /// Put into an `Any` (`let a: Any = c`): the value keeps its static type there, for casts
    /// and `type(of:)` to find (applied before `promotions`).
    public var storedInAny = false
    /// `await x`, kept as `.paren(x)`: the checker lets calls of `async` functions in `x` pass.
    public var isAwait = false
    /// The `try` that `async let x = f()` puts around `f()`: Swift asks for it where `x` is read,
    /// so it needs handling only when what it covers really throws.
    public var isImplicitTry = false
    /// An array (a dictionary's values) put into `[Any]` (`[K: Any]`): each element keeps its
    /// static type there, as `storedInAny` does for one value.
    public var elementsStoredInAny = false
    /// A function of several parameters given where a function of one tuple is expected
    /// (`pairs.map(add)`): the value is wrapped to take the tuple and pass its parts.
    public var splatsTuple = false
    /// For a `.call` whose callee's `chosen` is a declaration with parameters (a `FuncDecl`, a
    /// `NativeFunction`, a `StructDecl` memberwise initializer, an `EnumCaseRef` with a payload):
    /// for each parameter of the callee's first clause (each stored property, each associated
    /// value) in declaration order, the index into `arguments` that supplies it, or nil when the
    /// parameter's default value (the property's initializer) is used. Nil when the arguments
    /// map one-to-one in order (calls of function values, closures, `sum(1)(2)`'s outer call).
    public var argumentMapping: [Int?]?
    /// For `.member` naming a stored property of a struct (`p.x`, also after the checker
    /// rewrote a bare `x` inside a method to `self.x`) or a tuple element (`pair.0`,
    /// `pair.first`): the field's or element's index in declaration order.
    public var memberIndex: Int?
    /// For a `.member` with a `memberIndex`: the storage itself, reached without observers or a
    /// subclass's overriding accessors (a property set in its own type's `init`, `super.x`).
    public var reachesStorage = false
    /// For a `.member` (or the callee of a method call) whose method or property must be found
    /// on the value's run-time type: a method of a class that a subclass may override, or a
    /// requirement reached through a protocol type. The key names the member (`speak()`,
    /// `greet(name:)`, `get:name` for a property).
    public var dynamicMember: String?
    /// For a call of a class's initializer (or of a class's implicit `init()`): the class to make
    /// an instance of, which may be a subclass that inherited the initializer.
    public var allocates: StructDecl?
    /// For `.typeCast`: the type tested for.
    public var castTarget: SType?
    /// For a cast to a generic parameter (`x as? T`), `T.self`, and a call of a function that
    /// needs its type arguments at run time: see `ReifiedTypes`.
    public var reified: ReifiedTypes?
    /// An argument for a `some Sequence<Int>` parameter that is not an array (a range, a set, a
    /// string): its elements are passed as one.
    public var convertsToArray = false

    public init(_ kind: ExprKind, _ range: SourceRange) {
        self.kind = kind
        self.range = range
    }
}

/// A call or tuple argument: `label: value`.
public struct Argument {
    public var label: String?
    public var labelRange: SourceRange?
    public var value: Expr
    public init(label: String?, labelRange: SourceRange? = nil, value: Expr) {
        self.label = label
        self.labelRange = labelRange
        self.value = value
    }
}

/// One piece of an interpolated string literal.
public enum StringSegment {
    case text(String)
    case interpolation(Expr)
}

public enum ExprKind {
    case intLiteral(Int)
    case doubleLiteral(Double)
    case boolLiteral(Bool)
    case nilLiteral
    case stringLiteral(String)
    /// `"a \(b) c"`; `.text` segments already have their escapes decoded.
    case interpolatedString([StringSegment])
    /// A name: `x`, `print`, `Point`, `Int`, `$0`.
    case identifier(String)
    /// A generic type used as a value: `Mod<Label>`, `Array<Int>` (before a call or `.member`).
    case specializedType(String, [TypeSyntax])
    /// An operator used as a value: `(+)`, or `+` in `xs.reduce(0, +)`.
    case operatorRef(String)
    /// `.center`, `.input` — a member of the type the context expects.
    case implicitMember(String)
    /// `base.name`, including tuple elements (`pair.0`) and type members (`Alignment.center`).
    case member(Expr, name: String, nameRange: SourceRange)
    /// `f(a, label: b) { trailing }`. Trailing closures are appended to `arguments`;
    /// `trailingStart` is the index of the first one (nil when there are none).
    case call(Expr, arguments: [Argument], trailingStart: Int?)
    /// `base[i]`.
    case subscriptAccess(Expr, arguments: [Argument])
    /// `x!`.
    case forceUnwrap(Expr)
    /// `x?` inside an optional chain; only valid under an enclosing `.optionalChain`.
    case bindOptional(Expr)
    /// A whole postfix chain containing `?.`/`?[`/`?(`: evaluates to nil if any link is nil.
    case optionalChain(Expr)
    /// `-x`, `!x`.
    case prefix(op: String, Expr)
    /// `x++`, `n%`: a declared postfix operator applied.
    case postfix(op: String, Expr)
    /// `a op b` for every binary operator except assignment and the ternary.
    case binary(op: String, Expr, Expr, opRange: SourceRange)
    /// `c ? a : b`.
    case ternary(Expr, Expr, Expr)
    /// `target = value`, `target += value` (`op` is `=`, `+=`, `-=`, `*=`, `/=`, `%=`).
    case assign(op: String, target: Expr, value: Expr)
    /// `(a, b)`, `(x: 1, y: 2)`. A single unlabelled element in parentheses is `.paren`.
    case tuple([Argument])
    case paren(Expr)
    case array([Expr])
    case dictionary([(key: Expr, value: Expr)])
    case closure(ClosureExpr)
    /// `\Label.text`, `\.titleLabel?.font`: a key path (see `KeyPathExpr`).
    case keyPath(KeyPathExpr)
    /// `try e`, `try? e`, `try! e`.
    case tryExpr(TryKind, Expr)
    /// `x as? T`, `x as! T`, `x is T`: a test of the value's run-time type.
    case typeCast(CastKind, Expr, TypeSyntax)
    /// An `if` or `switch` used as a value (`let s = if x > 0 { "pos" } else { "neg" }`): each
    /// branch is a single expression, or leaves by `throw`.
    case statementExpr(Stmt)
    /// A node the parser produced after an error, so that parsing can continue.
    case error
}

/// `as?` (nil when the value is not of the type), `as!` (an error stops), `is` (a `Bool`).
public enum CastKind {
    case conditional, forced, test
}

/// `try` (errors go on to the caller), `try?` (an error gives `nil`), `try!` (an error stops).
public enum TryKind {
    case plain, optional, forced
}

/// `catch pattern where condition { … }`; a bare `catch` binds `error`.
public final class CatchClause {
    /// An enum-case pattern (`LoadError.notFound`, `LoadError.invalid(let why)`), or nil.
    public var pattern: Pattern?
    /// `catch let e as T` / `catch is T`: the type tested, and the name bound (nil for `is`).
    public var castType: TypeSyntax?
    public var castName: String?
    public var guardExpr: Expr?
    public var body: [Stmt]
    public let range: SourceRange
    public init(pattern: Pattern?, castType: TypeSyntax?, castName: String?, guardExpr: Expr?, body: [Stmt],
                range: SourceRange) {
        self.pattern = pattern
        self.castType = castType
        self.castName = castName
        self.guardExpr = guardExpr
        self.body = body
        self.range = range
    }
    /// Filled by the checker: the declaration of the type `castType` names.
    public var castDecl: AnyObject?
}

/// `{ (a: Int, b) -> Int in … }` or `{ $0 + 1 }`.
public final class ClosureExpr {
    /// Explicit parameters; nil when the closure uses `$0`, `$1`, … (or takes none).
    public var parameters: [Parameter]?
    public var returnType: TypeSyntax?
    public var body: [Stmt]
    /// 1 + the highest `$n` used directly in this closure (not in nested ones); 0 if none.
    public var dollarCount: Int
    /// The closure's source text, as written, for printing function values: `{ $0 + 1 }`.
    public var sourceText: String
    /// `throws` was written in the signature: `{ (x: Int) throws -> Int in … }`.
    public var declaresThrows = false
    /// Set by the checker once a result builder has rewritten the body (the closure was written
    /// for a parameter with a builder's attribute), so that a second check leaves it.
    public var builderApplied = false

    public init(parameters: [Parameter]?, returnType: TypeSyntax?, body: [Stmt], dollarCount: Int,
                sourceText: String) {
        self.parameters = parameters
        self.returnType = returnType
        self.body = body
        self.dollarCount = dollarCount
        self.sourceText = sourceText
    }
}

/// A key path literal: an optional root type and its components, as written.
public final class KeyPathExpr {
    /// One link of the path as written.
    public enum Component {
        /// `.text`; `.self` names the root itself.
        case property(String, SourceRange)
        /// `?` — the rest of the path applies only when the value so far is not nil.
        case optional(SourceRange)
        /// `!` — the value so far must not be nil.
        case force(SourceRange)
    }

    /// `Label` in `\Label.text`; nil for `\.text`, whose root comes from the context.
    public var root: TypeSyntax?
    public var components: [Component]

    // Filled by the checker.
    /// How to walk the path from the root, one step per component that does something.
    public var steps: [KeyPathStep] = []
    /// The path reads `Value?` because of a `?` link, and its last property is not optional:
    /// a read wraps the property's value in `.some`.
    public var wrapsResult = false
    /// The literal stands where a function `(Root) -> Value` is expected (`labels.map(\.text)`).
    public var isFunction = false

    public init(root: TypeSyntax?, components: [Component]) {
        self.root = root
        self.components = components
    }
}

/// A resolved link of a key path.
public enum KeyPathStep {
    /// A stored property of a struct or an element of a tuple, by index.
    case field(Int)
    /// `?`: stop with nil when the value so far is nil, else go on with its payload.
    case chain
    /// `!`: a nil is an error.
    case force
    /// A read-only native property (`\String.count`).
    case property(NativeFunction)
    /// A property with accessors: computed (`get`/`set`, `index` nil) or stored at `index` and
    /// observed with `willSet`/`didSet`.
    case accessors(PropertyAccessors, index: Int?)
}

// MARK: - Types as written

public final class TypeSyntax {
    public var kind: TypeSyntaxKind
    public let range: SourceRange
    /// Attributes written before it: `escaping`, `autoclosure`.
    public var attributes: [String] = []
    /// `T!`: an optional that is unwrapped implicitly where a `T` is needed.
    public var isImplicitlyUnwrapped = false
    /// `some P`: the concrete type a function's body returns, which conforms to `P`.
    public var isOpaque = false
    /// `(Int) throws -> Int`: a function type that throws.
    public var isThrowing = false
    /// `A<Int>.B<String>`: the arguments written on the containers of a nested type (`[Int]`),
    /// its own being the `.named` arguments.
    public var outerArguments: [TypeSyntax] = []
    public init(_ kind: TypeSyntaxKind, _ range: SourceRange) {
        self.kind = kind
        self.range = range
    }
}

public enum TypeSyntaxKind {
    /// `Int`, `Label`, `Result<Int, String>`, `Mod<Label>`, `Array<Int>`.
    case named(String, [TypeSyntax])
    /// `[T]`.
    case array(TypeSyntax)
    /// `[K: V]`.
    case dictionary(TypeSyntax, TypeSyntax)
    /// `T?` (and `T!`, treated the same).
    case optional(TypeSyntax)
    /// `(A, B)`, `(x: Int, y: Int)`; `()` is `Void`. A single unlabelled element is just that type.
    case tuple([(label: String?, type: TypeSyntax)])
    /// `(A, B) -> C`; `@escaping` and `throws`-free. Parameter labels (`(_ x: Int) -> Int`) dropped.
    case function([TypeSyntax], TypeSyntax)
    /// `inout T`, as a parameter type (`(inout Label) -> Void`, what `configure` takes).
    case inoutType(TypeSyntax)
    /// `A & B`: a value of a type that conforms to every protocol named.
    case composition([TypeSyntax])
}

// MARK: - Patterns

public final class Pattern {
    public var kind: PatternKind
    public let range: SourceRange
    /// Filled by the checker: the type this pattern matches.
    public var type: SType?
    /// Filled by the checker for `.enumCase`: the case matched.
    public var chosen: AnyObject?
    public init(_ kind: PatternKind, _ range: SourceRange) {
        self.kind = kind
        self.range = range
    }
}

/// A labelled sub-pattern of a tuple or enum-case pattern: `title: let t`, `_`.
public struct PatternElement {
    public var label: String?
    public var pattern: Pattern
    public init(label: String?, pattern: Pattern) {
        self.label = label
        self.pattern = pattern
    }
}

public enum PatternKind {
    /// `_`.
    case wildcard
    /// A new binding: `let x`, `var x`, or a bare name under `case let …`.
    case binding(name: String, isVar: Bool)
    /// A value compared with `==`: `1`, `"x"`, `someConstant`.
    case expression(Expr)
    /// `.some(let x)`, `Optional.none`, `.input(title: let t, _, _)`. `type` names the enum when
    /// written (`Alignment.center`); `elements` is nil when the case is written without a tuple.
    case enumCase(type: String?, name: String, elements: [PatternElement]?)
    /// `(let a, _)`.
    case tuple([PatternElement])
    /// `x?` — matches `.some(x)`.
    case optional(Pattern)
    /// `let x: Int` in a declaration.
    case typed(Pattern, TypeSyntax)
    /// `let n as Int`, `is Int` (the inner pattern is then `_`): matches a value whose run-time
    /// type is the type, and matches the inner pattern against it as that type.
    case cast(Pattern, TypeSyntax)
}

// MARK: - Statements and declarations

public final class Stmt {
    public var kind: StmtKind
    public let range: SourceRange
    /// `outer:` before a loop, `switch`, `if` or `do`: the name `break outer`/`continue outer` use.
    public var label: String?
    /// `for case pattern in …`: the loop's pattern may fail to match, and skips the element then.
    public var isCaseLoop = false
    /// `for await x in s` / `for try await x in s`: an `AsyncSequence`'s `next()` is called with
    /// `await` (and `try`).
    public var awaitsElements = false
    /// Where `try` is written in `for try await`.
    public var triesElements: SourceRange?
    /// Filled by the checker for `return nil` in a class's failable `init` before the instance
    /// is fully initialized: it is dropped without running `deinit`, as in Swift.
    public var failsUninitialised = false
    /// Filled by the checker for `self.init(…)` / `super.init(…)` of a failable initializer in a
    /// failable one: when the other gives `nil`, this one ends with `nil` too, as in Swift.
    public var propagatesFailedInit = false
    public init(_ kind: StmtKind, _ range: SourceRange, label: String? = nil, isCaseLoop: Bool = false) {
        self.kind = kind
        self.range = range
        self.label = label
        self.isCaseLoop = isCaseLoop
    }
}

/// One condition of an `if`, `guard` or `while`, separated by commas.
public enum Condition {
    /// A Boolean expression.
    case expression(Expr)
    /// `let x = e`, `var x = e`, or Swift 5.7's `let x` shorthand (value is then an identifier).
    case optionalBinding(isVar: Bool, name: String, nameRange: SourceRange, value: Expr)
    /// `case pattern = e`.
    case casePattern(Pattern, Expr)
}

public enum StmtKind {
    case expression(Expr)
    /// `let`/`var` with a pattern (usually a single name), optional type, optional initializer.
    case variable(VarDecl)
    case function(FuncDecl)
    case structDecl(StructDecl)
    case enumDecl(EnumDecl)
    case typeAlias(TypeAliasDecl)
    case protocolDecl(ProtocolDecl)
    /// `throw e`.
    case throwStmt(Expr)
    /// `do { … } catch … { … }`.
    case doCatch(body: [Stmt], catches: [CatchClause])
    /// `extension Name where T == X { members }`.
    case extensionDecl(ExtensionDecl)
    /// `infix operator <> : Group`, `precedencegroup Group { … }`: used by the parser as it
    /// goes; nothing to check or run.
    case operatorDecl(String)
    /// `import Widgets` or `import "helpers.sri"`; run by the interpreter, top level only.
    case importDecl(ImportDecl)
    /// `if conds { } else if … { } else { }`; `elseBody` is nil, or a block (an `else if` is a
    /// block holding one `.ifStmt`).
    case ifStmt(conditions: [Condition], then: [Stmt], elseBody: [Stmt]?)
    case guardStmt(conditions: [Condition], elseBody: [Stmt])
    case whileStmt(conditions: [Condition], body: [Stmt])
    case repeatWhile(body: [Stmt], condition: Expr)
    case forIn(pattern: Pattern, sequence: Expr, whereClause: Expr?, body: [Stmt])
    case switchStmt(subject: Expr, cases: [SwitchCase])
    case returnStmt(Expr?)
    /// `break`, `break outer`.
    case breakStmt(label: String?)
    /// `continue`, `continue outer`.
    case continueStmt(label: String?)
    /// `fallthrough` in a `switch` case: runs the next case's body.
    case fallthroughStmt
    /// `defer { … }`: runs when the enclosing block is left, however it is left.
    case deferStmt([Stmt])
    /// `do { … }`: a nested scope.
    case block([Stmt])
    /// A statement the parser could not make sense of; its error has been reported.
    case error
}

public final class SwitchCase {
    /// Empty for `default:`.
    public var patterns: [Pattern]
    public var guardExpr: Expr?
    public var body: [Stmt]
    public var isDefault: Bool
    public let range: SourceRange
    public init(patterns: [Pattern], guardExpr: Expr?, body: [Stmt], isDefault: Bool, range: SourceRange) {
        self.patterns = patterns
        self.guardExpr = guardExpr
        self.body = body
        self.isDefault = isDefault
        self.range = range
    }
}

