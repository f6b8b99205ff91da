/// Opaque result types: `func make() -> some Shape { Circle() }` returns the concrete type its
/// body returns (`Circle`), which must conform to the protocol named. Callers see that type.
extension Checker {
    /// The type `some P` stands for at this place in the source: one unknown, decided by the
    /// body that returns it (a function's, or a computed property's getter).
    func opaqueType(_ s: TypeSyntax) -> Ty {
        let key = ObjectIdentifier(s)
        if let t = opaqueTypes[key] { return t }
        let t = fresh()
        opaqueTypes[key] = t
        if case let .named(name, args) = s.kind, args.isEmpty { opaqueRequirements.append((t, name, s.range)) }
        return t
    }

    /// Once the bodies are checked: each opaque type conforms to its protocol (the user's
    /// protocols and `Equatable`, `Hashable`, `Comparable`; the standard library's collection
    /// protocols are taken on trust).
    func checkOpaqueRequirements() {
        for (t, name, range) in opaqueRequirements {
            if isUnsolved(t) { continue }
            let bare = name.hasPrefix("Swift.") ? String(name.dropFirst(6)) : name
            var ok = true
            if let proto = nominal(named: bare), proto.isProtocol {
                ok = conforms(t, to: proto) || (nominal(of: t).map { $0.0 === proto } ?? false)
            } else if Self.derivable.contains(bare) {
                ok = typeConforms(t, to: bare, currentConstraints) != false
            }
            if !ok {
                error("return type \(describe(t)) does not conform to `\(bare)`", at: range,
                      helps: ["an opaque `some \(bare)` result must be a type that conforms to `\(bare)`"])
            }
        }
        opaqueRequirements = []
    }
}
