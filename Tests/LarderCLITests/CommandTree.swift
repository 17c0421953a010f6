import Foundation

/// Every command `larder` has, read from its own help dump (`--experimental-dump-help`), so a command
/// added later is covered by the tests that walk this tree without anyone listing it.
struct CommandTree {
    /// One command that can be run: its path below `larder`, its positional arguments and its options.
    struct Command {
        /// The words after `larder`, e.g. `["fav", "add"]`.
        var path: [String]
        /// How many positional arguments it takes (a repeating one counts once).
        var positionals: Int
        /// Whether some positional argument must be given.
        var needsPositional: Bool
        /// The long names of its options that take a value, e.g. `--limit`.
        var valueOptions: [Option]
        /// Whether it takes `--json`.
        var takesJSON: Bool
    }

    /// An option taking a value.
    struct Option {
        var name: String
        /// Whether its value is a number (its default is a number, or its value name says so).
        var isNumeric: Bool
    }

    /// A help dump that does not have the shape this reader expects.
    struct ShapeError: Error, CustomStringConvertible {
        var description: String
    }

    var commands: [Command]

    /// Reads the tree from the JSON `larder --experimental-dump-help` prints.
    init(dump: Data) throws {
        guard let root = try JSONSerialization.jsonObject(with: dump) as? [String: Any],
            let command = root["command"] as? [String: Any]
        else { throw ShapeError(description: "no `command` object in the help dump") }
        commands = []
        try walk(command, path: [])
    }

    private mutating func walk(_ node: [String: Any], path: [String]) throws {
        let arguments = node["arguments"] as? [[String: Any]] ?? []
        var positionals = 0, needsPositional = false, options: [Option] = [], json = false
        for argument in arguments {
            guard let kind = argument["kind"] as? String else { throw ShapeError(description: "an argument without a kind in \(path)") }
            let names = (argument["names"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
            switch kind {
            case "positional":
                positionals += 1
                if argument["isOptional"] as? Bool == false { needsPositional = true }
            case "option":
                guard let long = (argument["names"] as? [[String: Any]] ?? []).first(where: { $0["kind"] as? String == "long" })?["name"] as? String
                else { continue }
                let valueName = argument["valueName"] as? String ?? ""
                let numeric = (argument["defaultValue"] as? String).flatMap(Double.init) != nil
                    || ["n", "abv", "stars", "count", "number", "servings", "seed"].contains(valueName)
                options.append(Option(name: "--" + long, isNumeric: numeric))
            case "flag":
                if names.contains("json") { json = true }
            default:
                throw ShapeError(description: "an argument of unknown kind \(kind) in \(path)")
            }
        }
        let subcommands = node["subcommands"] as? [[String: Any]] ?? []
        if !path.isEmpty {
            commands.append(Command(path: path, positionals: positionals, needsPositional: needsPositional, valueOptions: options, takesJSON: json))
        }
        for sub in subcommands {
            guard let name = sub["commandName"] as? String else { throw ShapeError(description: "a subcommand without a name in \(path)") }
            try walk(sub, path: path + [name])
        }
    }
}
