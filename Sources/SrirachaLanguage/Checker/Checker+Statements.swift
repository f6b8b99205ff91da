/// Statements: bindings, control flow, loops, and the top-level entry points.
extension Checker {
    /// Checks one top-level statement; returns the type of an expression statement.
    func checkTopLevel(_ stmt: Stmt) -> SType? {
        contexts = [FunctionContext(kind: .topLevel, returnType: .void)]
        var type: Ty?
        if case let .expression(e) = stmt.kind {
            type = check(e)
        } else {
            checkStatements([stmt])
        }
        if solver.stopReason != nil { return nil }
        diagnostics += initialisationErrors.map(\.diagnostic)
        finalize()
        return type.map { solver.exportScheme(solver.generaliseAll($0)).type }
    }

    /// Checks top-level declarations together (see `TypeChecker.checkGroup`).
    func checkTopLevelGroup(_ stmts: [Stmt]) {
        contexts = [FunctionContext(kind: .topLevel, returnType: .void)]
        checkStatements(stmts)
        if solver.stopReason != nil { return }
        diagnostics += initialisationErrors.map(\.diagnostic)
        finalize()
    }

    /// Checks an expression on its own (`:type`): an overloaded name shows its first overload.
    func checkStandalone(_ e: Expr) -> Scheme {
        contexts = [FunctionContext(kind: .topLevel, returnType: .void)]
        var t: Ty
        if case let .identifier(name) = e.kind, case let .functions(fs, natives) = lookup(name), fs.count + natives.count > 1,
           let inst = (fs.map { CalleeSource.function($0, fixed: [:]) } + natives.map { .native($0, fixed: [:]) })
               .lazy.compactMap(instantiate).first {
            t = inst.type
            e.chosen = inst.chosen
            record(e, t)
        } else {
            t = check(e)
        }
        if solver.stopReason != nil { return Scheme(t, params: []) }
        finalize()
        // One declared function, named alone: its type as declared, with what its generic
        // parameters require (`<T: Comparable>(T, T) -> Bool`), as its declaration printed it.
        var bare = e
        while case .paren(let inner) = bare.kind { bare = inner }
        if case let .identifier(name) = bare.kind, case let .functions(fs, natives) = lookup(name),
           fs.count == 1, natives.isEmpty, diagnostics.isEmpty {
            return fs[0].scheme
        }
        return solver.generaliseAll(t)
    }

    func checkStatements(_ stmts: [Stmt]) {
        hoistDeclarations(stmts)
        for s in stmts { checkStatement(s) }
    }

    private func scoped(_ body: () -> Void) {
        scopes.append(Scope())
        body()
        scopes.removeLast()
    }

    private func inLoop(_ body: () -> Void) {
        context?.loopDepth += 1
        body()
        context?.loopDepth -= 1
    }

    func checkStatement(_ s: Stmt) {
        guard let label = s.label else { return checkUnlabelled(s) }
        let isLoop: Bool
        switch s.kind {
        case .whileStmt, .repeatWhile, .forIn: isLoop = true
        default: isLoop = false
        }
        if context?.labels.contains(where: { $0.name == label }) == true {
            error("label `\(label)` cannot be reused inside the statement it labels", at: s.range)
        }
        context?.labels.append((label, isLoop))
        // `break label` (and `continue label`) paths reach the end of the labelled statement.
        let jumped = jumpTarget(isLoop: isLoop, label: label) { checkUnlabelled(s) }
        if let jumped { restoreDefinite(definiteState().joined(jumped)) }
        context?.labels.removeLast()
    }

