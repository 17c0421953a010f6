/// The help `--help`, `-h` and `help COMMAND` print: OVERVIEW, USAGE, ARGUMENTS, OPTIONS and SUBCOMMANDS,
/// wrapped to 80 columns with the descriptions from column 26.
enum HelpText {
    /// Columns a line may fill (with the text's last word; a line that goes on keeps the space after its last word inside it too).
    static let width = 80
    static let column = 26

    /// The help of the last command of `path` (the commands from `larder` down).
    static func render(_ path: [CommandSpec]) -> String {
        let command = path.last!
        let invocation = path.map(\.name).joined(separator: " ")
        var out = wrap("OVERVIEW: " + command.abstract, indent: 0) + "\n\n"
        if !command.discussion.isEmpty {
            out += command.discussion.split(separator: "\n", omittingEmptySubsequences: false)
                .map { wrap(String($0), indent: 0) }.joined(separator: "\n") + "\n\n"
        }
        out += "USAGE: " + usage(command, invocation: invocation) + "\n\n"
        let positionals = command.arguments.filter { $0.kind == .positional }
        if !positionals.isEmpty {
            out += "ARGUMENTS:\n"
            for spec in positionals { out += row("<\(spec.valueName)>", description(spec)) }
            out += "\n"
        }
        out += "OPTIONS:\n"
        for spec in command.arguments where spec.kind != .positional {
            let name = spec.short.map { "-\($0), --\(spec.name)" } ?? "--\(spec.name)"
            out += row(spec.kind == .flag ? name : "\(name) <\(spec.valueName)>", description(spec))
        }
        out += row("--version", "Show the version.") + row("-h, --help", "Show help information.") + "\n"
        if !command.subcommands.isEmpty {
            out += "SUBCOMMANDS:\n"
            for sub in command.subcommands {
                out += row(sub.name + (sub.name == command.defaultSubcommand ? " (default)" : ""), sub.abstract)
            }
            out += "\n  See '\(path.first!.name) help \(path.dropFirst().map { $0.name + " " }.joined())<subcommand>' for detailed help.\n"
        }
        return out
    }

    /// `larder show <recipe> ... [--servings <servings>] …`; a command of more than 12 arguments shows
    /// its optional options as `[<options>]`.
    static func usage(_ command: CommandSpec, invocation: String) -> String {
        if !command.subcommands.isEmpty { return invocation + " <subcommand>" }
        guard command.arguments.count > 12 else { return ([invocation] + command.arguments.map(synopsis)).joined(separator: " ") }
        let shown = command.arguments.filter { $0.kind == .positional || $0.isRequired }.map(synopsis)
        return ([invocation, "[<options>]"] + shown).joined(separator: " ")
    }

    /// One argument in the usage line: `[--units <units>]`, `<recipe> ...`, `[--tag <tag> ...]`.
    static func synopsis(_ spec: ArgumentSpec) -> String {
        var text: String
        switch spec.kind {
        case .positional: text = "<\(spec.valueName)>"
        case .flag: text = "--\(spec.name)"
        case .option: text = "--\(spec.name) <\(spec.valueName)>"
        }
        if spec.arity == .repeated { text += " ..." }
        return spec.isRequired ? text : "[\(text)]"
    }

    /// The help of an argument with its values and default: `… (values: drink, dish; default: drink)`.
    static func description(_ spec: ArgumentSpec) -> String {
        var notes: [String] = []
        if !spec.choices.isEmpty { notes.append("values: " + spec.choices.joined(separator: ", ")) }
        if let value = spec.defaultText { notes.append("default: " + value) }
        return notes.isEmpty ? spec.help : spec.help + " (" + notes.joined(separator: "; ") + ")"
    }

    /// `  label` then the wrapped text from column 26 (from column `2 + label + 1` for a label of 23
    /// characters; on the next line for a longer one).
    static func row(_ label: String, _ text: String) -> String {
        let body = wrap(text, indent: column)
        let lead = "  " + label
        if lead.count > column - 1 { return lead + "\n" + String(repeating: " ", count: column) + body + "\n" }
        return lead + String(repeating: " ", count: max(1, column - lead.count)) + body + "\n"
    }

    /// `text` wrapped at word boundaries to ``width`` columns, lines after the first indented by `indent`
    /// (the first line starts at `indent` too, whose leading spaces the caller writes).
    static func wrap(_ text: String, indent: Int) -> String {
        var lines: [String] = []
        var line = ""
        let words = text.split(separator: " ", omittingEmptySubsequences: true)
        for (index, word) in words.enumerated() {
            let trailing = index == words.count - 1 ? 0 : 1
            if line.isEmpty {
                line = String(word)
            } else if indent + line.count + 1 + word.count + trailing <= width {
                line += " " + word
            } else {
                lines.append(line)
                line = String(word)
            }
        }
        lines.append(line)
        return lines.joined(separator: "\n" + String(repeating: " ", count: indent))
    }
}
