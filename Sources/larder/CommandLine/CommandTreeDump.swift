import Foundation

/// The command tree as JSON (`larder --experimental-dump-help`), in the shape ArgumentParser's dump had,
/// so that tests walk the commands the binary really has.
enum CommandTreeDump {
    /// The dump of the tree under `root`.
    static func json(_ root: CommandSpec) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(Dump(serializationVersion: 0, command: Node(root)))
    }

    struct Dump: Encodable {
        var serializationVersion: Int
        var command: Node
    }

    /// One command.
    struct Node: Encodable {
        var commandName: String
        var abstract: String
        var discussion: String?
        var defaultSubcommand: String?
        var arguments: [Argument]?
        var subcommands: [Node]?

        init(_ spec: CommandSpec) {
            commandName = spec.name
            abstract = spec.abstract
            discussion = spec.discussion.isEmpty ? nil : spec.discussion
            defaultSubcommand = spec.defaultSubcommand
            arguments = spec.run == nil ? nil : spec.arguments.map(Argument.init)
            subcommands = spec.subcommands.isEmpty ? nil : spec.subcommands.map(Node.init)
        }
    }

    /// One argument: `kind` is positional, option or flag.
    struct Argument: Encodable {
        struct Name: Encodable {
            var kind: String
            var name: String
        }

        var kind: String
        var names: [Name]?
        var valueName: String
        var abstract: String
        var defaultValue: String?
        var allValues: [String]?
        var isOptional: Bool
        var isRepeating: Bool

        init(_ spec: ArgumentSpec) {
            switch spec.kind {
            case .positional: kind = "positional"
            case .option: kind = "option"
            case .flag: kind = "flag"
            }
            if spec.kind != .positional {
                names = [Name(kind: "long", name: spec.name)] + (spec.short.map { [Name(kind: "short", name: String($0))] } ?? [])
            }
            valueName = spec.valueName
            abstract = spec.help
            defaultValue = spec.defaultText
            allValues = spec.choices.isEmpty ? nil : spec.choices
            isOptional = !spec.isRequired
            isRepeating = spec.arity == .repeated
        }
    }
}
