import Foundation

extension Builtins {
    /// What the prelude's `compare(_:)`, `caseInsensitiveCompare(_:)`, `localizedCompare(_:)`,
    /// `localizedCaseInsensitiveCompare(_:)` and `localizedStandardCompare(_:)` ask Foundation
    /// (see `extension String` in Prelude.sri): -1, 0 or 1, the raw value of the
    /// `ComparisonResult` the prelude makes of it. Foundation's own answers, so that a sort by
    /// them orders as it does in Swift.
    static let stringComparison: [NativeFunction] = [ordered]

    private static let ordered: NativeFunction = {
        let native = NativeFunction.method("String", "_ordered", [nil, "how", "options"], "(String, Int, Int) -> Int") { args in
            let (a, b) = (try string(args[0]), try string(args[1]))
            let result: ComparisonResult
            switch try int(args[2]) {
            case 1: result = a.caseInsensitiveCompare(b)
            case 2: result = a.localizedCompare(b)
            case 3: result = a.localizedCaseInsensitiveCompare(b)
            case 4: result = a.localizedStandardCompare(b)
            default: result = a.compare(b, options: String.CompareOptions(rawValue: UInt(truncatingIfNeeded: try int(args[3]))))
            }
            return .int(result.rawValue)
        }
        native.isListed = false
        return native
    }()
}
