extension Builtins {
    /// Members of the number types that arithmetic programs reach for beyond the operators:
    /// overflow-reporting arithmetic, `Strideable`'s `advanced(by:)` and `distance(to:)`, and
    /// `Double.maximum`/`minimum`. (`Double` and `Float` take `nextUp`, `ulp`, `remainder` … from
    /// `FloatingPoint`'s members, in Builtins+NumericProtocols.swift.)
    static let numberMembers: [NativeFunction] = intReporting + sizedReporting + strideable + extremaStatics

    /// The overflow-reporting methods: the method's name, its argument label, and the operator.
    private static let reportingMethods: [(name: String, label: String?, op: String)] = [
        ("addingReportingOverflow", nil, "+"), ("subtractingReportingOverflow", nil, "-"),
        ("multipliedReportingOverflow", "by", "*"), ("dividedReportingOverflow", "by", "/"),
        ("remainderReportingOverflow", "dividingBy", "%"),
    ]

    /// `Int.max.addingReportingOverflow(1)` is `(partialValue: Int.min, overflow: true)`; as in
    /// Swift, dividing by zero reports an overflow with the dividend as the partial value.
    private static var intReporting: [NativeFunction] {
        reportingMethods.map { m in
            .method("Int", m.name, [m.label], "(Int) -> (partialValue: Int, overflow: Bool)") { args in
                let (x, y) = (try int(args[0]), try int(args[1]))
                let r: (partialValue: Int, overflow: Bool)
                switch m.op {
                case "+": r = x.addingReportingOverflow(y)
                case "-": r = x.subtractingReportingOverflow(y)
                case "*": r = x.multipliedReportingOverflow(by: y)
                case "/": r = x.dividedReportingOverflow(by: y)
                default: r = x.remainderReportingOverflow(dividingBy: y)
                }
                return .tuple([.int(r.partialValue), .bool(r.overflow)])
            }
        }
    }

    /// The same methods on `Int8` … `UInt64`, computed in the Swift type itself.
    private static var sizedReporting: [NativeFunction] {
        IntKind.allCases.flatMap { kind in
            reportingMethods.map { m in
                .method(kind.name, m.name, [m.label], "(\(kind.name)) -> (partialValue: \(kind.name), overflow: Bool)") { args in
                    guard case .fixed(let x) = unboxed(args[0]), case .fixed(let y) = unboxed(args[1]) else {
                        throw internalError(m.name, "expected \(kind.name)")
                    }
                    if y.bits == 0 && (m.op == "/" || m.op == "%") { return .tuple([.fixed(x), .bool(true)]) }
                    let r = try FixedInt.reportingOverflow(m.op, x, y)
                    return .tuple([.fixed(r.partialValue), .bool(r.overflow)])
                }
            }
        }
    }

    /// `Strideable`: `3.advanced(by: 2)`, `2.distance(to: 9)`, and the same on `Double` and
    /// `Float` (whose stride is their own type). `Int`'s may overflow, an error as `+` is.
    private static var strideable: [NativeFunction] {
        [
            .method("Int", "advanced", ["by"], "(Int) -> Int") { args in
                let (r, o) = try int(args[0]).addingReportingOverflow(try int(args[1]))
                if o { throw Operators.overflow("advanced(by:)") }
                return .int(r)
            },
            .method("Int", "distance", ["to"], "(Int) -> Int") { args in
                let (r, o) = try int(args[1]).subtractingReportingOverflow(try int(args[0]))
                if o { throw Operators.overflow("distance(to:)") }
                return .int(r)
            },
            .property("Int", "bitWidth", "Int") { _ in .int(Int.bitWidth) },
            .method("Double", "advanced", ["by"], "(Double) -> Double") { .double(try double($0[0]) + double($0[1])) },
            .method("Double", "distance", ["to"], "(Double) -> Double") { .double(try double($0[1]) - double($0[0])) },
            .method("Float", "advanced", ["by"], "(Float) -> Float") { .float(try float($0[0]) + float($0[1])) },
            .method("Float", "distance", ["to"], "(Float) -> Float") { .float(try float($0[1]) - float($0[0])) },
        ]
    }

    /// `Double.maximum(x, y)` and `Double.minimum(x, y)`: unlike `max` and `min`, a NaN gives
    /// way to the number.
    private static var extremaStatics: [NativeFunction] {
        let natives: [NativeFunction] = ["Double", "Float"].flatMap { owner -> [NativeFunction] in
            [
                .global("\(owner).maximum", [nil, nil], "(\(owner), \(owner)) -> \(owner)") { args in
                    owner == "Float" ? .float(Float.maximum(try float(args[0]), try float(args[1])))
                        : .double(Double.maximum(try double(args[0]), try double(args[1])))
                },
                .global("\(owner).minimum", [nil, nil], "(\(owner), \(owner)) -> \(owner)") { args in
                    owner == "Float" ? .float(Float.minimum(try float(args[0]), try float(args[1])))
                        : .double(Double.minimum(try double(args[0]), try double(args[1])))
                },
            ]
        }
        for n in natives { n.isListed = false }
        return natives
    }
}