    private func checkUnlabelled(_ s: Stmt) {
        switch s.kind {
        case let .expression(e):
            check(e)
            checkFailableDelegation(s, e)
        case let .variable(d): checkVariable(d)
        case let .function(f): checkFunction(f)
        case let .structDecl(d):
            if let info = declaredNominals.last(where: { $0.structDecl === d }) { checkNominalBodies(info) }
        case let .enumDecl(d):
            if let info = declaredNominals.last(where: { $0.enumDecl === d }) { checkNominalBodies(info) }
        case .typeAlias, .protocolDecl: break
        case let .throwStmt(value): checkThrow(value, at: s.range)
        case let .doCatch(body, catches): checkDoCatch(body, catches)
        case .operatorDecl: break
        case let .extensionDecl(d): checkExtensionBodies(d)
        case .importDecl:
            // The interpreter runs top-level imports itself; any other place is wrong.
            error("`import` is only allowed at the top level", at: s.range,
                  helps: ["move it out of the function or block, to the start of the file"])
        case let .ifStmt(conditions, then, elseBody):
            let before = definiteState()
            scoped {
                checkConditions(conditions)
                checkStatements(then)
            }
            let afterThen = definiteState()
            restoreDefinite(before)
            if let elseBody { scoped { checkStatements(elseBody) } }
            joinDefinite(afterThen, exits: alwaysExits(then), definiteState(), exits: elseBody.map { alwaysExits($0) } ?? false)
        case let .guardStmt(conditions, elseBody):
            let bound = Scope()
            scopes.append(bound)
            checkConditions(conditions)
            scopes.removeLast()
            let afterConditions = definiteState()
            scoped { checkStatements(elseBody) }
            restoreDefinite(afterConditions)
            if !alwaysExits(elseBody) {
                error("`guard` body must not fall through", at: SourceRange(s.range.start, s.range.start + 5),
                      helps: ["end the `else` block with `return`, `throw`, `break`, `continue` or `fatalError(…)`"])
            }
            for (name, v) in bound.values { declareValue(name, v.scheme, origin: v.origin) }
        case let .whileStmt(conditions, body):
            definiteLoop {
                scoped {
                    checkConditions(conditions)
                    inLoop { checkStatements(body) }
                }
            }
        case let .repeatWhile(body, condition):
            definiteLoop(runsAtLeastOnce: true) { inLoop { scoped { checkStatements(body) } } }
            check(condition, against: .bool, .condition)
        case let .forIn(pattern, sequence, whereClause, body):
            if checkCustomSequenceLoop(s, pattern, sequence, whereClause, body) { break }
            definiteLoop { checkForIn(pattern, sequence, whereClause, body, refutable: s.isCaseLoop) }
        case let .switchStmt(subject, cases):
            checkSwitch(subject, cases, at: s.range)
        case let .returnStmt(value):
            s.failsUninitialised = returnFailsUninitialised(value)
            checkReturn(value, at: s.range)
        case .breakStmt(let label?), .continueStmt(let label?):
            let isBreak: Bool
            if case .breakStmt = s.kind { isBreak = true } else { isBreak = false }
            let keyword = isBreak ? "break" : "continue"
            if let target = context?.labels.last(where: { $0.name == label }) {
                if !isBreak && !target.isLoop {
                    error("`continue \(label)` must name a loop, and `\(label)` labels another statement", at: s.range,
                          helps: ["use `break \(label)` to leave it"])
                }
            } else {
                let known = (context?.labels ?? []).map { "`\($0.name)`" }
                error("there is no enclosing statement labelled `\(label)`", at: s.range,
                      helps: known.isEmpty ? ["label a loop: `\(label): for item in items { … \(keyword) \(label) … }`"]
                                           : ["labels here: " + known.joined(separator: ", ")])
            }
            if (context?.deferDepth ?? 0) > 0 { error("`\(keyword)` cannot leave a `defer` body", at: s.range) }
            noteJump(isBreak: isBreak, label: label)
        case .breakStmt:
            if (context?.loopDepth ?? 0) == 0 && (context?.switchDepth ?? 0) == 0 {
                error("`break` is only allowed inside a loop or a `switch`", at: s.range)
            } else {
                noteJump(isBreak: true)
            }
        case .continueStmt:
            if (context?.loopDepth ?? 0) == 0 {
                error("`continue` is only allowed inside a loop", at: s.range)
            } else {
                noteJump(isBreak: false)
            }
        case .fallthroughStmt:
            if (context?.switchDepth ?? 0) == 0 {
                error("`fallthrough` is only allowed inside a `switch` case", at: s.range)
            }
        case let .deferStmt(body):
            // In a program (`sriracha run file.swift`) it runs when the program ends (see
            // `Session.topLevelDefersLast`); a session has no end to run it at.
            if isTopLevel && !seesWholeFile {
                error("`defer` is only allowed inside a function or a block", at: SourceRange(s.range.start, s.range.start + 5),
                      helps: ["at the top level its body would run at once: write the statements directly",
                              "in a program (`sriracha run file.swift`) a top-level `defer` runs when the program ends"])
            }
            context?.deferDepth += 1
            let saved = (context?.loopDepth ?? 0, context?.switchDepth ?? 0, context?.labels ?? [])
            // A loop around the `defer` is not one its body may leave.
            context?.loopDepth = 0
            context?.switchDepth = 0
            context?.labels = []
            let before = definiteState()
            scoped { checkStatements(body) }
            restoreDefinite(before)
            context?.loopDepth = saved.0
            context?.switchDepth = saved.1
            context?.labels = saved.2
            context?.deferDepth -= 1
        case let .block(body):
            scoped { checkStatements(body) }
        case .error:
            break
        }
    }

