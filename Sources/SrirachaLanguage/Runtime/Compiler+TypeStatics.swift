import Foundation

/// Static members and initializers reached through a generic parameter or a metatype value
/// (`T.zero`, `T.make()`, `T()`, `t.init()`, `t.name` with `T: P`, `k: P.Type`): each is found,
/// when it runs, on the type the running call binds or the metatype value names (see
/// `Program.typeStatics`).
extension Compiler {
    /// The key a static function or initializer has in `Program.typeStatics`: its full name; an
    /// operator's by its operand count only, as its requirement's labels need not match.
    static func staticKey(_ d: FuncDecl) -> String {
        guard let first = d.name.unicodeScalars.first, first != "_", !CharacterSet.letters.contains(first) else {
            return d.fullName
        }
        return d.name + "(" + String(repeating: "_:", count: d.clauses.first?.count ?? 0) + ")"
    }

    /// The metatype value `base` stands for, as the name of its type: `T` in a function that
    /// knows `T` when it runs, or a metatype value (`t: T.Type`).
    func metatypeName(_ base: Expr) throws -> Code {
        if let target = base.castTarget, let bound = reifiedCastTarget(base, target) {
            return { f in .string(Printer.swiftTypeName(try bound(f), qualified: false)) }
        }
        return try compile(base)
    }

    /// `T.zero`, `t.name`: the static property of the type `metatype` names.
    func typeStaticRead(_ e: Expr, _ name: String, _ metatype: @escaping Code) -> Code {
        let m = machine, env = m.emptyEnv, program = program, s = site(e.range)
        return { f in
            let owner = try Compiler.metatypeString(try metatype(f), s)
            guard case .property(let v)? = program.typeStatic(name, of: owner) else {
                throw s.error("the static property `\(name)` of `\(owner)` cannot be read "
                              + "through a generic parameter: only the static properties a type declares (or an extension adds) can")
            }
            if let getter = v.accessors?.getter {
                guard let entry = program.functions[ObjectIdentifier(getter)] else {
                    throw s.error("`\(name)` is not available yet")
                }
                // A protocol extension's `static var` takes the type it is read on (see `receivesClass`).
                if getter.receivesClass != nil { return try m.call1(entry.block, env, .string(owner), f, s) }
                return try m.call0(entry.block, env, f, s)
            }
            guard let slot = program.statics[ObjectIdentifier(v)] else { throw s.error("`\(name)` is not available yet") }
            return try slot.readStatic(s)
        }
    }

    /// `T.make()`, `T()`, `t.init()`: the static function or initializer of the type the
    /// metatype names that meets the requirement `d`.
    func compileTypeStaticCall(_ e: Expr, _ d: FuncDecl, base: Expr, key: String, _ arguments: [Argument],
                               _ s: Site, metatype given: Code? = nil) throws -> Code {
        let metatype = try given ?? metatypeName(base)
        let args = try compileArguments(e, arguments, defaults: (d.clauses.first ?? []).map(\.defaultValue))
        let m = machine, env = m.emptyEnv, program = program
        return general(args, before: metatype, site: s) { f, values in
            let owner = try Compiler.metatypeString(values[0], s)
            if key == "init()", program.typeStatic(key, of: owner) == nil, let made = try program.implicitInstance(of: owner, f) {
                return made
            }
            if key.hasPrefix("init("), program.typeStatic(key, of: owner) == nil,
               let made = program.memberwiseInstance(of: owner, key: key, Array(values.dropFirst())) {
                return made
            }
            guard case .function(let found)? = program.typeStatic(key, of: owner),
                  let entry = program.functions[ObjectIdentifier(found)] else {
                let what = d.name == "init" ? "initializer `\(key)`" : "static method `\(key)`"
                throw s.error("the \(what) of `\(owner)` cannot be called through a generic parameter or metatype: "
                              + "only the ones a type declares (or an extension adds) can")
            }
            let rest = Array(values.dropFirst())
            switch entry.kind {
            case .staticMethod:
                // A class's type method takes the class it is called on (see `receivesClass`).
                return try m.callN(entry.block, env, found.receivesClass == nil ? rest : [.string(owner)] + rest, f, s)
            case .valueInitializer where found.extendedProtocol != nil:
                // An `init` of a protocol extension makes the type at hand (see `protocolDelegation`).
                return try m.callN(entry.block, env, [.box(Box(.string(owner)))] + rest, f, s)
            case let .initializer(type, _) where type.isClass:
                // A `required init` a subclass inherits makes an instance of the subclass.
                let made = program.classNames.types[Printer.innermost(Compiler.typeHead(owner))] ?? type
                return try m.callN(entry.block, env, [.object(try Compiler.allocate(made, f))] + rest, f, s)
            default: break
            }
            // An initializer's value builds its own frame above the machine's top.
            m.leave(f)
            return try entry.value.invoke(rest)
        }
    }

