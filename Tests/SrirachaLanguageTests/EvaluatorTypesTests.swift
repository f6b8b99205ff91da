import Testing
@testable import SrirachaLanguage

/// Structs, enums, optionals, patterns and collections.
@Suite struct EvaluatorTypesTests {
    static let point = "struct Point {\n    var x: Int\n    var y: Int = 0\n    mutating func move(by d: Int) { x += d; y += d }\n    func sum() -> Int { x + y }\n    static let origin = Point(x: 0)\n}"

    @Test func structsHaveValueSemantics() {
        let out = evaluate([Self.point, "var p = Point(x: 1)", "var q = p", "q.x = 100", "p", "q"])
        #expect(out.hasSuffix("$R0: Point = Point(x: 1, y: 0)\n$R1: Point = Point(x: 100, y: 0)\n"))
    }

    @Test func mutatingMethodsWriteBackToTheReceiver() {
        let out = evaluate([Self.point, "var p = Point(x: 1, y: 2)", "p.move(by: 3)", "p", "p.sum()", "Point.origin"])
        #expect(out.hasSuffix("$R0: Point = Point(x: 4, y: 5)\n$R1: Int = 9\n$R2: Point = Point(x: 0, y: 0)\n"))
    }

    @Test func nestedFieldsAndElementsAreAssignedInPlace() {
        let out = evaluate([
            "struct Inner { var n: Int = 0 }",
            "struct Box { var items: [Int] = []; var inner: Inner = Inner() }",
            "var b = Box()", "b.items.append(1)", "b.items.append(2)", "b.items[0] = 10",
            "b.inner.n += 5", "b",
            "var d = [\"a\": [1]]", "d[\"a\"]!.append(2)", "d[\"b\"] = [3]", "d",
        ])
        #expect(out.contains("$R0: Box = Box(items: [10, 2], inner: Inner(n: 5))\n"))
        #expect(out.hasSuffix("$R1: [String: [Int]] = [\"a\": [1, 2], \"b\": [3]]\n"))
    }

    @Test func explicitInitializersRunWithSelf() {
        let out = evaluate([
            "struct Temp {\n    var celsius: Double\n    init(fahrenheit: Double) { celsius = (fahrenheit - 32) / 1.8 }\n}",
            "Temp(fahrenheit: 212).celsius",
        ])
        #expect(out.hasSuffix("$R0: Double = 100.0\n"))
    }

    @Test func enumsWithPayloadsAndSwitch() {
        let out = evaluate([
            "enum Shape {\n    case circle(radius: Double)\n    case rect(w: Double, h: Double)\n    case point\n}",
            "func area(_ s: Shape) -> Double {\n    switch s {\n    case .circle(let r): return 3.0 * r * r\n    case let .rect(w, h) where w == h: return w * w\n    case .rect(let w, let h): return w * h\n    case .point: return 0\n    }\n}",
            "[Shape.circle(radius: 1), .rect(w: 2, h: 3), .rect(w: 2, h: 2), .point].map(area)",
            "Shape.rect(w: 1, h: 2)",
        ])
        #expect(out.contains("$R0: [Double] = [3.0, 6.0, 4.0, 0.0]\n"))
        #expect(out.hasSuffix("$R1: Shape = .rect(w: 1.0, h: 2.0)\n"))
    }

    @Test func genericEnumsAndMethodsOnThem() {
        let out = evaluate([
            "enum Tree {\n    case leaf\n    indirect case node(Tree, Int, Tree)\n    func sum() -> Int {\n        switch self {\n        case .leaf: return 0\n        case let .node(l, v, r): return l.sum() + v + r.sum()\n        }\n    }\n}",
            "Tree.node(.node(.leaf, 1, .leaf), 2, .leaf).sum()",
            "let r: Result<Int, String> = .success(2)", "r.map { $0 * 10 }",
        ])
        #expect(out.contains("$R0: Int = 3\n"))
        #expect(out.hasSuffix("$R1: Result<Int, String> = .success(20)\n"))
    }

