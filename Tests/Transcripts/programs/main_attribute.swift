// A Swift program (swiftc -parse-as-library prints the same lines): the `@main` type's
// `static func main()` runs once the type is declared; the types it uses may come later.
@main
struct Tool {
    static func main() {
        let report = Report(items: [3, 1, 2])
        print(report.summary())
        print(Scale.times10(report.items.max()!))
    }
}
//> sorted: [1, 2, 3]
//> 30
struct Report {
    let items: [Int]
    func summary() -> String { "sorted: \(items.sorted())" }
}
enum Scale { static func times10(_ x: Int) -> Int { x * 10 } }
