extension Builtins {
    /// `[[1, 2], [3]].joined()` and `joined(separator: [0])`: an array of arrays flattened, as
    /// Swift's `FlattenSequence` and `JoinedSequence` iterate (here an array, which `Array(…)`,
    /// `for`, `map` and the rest take as they are).
    static let nestedJoins: [NativeFunction] = [
        .method("Array", "joined", [], "<U>() -> [U]", constraints: ["Element": "[U]"]) { args in
            var out: [Value] = []
            for piece in try elements(of: args[0]) {
                let more = try elements(of: piece)
                try checkArrayCount(out.count + more.count, copied: more.count)
                out.append(contentsOf: more)
            }
            return .array(out)
        },
        .method("Array", "joined", ["separator"], "<U>([U]) -> [U]", constraints: ["Element": "[U]"]) { args in
            let separator = try array(of: args[1])
            var out: [Value] = []
            for (i, piece) in try elements(of: args[0]).enumerated() {
                let more = try elements(of: piece)
                let added = more.count + (i > 0 ? separator.count : 0)
                try checkArrayCount(out.count + added, copied: added)
                if i > 0 { out.append(contentsOf: separator) }
                out.append(contentsOf: more)
            }
            return .array(out)
        },
    ]
}
