extension Checker {
    /// `String(count)` where `count` is an `Int?`: Swift's `String(_:)` takes a
    /// `LosslessStringConvertible` value, which an optional never is, so the call matches no
    /// initializer (and `String(Unicode.Scalar(67))` takes the scalar's non-failable `UInt8`
    /// initializer). The optional's type when this candidate is that describing `String(_:)`.
    func optionalDescribed(_ candidate: CalleeInstance, _ arguments: [Argument]) -> Ty? {
        guard let native = candidate.chosen as? NativeFunction, native.owner == nil, native.name == "String",
              native.labels == [nil], native.signature.hasPrefix("<"), arguments.count == 1 else { return nil }
        let t = resolve(typeOfRecorded(arguments[0].value))
        guard case .con("Optional", _) = t else { return nil }
        return t
    }

    func reportOptionalDescribed(_ type: Ty, _ argument: Expr, at range: SourceRange) {
        // A name can be shown in the suggestions; another expression is written `…`.
        var unwrap = "if let value = … { String(value) }", describing = "String(describing: …)"
        if case let .identifier(n) = argument.kind {
            (unwrap, describing) = ("if let \(n) { String(\(n)) }", "String(describing: \(n))")
        }
        error("no exact matches in call to initializer `String(_:)`: its argument is an optional, \(describe(type))",
              at: range, helps: [
                  "unwrap it first: `\(unwrap)`, or give a default with `??`",
                  "`\(describing)` writes it as `print` does, `Optional(…)` or `nil`",
              ])
    }
}
