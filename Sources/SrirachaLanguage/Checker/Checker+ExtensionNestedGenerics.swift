/// A type nested in an extension of a generic type sees the type's generic parameters, as in
/// Swift and as a type nested in the declaration itself does (see `Parser.shareGenerics`):
/// `extension List: Sequence { struct Iterator { var rest: List<T> } }` makes `Iterator`
/// generic over `T` too. The parser cannot do it there: the extended type's parameters are
/// known only where it was declared (maybe in an earlier entry).
extension Checker {
    /// Shares the extended types' generic parameters with the nested types of the extensions
    /// in `stmts` that name them (once per extension).
    func shareGenericsWithExtensionTypes(_ stmts: [Stmt]) {
        for s in stmts {
            guard case let .extensionDecl(d) = s.kind, !d.nestedTypes.isEmpty, !d.nestedGenericsShared else { continue }
            d.nestedGenericsShared = true
            guard let generics = genericParameters(ofExtended: d.typeName, in: stmts), !generics.isEmpty else { continue }
            let text = file
            Parser.shareGenerics(generics, [], with: d.nestedTypes) { name, range in
                Checker.mentions(name, in: text, range)
            }
        }
    }

    /// The generic parameters of the type named `name`: declared among `stmts`, or before.
    private func genericParameters(ofExtended name: String, in stmts: [Stmt]) -> [String]? {
        for s in stmts {
            switch s.kind {
            case let .structDecl(d) where d.name == name: return d.genericParameters
            case let .enumDecl(d) where d.name == name: return d.genericParameters
            default: continue
            }
        }
        guard case .nominal(let info)? = lookupType(name), !info.isProtocol, !info.isBuiltin else { return nil }
        return info.generics
    }

    /// Whether the identifier `name` is written in `range` of `file` (comments and string
    /// literals do not count: the text is lexed).
    private static func mentions(_ name: String, in file: SourceFile, _ range: SourceRange) -> Bool {
        var lexer = Lexer(file: SourceFile(name: file.name, text: file.text(in: range)))
        return lexer.tokenize().contains { $0.kind == .identifier && $0.text == name }
    }
}
