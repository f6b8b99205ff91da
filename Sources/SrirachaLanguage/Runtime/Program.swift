/// Everything a session has compiled so far: global variables, functions, types. Shared by
/// the compiler (which resolves names against it) and by compiled code (which holds the
/// slots and blocks it refers to directly).
final class Program {
    let machine: Machine
    /// The newest global of each name (`$R0` included). Older slots of a shadowed name live on
    /// in the code that refers to them.
    var globals: [String: GlobalSlot] = [:]
    var functions: [ObjectIdentifier: FunctionEntry] = [:]
    var structs: [ObjectIdentifier: StructType] = [:]
    var enums: [ObjectIdentifier: EnumType] = [:]
    /// Methods protocol extensions give, by protocol and method key.
    var protocolDefaults: [String: [String: FunctionEntry]] = [:]
    /// Methods extensions added to built-in types, for calls through a protocol type or a
    /// generic parameter (`extension Int: Describable`).
    let builtinTables = BuiltinMethodTables()
    /// The protocols each declared protocol refines (`protocol Shape: CustomStringConvertible`).
    var protocolParents: [String: Set<String>] = [:]
    /// `static let`/`static var` storage, by `VarDecl`.
    var statics: [ObjectIdentifier: GlobalSlot] = [:]
    /// The static members and initializers of each type by its name, for uses through a generic
    /// parameter or a metatype value (`T.zero`, `T.make()`, `T()`, `t.init()` with `T: P`),
    /// which find them on the type the running call binds (or the value names). Properties go
    /// by name, functions by `Compiler.staticKey`.
    var typeStatics: [String: [String: TypeStatic]] = [:]
    /// Run-time types of `Mod`s by static type (`Mod<Label>`), so that they print it.
    var modTypes: [String: StructType] = [:]
    /// Function values of natives used as values (`xs.forEach(print)`).
    var nativeValues: [ObjectIdentifier: Function] = [:]
    /// Every block compiled, so they can be retired when the session ends.
    var blocks: [CodeBlock] = []
    /// Classes by the name their metatype values hold (`Sub` for `Sub.self`), for type methods
    /// called through a metatype (`t.make()` with `t: Base.Type`).
    let classNames = ClassNames()

    init(machine: Machine) { self.machine = machine }

    /// Breaks the reference cycles of compiled code (recursive functions refer to themselves).
    func retire() {
        for b in blocks { b.retire() }
        blocks.removeAll()
        functions.removeAll()
        globals.removeAll()
        statics.removeAll()
        classNames.types.removeAll()
        classNames.values.removeAll()
    }
}

/// A static member or initializer of a type, as `Program.typeStatics` holds it.
enum TypeStatic {
    case property(VarDecl)
    case function(FuncDecl)
}

/// The classes compiled, by the innermost name a metatype value prints (see `Program.classNames`).
final class ClassNames {
    var types: [String: StructType] = [:]
    /// The newest class, struct or enum of each innermost name (a session may declare a name again).
    var values: [String: AnyObject] = [:]
}

/// A declared function (global, method, static method or `init`) and its compiled block.
final class FunctionEntry {
    enum Kind {
        case global
        case method(mutating: Bool)
        case staticMethod
        /// A struct's `init`: runs with a boxed `self` made from the property defaults.
        case initializer(StructType, StructDecl)
        /// An enum's `init` (or one an extension gives another type): `self` starts empty and
        /// the body assigns it (`self = .a`).
        case valueInitializer
    }

    let decl: FuncDecl
    let kind: Kind
    let block: CodeBlock
    /// The function as a value (`let f = add`); methods take `self` as their first argument.
    var value: Function!
    /// For a curried `func` (several clauses): the body taking every clause's parameters at
    /// once, for calls that apply all of them (`sum(1)(2)(3)`) without building the
    /// intermediate functions.
    var uncurried: CodeBlock?

    init(decl: FuncDecl, kind: Kind, block: CodeBlock) {
        self.decl = decl
        self.kind = kind
        self.block = block
    }

    var takesSelf: Bool {
        switch kind {
        case .method, .initializer, .valueInitializer: return true
        case .global, .staticMethod: return false
        }
    }
}