    // MARK: Bindings

    func checkVariable(_ d: VarDecl) {
        if d.isLazy, !scopes.isEmpty, checkLazyLocal(d) { return }
        if d.isLazy, scopes.isEmpty {
            // As Swift does: a top-level variable gets its value at its declaration, in order.
            error("`lazy` cannot be used on a top-level variable", at: d.pattern.range,
                  helps: ["remove `lazy`: a top-level variable gets its value where it is declared; for a value "
                          + "computed at its first use, declare a `lazy var` in a function or in a type"])
        }
        if d.accessors != nil, checkObservedVariable(d) || checkComputedVariable(d) { return }
        if d.accessors != nil {
            let what = d.accessors?.isComputed == true ? "computed" : "observed (`willSet`/`didSet`)"
            error("\(what) variables are only supported as properties of a type", at: d.pattern.range,
                  helps: ["declare it inside a `struct`, `class` or `enum`, or use a function"])
        }
        var annotation = d.typeAnnotation
        if annotation == nil, case let .typed(_, ts) = d.pattern.kind { annotation = ts }
        solver.enterLevel()
        let declared = annotation.map(resolveType)
        var t: Ty
        var uninitialised = false
        defer {
            for name in d.pattern.boundNames {
                if uninitialised { trackUninitialised(name, isLet: !d.isVar) } else { forgetUninitialised(name) }
            }
            if annotation?.isImplicitlyUnwrapped == true, let name = d.simpleName { markImplicitlyUnwrapped(name) }
        }
        if let initial = d.initializer {
            if annotation == nil { keepOptional(initial) }
            if let name = d.simpleName { bindingHint = (initial, name, d.isVar) }
            let it = check(initial, expected: declared)
            bindingHint = nil
            if let declared {
                if !coerce(initial, it, to: declared) { reportMismatch(initial, it, declared, .annotation) }
                t = declared
            } else {
                t = it
            }
        } else if let declared {
            t = declared
            // `var x: T?` starts as `nil`; anything else must be assigned before it is read.
            if d.isVar, case .con("Optional", _) = resolve(declared) {} else { uninitialised = true }
        } else {
            error("`\(d.simpleName ?? "this pattern")` needs a type annotation or an initial value", at: d.pattern.range,
                  helps: ["e.g. `\(d.isVar ? "var" : "let") \(d.simpleName ?? "x"): Int = 0`"])
            t = fresh()
        }
        solver.exitLevel()
        if isTopLevel { for name in d.pattern.boundNames { bindingRanges[name] = (d.pattern.range, d.isVar) } }
        // Only functions are generic, as in Swift: `let id = { $0 }` is, `var f = …` and `let xs = []` are not.
        if !d.isVar, let name = d.simpleName, case .fn = resolve(t) {
            let scheme = solver.generalise(t)
            record(d.pattern, scheme.type)
            if case let .typed(inner, _) = d.pattern.kind { record(inner, scheme.type) }
            if annotation == nil, let initial = d.initializer, declareVariadicAlias(name, initial, scheme) { return }
            declareValue(name, scheme, origin: .constant)
            return
        }
        solver.settle(t)
        var bound: [PatternBinding] = []
        checkPattern(d.pattern, t, refutable: false, into: &bound)
        for b in bound { declareValue(b.name, Scheme(b.type), origin: (b.isVar || d.isVar) ? .variable : .constant) }
    }

