import ArgumentParser
import LarderKit

extension Larder.Have {
    /// `larder have staples [list|add|remove|set] NAME...`
    struct Staples: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Staples always count as available (water, ice and sugar by default).")

        enum Action: String, ExpressibleByArgument, CaseIterable { case list, add, remove, set }

        @Argument(help: "list, add, remove or set.") var action: Action = .list
        @Argument(help: "Ingredient names.") var names: [String] = []
        @OptionGroup var global: GlobalOptions

        func validate() throws {
            if action == .list && !names.isEmpty { throw ValidationError("'list' takes no names") }
            if action != .list && action != .set && names.isEmpty { throw ValidationError("name at least one ingredient") }
        }

        func run() throws {
            try reportingErrors {
                let app = global.app
                let bar = try app.barCatalog()
                let user = try app.userData()
                if action != .list {
                    let ids = try names.map { try bar.resolveIngredient($0) }
                    switch action {
                    case .add: try user.addStaples(ids)
                    case .remove:
                        let staples = Set(try user.inventory().staples)
                        if let id = ids.first(where: { !staples.contains($0) }) { throw LarderError.message("'\(id)' is not a staple") }
                        try user.removeStaples(ids)
                    case .set: try user.setStaples(ids)
                    case .list: break
                    }
                }
                let staples = try user.inventory().staples
                if global.json { return try Output.json(staples.map { ListedRef($0, bar) }) }
                for id in staples { print("\(bar.display(id))  \(global.terminal.dim(id.rawValue))") }
            }
        }
    }
}
