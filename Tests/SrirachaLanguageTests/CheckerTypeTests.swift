import Testing
@testable import SrirachaLanguage

/// Printed types of what the checker infers.
@Suite struct CheckerTypeTests {
    let h = CheckerHarness()

    @Test func literalsAndBindings() {
        #expect(h.run("let x = 5\nlet pi = 3.14\nlet s = \"a\\(x)\"\nlet b = true") ==
                ["x: Int", "pi: Double", "s: String", "b: Bool"])
        #expect(h.last("let half: Double = 1") == "half: Double")
        #expect(h.last("let t = (1, \"one\")") == "t: (Int, String)")
        #expect(h.last("let named = (x: 1, y: 2.5)") == "named: (x: Int, y: Double)")
        #expect(h.last("[1, 2.5]") == "[Double]")
        #expect(h.last("[\"a\": [1]]") == "[String: [Int]]")
        #expect(h.last("0..<3") == "Range<Int>")
        #expect(h.last("1...3") == "ClosedRange<Int>")
    }

    @Test func curriedFunctionsAndPartialApplication() {
        #expect(h.last("func sum(_ a: Int)(_ b: Int)(_ c: Int) -> Int { a + b + c }") ==
                "sum: (Int) -> (Int) -> (Int) -> Int")
        #expect(h.last("let sumAB = sum(1)(2)") == "sumAB: (Int) -> Int")
        #expect(h.last("sum(1)(2)(3)") == "Int")
    }

    @Test func preludeGenericsPrintWithLetters() {
        let curry = h.checker.globalNames().filter { $0.name == "curry" }.map { "\($0.scheme)" }
        #expect(curry.first == "<A, B, C>((A, B) -> C) -> (A) -> (B) -> C")
        #expect(h.last("let f = flip") == "f: <A, B, C>((A) -> (B) -> C) -> (B) -> (A) -> C")
        #expect(h.last("let c = compose") == "c: <A, B, C>((A) -> B, (B) -> C) -> (A) -> C")
        #expect(h.last("func twice<T>(_ f: @escaping (T) -> T) -> (T) -> T { { f(f($0)) } }") ==
                "twice: <T>((T) -> T) -> (T) -> T")
    }

    @Test func letPolymorphism() {
        #expect(h.last("let ident = { $0 }") == "ident: <A>(A) -> A")
        #expect(h.run("ident(1)\nident(\"s\")") == ["Int", "String"])
        #expect(h.last("func pairUp<A>(_ a: A) -> (A, A) { let dup = { (x: A) in (x, x) }; return dup(a) }") ==
                "pairUp: <A>(A) -> (A, A)")
        #expect(h.last("func local() -> (Int, String) { let i = { $0 }; return (i(1), i(\"x\")) }") ==
                "local: () -> (Int, String)")
    }

    @Test func inferredOperatorsDefaultToInt() {
        #expect(h.last("let add = { $0 + $1 }") == "add: (Int, Int) -> Int")
        #expect(h.last("let plus = (+)") == "plus: (Int, Int) -> Int")
        #expect(h.last("let cat = { (a: String, b) in a + b }") == "cat: (String, String) -> String")
    }

    @Test func closuresTakeTypesFromContext() {
        #expect(h.last("[1, 2, 3].map { $0 + 1 }") == "[Int]")
        #expect(h.last("[1, 2, 3].reduce(0) { acc, x in acc + x }") == "Int")
        #expect(h.last("[1, 2, 3].reduce(0, +)") == "Int")
        #expect(h.last("[3, 1].sorted(by: <)") == "[Int]")
        #expect(h.last("let always7: (String) -> Int = const(7)") == "always7: (String) -> Int")
        #expect(h.last("[\"a\": 1].map { k, v in k.count + v }") == "[Int]")
        #expect(h.last("let f: (Int) -> String = { \"\\($0)\" }") == "f: (Int) -> String")
    }

    @Test func compositionOperators() {
        h.run("let inc = { (x: Int) in x + 1 }\nlet show = { (x: Int) in \"\\(x)\" }")
        #expect(h.last("inc >>> show") == "(Int) -> String")
        #expect(h.last("show <<< inc") == "(Int) -> String")
        #expect(h.last("inc <> inc") == "(Int) -> Int")
        #expect(h.last("3 |> inc |> show") == "String")
        #expect(h.last("let pipeline = (>>>)") == "pipeline: <A, B, C>((A) -> B, (B) -> C) -> (A) -> C")
    }

    @Test func overloadsChooseByArgumentTypes() {
        #expect(h.last("let back = uncurry(curry { (a: Int, b: Int, c: Int) in a + b + c })") ==
                "back: (Int, Int, Int) -> Int")
        #expect(h.last("curry { (a: Int, b: String) in b }") == "(Int) -> (String) -> String")
        #expect(h.last("Int(\"5\")") == "Int?")
        #expect(h.last("Int(2.5)") == "Int")
        #expect(h.last("abs(-5)") == "Int")
        #expect(h.last("[1, 2].sum()") == "Int")
    }

    @Test func optionals() {
        #expect(h.run("let some: Int? = 5\nsome ?? 0\nsome == 3\nsome.map { $0 * 2 }") ==
                ["some: Int?", "Int", "Bool", "Int?"])
        #expect(h.last("let nested: Int?? = 1") == "nested: Int??")
        #expect(h.last("func half(_ n: Int) -> Int? { n % 2 == 0 ? n / 2 : nil }") == "half: (Int) -> Int?")
        #expect(h.last("func wrap(_ n: Int) -> Int? { return n }") == "wrap: (Int) -> Int?")
        #expect(h.last("let names: [String]? = [\"a\"]\nnames?.count") == "Int?")
        #expect(h.last("let w: Result<Int, String> = .success(1)\ntry w.get()") == "Int")
    }

    @Test func structsAndEnums() {
        h.run("""
        struct Point { var x: Int; var y: Int = 0
            func moved(by d: Int) -> Point { Point(x: x + d, y: y) }
            mutating func shift() { x += 1 } }
        """)
        #expect(h.last("Point(x: 1)") == "Point")
        #expect(h.last("Point(x: 1, y: 2).moved(by: 3).x") == "Int")
        h.run("enum Shape { case circle(radius: Double), square(Double), dot }")
        #expect(h.last("Shape.circle") == "(Double) -> Shape")
        #expect(h.last("let s: Shape = .circle(radius: 1)") == "s: Shape")
        #expect(h.last("[Shape.dot, .square(2)]") == "[Shape]")
        h.run("enum Tree<T> { case leaf; indirect case node(Tree<T>, T, Tree<T>) }")
        #expect(h.last("Tree.node(.leaf, 1, .leaf)") == "Tree<Int>")
        h.run("struct Box<T> { var value: T; func map<U>(_ f: (T) -> U) -> Box<U> { Box<U>(value: f(value)) } }")
        #expect(h.last("Box(value: 2).map { \"\\($0)\" }") == "Box<String>")
    }

    @Test func typealiases() {
        h.run("typealias IntOp = (Int) -> Int\ntypealias Pred<T> = (T) -> Bool")
        #expect(h.last("let neg: IntOp = { -$0 }") == "neg: (Int) -> Int")
        #expect(h.last("let even: Pred<Int> = { $0 % 2 == 0 }") == "even: (Int) -> Bool")
    }

    @Test func loopsOverSequences() {
        #expect(h.last("for (k, v) in [\"a\": 1] { let n: Int = v; let s: String = k }").isEmpty)
        #expect(h.last("for c in \"abc\" { let s: Character = c }").isEmpty)
        #expect(h.last("for (i, x) in [\"a\"].enumerated() { let n: Int = i + x.count }").isEmpty)
    }

    @Test func recursionAndNestedFunctions() {
        #expect(h.last("func fib(_ n: Int) -> Int { n < 2 ? n : fib(n - 1) + fib(n - 2) }") == "fib: (Int) -> Int")
        #expect(h.last("""
        func parity(_ n: Int) -> Bool {
            func isEven(_ n: Int) -> Bool { n == 0 ? true : isOdd(n - 1) }
            func isOdd(_ n: Int) -> Bool { n == 0 ? false : isEven(n - 1) }
            return isEven(n)
        }
        """) == "parity: (Int) -> Bool")
    }

    @Test func switchesThatAreExhaustive() {
        h.run("enum Direction { case up, down }")
        #expect(h.last("""
        func f(_ d: Direction?, _ b: Bool) -> Int {
            switch (d, b) {
            case (.up?, true), (.down?, true): return 1
            case (.some(let x), false): return x == .up ? 2 : 3
            case (nil, _): return 0
            }
        }
        """) == "f: (Direction?, Bool) -> Int")
        #expect(h.last("""
        func g(_ n: Int) -> String {
            switch n { case 0: return "zero"; case 1...9: return "small"; case let k where k < 0: return "neg"; default: return "big" }
        }
        """) == "g: (Int) -> String")
    }

    @Test func operatorsAsValuesTakeTheExpectedType() {
        h.run("func reduce<A>(_ a: A, _ b: A, _ f: (A, A) -> Bool) -> Bool { f(a, b) }")
        #expect(h.last("reduce(\"pw\", \"pw\", ==)") == "Bool")
        #expect(h.last("func apply(_ f: (Double, Double) -> Double) -> Double { f(3, 4) }\napply(*)") == "Double")
        #expect(h.last("let eq: (Int, Int) -> Bool = (==)") == "eq: (Int, Int) -> Bool")
        // As in Swift, `==` left generic is refused: nothing says the type is Equatable.
        #expect(h.last("let eq = (==)").hasPrefix("error: cannot infer the type that must be `Equatable`"))
    }

    @Test func implicitMembersOnEitherSideOfEquality() {
        h.run("enum Alignment { case left, center }\nlet a = Alignment.left")
        #expect(h.run("a != .left; .center == a") == ["Bool", "Bool"])
    }

    @Test func subscripts() {
        h.run("var counts: [String: Int] = [:]")
        #expect(h.last("counts[\"a\", default: 0]") == "Int")
        #expect(h.last("counts[\"a\", default: 0] += 1") == "Void")
        #expect(h.last("counts[\"a\"]") == "Int?")
        #expect(h.last("[1, 2, 3][0..<2]") == "ArraySlice<Int>")
        #expect(h.last("(0..<5)[2]") == "Int")
    }

    @Test func typeOfShowsTheFirstOverload() throws {
        let file = SourceFile(name: "t", text: "curry")
        let e = try #require(Parser.parseExpression(file).0)
        #expect(try h.checker.typeOf(e, in: file).description == "<A, B, C>((A, B) -> C) -> (A) -> (B) -> C")
    }

    @Test func resultsFromInterpreterDefinitions() {
        h.checker.define(name: "$R0", scheme: TypeScheme(type: .int))
        #expect(h.last("$R0 * 10") == "Int")
    }
}
