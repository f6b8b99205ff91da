/// What `Parser.parse` returns: every statement it could make out, and every problem found.
public struct ParseResult {
    public var statements: [Stmt]
    public var diagnostics: [Diagnostic]
    /// The operators known after the input (with those it declared).
    public var operators = OperatorTable()
}

/// A recursive-descent parser over the lexer's tokens, with precedence climbing for operators.
///
/// It never gives up: a malformed statement becomes a `.error` node, the problem becomes a
/// diagnostic, and parsing goes on at the next statement. Nesting is bounded so that hostile
/// input cannot overflow the stack.
public final class Parser {
    /// The most parameters a closure may have, named or `$0`…`$255`: far beyond real use, and
    /// low enough that a hostile `{ $999999 }` cannot make checking crawl.
    static let maxClosureParameters = 256

    let file: SourceFile
    var tokens: [Token]
    var pos = 0
    var diagnostics: [Diagnostic] = []
    /// Problems found so far, including those not kept as duplicates.
    var errorCount = 0
    private var diagnosticStarts: Set<Int> = []
    /// End of the last consumed token: where "expected …" diagnostics point.
    var lastEnd = 0
    /// Open brackets, braces, blocks and prefix operators around the current position.
    var nesting = 0
    /// Depth of the tree being built, including operator chains (`1 + 1 + …`).
    var treeDepth = 0
    /// The collection being subscripted while its arguments are parsed, when a one-sided range
    /// (`xs[2...]`) may be written there (see `Parser+OneSidedRanges`).
    var oneSidedSubscriptBase: Expr?
    private var reportedTooDeep = false
    /// At statement level and in closure bodies a newline ends an expression; inside `( )` and
    /// `[ ]` it does not.
    var newlinesMatter = true
    /// False in the heads of `if`, `guard`, `while`, `for` and `switch`, where `{` opens the body.
    var trailingClosuresAllowed = true
    /// While an expression pattern is parsed, the nesting at which a plain `as` ends it
    /// (`case 0 as Int:` is the pattern `0` cast to `Int`, not the expression `0 as Int`).
    var patternCastNesting: Int?
    /// The `$n` count of each closure being parsed, innermost last.
    var closureDollarCounts: [Int] = []
    /// Where each label of the tuple type just parsed was written (nil where none was), for
    /// the error about labels in function types.
    var tupleTypeLabelRanges: [SourceRange?] = []
    /// Native signatures name their parameters in function types (`(by: (A, A) -> Bool) -> [A]`).
    var labelledFunctionTypes = false
    /// While > 0, errors only mark the attempt as failed (generic arguments are tried first).
    var speculating = 0
    var speculationFailed = false
    /// Tokens replaced when `>>` was split inside generic arguments, to undo when backtracking.
    var splits: [(Int, Token)] = []
    /// Declared operators and precedence groups, including those declared so far in the input.
    var operators = OperatorTable()
    /// The precedence group of the infix operator just left of the operand being parsed, in the
    /// current operator sequence: the operator after that operand must be ordered with it.
    var leftOperatorGroup: String?
    /// The declarations after the first of `let a = 1, b = 2`, not yet taken by the caller.
    var moreDeclarations: [VarDecl] = []
    /// Statements made from the one just parsed, to follow it: the extensions split off
    /// `extension P { func f() where Item == Int }` (see `splitContextualWhere`).
    var moreStatements: [Stmt] = []
    /// `@Clamped(max: 9)` read before a declaration: the property wrapper of the `var` that
    /// follows (see `parseDeclarationAttributes`).
    var pendingWrapper: PropertyWrapperUse?

    static let maxNesting = 256
    static let maxTreeDepth = 1000
    static let maxDiagnostics = 50

    init(file: SourceFile) {
        self.file = file
        var lexer = Lexer(file: file)
        tokens = lexer.tokenize()
        for d in lexer.diagnostics { record(d) }
    }

    // MARK: - Public entry points

