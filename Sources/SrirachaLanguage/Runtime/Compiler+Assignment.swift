/// Assignable places (`x`, `p.x`, `a.b.c`, `xs[0]`, `d["k"]`, `d["k"]!`, through cells too)
/// and assignments to them.
///
/// A place is used in two phases: first its indices and keys are evaluated (running user
/// code), then the storage is changed in place with no user code running meanwhile, so an
/// array inside a struct inside a global is updated without copying.
enum PathStep {
    case field(Int)
    case subscriptKey(Value, Site)
    case subscriptDefault(Value, Value)
    case unwrap(Site)
    /// `a?.b = 1`: a nil stops the assignment.
    case chain
    /// A computed property: read with its getter, changed, written back with its setter (found
    /// on the run-time class when `key` is set).
    /// With `mutatingGet`, the getter runs on the value in a cell (a `lazy var` of a struct).
    case accessor(get: Function, set: Function, key: String?, mutatingGet: Bool = false)
    /// A protocol's `{ get set }` requirement: the value's own stored or computed property of
    /// that name, found at run time.
    case requirement(String)
    /// A stored property with `willSet`/`didSet`, run around the change.
    case observed(Int, willSet: Function?, didSet: Function?)
    /// A stored property's storage itself: no observers run, no subclass's accessors are
    /// found (the property set in its own type's `init`, `super.x`).
    case stored(Int)

    /// A step that runs code when the value changes (a setter, observers), or whose value is a
    /// copy put back afterwards: `xs[1...2].sort()` sorts a slice that then replaces the range.
    var writesBack: Bool {
        switch self {
        case .accessor, .observed, .requirement, .subscriptKey(.range, _): return true
        default: return false
        }
    }
}

struct PlaceCode {
    let steps: (Frame) throws -> [PathStep]
    let access: (Frame, [PathStep], (inout Value) throws -> Void) throws -> Void
    /// The variable the place belongs to, for the exclusivity of `inout` accesses.
    let root: (Frame) -> AccessRoot

    /// What the place runs in: `take` tells it when a path is only read.
    var machine: Machine?

    /// For `&x` where `x` is the running function's own `inout` parameter (or mutating
    /// `self`) and no closure mentions it: the slot holding its cell, which a call may hand on
    /// as it is (see `inoutValueCall`).
    var cellSlot: Int?

    /// Moves the value out (leaving `()`), so a cell given to a mutating call owns it alone.
    /// Through a property with observers or accessors, the value is read instead (a copy) and
    /// `put` writes it back, running them once, as Swift does for an `inout` access.
    func take(_ f: Frame, _ steps: [PathStep]) throws -> Value {
        if let machine, steps.contains(where: \.writesBack) {
            var out = Value.void
            let saved = machine.readingPlace
            machine.readingPlace = true
            defer { machine.readingPlace = saved }
            try access(f, steps) { out = $0 }
            return out
        }
        var out = Value.void
        try access(f, steps) { v in
            out = v
            v = .void
        }
        return out
    }

    /// `a?.b = f()`: throws `OptionalChainNil` when a `?` on the path meets `nil`, before the
    /// value is computed (Swift evaluates `f()` only when the chain reaches the place).
    func checkChainReaches(_ f: Frame, _ steps: [PathStep]) throws {
        guard let last = steps.lastIndex(where: { if case .chain = $0 { return true } else { return false } }) else { return }
        let prefix = Array(steps[...last])
        let saved = machine?.readingPlace
        machine?.readingPlace = true
        defer { if let saved { machine?.readingPlace = saved } }
        try access(f, prefix) { _ in }
    }

    func put(_ f: Frame, _ steps: [PathStep], _ value: Value) throws {
        // Replacing a computed property's value runs only its setter, as in Swift: its getter
        // (a `lazy var`'s initial value, a `print`) does not run for a plain `=`.
        if let machine, case let .accessor(_, set, key, _)? = steps.last {
            try access(f, Array(steps.dropLast())) { v in try Compiler.setThroughAccessor(machine, set, key, &v, value) }
            return
        }
        try access(f, steps) { $0 = value }
    }
}

extension Compiler {
    /// `(a, b) = (b, a)`: every place is found first, then the whole value is computed, then
    /// stored element by element.
    private func compileTupleAssignment(_ elements: [Argument], _ value: Expr) throws -> Code {
        let places = try elements.map { element -> PlaceCode in
            var t = element.value
            while case .paren(let inner) = t.kind { t = inner }
            return try compilePlace(t)
        }
        let rhs = try compile(value)
        let s = site(value.range)
        return { f in
            let steps = try places.map { try $0.steps(f) }
            guard case .tuple(let values) = try rhs(f).unboxed, values.count == places.count else {
                throw Compiler.internalError("a tuple assignment of a value that is not a tuple of its size", s)
            }
            for i in places.indices { try places[i].put(f, steps[i], values[i]) }
            return .void
        }
    }

