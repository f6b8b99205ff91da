import Testing
@testable import SrirachaLanguage

@Suite struct BuiltinsMutationTests {
    /// Calls a mutating Array method on a variable holding `start`; returns (result, new value).
    func mutate(_ name: String, _ labels: [String?] = [], _ start: Value, _ args: Value...,
                sourceLocation: SourceLocation = #_sourceLocation) throws -> (Value, Value) {
        let n = try native("Array", name, labels, sourceLocation: sourceLocation)
        #expect(n.isMutating, sourceLocation: sourceLocation)
        let box = Box(start)
        let result = try n.body([.box(box)] + args)
        return (result, box.value)
    }

    @Test func appendAndInsert() throws {
        #expect(try mutate("append", [nil], ints(1), .int(2)) == (.void, ints(1, 2)))
        #expect(try mutate("append", ["contentsOf"], ints(1), ints(2, 3)) == (.void, ints(1, 2, 3)))
        #expect(try mutate("insert", [nil, "at"], ints(1, 3), .int(2), .int(1)) == (.void, ints(1, 2, 3)))
        #expect(try mutate("insert", [nil, "at"], ints(1), .int(2), .int(1)) == (.void, ints(1, 2)))
        expectError("index 5 out of range for an array of 1 element") {
            try mutate("insert", [nil, "at"], ints(1), .int(2), .int(5)).0
        }
    }

    @Test func removals() throws {
        #expect(try mutate("remove", ["at"], ints(1, 2, 3), .int(1)) == (.int(2), ints(1, 3)))
        #expect(try mutate("removeFirst", [], ints(1, 2)) == (.int(1), ints(2)))
        #expect(try mutate("removeLast", [], ints(1, 2)) == (.int(2), ints(1)))
        #expect(try mutate("popLast", [], ints()) == (.none, ints()))
        #expect(try mutate("removeAll", [], ints(1, 2)) == (.void, ints()))
        #expect(try mutate("removeAll", ["where"], ints(1, 2, 3, 4), isEven) == (.void, ints(1, 3)))
        expectError("index 3 out of range for an array of 3 elements") {
            try mutate("remove", ["at"], ints(1, 2, 3), .int(3)).0
        }
        expectError("cannot remove the last element of an empty array") { try mutate("removeLast", [], ints()).0 }
        expectError("cannot remove the first element of an empty array") { try mutate("removeFirst", [], ints()).0 }
    }

    @Test func failedMutationLeavesTheArrayIntact() throws {
        let n = try native("Array", "remove", ["at"])
        let box = Box(ints(1, 2))
        #expect(throws: RuntimeError.self) { try n.body([.box(box), .int(9)]) }
        #expect(box.value == ints(1, 2))
    }

    @Test func sortingAndReversingInPlace() throws {
        #expect(try mutate("sort", [], ints(3, 1, 2)).1 == ints(1, 2, 3))
        #expect(try mutate("sort", ["by"], ints(3, 1, 2), greaterThan).1 == ints(3, 2, 1))
        #expect(try mutate("reverse", [], ints(1, 2, 3)).1 == ints(3, 2, 1))
    }

    @Test func rangesCannotBeMutated() {
        expectError("`append` cannot change a range") {
            try mutate("append", [nil], .range(lower: 0, upper: 3, closed: false), .int(3)).0
        }
    }

    @Test func nestedBoxesAreFollowed() throws {
        let inner = Box(ints(1))
        let n = try native("Array", "append", [nil])
        _ = try n.body([.box(Box(.box(inner))), .int(2)])
        #expect(inner.value == ints(1, 2))
    }
}
