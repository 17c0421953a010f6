import LarderKit

extension Larder.Have {
    /// `larder have staples [list|add|remove|set] NAME...`
    struct Staples: RunnableCommand {
        static let spec = CommandSpec(
            "staples",
            abstract: "Staples always count as available (water, ice and sugar by default).",
            arguments: [Key.action, Key.names, GlobalOptions.arguments],
            command: Staples.self)

        /// The arguments, read back through `parsed[Key.…]`.
        enum Key {
            static let action = DefaultedPositional<Action>("action", default: .list, help: "list, add, remove or set.")
            static let names = Positionals("names", required: false, help: "Ingredient names.")
        }

        enum Action: String, ArgumentValue, CaseIterable { case list, add, remove, set }

        let action: Action
        let names: [String]
        let global: GlobalOptions

        func validate() throws {
            if action == .list && !names.isEmpty { throw UsageError("'list' takes no names") }
            if action != .list && names.isEmpty { throw UsageError("name at least one ingredient") }
        }

        func run() throws {
            let session = global.session()
            let outcome: EditOutcome? = switch action {
            case .add: try session.addStaples(names)
            case .remove: try session.removeStaples(names)
            case .set: try session.setStaples(names)
            case .list: nil
            }
            let staples = try session.staples()
            if global.json {
                guard let outcome else { return try Output.json(staples) }
                return try Output.json(StaplesJSON(edit: outcome, staples: staples))
            }
            if let outcome { try Output.edit(outcome, noun: "staple", json: false) }
            ListedText.print(staples, terminal: global.terminal)
        }

        struct StaplesJSON: Encodable {
            var edit: EditOutcome
            var staples: [ListedItem]
        }

        init(_ parsed: ParsedArguments) throws {
            action = parsed[Key.action]
            names = parsed[Key.names]
            global = try GlobalOptions(parsed)
            try validate()
        }
    }
}
