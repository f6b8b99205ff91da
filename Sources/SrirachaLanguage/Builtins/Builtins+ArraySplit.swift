extension Builtins {
    /// `xs.split(separator: 0)` and `xs.split(whereSeparator: { $0 < 0 })`: the runs of elements
    /// between separators, empty runs left out, as Swift's defaults do. Each run is an
    /// `ArraySlice` keeping the receiver's indices, as in Swift.
    static let arraySplits: [NativeFunction] = [
        .method("Array", "split", ["separator"], "(Element) -> [ArraySlice<Element>]", constraints: ["Element": "Equatable"]) { args in
            let (list, separator) = (try elements(of: args[0]), unboxed(args[1]))
            try Work.charge(list.count)
            return try runs(of: args[0], list) { unboxed($0) == separator }
        },
        .method("Array", "split", ["whereSeparator"], "((Element) -> Bool) -> [ArraySlice<Element>]") { args in
            let (list, isSeparator) = (try elements(of: args[0]), try function(args[1]))
            return try runs(of: args[0], list) { try test(isSeparator, $0) }
        },
    ]

    private static func runs(of receiver: Value, _ list: ElementList, isSeparator: (Value) throws -> Bool) throws -> Value {
        let base = sliceStart(of: receiver)
        var pieces: [Value] = []
        var current: [Value] = []
        var start = 0
        for (i, e) in list.enumerated() {
            if try isSeparator(e) {
                if !current.isEmpty { pieces.append(.slice(SliceValue(start: base + start, elements: current))) }
                current = []
                start = i + 1
            } else {
                current.append(e)
            }
        }
        if !current.isEmpty { pieces.append(.slice(SliceValue(start: base + start, elements: current))) }
        return .array(pieces)
    }
}
