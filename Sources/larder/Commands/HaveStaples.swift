import ArgumentParser
import LarderKit

extension Larder.Have {
    /// `larder have staples [list|add|remove|set] NAME...`
    struct Staples: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "staples", abstract: "Staples always count as available (water, ice and sugar by default).")

        enum Action: String, ExpressibleByArgument, CaseIterable { case list, add, remove, set }

        @Argument(help: "list, add, remove or set.") var action: Action = .list
        @Argument(help: "Ingredient names.") var names: [String] = []
        @OptionGroup var global: GlobalOptions

        func validate() throws {
            if action == .list && !names.isEmpty { throw ValidationError("'list' takes no names") }
            if action != .list && names.isEmpty { throw ValidationError("name at least one ingredient") }
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
    }
}
