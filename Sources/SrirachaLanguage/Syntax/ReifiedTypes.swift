/// Generic code runs once for every type it is used with, without the types themselves. A
/// function whose body needs one (`x as? T`, `x is T`, `T.self`) gets its type arguments at run
/// time instead: each call pushes them (`Machine.typeArguments`) for the call's duration, and
/// the casts in the body find them there by the function they belong to.
public final class ReifiedTypes {
    /// The generic parameters the node mentions, each with the function whose call binds it.
    public let owners: [(parameter: String, function: FuncDecl)]
    /// For a call: the function called, and the type it gets for each of its reified
    /// parameters (which may mention the caller's own, found through `owners`).
    public let callee: FuncDecl?
    public let parameters: [String]
    public let arguments: [SType]

    public init(owners: [(parameter: String, function: FuncDecl)], callee: FuncDecl? = nil, parameters: [String] = [],
                arguments: [SType] = []) {
        self.owners = owners
        self.callee = callee
        self.parameters = parameters
        self.arguments = arguments
    }
}
