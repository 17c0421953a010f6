import LarderKit

/// Options every command takes: where the data lives and how to print.
struct GlobalOptions {
    static let arguments = ArgumentGroup([Key.dataDir, Key.json, Key.color])

    /// The arguments, read back through `parsed[Key.…]`.
    enum Key {
        static let dataDir = Option<String>("data-dir", valueName: "dir",
            help: "Data directory (default: $LARDER_HOME, $XDG_DATA_HOME/larder, ~/.local/share/larder).")
        static let json = Flag("json", help: "Print the result as JSON (errors too, as {\"error\": …} on stderr).")
        static let color = DefaultedOption<ColorChoice>("color", default: .auto,
            help: "Colour: auto (only on a terminal, never with NO_COLOR), always or never.")
    }

    let dataDir: String?
    let json: Bool
    let color: ColorChoice
    /// Where ``session()`` keeps what it creates.
    let sessions: OpenedSessions

    /// A session over the data directory, kept until the process ends; warnings go to stderr.
    func session() -> LarderSession {
        sessions.keep(LarderSession(dataDirectory: dataDir, onWarning: { Output.diagnostic("larder: warning: " + $0) }))
    }

    /// The terminal styling for standard output.
    var terminal: Terminal { Terminal(choice: color, stream: .standardOutput) }

    /// Prints `value` as JSON when `--json` is set; returns whether it did.
    func printedJSON<T: Encodable>(_ value: T) throws -> Bool {
        guard json else { return false }
        try Output.json(value)
        return true
    }

    init(_ parsed: ParsedArguments) throws {
        dataDir = parsed[Key.dataDir]
        json = parsed[Key.json]
        color = parsed[Key.color]
        sessions = parsed.sessions
        // An empty --data-dir (an unset variable, `--data-dir "$DIR"`) must not fall back to the default folder.
        if let dataDir, dataDir.isBlank { throw UsageError("--data-dir needs a path") }
    }
}

/// When to colour output.
enum ColorChoice: String, ArgumentValue, CaseIterable {
    case auto, always, never
}
