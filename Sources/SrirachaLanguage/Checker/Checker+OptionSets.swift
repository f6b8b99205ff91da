/// What Swift's `OptionSet` gives a struct whose `rawValue` is an integer: `init()`, the array
/// literal `[.read, .write]`, and the members of a set (`contains`, `union`, `insert`, `remove`,
/// `isSubset(of:)`, …), each working on the bits of `rawValue`. They are written here as Sriracha
/// source, parsed once per declaration and added to it, so that they check, run and show in
/// `:info` like members the program wrote; a member the struct declares itself is kept instead.
extension Checker {
    func deriveOptionSetMembers(_ d: StructDecl) {
        guard !d.optionSetDerived, !d.isClass, d.genericParameters.isEmpty else { return }
        d.optionSetDerived = true
        guard d.inherited.contains(where: { t in
            if case let .named(n, args) = t.kind, args.isEmpty { return n == "OptionSet" || n == "Swift.OptionSet" }
            return false
        }) else { return }
        // Only a fixed-width integer raw value has the bits these members work on (Swift asks
        // the same: `RawValue: FixedWidthInteger`); with another, the members are the program's.
        guard let raw = d.properties.first(where: { $0.simpleName == "rawValue" }),
              let annotation = raw.typeAnnotation ?? { if case let .typed(_, ts) = raw.pattern.kind { return ts }; return nil }(),
              case let .named(rawType, args) = annotation.kind, args.isEmpty,
              rawType == "Int" || IntKind(name: rawType) != nil else { return }
        let own = Set(d.methods.map(\.name) + d.computedProperties.compactMap(\.simpleName))
        let ownInits = Set(d.methods.filter { $0.name == "init" }.map { $0.clauses.first?.first?.label ?? "" })
        let text = Self.optionSetMembers(type: d.name, raw: rawType)
        // Offsets start at the declaration's name, so that anything that points into these
        // members points at the type that has them.
        let padding = String(repeating: " ", count: max(0, d.nameRange.start))
        let parsed = Parser.parse(SourceFile(name: "OptionSet", text: padding + text))
        guard parsed.diagnostics.isEmpty, let first = parsed.statements.first,
              case let .extensionDecl(members) = first.kind else { return }
        for m in members.methods {
            if m.name == "init" {
                if ownInits.contains(m.clauses.first?.first?.label ?? "") { continue }
            } else if own.contains(m.name) { continue }
            m.isDerived = true
            d.methods.append(m)
        }
        for c in members.computed where !own.contains(c.simpleName ?? "") {
            d.computedProperties.append(c)
        }
    }

    private static func optionSetMembers(type s: String, raw r: String) -> String {
        """
        extension \(s) {
            init() { self.init(rawValue: 0) }
            init(arrayLiteral elements: \(s)...) {
                var bits: \(r) = 0
                for element in elements { bits |= element.rawValue }
                self.init(rawValue: bits)
            }
            init(_ members: [\(s)]) {
                var bits: \(r) = 0
                for member in members { bits |= member.rawValue }
                self.init(rawValue: bits)
            }
            var isEmpty: Bool { rawValue == 0 }
            func contains(_ member: \(s)) -> Bool { rawValue & member.rawValue == member.rawValue }
            func union(_ other: \(s)) -> \(s) { \(s)(rawValue: rawValue | other.rawValue) }
            func intersection(_ other: \(s)) -> \(s) { \(s)(rawValue: rawValue & other.rawValue) }
            func symmetricDifference(_ other: \(s)) -> \(s) { \(s)(rawValue: rawValue ^ other.rawValue) }
            func subtracting(_ other: \(s)) -> \(s) { \(s)(rawValue: rawValue & ~other.rawValue) }
            func isSubset(of other: \(s)) -> Bool { rawValue & other.rawValue == rawValue }
            func isStrictSubset(of other: \(s)) -> Bool { isSubset(of: other) && rawValue != other.rawValue }
            func isSuperset(of other: \(s)) -> Bool { rawValue & other.rawValue == other.rawValue }
            func isStrictSuperset(of other: \(s)) -> Bool { isSuperset(of: other) && rawValue != other.rawValue }
            func isDisjoint(with other: \(s)) -> Bool { rawValue & other.rawValue == 0 }
            @discardableResult
            mutating func insert(_ newMember: \(s)) -> (inserted: Bool, memberAfterInsert: \(s)) {
                if contains(newMember) { return (false, newMember) }
                self = union(newMember)
                return (true, newMember)
            }
            @discardableResult
            mutating func remove(_ member: \(s)) -> \(s)? {
                let removed = intersection(member)
                self = subtracting(member)
                return removed.isEmpty ? nil : removed
            }
            @discardableResult
            mutating func update(with newMember: \(s)) -> \(s)? {
                let before = intersection(newMember)
                self = union(newMember)
                return before.isEmpty ? nil : before
            }
            mutating func formUnion(_ other: \(s)) { self = union(other) }
            mutating func formIntersection(_ other: \(s)) { self = intersection(other) }
            mutating func formSymmetricDifference(_ other: \(s)) { self = symmetricDifference(other) }
            mutating func subtract(_ other: \(s)) { self = subtracting(other) }
        }
        """
    }
}
