/// A command that runs: it reads its arguments (checking how they go together) and then does its work.
protocol RunnableCommand {
    /// Reads the parsed arguments; throws ``UsageError`` when they do not go together.
    init(_ parsed: ParsedArguments) throws
    /// Calls LarderKit and prints.
    func run() throws
}

/// One command of `larder`: its name, help, arguments and either subcommands or what runs.
/// The parser, help, completion scripts, the man page and the tree dump all read this.
struct CommandSpec: Sendable {
    var name: String
    /// One line for lists of commands and the top of its help.
    var abstract: String
    /// More text for its help and the man page.
    var discussion: String
    var arguments: [ArgumentSpec]
    var subcommands: [CommandSpec]
    /// The subcommand that runs when none is named.
    var defaultSubcommand: String?
    /// What runs, given the parsed arguments (nil for a group of subcommands). It throws ``UsageError``
    /// when the arguments do not go together, before it does any work.
    var run: (@Sendable (ParsedArguments) throws -> Void)?

    /// A command whose work is `run`: for a command that is one call and one line of output.
    init(_ name: String, abstract: String, discussion: String = "", arguments: [any ArgumentKey] = [],
         run: @escaping @Sendable (ParsedArguments) throws -> Void) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.arguments = arguments.flatMap(\.specs)
        self.subcommands = []
        self.run = run
    }

    /// A command declared as a type: `command` reads its arguments in its initializer, then runs.
    init<Command: RunnableCommand>(_ name: String, abstract: String, discussion: String = "", arguments: [any ArgumentKey] = [],
                                   command: Command.Type) {
        self.init(name, abstract: abstract, discussion: discussion, arguments: arguments) { try Command($0).run() }
    }

    /// A group of subcommands, with the one that runs when none is named.
    init(_ name: String, abstract: String, discussion: String = "", subcommands: [CommandSpec], defaultSubcommand: String? = nil) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.arguments = []
        self.subcommands = subcommands
        self.defaultSubcommand = defaultSubcommand
        self.run = nil
    }

    /// The subcommand called `name`.
    func subcommand(_ name: String) -> CommandSpec? { subcommands.first { $0.name == name } }
}

/// A command line that does not fit the commands: one line on stderr, exit code 64.
struct UsageError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
