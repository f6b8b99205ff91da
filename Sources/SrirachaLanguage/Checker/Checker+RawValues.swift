/// What Swift derives for an enum: `rawValue` and `init?(rawValue:)` for `enum E: Int` /
/// `String` / `Double`, `allCases` for `CaseIterable`. They are added to the declaration as the
/// Sriracha members they stand for, so they check, run and print like written ones.
extension Checker {
    func deriveEnumMembers(_ d: EnumDecl) {
        guard !d.derivedMembersAdded else { return }
        d.derivedMembersAdded = true
        let names = d.inherited.compactMap { t -> (String, TypeSyntax)? in
            if case let .named(n, args) = t.kind, args.isEmpty { return (n.hasPrefix("Swift.") ? String(n.dropFirst(6)) : n, t) }
            return nil
        }
        let span = d.nameRange
        if let (rawName, rawType) = names.first(where: { ["Int", "String", "Double", "Character"].contains($0.0) }) {
            deriveRawValues(d, rawName: rawName == "Character" ? "String" : rawName, rawType: rawType, at: span)
        } else if let c = d.cases.first(where: { $0.rawValue != nil }), let raw = c.rawValue {
            error("enum case `\(c.name)` has a raw value, but `\(d.name)` has no raw type", at: raw.range,
                  helps: ["declare it, e.g. `enum \(d.name): Int { … }` or `: String`"])
        }
        // `enum Length: UnitProtocol` where `protocol UnitProtocol: CaseIterable`: derived as well.
        if names.contains(where: { $0.0 == "CaseIterable" || protocolImplies($0.0, "CaseIterable") }) {
            if let c = d.cases.first(where: { $0.associatedValues != nil }) {
                error("`CaseIterable` needs cases without associated values; `\(c.name)` has some", at: c.nameRange)
            } else if !d.staticProperties.contains(where: { $0.simpleName == "allCases" }) {
                // static var allCases: [E] { [.a, .b, …] }, unless the enum writes its own.
                let all = Expr(.array(d.cases.map { Expr(.implicitMember($0.name), span) }), span)
                let type = TypeSyntax(.array(TypeSyntax(.named(d.name, d.genericParameters.map {
                    TypeSyntax(.named($0, []), span) }), span)), span)
                d.staticProperties.append(computed("allCases", type, [Stmt(.returnStmt(all), span)], isStatic: true, at: span))
            }
        }
    }

    private func deriveRawValues(_ d: EnumDecl, rawName: String, rawType: TypeSyntax, at span: SourceRange) {
        var raws: [Expr] = []
        var next = 0
        var seen: [String: String] = [:]
        for c in d.cases {
            if c.associatedValues != nil {
                error("enum with a raw type cannot have cases with associated values", at: c.nameRange)
                return
            }
            let raw: Expr
            if let written = c.rawValue {
                switch (written.kind, rawName) {
                case (.intLiteral(let n), "Int"):
                    raw = Expr(.intLiteral(n), written.range)
                    next = n &+ 1
                case (.intLiteral(let n), "Double"): raw = Expr(.doubleLiteral(Double(n)), written.range)
                case (.doubleLiteral(let x), "Double"): raw = Expr(.doubleLiteral(x), written.range)
                case (.stringLiteral(let s), "String"): raw = Expr(.stringLiteral(s), written.range)
                case (.prefix("-", let inner), "Int"):
                    guard case .intLiteral(let n) = inner.kind else { fallthrough }
                    raw = Expr(.intLiteral(-n), written.range)
                    next = -n &+ 1
                default:
                    error("raw value for enum case `\(c.name)` must be a literal of type `\(rawName)`", at: written.range)
                    return
                }
            } else {
                switch rawName {
                case "Int":
                    raw = Expr(.intLiteral(next), c.nameRange)
                    next &+= 1
                case "String": raw = Expr(.stringLiteral(c.name), c.nameRange)
                default:
                    error("enum case `\(c.name)` needs a raw value: `\(rawName)` raw values are not implied",
                          at: c.nameRange, helps: ["write `case \(c.name) = …`"])
                    return
                }
            }
            let key: String
            switch raw.kind {
            case .intLiteral(let n): key = String(n)
            case .doubleLiteral(let x): key = String(x)
            case .stringLiteral(let s): key = "\"" + s + "\""
            default: key = ""
            }
            if let earlier = seen[key] {
                error("raw value for enum case `\(c.name)` is not unique", at: c.rawValue?.range ?? c.nameRange,
                      helps: ["`\(earlier)` has the same raw value"])
                return
            }
            seen[key] = c.name
            raws.append(raw)
        }
        // var rawValue: Raw { switch self { case .a: return 0 … } }
        let getterCases = zip(d.cases, raws).map { c, raw in
            SwitchCase(patterns: [Pattern(.enumCase(type: nil, name: c.name, elements: nil), span)], guardExpr: nil,
                       body: [Stmt(.returnStmt(raw), span)], isDefault: false, range: span)
        }
        let selfExpr = Expr(.identifier("self"), span)
        d.computedProperties.append(computed("rawValue", rawType, [Stmt(.switchStmt(subject: selfExpr, cases: getterCases), span)],
                                             isStatic: false, at: span))
        // static func init(rawValue: Raw) -> E? { switch rawValue { case 0: return .a … default: return nil } }
        var initCases = zip(d.cases, raws).map { c, raw in
            SwitchCase(patterns: [Pattern(.expression(Expr(raw.kind, span)), span)], guardExpr: nil,
                       body: [Stmt(.returnStmt(Expr(.implicitMember(c.name), span)), span)], isDefault: false, range: span)
        }
        initCases.append(SwitchCase(patterns: [], guardExpr: nil, body: [Stmt(.returnStmt(Expr(.nilLiteral, span)), span)],
                                    isDefault: true, range: span))
        let parameter = Parameter(label: "rawValue", name: "rawValue", type: rawType, defaultValue: nil, range: span)
        let selfType = TypeSyntax(.named(d.name, d.genericParameters.map { TypeSyntax(.named($0, []), span) }), span)
        let make = FuncDecl(name: "init", nameRange: span, genericParameters: [], clauses: [[parameter]],
                            returnType: TypeSyntax(.optional(selfType), span),
                            body: [Stmt(.switchStmt(subject: Expr(.identifier("rawValue"), span), cases: initCases), span)],
                            isMutating: false, isStatic: true, range: span)
        make.isFailable = true
        d.methods.append(make)
    }

    /// A computed property with the given getter body, as the parser would make it.
    private func computed(_ name: String, _ type: TypeSyntax, _ body: [Stmt], isStatic: Bool, at span: SourceRange) -> VarDecl {
        let v = VarDecl(isVar: true, isStatic: isStatic, pattern: Pattern(.binding(name: name, isVar: true), span),
                        typeAnnotation: type, initializer: nil)
        let accessors = PropertyAccessors(name: name)
        accessors.getter = FuncDecl(name: name, nameRange: span, genericParameters: [], clauses: [[]], returnType: type,
                                    body: body, isMutating: false, isStatic: isStatic, range: span)
        v.accessors = accessors
        return v
    }
}
