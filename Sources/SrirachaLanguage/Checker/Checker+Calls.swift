/// Calls: finding the callee's candidates, choosing an overload, checking the arguments.
extension Checker {
    enum CalleeResolution {
        case sources([CalleeSource], name: String)
        case value(Ty)
        case failed
    }

    func checkCall(_ e: Expr, callee: Expr, arguments: [Argument], trailingStart: Int?, expected: Ty?) -> Ty {
        if reportMissingWrappedValue(e, callee, arguments) { return fresh() }
        if let made = builtinDelegation(e, callee, arguments, trailingStart) { return check(made, expected: expected) }
        if let wrapped = wrappedMemberwiseArguments(callee, arguments) {
            e.kind = .call(callee, arguments: wrapped, trailingStart: trailingStart)
            return checkCall(e, callee: callee, arguments: wrapped, trailingStart: trailingStart, expected: expected)
        }
        var expected = expected
        // `[String?](repeating: "x", count: 2)`: the written type is what the built-in initializer
        // makes, so the arguments are checked against it (`"x"` becomes `Optional("x")`).
        if !arguments.isEmpty, case let .specializedType(name, _) = callee.kind,
           name == "Array" || name == "Dictionary" || name == "Set", let written = typeFromExpression(callee) {
            expected = written
        }
        // `[Int]()`, `[String: Int]()`, `Array<Int>()`, `Set<Int>()`: an empty collection of a
        // written type.
        if arguments.isEmpty, let t = emptyCollectionType(callee) {
            switch resolve(t) {
            // Rewritten at the statement's end: an argument is checked again for each overload
            // tried (`zip(1...3, [String]())`), and must still say its type then.
            case .con("Dictionary", _): constant(e, .dictionary([]))
            case .con("Set", _):
                // `Set<Int>()` is the empty set literal of that type.
                e.kind = .array([])
                return check(e, expected: t)
            default: constant(e, .array([]))
            }
            return t
        }
        // `var xs: [Int] = Array()`: an empty collection of the type the context asks for.
        if arguments.isEmpty, trailingStart == nil, case let .identifier(name) = callee.kind,
           name == "Array" || name == "Dictionary" || name == "Set", let expected,
           case let .con(wanted, _) = resolve(strippingOptionals(expected)), wanted == name {
            e.kind = name == "Dictionary" ? .dictionary([]) : .array([])
            return check(e, expected: expected)
        }
        if reportUnsupportedInitializer(callee, arguments) { return fresh() }
        e.dynamicMember = nil
        if let t = genericNumberConversion(e, callee: callee, arguments, trailingStart) { return t }
        if let t = genericAbs(e, callee: callee, arguments, trailingStart) { return t }
        // `(Word)(bits)`: a type name in parentheses, called.
        if case let .paren(inner) = callee.kind, case let .identifier(name) = inner.kind, !isValueName(name),
           name.first?.isUppercase == true, lookupWrittenType(name) != nil {
            callee.kind = inner.kind
            return checkCall(e, callee: callee, arguments: arguments, trailingStart: trailingStart, expected: expected)
        }
        if arguments.isEmpty, trailingStart == nil, let t = zeroValue(e, callee) { return t }
        if arrayOfSequence(e, callee: callee, arguments: arguments, trailingStart: trailingStart)
            || zipOfSequences(e, callee: callee, arguments: arguments, trailingStart: trailingStart)
            || collectionOfSequence(e, callee: callee, arguments: arguments, trailingStart: trailingStart) {
            return check(e, expected: expected)
        }
        if let rewritten = resultCatching(e, callee: callee, arguments: arguments, trailingStart: trailingStart) {
            return check(rewritten, expected: expected)
        }
        if let t = anyHashableInit(e, callee: callee, arguments: arguments) { return t }
        // `{ … }()`: a closure run where it is written does not outlive the call (a `lazy var`'s
        // initial value in a struct uses `self` so).
        noteNonEscaping(callee)
        if case let .closure(c) = callee.kind, let ps = c.parameters, !ps.isEmpty, ps.allSatisfy({ $0.type == nil }),
           arguments.count == ps.count, arguments.allSatisfy({ $0.label == nil }), trailingStart == nil {
            // `{ (x) in … }(value)`, which a capture list becomes: the arguments are checked
            // first, so that the body knows the types of the names it captured.
            var types = arguments.map { defaultingLiteral(check($0.value)) }
            for (i, p) in ps.enumerated() where p.isWeakCapture != nil {
                types[i] = weakCaptureType(arguments[i].value, types[i], isWeak: p.isWeakCapture == true)
            }
            for (a, t) in zip(arguments, types) { preChecked[ObjectIdentifier(a.value)] = t }
            preChecked[ObjectIdentifier(callee)] = check(callee, expected: .fn(types, fresh()))
        }
        // `[Double](repeating: 1, count: 3)`, `Set<Character>("abc")`: the written element types
        // are the result's, so literals among the arguments take them.
        if case let .specializedType(name, _) = callee.kind, !arguments.isEmpty, case .builtin? = lookupType(name),
           let written = typeFromExpression(callee) {
            let t = checkResolvedCall(e, callee: callee, arguments: arguments, trailingStart: trailingStart, expected: written)
            if !solver.unify(t, written) {
                error("this initializer makes \(describe(t)), not the \(describe(written)) written", at: callee.range)
            }
            return written
        }
        return checkResolvedCall(e, callee: callee, arguments: arguments, trailingStart: trailingStart, expected: expected)
    }

