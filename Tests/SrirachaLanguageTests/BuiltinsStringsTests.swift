import Testing
@testable import SrirachaLanguage

@Suite struct BuiltinsStringsTests {
    func s(_ name: String, _ labels: [String?] = [], _ me: String, _ args: Value...,
           sourceLocation: SourceLocation = #_sourceLocation) throws -> Value {
        try native("String", name, labels, sourceLocation: sourceLocation).body([.string(me)] + args)
    }

    @Test func basics() throws {
        #expect(try property("String", "count", of: .string("café")) == .int(4))
        #expect(try property("String", "isEmpty", of: .string("")) == .bool(true))
        #expect(try s("uppercased", [], "Sriracha") == .string("SRIRACHA"))
        #expect(try s("lowercased", [], "ABC") == .string("abc"))
        #expect(try s("hasPrefix", [nil], "hello", .string("he")) == .bool(true))
        #expect(try s("hasSuffix", [nil], "hello", .string("he")) == .bool(false))
        let contains = try native("String", "contains", [nil], signature: "(String) -> Bool")
        #expect(try contains.body([.string("hello"), .string("ell")]) == .bool(true))
        #expect(try contains.body([.string("hello"), .string("")]) == .bool(true))
        let containsCharacter = try native("String", "contains", [nil], signature: "(Character) -> Bool")
        #expect(try containsCharacter.body([.string("hello"), .string("e")]) == .bool(true))
        #expect(try containsCharacter.body([.string("hello"), .string("z")]) == .bool(false))
        #expect(try s("reversed", [], "abc") == .string("cba"))
    }

    @Test func splitting() throws {
        #expect(try s("split", ["separator"], "the quick  fox", .string(" ")) == strs("the", "quick", "fox"))
        #expect(try s("split", ["separator"], "a, b, c", .string(", ")) == strs("a", "b", "c"))
        #expect(try s("split", ["separator"], "", .string(",")) == strs())
        let components = try native("String", "components", ["separatedBy"], signature: "(String) -> [String]")
        #expect(try components.body([.string("a,,b"), .string(",")]) == strs("a", "", "b"))
        expectError("the separator must not be empty") { try s("split", ["separator"], "abc", .string("")) }
    }

    @Test func trimmingAndReplacing() throws {
        #expect(try s("trimmed", [], "  padded \n") == .string("padded"))
        #expect(try s("trimmed", [], " \t ") == .string(""))
        #expect(try s("replacingOccurrences", ["of", "with"], "a-b-c", .string("-"), .string("+"))
                == .string("a+b+c"))
        #expect(try s("replacingOccurrences", ["of", "with"], "abc", .string(""), .string("+")) == .string("abc"))
    }

    @Test func slices() throws {
        // `first` and `last` are Array's, on the string's characters.
        #expect(try property("Array", "first", of: .string("hey")) == .some(.string("h")))
        #expect(try property("Array", "last", of: .string("")) == .none)
        #expect(try s("prefix", [nil], "hello", .int(2)) == .string("he"))
        #expect(try s("suffix", [nil], "hello", .int(3)) == .string("llo"))
        #expect(try s("dropFirst", [], "hello") == .string("ello"))
        #expect(try s("dropLast", [nil], "hello", .int(2)) == .string("hel"))
        expectError("`suffix` needs a count of zero or more, not -2") { try s("suffix", [nil], "hi", .int(-2)) }
    }

    @Test func conversions() throws {
        #expect(try call(nil, "String", [nil], signature: "<A>(A) -> String", .string("raw")) == .string("raw"))
        #expect(try call(nil, "String", [nil], signature: "<A>(A) -> String", .int(42)) == .string(Printer.plain(.int(42))))
        #expect(try call(nil, "String", [nil], signature: "([Character]) -> String",
                         .array([.string("h"), .string("i")])) == .string("hi"))
        #expect(try call(nil, "String", ["repeating", "count"], signature: "(String, Int) -> String",
                         .string("ab"), .int(3)) == .string("ababab"))
        #expect(throws: RuntimeError.self) {
            try call(nil, "String", ["repeating", "count"], signature: "(String, Int) -> String", .string("ab"), .int(.max))
        }
        #expect(try call(nil, "Int", [nil], signature: "(String) -> Int?", .string("42")) == .some(.int(42)))
        #expect(try call(nil, "Int", [nil], signature: "(String) -> Int?", .string("-7")) == .some(.int(-7)))
        #expect(try call(nil, "Int", [nil], signature: "(String) -> Int?", .string("forty-two")) == .none)
        #expect(try call(nil, "Int", [nil], signature: "(String) -> Int?", .string("99999999999999999999")) == .none)
        #expect(try call(nil, "Int", [nil, "radix"], .string("ff"), .int(16)) == .some(.int(255)))
        #expect(try call(nil, "Int", [nil], signature: "(Double) -> Int", .double(-2.9)) == .int(-2))
        expectError("cannot convert nan to `Int`: it is not a finite number") {
            try call(nil, "Int", [nil], signature: "(Double) -> Int", .double(.nan))
        }
        expectError("cannot convert 1e+19 to `Int`: it is out of range") {
            try call(nil, "Int", [nil], signature: "(Double) -> Int", .double(1e19))
        }
        #expect(try call(nil, "Int", [nil], signature: "(Double) -> Int", .double(-9.223372036854775808e18))
                == .int(.min))
        #expect(try call(nil, "Double", [nil], signature: "(String) -> Double?", .string("2.5")) == .some(.double(2.5)))
        #expect(try call(nil, "Double", [nil], signature: "(String) -> Double?", .string("x")) == .none)
        #expect(try call(nil, "Double", [nil], signature: "(Int) -> Double", .int(3)) == .double(3))
        #expect(try call(nil, "Bool", [nil], .string("true")) == .some(.bool(true)))
    }
}
