/// The sequence methods of a program's own `Sequence` types (`prefix`, `map`, `enumerated()`,
/// `lazy`, …) and `Array(sequence)`. Such a type has only what it declares (`next()` or
/// `makeIterator()`); the methods Swift's `Sequence` protocol gives it come from the prelude's
/// `AnySequence`, which the value is wrapped in where one of them is used:
///
///     s.prefix(3)   is checked as   _iterating(s, { var it = $0.makeIterator(); return { it.next() } }).prefix(3)
///
/// (`var it = $0` for a type that is its own iterator).
extension Checker {
    /// The prelude's sequence types, which have the methods themselves.
    static let preludeSequences: Set<String> = ["AnySequence", "LazySequence"]
    /// The `Sequence` methods a dictionary has through the array of its pairs (those whose
    /// result Swift gives as an array or a value, so that the array's are the same).
    static let dictionarySequenceMethods: Set<String> = [
        "compactMap", "flatMap", "allSatisfy", "enumerated", "shuffled", "randomElement", "reversed",
    ]
    /// The standard protocols that make a program's type a sequence.
    static let sequenceProtocols: Set<String> = ["Sequence", "IteratorProtocol"]

    /// Whether `t` is a type of the program declared a `Sequence` (or an `IteratorProtocol`):
    /// true when it starts its iterations with `makeIterator()`, false when it is its own
    /// iterator; nil when it is neither.
    func customSequenceKind(_ t: Ty) -> Bool? {
        guard case let .con(name, _) = resolve(t), !Checker.preludeSequences.contains(name),
              let info = nominal(named: name),
              !info.conformances.isDisjoint(with: Checker.sequenceProtocols) else { return nil }
        if case .methods = lookupMember(t, "makeIterator", forCall: true) { return true }
        if case .methods = lookupMember(t, "next", forCall: true) { return false }
        return nil
    }

    /// `map { … }` written bare inside a program's own `Sequence` type: a sequence method of
    /// `self`, as `self.map { … }` is.
    func selfSequenceHas(_ ctx: SelfContext, _ name: String) -> Bool {
        guard !ctx.isStatic, !ctx.info.isProtocol, name != "init",
              !ctx.info.conformances.isDisjoint(with: Checker.sequenceProtocols) else { return false }
        if case .notFound = lookupMember(.con("AnySequence", [fresh()]), name, forCall: false) { return false }
        return true
    }

    /// `base` as an `AnySequence`, when its type is a program's own sequence type.
    func anySequence(of base: Expr, _ t: Ty) -> Expr? {
        guard let makesIterator = customSequenceKind(t) else { return nil }
        let r = base.range
        let dollar = Expr(.identifier("$0"), r)
        let start = makesIterator
            ? Expr(.call(Expr(.member(dollar, name: "makeIterator", nameRange: r), r), arguments: [], trailingStart: nil), r)
            : dollar
        // A name no program can write, so it never meets one of the program's.
        let iterator = "iterator of the sequence at \(r.start)"
        let declaration = Stmt(.variable(VarDecl(isVar: true, pattern: Pattern(.binding(name: iterator, isVar: true), r),
                                                 typeAnnotation: nil, initializer: start)), r)
        let next = Expr(.call(Expr(.member(Expr(.identifier(iterator), r), name: "next", nameRange: r), r),
                              arguments: [], trailingStart: nil), r)
        let step = Expr(.closure(ClosureExpr(parameters: nil, returnType: nil, body: [Stmt(.returnStmt(next), r)],
                                             dollarCount: 0, sourceText: "{ iterator.next() }")), r)
        let makeNext = Expr(.closure(ClosureExpr(parameters: nil, returnType: nil,
                                                 body: [declaration, Stmt(.returnStmt(step), r)], dollarCount: 1,
                                                 sourceText: "{ var iterator = $0.makeIterator(); return { iterator.next() } }")), r)
        return Expr(.call(Expr(.identifier("_iterating"), r),
                          arguments: [Argument(label: nil, value: Expr(base.kind, r)), Argument(label: nil, value: makeNext)],
                          trailingStart: nil), r)
    }

