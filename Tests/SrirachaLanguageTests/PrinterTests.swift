import Testing
import Collections
@testable import SrirachaLanguage

@Suite struct PrinterTests {
    @Test func scalars() {
        #expect(Printer.literal(.int(-5)) == "-5")
        #expect(Printer.literal(.double(1)) == "1.0")
        #expect(Printer.literal(.double(0.1)) == "0.1")
        #expect(Printer.literal(.double(1e-5)) == "1e-05")
        #expect(Printer.literal(.double(.infinity)) == "inf")
        #expect(Printer.literal(.bool(true)) == "true")
        #expect(Printer.literal(.void) == "()")
    }

    @Test func stringsAreQuotedWithEscapes() {
        #expect(Printer.literal(.string("abc")) == "\"abc\"")
        #expect(Printer.literal(.string("say \"hi\"\n\t\\")) == "\"say \\\"hi\\\"\\n\\t\\\\\"")
        #expect(Printer.literal(.string("\u{1B}")) == "\"\\u{1B}\"")
        #expect(Printer.literal(.string("🌶 é")) == "\"🌶 é\"")
        #expect(Printer.plain(.string("raw \"text\"")) == "raw \"text\"")
    }

    @Test func collections() {
        #expect(Printer.literal(.array([.int(1), .int(2), .int(3)])) == "[1, 2, 3]")
        #expect(Printer.literal(.array([])) == "[]")
        #expect(Printer.literal(.dictionary([:])) == "[:]")
        let d: OrderedDictionary<Value, Value> = [.string("a"): .int(1), .string("b"): .int(2)]
        #expect(Printer.literal(.dictionary(d)) == "[\"a\": 1, \"b\": 2]")
        #expect(Printer.plain(.array([.string("x")])) == "[\"x\"]")
    }

    @Test func tuplesWithAndWithoutLabels() {
        let t = Value.tuple([.int(1), .string("x")])
        #expect(Printer.literal(t) == "(1, \"x\")")
        let type = SType.tuple([(label: "x", type: .int), (label: "y", type: .string)])
        #expect(Printer.literal(t, type: type) == "(x: 1, y: \"x\")")
        let arrayType = SType.array(type)
        #expect(Printer.literal(.array([t]), type: arrayType) == "[(x: 1, y: \"x\")]")
    }

    @Test func structsPrintEveryFieldInOrder() {
        let point = StructType(name: "Point", fieldNames: ["x", "y"])
        #expect(Printer.literal(.structValue(StructValue(type: point, fields: [.int(1), .int(2)]))) == "Point(x: 1, y: 2)")
    }

    @Test func enumsAndOptionals() {
        let alignment = EnumType(name: "Alignment", cases: [.init(name: "left", labels: nil), .init(name: "center", labels: nil)])
        #expect(Printer.literal(.enumCase(EnumValue(type: alignment, caseIndex: 1, payload: []))) == ".center")
        let cell = EnumType(name: "Cell", cases: [.init(name: "input", labels: ["title", "value", "onInput"])])
        let handler = Function(arity: 1, display: .source("{ profile.name = $0 }")) { _ in .void }
        let input = Value.enumCase(EnumValue(type: cell, caseIndex: 0,
                                             payload: [.string("Name"), .none, .function(handler)]))
        #expect(Printer.literal(input) == ".input(title: \"Name\", value: nil, onInput: { profile.name = $0 })")
        let pair = EnumType(name: "P", cases: [.init(name: "pair", labels: [nil, "b"])])
        #expect(Printer.literal(.enumCase(EnumValue(type: pair, caseIndex: 0, payload: [.int(1), .int(2)]))) == ".pair(1, b: 2)")
        #expect(Printer.literal(.some(.int(5))) == "5")
        #expect(Printer.literal(.none) == "nil")
        #expect(Printer.literal(.some(.none)) == ".some(nil)")
    }

    @Test func rangesAndFunctions() {
        #expect(Printer.literal(.range(lower: 0, upper: 5, closed: false)) == "0..<5")
        #expect(Printer.literal(.range(lower: 1, upper: 3, closed: true)) == "1...3")
        let sum = FunctionDisplay.applied(.applied(.named("sum"), ["1"]), ["2"])
        #expect(Printer.literal(.function(Function(arity: 1, display: sum) { _ in .void })) == "sum(1)(2)")
        let composed = FunctionDisplay.infix(.named("inc"), ">>>", .named("double"))
        #expect(Printer.literal(.function(Function(arity: 1, display: composed) { _ in .void })) == "inc >>> double")
    }

    @Test func boxesPrintTheirContents() {
        #expect(Printer.literal(.box(Box(.int(3)))) == "3")
        #expect(Printer.plain(.box(Box(.string("s")))) == "s")
    }

    @Test func enormousValuesAreCut() {
        let big = Value.array(Array(repeating: .string(String(repeating: "x", count: 1000)), count: 10_000))
        let text = Printer.literal(big)
        #expect(text.utf8.count <= Printer.defaultLimit + 4)
        #expect(text.hasSuffix("…"))
        var deep = Value.int(0)
        for _ in 0..<10_000 { deep = .array([deep]) }
        #expect(Printer.literal(deep).contains("…"))
    }
}
