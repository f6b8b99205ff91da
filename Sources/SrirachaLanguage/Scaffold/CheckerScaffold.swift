// Temporary interface of the type checker so that dependent targets build; replaced by Checker/.
public struct CheckedStatement {
    public var stmt: Stmt
    public var bindings: [(name: String, scheme: TypeScheme)]
    public var expressionType: SType?
}

public final class TypeChecker {
    public init() {}
    public func check(_ stmt: Stmt, in file: SourceFile) throws -> CheckedStatement {
        throw Diagnostic(.checker, "the checker is not built yet", at: stmt.range, in: file)
    }
    public func commit(_ checked: CheckedStatement) {}
    public func define(name: String, scheme: TypeScheme) {}
    /// Every global name in scope with its type, for tab completion and `:browse`.
    public func globalNames() -> [(name: String, scheme: TypeScheme)] { [] }
    /// Member names (fields, methods, cases, static members) of a named type, for completion.
    public func memberNames(ofTypeNamed name: String) -> [String] { [] }
    public func typeOf(_ expr: Expr, in file: SourceFile) throws -> TypeScheme {
        throw Diagnostic(.checker, "the checker is not built yet", at: expr.range, in: file)
    }
}
