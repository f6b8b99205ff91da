/// A type's own initializer sets its stored properties without running their `willSet`/`didSet`,
/// as in Swift: the observers watch changes to an instance that exists, and until its `init`
/// ends it does not yet. A superclass's observers (and a subclass's observers of a property it
/// inherits) still run when a subclass's `init` sets the property after `super.init`.
extension Checker {
    /// Whether an assignment to field `index` of `self` in the current body runs no observers:
    /// the body is an `init` of the type that declares the property.
    func setsWithoutObservers(fieldIndex index: Int) -> Bool {
        guard let i = initScopeIndex(), let ctx = scopes[i].selfContext, !ctx.isStatic else { return false }
        let inherited = ctx.info.superclass?.fields.count ?? 0
        return index >= inherited && index < ctx.info.fields.count
    }
}
