import Collections

extension Builtins {
    /// `Set` members and initializers. A set also has every Array member it does not define
    /// (`map`, `sorted`, `reduce`, `contains(where:)`, …). Elements keep the order they were
    /// inserted in.
    static let sets: [NativeFunction] = setMembers + setAlgebra + setMutation + setInitializers

    private static let owner = "Set"

    static let setMembers: [NativeFunction] = [
        .property(owner, "count", "Int") { .int(try set($0).count) },
        .property(owner, "isEmpty", "Bool") { .bool(try set($0).isEmpty) },
        .method(owner, "contains", [nil], "(Element) -> Bool") { args in
            .bool(try set(args[0]).contains(unboxed(args[1])))
        },
        .method(owner, "filter", [nil], "((Element) -> Bool) -> Set<Element>") { args in
            let (xs, f) = (try set(args[0]), try function(args[1]))
            var out = OrderedSet<Value>()
            for x in xs where try test(f, x) { out.append(x) }
            return .set(out)
        },
    ]

    static let setAlgebra: [NativeFunction] = [
        combining("union") { a, b in a.union(b) },
        combining("intersection") { a, b in a.intersection(b) },
        combining("subtracting") { a, b in a.subtracting(b) },
        combining("symmetricDifference") { a, b in a.symmetricDifference(b) },
        comparing("isSubset", "of") { a, b in a.isSubset(of: b) },
        comparing("isSuperset", "of") { a, b in a.isSuperset(of: b) },
        comparing("isStrictSubset", "of") { a, b in a.isStrictSubset(of: b) },
        comparing("isStrictSuperset", "of") { a, b in a.isStrictSuperset(of: b) },
        comparing("isDisjoint", "with") { a, b in a.isDisjoint(with: b) },
    ].flatMap { $0 }

    static let setMutation: [NativeFunction] = [
        .method(owner, "insert", [nil], "(Element) -> (inserted: Bool, memberAfterInsert: Element)", mutating: true) { args in
            let x = unboxed(args[1])
            return try mutateSet(args[0], "insert") { xs in
                let (inserted, index) = xs.append(x)
                return .tuple([.bool(inserted), xs[index]])
            }
        },
        .method(owner, "remove", [nil], "(Element) -> Element?", mutating: true) { args in
            let x = unboxed(args[1])
            return try mutateSet(args[0], "remove") { xs in .optional(xs.remove(x)) }
        },
        .method(owner, "removeAll", [], "() -> Void", mutating: true) { args in
            try mutateSet(args[0], "removeAll") { xs in xs.removeAll(); return .void }
        },
    ] + forming("formUnion") { xs, other in xs.append(contentsOf: other) }
      + forming("subtract") { xs, other in xs.subtract(other) }
      + forming("formIntersection") { xs, other in xs.formIntersection(other) }
      + forming("formSymmetricDifference") { xs, other in xs.formSymmetricDifference(other) }

    /// `Set([1, 2, 2])`, `Set("letters")`, `Set<Int>()`, `Set(1...3)`.
    static let setInitializers: [NativeFunction] = [
        .global("Set", [], "<A>() -> Set<A>", constraints: ["A": "Hashable"]) { _ in .set([]) },
        .global("Set", [nil], "<A>([A]) -> Set<A>", constraints: ["A": "Hashable"]) { args in .set(try madeSet(args[0])) },
        .global("Set", [nil], "(String) -> Set<Character>") { args in .set(try madeSet(args[0])) },
        .global("Set", [nil], "(Range<Int>) -> Set<Int>") { args in .set(try madeSet(args[0])) },
        .global("Set", [nil], "(ClosedRange<Int>) -> Set<Int>") { args in .set(try madeSet(args[0])) },
        .global("Array", [nil], "<A>(Set<A>) -> [A]") { args in .array(Array(try set(args[0]))) },
    ]

    // MARK: Helpers

