/// `Dynamic<T>` (DYNAMICS.md): sources, `map`, `filter`, `reduce`/`combine` of 2–6 dynamics,
/// `observe`, `value`, `unbind` and `transaction`. The graph lives in the session's
/// `DynamicsRuntime`; `->>` and assigning `.value` are compiled (Compiler+Dynamics.swift).
extension Builtins {
    static let dynamics: [NativeFunction] = [
        .global("Dynamic", [nil], "<A>(A) -> Dynamic<A>") { args in try runtime().makeSource(unboxed(args[0])) },
        .property("Dynamic", "value", "T") { me in try runtime().value(me) },
        .method("Dynamic", "map", [nil], "<U>((T) -> U) -> Dynamic<U>") { args in
            try runtime().makeMap(args[0], try function(args[1]))
        },
        .method("Dynamic", "filter", [nil], "((T) -> Bool) -> Dynamic<T>") { args in
            try runtime().makeFilter(args[0], try function(args[1]))
        },
        .method("Dynamic", "observe", [nil], "((T) -> Void) -> Binding") { args in
            try runtime().observe(args[0], try function(args[1]))
        },
        .global("unbind", [nil], "(Binding) -> Void") { args in
            try runtime().unbind(args[0])
            return .void
        },
        .global("transaction", [nil], "(() -> Void) -> Void") { args in
            try runtime().transaction(try function(args[0]))
            return .void
        },
    ] + combiners("reduce") + combiners("combine")

    /// `reduce(a, b, f)` … `reduce(a, b, c, d, e, g, f)`: 2 to 6 dynamics and a function of their values.
    private static func combiners(_ name: String) -> [NativeFunction] {
        let letters = ["A", "B", "C", "D", "E", "F"]
        return (2...6).map { n in
            let ps = Array(letters.prefix(n))
            let signature = "<\((ps + ["R"]).joined(separator: ", "))>(\(ps.map { "Dynamic<\($0)>" }.joined(separator: ", ")), "
                + "(\(ps.joined(separator: ", "))) -> R) -> Dynamic<R>"
            return .global(name, Array(repeating: nil, count: n + 1), signature) { args in
                try runtime().makeCombine(name, Array(args.prefix(n)), try function(args[n]))
            }
        }
    }

    private static func runtime() throws -> DynamicsRuntime {
        guard let r = RuntimeContext.current?.dynamics else {
            throw RuntimeError("internal error: dynamics are not available here")
        }
        return r
    }
}
