extension Builtins {
    /// `readLine()`: the next line of the program's input, or `nil` at its end. Only `sriracha
    /// run` gives a program its standard input; in the REPL and in transcripts there is none,
    /// so a replayed file prints the same every time.
    static let input: [NativeFunction] = [
        .global("readLine", [], "() -> String?") { _ in
            try RuntimeContext.current?.readLine?(true).map(Value.string).map(Value.some) ?? .none
        },
        .global("readLine", ["strippingNewline"], "(Bool) -> String?") { args in
            let strip = try bool(args[0])
            return try RuntimeContext.current?.readLine?(strip).map(Value.string).map(Value.some) ?? .none
        },
    ]
}
