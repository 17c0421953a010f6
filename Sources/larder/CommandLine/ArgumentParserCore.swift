/// Reads a command line against the ``CommandSpec`` tree: the command it names and the values of its
/// arguments, or what else was asked for (help, the version, a completion script …).
///
/// Options take `--name value` or `--name=value` (a one-letter name `-o value`), anywhere among the
/// positionals; `--` ends the options. An option's value may not look like an option (`-x`, `--y`)
/// unless the option takes any value (negative numbers).
enum ArgumentParserCore {
    /// What a command line asks for.
    enum Request {
        /// Run the command at the end of `path` with these values.
        case run([CommandSpec], ParsedArguments)
        /// Print the help of the command at the end of `path`.
        case help([CommandSpec])
        case version
        /// Print the command tree as JSON (`--experimental-dump-help`).
        case dumpTree
        /// Print the completion script for a shell (`--generate-completion-script SHELL`).
        case completionScript(String)
        /// Print the man page (`--generate-manual`, hidden).
        case manual
        /// List completions for one argument (`---completion PATH… -- KEY INDEX OFFSET WORDS…`, what the scripts run).
        case complete(path: [CommandSpec], key: String, words: [String], index: Int)
    }

    /// The request `arguments` (the words after `larder`) make of the tree under `root`.
    static func parse(_ arguments: [String], root: CommandSpec) throws -> Request {
        if let first = arguments.first {
            switch first {
            case "--experimental-dump-help": return .dumpTree
            case "--generate-completion-script":
                guard arguments.count == 2 else { throw UsageError("Missing value for '--generate-completion-script <shell>'") }
                guard CompletionScript.Shell(rawValue: arguments[1]) != nil else {
                    throw UsageError("The value '\(arguments[1])' is invalid for '--generate-completion-script <shell>'. Please provide one of 'zsh', 'bash' or 'fish'.")
                }
                return .completionScript(arguments[1])
            case "--generate-manual": return .manual
            case "---completion": return try completionRequest(Array(arguments.dropFirst()), root: root)
            case "help":
                let words = Array(arguments.dropFirst())
                if let option = words.first(where: { looksLikeOption($0) && $0 != "-h" && $0 != "--help" }) {
                    throw UsageError("Unknown option '\(optionName(option))'")
                }
                return .help(helpPath(words, root: root))
            default: break
            }
        }
        var path = [root]
        var rest = arguments[...]
        while path.last!.run == nil {
            let group = path.last!
            guard let word = rest.first else {
                if let name = group.defaultSubcommand, let sub = group.subcommand(name) {
                    path.append(sub)
                    continue
                }
                return .help(path)
            }
            if word == "-h" || word == "--help" { return .help(path) }
            if word == "--version" { return .version }
            if let sub = group.subcommand(word) {
                path.append(sub)
                rest = rest.dropFirst()
            } else if let name = group.defaultSubcommand, let sub = group.subcommand(name) {
                path.append(sub)
            } else if word.hasPrefix("-") && word.count > 1 {
                throw UsageError("Unknown option '\(optionName(word))'")
            } else {
                throw UsageError("Unexpected argument '\(word)'")
            }
        }
        switch try values(Array(rest), for: path.last!) {
        case .values(let parsed): return .run(path, parsed)
        case .help: return .help(path)
        case .version: return .version
        }
    }

    /// What a runnable command's words hold.
    enum Outcome {
        case values(ParsedArguments)
        /// `-h` or `--help` among the options.
        case help
        /// `--version` among the options.
        case version
    }

