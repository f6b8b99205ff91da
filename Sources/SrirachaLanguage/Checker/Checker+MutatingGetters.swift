/// Properties whose getter changes the value holding it: `mutating get { … }` and a struct's
/// `lazy var`. Reading one needs a value that may change, as calling a `mutating` method does.
extension Checker {
    /// Reports reading `base.name` when its getter is `mutating` and `base` cannot change.
    /// Assigning the property runs only its setter, which the assignment checks.
    func checkMutatingGetter(_ e: Expr, base: Expr, _ a: PropertyAccessors, at nameRange: SourceRange) {
        guard let getter = a.getter, getter.isMutating, !getter.isStatic, e !== assignmentTarget else { return }
        requireMutable(base, for: .mutatingGetter(a.name, isLazy: a.isLazy), at: nameRange)
    }

    /// The error for a mutating getter read on a value that cannot change, in Swift's words.
    func reportMutatingGetter(_ problem: Immutability, property: String, isLazy: Bool, at range: SourceRange) {
        let prefix = "cannot use mutating getter on immutable value"
        let why = isLazy ? "reading the `lazy` property `\(property)` the first time stores its value in it"
                         : "the getter of `\(property)` is `mutating`"
        switch problem {
        case let .letConstant(name), let .letProperty(name):
            error("\(prefix): `\(name)` is a `let` constant", at: range,
                  helps: ["declare it with `var`: \(why)"])
        case let .parameter(name):
            error("\(prefix): `\(name)` is a `let` constant", at: range,
                  helps: ["function parameters are constants: copy it into a local variable first: `var \(name) = \(name)`"])
        case let .capture(name):
            error("\(prefix): `\(name)` is an immutable capture", at: range,
                  helps: ["leave `\(name)` out of the capture list to use the variable itself"])
        case .immutableSelf:
            error("\(prefix): `self` is immutable", at: range, helps: ["mark the method `mutating`: \(why)"])
        case let .getOnly(name):
            error("\(prefix): `\(name)` is a get-only property", at: range,
                  helps: ["store the value in a `var` first"])
        case let .getOnlyVariable(name):
            error("\(prefix): `\(name)` is a get-only computed variable", at: range,
                  helps: ["store the value in a `var` first"])
        case .readOnlyKeyPath, .dictionaryPosition, .notAssignable:
            error("\(prefix): it is not a variable", at: range,
                  helps: ["store the value in a `var` first"])
        }
    }
}