    /// `self.init(…)` in an `init` of a protocol extension: the initializer of the type whose
    /// name the new value's cell holds (put there by the call), its value then stored in the cell.
    /// With `makesSelf` false, `Self(…)`: a value of that type, `self` left as it is.
    func protocolDelegation(_ e: Expr, _ d: FuncDecl, base: Expr, key: String, _ arguments: [Argument],
                            _ s: Site, makesSelf: Bool) throws -> Code {
        let call = try compileTypeStaticCall(e, d, base: base, key: key, arguments, s, metatype: { f in
            guard case .box(let cell) = f.base[0] else { throw Compiler.internalError("`self` without its cell", s) }
            if case .string = cell.value { return cell.value }
            // After `self.init(…)`: the type of the value made.
            if makesSelf { throw s.error("`self.init` runs once, before `self` is used") }
            return .string(Compiler.runtimeTypeName(cell.value.unboxed))
        })
        if !makesSelf { return call }
        return { f in
            let made = try call(f)
            if case .box(let cell) = f.base[0] { cell.value = made.unboxed }
            return .void
        }
    }

    /// The name of the type an initializer call makes (`K` for `K?` from an `init?`), as a
    /// metatype value holds it.
    static func madeTypeName(_ t: SType?) -> String {
        guard var t else { return "" }
        if case let .nominal("Optional", args) = t, args.count == 1 { t = args[0] }
        return Printer.swiftTypeName(t, qualified: false)
    }

    /// `T.combine`, `t.make` used as values: the function of the type the metatype names.
    func typeStaticFunctionValue(_ e: Expr, _ d: FuncDecl, _ key: String, _ base: Expr) throws -> Code {
        let metatype = try metatypeName(base)
        let program = program, s = site(e.range)
        return { f in
            let owner = try Compiler.metatypeString(try metatype(f), s)
            guard case .function(let found)? = program.typeStatic(key, of: owner),
                  let entry = program.functions[ObjectIdentifier(found)] else {
                throw s.error("the static method `\(key)` of `\(owner)` cannot be used through a generic parameter or metatype: "
                              + "only the ones a type declares (or an extension adds) can")
            }
            return .function(entry.value)
        }
    }

    /// `T(n)` with `T: BinaryFloatingPoint` (or another number protocol): `n` as a `T`; with a
    /// `fixed` type (`Int(x)` with `x: T`), `x` as that.
    func compileGenericNumberConversion(_ callee: Expr, _ fixed: String?, _ argument: Expr, _ s: Site) throws -> Code {
        let metatype = try fixed.map { name in { _ in .string(name) } } ?? metatypeName(callee), value = try compile(argument)
        return { f in
            let target = Compiler.typeHead(try Compiler.metatypeString(try metatype(f), s))
            let v = try value(f)
            do { return try Builtins.convert(v, to: target) } catch let e as RuntimeError { throw s.error(from: e) }
        }
    }

    /// `a + b` on values of a generic parameter whose protocols require the operator: the
    /// operator the value's type declares, or the built-in one (`extension Int: Summable {}`).
    func compileRequiredOperator(_ op: String, _ key: String, _ l: Expr, _ r: Expr, _ s: Site) throws -> Code {
        let a = try compile(l), b = try compile(r)
        let m = machine, env = m.emptyEnv, program = program
        let builtin = Operators.binaryFunction(op) ?? { x, y in try Operators.arithmetic(op, x, y) }
        return { f in
            let x = try a(f), y = try b(f)
            if let entry = program.staticFunction(key, forValue: x) { return try m.callN(entry.block, env, [x, y], f, s) }
            do { return try builtin(x, y) } catch let e as RuntimeError { throw s.error(from: e) }
        }
    }

    /// `xs.reduce(T.zero, +)` where `T`'s protocols require `+`: as `a + b` does it.
    func requiredOperatorValue(_ op: String, _ key: String) -> Code {
        let program = program
        let builtin = Operators.binaryFunction(op) ?? { x, y in try Operators.arithmetic(op, x, y) }
        let fn = Function(arity: 2, display: .named("(\(op))")) { args in
            if let entry = program.staticFunction(key, forValue: args[0]) { return try entry.value.invoke(args) }
            return try builtin(args[0], args[1])
        }
        return constant(.function(fn))
    }