    static func set(_ value: Value) throws -> OrderedSet<Value> {
        if case .set(let xs) = unboxed(value) { return xs }
        throw internalError("argument", "expected a set")
    }

    private static func madeSet(_ value: Value) throws -> OrderedSet<Value> {
        let list = try elements(of: value)
        try checkArrayCount(list.count)
        return OrderedSet(list.map(unboxed))
    }

    /// The sequences other than a set that `a.union(b)` and the like take, as in Swift (any
    /// sequence of the set's elements), with what they require of the set's `Element`.
    /// (An array literal is an array first: the slice's form is a fallback.)
    private static let otherSequences: [(type: String, element: String?)] = [
        ("[Element]", nil), ("ArraySlice<Element>", nil),
        ("String", "Character"), ("Range<Int>", "Int"), ("ClosedRange<Int>", "Int"),
    ]

    private static func form(_ f: NativeFunction, _ type: String) -> NativeFunction {
        type.hasPrefix("ArraySlice") ? f.fallback() : f
    }

    /// `a.union(b)` and the like, with `b` a set or another sequence of its elements.
    private static func combining(_ name: String, _ op: @escaping (OrderedSet<Value>, OrderedSet<Value>) -> OrderedSet<Value>)
        -> [NativeFunction] {
        [
            .method(owner, name, [nil], "(Set<Element>) -> Set<Element>") { args in
                .set(op(try set(args[0]), try set(args[1])))
            },
        ] + otherSequences.map { other in
            form(.method(owner, name, [nil], "(\(other.type)) -> Set<Element>",
                         constraints: other.element.map { ["Element": $0] } ?? [:]) { args in
                .set(op(try set(args[0]), try madeSet(args[1])))
            }, other.type)
        }
    }

    /// `a.formUnion(b)` and the other mutating forms, with `b` a set or another sequence of its
    /// elements (`letters.formIntersection("misp")`, `seen.formUnion(2...4)`).
    private static func forming(_ name: String, _ change: @escaping (inout OrderedSet<Value>, OrderedSet<Value>) -> Void)
        -> [NativeFunction] {
        [
            .method(owner, name, [nil], "(Set<Element>) -> Void", mutating: true) { args in
                let other = try set(args[1])
                return try mutateSet(args[0], name) { xs in change(&xs, other); return .void }
            },
        ] + otherSequences.map { other in
            form(.method(owner, name, [nil], "(\(other.type)) -> Void", mutating: true,
                         constraints: other.element.map { ["Element": $0] } ?? [:]) { args in
                let more = try madeSet(args[1])
                return try mutateSet(args[0], name) { xs in change(&xs, more); return .void }
            }, other.type)
        }
    }

    private static func comparing(_ name: String, _ label: String,
                                  _ test: @escaping (OrderedSet<Value>, OrderedSet<Value>) -> Bool) -> [NativeFunction] {
        [
            .method(owner, name, [label], "(Set<Element>) -> Bool") { args in
                .bool(test(try set(args[0]), try set(args[1])))
            },
        ] + otherSequences.map { other in
            form(.method(owner, name, [label], "(\(other.type)) -> Bool",
                         constraints: other.element.map { ["Element": $0] } ?? [:]) { args in
                .bool(test(try set(args[0]), try madeSet(args[1])))
            }, other.type)
        }
    }

    /// Runs `change` on the set inside a mutating method's `self` box and stores it back.
    private static func mutateSet<R>(_ me: Value, _ name: String, _ change: (inout OrderedSet<Value>) throws -> R) throws -> R {
        guard case .box(let box) = me else { throw internalError(name, "`self` is not a variable") }
        if case .box = box.value { return try mutateSet(box.value, name, change) }
        guard case .set(var xs) = box.value else { throw internalError(name, "`self` is not a set") }
        box.value = .void
        defer { box.value = .set(xs) }
        return try change(&xs)
    }
}
