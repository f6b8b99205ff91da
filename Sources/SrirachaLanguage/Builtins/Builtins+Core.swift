extension Builtins {
    /// Output and the most basic global functions.
    static let core: [NativeFunction] = [
        NativeFunction(name: "print", labels: [nil], signature: "<A>(A) -> Void") { args in
            RuntimeContext.emit(Printer.plain(args[0]) + "\n")
            return .void
        },
    ]
}
