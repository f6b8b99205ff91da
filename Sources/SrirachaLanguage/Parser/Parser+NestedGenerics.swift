/// A type nested in a generic type sees the container's generic parameters, as in Swift:
/// `struct Stack<T> { class Node { let value: T } }` makes `Node` generic over `T` too (named
/// `Stack<Int>.Node` from outside, plain `Node` inside `Stack`). A nested type that mentions none
/// of them, or declares its own of the same name, stays as it is.
extension Parser {
    func shareGenerics(_ generics: [String], _ requirements: [GenericRequirement], with nested: [Stmt]) {
        let tokens = self.tokens
        Parser.shareGenerics(generics, requirements, with: nested) { name, range in
            tokens.contains { $0.kind == .identifier && $0.text == name
                && $0.range.start >= range.start && $0.range.end <= range.end }
        }
    }

    /// Shares `generics` with the declarations of `nested` that name them (`mentions` says
    /// whether a name is written in a range of the source), then with their own nested types.
    static func shareGenerics(_ generics: [String], _ requirements: [GenericRequirement], with nested: [Stmt],
                              depth: Int = 0, mentions: (String, SourceRange) -> Bool) {
        guard !generics.isEmpty, depth < 32 else { return }
        for s in nested {
            switch s.kind {
            case let .structDecl(d):
                share(generics, requirements, in: s.range, into: &d.genericParameters, &d.implicitGenerics,
                      &d.genericRequirements, nested: d.nestedTypes, depth: depth, mentions: mentions)
            case let .enumDecl(d):
                share(generics, requirements, in: s.range, into: &d.genericParameters, &d.implicitGenerics,
                      &d.genericRequirements, nested: d.nestedTypes, depth: depth, mentions: mentions)
            default:
                break
            }
        }
    }

    /// Gives one nested declaration the container's parameters it names, then its own
    /// nested types in turn.
    private static func share(_ generics: [String], _ requirements: [GenericRequirement], in range: SourceRange,
                              into parameters: inout [String], _ implicit: inout Int,
                              _ ownRequirements: inout [GenericRequirement], nested: [Stmt], depth: Int,
                              mentions: (String, SourceRange) -> Bool) {
        let shared = generics.filter { !parameters.contains($0) && mentions($0, range) }
        if shared.isEmpty { return }
        parameters = shared + parameters
        implicit += shared.count
        ownRequirements += requirements.filter { shared.contains($0.parameter) }
        shareGenerics(shared, requirements, with: nested, depth: depth + 1, mentions: mentions)
    }
}
