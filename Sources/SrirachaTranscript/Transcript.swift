import SrirachaSession

/// Options of `sriracha test`, as the command line parsed them.
public struct TestOptions: Sendable {
    public var paths: [String]
    public var update = false
    public var jobs: Int? = nil
    public var timeoutSeconds: Double = 10
    public var filter: String? = nil
    /// nil for the human report; "tap", "junit" or "json".
    public var format: String? = nil
    /// Colour in the report (only when standard output is a terminal and NO_COLOR is unset).
    public var color = false
    public init(paths: [String]) { self.paths = paths }
}

/// Entry points the `sriracha` executable calls.
public enum TranscriptCommand {
    /// `sriracha test …`: returns the exit code (0 all passed, 1 failures, 2 bad usage or an
    /// unreadable file). Writes its report to standard output / error.
    public static func test(_ options: TestOptions) -> Int32 {
        fatalError("sriracha test is being built")
    }

    /// `sriracha run --record FILE`: the file with fresh annotations, for standard output.
    public static func record(path: String) throws -> String {
        fatalError("sriracha run --record is being built")
    }
}
