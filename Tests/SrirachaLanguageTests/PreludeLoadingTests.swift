import Testing
@testable import SrirachaLanguage

/// The prelude loads declaration by declaration, on first use (see `LazyPrelude`): the outline
/// it is cut by must agree with the parser, and the order names are first used in must not
/// change what the session ends up with.
@Suite struct PreludeLoadingTests {
    @Test func outlineAgreesWithTheParser() {
        let outline = PreludeOutline.standard
        let parsed = Parser.parse(SourceFile(name: "<prelude>", text: PreludeSource.text))
        #expect(parsed.diagnostics.isEmpty)
        #expect(outline.declarations.count == parsed.statements.count)
        for (d, stmt) in zip(outline.declarations, parsed.statements) {
            // Each declaration's text parses alone into the one statement it outlines.
            let alone = Parser.parse(SourceFile(name: "<prelude>", text: d.text, firstLine: d.firstLine))
            #expect(alone.diagnostics.isEmpty, "\(d.name)")
            #expect(alone.statements.count == 1, "\(d.name)")
            let (name, isType, methods) = Self.outline(of: stmt)
            #expect(d.name == name)
            #expect(d.isType == isType, "\(d.name)")
            if case .extensionDecl = stmt.kind { #expect(d.isExtension, "\(d.name)") } else { #expect(!d.isExtension, "\(d.name)") }
            #expect(Set(d.methods) == Set(methods), "\(d.name)")
            // The line numbers the user sees in `:info` and in errors are the file's.
            let declaredLine = SourceFile(name: "", text: PreludeSource.text).location(of: stmt.range.start).line
            let aloneLine = alone.statements.first.map {
                SourceFile(name: "", text: d.text, firstLine: d.firstLine).location(of: $0.range.start).line
            }
            #expect(aloneLine == declaredLine, "\(d.name)")
        }
    }

    private static func outline(of stmt: Stmt) -> (String, Bool, [String]) {
        switch stmt.kind {
        case .function(let d): return (d.name, false, [])
        case .structDecl(let d): return (d.name, true, d.methods.map(\.name))
        case .enumDecl(let d): return (d.name, true, d.methods.map(\.name))
        case .protocolDecl(let d): return (d.name, true, d.methods.map(\.name))
        case .typeAlias(let d): return (d.name, true, [])
        case .extensionDecl(let d): return (d.typeName, false, d.methods.map(\.name) + d.computed.compactMap(\.simpleName))
        default: return ("?", false, [])
        }
    }

    /// Everything a session shows of its names: their types, the members of its types, and
    /// where each was declared with its documentation.
    private static func fingerprint(_ interpreter: Interpreter) -> [String] {
        var out = interpreter.checker.globalNames().map { "\($0.name): \($0.scheme)" }
        for d in PreludeOutline.standard.declarations where d.isType || d.isExtension {
            out.append(d.name + " members " + interpreter.checker.memberNames(ofTypeNamed: d.name).joined(separator: ","))
        }
        for (name, sites) in interpreter.declarations.sorted(by: { $0.key < $1.key }) {
            for s in sites { out.append("\(name) \(s.kind) \(s.line):\(s.column) \(s.header) \(s.documentation ?? "-")") }
        }
        return out
    }

    @Test func anyNameUsedFirstGivesTheSamePrelude() throws {
        let reference = Interpreter()
        reference.loadWholePrelude()
        let expected = Self.fingerprint(reference)
        #expect(expected.contains { $0.hasPrefix("curry: ") })
        for d in PreludeOutline.standard.declarations {
            let interpreter = Interpreter()
            if d.isExtension, PreludeOutline.standard.declarations.contains(where: { $0.isType && $0.name == d.name }) {
                // An extension of one of the prelude's own types loads with the type.
                #expect(interpreter.prelude.loadType(named: d.name), "\(d.name)")
                #expect(interpreter.checker.settledEnvironment.types[d.name] != nil, "\(d.name)")
            } else if d.isExtension {
                // An extension of a built-in type loads at the first look-up of one of its members.
                let member = try #require(d.methods.first)
                #expect(interpreter.prelude.loadExtension(of: d.name, member: member), "\(d.name).\(member)")
                #expect(interpreter.checker.settledEnvironment.builtinExtensions[d.name]?.memberNames.contains(member) == true)
            } else if d.isType {
                #expect(interpreter.checker.settledEnvironment.types[d.name] != nil, "\(d.name)")
            } else {
                #expect(interpreter.checker.settledEnvironment.values[d.name] != nil, "\(d.name)")
            }
            #expect(interpreter.prelude.remaining > 0, "\(d.name) loaded everything")
            #expect(Self.fingerprint(interpreter) == expected, "\(d.name) first")
            #expect(interpreter.prelude.remaining == 0)
        }
    }

    @Test func nothingLoadsUntilANameIsUsed() {
        let interpreter = Interpreter()
        let total = PreludeOutline.standard.declarations.count
        #expect(interpreter.prelude.remaining == total)
        var events: [Interpreter.Event] = []
        interpreter.execute(SourceFile(name: "<repl>", text: "let x = 1 + 2")) { events.append($0) }
        interpreter.execute(SourceFile(name: "<repl>", text: "print(x)")) { events.append($0) }
        // `+` may mean a static `+` the prelude declares (`Mod`'s): only that type was loaded.
        #expect(interpreter.prelude.remaining == total - 1)
    }

    @Test func theUsersLimitsDoNotApplyToThePrelude() {
        let interpreter = Interpreter()
        interpreter.evaluator.maxSteps = 1
        interpreter.evaluator.timeLimit = 0
        var failures: [String] = []
        interpreter.execute(SourceFile(name: "<repl>", text: "let m = Mod<Int>.identity")) { event in
            if case .failed(let d) = event { failures.append(d.render()) }
        }
        #expect(interpreter.checker.settledEnvironment.types["Mod"] != nil)
        // Whatever the user's statement did under those limits, the prelude's `Mod` loaded whole.
        interpreter.evaluator.maxSteps = nil
        interpreter.evaluator.timeLimit = nil
        var shown: [String] = []
        interpreter.execute(SourceFile(name: "<repl>", text: "Mod<Int>.identity")) { event in
            if case .result(_, _, let value) = event { shown.append("\(value)") }
            if case .failed(let d) = event { shown.append(d.render()) }
        }
        #expect(shown.count == 1 && !shown[0].contains("error"), "\(shown) \(failures)")
    }
}
