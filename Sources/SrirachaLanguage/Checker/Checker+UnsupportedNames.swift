/// Names of Apple's frameworks that Swift programs reach for and Sriracha does not have: an
/// unknown name among them is reported as the missing feature it is, not as a typo.
extension Checker {
    /// What is said of each such name: the feature it belongs to, and why or what to do instead.
    static let unsupportedNames: [String: (feature: String, help: String)] = {
        var table: [String: (feature: String, help: String)] = [:]
        let concurrency = ("concurrency", "Sriracha runs one thing at a time: call the code directly")
        for n in ["DispatchQueue", "DispatchGroup", "DispatchSemaphore", "DispatchWorkItem", "DispatchTime",
                  "OperationQueue", "BlockOperation", "Thread", "Timer", "RunLoop", "NSLock",
                  "withCheckedContinuation", "withCheckedThrowingContinuation", "usleep", "sleep"] {
            table[n] = concurrency
        }
        let pointers = ("unsafe pointers", "Sriracha values are never reached through raw memory: pass the value, or `inout`")
        for n in ["UnsafePointer", "UnsafeMutablePointer", "UnsafeRawPointer", "UnsafeMutableRawPointer",
                  "UnsafeBufferPointer", "UnsafeMutableBufferPointer", "OpaquePointer", "withUnsafePointer",
                  "withUnsafeMutablePointer", "withUnsafeBytes", "withUnsafeMutableBytes", "malloc", "free",
                  "MemoryLayout", "unsafeBitCast"] {
            table[n] = pointers
        }
        let system = ("Foundation's files, networking and system services",
                      "Sriracha programs compute and print: there is no file system, network or clock to reach")
        for n in ["URL", "URLSession", "URLRequest", "URLComponents", "FileManager", "FileHandle", "Bundle",
                  "UserDefaults", "NotificationCenter", "ProcessInfo", "JSONSerialization", "PropertyListEncoder",
                  "PropertyListDecoder", "NSRegularExpression",
                  "NSPredicate", "NSString", "NSNumber", "NSObject", "NSArray", "NSDictionary", "NSError", "Locale",
                  "TimeZone", "Calendar", "DateComponents", "UUID", "NumberFormatter", "CFAbsoluteTimeGetCurrent",
                  "arc4random", "arc4random_uniform", "drand48", "exit"] {
            table[n] = system
        }
        table["Date"] = ("Foundation's clock",
                         "a program's output may not depend on when it runs; `import Widgets` has a `Date` made "
                             + "from its parts, `Date(year: 2024, month: 5, day: 1)`")
        // Timing a computation: `let start = NSDate(); …; -start.timeIntervalSinceNow`.
        table["NSDate"] = ("Foundation's clock", "a program's output may not depend on when it runs")
        for n in ["DateFormatter", "ISO8601DateFormatter", "DateInterval"] { table[n] = system }
        // Apple's user-interface frameworks: the lessons' stand-ins are in the `Widgets` module.
        let ui = ("UIKit and SwiftUI", "`import Widgets` gives stand-ins for the views the lessons use "
                      + "(`Label`, `Button`, `TextField`, `View`, `UIViewController`)")
        for n in ["UIView", "UILabel", "UIButton", "UITextField", "UIColor", "UIFont", "UIImage", "UIImageView",
                  "UITableView", "UITableViewCell", "UITableViewDataSource", "UITableViewDelegate",
                  "UICollectionView", "UIStackView", "UINavigationController", "UIApplication",
                  "UIApplicationDelegate", "UIWindow", "UIScreen", "UIAlertController", "CGFloat", "CGRect",
                  "CGPoint", "CGSize", "NSLayoutConstraint", "Published"] {
            table[n] = ui
        }
        // Without `import Widgets`: the module has this one.
        table["UIViewController"] = ui
        let input = ("reading input", "`readLine()` gives the lines of a program's input under `sriracha run`")
        table["stdin"] = input
        return table
    }()

    /// Reports `name` as an unsupported feature when it is one; false for any other name.
    func reportUnsupportedName(_ name: String, at range: SourceRange) -> Bool {
        guard let entry = Checker.unsupportedNames[name] else { return false }
        error("`\(name)` is not supported (\(entry.feature))", at: range, helps: [entry.help])
        reportedUnknownName = true
        return true
    }

    /// `String(contentsOfFile:)`, `String(contentsOf: url)`: reading a file, refused by name
    /// rather than as a call no initializer takes.
    func reportUnsupportedInitializer(_ callee: Expr, _ arguments: [Argument]) -> Bool {
        guard case .identifier("String") = callee.kind, let label = arguments.first?.label,
              label == "contentsOfFile" || label == "contentsOf" else { return false }
        error("`String(\(label):)` is not supported (Foundation's files, networking and system services)",
              at: callee.range.union(arguments[0].value.range),
              helps: ["Sriracha programs compute and print: write the data in the program, e.g. as a multi-line string literal"])
        discardArguments(arguments)
        return true
    }
}
