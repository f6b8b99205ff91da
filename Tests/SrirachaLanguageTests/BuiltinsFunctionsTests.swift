import Testing
@testable import SrirachaLanguage

@Suite struct BuiltinsFunctionsTests {
    let dumbFunction = fn("dumbFunction", arity: 2) { args in
        guard case .string(let a) = args[0], case .string(let b) = args[1] else { return .void }
        return .string(a + "/" + b)
    }

    func function(_ value: Value) throws -> Function {
        guard case .function(let f) = value else { throw RuntimeError("not a function") }
        return f
    }

    @Test func partialFixesTheFirstArgumentAndShowsIt() throws {
        let fixed = try function(call(nil, "partial", [nil, "arg1"],
                                      signature: "<A, B, C>((A, B) -> C, A) -> (B) -> C",
                                      dumbFunction, .string("Param1")))
        #expect(fixed.arity == 1)
        #expect(fixed.display.description == "dumbFunction(\(Printer.literal(.string("Param1"))), _)")
        #expect(try fixed.invoke([.string("Param2")]) == .string("Param1/Param2"))
    }

    @Test func partialFixesTheSecondArgument() throws {
        let fixed = try function(call(nil, "partial", [nil, "arg2"],
                                      signature: "<A, B, C>((A, B) -> C, B) -> (A) -> C",
                                      dumbFunction, .string("Param2")))
        #expect(fixed.display.description == "dumbFunction(_, \(Printer.literal(.string("Param2"))))")
        #expect(try fixed.invoke([.string("Param1")]) == .string("Param1/Param2"))
    }

    @Test func partialOfOneArgumentGivesAThunk() throws {
        let thunk = try function(call(nil, "partial", [nil, "arg1"], signature: "<A, B>((A) -> B, A) -> () -> B",
                                      double, .int(21)))
        #expect(thunk.arity == 0)
        #expect(try thunk.invoke([]) == .int(42))
    }

    @Test func partialOfFourArgumentsKeepsTheOrder() throws {
        let list = fn("list", arity: 4) { .array($0) }
        let fixed = try function(call(nil, "partial", [nil, "arg3"],
                                      signature: "<A, B, C, D, E>((A, B, C, D) -> E, C) -> (A, B, D) -> E",
                                      list, .int(3)))
        #expect(try fixed.invoke([.int(1), .int(2), .int(4)]) == ints(1, 2, 3, 4))
        #expect(fixed.display.description == "list(_, _, \(Printer.literal(.int(3))), _)")
    }

    @Test func partialHasOneOverloadPerArityAndPosition() {
        let partials = Builtins.globals["partial"] ?? []
        #expect(partials.count == 1 + 2 + 3 + 4)
        #expect(Set(partials.map(\.signature)).count == partials.count)
    }

    @Test func partialPropagatesErrors() throws {
        let fixed = try function(call(nil, "partial", [nil, "arg1"], signature: "<A, B>((A) -> B, A) -> () -> B",
                                      failing, .int(1)))
        #expect(throws: RuntimeError.self) { try fixed.invoke([]) }
    }

    @Test func swapExchangesTwoCells() throws {
        let a = Box(.int(1)), b = Box(.int(2))
        _ = try call(nil, "swap", [nil, nil], .box(a), .box(b))
        #expect(a.value == .int(2) && b.value == .int(1))
    }

    @Test func zipStopsAtTheShorterSide() throws {
        #expect(try call(nil, "zip", [nil, nil], signature: "<A, B>([A], [B]) -> [(A, B)]", strs("a", "b", "c"), ints(1, 2))
                == .array([tuple(.string("a"), .int(1)), tuple(.string("b"), .int(2))]))
        #expect(try call(nil, "zip", [nil, nil], signature: "<B>(ClosedRange<Int>, [B]) -> [(Int, B)]",
                         .range(lower: 0, upper: 2, closed: true), strs("x"))
                == .array([tuple(.int(0), .string("x"))]))
    }
}