    /// `s.prefix(3)` on a program's own sequence type without a `prefix` of its own: `s` is
    /// rewritten in place to its `AnySequence`, and the type of that is returned (nil when `s`
    /// is not such a value, or `AnySequence` has no such member either).
    func sequenceMemberBase(_ base: Expr, _ bt: Ty, name: String) -> Ty? {
        if name == "makeIterator", case let .con(owner, _) = resolve(bt),
           ["Array", "String", "Range", "ClosedRange", "Set"].contains(owner) {
            // `var it = xs.makeIterator()`: an iterator over the collection's elements.
            let r = base.range
            var elements = Expr(base.kind, r)
            if owner != "Array" {
                elements = Expr(.call(Expr(.identifier("Array"), r), arguments: [Argument(label: nil, value: elements)],
                                      trailingStart: nil), r)
            }
            base.kind = .call(Expr(.identifier("_arraySequence"), r), arguments: [Argument(label: nil, value: elements)],
                              trailingStart: nil)
            // `Array<Int>().makeIterator()`: the initializer chosen for `base`, and its rewrite to
            // `[]`, are its copy's now.
            (base.chosen, base.argumentMapping, base.allocates) = (nil, nil, nil)
            numberConstants.removeAll { $0.0 === base }
            return check(base)
        }
        // `xs.lazy.map(String.init).joined(separator: ",")`: a member an array has and the
        // prelude's sequences have not runs on the array of the elements.
        if case let .con(owner, args) = resolve(bt), Checker.preludeSequences.contains(owner), args.count == 1,
           !(nominal(named: owner).map { $0.methods[name] != nil || $0.computed[name] != nil } ?? true) {
            if case .notFound = lookupMember(.array(args[0]), name, forCall: true) { return nil }
            let r = base.range
            base.kind = .call(Expr(.member(Expr(base.kind, r), name: "_array", nameRange: r), r), arguments: [], trailingStart: nil)
            // The copy is checked afresh: what was chosen for `base` is the copy's to choose.
            (base.chosen, base.argumentMapping, base.allocates, base.promotions) = (nil, nil, nil, 0)
            numberConstants.removeAll { $0.0 === base }
            return check(base)
        }
        // `d.compactMap { … }`, `d.allSatisfy { … }`: Swift's `Sequence` methods on a dictionary give
        // what they give on the array of its `(key:, value:)` pairs.
        if case let .con("Dictionary", args) = resolve(bt), args.count == 2, Checker.dictionarySequenceMethods.contains(name) {
            let r = base.range
            base.kind = .call(Expr(.identifier("Array"), r), arguments: [Argument(label: nil, value: Expr(base.kind, r))],
                              trailingStart: nil)
            (base.chosen, base.argumentMapping, base.allocates, base.promotions) = (nil, nil, nil, 0)
            numberConstants.removeAll { $0.0 === base }
            return check(base)
        }
        guard customSequenceKind(bt) != nil, name != "next", name != "makeIterator",
              let sequence = nominal(named: "AnySequence"),
              sequence.methods[name] != nil || sequence.computed[name] != nil,
              let wrapped = anySequence(of: base, bt) else { return nil }
        base.kind = wrapped.kind
        return check(base)
    }

