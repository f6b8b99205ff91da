/// Whether a REPL entry is complete or needs another line.
extension Parser {
    /// False while a bracket, brace or parenthesis is open, the text ends with a binary operator,
    /// or a string, multi-line string or block comment is unterminated; true otherwise, including
    /// for errors more lines would not fix (`)))`).
    public static func isComplete(_ text: String) -> Bool {
        var lexer = Lexer(file: SourceFile(name: "<repl>", text: text))
        let tokens = lexer.tokenize()
        if lexer.unterminatedAtEnd { return false }
        var open: [String] = []
        for token in tokens where token.kind == .punct {
            switch token.text {
            case "(", "[", "{":
                open.append(token.text)
            case ")", "]", "}":
                guard let last = open.last else { continue }
                let expected = last == "(" ? ")" : last == "[" ? "]" : "}"
                // A mismatched closer is an error more lines cannot fix.
                if token.text != expected { return true }
                open.removeLast()
            default:
                break
            }
        }
        if !open.isEmpty { return false }
        guard tokens.count >= 2 else { return true }
        let last = tokens[tokens.count - 2]
        if last.isPunct("->") { return false }
        if last.kind == .op {
            // `x!` and `x?` end with a postfix operator; `1 +` and `c ?` wait for an operand.
            if last.text.allSatisfy({ $0 == "!" || $0 == "?" }) && last.leftBound { return true }
            return binaryOperators[last.text] == nil && last.text != "?"
        }
        return true
    }
}
