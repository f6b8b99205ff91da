import ArgumentParser
import SrirachaREPL

/// `--color always|never|auto`, shared by every command.
struct DisplayOptions: ParsableArguments {
    enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
        case auto, always, never
    }

    @Option(name: .customLong("color"),
            help: "Colour: auto (on a terminal unless NO_COLOR is set), always or never.")
    var color: ColorChoice = .auto

    /// Whether to colour what goes to standard output.
    var useColor: Bool {
        switch color {
        case .always: return true
        case .never: return false
        case .auto: return DisplayOptions.automaticColor
        }
    }

    /// `--color auto`: on a terminal unless NO_COLOR is set.
    static var automaticColor: Bool { Terminal.outputIsTerminal && Terminal.colorAllowed() }
}
