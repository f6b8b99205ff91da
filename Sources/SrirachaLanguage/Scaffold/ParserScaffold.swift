// Temporary interface of the parser so that dependent targets build; replaced by Parser/.
public struct ParseResult {
    public var statements: [Stmt]
    public var diagnostics: [Diagnostic]
}

public enum Parser {
    public static func parse(_ file: SourceFile) -> ParseResult {
        ParseResult(statements: [], diagnostics: [Diagnostic(.parser, "the parser is not built yet", at: .none, in: file)])
    }
    public static func parseExpression(_ file: SourceFile) -> (Expr?, [Diagnostic]) {
        (nil, [Diagnostic(.parser, "the parser is not built yet", at: .none, in: file)])
    }
    public static func isComplete(_ text: String) -> Bool { true }
    public static func parseSignature(_ text: String) -> (generics: [String], type: TypeSyntax)? { nil }
}
