/// Types of operands checked ahead of their operator (see `Checker.preChecked`): rarely more
/// than two at a time, so a short list searched from its end, rather than a dictionary that
/// allocated its table on every statement's first operator. Past `listLimit` entries (a call
/// with many arguments) a dictionary takes over, so that the search never grows quadratic.
struct PreCheckedTypes {
    private var list: [(key: ObjectIdentifier, type: Ty)] = []
    private var table: [ObjectIdentifier: Ty]?
    private static let listLimit = 16

    var isEmpty: Bool { table?.isEmpty ?? list.isEmpty }

    subscript(key: ObjectIdentifier) -> Ty? {
        get {
            if let table { return table[key] }
            return list.last(where: { $0.key == key })?.type
        }
        set {
            if table != nil { table![key] = newValue; return }
            if let i = list.lastIndex(where: { $0.key == key }) {
                if let newValue { list[i].type = newValue } else { list.remove(at: i) }
                return
            }
            guard let newValue else { return }
            if list.count < Self.listLimit {
                list.append((key, newValue))
            } else {
                var t = Dictionary(uniqueKeysWithValues: list.map { ($0.key, $0.type) })
                t[key] = newValue
                table = t
                list = []
            }
        }
    }

    /// Empties the list, keeping its room (see `Checker.empty`).
    mutating func removeAll() {
        if !list.isEmpty { list.removeAll(keepingCapacity: true) }
        table = nil
    }

    @discardableResult
    mutating func removeValue(forKey key: ObjectIdentifier) -> Ty? {
        if table != nil { return table!.removeValue(forKey: key) }
        guard let i = list.lastIndex(where: { $0.key == key }) else { return nil }
        return list.remove(at: i).type
    }
}

/// A checker is made once and handed from one statement to the next: making one, and freeing
/// its fifty-odd collections after every statement, was a tenth of checking a short statement.
/// A checker handed on is emptied first (`empty`), so that nothing of a statement, checked or
/// failed, is seen by the next one; its collections keep their room. Checking may start another
/// check before it ends (looking up a name of the prelude checks that declaration), so the type
/// checker keeps a few idle checkers rather than one.
extension TypeChecker {
    /// A checker for one statement: an idle one when there is one (see `recycle`).
    func makeStorageReusingChecker(_ file: SourceFile) -> Checker {
        guard let checker = idleCheckers.popLast() else {
            return Checker(file: file, environment: environment, natives: natives)
        }
        checker.file = file
        checker.env = environment
        return checker
    }

    /// Keeps a finished checker, emptied, for the next statement, unless an unusually large
    /// statement grew it.
    func recycle(_ checker: Checker) {
        guard idleCheckers.count < 2, checker.solver.isWorthKeeping, checker.exprTypes.capacity <= 4096 else { return }
        checker.empty()
        idleCheckers.append(checker)
    }
}

extension Checker {
    /// The statement's environment, moved out for its `CheckedStatement` rather than copied:
    /// a copy retained the environment's references and the idle checker held them until the
    /// next statement released them. The checker is left an empty environment, which
    /// `makeStorageReusingChecker` replaces.
    func takeEnvironment() -> GlobalEnvironment {
        var taken = GlobalEnvironment.vacant
        swap(&taken, &env)
        return taken
    }

    /// Makes the checker as a new one is, keeping the room its collections have grown to. Every
    /// stored property is set here (a unit test compares an emptied checker with a new one),
    /// but for `file` and `env`, which the next statement replaces.
    func empty() {
        solver.reset()
        Checker.empty(&diagnostics)
        reportedUnknownName = false
        unknownMember = nil
        laterDeclaration = nil
        seesWholeFile = false
        expressionDepth = 0
        outermostExpression = nil
        tooLargeType = nil
        Checker.empty(&exprTypes)
        Checker.empty(&patternTypes)
        Checker.empty(&parameterTypes)
        Checker.empty(&funcSchemes)
        Checker.empty(&intLiterals)
        Checker.empty(&opaqueTypes)
        Checker.empty(&opaqueRequirements)
        Checker.empty(&numberConstants)
        Checker.empty(&ambiguities)
        Checker.empty(&equatableChecks)
        Checker.empty(&conformanceChecks)
        Checker.empty(&functionRequirements)
        Checker.empty(&destructuringClosures)
        Checker.empty(&operatorCallSources)
        preChecked.removeAll()
        operandMeaning = nil
        Checker.empty(&neverCalls)
        Checker.empty(&scopes)
        Checker.empty(&initialisationErrors)
        Checker.empty(&loopScopeBases)
        Checker.empty(&jumpTargets)
        Checker.empty(&genericConstructions)
        assignmentTarget = nil
        selfMemberBase = nil
        Checker.empty(&optionalContexts)
        Checker.empty(&autoclosureArguments)
        Checker.empty(&nonEscapingClosures)
        Checker.empty(&variadicElements)
        Checker.empty(&packedVariadics)
        tryDepth = 0
        awaitDepth = 0
        Checker.empty(&typeContext)
        currentAccessors = nil
        Checker.empty(&contexts)
        Checker.empty(&genericNames)
        Checker.empty(&genericConstraints)
        Checker.empty(&signatures)
        Checker.empty(&genericFunctionStack)
        Checker.empty(&methodTypeParameters)
        Checker.empty(&reifiedSites)
        Checker.empty(&bindings)
        Checker.empty(&declaredNominals)
        Checker.empty(&bindingRanges)
        bindingHint = nil
        trialDepth = 0
        Checker.empty(&chosenOverloads)
    }

    // Emptying an empty collection is skipped: most of a statement's collections stay empty,
    // and `removeAll(keepingCapacity:)` is not free even then.
    private static func empty<T>(_ a: inout [T]) { if !a.isEmpty { a.removeAll(keepingCapacity: true) } }
    private static func empty<K, V>(_ d: inout [K: V]) { if !d.isEmpty { d.removeAll(keepingCapacity: true) } }
    private static func empty<T>(_ s: inout Set<T>) { if !s.isEmpty { s.removeAll(keepingCapacity: true) } }
}
