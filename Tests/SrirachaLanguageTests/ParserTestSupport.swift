@testable import SrirachaLanguage

/// Renders syntax trees as compact text, every operation parenthesized, so tests can compare
/// the shape the parser built with one string.
enum Render {
    static func parse(_ text: String) -> ParseResult {
        Parser.parse(SourceFile(name: "test.sri", text: text))
    }

    /// The one expression statement of `text`, rendered; diagnostics are appended after ` !! `.
    static func expr(_ text: String) -> String {
        let result = parse(text)
        var out = result.statements.map(stmt).joined(separator: "; ")
        if !result.diagnostics.isEmpty { out += " !! " + result.diagnostics.map(\.message).joined(separator: " | ") }
        return out
    }

    static func messages(_ text: String) -> [String] {
        parse(text).diagnostics.map(\.message)
    }

    static func expr(_ e: Expr) -> String {
        switch e.kind {
        case .intLiteral(let v): return String(v)
        case .doubleLiteral(let v): return String(v)
        case .boolLiteral(let v): return String(v)
        case .nilLiteral: return "nil"
        case .stringLiteral(let s): return "\"" + escape(s) + "\""
        case .interpolatedString(let segments):
            return "\"" + segments.map { segment -> String in
                switch segment {
                case .text(let t): return escape(t)
                case .interpolation(let e): return "\\(" + expr(e) + ")"
                }
            }.joined() + "\""
        case .identifier(let name): return name
        case .specializedType(let name, let args): return name + "<" + args.map(type).joined(separator: ", ") + ">"
        case .operatorRef(let op): return "(" + op + ")"
        case .implicitMember(let name): return "." + name
        case .member(let base, let name, _): return expr(base) + "." + name
        case .call(let callee, let args, let trailingStart):
            var parts = args.map(argument)
            if let t = trailingStart, t <= parts.count { parts.insert("|", at: t) }
            return expr(callee) + "(" + parts.joined(separator: ", ").replacingOccurrences(of: "|, ", with: "| ") + ")"
        case .subscriptAccess(let base, let args): return expr(base) + "[" + args.map(argument).joined(separator: ", ") + "]"
        case .forceUnwrap(let e): return expr(e) + "!"
        case .bindOptional(let e): return expr(e) + "?"
        case .optionalChain(let e): return "chain(" + expr(e) + ")"
        case .prefix(let op, let e): return "(" + op + expr(e) + ")"
        case .postfix(let op, let e): return "(" + expr(e) + op + ")"
        case let .statementExpr(s): return "(" + stmt(s) + ")"
        case let .typeCast(kind, x, t):
            return "(" + expr(x) + (kind == .test ? " is " : kind == .conditional ? " as? " : " as! ") + type(t) + ")"
        case let .tryExpr(kind, e): return "(try" + (kind == .optional ? "?" : kind == .forced ? "!" : "") + " " + expr(e) + ")"
        case .binary(let op, let l, let r, _): return "(" + expr(l) + " " + op + " " + expr(r) + ")"
        case .ternary(let c, let a, let b): return "(" + expr(c) + " ? " + expr(a) + " : " + expr(b) + ")"
        case .assign(let op, let t, let v): return "(" + expr(t) + " " + op + " " + expr(v) + ")"
        case .tuple(let args): return "tuple(" + args.map(argument).joined(separator: ", ") + ")"
        case .paren(let e): return "paren(" + expr(e) + ")"
        case .array(let es): return "[" + es.map(expr).joined(separator: ", ") + "]"
        case .dictionary(let pairs):
            return pairs.isEmpty ? "[:]" : "[" + pairs.map { expr($0.key) + ": " + expr($0.value) }.joined(separator: ", ") + "]"
        case .closure(let c):
            var head = ""
            if let ps = c.parameters { head += "(" + ps.map(parameter).joined(separator: ", ") + ")" }
            if let r = c.returnType { head += " -> " + type(r) }
            if !head.isEmpty { head += " in " }
            let dollars = c.dollarCount > 0 ? "$\(c.dollarCount) " : ""
            return "{" + dollars + head + c.body.map(stmt).joined(separator: "; ") + "}"
        case .keyPath(let k):
            return "\\" + (k.root.map(type) ?? "") + k.components.map { c -> String in
                switch c {
                case .property(let n, _): return "." + n
                case .optional: return "?"
                case .force: return "!"
                }
            }.joined()
        case .error: return "<error>"
        }
    }