    /// `Box<Int>` without its type arguments.
    static func typeHead(_ name: String) -> String {
        name.firstIndex(of: "<").map { String(name[..<$0]) } ?? name
    }

    static func metatypeString(_ v: Value, _ s: Site) throws -> String {
        guard case .string(let name) = v.unboxed else { throw internalError("a metatype that is not a type's name", s) }
        return name
    }
}

extension Program {
    /// `T()` for a type whose `init()` is the one its property defaults give: a class's instance,
    /// or a struct's value made of the defaults; nil for another type.
    func implicitInstance(of name: String, _ f: Frame) throws -> Value? {
        let head = Printer.innermost(Compiler.typeHead(name))
        // The newest type of the name: a session may have declared it again.
        let newest = classNames.values[head]
        if let c = newest as? StructType, c.isClass { return .object(try Compiler.allocate(c, f)) }
        if newest == nil, let c = classNames.types[head] { return .object(try Compiler.allocate(c, f)) }
        guard let s = (newest as? StructType) ?? structs.values.first(where: { !$0.isClass && Printer.innermost($0.name) == head }),
              !s.isClass, s.fieldDefaults.count == s.fieldNames.count else { return nil }
        var fields: [Value] = []
        for d in s.fieldDefaults { fields.append(try d.run(f)) }
        return .structValue(StructValue(type: s, fields: fields))
    }

    /// `A(name: n)` with `A: Animal` standing for `struct Dog { let name: String }`: the struct's
    /// memberwise initializer, where the labels name every stored property in order.
    func memberwiseInstance(of name: String, key: String, _ values: [Value]) -> Value? {
        let head = Printer.innermost(Compiler.typeHead(name))
        guard let s = structs.values.first(where: { !$0.isClass && Printer.innermost($0.name) == head }),
              key == "init(" + s.fieldNames.map { $0 + ":" }.joined() + ")", values.count == s.fieldNames.count else { return nil }
        return .structValue(StructValue(type: s, fields: values.map(\.unboxed)))
    }

    /// The static function `key` of a value's own type (a struct, an enum or a class).
    func staticFunction(_ key: String, forValue v: Value) -> FunctionEntry? {
        let name: String
        switch v.unboxed {
        case .structValue(let sv): name = sv.type.name
        case .enumCase(let ev): name = ev.type.name
        case .object(let o): name = o.type.name
        default:
            // `extension Int: Monoid { static func <> … }`: the built-in type's own.
            for owner in BuiltinMethodTables.typeNames(of: v.unboxed) {
                if case .function(let d)? = typeStatic(key, of: owner) { return functions[ObjectIdentifier(d)] }
            }
            return nil
        }
        guard case .function(let d)? = typeStatic(key, of: name) else { return nil }
        return functions[ObjectIdentifier(d)]
    }

    /// The static member `key` (see `Compiler.staticKey`) of the type a metatype value names:
    /// its own, or for a class without its own, its superclass's (a `required init` inherited).
    func typeStatic(_ key: String, of name: String) -> TypeStatic? {
        var owner = Compiler.typeHead(name)
        for _ in 0..<4096 {
            if let found = typeStatics[owner]?[key] { return found }
            // A nested type's metatype shows its innermost name.
            if let (_, members) = typeStatics.first(where: { Printer.innermost($0.key) == owner && $0.key != owner }),
               let found = members[key] {
                return found
            }
            guard let sup = classNames.types[Printer.innermost(owner)]?.superclass?.name else { break }
            owner = sup
        }
        // What an extension of one of the type's protocols gives it (`static var kind`, `static func make()`).
        for p in protocols(ofType: Compiler.typeHead(name)).sorted() {
            if let found = typeStatics[p]?[key] { return found }
        }
        return nil
    }

    /// The protocols a type of the program (or a built-in type an extension made conform) conforms to,
    /// its superclasses' included.
    func protocols(ofType name: String) -> Set<String> {
        let head = Printer.innermost(name)
        let newest = classNames.values[head]
        if var c = (newest as? StructType).flatMap({ $0.isClass ? $0 : nil }) ?? (newest == nil ? classNames.types[head] : nil) {
            var all = c.protocols
            for _ in 0..<4096 {
                guard let sup = c.superclass else { break }
                all.formUnion(sup.protocols)
                c = sup
            }
            return all
        }
        if let s = newest as? StructType { return s.protocols }
        if let e = newest as? EnumType { return e.protocols }
        return builtinTables.protocols[name] ?? []
    }
}
