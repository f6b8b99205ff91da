import Collections
import Testing
@testable import SrirachaLanguage

@Suite struct BuiltinsDictionaryTests {

    func dict(_ pairs: (String, Int)...) -> Value {
        var d = OrderedDictionary<Value, Value>()
        for (k, v) in pairs { d[.string(k)] = .int(v) }
        return .dictionary(d)
    }

    var people: Value { dict(("Ada", 36), ("Alan", 41), ("Grace", 85)) }

    @Test func properties() throws {
        #expect(try property("Dictionary", "keys", of: people) == strs("Ada", "Alan", "Grace"))
        #expect(try property("Dictionary", "values", of: people) == ints(36, 41, 85))
        #expect(try property("Dictionary", "count", of: people) == .int(3))
        #expect(try property("Dictionary", "isEmpty", of: dict()) == .bool(true))
    }

    @Test func transforms() throws {
        #expect(try call("Dictionary", "mapValues", [nil], dict(("a", 1)), double) == dict(("a", 2)))
        let evenOrNil = fn("evenOrNil") { $0[0].int % 2 == 0 ? .some($0[0]) : .none }
        #expect(try call("Dictionary", "compactMapValues", [nil], dict(("a", 1), ("b", 2)), evenOrNil)
                == dict(("b", 2)))
        let valueIsEven = fn("valueIsEven") { args in
            guard case .tuple(let kv) = args[0] else { return .bool(false) }
            return .bool(kv[1].int % 2 == 0)
        }
        #expect(try call("Dictionary", "filter", [nil], dict(("a", 1), ("b", 2)), valueIsEven) == dict(("b", 2)))
        #expect(try call("Dictionary", "contains", ["where"], dict(("a", 1)), valueIsEven) == .bool(false))
    }

    @Test func elementClosuresMayTakeKeyAndValueSeparately() throws {
        let describe = fn("describe", arity: 2) { args in
            guard case .string(let k) = args[0] else { return .void }
            return .string("\(k)=\(args[1].int)")
        }
        #expect(try call("Dictionary", "map", [nil], dict(("a", 1), ("b", 2)), describe) == strs("a=1", "b=2"))
    }

    @Test func reduceAndSorted() throws {
        let addValue = fn("addValue", arity: 2) { args in
            guard case .tuple(let kv) = args[1] else { return .void }
            return .int(args[0].int + kv[1].int)
        }
        #expect(try call("Dictionary", "reduce", [nil, nil], people, .int(0), addValue) == .int(162))
        let byValueDescending = fn("byValue", arity: 2) { args in
            guard case .tuple(let a) = args[0], case .tuple(let b) = args[1] else { return .bool(false) }
            return .bool(a[1].int > b[1].int)
        }
        #expect(try call("Dictionary", "sorted", ["by"], dict(("a", 1), ("b", 2)), byValueDescending)
                == .array([tuple(.string("b"), .int(2)), tuple(.string("a"), .int(1))]))
    }

    @Test func mutation() throws {
        let box = Box(dict(("a", 1)))
        #expect(try call("Dictionary", "updateValue", [nil, "forKey"], .box(box), .int(5), .string("a"))
                == .some(.int(1)))
        #expect(try call("Dictionary", "updateValue", [nil, "forKey"], .box(box), .int(7), .string("b")) == .none)
        #expect(box.value == dict(("a", 5), ("b", 7)))
        #expect(try call("Dictionary", "removeValue", ["forKey"], .box(box), .string("a")) == .some(.int(5)))
        #expect(try call("Dictionary", "removeValue", ["forKey"], .box(box), .string("zz")) == .none)
        #expect(box.value == dict(("b", 7)))
        #expect(try call("Dictionary", "removeAll", [], .box(box)) == .void)
        #expect(box.value == dict())
    }

    @Test func initializers() throws {
        let pairs = Value.array([tuple(.string("x"), .int(1)), tuple(.string("y"), .int(2))])
        #expect(try call(nil, "Dictionary", ["uniqueKeysWithValues"], pairs) == dict(("x", 1), ("y", 2)))
        let duplicated = Value.array([tuple(.string("x"), .int(1)), tuple(.string("x"), .int(2))])
        #expect(throws: RuntimeError.self) { try call(nil, "Dictionary", ["uniqueKeysWithValues"], duplicated) }
        let parity = fn("parity") { .string($0[0].int % 2 == 0 ? "even" : "odd") }
        var groups = OrderedDictionary<Value, Value>()
        groups[.string("odd")] = ints(1, 3)
        groups[.string("even")] = ints(2)
        #expect(try call(nil, "Dictionary", ["grouping", "by"], signature: "<K, V>([V], (V) -> K) -> [K: [V]]",
                         ints(1, 2, 3), parity) == .dictionary(groups))
        #expect(try call(nil, "Dictionary", ["grouping", "by"], signature: "<K>(ClosedRange<Int>, (Int) -> K) -> [K: [Int]]",
                         .range(lower: 1, upper: 3, closed: true), parity) == .dictionary(groups))
        let sum = fn("sum", arity: 2) { .int($0[0].int + $0[1].int) }
        let repeated = Value.array([tuple(.string("x"), .int(1)), tuple(.string("y"), .int(2)), tuple(.string("x"), .int(3))])
        #expect(try call(nil, "Dictionary", [nil, "uniquingKeysWith"], repeated, sum) == dict(("x", 4), ("y", 2)))
    }
}