    /// Parses a whole file or REPL entry into statements, reporting every problem found.
    public static func parse(_ file: SourceFile, operators: OperatorTable = OperatorTable()) -> ParseResult {
        let parser = Parser(file: file)
        parser.operators = operators
        if parser.needsLargeStack {
            return onLargeStack {
                let statements = parser.parseStatements(inBlock: false)
                return ParseResult(statements: statements, diagnostics: parser.finishedDiagnostics(),
                                   operators: parser.operators)
            }
        }
        let statements = parser.parseStatements(inBlock: false)
        return ParseResult(statements: statements, diagnostics: parser.finishedDiagnostics(), operators: parser.operators)
    }

    /// Parses a single expression (what `:type` takes).
    public static func parseExpression(_ file: SourceFile, operators: OperatorTable = OperatorTable()) -> (Expr?, [Diagnostic]) {
        let parser = Parser(file: file)
        parser.operators = operators
        if parser.atEOF {
            parser.error("expected an expression", SourceRange(0, 0))
            return (nil, parser.finishedDiagnostics())
        }
        let expr = parser.needsLargeStack ? onLargeStack { parser.parseExpression() } : parser.parseExpression()
        if !parser.atEOF {
            parser.error("unexpected \(parser.current.display) after the expression", parser.current.range)
        }
        return (expr, parser.finishedDiagnostics())
    }

    /// Parses a native function's signature: optional generic parameters, then a type
    /// (`<U>((Element) -> U) -> [U]`). Nil if the text is not a valid signature.
    public static func parseSignature(_ text: String) -> (generics: [String], type: TypeSyntax)? {
        let parser = Parser(file: SourceFile(name: "<signature>", text: text))
        parser.labelledFunctionTypes = true
        var generics: [String] = []
        if parser.current.kind == .op && parser.current.text.hasPrefix("<") {
            generics = parser.parseGenericParameters()
        }
        let type = parser.parseType()
        guard parser.atEOF, parser.errorCount == 0 else { return nil }
        return (generics, type)
    }

    // MARK: - Token cursor

    var current: Token { tokens[pos] }
    var atEOF: Bool { tokens[pos].kind == .eof }

    func peek(_ offset: Int = 1) -> Token {
        tokens[min(pos + offset, tokens.count - 1)]
    }

    @discardableResult
    func advance() -> Token {
        let token = tokens[pos]
        if token.kind != .eof {
            pos += 1
            lastEnd = token.range.end
        }
        return token
    }

    func at(_ punct: String) -> Bool { tokens[pos].isPunct(punct) }
    func atKeyword(_ keyword: String) -> Bool { tokens[pos].isKeyword(keyword) }

    func consume(_ punct: String) -> Bool {
        guard at(punct) else { return false }
        advance()
        return true
    }

    func consumeKeyword(_ keyword: String) -> Bool {
        guard atKeyword(keyword) else { return false }
        advance()
        return true
    }

    /// Consumes one leading character of an operator token (`>` of `>>`, `?` of `?>`), splitting
    /// the token; true if the current token starts with `char`.
    func consumeOperatorPrefix(_ char: Character) -> Bool {
        let token = current
        guard token.kind == .op, token.text.first == char else { return false }
        if token.text.count == 1 {
            advance()
            return true
        }
        splits.append((pos, token))
        var rest = Token(.op, String(token.text.dropFirst()), SourceRange(token.range.start + 1, token.range.end))
        rest.leftBound = true
        rest.rightBound = token.rightBound
        tokens[pos] = rest
        lastEnd = token.range.start + 1
        return true
    }

    /// Where an "expected …" error points: the offending token on this line, or just after the
    /// previous token when the line (or input) ended.
    func errorPoint() -> SourceRange {
        let token = current
        if token.kind == .eof || token.newlineBefore {
            return pos == 0 ? token.range : SourceRange(lastEnd, lastEnd)
        }
        return token.range
    }

    // MARK: - Diagnostics

    func error(_ message: String, _ range: SourceRange, helps: [String] = [], notes: [String] = []) {
        if speculating > 0 {
            speculationFailed = true
            return
        }
        errorCount += 1
        record(Diagnostic(.parser, message, at: range, in: file, helps: helps, notes: notes))
    }

    private func record(_ diagnostic: Diagnostic) {
        // One error per place: unclosed brackets at the end of input would otherwise repeat.
        guard diagnostics.count < Parser.maxDiagnostics, !diagnosticStarts.contains(diagnostic.range.start) else { return }
        diagnosticStarts.insert(diagnostic.range.start)
        diagnostics.append(diagnostic)
    }

