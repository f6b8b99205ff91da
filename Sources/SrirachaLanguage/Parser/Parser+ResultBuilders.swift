/// `@HTML func page() -> String { … }`, `@HTML var body: String { … }`: a type's name before a
/// function or a computed variable names the result builder that makes its body's value.
extension Parser {
    /// Marks the declaration as made by the builder `use` names; false when it is not a
    /// function or a computed variable (the attribute is then a property wrapper's).
    func applyResultBuilder(_ use: PropertyWrapperUse, to statement: Stmt) -> Bool {
        switch statement.kind {
        case .function(let f):
            f.resultBuilder = use
            return true
        case .variable(let d):
            guard d.accessors?.isComputed == true, let getter = d.accessors?.getter else { return false }
            getter.resultBuilder = use
            return true
        default:
            return false
        }
    }
}
