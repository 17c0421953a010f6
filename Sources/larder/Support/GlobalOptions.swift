import ArgumentParser
import LarderKit

/// Options every command takes: where the data lives and how to print.
struct GlobalOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Data directory (default: $LARDER_HOME, $XDG_DATA_HOME/larder, ~/.local/share/larder).", valueName: "dir"))
    var dataDir: String?

    @Flag(name: .long, help: "Print the result as JSON (errors too, as {\"error\": …} on stderr).")
    var json = false

    @Option(name: .long, help: "Colour: auto (only on a terminal, never with NO_COLOR), always or never.")
    var color: ColorChoice = .auto

    /// A session over the data directory; warnings go to stderr.
    func session() -> LarderSession {
        LarderSession(dataDirectory: dataDir, onWarning: { Output.diagnostic("larder: warning: " + $0) })
    }

    /// The terminal styling for standard output.
    var terminal: Terminal { Terminal(choice: color, stream: .standardOutput) }

    /// Prints `value` as JSON when `--json` is set; returns whether it did.
    func printedJSON<T: Encodable>(_ value: T) throws -> Bool {
        guard json else { return false }
        try Output.json(value)
        return true
    }
}

/// When to colour output.
enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
    case auto, always, never
}