    private func finishedDiagnostics() -> [Diagnostic] {
        diagnostics.enumerated().sorted { a, b in
            a.element.range.start != b.element.range.start ? a.element.range.start < b.element.range.start : a.offset < b.offset
        }.map(\.element)
    }

    // MARK: - Nesting and recovery

    /// Runs `body` one level deeper, or reports the nesting limit and skips the bracketed group.
    func nested<T>(_ body: () -> T, tooDeep: () -> T) -> T {
        if nesting >= Parser.maxNesting || treeDepth >= Parser.maxTreeDepth {
            reportTooDeep(current.range)
            skipBalanced()
            return tooDeep()
        }
        nesting += 1
        treeDepth += 1
        defer {
            nesting -= 1
            treeDepth -= 1
        }
        return body()
    }

    func reportTooDeep(_ range: SourceRange) {
        if speculating > 0 {
            speculationFailed = true
            return
        }
        errorCount += 1
        guard !reportedTooDeep else { return }
        reportedTooDeep = true
        let message = treeDepth >= Parser.maxTreeDepth
            ? "expression too complex (more than \(Parser.maxTreeDepth) nested operations)"
            : "expression nested too deeply (more than \(Parser.maxNesting) levels)"
        record(Diagnostic(.parser, message, at: range, in: file, helps: ["split it into several statements with `let`"]))
    }

    /// Skips the current token, or the whole bracketed group it opens.
    func skipBalanced() {
        guard isOpener(current) else {
            advance()
            return
        }
        var depth = 0
        while !atEOF {
            let token = advance()
            if isOpener(token) { depth += 1 }
            if isCloser(token) {
                depth -= 1
                if depth == 0 { return }
            }
        }
    }

    func isOpener(_ t: Token) -> Bool { t.kind == .punct && (t.text == "(" || t.text == "[" || t.text == "{") }
    func isCloser(_ t: Token) -> Bool { t.kind == .punct && (t.text == ")" || t.text == "]" || t.text == "}") }

    /// Temporarily changes the newline and trailing-closure rules (entering brackets, bodies, heads).
    func withContext<T>(newlinesMatter nl: Bool, trailingClosures tc: Bool, _ body: () -> T) -> T {
        let saved = (newlinesMatter, trailingClosuresAllowed)
        newlinesMatter = nl
        trailingClosuresAllowed = tc
        defer { (newlinesMatter, trailingClosuresAllowed) = saved }
        return body()
    }

    /// Expects the closer of a bracketed list; on a stray token, reports it and skips to the
    /// closer when one follows on the same statement.
    func expectClose(_ closer: String, opener: Token, what: String) {
        if consume(closer) { return }
        let token = current
        if token.kind == .eof || token.newlineBefore || startsStatement(token) {
            error("expected `\(closer)` to close `\(opener.text)`", errorPoint(),
                  notes: ["the `\(opener.text)` is at \(locationText(opener.range.start))"])
            return
        }
        error("expected `,` or `\(closer)` in \(what), found \(token.display)", token.range)
        // Skip to the matching closer if it is near.
        let start = pos
        var depth = 0
        var i = pos
        while i < tokens.count && i - start < 4096 {
            let t = tokens[i]
            if t.kind == .eof || (t.newlineBefore && depth == 0 && startsStatement(t)) { return }
            if isOpener(t) { depth += 1 }
            if isCloser(t) {
                if depth == 0 {
                    if t.text == closer {
                        while pos <= i { advance() }
                    }
                    return
                }
                depth -= 1
            }
            i += 1
        }
    }

    func locationText(_ offset: Int) -> String {
        let loc = file.location(of: offset)
        return "line \(loc.line), column \(loc.column)"
    }

    /// Keywords that begin a statement; a newline followed by one ends a broken statement.
    func startsStatement(_ t: Token) -> Bool {
        guard t.kind == .keyword else { return false }
        switch t.text {
        case "let", "var", "func", "struct", "enum", "typealias", "if", "guard", "switch", "for",
             "while", "repeat", "return", "break", "continue", "do", "import", "extension", "protocol",
             "class", "static":
            return true
        default:
            return false
        }
    }
}
