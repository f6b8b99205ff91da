@testable import SrirachaLanguage

/// Parses and checks snippets statement by statement against a checker that has the prelude,
/// committing what succeeds (as the interpreter does after running it).
final class CheckerHarness {
    let checker = TypeChecker()
    private(set) var preludeProblems: [String] = []

    init(prelude: Bool = true) {
        if prelude { preludeProblems = run(PreludeSource.text, name: "<prelude>").filter { $0.hasPrefix("error") } }
    }

    /// One line per statement: `name: scheme` for each binding, the type of an expression
    /// statement, or the rendered errors (parse errors stop everything).
    @discardableResult
    func run(_ text: String, name: String = "<repl>") -> [String] {
        let file = SourceFile(name: name, text: text)
        let parsed = Parser.parse(file)
        if !parsed.diagnostics.isEmpty { return parsed.diagnostics.map { $0.render() } }
        var out: [String] = []
        for stmt in parsed.statements {
            do {
                let checked = try checker.check(stmt, in: file)
                checker.commit(checked)
                if let t = checked.expressionType {
                    out.append(t.description)
                } else {
                    out += checked.bindings.map { "\($0.name): \($0.scheme)" }
                }
            } catch let d as Diagnostic {
                out.append(d.render())
            } catch let list as DiagnosticList {
                out.append(list.diagnostics.map { $0.render() }.joined())
            } catch {
                out.append("unexpected: \(error)")
            }
        }
        return out
    }

    /// The last line `run` produces.
    func last(_ text: String) -> String { run(text).last ?? "" }

    /// The type of the one expression in `text`.
    func type(_ text: String) -> String { last(text) }

    /// The errors (messages and help lines) of the last statement of `text`, without locations.
    func errors(_ text: String) -> [String] {
        last(text).split(separator: "\n").map(String.init).filter { $0.hasPrefix("error: ") || $0.hasPrefix("help: ") }
    }
}

extension CheckerHarness {
    /// Checks (and commits) every statement of `text`; returns the statements that checked.
    func checkedStatements(_ text: String) -> [Stmt] {
        let file = SourceFile(name: "<test>", text: text)
        var out: [Stmt] = []
        for stmt in Parser.parse(file).statements {
            if let checked = try? checker.check(stmt, in: file) {
                checker.commit(checked)
                out.append(stmt)
            }
        }
        return out
    }

    /// The initializer of the last statement (a `let`), or its expression.
    func lastExpr(_ text: String) -> Expr? {
        guard let s = checkedStatements(text).last else { return nil }
        switch s.kind {
        case .expression(let e): return e
        case .variable(let d): return d.initializer
        default: return nil
        }
    }
}
