/// Variadic parameters (`func sum(_ xs: Int...)`): the parameter is an array, and a call's
/// arguments for it are gathered into an array literal before they are matched, so that
/// checking and running see an ordinary call.
extension Checker {
    /// The arguments with those of a variadic parameter packed into one, or nil when no
    /// candidate has a variadic parameter.
    func packVariadicArguments(_ sources: [CalleeSource], _ arguments: [Argument],
                               _ trailingStart: Int?) -> ([Argument], Int?)? {
        var parameters: [Parameter]?
        for s in sources {
            let decl: FuncDecl
            switch s {
            case let .function(entry, _): decl = entry.decl
            case let .initializer(entry, _, _): decl = entry.decl
            default: continue
            }
            // Among overloads (`init(arrayLiteral:)`, `init(dictionaryLiteral:)`), the one whose
            // variadic label the call uses.
            if let first = decl.clauses.first, let v = first.firstIndex(where: \.isVariadic),
               first[v].label == nil || arguments.contains(where: { $0.label == first[v].label }) {
                parameters = first
                break
            }
        }
        guard let parameters, let v = parameters.firstIndex(where: \.isVariadic) else { return nil }
        let label = parameters[v].label
        let end = trailingStart ?? arguments.count
        if arguments[..<end].contains(where: { $0.label == label && packedVariadics.contains(ObjectIdentifier($0.value)) }) {
            return nil
        }
        // Where the variadic arguments start: at its label, or after one argument per parameter before it.
        var start: Int
        if let label {
            guard let i = arguments[..<end].firstIndex(where: { $0.label == label }) else { return nil }
            start = i
        } else {
            start = 0
            var p = 0
            while p < v && start < end {
                // A parameter with a default may be left out: skip it when the argument is not for it.
                if parameters[p].defaultValue != nil && arguments[start].label != parameters[p].label {
                    p += 1
                    continue
                }
                start += 1
                p += 1
            }
        }
        var stop = start
        if stop < end { stop += 1 }
        while stop < end && arguments[stop].label == nil { stop += 1 }
        // An unlabelled variadic parameter takes nothing when the next argument is labelled.
        if label == nil, start < end, arguments[start].label != nil { stop = start }
        let elements = arguments[start..<stop].map(\.value)
        for e in elements { variadicElements.insert(ObjectIdentifier(e)) }
        let range: SourceRange
        if let firstValue = elements.first, let lastValue = elements.last {
            range = SourceRange(firstValue.range.start, lastValue.range.end)
        } else {
            let at = start < arguments.count ? arguments[start].value.range.start
                : arguments.last.map { $0.value.range.end } ?? 0
            range = SourceRange(at, at)
        }
        let packed = Argument(label: label, labelRange: start < stop ? arguments[start].labelRange : nil,
                              value: Expr(.array(elements), range))
        packedVariadics.insert(ObjectIdentifier(packed.value))
        let newArguments = Array(arguments[..<start]) + [packed] + Array(arguments[stop...])
        let removed = (stop - start) - 1
        return (newArguments, trailingStart.map { $0 - removed })
    }
}

extension Checker {
    /// `let f = sum` where `sum` has a variadic parameter: as in Swift, `f` has the type
    /// `(Int...) -> Int` and is called as `sum` is, `f(1, 2, 3)`. The name is declared as the
    /// function it stands for (a `let` never changes).
    func declareVariadicAlias(_ name: String, _ initial: Expr, _ scheme: Scheme) -> Bool {
        var target = initial
        while case .paren(let inner) = target.kind { target = inner }
        guard case .identifier = target.kind, let decl = target.chosen as? FuncDecl, decl.clauses.count == 1,
              decl.clauses[0].contains(where: \.isVariadic), decl.clauses[0].allSatisfy({ $0.label == nil }) else { return false }
        let entry = FuncEntry(decl: decl, scheme: scheme)
        if let scope = scopes.last {
            scope.functions[name] = [entry]
            scope.values[name] = nil
        } else {
            if env.implicitlyUnwrapped.contains(name) { env.implicitlyUnwrapped.remove(name) }
            env.values[name] = .functions([entry])
            bindings.removeAll { $0.name == name }
            bindings.append((name, scheme))
        }
        return true
    }

    /// The type of a function with a variadic parameter named as a value (`sum`, or `f` after
    /// `let f = sum`), as Swift names it: `(Int...) -> Int`; nil for anything else.
    func variadicFunctionTypeName(_ e: Expr) -> String? {
        guard case .identifier = e.kind, let f = e.chosen as? FuncDecl, f.clauses.count == 1,
              let clause = f.clauses.first, clause.contains(where: \.isVariadic),
              case let .function(params, result, throwing) = solver.export(solver.zonk(typeOfRecorded(e))),
              params.count == clause.count else { return nil }
        let shown = zip(params, clause).map { p, c -> String in
            if c.isVariadic, case let .nominal("Array", args) = p, args.count == 1 {
                return Printer.swiftTypeName(args[0], qualified: false) + "..."
            }
            return Printer.swiftTypeName(p, qualified: false)
        }
        return "(" + shown.joined(separator: ", ") + ")" + (throwing ? " throws" : "") + " -> "
            + Printer.swiftTypeName(result, qualified: false)
    }
}
