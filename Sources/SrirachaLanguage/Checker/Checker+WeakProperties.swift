/// `weak var delegate: Delegate?` and `unowned let owner: Person`: Swift's rules for how such a
/// property is declared (the run time keeps a class instance weakly, see `WeakReference`).
extension Checker {
    func checkWeakProperty(_ p: VarDecl, _ t: Ty) {
        // Only a class instance is held weakly; the `Widgets` stand-ins for UIKit's views are
        // structs (`@IBOutlet weak var label: UILabel!`), kept as any value is.
        var isOptional = false
        if case .con("Optional", _) = resolve(t) { isOptional = true }
        if !isOptional && !p.isUnowned {
            error("`weak` variable should have optional type \(describe(.optional(t)))", at: p.pattern.range,
                  helps: ["a weak reference becomes `nil` when its instance is freed"])
            return
        }
        if !p.isUnowned && !p.isVar {
            error("`weak` must be a mutable variable, because it may change at runtime", at: p.pattern.range,
                  helps: ["declare it with `var`"])
            return
        }
    }
}
