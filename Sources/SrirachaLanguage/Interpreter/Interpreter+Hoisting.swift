/// Whole-file declarations: while a unit is open, the statements `execute` runs (in any number
/// of calls, one per statement group) see every function and type the unit declares, as in a
/// Swift file. See `HoistingUnit`.
extension Interpreter {
    /// Opens a unit over `text`: a whole `.swift` file, or an entry of several statement groups.
    /// `wholeFile` says it is a file (errors then stop suggesting the order of a session).
    /// The statements are then executed as usual, in order, through `execute(_:emit:)`.
    public func beginUnit(_ text: String, fileName: String, firstLine: Int = 1, wholeFile: Bool) {
        let file = SourceFile(name: fileName, text: text, firstLine: firstLine)
        let parsed = Parser.parse(file, operators: operators)
        hoisting = HoistingUnit(file: file, statements: parsed.statements)
        checker.seesWholeFile = wholeFile
    }

    /// Closes the unit: declarations not reached (the unit stopped at an error) are dropped.
    public func endUnit() {
        hoisting = nil
        checker.seesWholeFile = false
    }

    /// Runs one statement of the open unit: first the declarations of the unit it names that
    /// have not run yet; a declaration that already ran ahead is skipped.
    func executeInUnit(_ stmt: Stmt, in file: SourceFile, emit: (Event) -> Void) -> Bool {
        guard let unit = hoisting else { return execute([stmt], in: file, emit: emit) }
        let checker = self.checker
        let isDefined = { (name: String) in checker.isDefined(name) }
        if unit.isIdle {
            let ok = execute([stmt], in: file, emit: emit)
            if case .variable(let d) = stmt.kind { _ = unit.declared(d.pattern.boundNames, isDefined: isDefined) }
            return ok
        }
        switch unit.plan(for: stmt, in: file, isDefined: isDefined) {
        case .skip:
            return true
        case .ranWith(let ahead):
            return executeAhead(ahead, of: unit, emit: emit)
        case .run(let ahead):
            if !ahead.isEmpty && !executeAhead(ahead, of: unit, for: (stmt, file), emit: emit) { return false }
        }
        let ok = execute([stmt], in: file, emit: emit)
        if case .variable(let d) = stmt.kind {
            // Its place is passed, whether it succeeded or not; declarations that read the
            // variable waited for it.
            let ready = unit.declared(d.pattern.boundNames, isDefined: isDefined)
            if !ready.isEmpty {
                if ok { return executeAhead(ready, of: unit, emit: emit) }
                unit.putBack(ready)
            }
        }
        return ok
    }

    /// Declarations run ahead of their place; if they fail, they are still to come. Their
    /// errors say which statement needed them (`user`), when it is not one of them.
    private func executeAhead(_ group: [Stmt], of unit: HoistingUnit, for user: (Stmt, SourceFile)? = nil,
                              emit: (Event) -> Void) -> Bool {
        let line = user.map { $0.1.location(of: $0.0.range.start).line }
        let ok = execute(group, in: unit.file) { event in
            guard let line, case .failed(var d) = event, d.stage == .checker else { return emit(event) }
            d.notes.append("checked before line \(line), which uses it")
            emit(.failed(d))
        }
        if ok {
            declarationsRunAhead += 1
            return true
        }
        unit.putBack(group)
        return false
    }
}
