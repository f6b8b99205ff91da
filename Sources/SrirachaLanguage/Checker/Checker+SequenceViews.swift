/// `func sum(_ xs: some Sequence<Int>)`: the parameter is the array of the sequence's elements
/// (`Parameter.isSequenceView`); a call passes an array as it is, and any other sequence of the
/// element type (a range, a set, a dictionary's pairs, a string's characters) as its elements.
extension Checker {
    /// Checks the arguments of sequence-view parameters; returns the other pairs, checked as usual.
    func sequenceViewArguments(_ inst: CalleeInstance, _ mapping: [Int?], _ arguments: [Argument],
                               _ pairs: [(argument: Int, parameter: Ty)]) -> [(argument: Int, parameter: Ty)] {
        var isView: [Bool] = []
        if let d = inst.chosen as? FuncDecl, d.clauses.count == 1, let params = d.clauses.first {
            isView = params.map(\.isSequenceView)
        } else if let d = inst.chosen as? StructDecl, !d.sequenceViewFields.isEmpty,
                  case let .con(name, _) = resolve(inst.result), let info = nominal(named: name) {
            // The memberwise initializer of `struct Cycle<Base: Collection> { let base: Base }`.
            isView = info.fields.map { d.sequenceViewFields.contains($0.name) }
        }
        guard isView.contains(true) else { return pairs }
        var viewed = Set<Int>()
        for (p, a) in mapping.enumerated() {
            guard let a, p < isView.count, p < inst.params.count, isView[p],
                  case let .con("Array", wanted) = resolve(inst.params[p]), wanted.count == 1 else { continue }
            viewed.insert(a)
            let x = arguments[a].value
            x.convertsToArray = false
            // An array literal takes its type from the parameter; a range or set has its own.
            var isArrayLiteral = false
            if case .array = x.kind { isArrayLiteral = true }
            let t = defaultingLiteral(check(x, expected: isArrayLiteral ? inst.params[p] : nil))
            if case .con("Array", _) = resolve(t) {
                if !coerce(x, t, to: inst.params[p]) { reportMismatch(x, t, inst.params[p], .argument) }
                continue
            }
            guard let element = viewedElement(t) else {
                if !coerce(x, t, to: inst.params[p]), !isErrorNode(x) {
                    error("cannot pass a value of type \(describe(t)) where a sequence of \(describe(wanted[0])) is expected",
                          at: x.range, helps: ["pass an array, a range of integers, a set, a dictionary or a string"])
                }
                continue
            }
            if solver.unify(element, wanted[0]) {
                x.convertsToArray = true
            } else if !isErrorNode(x) {
                error("cannot pass a sequence of \(describe(element)) where a sequence of \(describe(wanted[0])) is expected",
                      at: x.range)
            }
        }
        return viewed.isEmpty ? pairs : pairs.filter { !viewed.contains($0.argument) }
    }

    /// The element type of a sequence other than an array, as `for x in s` sees it.
    private func viewedElement(_ t: Ty) -> Ty? {
        switch resolve(t) {
        case let .con("Set", args) where args.count == 1: return args[0]
        case let .con(n, args) where (n == "Range" || n == "ClosedRange") && args.count == 1 && isIntegerBound(args[0]):
            return args[0]
        case let .con("Dictionary", args) where args.count == 2: return .tuple([("key", args[0]), ("value", args[1])])
        case .con("String", []): return .con("Character", [])
        default: return nil
        }
    }
}