    func compileAssignment(_ e: Expr, _ op: String, _ target: Expr, _ value: Expr) throws -> Code {
        var target = target
        while case .paren(let inner) = target.kind { target = inner }
        if op == "=", case .tuple(let elements) = target.kind { return try compileTupleAssignment(elements, value) }
        if let code = try compileDynamicValueAssignment(op, target, value) { return code }
        var isChain = false
        if case .optionalChain(let inner) = target.kind {
            target = inner
            isChain = true
        }
        let rhs = try compile(value)
        if op == "=", case .identifier("_") = target.kind {
            return { f in
                _ = try rhs(f)
                return .void
            }
        }
        let m = machine
        if op == "=", !isChain, case .identifier(let name) = target.kind, target.chosen == nil {
            if let local = context.lookup(name) {
                if !local.boxed, case .slot(let i) = local.place {
                    return { f in
                        f.base[i] = try rhs(f)
                        return .void
                    }
                }
            } else if let slot = global(named: name) {
                let s = site(target.range)
                return { f in
                    let v = try rhs(f)
                    if slot.storage.pointee.accessed { throw Exclusivity.conflict(name, s) }
                    m.willWrite(slot)
                    slot.storage.pointee.value = v
                    return .void
                }
            }
        }
        let place = try compilePlace(target)
        let code: Code
        if op == "=" {
            if !isChain, let fast = storedFieldAssignment(target, place, value, rhs, nil) { return fast }
            code = { f in
                let steps = try place.steps(f)
                if isChain { try place.checkChainReaches(f, steps) }
                let v = try rhs(f)
                try place.put(f, steps, v)
                return .void
            }
        } else {
            let binary = String(op.dropLast())
            let s = site(operatorRange(op, between: target.range, and: value.range))
            let combine = compoundOperation(binary, target.type, value.type, s)
            if !isChain, let fast = storedFieldAssignment(target, place, value, rhs, combine) { return fast }
            code = { f in
                let steps = try place.steps(f)
                if isChain { try place.checkChainReaches(f, steps) }
                let v = try rhs(f)
                try place.access(f, steps) { current in try combine(&current, v) }
                return .void
            }
        }
        if !isChain { return code }
        // `(p.room?.name = "Hall") != nil`: `()` when the chain reached the place, else `nil`.
        return { f in
            do { return .some(try code(f)) } catch is OptionalChainNil { return .none }
        }
    }

    /// `+=` and friends: the operation, specialised by type where it matters. Strings and
    /// arrays grow in place (the old value is moved out first, so it is not copied).
    private func compoundOperation(_ op: String, _ left: SType?, _ right: SType?,
                                   _ s: Site) -> (inout Value, Value) throws -> Void {
        if left == .int, right == .int, let add = intCompound(op, s) { return add }
        if op == "+" {
            return { current, b in
                // Matched one at a time: a tuple of both would hold a second reference.
                if case .string(let y) = b, case .string(var x) = current {
                    do { try Builtins.checkConcatenation(x, y, inPlace: true) } catch let e as RuntimeError { throw s.error(from: e) }
                    current = .void
                    x += y
                    current = .string(x)
                } else if case .array(let ys) = b, case .array(var xs) = current {
                    do { try Builtins.checkArrayCount(xs.count + ys.count, copied: ys.count) } catch let e as RuntimeError { throw s.error(from: e) }
                    current = .void
                    xs.append(contentsOf: ys)
                    current = .array(xs)
                } else {
                    do { current = try Operators.arithmetic(op, current, b) } catch let e as RuntimeError { throw s.error(from: e) }
                }
            }
        }
        return { current, b in
            do { current = try Operators.arithmetic(op, current, b) } catch let e as RuntimeError { throw s.error(from: e) }
        }
    }

