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

    @discardableResult
    mutating func removeValue(forKey key: ObjectIdentifier) -> Ty? {
        if table != nil { return table!.removeValue(forKey: key) }
        guard let i = list.lastIndex(where: { $0.key == key }) else { return nil }
        return list.remove(at: i).type
    }
}

/// What one statement's checker allocates and the next may reuse: the solver's arrays and the
/// list of checked expressions, which grow to the same sizes statement after statement.
extension TypeChecker {
    /// A checker for one statement, with storage a finished one left (see `recycle`).
    func makeStorageReusingChecker(_ file: SourceFile) -> Checker {
        guard let spare = spareStorage.popLast() else {
            return Checker(file: file, environment: environment, natives: natives)
        }
        return Checker(file: file, environment: environment, natives: natives, solver: spare.solver,
                       exprTypes: spare.exprTypes)
    }

    /// Keeps a finished checker's storage for the next statement (emptied, its room kept),
    /// unless an unusually large statement grew it.
    func recycle(_ checker: Checker) {
        guard spareStorage.count < 2, checker.solver.isWorthKeeping, checker.exprTypes.capacity <= 4096 else { return }
        var exprTypes = checker.exprTypes
        checker.exprTypes = []
        exprTypes.removeAll(keepingCapacity: true)
        checker.solver.reset()
        spareStorage.append((checker.solver, exprTypes))
    }
}