    static func argument(_ a: Argument) -> String {
        (a.label.map { $0 + ": " } ?? "") + expr(a.value)
    }

    static func parameter(_ p: Parameter) -> String {
        var s = (p.label ?? "_") + " " + p.name
        if let t = p.type { s += ": " + type(t) }
        if let d = p.defaultValue { s += " = " + expr(d) }
        return s
    }

    static func type(_ t: TypeSyntax) -> String {
        switch t.kind {
        case .named(let name, let args): return args.isEmpty ? name : name + "<" + args.map(type).joined(separator: ", ") + ">"
        case .array(let e): return "[" + type(e) + "]"
        case .dictionary(let k, let v): return "[" + type(k) + ": " + type(v) + "]"
        case .optional(let w): return type(w) + "?"
        case .tuple(let es): return "(" + es.map { ($0.label.map { $0 + ": " } ?? "") + type($0.type) }.joined(separator: ", ") + ")"
        case .function(let ps, let r): return "(" + ps.map(type).joined(separator: ", ") + ") -> " + type(r)
        case .inoutType(let w): return "inout " + type(w)
        case .composition(let ps): return ps.map(type).joined(separator: " & ")
        }
    }

    static func pattern(_ p: Pattern) -> String {
        switch p.kind {
        case .wildcard: return "_"
        case .binding(let name, let isVar): return (isVar ? "var " : "let ") + name
        case .expression(let e): return "=" + expr(e)
        case .enumCase(let t, let name, let elements):
            let els = elements.map { "(" + $0.map { ($0.label.map { $0 + ": " } ?? "") + pattern($0.pattern) }.joined(separator: ", ") + ")" } ?? ""
            return (t ?? "") + "." + name + els
        case .tuple(let els): return "(" + els.map { ($0.label.map { $0 + ": " } ?? "") + pattern($0.pattern) }.joined(separator: ", ") + ")"
        case .optional(let inner): return pattern(inner) + "?"
        case .typed(let inner, let t): return pattern(inner) + ": " + type(t)
        case .cast(let inner, let t): return pattern(inner) + " as " + type(t)
        }
    }

    static func condition(_ c: Condition) -> String {
        switch c {
        case .expression(let e): return expr(e)
        case .optionalBinding(let isVar, let name, _, let value): return (isVar ? "var " : "let ") + name + " = " + expr(value)
        case .casePattern(let p, let e): return "case " + pattern(p) + " = " + expr(e)
        }
    }

    static func block(_ stmts: [Stmt]) -> String { "{" + stmts.map(stmt).joined(separator: "; ") + "}" }

    static func variable(_ v: VarDecl) -> String {
        var bare = pattern(v.pattern)
        if case .binding(let name, _) = v.pattern.kind { bare = name }
        var s = (v.isStatic ? "static " : "") + (v.isVar ? "var " : "let ") + bare
        if let t = v.typeAnnotation { s += ": " + type(t) }
        if let i = v.initializer { s += " = " + expr(i) }
        return s
    }

    static func function(_ f: FuncDecl) -> String {
        var s = (f.isStatic ? "static " : "") + (f.isMutating ? "mutating " : "") + "func " + f.name
        if !f.genericParameters.isEmpty { s += "<" + f.genericParameters.joined(separator: ", ") + ">" }
        s += f.clauses.map { "(" + $0.map(parameter).joined(separator: ", ") + ")" }.joined()
        if let r = f.returnType { s += " -> " + type(r) }
        return s + " " + block(f.body)
    }

