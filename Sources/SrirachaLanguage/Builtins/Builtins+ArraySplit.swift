extension Builtins {
    /// `xs.split(separator: 0)` and `xs.split(whereSeparator: { $0 < 0 })`, each also with
    /// `maxSplits:` and `omittingEmptySubsequences:` (in Swift's order): the runs of elements
    /// between separators, empty runs left out unless asked for. Each run is an `ArraySlice`
    /// keeping the receiver's indices, as in Swift.
    static let arraySplits: [NativeFunction] = [
        [], ["maxSplits"], ["omittingEmptySubsequences"], ["maxSplits", "omittingEmptySubsequences"],
    ].flatMap { options -> [NativeFunction] in
        let types = options.map { $0 == "maxSplits" ? "Int" : "Bool" }
        let signature = { (separator: String) in "(" + ([separator] + types).joined(separator: ", ") + ") -> [ArraySlice<Element>]" }
        let bySeparator = NativeFunction.method("Array", "split", ["separator"] + options, signature("Element"),
                                                constraints: ["Element": "Equatable"]) { args in
            let (list, separator) = (try elements(of: args[0]), unboxed(args[1]))
            try Work.charge(list.count)
            let (most, omitting) = try splitOptions(options, args.dropFirst(2))
            return try runs(of: args[0], list, maxSplits: most, omittingEmpty: omitting) { unboxed($0) == separator }
        }
        // Swift's order puts the closure last: `split(maxSplits: 1, whereSeparator: { … })`.
        let byTest = NativeFunction.method("Array", "split", options + ["whereSeparator"], "(" + (types + ["(Element) -> Bool"])
            .joined(separator: ", ") + ") -> [ArraySlice<Element>]") { args in
            let (list, isSeparator) = (try elements(of: args[0]), try function(args[args.count - 1]))
            let (most, omitting) = try splitOptions(options, args.dropFirst().dropLast())
            return try runs(of: args[0], list, maxSplits: most, omittingEmpty: omitting) { try test(isSeparator, $0) }
        }
        return [bySeparator, byTest]
    }

    /// The `maxSplits:` and `omittingEmptySubsequences:` given, or Swift's defaults.
    private static func splitOptions(_ labels: [String], _ values: ArraySlice<Value>) throws -> (Int, Bool) {
        var (most, omitting) = (Int.max, true)
        for (label, value) in zip(labels, values) {
            if label == "maxSplits" { most = try int(value) } else { omitting = try bool(value) }
        }
        guard most >= 0 else { throw RuntimeError("`maxSplits` must be zero or more, not \(most)") }
        return (most, omitting)
    }

    /// Swift's `Collection.split`: after `maxSplits` pieces the rest is one last piece, and the
    /// separator test is not asked about the elements after that.
    private static func runs(of receiver: Value, _ list: ElementList, maxSplits: Int, omittingEmpty: Bool,
                             isSeparator: (Value) throws -> Bool) throws -> Value {
        let base = sliceStart(of: receiver)
        let all = Array(list)
        var pieces: [Value] = []
        func piece(_ start: Int, _ end: Int) -> Bool {
            if start == end && omittingEmpty { return false }
            pieces.append(.slice(SliceValue(start: base + start, elements: Array(all[start..<end]))))
            return true
        }
        if maxSplits == 0 || all.isEmpty {
            _ = piece(0, all.count)
            return .array(pieces)
        }
        var start = 0, i = 0
        while i < all.count {
            if try isSeparator(all[i]) {
                let appended = piece(start, i)
                i += 1
                start = i
                if appended && pieces.count == maxSplits { break }
                continue
            }
            i += 1
        }
        if start != all.count || !omittingEmpty { _ = piece(start, all.count) }
        return .array(pieces)
    }
}