    private func intCompound(_ op: String, _ s: Site) -> ((inout Value, Value) throws -> Void)? {
        let overflow = s.error("arithmetic overflow in `\(op)`")
        let zero = s.error("division by zero")
        let notInt = Compiler.internalError("compound assignment on non-integers", s)
        func make(_ apply: @escaping (Int, Int) -> (partialValue: Int, overflow: Bool), checksZero: Bool)
            -> (inout Value, Value) throws -> Void {
            { current, b in
                guard case .int(let x) = current, case .int(let y) = b else { throw notInt }
                if checksZero, y == 0 { throw zero }
                let (r, o) = apply(x, y)
                if o { throw overflow }
                current = .int(r)
            }
        }
        switch op {
        case "+": return make({ $0.addingReportingOverflow($1) }, checksZero: false)
        case "-": return make({ $0.subtractingReportingOverflow($1) }, checksZero: false)
        case "*": return make({ $0.multipliedReportingOverflow(by: $1) }, checksZero: false)
        case "/": return make({ $0.dividedReportingOverflow(by: $1) }, checksZero: true)
        case "%": return make({ $0.remainderReportingOverflow(dividingBy: $1) }, checksZero: true)
        default: return nil
        }
    }

    /// Where `op` is written between two expressions (for pointing at `+=`).
    func operatorRange(_ op: String, between a: SourceRange, and b: SourceRange) -> SourceRange {
        let bytes = Array(op.utf8)
        let bytesInFile = file.utf8
        var i = a.end
        while i + bytes.count <= min(b.start, bytesInFile.count) {
            if Array(bytesInFile[i..<(i + bytes.count)]) == bytes { return SourceRange(i, i + bytes.count) }
            i += 1
        }
        return a.union(b)
    }

    // MARK: Places

    private enum StepCode {
        case fixed(PathStep)
        case key(Code, Site)
        case keyDefault(Code, Code)
        /// `x[keyPath: kp]`: the key path's own links.
        case keyPath(Code, Site)
    }

    func compilePlace(_ e: Expr) throws -> PlaceCode {
        var stepCodes: [StepCode] = []
        var root = e
        var staticSlot: GlobalSlot?
        walk: while true {
            switch root.kind {
            case .paren(let x): root = x
            case .optionalChain(let x): root = x
            case let .member(base, name, _):
                if let a = root.chosen as? PropertyAccessors {
                    stepCodes.append(.fixed(try accessorStep(root, a)))
                    root = base
                    continue walk
                }
                if let v = root.chosen as? VarDecl {
                    guard let slot = program.statics[ObjectIdentifier(v)] else {
                        throw failure("`\(name)` is not available yet", at: root.range)
                    }
                    staticSlot = slot
                    break walk
                }
                guard let index = root.memberIndex else { throw failure("cannot assign to `\(name)`", at: root.range) }
                stepCodes.append(.fixed(root.reachesStorage ? .stored(index) : .field(index)))
                root = base
            case .implicitMember:
                guard let v = root.chosen as? VarDecl, let slot = program.statics[ObjectIdentifier(v)] else {
                    throw failure("cannot assign to this member", at: root.range)
                }
                staticSlot = slot
                break walk
            case let .subscriptAccess(base, arguments):
                guard let first = arguments.first else { throw failure("a subscript needs an index", at: root.range) }
                let key = try compile(first.value)
                if first.label == "keyPath" {
                    stepCodes.append(.keyPath(key, site(root.range)))
                    root = base
                    continue walk
                }
                if arguments.count == 2, arguments[1].label == "default" {
                    stepCodes.append(.keyDefault(key, try compile(arguments[1].value)))
                } else {
                    stepCodes.append(.key(key, site(root.range)))
                }
                root = base
            case .forceUnwrap(let x):
                stepCodes.append(.fixed(.unwrap(site(bangRange(root)))))
                root = x
            case .bindOptional(let x):
                stepCodes.append(.fixed(.chain))
                root = x
            case .identifier:
                break walk
            default:
                throw failure("cannot assign to this expression", at: root.range)
            }
        }
        stepCodes.reverse()
        let (rawAccess, rootMarker) = try rootAccess(root, staticSlot)
        // Observers, setters and a subclass's accessors run as calls from this frame: the
        // machine's stack top must be past it, or their frames would overwrite its slots.
        let m = machine
        // A failure of one of them (the stack depth reached in a `didSet`) is located here.
        let s = site(e.range)
        let access: RootAccess = stepCodes.isEmpty ? rawAccess : { f, steps, body in
            m.leave(f)
            do { try rawAccess(f, steps, body) } catch let error as RuntimeError { throw s.error(from: error) }
        }
        if stepCodes.isEmpty {
            var place = PlaceCode(steps: { _ in [] }, access: access, root: rootMarker, machine: machine)
            place.cellSlot = ownCellSlot(root)
            return place
        }
        let fixed = stepCodes.compactMap { code -> PathStep? in
            if case .fixed(let step) = code { return step }
            return nil
        }
        if fixed.count == stepCodes.count { return PlaceCode(steps: { _ in fixed }, access: access, root: rootMarker, machine: machine) }
        let codes = stepCodes
        return PlaceCode(steps: { f in
            var out: [PathStep] = []
            out.reserveCapacity(codes.count)
            for c in codes {
                switch c {
                case .fixed(let step): out.append(step)
                case let .key(k, s): out.append(.subscriptKey(try k(f).unboxed, s))
                case let .keyDefault(k, d): out.append(.subscriptDefault(try k(f).unboxed, try d(f)))
                case let .keyPath(k, s):
                    guard case .keyPath(let path) = try k(f).unboxed, let steps = path.placeSteps(s) else {
                        throw Compiler.internalError("writing through a read-only key path", s)
                    }
                    out.append(contentsOf: steps)
                }
            }
            return out
        }, access: access, root: rootMarker, machine: machine)
    }