    static func stmt(_ s: Stmt) -> String {
        switch s.kind {
        case .expression(let e): return expr(e)
        case .variable(let v): return variable(v)
        case .function(let f): return function(f)
        case .structDecl(let d):
            let members = d.properties.map(variable) + d.staticProperties.map(variable) + d.methods.map(function)
            return "struct " + d.name + (d.genericParameters.isEmpty ? "" : "<" + d.genericParameters.joined(separator: ", ") + ">")
                + " {" + members.joined(separator: "; ") + "}"
        case .enumDecl(let d):
            let cases = d.cases.map { c in
                "case " + c.name + (c.associatedValues.map { "(" + $0.map { ($0.label.map { $0 + ": " } ?? "") + type($0.type) }.joined(separator: ", ") + ")" } ?? "")
            }
            let members = cases + d.staticProperties.map(variable) + d.methods.map(function)
            return "enum " + d.name + (d.genericParameters.isEmpty ? "" : "<" + d.genericParameters.joined(separator: ", ") + ">")
                + " {" + members.joined(separator: "; ") + "}"
        case .throwStmt(let e): return "throw " + expr(e)
        case let .doCatch(body, catches):
            return "do " + block(body) + catches.map { " catch " + ($0.pattern.map(pattern) ?? "") + block($0.body) }.joined()
        case .protocolDecl(let d):
            return "protocol " + d.name + " {" + (d.properties.map { "var " + $0.name } + d.methods.map(function))
                .joined(separator: "; ") + "}"
        case .extensionDecl(let d):
            let members = d.staticProperties.map(variable) + d.methods.map(function) + d.computed.map { "var " + ($0.simpleName ?? "_") }
            return "extension " + d.typeName + " {" + members.joined(separator: "; ") + "}"
        case .operatorDecl(let text): return text
        case .typeAlias(let a):
            return "typealias " + a.name + (a.genericParameters.isEmpty ? "" : "<" + a.genericParameters.joined(separator: ", ") + ">") + " = " + type(a.target)
        case .ifStmt(let conds, let then, let elseBody):
            return "if " + conds.map(condition).joined(separator: ", ") + " " + block(then) + (elseBody.map { " else " + block($0) } ?? "")
        case .guardStmt(let conds, let body): return "guard " + conds.map(condition).joined(separator: ", ") + " else " + block(body)
        case .whileStmt(let conds, let body): return "while " + conds.map(condition).joined(separator: ", ") + " " + block(body)
        case .repeatWhile(let body, let c): return "repeat " + block(body) + " while " + expr(c)
        case .forIn(let p, let seq, let w, let body):
            return "for " + pattern(p) + " in " + expr(seq) + (w.map { " where " + expr($0) } ?? "") + " " + block(body)
        case .switchStmt(let subject, let cases):
            return "switch " + expr(subject) + " {" + cases.map { c in
                (c.isDefault ? "default" : "case " + c.patterns.map(pattern).joined(separator: ", "))
                    + (c.guardExpr.map { " where " + expr($0) } ?? "") + ": " + c.body.map(stmt).joined(separator: "; ")
            }.joined(separator: " ") + "}"
        case .returnStmt(let e): return "return" + (e.map { " " + expr($0) } ?? "")
        case .breakStmt(let label): return "break" + (label.map { " " + $0 } ?? "")
        case .continueStmt(let label): return "continue" + (label.map { " " + $0 } ?? "")
        case .fallthroughStmt: return "fallthrough"
        case .deferStmt(let body): return "defer " + block(body)
        case .block(let body): return "do " + block(body)
        case .importDecl(let d):
            switch d.target {
            case .module(let m): return "import " + m
            case .file(let f): return "import \"" + f + "\""
            }
        case .error: return "<error stmt>"
        }
    }

    static func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\t", with: "\\t")
    }
}
