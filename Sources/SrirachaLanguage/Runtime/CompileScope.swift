/// A variable as compiled code reaches it: a slot of the running frame or a captured value,
/// stored directly or in a `Box` (when closures capture a variable that can change).
final class Local {
    enum Place {
        case slot(Int)
        case capture(Int)
    }

    let name: String
    let place: Place
    let boxed: Bool
    let isMutable: Bool
    /// A `[weak x]` (true) or `[unowned x]` (false) capture: its cell holds a weak reference
    /// (`WeakReference.stored`), read as the instance it points at.
    let weakCapture: Bool?

    init(name: String, place: Place, boxed: Bool, isMutable: Bool, weakCapture: Bool? = nil) {
        self.name = name
        self.place = place
        self.boxed = boxed
        self.isMutable = isMutable
        self.weakCapture = weakCapture
    }
}

/// Compile-time scopes of one function (or of one top-level statement): names to slots, the
/// frame size, and what the function captures from the functions around it.
final class CompileScope {
    private struct Scope {
        var names: [String: Local] = [:]
        var functions: [ObjectIdentifier: Local] = [:]
        let firstSlot: Int
    }

    let parent: CompileScope?
    /// Names that closures nested in this function mention: a mutable variable with such a
    /// name lives in a `Box` so that the closures share it. Found when first asked: most
    /// bodies (a top-level statement, `{ x + 1 }`) declare no variable that could be boxed.
    var capturedNames: Set<String> {
        if let found = foundCapturedNames { return found }
        let found = CaptureAnalysis.names(in: analysedBody)
        foundCapturedNames = found
        analysedBody = []
        return found
    }
    private var foundCapturedNames: Set<String>?
    /// The body `capturedNames` is found in, until it is.
    private var analysedBody: [Stmt]
    /// True for the context of a top-level statement, whose outermost `let`/`var`/`func`
    /// declare globals.
    let isTopLevel: Bool
    private var scopes: [Scope]
    private var nextSlot = 0
    private(set) var frameSize = 0
    /// The highest slot in use plus one since `allocations` began measuring.
    private var peak = 0
    /// What closures of this function must be given when created: locals of `parent`.
    private(set) var captures: [Local] = []
    private var captureIndex: [ObjectIdentifier: Local] = [:]

    init(parent: CompileScope?, capturedNames: Set<String>, isTopLevel: Bool = false) {
        self.parent = parent
        foundCapturedNames = capturedNames
        analysedBody = []
        self.isTopLevel = isTopLevel
        scopes = [Scope(firstSlot: 0)]
    }

    /// The scope of a function, closure or top-level statement whose body is `body`.
    init(parent: CompileScope?, body: [Stmt], isTopLevel: Bool = false) {
        self.parent = parent
        analysedBody = body
        self.isTopLevel = isTopLevel
        scopes = [Scope(firstSlot: 0)]
    }

    /// True where a declaration makes a global.
    var declaresGlobals: Bool { isTopLevel && scopes.count == 1 }

    func push() { scopes.append(Scope(firstSlot: nextSlot)) }

    func pop() {
        let scope = scopes.removeLast()
        nextSlot = scope.firstSlot
    }

    /// A fresh slot, for a variable or a temporary.
    func allocateSlot() -> Int {
        let slot = nextSlot
        nextSlot += 1
        frameSize = max(frameSize, nextSlot)
        peak = max(peak, nextSlot)
        return slot
    }

    /// What `body` compiles, with the slots it allocates (its variables and temporaries).
    func allocations<T>(_ body: () throws -> T) rethrows -> (T, Range<Int>) {
        let first = nextSlot, saved = peak
        peak = nextSlot
        defer { peak = max(saved, peak) }
        let result = try body()
        return (result, first..<max(first, peak))
    }

    /// Declares a variable in the innermost scope. `boxed` forces a cell (inout parameters,
    /// mutating `self`); otherwise a mutable variable that closures mention gets one.
    @discardableResult
    func declare(_ name: String, mutable: Bool, boxed: Bool = false, weakCapture: Bool? = nil) -> Local {
        let local = Local(name: name, place: .slot(allocateSlot()),
                          boxed: boxed || weakCapture != nil || (mutable && capturedNames.contains(name)),
                          isMutable: mutable, weakCapture: weakCapture)
        scopes[scopes.count - 1].names[name] = local
        return local
    }

    /// Declares a nested function; it lives in a cell when closures mention it (it may be
    /// called recursively, or before a later function it calls is declared).
    func declareFunction(_ decl: FuncDecl) -> Local {
        let local = Local(name: decl.name, place: .slot(allocateSlot()),
                          boxed: capturedNames.contains(decl.name), isMutable: false)
        scopes[scopes.count - 1].names[decl.name] = local
        scopes[scopes.count - 1].functions[ObjectIdentifier(decl)] = local
        return local
    }

    /// The variable `name` visible here, capturing it from an enclosing function if needed.
    func lookup(_ name: String) -> Local? {
        for scope in scopes.reversed() {
            if let local = scope.names[name] { return local }
        }
        guard let outer = parent?.lookup(name) else { return nil }
        return capture(outer)
    }

    /// The nested function `decl` visible here.
    func lookup(_ decl: FuncDecl) -> Local? {
        let id = ObjectIdentifier(decl)
        for scope in scopes.reversed() {
            if let local = scope.functions[id] { return local }
        }
        guard let outer = parent?.lookup(decl) else { return nil }
        return capture(outer)
    }

    private func capture(_ outer: Local) -> Local {
        let id = ObjectIdentifier(outer)
        if let local = captureIndex[id] { return local }
        let local = Local(name: outer.name, place: .capture(captures.count), boxed: outer.boxed,
                          isMutable: outer.isMutable, weakCapture: outer.weakCapture)
        captures.append(outer)
        captureIndex[id] = local
        return local
    }
}
