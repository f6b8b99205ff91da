/// `import Widgets`, `import "helpers.sri"`; also Swift's `import struct Widgets.Label` and
/// `import Widgets.Label` forms, which import the whole module.
extension Parser {
    func parseImport() -> Stmt {
        let keyword = advance()
        let kinds: Set<String> = ["struct", "enum", "class", "protocol", "typealias", "func", "let", "var"]
        if kinds.contains(current.text) && peek().kind == .identifier && !current.newlineBefore { advance() }
        let token = current
        if token.kind == .string, !token.newlineBefore {
            advance()
            var path = ""
            for piece in token.pieces {
                guard case .text(let t) = piece else {
                    error("the path of an `import` cannot use interpolation", token.range,
                          helps: ["write the path out: `import \"helpers.sri\"`"])
                    return Stmt(.error, SourceRange(keyword.range.start, lastEnd))
                }
                path += t
            }
            // The range inside the quotes, where "cannot find" points.
            let inner = SourceRange(token.range.start + 1, max(token.range.start + 1, token.range.end - 1))
            return Stmt(.importDecl(ImportDecl(target: .file(path), targetRange: inner)),
                        SourceRange(keyword.range.start, lastEnd))
        }
        guard token.kind == .identifier, !token.newlineBefore else {
            error("expected a module name or a file path after `import`", errorPoint(),
                  helps: ["write `import Widgets`, or `import \"helpers.sri\"` for a file of your own"])
            return Stmt(.error, keyword.range)
        }
        advance()
        // `import Widgets.Label`: the module is the first name.
        while at(".") && !current.newlineBefore && peek().kind == .identifier {
            advance()
            advance()
        }
        return Stmt(.importDecl(ImportDecl(target: .module(token.text), targetRange: token.range)),
                    SourceRange(keyword.range.start, lastEnd))
    }
}
