/// A type nested in a generic type sees the container's generic parameters, as in Swift:
/// `struct Stack<T> { class Node { let value: T } }` makes `Node` generic over `T` too (named
/// `Stack<Int>.Node` from outside, plain `Node` inside `Stack`). A nested type that mentions none
/// of them, or declares its own of the same name, stays as it is.
extension Parser {
    func shareGenerics(_ generics: [String], _ requirements: [GenericRequirement], with nested: [Stmt], depth: Int = 0) {
        guard !generics.isEmpty, depth < 32 else { return }
        for s in nested {
            switch s.kind {
            case let .structDecl(d):
                share(generics, requirements, in: s.range, into: &d.genericParameters, &d.implicitGenerics,
                      &d.genericRequirements, nested: d.nestedTypes, depth: depth)
            case let .enumDecl(d):
                share(generics, requirements, in: s.range, into: &d.genericParameters, &d.implicitGenerics,
                      &d.genericRequirements, nested: d.nestedTypes, depth: depth)
            default:
                break
            }
        }
    }

    /// Gives one nested declaration the container's parameters it names, then its own
    /// nested types in turn.
    private func share(_ generics: [String], _ requirements: [GenericRequirement], in range: SourceRange,
                       into parameters: inout [String], _ implicit: inout Int,
                       _ ownRequirements: inout [GenericRequirement], nested: [Stmt], depth: Int) {
        let shared = generics.filter { !parameters.contains($0) && mentions($0, in: range) }
        if shared.isEmpty { return }
        parameters = shared + parameters
        implicit += shared.count
        ownRequirements += requirements.filter { shared.contains($0.parameter) }
        shareGenerics(shared, requirements, with: nested, depth: depth + 1)
    }

    /// Whether the name `name` is written in `range` (as a name: comments and string literals
    /// do not count).
    private func mentions(_ name: String, in range: SourceRange) -> Bool {
        tokens.contains { $0.kind == .identifier && $0.text == name
            && $0.range.start >= range.start && $0.range.end <= range.end }
    }
}
