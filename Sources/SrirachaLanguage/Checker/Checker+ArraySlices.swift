/// `ArraySlice<T>`: `xs[1...]`, `xs.dropFirst()`, `xs.suffix(2)` are slices that keep their base
/// array's indices, as in Swift. A slice is its own type: where an array is expected it must be
/// made one (`Array(slice)`), and the error says so.
extension Checker {
    /// The help for a slice given where an array is expected, or the reverse.
    func sliceMismatchHelps(_ actual: Ty, _ expected: Ty) -> [String] {
        switch (resolve(actual), resolve(strippingOptionals(expected))) {
        case (.con("ArraySlice", _), .con("Array", _)):
            return ["a slice keeps its base array's indices; make it an array with `Array(…)` around the slice"]
        case (.con("Array", _), .con("ArraySlice", _)):
            return ["make the array a slice with `ArraySlice(…)`, or declare an array type"]
        default:
            return []
        }
    }

    /// `xs + slice`, `slice + xs`, `xs += slice`: an array and a slice of the same elements,
    /// which `+` joins into the left side's type (Swift's `+` takes any sequence on the right).
    func joinsArrayAndSlice(_ l: Ty, _ r: Ty) -> Bool {
        guard case let .con(lh, la) = resolve(l), case let .con(rh, ra) = resolve(r), la.count == 1, ra.count == 1,
              Set([lh, rh]) == ["Array", "ArraySlice"] else { return false }
        let m = mark()
        if solver.unify(la[0], ra[0]) { return true }
        rollback(to: m)
        return false
    }
}