    @Test func patterns() {
        let out = evaluate([
            "func classify(_ n: Int) -> String {\n    switch n {\n    case 0: return \"zero\"\n    case 1...9: return \"small\"\n    case let k where k < 0: return \"negative\"\n    default: return \"large\"\n    }\n}",
            "[0, 5, -3, 42].map(classify)",
            "func both(_ p: (Bool, Bool)) -> String {\n    switch p {\n    case (true, true): return \"both\"\n    case (true, _), (_, true): return \"one\"\n    default: return \"none\"\n    }\n}",
            "both((false, true))",
            "let maybe: Int? = 4",
            "if case let v? = maybe { print(v) }",
            "switch maybe { case .some(let v) where v > 3: print(\"big\", v)\ndefault: print(\"other\") }",
            "let (a, b) = (1, \"two\")",
        ])
        #expect(out.contains("$R0: [String] = [\"zero\", \"small\", \"negative\", \"large\"]\n"))
        #expect(out.contains("$R1: String = \"one\"\n"))
        #expect(out.contains("4\nbig 4\n"))
        #expect(out.hasSuffix("a: Int = 1\nb: String = \"two\"\n"))
    }

    @Test func optionals() {
        let out = evaluate([
            "let some: Int? = 5", "let none: Int? = nil",
            "some ?? 0", "none ?? 0", "some!", "some == 5", "none == nil",
            "let names: [String]? = [\"Ada\"]", "names?.count", "let no: [String]? = nil", "no?.count",
            "func describe(_ n: Int?) -> String {\n    guard let n else { return \"none\" }\n    return \"value \\(n)\"\n}",
            "describe(3)", "describe(nil)",
        ])
        #expect(out.contains("$R0: Int = 5\n$R1: Int = 0\n$R2: Int = 5\n$R3: Bool = true\n$R4: Bool = true\n"))
        #expect(out.contains("$R5: Int? = 1\n"))
        #expect(out.contains("$R6: Int? = nil\n"))
        #expect(out.hasSuffix("$R7: String = \"value 3\"\n$R8: String = \"none\"\n"))
    }

    @Test func loopsAndControlFlow() {
        let out = evaluate([
            "var total = 0",
            "for i in 1...10 {\n    if i % 2 == 0 { continue }\n    if i > 7 { break }\n    total += i\n}",
            "total",
            "var k = 0", "repeat { k += 3 } while k < 10", "k",
            "var n = 27", "var steps = 0", "while n != 1 { n = n % 2 == 0 ? n / 2 : 3 * n + 1; steps += 1 }", "steps",
            "for (name, age) in [\"Ada\": 36] { print(name, age) }",
            "for (i, c) in [\"a\", \"b\"].enumerated() where i > 0 { print(i, c) }",
        ])
        #expect(out.contains("$R0: Int = 16\n"))
        #expect(out.contains("$R1: Int = 12\n"))
        #expect(out.contains("$R2: Int = 111\n"))
        #expect(out.hasSuffix("Ada 36\n1 b\n"))
    }

    @Test func stringInterpolationUsesPlainForms() {
        let out = evaluate(["let name = \"Ada\"", "\"\\(name) has \\([1, 2]) and \\(\"q\") and \\(1.5)\""])
        #expect(out.hasSuffix("$R0: String = \"Ada has [1, 2] and q and 1.5\"\n"))
    }

    @Test func inoutClosuresOfConfigure() {
        let out = evaluate([
            "struct Label { var text: String = \"\"; var lines: Int = 1 }",
            "configure(Label()) { $0.text = \"Hi\"; $0.lines += 1 }",
            "configure([1]) { $0.append(2) }",
        ])
        #expect(out.hasSuffix("$R0: Label = Label(text: \"Hi\", lines: 2)\n$R1: [Int] = [1, 2]\n"))
    }
}
