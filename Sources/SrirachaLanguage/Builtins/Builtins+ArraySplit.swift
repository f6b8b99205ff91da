extension Builtins {
    /// `xs.split(separator: 0)` and `xs.split(whereSeparator: { $0 < 0 })`: the runs of elements
    /// between separators, empty runs left out, as Swift's defaults do. Each run is an array
    /// (Swift's are `ArraySlice`s, which print the same).
    static let arraySplits: [NativeFunction] = [
        .method("Array", "split", ["separator"], "(Element) -> [[Element]]", constraints: ["Element": "Equatable"]) { args in
            let (list, separator) = (try elements(of: args[0]), unboxed(args[1]))
            try Work.charge(list.count)
            return try runs(of: list) { unboxed($0) == separator }
        },
        .method("Array", "split", ["whereSeparator"], "((Element) -> Bool) -> [[Element]]") { args in
            let (list, isSeparator) = (try elements(of: args[0]), try function(args[1]))
            return try runs(of: list) { try test(isSeparator, $0) }
        },
    ]

    private static func runs(of list: ElementList, isSeparator: (Value) throws -> Bool) throws -> Value {
        var pieces: [Value] = []
        var current: [Value] = []
        for e in list {
            if try isSeparator(e) {
                if !current.isEmpty { pieces.append(.array(current)) }
                current = []
            } else {
                current.append(e)
            }
        }
        if !current.isEmpty { pieces.append(.array(current)) }
        return .array(pieces)
    }
}
