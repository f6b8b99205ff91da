/// The prelude: its declarations load one at a time, the first time one of their names is
/// looked up (see `LazyPrelude`), each exactly as it loaded when the whole prelude was checked
/// at start-up.
extension Interpreter {
    /// Gives the session the prelude, none of it loaded yet.
    func installPrelude() {
        prelude = LazyPrelude()
        prelude.load = { [unowned self] declaration in self.loadPreludeDeclaration(declaration) }
        checker.installPrelude(prelude)
    }

    /// Loads the whole prelude now (as tests that compare with the eager load need).
    func loadWholePrelude() {
        prelude.loadEverything()
    }

    /// Checks, compiles and runs one declaration of the prelude and keeps it. It may be asked
    /// for in the middle of checking a user's statement: it is checked against what the session
    /// has committed, not against that statement, and none of the user's limits apply to it.
    private func loadPreludeDeclaration(_ declaration: PreludeOutline.Declaration) {
        let file = SourceFile(name: "<prelude>", text: declaration.text, firstLine: declaration.firstLine)
        // The prelude declares no operators: it is parsed with the built-in table, whatever the
        // user has declared since.
        let parsed = Parser.parse(file, operators: OperatorTable())
        var problems = parsed.diagnostics.map { $0.render() }
        let wasLoading = loadingPrelude
        loadingPrelude = true
        let machine = evaluator.program.machine
        let limits = (evaluator.maxSteps, evaluator.timeLimit, evaluator.maxMemory)
        let output = evaluator.output
        (evaluator.maxSteps, evaluator.timeLimit, evaluator.maxMemory) = (nil, nil, nil)
        evaluator.output = { _ in }
        // Running the declaration starts the machine afresh, which forgets a Ctrl-C: one that
        // came while the user's statement was being checked is asked for again afterwards.
        let interruptedBefore = machine.isInterruptRequested
        defer {
            (evaluator.maxSteps, evaluator.timeLimit, evaluator.maxMemory) = limits
            evaluator.output = output
            loadingPrelude = wasLoading
            if interruptedBefore || machine.isInterruptRequested { machine.interrupt() }
        }
        for stmt in parsed.statements where problems.isEmpty {
            do {
                let checked = try checker.checkPreludeStatement(stmt, in: file)
                _ = try evaluator.runShallow(stmt, in: file)
                checker.commit(checked)
                noteDeclarations(stmt, in: file)
            } catch let d as Diagnostic {
                problems.append(d.render())
            } catch let list as DiagnosticList {
                problems += list.diagnostics.map { $0.render() }
            } catch {
                problems.append("\(error)")
            }
        }
        // The prelude ships inside the binary and is checked by the test suite; a failure here
        // is a bug in Sriracha itself, not in anything a user wrote.
        precondition(problems.isEmpty, "the prelude failed to load:\n" + problems.joined())
    }
}
