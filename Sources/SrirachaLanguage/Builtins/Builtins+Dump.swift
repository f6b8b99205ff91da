extension Builtins {
    /// `dump(x)` and `dump(x, name:)`, which write a value part by part and give it back, and
    /// `print(…, to: &text)`, which appends what `print` would write to a string.
    static let dumping: [NativeFunction] = [
        .typedGlobal("dump", [nil], "<A>(A) -> A") { args, types in
            RuntimeContext.emit(Printer.dump(unboxed(args[0]), type: types.first ?? nil, name: nil))
            return args[0]
        },
        .typedGlobal("dump", [nil, "name"], "<A>(A, String) -> A") { args, types in
            RuntimeContext.emit(Printer.dump(unboxed(args[0]), type: types.first ?? nil, name: try string(args[1])))
            return args[0]
        },
    ] + printsToString

    /// `print(a, b, separator: …, terminator: …, to: &log)` with up to four values: the text
    /// goes to the end of the string instead of the output.
    private static var printsToString: [NativeFunction] {
        (1...4).flatMap { count in
            [(false, false), (true, false), (false, true), (true, true)].map { separator, terminator -> NativeFunction in
                var labels: [String?] = Array(repeating: nil, count: count)
                let letters = (0..<count).map { String(UnicodeScalar(65 + UInt8($0))) }
                var parameters = letters
                if separator { labels.append("separator"); parameters.append("String") }
                if terminator { labels.append("terminator"); parameters.append("String") }
                labels.append("to")
                parameters.append("inout String")
                let signature = "<" + letters.joined(separator: ", ") + ">(" + parameters.joined(separator: ", ") + ") -> Void"
                let native = NativeFunction.typedGlobal("print", labels, signature) { args, types in
                    guard case .box(let target) = args[args.count - 1] else {
                        throw internalError("print(to:)", "expected an `inout` string")
                    }
                    let sep = separator ? try string(args[count]) : " "
                    let end = terminator ? try string(args[count + (separator ? 1 : 0)]) : "\n"
                    var text = try string(target.value)
                    for i in 0..<count {
                        if i > 0 { text += sep }
                        text += Printer.described(unboxed(args[i]), type: i < types.count ? types[i] : nil)
                    }
                    target.value = .string(text + end)
                    return .void
                }
                native.isListed = false
                return native
            }
        }
    }
}
