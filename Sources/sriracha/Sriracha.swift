import ArgumentParser
import Foundation
import LineEditing
import SrirachaREPL
import SrirachaSession
import SrirachaTranscript

/// `sriracha`: the REPL on a terminal, otherwise a script read from standard input.
/// Exit status: 0 success, 1 a script error or test failure, 2 bad usage or an unreadable file.
@main
struct Sriracha: ParsableCommand {
    static let version = "0.1.0"

    /// `--version`: the version and the kind of build.
    static var versionText: String {
        #if DEBUG
        let build = "debug build"
        #else
        let build = "release build"
        #endif
        return "sriracha \(version) (\(build))"
    }

    static let configuration = CommandConfiguration(
        commandName: "sriracha",
        abstract: "A REPL playground for functional composition, in a small language that reads like Swift.",
        discussion: """
            Without a subcommand: the REPL when standard input is a terminal, otherwise standard \
            input runs as a script named `<stdin>`, exactly as `sriracha run` would run it.
            Exit status: 0 success, 1 a script error or test failure, 2 bad usage or an unreadable file.
            """,
        version: versionText,
        subcommands: [Repl.self, Run.self, Test.self, Present.self]
    )

    @OptionGroup var display: DisplayOptions

    func run() throws {
        if Terminal.inputIsTerminal {
            try Self.startREPL(loading: [], display: display)
        } else {
            var options = Session.Options()
            options.maxMemoryBytes = TestOptions.defaultMaxMemoryMB << 20
            let input: String
            switch Script.readStandardInput() {
            case .success(let text): input = text
            case .failure(let problem):
                StandardStream.error.write(problem.description + "\n")
                throw ExitCode(2)
            }
            let code = Script.run([("<stdin>", input)], in: Session(options: options),
                                  output: OutputWriter(flushEachWrite: Terminal.outputIsTerminal))
            if code != 0 { throw ExitCode(code) }
        }
    }

    /// Like the generated `main`, except that bad usage exits with 2, not 64.
    static func main() {
        // `sriracha run FILE…` with no options, the common case, skips the argument parser:
        // building its command tree took a third of the start-up (the runtime's conformance
        // lookups). Anything else, `--help` included, goes through it.
        if let files = plainRunFiles(CommandLine.arguments) {
            do {
                try Run.execute(files: files, quiet: Run.isProgram(files), color: DisplayOptions.automaticColor)
            } catch {
                exit(withError: error)
            }
            return
        }
        // `sriracha test PATH…` likewise: a transcript run then costs what its statements cost.
        if let paths = plainArguments(of: "test", CommandLine.arguments) {
            let code = Test.execute(paths: paths, color: DisplayOptions.automaticColor)
            if code != 0 { exit(withError: ExitCode(code)) }
            return
        }
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            if exitCode(for: error) == .validationFailure {
                StandardStream.error.write(fullMessage(for: error) + "\n")
                Foundation.exit(2)
            }
            exit(withError: error)
        }
    }

    /// The files of `sriracha run FILE…` when nothing else is on the command line (no option,
    /// no `--`, no `help`); nil otherwise.
    static func plainRunFiles(_ arguments: [String]) -> [String]? {
        plainArguments(of: "run", arguments)
    }

    /// The paths after `command` when nothing else is on the command line (no option, no `--`,
    /// no `help`); nil otherwise.
    static func plainArguments(of command: String, _ arguments: [String]) -> [String]? {
        guard arguments.count >= 3, arguments[1] == command else { return nil }
        let paths = Array(arguments.dropFirst(2))
        guard paths.allSatisfy({ !$0.isEmpty && !$0.hasPrefix("-") && $0 != "help" }) else { return nil }
        return paths
    }

    /// The REPL: libedit, colour and history when both ends are a terminal; otherwise entries
    /// are read from standard input without prompts and run one by one, going on after errors.
    static func startREPL(loading paths: [String], display: DisplayOptions) throws {
        let files = try readFiles(paths)
        let interactive = Terminal.inputIsTerminal && Terminal.outputIsTerminal
        var options = Session.Options()
        options.color = display.color == .auto ? interactive && display.useColor : display.useColor
        // Only a person at a terminal may write files (`:save`) or start an editor (`:edit`);
        // piped input is a script.
        let session = Session(options: options, capabilities: Terminal.inputIsTerminal ? .interactive : [])
        var terminalREPL: REPL?
        if interactive {
            terminalREPL = REPL.onTerminal(engine: session, color: options.color, historyPath: HistoryFile.defaultPath())
        }
        let repl = terminalREPL ?? REPL.plain(engine: session)
        if terminalREPL != nil {
            print("Sriracha \(version) · :help lists the commands · Ctrl-D leaves")
        }
        for file in files { repl.load(file.text, fileName: file.name) }
        repl.run()
        if repl.exitStatus != 0 { throw ExitCode(repl.exitStatus) }
    }

    /// Reads every file before anything runs, so a typo in the last name costs nothing.
    static func readFiles(_ paths: [String]) throws -> [(name: String, text: String)] {
        try paths.map { path in
            switch Script.read(path) {
            case .success(let text): return (path, text)
            case .failure(let problem):
                StandardStream.error.write(problem.description + "\n")
                throw ExitCode(2)
            }
        }
    }
}