    /// `let squares: [Int] = xs.lazy.map { $0 * $0 }`, or a function returning `[Int]` that ends
    /// with `….lazy.map { … }.map { … }`: Swift picks `Sequence`'s eager `map` (`filter`,
    /// `compactMap`, `flatMap`), which gives an array, where an array is expected. The lazy
    /// sequence's elements are made into an array (in the same order, calling the closures the
    /// same number of times) and the array's method runs on it. The array's type, or nil when
    /// this is not such a call.
    ///
    /// `xs.lazy.enumerated()`: Swift's `EnumeratedSequence` is not lazy, so a `map` after it
    /// gives an array (`[5, 3].lazy.enumerated().map { $0.offset }` is `[0, 1]`); the lazy
    /// sequence is iterated as an `AnySequence`, whose `enumerated()` is such a sequence (and
    /// whose `lazy` defers again). The `AnySequence`'s type then.
    ///
    /// `let letters: [Character] = word.reversed()`: a string's `reversed()` is a `String` here,
    /// but where an array is expected it is the array of its characters, as Swift's
    /// `Sequence.reversed()` gives.
    func eagerLazyBase(_ base: Expr, _ bt: Ty, name: String, expected: Ty?) -> Ty? {
        let r = base.range
        // Not while overloads are tried: `String(word.reversed())` tries `String([Character])` too.
        if name == "reversed", trialDepth == 0, case .con("String", []) = resolve(bt), let expected,
           case let .con("Array", elements) = resolve(expected), elements.count == 1,
           case .con("Character", []) = resolve(elements[0]) {
            // `let letters: [Character] = word.reversed()`: `Sequence`'s `reversed()`, an array.
            base.kind = .call(Expr(.identifier("Array"), r), arguments: [Argument(label: nil, value: Expr(base.kind, r))],
                              trailingStart: nil)
            (base.chosen, base.argumentMapping, base.allocates, base.promotions) = (nil, nil, nil, 0)
            numberConstants.removeAll { $0.0 === base }
            return check(base)
        }
        guard case .con("LazySequence", _) = resolve(bt) else { return nil }
        if name == "enumerated" {
            let makeNext = Expr(.member(Expr(base.kind, r), name: "_makeNext", nameRange: r), r)
            base.kind = .call(Expr(.identifier("AnySequence"), r), arguments: [Argument(label: "_makeNext", value: makeNext)],
                              trailingStart: nil)
            (base.chosen, base.argumentMapping, base.allocates, base.promotions) = (nil, nil, nil, 0)
            numberConstants.removeAll { $0.0 === base }
            return check(base)
        }
        guard ["map", "filter", "compactMap", "flatMap"].contains(name), let expected else { return nil }
        var wanted = resolve(expected)
        if case let .con("Optional", args) = wanted, args.count == 1 { wanted = resolve(args[0]) }
        guard case .con("Array", _) = wanted else { return nil }
        base.kind = .call(Expr(.member(Expr(base.kind, r), name: "_array", nameRange: r), r), arguments: [], trailingStart: nil)
        // The copy is checked afresh: what was chosen for `base` is the copy's to choose.
        (base.chosen, base.argumentMapping, base.allocates, base.promotions) = (nil, nil, nil, 0)
        numberConstants.removeAll { $0.0 === base }
        return check(base)
    }

    /// `xs.lazy` on a built-in collection: `xs` is rewritten, before it is checked, to its
    /// elements as an `AnySequence` (whose `lazy` is then Swift's), a range's integers counted
    /// one at a time.
    func rewriteLazyBase(_ base: Expr, member name: String) {
        guard name == "lazy" else { return }
        var bt: Ty = .void
        _ = trial { bt = defaultingLiteral(check(base)) }
        guard let sequence = lazyElements(base, bt) else { return }
        // What the trial chose for `base` itself (`[Int]()`'s initializer, and its rewrite to `[]`
        // at the statement's end) is its copy's to choose now.
        (base.chosen, base.argumentMapping, base.allocates) = (nil, nil, nil)
        numberConstants.removeAll { $0.0 === base }
        base.kind = .paren(sequence)
    }

    private func lazyElements(_ base: Expr, _ bt: Ty) -> Expr? {
        guard case let .con(owner, args) = resolve(bt) else { return nil }
        let r = base.range
        func call(_ name: String, _ x: Expr) -> Expr {
            Expr(.call(Expr(.identifier(name), r), arguments: [Argument(label: nil, value: x)], trailingStart: nil), r)
        }
        switch owner {
        case "Array": return call("_lazyCollection", Expr(base.kind, r))
        case "Range", "ClosedRange":
            guard args.count == 1, isIntegerBound(args[0]) else { return nil }
            if isInt(args[0]) { return call("_lazyRange", Expr(base.kind, r)) }
            return call("_lazyCollection", call("Array", Expr(base.kind, r)))
        case "String", "Set", "ArraySlice":
            return call("_lazyCollection", call("Array", Expr(base.kind, r)))
        case "Dictionary":
            return call("_lazyCollection", call("_dictionaryPairs", Expr(base.kind, r)))
        default: return nil
        }
    }

    /// `Array(s)` where `s` is a sequence that is not an array: a program's own `Sequence`
    /// type, `1...`, or a lazy sequence. Rewritten to `s._array()`; false when `s` is none of these.
    func arrayOfSequence(_ e: Expr, callee: Expr, arguments: [Argument], trailingStart: Int?) -> Bool {
        guard case .identifier("Array") = callee.kind, arguments.count == 1, arguments[0].label == nil,
              trailingStart == nil else { return false }
        let argument = arguments[0].value
        if case .closure = argument.kind { return false }
        var t: Ty = .void
        _ = trial { t = defaultingLiteral(check(argument)) }
        var base = argument
        if let wrapped = anySequence(of: argument, t) {
            base = wrapped
        } else if case let .con(name, _) = resolve(t), Checker.preludeSequences.contains(name) {
            base = Expr(argument.kind, argument.range)
        } else {
            return false
        }
        let r = argument.range
        e.kind = .call(Expr(.member(base, name: "_array", nameRange: r), r), arguments: [], trailingStart: nil)
        return true
    }

