import Testing
@testable import SrirachaLanguage

@Suite struct BuiltinsCoreTests {
    @Test func printSeparatesValuesWithSpaces() throws {
        let out = try printed {
            _ = try call(nil, "print", [])
            _ = try call(nil, "print", [nil], .string("hi"))
            _ = try call(nil, "print", [nil, nil], .string("a"), .string("b"))
            _ = try call(nil, "print", [nil, nil, nil], .string("x"), .string("y"), .string("z"))
        }
        #expect(out == "\nhi\na b\nx y z\n")
    }

    @Test func printReturnsVoid() throws {
        var result = Value.int(0)
        _ = try printed { result = try call(nil, "print", [nil], .string("v")) }
        #expect(result == .void)
    }

    @Test func assertPassesOrFailsWithItsMessage() throws {
        #expect(try call(nil, "assert", [nil, nil], .bool(true), .string("fine")) == .void)
        expectError("assertion failed: too big") {
            try call(nil, "assert", [nil, nil], .bool(false), .string("too big"))
        }
        expectError("assertion failed") { try call(nil, "assert", [nil], .bool(false)) }
        expectError("precondition failed: n > 0") {
            try call(nil, "precondition", [nil, nil], .bool(false), .string("n > 0"))
        }
    }

    @Test func fatalErrorAlwaysFails() {
        expectError("fatal error: expected an input") {
            try call(nil, "fatalError", [nil], .string("expected an input"))
        }
        expectError("fatal error") { try call(nil, "fatalError", []) }
    }

    @Test func minAndMaxOrderIntsDoublesStringsAndTuples() throws {
        #expect(try call(nil, "min", [nil, nil], .int(3), .int(-2)) == .int(-2))
        #expect(try call(nil, "max", [nil, nil], .double(0.5), .double(1.5)) == .double(1.5))
        #expect(try call(nil, "max", [nil, nil, nil], .string("pear"), .string("apple"), .string("zoo"))
                == .string("zoo"))
        #expect(try call(nil, "min", [nil, nil, nil], .int(4), .int(1), .int(9)) == .int(1))
        #expect(try call(nil, "min", [nil, nil], tuple(.int(1), .string("b")), tuple(.int(1), .string("a")))
                == tuple(.int(1), .string("a")))
    }

    @Test func absReportsOverflowInsteadOfTrapping() throws {
        #expect(try call(nil, "abs", [nil], signature: "(Int) -> Int", .int(-7)) == .int(7))
        #expect(try call(nil, "abs", [nil], signature: "(Double) -> Double", .double(-2.5)) == .double(2.5))
        expectError("arithmetic overflow in `abs`") {
            try call(nil, "abs", [nil], signature: "(Int) -> Int", .int(.min))
        }
    }

    @Test func wrongArgumentCountIsAnErrorNotATrap() throws {
        expectError("internal error in `abs`: expected 1 arguments, got 0") {
            try native(nil, "abs", [nil], signature: "(Int) -> Int").body([])
        }
    }

    @Test func numbers() throws {
        #expect(try call("Int", "isMultiple", ["of"], .int(12), .int(4)) == .bool(true))
        #expect(try call("Int", "isMultiple", ["of"], .int(5), .int(0)) == .bool(false))
        #expect(try call("Int", "isMultiple", ["of"], .int(.min), .int(-1)) == .bool(true))
        #expect(try call("Double", "rounded", [], .double(2.5)) == .double(3))
        #expect(try call(nil, "sqrt", [nil], signature: "(Double) -> Double", .double(9)) == .double(3))
        #expect(try call(nil, "pow", [nil, nil], .double(2), .double(10)) == .double(1024))
    }
}