    private func checkResolvedCall(_ e: Expr, callee: Expr, arguments: [Argument], trailingStart: Int?, expected: Ty?) -> Ty {
        switch resolveCallee(callee, expected: expected) {
        case let .sources(list, name):
            return callDeclaration(e, callee: callee, list, name: name, arguments, trailingStart, expected: expected)
        case let .value(t):
            // A value with `callAsFunction` (a `Mod`): `mod(&label)` calls that method.
            if case let .con(owner, _) = resolve(t), let info = nominal(named: owner), info.methods["callAsFunction"] != nil {
                let method = Expr(.member(callee, name: "callAsFunction", nameRange: callee.range), callee.range)
                e.kind = .call(method, arguments: arguments, trailingStart: trailingStart)
                return checkCall(e, callee: method, arguments: arguments, trailingStart: trailingStart, expected: expected)
            }
            return callValue(e, defaultingLiteral(t), arguments, trailingStart, labels: curriedClauseLabels(callee))
        case .failed:
            discardArguments(arguments)
            return fresh()
        }
    }

    /// `Int()`, `UInt64()`, `Double()`, `Bool()`, `String()`: Swift's zero of a standard type,
    /// rewritten to that literal.
    private func zeroValue(_ e: Expr, _ callee: Expr) -> Ty? {
        guard case let .identifier(written) = callee.kind, !isValueName(written) else { return nil }
        var name = written
        // `typealias Word = UInt64; Word()`.
        if case let .alias(generics, target)? = lookupWrittenType(written), generics.isEmpty,
           case let .con(aliased, args) = resolve(target), args.isEmpty {
            name = aliased
        }
        guard Self.zeroInitialised.contains(name), nominal(named: name).map(\.isBuiltin) ?? true else { return nil }
        switch name {
        case "Bool": e.kind = .boolLiteral(false)
        case "String": e.kind = .stringLiteral("")
        case "Double", "Float": e.kind = .doubleLiteral(0)
        default: e.kind = .intLiteral(0)
        }
        return check(e, expected: .con(name, []))
    }

