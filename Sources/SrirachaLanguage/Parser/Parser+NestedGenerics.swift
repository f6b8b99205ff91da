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
                share(generics, requirements, text: text, into: &d.genericParameters, &d.implicitGenerics,
                      &d.genericRequirements, nested: d.nestedTypes, depth: depth)
            case let .enumDecl(d):
                share(generics, requirements, text: text, into: &d.genericParameters, &d.implicitGenerics,
                      &d.genericRequirements, nested: d.nestedTypes, depth: depth)
            default:
                break
            }
        }
    }

    /// Gives one nested declaration the container's parameters its text mentions, then its own
    /// nested types in turn.
    private func share(_ generics: [String], _ requirements: [GenericRequirement], text: String,
                       into parameters: inout [String], _ implicit: inout Int,
                       _ ownRequirements: inout [GenericRequirement], nested: [Stmt], depth: Int) {
        let shared = generics.filter { !parameters.contains($0) && Parser.mentions(text, $0) }
        if shared.isEmpty { return }
        parameters = shared + parameters
        implicit += shared.count
        ownRequirements += requirements.filter { shared.contains($0.parameter) }
        shareGenerics(shared, requirements, with: nested, depth: depth + 1)
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
