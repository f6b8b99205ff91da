import Testing
@testable import SrirachaLanguage

/// Error messages and help lines, in Swift's words.
@Suite struct CheckerErrorTests {
    let h = CheckerHarness()

    @Test func unknownNamesSuggestTheClosest() {
        h.run("let counter = 1")
        #expect(h.errors("countr + 1") == ["error: cannot find `countr` in scope", "help: did you mean `counter`?"])
        #expect(h.last("countr + 1").contains("1 | countr + 1\n  | ^^^^^^"))
    }

    @Test func wholeStatementCheckedBeforeRunning() {
        #expect(h.errors("func f() -> Int { print(\"x\"); return \"s\" }") ==
                ["error: cannot convert return expression of type `String` to return type `Int`"])
        #expect(h.errors("f").first == "error: cannot find `f` in scope")
    }

    @Test func mismatches() {
        #expect(h.errors("let s: String = 5") == ["error: cannot convert value of type `Int` to specified type `String`"])
        #expect(h.errors("1 + \"a\"").first == "error: binary operator `+` cannot be applied to `Int` and `String`")
        #expect(h.errors("let d = 1.5; let n = 2; d * n").first ==
                "error: binary operator `*` cannot be applied to `Double` and `Int`")
        #expect(h.errors("true + true") == ["error: binary operator `+` cannot be applied to two `Bool` operands"])
        #expect(h.errors("if 1 { print(\"no\") }") == ["error: condition must be `Bool`, not `Int`"])
        #expect(h.errors("let x: Int = nil").first == "error: `nil` cannot be used where a value of type `Int` is expected")
        #expect(h.errors("func g(_ n: Int) -> Int { n }\ng(\"s\")") ==
                ["error: cannot convert value of type `String` to expected argument type `Int`"])
        #expect(h.errors("[1, 2, 3].map { $0 + \"x\" }").first ==
                "error: binary operator `+` cannot be applied to `Int` and `String`")
        #expect(h.errors("7 % 2.0").first == "error: binary operator `%` cannot be applied to two `Double` operands")
    }

    @Test func labels() {
        h.run("func greet(name: String) -> String { \"Hi \\(name)\" }")
        #expect(h.errors("greet(\"Ada\")") == ["error: missing argument label `name:` in call", "help: write `name: ` before the argument"])
        #expect(h.errors("greet(nme: \"Ada\")") ==
                ["error: incorrect argument label in call (have `nme:`, expected `name:`)", "help: did you mean `name:`?"])
        #expect(h.errors("greet(name: \"Ada\", extra: 1)").first == "error: extra argument `extra` in call")
        #expect(h.errors("greet()").first == "error: missing argument for parameter `name` in call")
        h.run("func add(_ a: Int, _ b: Int) -> Int { a + b }")
        #expect(h.errors("add(a: 1, 2)").first == "error: extraneous argument label `a:` in call")
    }

    @Test func annotationsNeededForEmptyLiterals() {
        #expect(h.errors("let empty = []").first == "error: empty collection literal needs a type annotation, e.g. `let empty: [Int] = []`")
        #expect(h.errors("var d = [:]").first ==
                "error: empty collection literal needs a type annotation, e.g. `var d: [String: Int] = [:]`")
        #expect(h.errors("let nothing = nil").first == "error: `nil` needs a type annotation, e.g. `let nothing: Int? = nil`")
    }

    @Test func mutability() {
        h.run("let fixed = 1")
        #expect(h.errors("fixed = 2") == ["error: cannot assign to `fixed`: it is a `let` constant", "help: declare it with `var`"])
        h.run("struct P { var x: Int; let id: Int = 0\n mutating func bump() { x += 1 } }")
        #expect(h.errors("let p = P(x: 1)\np.x = 3") ==
                ["error: cannot assign to property: `p` is a `let` constant", "help: declare it with `var`"])
        #expect(h.errors("p.bump()") ==
                ["error: cannot use mutating member `bump` on immutable value: `p` is a `let` constant", "help: declare it with `var`"])
        #expect(h.errors("var q = P(x: 1)\nq.id = 2").first == "error: cannot assign to property: `id` is a `let` constant")
        #expect(h.errors("struct S { var x: Int; func bad() { x = 3 } }") ==
                ["error: cannot assign to property: `self` is immutable", "help: mark the method `mutating`"])
        #expect(h.errors("func h(_ n: Int) { n = 2 }").first == "error: cannot change `n`: function parameters are constants")
    }

    @Test func enumCasesAndMembers() {
        h.run("enum Direction { case up, down, left, right }")
        #expect(h.errors("let d: Direction = .upp") == ["error: type `Direction` has no member `upp`", "help: did you mean `.up`?"])
        #expect(h.errors("5.count") == ["error: value of type `Int` has no member `count`"])
        #expect(h.errors("\"s\".cont").first == "error: value of type `String` has no member `cont`")
        #expect(h.errors("let e = .up").first == "error: cannot infer contextual base in reference to member `up`")
    }

    @Test func exhaustiveness() {
        h.run("enum Direction { case up, down, left, right }")
        #expect(h.errors("""
        func arrow(_ d: Direction) -> String {
            switch d {
            case .up: return "↑"
            case .down: return "↓"
            }
        }
        """) == ["error: switch must be exhaustive", "help: add the missing cases: `.left`, `.right`"])
        #expect(h.errors("func o(_ x: Int?) { switch x { case .some(let v) where v > 0: print(v); case nil: break } }") ==
                ["error: switch must be exhaustive", "help: add the missing case: `.some(_)`"])
        #expect(h.errors("func b(_ x: Bool, _ y: Bool) { switch (x, y) { case (true, _): break; case (false, true): break } }") ==
                ["error: switch must be exhaustive", "help: add the missing case: `(false, false)`"])
        #expect(h.errors("func i(_ x: Int) { switch x { case 1: break } }") ==
                ["error: switch must be exhaustive", "help: add a `default:` case"])
        h.run("enum E { case a(Int), b(Int) }")
        #expect(h.errors("func e(_ x: E) { switch x { case .a(1): break; case .b: break } }") ==
                ["error: switch must be exhaustive", "help: add the missing case: `.a(_)`"])
        #expect(h.errors("func e2(_ x: E) -> Int { switch x { case .a(let n), .b(let n): return n } }").isEmpty)
        #expect(h.errors("func e3(_ x: E) -> Int { switch x { case .a(let n), .b: return 0 } }") ==
                ["error: `n` must be bound in every pattern of the case"])
    }

    @Test func guardMustNotFallThrough() {
        #expect(h.errors("func g(_ x: Int?) -> Int { guard let x else { print(\"none\") }; return x }") ==
                ["error: `guard` body must not fall through",
                 "help: end the `else` block with `return`, `throw`, `break`, `continue` or `fatalError(…)`"])
        #expect(h.errors("func g2(_ x: Int?) -> Int { guard let x else { fatalError(\"none\") }; return x }").isEmpty)
    }

    @Test func missingReturn() {
        #expect(h.errors("func m(_ x: Int) -> Int { if x > 0 { return 1 } }").first ==
                "error: missing return in global function expected to return `Int`")
    }

    @Test func functionsCannotBeCompared() {
        #expect(h.errors("{ (x: Int) in x } == { (x: Int) in x }") ==
                ["error: binary operator `==` cannot be applied to two `(Int) -> Int` operands",
                 "help: functions cannot be compared with `==`"])
        #expect(h.errors("let fs = [{ (x: Int) in x }]\nfs == fs").first ==
                "error: binary operator `==` cannot be applied to two `[(Int) -> Int]` operands")
    }

    @Test func unsupportedAndAmbiguous() {
        #expect(h.errors("let a = 1\nlet b = 2\na ->> b").first == "error: the left side of `->>` must be a `Dynamic`, not `Int`")
        #expect(h.errors("let u = uncurry").first == "error: ambiguous use of `uncurry`")
        #expect(h.errors("func two(_ a: Int) -> Int { a }\nfunc two(_ a: String) -> String { a }\ntwo(true)").first ==
                "error: no exact matches in call to `two`")
    }

    @Test func severalIndependentErrorsAreReported() {
        let out = h.last("func z() { let a: Int = \"x\"; let b: String = 1; undefinedName }")
        #expect(out.components(separatedBy: "error:").count - 1 == 3)
    }

    @Test func controlFlowMisuse() {
        #expect(h.errors("break") == ["error: `break` is only allowed inside a loop or a `switch`"])
        #expect(h.errors("return 1").first == "error: `return` can only be used inside a function or a closure")
        #expect(h.errors("for x in 5 { }").first == "error: for-in loop requires a sequence; a value of type `Int` cannot be iterated")
        #expect(h.errors("let v = 3\nif let w = v { }").first ==
                "error: initializer for conditional binding must have Optional type, not `Int`")
        #expect(h.errors("3!").first == "error: cannot force unwrap value of non-optional type `Int`")
    }
}

extension CheckerErrorTests {
    @Test func bindingsWhoseTypeCannotBeInferred() {
        #expect(h.errors("var f = { $0 }") == ["error: cannot infer the type of `f`", "help: add a type annotation, e.g. `var f: (Int) -> Int = …`"])
        #expect(h.last("var f = { $0 }").contains("1 | var f = { $0 }\n  |     ^"))
        #expect(h.errors("let x = Optional.none").first == "error: cannot infer the type of `x`")
    }
}