    private static let zeroInitialised: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "Bool", "String",
    ]

    private func emptyCollectionType(_ callee: Expr) -> Ty? {
        switch callee.kind {
        case .array, .dictionary: return typeFromExpression(callee)
        case let .specializedType(name, _) where name == "Array" || name == "Dictionary" || name == "Set":
            return typeFromExpression(callee)
        default: return nil
        }
    }

    /// Checks arguments only to find their own errors, when the call itself could not be.
    func discardArguments(_ arguments: [Argument]) {
        _ = trial { for a in arguments { check(a.value) } }
    }

    // MARK: Calling a declaration

    /// `max(a, 1)` in a method of a type that has its own `max()`: the member hides the global
    /// function, as in Swift, which `Swift.max` still reaches.
    private func shadowedGlobalHelp(_ callee: Expr, _ name: String, _ candidates: [CalleeInstance]) -> [String] {
        // The member was written bare: `self` stands at the name itself.
        guard case let .member(base, _, nameRange) = callee.kind, base.range.start >= nameRange.start,
              case .notFound = lookup("Swift"),
              !(Builtins.globals[name] ?? []).isEmpty else { return [] }
        return ["`\(name)` here is a member of `self`; for the global function write `Swift.\(name)(…)`"]
    }

    /// `max(x, 1)` in `extension Range`: Swift finds a range's collection members through a
    /// conditional conformance, and falls back to the global function when none takes the
    /// arguments (in `extension Array` the member hides it). Nil when this is not such a call.
    private func retryAsRangeGlobal(_ e: Expr, _ callee: Expr, _ name: String, expected: Ty?) -> Ty? {
        guard case let .member(base, _, nameRange) = callee.kind, base.range.start >= nameRange.start,
              let ctx = scopes.reversed().lazy.compactMap(\.selfContext).first, ctx.info.isBuiltin,
              ctx.info.name == "Range" || ctx.info.name == "ClosedRange",
              !(Builtins.globals[name] ?? []).isEmpty, case .notFound = lookup("Swift") else { return nil }
        callee.kind = .member(Expr(.identifier("Swift"), SourceRange(nameRange.start, nameRange.start)), name: name,
                              nameRange: nameRange)
        return check(e, expected: expected)
    }

    private func callDeclaration(_ e: Expr, callee: Expr, _ sources: [CalleeSource], name: String,
                                 _ arguments: [Argument], _ trailingStart: Int?, expected: Ty?) -> Ty {
        var arguments = arguments, trailingStart = trailingStart
        if let packed = packVariadicArguments(sources, arguments, trailingStart) {
            (arguments, trailingStart) = packed
            e.kind = .call(callee, arguments: arguments, trailingStart: trailingStart)
        }
        var viable: [(instance: CalleeInstance, mapping: [Int?])] = []
        var problems: [LabelProblem] = []
        var all: [CalleeInstance] = []
        for s in sources {
            guard let inst = instantiate(s) else { continue }
            all.append(inst)
            switch matchArguments(inst, arguments, trailingStart, call: e) {
            case let .success(mapping): viable.append((inst, mapping))
            case let .failure(problem): problems.append(problem)
            }
        }
        if viable.isEmpty {
            if let t = retryAsRangeGlobal(e, callee, name, expected: expected) { return t }
            if all.isEmpty {
                error("`\(name)` cannot be called", at: callee.range)
            } else if all.count == 1 || Set(all.map { labelKey($0.labels) }).count == 1, let p = problems.first {
                error(p.message, at: p.range, helps: p.helps + shadowedGlobalHelp(callee, name, all))
            } else if !reportUnknownArgument(arguments) {
                error("no `\(name)` takes these arguments", at: e.range,
                      helps: [candidateList(all)] + shadowedGlobalHelp(callee, name, all))
            }
            discardArguments(arguments)
            return fresh()
        }
        wrapAutoclosureArguments(viable, arguments)
        applyResultBuilders(viable, arguments)
        var pick = 0
        // Only a choice among several is remembered: with one candidate the key is not spelled out.
        let memoKey = viable.count > 1 ? "\(ObjectIdentifier(e).hashValue):" + (expected.map { solver.describe($0) } ?? "-") : ""
        if viable.count > 1, let known = chosenOverloads[memoKey], known < viable.count {
            pick = known
        } else if viable.count > 1 && trialDepth < 8 {
            var penalties: [Int: Int] = [:]
            var refusedOptional: Ty?
            var fitting = viable.indices.filter { i in
                var resultFits = true
                let ok = trial {
                    let r = apply(e, callee: callee, viable[i].instance, viable[i].mapping, arguments, expected: expected)
                    penalties[i] = literalPenalty() + describingPenalty(viable[i].instance, arguments)
                    if let expected { resultFits = !optionalWhereValueExpected(r, expected) }
                    if resultFits, let o = optionalDescribed(viable[i].instance, arguments) {
                        refusedOptional = o
                        resultFits = false
                    }
                }
                return ok && resultFits
            }
            // As in Swift, a solution that keeps integer literals `Int` wins (`abs(-5)`).
            if let least = fitting.compactMap({ penalties[$0] }).min() { fitting = fitting.filter { penalties[$0] == least } }
            if fitting.isEmpty, let refusedOptional {
                reportOptionalDescribed(refusedOptional, arguments[0].value, at: e.range)
                discardArguments(arguments)
                return fresh()
            }
            if fitting.isEmpty {
                if !reportUnknownArgument(arguments) {
                    error("no exact matches in call to `\(name)`", at: e.range, helps: [candidateList(viable.map(\.instance))])
                }
                discardArguments(arguments)
                return fresh()
            }
            guard let best = mostSpecific(fitting.map { viable[$0].instance }) else {
                reportAmbiguous(name, fitting.map { viable[$0].instance }, at: callee.range)
                discardArguments(arguments)
                return fresh()
            }
            pick = fitting[best]
            chosenOverloads[memoKey] = pick
        }
        return apply(e, callee: callee, viable[pick].instance, viable[pick].mapping, arguments, expected: expected)
    }

    /// An overload returning an optional where a plain value is expected can never fit
    /// (`let s: Unicode.Scalar = Unicode.Scalar(65)` takes the `UInt8` initialiser, not the
    /// failable ones).
    private func optionalWhereValueExpected(_ result: Ty, _ expected: Ty) -> Bool {
        guard case .con("Optional", _) = resolve(result), case let .con(name, _) = resolve(expected) else { return false }
        return name != "Optional" && name != "Any" && nominal(named: name)?.isProtocol != true
    }

    /// `String(bits.map { $0 ? "#" : "." })`: Swift's unlabelled `String(_:)` that describes
    /// its argument takes only `LosslessStringConvertible` values, so for an array it is never
    /// the choice when `String([Character])` fits. Sriracha's takes any value (`String([1, 2])`
    /// works), but loses to any other candidate that fits a collection.
    private func describingPenalty(_ candidate: CalleeInstance, _ arguments: [Argument]) -> Int {
        guard let native = candidate.chosen as? NativeFunction, native.owner == nil, native.name == "String",
              native.labels == [nil], native.signature.hasPrefix("<"), arguments.count == 1,
              case let .con(name, _) = resolve(typeOfRecorded(arguments[0].value)),
              ["Array", "ArraySlice", "Set"].contains(name) else { return 0 }
        return 1 << 20
    }

    /// Integer literals that had to become `Double`, string literals that had to become
    /// `Character`, array literals that had to become a `Set` or an `ArraySlice`.
    private func literalPenalty() -> Int {
        // Between solutions converting as many literals, the one whose literals are `Double`
        // rather than `Float` wins, as in Swift (`1 / sqrt(2)` is a `Double`).
        let floats = intLiterals.filter { entry in
            guard case .variable = entry.1, case .con("Float", []) = resolve(entry.1) else { return false }
            return true
        }.count
        return floats + 1024 * intLiterals.filter { entry in
            guard case .variable = entry.1 else { return false }
            switch resolve(entry.1) {
            case .con("Double", _):
                // A floating-point literal is a `Double` by default; an integer one is not.
                if case .doubleLiteral = entry.0.kind { return false }
                return true
            case .con("Character", _), .con("Set", _), .con("ArraySlice", _), .con("Unicode.Scalar", _): return true
            case .con(let name, []) where name == "Float" || IntKind(name: name) != nil:
                // `Float(0.1)` converts the `Double` literal, as Swift does; `1.5` stays a `Double`.
                return true
            default: return false
            }
        }.count
    }

    private func apply(_ e: Expr, callee: Expr, _ inst: CalleeInstance, _ mapping: [Int?], _ arguments: [Argument],
                       expected: Ty?) -> Ty {
        // A generic result in an optional context (`let h: Int? = xs.reduce(0) { $0 + $1 }`):
        // as in Swift, the result is first taken to be the optional itself; when the arguments
        // rule that out, it is the payload, promoted afterwards.
        if let expected, case .variable = resolve(inst.result),
           case let .con("Optional", args) = resolve(expected), args.count == 1,
           !trial({ _ = applyChecked(e, callee: callee, inst, mapping, arguments, expected: expected) }) {
            return applyChecked(e, callee: callee, inst, mapping, arguments, expected: args[0])
        }
        return applyChecked(e, callee: callee, inst, mapping, arguments, expected: expected)
    }

    private func applyChecked(_ e: Expr, callee: Expr, _ inst: CalleeInstance, _ mapping: [Int?], _ arguments: [Argument],
                              expected: Ty?) -> Ty {
        if let expected {
            // The expected result informs the arguments (`let f: (String) -> Int = const(7)`);
            // an optional expected where the result is not one is left to promotion.
            let r = resolve(inst.result)
            var promotable = false
            if case .con("Optional", _) = resolve(expected) {
                if case .con(let n, _) = r, n != "Optional" { promotable = true }
                if case .fn = r { promotable = true }
            }
            if !promotable { solver.unify(r, expected) }
        }
        var pairs: [(argument: Int, parameter: Ty)] = []
        for (p, a) in mapping.enumerated() { if let a, p < inst.params.count { pairs.append((a, inst.params[p])) } }
        for (p, a) in mapping.enumerated() {
            if let a, !parameterEscapes(inst.chosen, p, result: inst.result) { noteNonEscaping(arguments[a].value) }
        }
        // `print(x ?? 2.5)`: Swift's `print` takes `Any` values (here each is a generic one).
        var printed: [ObjectIdentifier] = []
        if let native = inst.chosen as? NativeFunction, native.owner == nil, native.name == "print" || native.name == "debugPrint" {
            printed = arguments.filter { $0.label == nil }.map { ObjectIdentifier($0.value) }
            anyArguments.formUnion(printed)
        }
        checkArguments(arguments, sequenceViewArguments(inst, mapping, arguments, pairs))
        if !printed.isEmpty { anyArguments.subtract(printed) }
        enforce(inst.requirements, of: inst.fullName, at: callee.range)
        noteReifiedCall(e, inst, at: callee.range)
        callee.chosen = inst.chosen
        record(callee, inst.type)
        e.argumentMapping = mapping
        if let d = inst.chosen as? FuncDecl, d.isAsync || (d.isActorIsolated && !isSelfCall(callee)) {
            requireAwait(d, at: callee.range)
        }
        if let d = inst.chosen as? FuncDecl, d.isThrowing {
            requireTry(d, at: callee.range)
            requireTry(rethrowing: d, arguments, at: callee.range)
        } else if inst.chosen is NativeFunction, tryDepth == 0 {
            requireTry(native: pairs.map { (arguments[$0.argument].value, $0.parameter) }, at: callee.range)
        }
        callee.dynamicMember = nil
        if case let .member(base, _, _) = callee.kind { markDispatch(callee, base: base, receiver: typeOfRecorded(base)) }
        markAllocation(e, callee: callee, inst)
        if inst.isMutating, case let .member(base, name, _) = callee.kind {
            requireMutable(base, for: .mutatingCall(name), at: callee.range)
        }
        if let native = inst.chosen as? NativeFunction, native === Builtins.typeOf, let first = pairs.first,
           let shown = variadicFunctionTypeName(arguments[first.argument].value) {
            // `type(of: sum)` with `func sum(_ xs: Int...)`: `(Int...) -> Int`, as Swift shows it.
            e.kind = .stringLiteral(shown)
            return .con("Any.Type", [])
        }
        if let native = inst.chosen as? NativeFunction, native === Builtins.typeOf, let first = pairs.first,
           case let .con(owner, []) = resolve(typeOfRecorded(arguments[first.argument].value)),
           nominal(named: owner) != nil {
            // `type(of: x).make()`: the metatype of `x`'s static type, whose type methods it calls;
            // for a value of a protocol type (`self` in its extension), those the protocol reaches.
            return .con("Any.Type", [.con(owner, [])])
        }
        if let native = inst.chosen as? NativeFunction, native === Builtins.typeOf, let first = pairs.first,
           case let .param(p) = resolve(typeOfRecorded(arguments[first.argument].value)), !p.hasPrefix("$"),
           !(currentConstraints[p] ?? []).isEmpty {
            // `type(of: x).describe()` with `x: T`, `T: P`: what `P` reaches, on the value's own type.
            return .con("Any.Type", [.param(p)])
        }
        if let native = inst.chosen as? NativeFunction, native.takesCallType { checkJSONCall(e, native, arguments, result: inst.result) }
        if case .con("Never", []) = resolve(inst.result) { neverCalls.insert(ObjectIdentifier(e)) }
        if let native = inst.chosen as? NativeFunction, native.owner == nil,
           ["fatalError", "preconditionFailure"].contains(native.name) {
            neverCalls.insert(ObjectIdentifier(e))
        }
        return inst.result
    }

    /// Checks arguments against parameter types; closures, operators and implicit members last,
    /// when the other arguments have decided what they can.
    private func checkArguments(_ arguments: [Argument], _ pairs: [(argument: Int, parameter: Ty)]) {
        // Implicit members last of all: a closure or an operator may decide their type first
        // (`mods.reduce(.identity, +)`).
        // A `\.path` whose root the expected result already decided goes first: its value type
        // then guides the others (`set(\.text, "Hi")` makes "Hi" a `String?`).
        let keyPathsFirst = pairs.filter { pair in
            var value = arguments[pair.argument].value
            while case .paren(let x) = value.kind { value = x }
            guard case .keyPath(let kp) = value.kind, let parts = keyPathParts(pair.parameter) else { return false }
            return kp.root != nil || !isUnsolved(parts.root)
        }
        let early = Set(keyPathsFirst.map(\.argument))
        let rest = pairs.filter { !early.contains($0.argument) }
        // A `\.path` whose root another argument decides (`update(&e, \.manager, to: "Board")`)
        // goes before the literals: its value type then makes "Board" a `String?`.
        let keyPathsNext = rest.filter { isRootlessKeyPath(arguments[$0.argument].value) }
        // Whether each argument is contextual, asked once (a name's answer is a look-up).
        let contextual = arguments.map { isContextual($0.value) }
        let late = keyPathsNext.isEmpty ? [] : rest.filter {
            !contextual[$0.argument] && isPlainLiteral(arguments[$0.argument].value)
        }
        let deferred = Set((keyPathsNext + late).map(\.argument))
        let ordered = keyPathsFirst
            + rest.filter { !deferred.contains($0.argument) && !contextual[$0.argument] }
            + keyPathsNext + late
            + rest.filter { !deferred.contains($0.argument) && contextual[$0.argument]
                && !isImplicitMember(arguments[$0.argument].value) }
            + pairs.filter { isImplicitMember(arguments[$0.argument].value) }
        for (a, p) in ordered { checkArgument(arguments[a].value, against: p) }
        checkExclusiveAccess(arguments)
    }

    /// `"Hi"`, `5`, `2.5`, `true`, `nil`: a literal, whose type its context may still change.
    private func isPlainLiteral(_ e: Expr) -> Bool {
        switch e.kind {
        case .stringLiteral, .interpolatedString, .intLiteral, .doubleLiteral, .boolLiteral, .nilLiteral: return true
        case let .paren(x): return isPlainLiteral(x)
        default: return false
        }
    }

    // MARK: Calling a value

    /// `labels`: those of a later parameter clause of a curried `func` (`four(a: 1)(b: 2)`),
    /// which may be written.
    private func callValue(_ e: Expr, _ t: Ty, _ arguments: [Argument], _ trailingStart: Int?,
                           labels: [String?]? = nil) -> Ty {
        for (i, a) in arguments.enumerated() where a.label != nil && (trailingStart.map { i < $0 } ?? true) {
            if let labels {
                let want = i < labels.count ? labels[i] : nil
                if a.label == want { continue }
                error("incorrect argument label in call (have `\(a.label ?? ""):`, expected "
                      + (want.map { "`\($0):`" } ?? "no label") + ")", at: a.labelRange ?? a.value.range,
                      helps: ["the clause is declared `(" + labels.map { ($0 ?? "_") + ":" }.joined(separator: " ") + ")`"])
                break
            }
            error("extraneous argument label `\(a.label ?? ""):` in call", at: a.labelRange ?? a.value.range,
                  helps: ["a function value takes its arguments without labels"])
            break
        }
        switch resolve(t) {
        case let .fn(ps, r, _):
            requireTry(callingValueOf: t, at: e.range)
            if arguments.count > ps.count {
                error("extra argument in call", at: arguments[ps.count].value.range)
            } else if arguments.count < ps.count {
                error("missing argument for parameter #\(arguments.count + 1) in call", at: e.range)
            }
            let n = min(ps.count, arguments.count)
            // A function value's closure parameters do not escape (Swift's default).
            for a in arguments { noteNonEscaping(a.value) }
            checkArguments(arguments, (0..<n).map { ($0, ps[$0]) })
            if arguments.count > n { discardArguments(Array(arguments[n...])) }
            if case .con("Never", []) = resolve(r) { neverCalls.insert(ObjectIdentifier(e)) }
            return r
        case .variable:
            // A function value not known yet (`{ f in f(&x) }`): `&` arguments make `inout` parameters.
            let ps = arguments.map { a -> Ty in
                if case .prefix("&", _) = a.value.kind { return .inout_(fresh()) }
                return fresh()
            }
            let r = fresh()
            solver.unify(t, .fn(ps, r))
            checkArguments(arguments, ps.indices.map { ($0, ps[$0]) })
            return r
        default:
            discardArguments(arguments)
            if let problem = propertyCalledProblem(e) {
                error(problem.message, at: e.range, helps: problem.helps)
            } else {
                error("cannot call value of non-function type \(describe(t))", at: e.range)
            }
            return fresh()
        }
    }

    /// The labels of the clause a call applies when its callee is a curried `func` applied to
    /// its earlier clauses: `(b:)` for the second call in `four(a: 1)(b: 2)`.
    func curriedClauseLabels(_ callee: Expr) -> [String?]? {
        var depth = 0
        var c = callee
        while case let .call(inner, _, _) = c.kind, depth < 64 {
            depth += 1
            if let d = inner.chosen as? FuncDecl {
                guard depth < d.clauses.count else { return nil }
                return d.clauses[depth].map(\.label)
            }
            c = inner
        }
        return nil
    }
}
