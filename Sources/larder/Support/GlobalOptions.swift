import ArgumentParser
import LarderKit

/// Options every command takes: where the data lives and how to print.
struct GlobalOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Data directory (default: $LARDER_HOME, $XDG_DATA_HOME/larder, ~/.local/share/larder).", valueName: "dir"))
    var dataDir: String?

    @Flag(name: .long, help: "Print the result as JSON.")
    var json = false

    @Option(name: .long, help: "Colour: auto (only on a terminal, never with NO_COLOR), always or never.")
    var color: ColorChoice = .auto

    /// The application core for these options.
    var app: LarderApp { LarderApp(paths: LarderPaths.resolve(dataDirectory: dataDir)) }

    /// The terminal styling for standard output.
    var terminal: Terminal { Terminal(choice: color, stream: .standardOutput) }
}

/// When to colour output.
enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
    case auto, always, never
}
