/// Swift's `ArraySlice`: `a[1...]`, `a.suffix(2)`, `a.dropFirst()` are slices that keep their
/// base array's indices (`a[1...].startIndex` is 1). Sriracha makes them new arrays, indexed
/// from 0, which print and iterate the same; indexing one would silently give another element
/// than Swift does, so it is refused where the value is known to be a slice: the slice
/// expression itself, or a name bound to one without a type annotation.
extension Checker {
    /// Members whose answers are indices.
    static let sliceIndexMembers: Set<String> = ["startIndex", "endIndex", "indices", "firstIndex", "lastIndex", "index"]
    /// Array methods that give a slice in Swift whose first index may not be 0. `prefix` and
    /// `dropLast` keep the base's start, 0, so their indices are the new array's: indexing
    /// them answers as Swift does and is allowed.
    static let slicingMethods: Set<String> = ["suffix", "dropFirst", "drop"]

    /// An expression that is an `ArraySlice` in Swift (checked already).
    func isArraySliceExpression(_ e: Expr) -> Bool {
        switch e.kind {
        case let .paren(inner):
            return isArraySliceExpression(inner)
        case let .subscriptAccess(base, arguments):
            guard arguments.count == 1, arguments[0].label == nil, isArray(typeOfRecorded(base)) else { return false }
            if case .con("Int", []) = resolve(typeOfRecorded(arguments[0].value)) { return false }
            // `a[..<2]`, `a[0...1]`: starting at 0, indexed as the new array is.
            if case let .binary(op, lower, _, _) = arguments[0].value.kind, op == "..." || op == "..<" {
                // `a[..<2]` is read as `a[a.startIndex..<2]`.
                if case .member(_, "startIndex", _) = lower.kind { return false }
                if case .intLiteral(0) = lower.kind { return false }
            }
            return isArray(typeOfRecorded(e))
        case let .call(callee, _, _):
            guard case let .member(base, name, _) = callee.kind, Self.slicingMethods.contains(name) else { return false }
            return isArray(typeOfRecorded(base)) && isArray(typeOfRecorded(e))
        case let .identifier(name):
            return isArraySliceName(name)
        default:
            return false
        }
    }

    private func isArray(_ t: Ty) -> Bool {
        if case .con("Array", _) = resolve(t) { return true }
        return false
    }

    private func isArraySliceName(_ name: String) -> Bool {
        for scope in scopes.reversed() {
            if let v = scope.values[name] { return v.isArraySlice }
            if scope.functions[name] != nil { return false }
        }
        return env.arraySlices.contains(name)
    }

    func markArraySlice(_ name: String, _ isSlice: Bool) {
        if let scope = scopes.last {
            scope.values[name]?.isArraySlice = isSlice
        } else if isSlice {
            env.arraySlices.insert(name)
        } else {
            env.arraySlices.remove(name)
        }
    }

    /// `s.startIndex`, `s[1]` on a slice: refused, naming the difference.
    func refuseSliceIndices(_ base: Expr, member: String?, at range: SourceRange) {
        if let member, !Self.sliceIndexMembers.contains(member) { return }
        guard isArraySliceExpression(base) else { return }
        var what = "this slice"
        if case let .identifier(name) = base.kind { what = "`\(name)`" }
        error("\(what) is an `ArraySlice` in Swift, which keeps its base array's indices; Sriracha makes it a new array indexed from 0, so "
              + (member.map { "`\($0)` is refused here" } ?? "indexing it is refused"),
              at: range, helps: ["make it an array to index it from 0, as in Swift: `Array(…)` around the slice"])
    }
}
