/// Types nested in generic types, generic over the container's parameters they use (see
/// `Parser+NestedGenerics.swift`): `Node` inside `Stack<T>` is `Stack.Node<T>`, and
/// `Stack<Int>.Node` is `Stack.Node<Int>`.
extension Checker {
    /// The nested type `name` names here, when it takes its container's parameters.
    func nestedInGeneric(_ name: String) -> (NominalInfo, implicit: Int)? {
        guard case .nominal(let info)? = lookupWrittenType(name) else { return nil }
        let implicit = info.structDecl?.implicitGenerics ?? info.enumDecl?.implicitGenerics ?? 0
        return implicit > 0 ? (info, implicit) : nil
    }

    /// `Node`, `Node<U>` or `Stack<Int>.Node`: the nested type with its container's arguments
    /// first. Nil to resolve the name as any other.
    func resolveNestedGeneric(_ name: String, _ args: [TypeSyntax], outer: [TypeSyntax], at range: SourceRange) -> Ty? {
        guard let (info, implicit) = nestedInGeneric(name) else {
            // A nested type with parameters of its own only: the container's arguments say nothing.
            return outer.isEmpty ? nil : resolveNamed(name, args, at: range)
        }
        let own = args.map(resolveType)
        if outer.isEmpty && own.count == info.generics.count { return .con(info.name, own) }
        let ownCount = info.generics.count - implicit
        let shared = Array(info.generics.prefix(implicit))
        var given: [Ty]
        if !outer.isEmpty {
            // The container's arguments, by the container's parameter names.
            var byName: [String: Ty] = [:]
            let containerName = String(info.name[..<(info.name.lastIndex(of: ".") ?? info.name.endIndex)])
            if let container = nominal(named: containerName) {
                for (g, a) in zip(container.generics, outer.map(resolveType)) { byName[g] = a }
            }
            given = shared.map { byName[$0] ?? fresh() }
        } else if shared.allSatisfy({ p in genericNames.contains { $0.contains(p) } }) {
            // Inside the container: its own parameters.
            given = shared.map { .param($0) }
        } else {
            // `Stack.Node` from outside: the arguments are inferred.
            given = shared.map { _ in fresh() }
        }
        guard own.count == ownCount else {
            error("type `\(SType.displayName(info.name))` takes \(ownCount) type argument"
                  + (ownCount == 1 ? "" : "s") + " of its own, not \(own.count)", at: range)
            return .con(info.name, given + (0..<ownCount).map { _ in fresh() })
        }
        return .con(info.name, given + own)
    }
}

extension Checker {
    /// `Stack<Int>.Node(…)`: a nested type's arguments, the container's first (by name), its
    /// own left to inference. Nil when the nested type takes none of the container's.
    func nestedArguments(_ info: NominalInfo, containerArguments: [Ty]?) -> [Ty]? {
        guard let containerArguments, let (_, implicit) = nestedInGeneric(info.name) else { return nil }
        let containerName = String(info.name[..<(info.name.lastIndex(of: ".") ?? info.name.endIndex)])
        var byName: [String: Ty] = [:]
        if let container = nominal(named: containerName) {
            for (g, a) in zip(container.generics, containerArguments) { byName[g] = a }
        }
        return info.generics.enumerated().map { i, g in i < implicit ? byName[g] ?? fresh() : fresh() }
    }
}
