/// A type nested in a generic type sees the container's generic parameters, as in Swift:
/// `struct Stack<T> { class Node { let value: T } }` makes `Node` generic over `T` too (named
/// `Stack<Int>.Node` from outside, plain `Node` inside `Stack`). A nested type that mentions none
/// of them, or declares its own of the same name, stays as it is.
extension Parser {
    func shareGenerics(_ generics: [String], _ requirements: [GenericRequirement], with nested: [Stmt], depth: Int = 0) {
        guard !generics.isEmpty, depth < 32 else { return }
        for s in nested {
            let text = file.text(in: s.range)
            switch s.kind {
            case let .structDecl(d):
                let shared = generics.filter { !d.genericParameters.contains($0) && Parser.mentions(text, $0) }
                if shared.isEmpty { continue }
                d.genericParameters = shared + d.genericParameters
                d.implicitGenerics += shared.count
                d.genericRequirements += requirements.filter { shared.contains($0.parameter) }
                shareGenerics(shared, requirements, with: d.nestedTypes, depth: depth + 1)
            case let .enumDecl(d):
                let shared = generics.filter { !d.genericParameters.contains($0) && Parser.mentions(text, $0) }
                if shared.isEmpty { continue }
                d.genericParameters = shared + d.genericParameters
                d.implicitGenerics += shared.count
                d.genericRequirements += requirements.filter { shared.contains($0.parameter) }
                shareGenerics(shared, requirements, with: d.nestedTypes, depth: depth + 1)
            default:
                break
            }
        }
    }

    /// Whether `name` occurs in `text` as a whole identifier.
    static func mentions(_ text: String, _ name: String) -> Bool {
        var searchStart = text.startIndex
        while let r = text.range(of: name, range: searchStart..<text.endIndex) {
            let before = r.lowerBound == text.startIndex ? nil : text[text.index(before: r.lowerBound)]
            let after = r.upperBound == text.endIndex ? nil : text[r.upperBound]
            func isIdentifierPart(_ c: Character?) -> Bool { c.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false }
            if !isIdentifierPart(before) && !isIdentifierPart(after) { return true }
            searchStart = r.upperBound
        }
        return false
    }
}