    /// The values of a runnable command's arguments, unless help or the version was asked for.
    static func values(_ arguments: [String], for command: CommandSpec) throws -> Outcome {
        var parsed = ParsedArguments()
        var positionals: [String] = []
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let word = arguments[index]
            index += 1
            if optionsEnded || !looksLikeOption(word) {
                positionals.append(word)
                continue
            }
            if word == "--" {
                optionsEnded = true
                continue
            }
            if word == "-h" || word == "--help" { return .help }
            if word == "--version" { return .version }
            let name = optionName(word)
            let inline = word.firstIndex(of: "=").map { String(word[word.index(after: $0)...]) }
            let spec: ArgumentSpec?
            if name.hasPrefix("--") {
                let long = name.dropFirst(2)
                spec = command.arguments.first { $0.kind != .positional && $0.name == long }
            } else {
                spec = name.count == 2 ? command.arguments.first { $0.kind == .option && $0.short == name.last } : nil
            }
            guard let spec else { throw unknownOption(name, of: command) }
            let usedShort = !name.hasPrefix("--")
            if spec.kind == .flag {
                if inline != nil { throw UsageError("The flag '\(name)' takes no value") }
                parsed.words[spec.name, default: []].append("")
                continue
            }
            var value = inline
            if value == nil, index < arguments.count, spec.takesAnyValue || !looksLikeOption(arguments[index]) {
                value = arguments[index]
                index += 1
            }
            guard let value, inline?.isEmpty != true else {
                throw UsageError("Missing value for '\(spec.label(short: usedShort))'")
            }
            try check(value, for: spec, short: usedShort)
            parsed.words[spec.name, default: []].append(value)
        }
        var remaining = positionals[...]
        for spec in command.arguments where spec.kind == .positional {
            let taken = spec.arity == .repeated ? Array(remaining) : Array(remaining.prefix(1))
            remaining = remaining.dropFirst(taken.count)
            for value in taken { try check(value, for: spec, short: false) }
            if !taken.isEmpty { parsed.words[spec.name] = taken }
        }
        if let extra = remaining.first { throw UsageError("Unexpected argument '\(extra)'") }
        for spec in command.arguments where spec.isRequired && parsed.words[spec.name] == nil {
            throw UsageError("Missing expected argument '\(spec.label())'")
        }
        return .values(parsed)
    }

    /// Whether a word is an option (`-x`, `--name`, `--`) rather than a value; `-` alone is a value.
    static func looksLikeOption(_ word: String) -> Bool { word.hasPrefix("-") && word.utf8.count > 1 }

    /// `--name` of `--name=value`.
    private static func optionName(_ word: String) -> String {
        word.firstIndex(of: "=").map { String(word[..<$0]) } ?? word
    }

    /// "Unknown option '--serach'", with the closest of the command's long names when one is within two edits
    /// ("Did you mean '--search'?").
    static func unknownOption(_ name: String, of command: CommandSpec) -> UsageError {
        let message = "Unknown option '\(name)'"
        guard name.hasPrefix("--") else { return UsageError(message) }
        let candidates = command.arguments.filter { $0.kind != .positional }.map { "--" + $0.name }
        let scored = candidates.map { ($0, editDistance(Array(name.utf8), Array($0.utf8))) }.filter { $0.1 <= 2 }
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return UsageError(message) }
        return UsageError(message + ". Did you mean '\(best.0)'?")
    }

    /// The Levenshtein distance between two byte strings.
    static func editDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1]
            for (j, y) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }

    /// Throws the usage error for a value the argument does not accept (listing the choices, if any).
    private static func check(_ value: String, for spec: ArgumentSpec, short: Bool) throws {
        guard !spec.accepts(value) else { return }
        let label = spec.kind == .positional ? "<\(spec.valueName)>" : spec.label(short: short)
        var message = "The value '\(value)' is invalid for '\(label)'"
        if !spec.choices.isEmpty { message += ". Please provide one of \(listed(spec.choices))." }
        throw UsageError(message)
    }

    /// `'a'`, `'a' and 'b'`, `'a', 'b' or 'c'`.
    static func listed(_ choices: [String]) -> String {
        let quoted = choices.map { "'\($0)'" }
        switch quoted.count {
        case 0, 1: return quoted.joined()
        case 2: return quoted[0] + " and " + quoted[1]
        default: return quoted.dropLast().joined(separator: ", ") + " or " + quoted.last!
        }
    }

    /// The commands `help a b …` names: as deep as the words match (the root when the first does not).
    private static func helpPath(_ words: [String], root: CommandSpec) -> [CommandSpec] {
        var path = [root]
        for word in words {
            guard let sub = path.last!.subcommand(word) else { break }
            path.append(sub)
        }
        return path
    }

    /// `PATH… -- KEY INDEX OFFSET WORDS…`: the command, the argument (`positional@N` or `--name`) and the
    /// words of the line being completed with the index of the one under the cursor.
    private static func completionRequest(_ arguments: [String], root: CommandSpec) throws -> Request {
        guard let separator = arguments.firstIndex(of: "--"), arguments.count >= separator + 3 else {
            throw UsageError("---completion needs PATH… -- KEY INDEX OFFSET WORDS…")
        }
        var path = [root]
        for word in arguments[..<separator] {
            guard let sub = path.last!.subcommand(word) else { throw UsageError("Unexpected argument '\(word)'") }
            path.append(sub)
        }
        let key = arguments[separator + 1]
        let index = Int(arguments[separator + 2]) ?? -1
        let words = Array(arguments.dropFirst(separator + 4))
        return .complete(path: path, key: key, words: words, index: index)
    }
}