    private typealias RootAccess = (Frame, [PathStep], (inout Value) throws -> Void) throws -> Void

    private func rootAccess(_ root: Expr, _ staticSlot: GlobalSlot?) throws -> (RootAccess, (Frame) -> AccessRoot) {
        let m = machine
        let s = site(root.range)
        if let slot = staticSlot ?? (root.chosen as? VarDecl).flatMap({ program.statics[ObjectIdentifier($0)] }) {
            return ({ _, steps, body in
                try slot.initializeIfNeeded(s)
                if slot.storage.pointee.accessed { throw Exclusivity.conflict(slot.name, s) }
                m.willWrite(slot)
                try Compiler.apply(m, steps, 0, &slot.storage.pointee.value, body)
            }, { _ in .global(slot) })
        }
        guard case .identifier(var name) = root.kind else { throw failure("cannot assign to this expression", at: root.range) }
        // `super.f = x`: the instance itself, its superclass's setter chosen by the checker.
        if name == "super", context.lookup("self") != nil { name = "self" }
        if let local = context.lookup(name) {
            if local.weakCapture != nil {
                // `[weak self]`/`[unowned self]`: properties change through the instance it reads as.
                let read = self.read(local, s)
                return ({ f, steps, body in
                    var reference = try read(f)
                    guard !steps.isEmpty else { throw Compiler.internalError("cannot assign to the capture `\(name)`", s) }
                    try Compiler.apply(m, steps, 0, &reference, body)
                }, { _ in .none })
            }
            switch (local.place, local.boxed) {
            case (.slot(let i), false):
                return ({ f, steps, body in try Compiler.apply(m, steps, 0, &f.base[i], body) }, { _ in .none })
            case (.slot(let i), true):
                return ({ f, steps, body in
                    guard case .box(let b) = f.base[i] else {
                        // `self` in a protocol extension's `mutating` method called on a class
                        // instance: its properties change through the reference.
                        if case .object = f.base[i], !steps.isEmpty {
                            var reference = f.base[i]
                            return try Compiler.apply(m, steps, 0, &reference, body)
                        }
                        throw Compiler.internalError("`\(name)` has no cell", s)
                    }
                    if b.accessed { throw Exclusivity.conflict(name, s) }
                    m.willWrite(b)
                    try Compiler.apply(m, steps, 0, &b.value, body)
                }, { f in
                    if case .box(let b) = f.base[i] { return .box(b, name) }
                    return .none
                })
            case (.capture(let i), true):
                return ({ f, steps, body in
                    guard case .box(let b) = f.env[i] else { throw Compiler.internalError("`\(name)` has no cell", s) }
                    if b.accessed { throw Exclusivity.conflict(name, s) }
                    m.willWrite(b)
                    try Compiler.apply(m, steps, 0, &b.value, body)
                }, { f in
                    if case .box(let b) = f.env[i] { return .box(b, name) }
                    return .none
                })
            case (.capture(let i), false):
                // A captured constant holding a class instance: its properties change through the
                // reference (the checker allows nothing else here).
                return ({ f, steps, body in
                    guard !steps.isEmpty, case .object = f.env[i] else {
                        throw Compiler.internalError("cannot assign to the captured constant `\(name)`", s)
                    }
                    var reference = f.env[i]
                    try Compiler.apply(m, steps, 0, &reference, body)
                }, { _ in .none })
            }
        }
        if let slot = global(named: name) {
            return ({ _, steps, body in
                if slot.storage.pointee.accessed { throw Exclusivity.conflict(name, s) }
                m.willWrite(slot)
                try Compiler.apply(m, steps, 0, &slot.storage.pointee.value, body)
            }, { _ in .global(slot) })
        }
        throw failure("cannot find `\(name)` in scope", at: root.range)
    }
}