    /// The conditions of `if`/`while`/`guard`; their bindings go into the current scope.
    func checkConditions(_ conditions: [Condition]) {
        for c in conditions {
            switch c {
            case let .expression(e):
                check(e, against: .bool, .condition)
            case let .optionalBinding(isVar, name, nameRange, value):
                keepOptional(value)
                let t = defaultingLiteral(check(value))
                var wrapped: Ty
                switch resolve(t) {
                case let .con("Optional", args) where args.count == 1: wrapped = args[0]
                case .variable:
                    wrapped = fresh()
                    solver.unify(t, .optional(wrapped))
                default:
                    wrapped = t
                    if !isErrorNode(value) {
                        error("initializer for conditional binding must have Optional type, not \(describe(t))",
                              at: value.range.union(nameRange), helps: ["use a plain `let` or an `if` condition instead"])
                    }
                }
                declareValue(name, Scheme(wrapped), origin: isVar ? .variable : .constant)
            case let .casePattern(pattern, value):
                let t = check(value)
                var bound: [PatternBinding] = []
                checkPattern(pattern, t, refutable: true, into: &bound)
                for b in bound { declareValue(b.name, Scheme(b.type), origin: b.isVar ? .variable : .constant) }
            }
        }
    }

    // MARK: Loops

    private func checkForIn(_ pattern: Pattern, _ sequence: Expr, _ whereClause: Expr?, _ body: [Stmt], refutable: Bool) {
        let st = defaultingLiteral(check(sequence))
        let element: Ty
        switch resolve(st) {
        case let .con(n, args) where (n == "Array" || n == "Set" || n == "ArraySlice") && args.count == 1: element = args[0]
        case let .con(n, args) where (n == "Range" || n == "ClosedRange") && args.count == 1 && isIntegerBound(args[0]):
            element = args[0]
        case let .con(n, args) where (n == "Dictionary" || n == "KeyValuePairs") && args.count == 2:
            element = .tuple([("key", args[0]), ("value", args[1])])
        case .con("String", []):
            element = .con("Character", [])
        case .variable:
            element = fresh()
            solver.unify(st, .array(element))
        case .param where sequenceElement(of: st) != nil:
            // `for x in r.row` where `Row: Sequence`: its elements are `Row.Element`.
            element = sequenceElement(of: st) ?? fresh()
        default:
            element = fresh()
            if !isErrorNode(sequence) {
                error("for-in loop requires a sequence; a value of type \(describe(st)) cannot be iterated", at: sequence.range,
                      helps: ["iterate over an array, a range such as `0..<n`, a dictionary or a string"])
            }
        }
        scoped {
            var bound: [PatternBinding] = []
            checkPattern(pattern, element, refutable: refutable, into: &bound)
            for b in bound { declareValue(b.name, Scheme(b.type), origin: b.isVar ? .variable : .constant) }
            if let whereClause { check(whereClause, against: .bool, .condition) }
            inLoop { checkStatements(body) }
        }
    }
}
