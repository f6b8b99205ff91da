import ArgumentParser
import Foundation
import enum SrirachaLanguage.Printer
import SrirachaREPL
import SrirachaSession
import SrirachaTranscript

struct Repl: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Start the REPL, optionally loading files first.")

    @Option(parsing: .upToNextOption, help: "Files to run into the session before the first prompt.",
            completion: .file(extensions: ["sri"]))
    var load: [String] = []

    @OptionGroup var display: DisplayOptions

    func run() throws {
        try Sriracha.startREPL(loading: load, display: display)
    }
}

struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run scripts and lessons; stop with exit status 1 at the first error.",
        discussion: "The files run in order in one session. Output and errors go to standard output, "
            + "exactly as the REPL shows them; a .swift program prints only its own output. "
            + "A Markdown lesson (.md) runs its `sriracha` code blocks."
    )

    @Argument(help: "The scripts (.sri), Swift programs (.swift) or lessons (.md).",
              completion: .file(extensions: ["sri", "swift", "md"]))
    var files: [String]

    @Flag(help: "Print each file with fresh `//>` annotations instead of running it plainly.")
    var record = false

    @Flag(name: [.short, .long], help: "Print only what the program prints, and errors: no result lines.")
    var quiet = false

    @Flag(help: "Print result lines for .swift files too (a .swift program prints only its own output).")
    var results = false

    @OptionGroup var display: DisplayOptions

    @Option(help: "Seconds a statement may run before it fails.")
    var timeout: Double?

    @Option(help: "Evaluation steps a statement may take before it fails.")
    var maxSteps: Int?

    @Option(help: "Megabytes of memory the run may use before a statement fails (default: 2048).")
    var maxMemory: Int?

    func validate() throws {
        if let timeout, !(timeout > 0) { throw ValidationError("--timeout must be a positive number of seconds") }
        if let maxSteps, maxSteps <= 0 { throw ValidationError("--max-steps must be a positive number") }
        if let maxMemory, maxMemory <= 0 { throw ValidationError("--max-memory must be a positive number of megabytes") }
    }

    func run() throws {
        try Run.execute(files: files, record: record, quiet: quiet || (Run.isProgram(files) && !results), color: display.useColor, timeout: timeout,
                        maxSteps: maxSteps, maxMemory: maxMemory)
    }

    /// Whether the files are Swift programs (`.swift`), which print what swiftc's binary would:
    /// their own output and errors, no result lines.
    static func isProgram(_ files: [String]) -> Bool {
        !files.isEmpty && files.allSatisfy { $0.hasSuffix(".swift") }
    }

    /// `sriracha run` with its options read.
    static func execute(files: [String], record: Bool = false, quiet: Bool = false, color: Bool,
                        timeout: Double? = nil, maxSteps: Int? = nil, maxMemory: Int? = nil) throws {
        let sources = try Sriracha.readFiles(files)
        if record {
            for file in sources {
                do {
                    StandardStream.output.write(try TranscriptCommand.record(
                        path: file.name, timeoutSeconds: timeout ?? 10,
                        maxSteps: maxSteps ?? TestOptions.defaultMaxSteps, makeRunner: { SessionRunner() }))
                } catch {
                    let message = "\(error)"
                    StandardStream.error.write((message.hasPrefix("error:") ? "" : "error: ") + message + "\n")
                    throw ExitCode(2)
                }
                if let failure = StandardStream.output.failure {
                    StandardStream.error.write("error: cannot write the output: \(failure)\n")
                    throw ExitCode(2)
                }
            }
            return
        }
        var options = Session.Options()
        options.timeoutSeconds = timeout
        options.maxSteps = maxSteps
        options.maxMemoryBytes = (maxMemory ?? TestOptions.defaultMaxMemoryMB) << 20
        options.resultLines = !quiet
        options.color = color
        // A program run from a file has standard input to itself: `readLine()` reads it.
        let input = StandardInputLines()
        options.readLine = { input.next(stripping: $0, shouldStop: $1) }
        // As `swift file.swift` does, the program's module is named after its (first) file:
        // `print` shows a class instance of `hello.swift` as `hello.Dog`.
        if let first = files.first {
            let base = ModuleName.of(path: first)
            if !base.isEmpty { Printer.moduleName = base }
        }
        let session = Session(options: options)
        let code = Script.run(sources, in: session, output: OutputWriter(flushEachWrite: Terminal.outputIsTerminal))
        // The process ends next. Freeing everything the session built (the prelude's checked
        // and compiled declarations, every value) would cost more than a short script takes to
        // run, so that memory is left to the system.
        _ = Unmanaged.passRetained(session)
        if code != 0 { throw ExitCode(code) }
    }
}

struct Test: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Replay transcripts (.sri) and lessons (.md) and compare their annotations."
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case tap, junit, json
    }

    @Argument(help: "Files, or folders searched for .sri and .md files.", completion: .file())
    var paths: [String]

    @Flag(help: "Rewrite the annotations from a real run instead of comparing.")
    var update = false

    @Option(help: "Files tested at the same time (default: one per core).")
    var jobs: Int?

    @Option(help: "Seconds a statement may run before it fails.")
    var timeout: Double = 10

    @Option(help: "Evaluation steps a statement may take before it fails.")
    var maxSteps: Int = TestOptions.defaultMaxSteps

    @Option(help: "Megabytes of memory the test run may use before a statement fails.")
    var maxMemory: Int = TestOptions.defaultMaxMemoryMB

    @Option(help: "Only files whose path contains this text.")
    var filter: String?

    @Option(help: "A report for tools instead of people: tap, junit or json.")
    var format: Format?

    @OptionGroup var display: DisplayOptions

    func validate() throws {
        if let jobs, jobs <= 0 { throw ValidationError("--jobs must be a positive number") }
        if !(timeout > 0) { throw ValidationError("--timeout must be a positive number of seconds") }
        if maxSteps <= 0 { throw ValidationError("--max-steps must be a positive number") }
        if maxMemory <= 0 { throw ValidationError("--max-memory must be a positive number of megabytes") }
    }

    /// `sriracha test PATH…` with every option at its default.
    static func execute(paths: [String], color: Bool) -> Int32 {
        // `TestOptions` defaults to what the options above default to.
        var options = TestOptions(paths: paths)
        options.color = color
        return TranscriptCommand.test(options)
    }

    func run() throws {
        var options = TestOptions(paths: paths)
        options.update = update
        options.jobs = jobs
        options.timeoutSeconds = timeout
        options.maxSteps = maxSteps
        options.maxMemoryMB = maxMemory
        options.filter = filter
        options.format = format?.rawValue
        options.color = display.useColor
        let code = TranscriptCommand.test(options)
        if code != 0 { throw ExitCode(code) }
    }
}