    /// `Set(s)`, `Dictionary(uniqueKeysWithValues: zip(…))`, `Dictionary(grouping: s, by: …)`
    /// where `s` is a sequence that is not a collection (a lazy one, `zip` of sequences, a
    /// program's own): the built-in initializers take its elements, `s._array()`. False when no
    /// argument is such a sequence.
    func collectionOfSequence(_ e: Expr, callee: Expr, arguments: [Argument], trailingStart: Int?) -> Bool {
        var name = ""
        switch callee.kind {
        case let .identifier(n): name = n
        case let .specializedType(n, _): name = n
        default: return false
        }
        guard name == "Set" || name == "Dictionary", case .builtin? = lookupType(name), !isValueName(name) else { return false }
        var changed = false
        let rewritten = arguments.enumerated().map { i, a -> Argument in
            if let trailingStart, i >= trailingStart { return a }
            if case .closure = a.value.kind { return a }
            var t: Ty = .void
            _ = trial { t = defaultingLiteral(check(a.value)) }
            var base: Expr
            if let wrapped = anySequence(of: a.value, t) {
                base = wrapped
            } else if case let .con(n, _) = resolve(t), Checker.preludeSequences.contains(n) {
                base = Expr(a.value.kind, a.value.range)
            } else {
                return a
            }
            changed = true
            let r = a.value.range
            return Argument(label: a.label, value: Expr(.call(Expr(.member(base, name: "_array", nameRange: r), r),
                                                              arguments: [], trailingStart: nil), r))
        }
        guard changed else { return false }
        e.kind = .call(callee, arguments: rewritten, trailingStart: trailingStart)
        return true
    }

    /// `zip(a, b)` where `a` or `b` is a sequence that is not a collection: a program's own
    /// `Sequence`, `sequence(first:next:)`, `1...`, a lazy sequence. Both become `AnySequence`s,
    /// paired until the shorter ends, so that the other may have no end, as in Swift. Rewritten
    /// to `_zipSequences(a, b)`; false when neither argument is such a sequence.
    func zipOfSequences(_ e: Expr, callee: Expr, arguments: [Argument], trailingStart: Int?) -> Bool {
        guard case .identifier("zip") = callee.kind, !isValueName("zip"), arguments.count == 2,
              arguments.allSatisfy({ $0.label == nil }), trailingStart == nil else { return false }
        var types: [Ty] = []
        for a in arguments {
            if case .closure = a.value.kind { return false }
            var t: Ty = .void
            _ = trial { t = defaultingLiteral(check(a.value)) }
            types.append(t)
        }
        func isSequenceOnly(_ t: Ty) -> Bool {
            // `zip(1..., names)` has a native of its own.
            if case .con("PartialRangeFrom", _) = resolve(t) { return false }
            if customSequenceKind(t) != nil { return true }
            if case let .con(name, _) = resolve(t) { return Checker.preludeSequences.contains(name) }
            return false
        }
        guard types.contains(where: isSequenceOnly) else { return false }
        func call(_ name: String, _ x: Expr) -> Expr {
            Expr(.call(Expr(.identifier(name), x.range), arguments: [Argument(label: nil, value: x)], trailingStart: nil), x.range)
        }
        let wrapped = zip(arguments, types).map { a, t -> Argument in
            let x = a.value, r = x.range
            if let any = anySequence(of: x, t) { return Argument(label: nil, value: any) }
            switch resolve(t) {
            case .con("AnySequence", _): return Argument(label: nil, value: Expr(x.kind, r))
            case .con("LazySequence", _):
                let steps = Expr(.member(Expr(x.kind, r), name: "_makeNext", nameRange: r), r)
                return Argument(label: nil, value: Expr(.call(Expr(.identifier("AnySequence"), r),
                    arguments: [Argument(label: "_makeNext", value: steps)], trailingStart: nil), r))
            case .con("Array", _): return Argument(label: nil, value: call("_arraySequence", Expr(x.kind, r)))
            default: return Argument(label: nil, value: call("_arraySequence", call("Array", Expr(x.kind, r))))
            }
        }
        e.kind = .call(Expr(.identifier("_zipSequences"), callee.range), arguments: wrapped, trailingStart: nil)
        return true
    }
}
